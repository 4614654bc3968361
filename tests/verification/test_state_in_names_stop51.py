"""Scenario "Verified excerpt supports direct observation": a state word inside a dotted or dashed name is no state
asserted. kilnhaus (stop 51, sealed first measurement): the backlog inference "…积压（consumer lag … on topic
ovnx.firing-batches …）…同时告警 FiringQueueStall（…）已恢复" was read as asserting "firing" (the topic's middle word)
against the resolved alert it binds, judged contradicted, and the whole answer was REJECTED. A state said as a word
("is firing.", "正在触发", "已恢复") is still read.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.verification.assertions import read_claim
from tests.agents.world_chat import world_service

_BACKLOG = ("推断：conefyr 的积压（consumer lag 100169 messages on topic ovnx.firing-batches partition 4）"
            "窗口内首次出现 2026-10-13T12:00:05Z，同时告警 FiringQueueStall（conefyr consumer lag on "
            "ovnx.firing-batches above 10000）已恢复；这是它消费的队列上的消息")


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize(("text", "state"), [
    (_BACKLOG, "resolved"),
    ("lag on topic ovnx.firing-batches above 10000", None),
    ("the firing-batches topic lagged", None),
    ("alert KilnQueueStall is firing.", "firing"),
    ("告警 KilnQueueStall（服务 conefyr）正在触发(firing)", "firing"),
])
def test_a_state_word_inside_a_dotted_or_dashed_name_is_no_state(text: str, state: str | None) -> None:
    assert read_claim(text).state == state


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_a_backlog_on_a_topic_named_with_a_state_word_is_not_rejected(tmp_path: Path) -> None:
    with world_service(tmp_path, "kilnhaus") as (service, _):
        result = service.ask("昨晚窑炉排程积压 啥原因", user_id="test", conversation_id="stop51-state")
    assert result.verdict != "REJECT" and "积压" in result.answer.split("\n")[0], result.answer[:400]
