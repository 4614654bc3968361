"""invCX (opened lasitava, souqpay, remitnic, axepass), on names of no real world.

Scenarios (spec "when did it finish?" — an operation's own time is read from its change events):
- lasitava "the reader app rollout at 9, what time did it finish?": the operation named in a clause (with its
  clock or day), then a when-question of "it" asks the operation's own time, not the trouble's.
- souqpay "发完是几点" after "收款App 今晚是不是发过版": the bare verb 发 done (发完) heading a follow-up, or
  "<operation>完是几点", asks when the operation finished.
Dev: stagecast-rollout-clause-then-when-kick-off-en, stagecast-followup-rollback-done-what-time-zh.
"""

from __future__ import annotations

import pytest

from superbiz.agents.question import aspects_of
from superbiz.agents.question_ops import actions_timed


@pytest.mark.parametrize(("question", "label"), [
    ("the svc-a rollout at 9, what time did it finish?", "发布"),
    ("the svc-a release this morning - when did it complete?", "发布"),
    ("the svc-a rollback yesterday, when did it end?", "回滚"),
    ("the svc-a deploy at 9am today, when did it kick off?", "发布"),
])
def test_operation_clause_then_when_did_it_asks_the_operation_time(question: str, label: str) -> None:
    """Scenario lasitava "the reader app rollout at 9, what time did it finish?"."""
    assert actions_timed(question) == [label]


@pytest.mark.parametrize("question", [
    "the svc-a rollout at 9, when did it start failing?",
    "svc-a was slow after the rollout, when did it end?",
    "the rollout broke svc-a, when did it start?",
])
def test_trouble_after_an_operation_is_not_the_operation_time(question: str) -> None:
    """The trouble's start ("start failing"), a trouble after the operation, or a clause saying what the operation
    did: the when-question is not of the operation."""
    assert actions_timed(question) == []


@pytest.mark.parametrize(("question", "label"), [
    ("发完是几点", "发布"), ("那几点发完的", "发布"), ("回滚完是几点", "回滚"), ("发版完是什么时候", "发布"),
])
def test_operation_done_then_its_time_asks_the_operation_end(question: str, label: str) -> None:
    """Scenario souqpay "发完是几点" after "收款App 今晚是不是发过版": the end of the operation asked."""
    assert actions_timed(question) == [label]
    assert "end" in aspects_of(question, has_entity=False, has_record=False)


@pytest.mark.parametrize("question", ["短信几点发完的", "回滚完之后几点恢复的", "发完之后是几点开始报错的"])
def test_messages_sent_or_trouble_after_the_operation_is_no_operation_end(question: str) -> None:
    """A message sent (短信…发完) names no deploy; "完之后" sets the scene for the trouble's time."""
    assert actions_timed(question) == []
