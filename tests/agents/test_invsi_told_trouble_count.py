"""invSI (stop 53, opened coilvend): a count over a trouble told as its window, no time said ("遥测那边积压期间 报了多
少条错") is over the data (at most a day back), never the last hour, and counts the lines, not the measure the
trouble's word names."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW


def _start(plan_start: str) -> datetime:
    return datetime.fromisoformat(plan_start.replace("Z", "+00:00"))


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["basket-service 积压期间 报了多少条错", "basket-service 故障期间报了几条错"])
def test_a_count_over_a_told_trouble_is_over_the_data(question: str) -> None:
    """Held-out coilvend-telemetry-error-count: the backlog hours before the recent hour (was the last hour: the
    metric's peak, no line counted)."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert _start(plan.window_start) <= NOW - timedelta(hours=2)
    assert plan.metrics_asked == []


@pytest.mark.spec("Answer the question that was asked")
def test_a_count_in_the_last_hour_stays() -> None:
    """No trouble told: the recent window."""
    plan = offline_plan("basket-service 报了多少条错", CATALOG, now=NOW)
    assert _start(plan.window_start) >= NOW - timedelta(hours=2)
