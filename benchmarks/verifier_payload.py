"""Benchmark: verifier payload size and build time for long sessions (200 invocations, ~20 MB raw output).

Run: python benchmarks/verifier_payload.py   (prints sizes and timings; no asserts)
"""

from __future__ import annotations

import json
import time

from trace_summary import make_invocations  # benchmarks/trace_summary.py

from superbiz.contracts import ToolInvocation
from superbiz.tools.registry import builtin_catalog
from superbiz.verification.gatekeeper import run_gatekeeper
from superbiz.verification.parse import parse_executor_output
from superbiz.verification.payload import (
    MAX_PAYLOAD_BYTES,
    backfill_invocation_ids,
    build_verifier_payload,
    payload_json,
    trace_refs_by_invocation,
)
from superbiz.verification.trace_summary import build_tool_trace_summary, invocation_priorities

TOOLS = builtin_catalog()


def executor_text(claims: int, invocations: list[ToolInvocation]) -> str:
    items = []
    for i in range(claims):
        inv = invocations[(i * 5) % len(invocations)]
        bindings = [
            {"source_type": "tool", "tool_name": inv.tool_name, "source_invocation_id": inv.id, "raw_path": path,
             "evidence_excerpt": excerpt}
            for path, excerpt in (("logs[0]", "PAY-5003 HikariPool-1 - Connection is not available"),
                                  ("logs[3]", "2026-11-28T05:31:12Z ERROR payment-service"))
        ]  # fmt: skip
        items.append(
            {
                "claim_id": f"c{i}",
                "claim_type": "observation",
                "claim_text": f"payment-service 在 05:{i % 60:02d}Z 出现 PAY-5003 HikariPool-1 连接超时（3000ms）#{i}",
                "support_level": "direct",
                "evidence_bindings": bindings,
            }
        )
    return json.dumps(
        {"answer_version": "executor_evidence_v2", "claims": items, "hypotheses": [], "recommended_actions": [],
         "missing_info": []},
        ensure_ascii=False,
    )  # fmt: skip


def run(claims: int) -> None:
    invocations = make_invocations()
    raw = executor_text(claims, invocations)
    start = time.perf_counter()
    parsed, warnings = backfill_invocation_ids(parse_executor_output(raw), invocations)
    summary = build_tool_trace_summary(
        invocations, priorities=invocation_priorities(parsed.structured, None, invocations), tools=TOOLS)
    gate = run_gatekeeper(parsed, invocations, hook_warnings=warnings, trace_refs=trace_refs_by_invocation(summary))
    middle = time.perf_counter()
    payload = build_verifier_payload(
        original_query="payment-service 最近半小时为什么大量超时？",
        parsed=parsed,
        tool_trace_summary=summary,
        gatekeeper_result=gate,
        retry_context=None,
    )
    end = time.perf_counter()
    size = len(payload_json(payload).encode("utf-8"))
    print(
        f"claims={claims:3d}x2 bindings: executor_output={len(raw.encode()):6d} B  payload={size:6d} B "
        f"(budget {MAX_PAYLOAD_BYTES})  parse+summary+gatekeeper={1000 * (middle - start):5.1f} ms  "
        f"payload={1000 * (end - middle):5.1f} ms"
    )


def main() -> None:
    for claims in (5, 10, 15, 20, 30, 50):
        run(claims)


if __name__ == "__main__":
    main()
