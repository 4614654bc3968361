"""Benchmark: deterministic grounding when many claims carry numbers absent from their own evidence.

Run: python benchmarks/grounding_numbers.py [--runs N]   (prints timings; no asserts)

The session of ``verify_core.py`` (200 invocations, 10 evidence refs each, 50 claims with 2 precise bindings);
here every claim also states a timeout and a pool size that its bound evidence does not carry, so each claim
needs the session-wide number index (same-subject conflicts, "seen elsewhere in the session"): the worst case,
every evidence line has a number about the claims' subject. Prints the whole round and ``ground_claims`` alone.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from verify_core import SERVICES, one_round, session

from superbiz.contracts import ToolInvocation
from superbiz.pipeline import PreparedRound
from superbiz.verification.grounding import ground_claims


def executor_output(invocations: list[ToolInvocation], n_claims: int) -> str:
    """Claims whose numbers (timeout, pool size) are not in their bound refs."""
    claims: list[dict[str, Any]] = []
    for c in range(n_claims):
        inv = invocations[(2 * c) % len(invocations)]
        k = c % 10
        bindings = [
            {
                "source_type": "tool",
                "tool_name": inv.tool_name,
                "source_invocation_id": inv.id,
                "raw_path": f"logs[{k}]",
                "evidence_excerpt": f"PAY-{5000 + k} HikariPool-{inv.id % 7} - Connection is not available",
            }
        ]
        text = (
            f"{SERVICES[inv.id % len(SERVICES)]} 出现 PAY-{5000 + k}，HikariPool-{inv.id % 7} 请求 timed out after "
            f"{7000 + c}ms，连接池最大 {300 + c} 个连接"
        )
        claims.append(
            {"claim_id": f"c{c + 1}", "claim_type": "observation", "claim_text": text, "support_level": "direct",
             "evidence_bindings": bindings}
        )  # fmt: skip
    obj = {"answer_version": "executor_evidence_v2", "claims": claims, "hypotheses": [], "recommended_actions": [],
           "missing_info": []}  # fmt: skip
    return json.dumps(obj, ensure_ascii=False)


def _ground_ms(prepared: PreparedRound) -> float:
    """``ground_claims`` alone (a fresh session index each call, as in every round)."""
    start = time.perf_counter()
    ground_claims(prepared.structured, prepared.gatekeeper_result, prepared.invocations, tools=prepared.tools)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    for n_claims in (10, 50):
        invs = session(200, 10_000)
        output = executor_output(invs, n_claims)
        result = one_round(invs, output)  # warm-up
        times, cpu = [], []
        for _ in range(args.runs):
            start, start_cpu = time.perf_counter(), time.process_time()
            result = one_round(invs, output)
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
        prepared = result.prepared
        grounding = [_ground_ms(prepared) for _ in range(args.runs)]
        classes = sorted({c.verification for c in result.outcome.claim_checks})
        print(
            f"200 invocations, {n_claims:>2} claims with unseen numbers  median={statistics.median(times):7.2f} ms  "
            f"min={min(times):6.2f} ms  cpu median={statistics.median(cpu):6.2f} ms  "
            f"ground_claims median={statistics.median(grounding):6.2f} ms  "
            f"verdict={result.outcome.verdict} classes={','.join(classes)}"
        )


if __name__ == "__main__":
    main()
