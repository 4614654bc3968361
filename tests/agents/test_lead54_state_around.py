"""The lead's stop-54 rule for the state asked around a clock (stop 53's one regression of the round)."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.chat.service import ChatService
from tests.agents.world_chat import world_chat


def _answer(service: ChatService, question: str) -> str:
    return service.ask(question, user_id="lead54", conversation_id=question).answer


@pytest.mark.spec("Answer the question that was asked")
def test_the_state_around_a_clock_is_the_half_hours_either_side(tmp_path: Path) -> None:
    """lensmith-half-nine-no-en: "anything weird around half past nine this morning?" — nothing logged a WARN or an
    ERROR 09:15–09:45 local; a cache storm began at 10:05 (35 minutes after the clock). The approximate clock's window
    runs an hour past it to hold an episode that began around it; a state asked names no episode, so the storm that
    began later is not "around half past nine": no, over 09:00–10:00. Asked in Chinese too."""
    with world_chat(tmp_path, "lensmith") as service:
        answers = [_answer(service, "anything weird around half past nine this morning? "
                                    "customer said the portal was slow"),
                   _answer(service, "今天早上九点半左右门户有啥异常吗")]
    for answer in answers:
        assert answer.startswith("没有"), answer
        assert "查询窗口：2026-12-09 09:00 ~ 10:00" in answer, answer


@pytest.mark.spec("Answer the question that was asked")
def test_an_episode_around_a_clock_still_runs_past_it(tmp_path: Path) -> None:
    """The other side of the rule: "九点四十左右那波 门户受影响了吗" names an episode around the clock (那波),
    which runs on past it — the storm that began at 10:05 is that episode, and the portal's errors in it say yes."""
    with world_chat(tmp_path, "lensmith") as service:
        answer = _answer(service, "九点四十左右那波 门户受影响了吗")
    assert answer.startswith("是"), answer
    assert "查询窗口：2026-12-09 09:10 ~ 10:40" in answer, answer
