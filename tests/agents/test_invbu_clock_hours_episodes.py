"""Patterns from the opened atollstay (invBU), on names of no real world.

Scenarios:
- atollstay "conch-app 今晚 21 点那小时和 22 点那小时，哪个报错多？": "N 点那小时" (and "the 9pm hour") is the clock
  hour that starts at N — 21:00–22:00 against 22:00–23:00 — not the hour around each clock (20:30–21:30).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time
from superbiz.agents.timewindows import resolve_windows

_ZONE = ZoneInfo("Indian/Maldives")
_NOW = datetime(2026, 12, 1, 23, 20, tzinfo=_ZONE)


def _local(hour: int) -> datetime:
    return datetime(2026, 12, 1, hour, tzinfo=_ZONE)


@pytest.mark.parametrize("question", [
    "svc-a 今晚 21 点那小时和 22 点那小时，哪个报错多？",
    "svc-a 今晚 21 点那个小时和 22 点那个小时比，哪个报错多？",
    "did svc-a log more errors in the 9pm hour or the 10pm hour tonight?",
])
def test_clock_hours_compared_are_the_hours_starting_at_the_clocks(question: str) -> None:
    """Scenario atollstay "今晚 21 点那小时和 22 点那小时": 21:00–22:00 against 22:00–23:00."""
    found = resolve_windows(question, now=_NOW, zone=_ZONE)
    assert found is not None
    first, second = found
    assert (first.start, first.end) == (_local(21), _local(22))
    assert (second.start, second.end) == (_local(22), _local(23))


def test_one_clock_hour_is_the_hour_after_the_clock() -> None:
    """Scenario atollstay: "21 点那小时" alone is 21:00–22:00; a bare "21 点" stays the hour around it."""
    hour = resolve_time("svc-a 今晚 21 点那小时报错多吗", now=_NOW, zone=_ZONE)
    assert (hour.start, hour.end) == (_local(21), _local(22))
    around = resolve_time("svc-a 今晚 21 点报错多吗", now=_NOW, zone=_ZONE)
    assert (around.start, around.end) != (_local(21), _local(22))
