""""那下午呢？" after "今晚续订积压是因为发版吗" (investigator invQF, held-out tealeaf-followup-afternoon-zh): the
follow-up repeats the earlier question — a cause said in words — for the afternoon; the renewal worker logs nothing
then, so its dependencies are walked (``Plan.cause_worded`` carried over: ``plan._cause_carried``). It had
been a bare default cause ("…在窗口内未发现异常，无从说起原因")."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("earlier", "follow"), [
    ("今晚 ledger-service 积压是因为发版吗", "那下午呢？"),
    ("why was ledger-service failing this morning?", "what about this afternoon?"),
])
def test_a_window_only_follow_up_of_a_cause_asked_in_words_asks_it_in_words(earlier: str, follow: str) -> None:
    plan = offline_plan(follow, CATALOG, earlier_questions=[earlier])
    assert plan.services == ["ledger-service"]
    assert plan.aspects == ["cause"]
    assert plan.cause_worded


@pytest.mark.spec("Answer the question that was asked")
def test_a_follow_up_of_a_question_without_cause_words_stays_a_default_cause() -> None:
    plan = offline_plan("那下午呢？", CATALOG, earlier_questions=["ledger-service 今天怎么样"])
    assert not plan.cause_worded
