"""Onset and end asked in the user's own words, found by the opened medlocker and fragcup worlds (stop 42), on no
real world: "<part of the day>最后一条报错是几点" asks the end, "那个延迟告警是几点响的" asks the alert's onset (its
start leads the answer), and "when did it start?" after a question naming an error code is that code's onset."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import aspects_of
from tests.agents.world_chat import sql_text, world_service

_ZONE = ZoneInfo("America/New_York")  # the harbor world's zone


def _local(stamp: str) -> str:
    """``2026-10-14 18:10:05.000000`` (UTC, as SQLite returns it) → ``2026-10-14 14:10`` in the world's zone."""
    utc = datetime.fromisoformat(stamp.split(".")[0] + "+00:00")
    return utc.astimezone(_ZONE).strftime("%Y-%m-%d %H:%M")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "asked"), [
    ("处方接收 今天凌晨最后一条报错是几点", ["end"]),
    ("X 最后一个告警是什么时候", ["end"]),
    ("反作弊那个延迟告警是几点响的？", ["onset"]),
    ("这个告警什么时候触发的", ["onset"]),
    ("when did the latency alert go off?", ["onset"]),
    ("what time did the checkout alert fire?", ["onset"]),
    ("连接池告警一共响了几次", ["count"]),
])
def test_onset_and_end_in_the_users_words(question: str, asked: list[str]) -> None:
    """Pattern "onset and end in the user's words" (opened medlocker "处方接收 今天凌晨最后一条报错是几点" was answered
    as a cause, fragcup "反作弊那个延迟告警是几点响的？" as a cause of the last hour): the last line or alert's time
    is the end; an alert ringing (响 / 触发 / fire / go off) asked with a clock is its onset; counted rings stay a
    count."""
    assert aspects_of(question, has_entity=True, has_record=False) == asked


@pytest.mark.spec("Answer the question that was asked")
def test_code_followup_onset_and_alert_rang(tmp_path: Path) -> None:
    """Pattern "the onset of what was named" (opened medlocker "when did it start?" after "X is spewing <code>, root
    cause?" told X's first anomaly of another code hours before; fragcup's alert asked led with a log line before
    it). Dev harbor-hf-code-followup-onset-en and harbor-hf-alert-rang-onset-zh: the code's own first occurrence,
    and the alert's start, lead the answer."""
    with world_service(tmp_path, "harbor") as (chat, url):
        code_start = _local(sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'booking-api' "
                                          "AND error_code = 'BKG-5021'"))
        other_start = _local(sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'booking-api' "
                                           "AND level = 'ERROR'"))
        alert_start = _local(sql_text(url, "SELECT starts_at FROM alert WHERE service = 'quote-engine'"))
        chat.ask("booking-api keeps throwing BKG-5021, root cause?", user_id="invhf", conversation_id="code")
        onset = chat.ask("when did it start?", user_id="invhf", conversation_id="code").answer
        rang = chat.ask("运价计算那个延迟告警是几点响的？", user_id="invhf", conversation_id="alert").answer
    head = onset.splitlines()[0]
    assert other_start != code_start and code_start in head and other_start not in head, onset
    assert rang.splitlines()[0].startswith(f"告警开始于 {alert_start}"), rang
