"""Count and comparison patterns found by the opened paydesk, coursepad and rxflow worlds, on a catalogue of no
real world: "number of <records> received" counts records arriving, and "高了吗 / 低了吗" ask a comparison's
direction."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_arrivals, compare_direction
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize("question", ["number of top-ups received between 9 and 10 this morning?",
                                      "count of claims submitted today", "how many claims received since 8?"])
def test_number_of_records_received_counts_records(question: str) -> None:
    """Pattern "records arriving" (opened rxflow: "number of prescriptions received between 9 and 10 this
    morning?" counted a caller's log lines): "number of / count of <records> received" asks the records."""
    assert asks_arrivals(question)
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert {"count", "record"} <= set(plan.aspects)
    assert any(c.tool == "query_order" for c in plan.calls)


@pytest.mark.parametrize("question", ["number of errors received in the last hour", "number of alerts received"])
def test_number_of_log_lines_is_no_arrival(question: str) -> None:
    assert not asks_arrivals(question)


@pytest.mark.parametrize(("question", "direction"), [
    ("X 现在的 p99 比今早8点那会儿高了吗", "more"), ("延迟比昨天更高吗", "more"), ("积压比刚才更严重吗", "more"),
    ("X 现在的 p99 比今早8点低了吗", "less"), ("命中率比昨天更低吗", "less"),
    ("X 的 p99 比昨天高还是低", ""),
])
def test_higher_or_lower_asks_a_direction(question: str, direction: str) -> None:
    """Pattern "a yes/no comparison opens with 是/不是" (opened paydesk: "p99 比今早8点那会儿高了吗" answered
    neither yes nor no): 高了吗/更高 ask "more", 低了吗/更低 ask "less"."""
    assert compare_direction(question) == direction
