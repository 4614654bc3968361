"""Pattern "how many failed so far?" (two-episodes world, spec scenario: bookings failing now after a morning
episode): after "are orders failing right now?", a count follow-up worded with the failure ("how many failed so
far?", "how many have failed?") counts the earlier question's records — not log lines — in the recent window (the
trouble going on now), not over all the data (which also holds the morning's episode). Catalogue of no real world."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize("question", ["how many failed so far?", "how many have failed?", "and how many?"])
def test_a_count_after_failing_now_counts_the_records_in_the_recent_window(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=["Are orders failing right now?"])
    assert "record" in plan.aspects and plan.window_own, plan


def test_a_count_after_a_question_with_no_time_counts_all_the_data() -> None:
    plan = offline_plan("how many failed so far?", CATALOG, now=NOW, earlier_questions=["Did orders fail?"])
    assert "record" in plan.aspects and not plan.window_own, plan
