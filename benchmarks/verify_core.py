"""Benchmark: one deterministic verification round (prepare_round + conclude_round).

Run: python benchmarks/verify_core.py [--runs N]   (prints timings and payload sizes; no asserts)

Session: 200 evidence invocations whose raw outputs total 20 MB, 10 evidence refs each, and an Executor
answer of 50 claims with 2 precise bindings each. Then the same session with 10 KB vs 10 MB of raw output,
to show that the verifier payload does not grow with raw output size. Targets: <= 20 ms, payload <= 16 KB.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from superbiz.contracts import EvidenceRef, RetrievalDetails, ToolInvocation
from superbiz.pipeline import RoundResult, conclude_round, prepare_round

SERVICES = ["payment-service", "order-service", "notification-service", "api-gateway", "logistics-service"]
TOOLS = ["query_logs", "query_metrics", "query_order"]


def _ref_text(inv: int, k: int) -> str:
    svc = SERVICES[inv % len(SERVICES)]
    return (
        f"2026-11-28T05:{k:02d}:{inv % 60:02d}Z ERROR {svc} trace={inv:06x}{k:06x} PAY-{5000 + k} "
        f"HikariPool-{inv % 7} - Connection is not available, request timed out after {1000 + 100 * k}ms"
    )


def session(n_invocations: int, total_raw_bytes: int) -> list[ToolInvocation]:
    per_output = max(1, total_raw_bytes // n_invocations)
    filler = ("2026-11-28T05:00:00Z INFO heartbeat ok trace=000000000000 " * (per_output // 56 + 1))[:per_output]
    invocations = []
    for i in range(1, n_invocations + 1):
        refs = [EvidenceRef(raw_path=f"logs[{k}]", text=_ref_text(i, k)) for k in range(10)]
        invocations.append(
            ToolInvocation(
                id=i,
                tool_name=TOOLS[i % len(TOOLS)],
                success=True,
                arguments={"service": SERVICES[i % len(SERVICES)], "keyword": "PAY-5003", "minutes": 30},
                output=filler,
                retrieval_details=RetrievalDetails(evidence_refs=refs),
            )
        )
    return invocations


def executor_output(invocations: list[ToolInvocation], n_claims: int) -> str:
    claims: list[dict[str, Any]] = []
    for c in range(n_claims):
        bindings = []
        for j in range(2):
            inv = invocations[(2 * c + j) % len(invocations)]
            k = (c + j) % 10
            bindings.append(
                {
                    "source_type": "tool",
                    "tool_name": inv.tool_name,
                    "source_invocation_id": inv.id,
                    "raw_path": f"logs[{k}]",
                    "evidence_excerpt": f"PAY-{5000 + k} HikariPool-{inv.id % 7} - Connection is not available",
                }
            )
        inv = invocations[(2 * c) % len(invocations)]
        k = c % 10
        text = f"{SERVICES[inv.id % len(SERVICES)]} 出现 PAY-{5000 + k}，HikariPool-{inv.id % 7} 获取连接超时"
        claims.append(
            {
                "claim_id": f"c{c + 1}",
                "claim_type": "observation",
                "claim_text": text,
                "support_level": "direct",
                "evidence_bindings": bindings,
            }
        )
    obj = {
        "answer_version": "executor_evidence_v2",
        "claims": claims,
        "hypotheses": [{"hypothesis_text": "连接池耗尽", "needed_evidence": ["慢查询日志"]}],
        "recommended_actions": [{"action_text": "检查慢 SQL"}],
        "missing_info": [],
    }
    return json.dumps(obj, ensure_ascii=False)


def one_round(invocations: list[ToolInvocation], output: str) -> RoundResult:
    prepared = prepare_round(
        original_query="payment-service 为什么超时？", round=1, retry_context=None, invocations=invocations,
        executor_output=output,
    )  # fmt: skip
    return conclude_round(prepared, verifier_output=None, threshold=0.5, max_rounds=2)


def measure(label: str, invocations: list[ToolInvocation], output: str, runs: int) -> None:
    one_round(invocations, output)  # warm-up (regex compilation, template loading)
    times, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        result = one_round(invocations, output)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    raw = sum(len(i.output or "") for i in invocations)
    payload = len(result.prepared.payload_json.encode("utf-8"))
    print(
        f"{label:<44} raw={raw / 1e6:6.2f} MB  median={statistics.median(times):7.2f} ms  "
        f"min={min(times):6.2f} ms  cpu median={statistics.median(cpu):6.2f} ms  "
        f"payload={payload / 1024:5.1f} KB  verdict={result.outcome.verdict} "
        f"checks={len(result.outcome.claim_checks)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    big = session(200, 20_000_000)
    measure("200 invocations, 20 MB raw, 50x2 bindings", big, executor_output(big, 50), args.runs)
    for size, label in ((10_000, "10 KB"), (10_000_000, "10 MB")):
        invs = session(200, size)
        measure(f"200 invocations, {label} raw, 50x2 bindings", invs, executor_output(invs, 50), args.runs)


if __name__ == "__main__":
    main()
