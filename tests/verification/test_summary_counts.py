"""Scenario "REJECT verdict when claims contradict evidence" (and "Verified excerpt supports direct observation"): a
count bound to a query's summary alone ("query_logs …: 0 matching records") is that query's count over that query's
window. Found when two-window comparisons began to state zero counts: "共 -1 条" and "共一条" were read as no number at
all (the arabic reader takes no sign, a bare 一 was read as "a"), so the query's ``limit: 1`` argument seemed to hold
them; a window edge moved ("20:20~20:20 共 0 条") matched because both instants appear somewhere in the row.
"""

from __future__ import annotations

import pytest

from superbiz.contracts import ToolInvocation
from superbiz.tools.registry import builtin_catalog
from superbiz.verification.gatekeeper import run_gatekeeper
from superbiz.verification.grounding import ground_claims
from superbiz.verification.parse import parse_executor_output
from tests.verification.factories import binding, claim, executor_json, ref, tool_invocation

TOOLS = builtin_catalog()
_SUMMARY = "query_logs service=fare-cache level=ERROR window=2026-10-14T19:20:00Z~20:20:00Z: {n} matching records"
_TRUE = "fare-cache 的 ERROR 日志条数（两窗口对比的变化之一）：2026-10-14T19:20:00Z~20:20:00Z 共 {n} 条"


def _verify(text: str, n: int) -> str:
    summary = _SUMMARY.format(n=n)
    inv: ToolInvocation = tool_invocation(7, "query_logs", refs=[ref("summary", summary, service="fare-cache")],
                                          arguments={"service": "fare-cache", "level": "ERROR", "limit": 1,
                                                     "start": "2026-10-14T19:20:00Z", "end": "2026-10-14T20:20:00Z"})
    parsed = parse_executor_output(executor_json([claim("c1", text, bindings=[binding("query_logs", 7, "summary",
                                                                                        summary)])]))
    result = run_gatekeeper(parsed, [inv], trace_refs={7: "trace-7"})
    return ground_claims(parsed.structured, result, [inv], tools=TOOLS)[0].verification


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("n", [0, 1, 37])
def test_the_querys_own_count_over_its_own_window_is_direct(n: int) -> None:
    assert _verify(_TRUE.format(n=n), n) == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize(("text", "n"), [
    (_TRUE.format(n=-1), 0),  # a total below zero
    (_TRUE.format(n=0).replace("共 0 条", "共一条"), 0),  # 共一条 is a total of one, not "a line"
    (_TRUE.format(n=0).replace("19:20:00Z~", "20:20:00Z~"), 0),  # the window's start moved to its end
    (_TRUE.format(n=0).replace("19:20:00Z~20:20:00Z", "18:20:00Z~19:20:00Z"), 0),  # another window
    (_TRUE.format(n=0).replace("19:20:00Z~", "20:20:00~"), 0),  # the start in another zone, its Z dropped
    (_TRUE.format(n=2), 1),  # the limit argument is not the count
])
def test_a_summary_count_is_checked_against_its_match_count_and_window(text: str, n: int) -> None:
    assert _verify(text, n) != "direct_observation"
