"""invEH (opened pianohall): "was the afternoon payment thing the same problem as the seat failures now?" — two
subjects, one's trouble named in a past part of the day, the other's going on now. The window was the afternoon
alone, which held no trouble of the second subject, so nothing was decided (a dev twin said a false yes); the window
now runs from the part of the day named up to now, and the two chains decide."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW

_NOW = NOW.strftime("%Y-%m-%dT%H:%M:%SZ")


def test_a_same_problem_question_of_a_past_part_and_now_reads_up_to_now() -> None:
    plan = offline_plan("was the edge-router thing early this morning the same problem as the basket-service "
                        "failures now?", CATALOG, now=NOW)
    assert plan.services[:2] == ["edge-router", "basket-service"]
    assert "yes_no" in plan.aspects
    assert (plan.window_start, plan.window_end) == ("2031-03-04T00:00:00Z", _NOW)


def test_a_same_problem_question_without_now_keeps_its_window() -> None:
    plan = offline_plan("was the edge-router thing early this morning the same problem as the basket-service "
                        "failures?", CATALOG, now=NOW)
    assert (plan.window_start, plan.window_end) == ("2031-03-04T00:00:00Z", "2031-03-04T09:00:00Z")
