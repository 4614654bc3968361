"""Chat pipeline speed.

1. Offline in-process pipeline latency per question (p50/p95 over N runs; target p50 ≤ 50 ms).
2. ``superbiz ask`` process wall time on a warm home (world + knowledge base already built; target ≤ 1 s).
3. With the scripted OpenAI-compatible server answering every call after a fixed 200 ms, the share of wall time
   not spent waiting on the model (target ≤ 5 %).

    python benchmarks/chat.py [--runs 30] [--ask-runs 5] [--baseline REF]

``--baseline REF`` (e.g. the commit before a change) also measures part 1 on that revision, checked out into a
temporary git worktree, in the same run and on the same questions, each pipeline in its own process.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from superbiz.chat.service import ChatService  # noqa: E402
from superbiz.container import Container, build_container  # noqa: E402
from superbiz.models.base import ChatMessage, ModelClient, ModelResponse  # noqa: E402
from superbiz.settings import load_settings  # noqa: E402

QUESTIONS = [
    "payment-service 最近半小时为什么大量超时？",
    "order-service 为什么一直在重启？",
    "notification-service 最近一小时短信为什么发不出去？",
    "api-gateway 最近半小时为什么大量 502？",
    "确认一下 order-service 的 HighMemoryUsage 告警是不是还在触发",
    "确认一下 user-service 最近一小时有没有 ERROR 日志",
    "checkout-service 最近半小时为什么报错？",
]


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def offline_latency(home: Path, runs: int) -> None:
    container = build_container(load_settings(None, home=home))
    svc = ChatService(container)
    for q in QUESTIONS:  # warm-up: jieba, index load, SQLite pages
        svc.ask(q, user_id="bench")
    print("1. offline in-process pipeline latency (ms)")
    print(f"   {'question':<48} {'p50':>7} {'p95':>7}  verdict")
    all_ms: list[float] = []
    for q in QUESTIONS:
        times = []
        verdict = ""
        for _ in range(runs):
            t = time.perf_counter()
            r = svc.ask(q, user_id="bench")
            times.append((time.perf_counter() - t) * 1000)
            verdict = f"{r.verdict}/{r.output_type} r{r.rounds}"
        all_ms += times
        print(f"   {q[:46]:<48} {statistics.median(times):7.1f} {pct(times, 0.95):7.1f}  {verdict}")
    print(f"   all questions: p50 {statistics.median(all_ms):.1f} ms, p95 {pct(all_ms, 0.95):.1f} ms (target p50 ≤ 50)")
    container.close()


_LATENCY_SNIPPET = """
import json, sys, time
from pathlib import Path
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import load_settings
questions, runs, home = json.loads(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
container = build_container(load_settings(None, home=home))
svc = ChatService(container)
for q in questions:
    svc.ask(q, user_id="bench")
out = {}
for q in questions:
    out[q] = []
    for _ in range(runs):
        t = time.perf_counter()
        svc.ask(q, user_id="bench")
        out[q].append((time.perf_counter() - t) * 1000)
print(json.dumps(out))
"""


def _latency_of(src: Path, home: Path, runs: int) -> dict[str, list[float]]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    out = subprocess.run([sys.executable, "-c", _LATENCY_SNIPPET, json.dumps(QUESTIONS), str(runs), str(home)],
                         env=env, capture_output=True, text=True, check=True)
    result: dict[str, list[float]] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def before_after(ref: str, tmp: Path, runs: int) -> None:
    """Part 1 on ``ref`` and on this checkout, one process each, same questions, fresh homes."""
    tree = tmp / "baseline-tree"
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), ref], check=True,
                   capture_output=True)
    try:
        before = _latency_of(tree / "src", tmp / "home-before", runs)
        after = _latency_of(ROOT / "src", tmp / "home-after", runs)
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=False,
                       capture_output=True)
    print(f"1b. offline pipeline latency, {ref} vs this checkout (ms, p50)")
    print(f"   {'question':<48} {'before':>7} {'after':>7}")
    for q in QUESTIONS:
        print(f"   {q[:46]:<48} {statistics.median(before[q]):7.1f} {statistics.median(after[q]):7.1f}")
    b = [t for v in before.values() for t in v]
    a = [t for v in after.values() for t in v]
    print(f"   all questions: before p50 {statistics.median(b):.1f} ms, after p50 {statistics.median(a):.1f} ms "
          f"(x{statistics.median(a) / statistics.median(b):.2f}; target ≤ x2)")


def ask_wall_time(home: Path, runs: int) -> None:
    env = {**os.environ, "SUPERBIZ_HOME": str(home)}
    cmd = [sys.executable, "-m", "superbiz", "ask", QUESTIONS[0], "--json"]
    walls = []
    for _ in range(runs):
        t = time.perf_counter()
        out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
        walls.append(time.perf_counter() - t)
        json.loads(out.stdout)
    print("2. `superbiz ask` process wall time, warm home (s)")
    print(f"   median {statistics.median(walls):.2f} s, min {min(walls):.2f} s, max {max(walls):.2f} s (target ≤ 1 s)")


class _Timed:
    """Delegates to a real client and adds up the time spent waiting on it."""

    def __init__(self, inner: ModelClient, ledger: list[float]) -> None:
        self.inner, self.ledger = inner, ledger

    @property
    def name(self) -> str:
        return self.inner.name

    def complete(self, messages: Sequence[ChatMessage], **kw: Any) -> ModelResponse:
        t = time.perf_counter()
        try:
            return self.inner.complete(messages, **kw)
        finally:
            self.ledger.append(time.perf_counter() - t)


def model_share(home: Path, latency_s: float, runs: int) -> None:
    from tests.chat.test_online_chat import (
        LOOKUPS,
        clean_claims,
        composer_from_material,
        contract,
        plan_step,
        verifier_echo,
    )
    from tests.support import scripted_steps as st
    from tests.support.scripted_server import ScriptedOpenAIServer

    with ScriptedOpenAIServer(latency_s=latency_s) as server:
        settings = load_settings(None, home=home, models=server.models_config())
        container: Container = build_container(settings)
        ledger: list[float] = []
        container.models = {k: _Timed(v, ledger) for k, v in container.models.items() if v is not None}
        svc = ChatService(container)
        shares, walls = [], []
        for i in range(runs + 1):
            server.script("planner", [plan_step()])
            server.script("executor", [st.tool_calls(LOOKUPS), lambda r: st.text(contract(clean_claims(r)))])
            server.script("verifier", [verifier_echo()])
            server.script("composer", [composer_from_material])
            ledger.clear()
            t = time.perf_counter()
            result = svc.ask(QUESTIONS[0], user_id="bench")
            wall = time.perf_counter() - t
            if i == 0:
                continue  # warm-up
            assert result.verdict == "PASS", result
            walls.append(wall)
            shares.append((wall - sum(ledger)) / wall)
        container.close()
    print(f"3. scripted model server at {latency_s * 1000:.0f} ms per call, {len(ledger)} model calls per chat")
    print(
        f"   chat wall median {statistics.median(walls) * 1000:.0f} ms; share not waiting on the model: "
        f"median {statistics.median(shares) * 100:.1f} %, max {max(shares) * 100:.1f} % (target ≤ 5 %)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--ask-runs", type=int, default=5)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--baseline", default=None, help="also measure part 1 on this git revision")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        t = time.perf_counter()
        build_container(load_settings(None, home=home)).close()
        print(f"0. first start (demo world + knowledge base built): {time.perf_counter() - t:.2f} s")
        offline_latency(home, args.runs)
        if args.baseline:
            before_after(args.baseline, Path(tmp), args.runs)
        ask_wall_time(home, args.ask_runs)
        model_share(Path(tmp) / "online", args.latency, max(3, args.runs // 5))


if __name__ == "__main__":
    main()
