"""Benchmark: tool_trace_summary over 200 invocations carrying ~20 MB of raw output.

Run: python benchmarks/trace_summary.py   (prints timings; no asserts)
"""

from __future__ import annotations

import json
import time

from superbiz.contracts import EvidenceRef, RetrievalDetails, ToolInvocation
from superbiz.tools.registry import builtin_catalog
from superbiz.verification.trace_summary import build_tool_trace_summary

TOOLS = builtin_catalog()
LINE = (
    "2026-11-28T05:31:12Z ERROR payment-service trace=7f3a9c2e41d0 PAY-5003 HikariPool-1 - "
    "Connection is not available, request timed out after 3000ms"
)


def make_invocations(count: int = 200, output_bytes: int = 100_000) -> list[ToolInvocation]:
    tools = ["query_logs", "query_metrics", "lookup_knowledge", "query_order", "get_current_datetime"]
    invocations = []
    for i in range(count):
        tool = tools[i % len(tools)]
        refs = [EvidenceRef(raw_path=f"logs[{j}]", text=f"{LINE} #{i}-{j}") for j in range(50)]
        refs.append(EvidenceRef(raw_path="summary", text=f"{tool}: 50 of 812 matching lines"))
        invocations.append(
            ToolInvocation(
                id=i + 1,
                tool_name=tool,
                success=i % 17 != 0,
                error=None if i % 17 else "backend timeout after 10s",
                arguments={"service": f"svc-{i % 9}", "keyword": f"K{i % 23}", "query": f"q {i}"},
                output=("x" * output_bytes),
                round=1 + i // 100,
                retrieval_details=RetrievalDetails(evidence_refs=refs),
            )
        )
    return invocations


def main() -> None:
    invocations = make_invocations()
    total = sum(len(inv.output or "") for inv in invocations)
    build_tool_trace_summary(invocations, tools=TOOLS)  # warm-up
    runs = 50
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        items = build_tool_trace_summary(invocations, tools=TOOLS)
        timings.append(time.perf_counter() - start)
    timings.sort()
    size = len(json.dumps([item.model_dump(mode="json") for item in items], ensure_ascii=False, separators=(",", ":")))
    print(f"invocations=200 raw_output={total / 1e6:.1f} MB items={len(items)} summary_json={size} chars")
    print(
        f"build_tool_trace_summary: min {timings[0] * 1000:.2f} ms, median {timings[runs // 2] * 1000:.2f} ms "
        f"per call ({runs} runs)"
    )


if __name__ == "__main__":
    main()
