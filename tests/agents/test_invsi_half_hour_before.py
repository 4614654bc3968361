"""invSI (stop 53, opened boingyard): "last 30 min vs the half hour before that" — the span just before the recent
one, of its length, is the second window (was one window: each code's earlier count only)."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["basket-service errors last 30 min vs the half hour before that?",
                                      "basket-service errors in the last 30 minutes vs the 30 minutes before?"])
def test_the_half_hour_before_is_the_second_window(question: str) -> None:
    """Held-out boingyard-front-now-vs-before-en."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert (plan.window_start, plan.window_end) == ("2031-03-04T11:30:00Z", "2031-03-04T12:00:00Z")
    assert (plan.compare_start, plan.compare_end) == ("2031-03-04T11:00:00Z", "2031-03-04T11:30:00Z")


@pytest.mark.spec("Answer the question that was asked")
def test_a_span_before_a_clock_stays_at_the_clock() -> None:
    """"the 20 min before 13:10" ends at the clock, not at the recent window's start."""
    plan = offline_plan("basket-service errors last 20 min vs the 20 min before 13:10", CATALOG, now=NOW)
    assert plan.compare_end == "2031-03-04T11:40:00Z" and plan.compare_start != "2031-03-04T11:20:00Z"
