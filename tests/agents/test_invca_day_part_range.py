"""Pattern "an overview of a day part range" (invCA: opened dhowline): "昨天白天到晚上都出了哪些事" asks one window from
the start of the first part of yesterday to the end of the second (白天 / daytime from 06:00), never the last part
named alone (which left out the day's earlier episode: a queue backlog in the afternoon). "昨天上午到下午" is two parts
of yesterday in order (not yesterday morning to this afternoon); "昨天下午到今天上午" still spans the two days."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time

_ZONE = ZoneInfo("Africa/Maputo")  # UTC+2
_NOW = datetime(2026, 12, 3, 3, 40, tzinfo=UTC)  # 05:40 local


@pytest.mark.parametrize(("question", "start", "end"), [
    ("昨天白天到晚上都出了哪些事", "2026-12-02 06:00", "2026-12-03 00:00"),
    ("昨天上午到下午有什么问题", "2026-12-02 06:00", "2026-12-02 18:00"),
    ("what happened yesterday from morning to evening?", "2026-12-02 06:00", "2026-12-03 00:00"),
    ("昨天晚上出了什么事", "2026-12-02 18:00", "2026-12-03 00:00"),
    ("昨天下午到今天上午", "2026-12-02 12:00", "2026-12-03 05:40"),
])
def test_a_range_of_day_parts_spans_both(question: str, start: str, end: str) -> None:
    """Scenario "昨天白天到晚上都出了哪些事": the window runs from the first part's start to the second's end."""
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    got = tuple(t.astimezone(_ZONE).strftime("%Y-%m-%d %H:%M") for t in (spec.start, spec.end))
    assert got == (start, end), question
