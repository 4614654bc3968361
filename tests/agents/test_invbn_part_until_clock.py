"""Spec: time expressions (a part of the day cut short by a clock). "what broke this morning before noon" planned
the hour around noon (11:30–12:30) and found nothing; the engineer means the morning up to noon. Found on the opened
rinkside ("Give me a rundown of what broke this morning before noon")."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question_text import clean_question
from superbiz.agents.timeparse import resolve_time

NOW = datetime(2031, 3, 4, 15, 40, tzinfo=UTC)  # 23:40 in Shanghai: the whole day is past
ZONE = ZoneInfo("Asia/Shanghai")


@pytest.mark.parametrize(("question", "start", "end"), [
    ("Give me a rundown of what broke this morning before noon", "06:00", "12:00"),
    ("what failed this morning before 10am?", "06:00", "10:00"),
    ("any errors this afternoon until 3?", "12:00", "15:00"),
    ("上午中午之前出了啥问题", "06:00", "12:00"),
])
def test_part_of_day_cut_short_by_a_clock(question: str, start: str, end: str) -> None:
    window = resolve_time(clean_question(question), now=NOW, zone=ZONE)
    got = (window.start.astimezone(ZONE).strftime("%H:%M"), window.end.astimezone(ZONE).strftime("%H:%M"))
    assert got == (start, end)
