"""Benchmark: OpenAICompatibleClient overhead against the scripted OpenAI-compatible server on 127.0.0.1.

Run: python benchmarks/model_client.py   (prints timings; no asserts)

Measures the client's own cost per call (server answers instantly), the end-to-end latency with a fixed
200 ms server latency, and throughput with concurrent callers sharing one client.
"""

from __future__ import annotations

import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.support

from tests.support.scripted_server import ScriptedOpenAIServer, steps

from superbiz.models import ChatMessage
from superbiz.models.openai_client import OpenAICompatibleClient

MESSAGES = [ChatMessage.system("[agent:executor] be brief"), ChatMessage.user("payment-service 最近半小时为什么超时？")]
TOOLS = [{"type": "function", "function": {"name": "query_logs", "parameters": {"type": "object"}}}]


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _report(label: str, values: list[float]) -> None:
    print(f"{label:<48} n={len(values):<4} p50={statistics.median(values):7.2f} ms  p95={_pct(values, 0.95):7.2f} ms")


def overhead(n: int = 300) -> None:
    with ScriptedOpenAIServer() as server:
        server.set_default("executor", steps.tool_calls([("query_logs", {"service": "payment-service"})]))
        with OpenAICompatibleClient(server.agent_settings("executor")) as client:
            client.complete(MESSAGES, tools=TOOLS)  # warm the connection
            wall = []
            for _ in range(n):
                started = time.perf_counter()
                client.complete(MESSAGES, tools=TOOLS)
                wall.append((time.perf_counter() - started) * 1000)
    _report("round trip, instant server (client + server)", wall)


def fixed_latency(n: int = 20, latency_s: float = 0.2) -> None:
    with ScriptedOpenAIServer(latency_s=latency_s) as server:
        server.set_default("executor", steps.json({"answer_version": "executor_evidence_v2", "claims": []}))
        with OpenAICompatibleClient(server.agent_settings("executor")) as client:
            latencies = [client.complete(MESSAGES, json_output=True).latency_ms for _ in range(n)]
    _report(f"ModelResponse.latency_ms, server latency {latency_s * 1000:.0f} ms", latencies)


def concurrent(workers: int = 8, calls: int = 64, latency_s: float = 0.2) -> None:
    with ScriptedOpenAIServer(latency_s=latency_s) as server:
        server.set_default("executor", steps.text("ok"))
        with OpenAICompatibleClient(server.agent_settings("executor")) as client:
            started = time.perf_counter()
            with ThreadPoolExecutor(max_workers=workers) as pool:
                list(pool.map(lambda _i: client.complete(MESSAGES), range(calls)))
            elapsed = time.perf_counter() - started
    ideal = calls / workers * latency_s
    print(f"{calls} calls, {workers} threads, {latency_s * 1000:.0f} ms server: {elapsed:.2f} s "
          f"(ideal {ideal:.2f} s) = {calls / elapsed:.1f} calls/s")


if __name__ == "__main__":
    overhead()
    fixed_latency()
    concurrent()
