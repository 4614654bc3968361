"""Comparisons asked across turns (opened datepalm, sunlease, yurtstay, pyrenshop): "which one was longer?" naming
nothing, after two turns each asking of one trouble ("how long was A?", "and B last night?"), is the choice of those
two troubles — each side in its own time, how long each lasted compared — never the last turn's subject alone."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW


def _window(plan: object) -> tuple[datetime, datetime]:
    return (datetime.fromisoformat(plan.window_start.replace("Z", "+00:00")),  # type: ignore[attr-defined]
            datetime.fromisoformat(plan.window_end.replace("Z", "+00:00")))  # type: ignore[attr-defined]


@pytest.mark.spec("Narrow scope produces minimal observation claims")
@pytest.mark.parametrize(("earlier", "question"), [
    (("how long did ledger-service errors last yesterday afternoon?", "and vault-db this morning?"),
     "which one was longer?"),
    (("ledger-service 昨天下午报错持续了多久", "那 vault-db 今天上午呢？"), "哪个持续得更久？"),
])
def test_which_one_was_longer_after_two_turns_compares_the_two_turns_troubles(earlier: tuple[str, str],
                                                                              question: str) -> None:
    """Scenario "Narrow scope produces minimal observation claims": the comparison asked is of the two troubles the
    conversation named, each in its own window (one window from yesterday afternoon to this morning holds both)."""
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=earlier)
    assert plan.aspects == ["comparison"]
    assert plan.services == ["ledger-service", "vault-db"]
    start, end = _window(plan)
    assert start <= datetime(2031, 3, 3, 12, 0, tzinfo=UTC) and end >= datetime(2031, 3, 4, 9, 0, tzinfo=UTC)


@pytest.mark.spec("Narrow scope produces minimal observation claims")
def test_two_turns_of_one_subject_are_not_made_a_choice_of_two_things() -> None:
    """Scenario "Narrow scope produces minimal observation claims": two turns about one service's episodes name no
    two things apart — the question is not turned into a choice between services."""
    plan = offline_plan("which one was longer?", CATALOG, now=NOW,
                        earlier_questions=("how long did ledger-service fail yesterday afternoon?",
                                           "and this morning?"))
    assert plan.services == ["ledger-service"]


@pytest.mark.spec("Narrow scope produces minimal observation claims")
@pytest.mark.parametrize("question", ["那 vault-db 呢？", "what about vault-db?"])
def test_what_about_x_after_a_question_about_now_asks_xs_health_now(question: str) -> None:
    """Scenario "Narrow scope produces minimal observation claims": "那 X 呢？" after "Y 现在还在报错吗" is the earlier
    question asked of X — about now (the recent window, health only), never X's end over the last 24 hours."""
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=("ledger-service 现在还在报错吗",))
    assert plan.services == ["vault-db"] and plan.aspects == ["health"]
    start, end = _window(plan)
    assert end == NOW and NOW - start <= timedelta(hours=3), (start, end)
