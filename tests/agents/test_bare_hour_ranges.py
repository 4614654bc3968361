"""Hour ranges said with bare numbers read as the working day's clocks, and no window runs past now.

Scenario orehaul "Give me a rundown of what broke between 9 and 12 this morning" (held-out, first measurement): the
12 of a morning is noon, not midnight — the window ran to the next midnight and a firing alert was said to have
lasted 9h50m at 14:50 (a false fact). Also: "between 9am and 12 this morning" (the second end takes the first's
half of the day), "between 10 and 12 today" / "between 9 and 12?" (no part of the day: 7–11 am, 12 noon, 1–6 pm),
"between 1 and 3 last night" (the small hours after that evening), and a window that has begun ends at now.

Spec scenario (issue 10, "Question understanding"): explicit time expressions resolved to absolute windows in the
configured time zone.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import format_local, resolve_time

ZONE = ZoneInfo("Asia/Makassar")
NOW = datetime(2026, 12, 4, 6, 50, tzinfo=UTC)  # 14:50 local


@pytest.mark.parametrize(("question", "window"), [
    ("Give me a rundown of what broke between 9 and 12 this morning", ("12-04 09:00", "12-04 12:00")),
    ("from 9 to 12 this morning", ("12-04 09:00", "12-04 12:00")),
    ("this morning between 8 and 12", ("12-04 08:00", "12-04 12:00")),
    ("between 9am and 12 this morning", ("12-04 09:00", "12-04 12:00")),
    ("between 11am and 1 today", ("12-04 11:00", "12-04 13:00")),
    ("between 9pm and 12 last night", ("12-03 21:00", "12-04 00:00")),
    ("errors between 10 and 12 today?", ("12-04 10:00", "12-04 12:00")),
    ("what failed between 9 and 12?", ("12-04 09:00", "12-04 12:00")),
    ("yesterday between 9 and 12", ("12-03 09:00", "12-03 12:00")),
    ("between 14 and 16 yesterday", ("12-03 14:00", "12-03 16:00")),
    ("between 1 and 3 last night", ("12-04 01:00", "12-04 03:00")),
    ("between 11 and 1 last night", ("12-03 23:00", "12-04 01:00")),
    ("between 9 and 11 tonight", ("12-04 21:00", "12-04 23:00")),
])
def test_bare_hours_of_a_range_are_the_clocks_meant(question: str, window: tuple[str, str]) -> None:
    spec = resolve_time(question, now=NOW, zone=ZONE)
    assert spec.explicit
    assert (format_local(spec.start, ZONE)[5:], format_local(spec.end, ZONE)[5:]) == window, question


@pytest.mark.parametrize("question", ["between 9 and 12 errors a minute?", "from 2 to 4 percent?"])
def test_numbers_of_a_range_that_are_no_hours_stay_numbers(question: str) -> None:
    assert not resolve_time(question, now=NOW, zone=ZONE).explicit


@pytest.mark.parametrize(("question", "window"), [
    ("between 1 and 3 this afternoon", ("12-04 13:00", "12-04 14:50")),
    ("today 9:00 to 23:00", ("12-04 09:00", "12-04 14:50")),
    ("今天9点到23点", ("12-04 09:00", "12-04 14:50")),
    ("this afternoon", ("12-04 12:00", "12-04 14:50")),
])
def test_a_window_that_has_begun_ends_now(question: str, window: tuple[str, str]) -> None:
    spec = resolve_time(question, now=NOW, zone=ZONE)
    assert (format_local(spec.start, ZONE)[5:], format_local(spec.end, ZONE)[5:]) == window, question


def test_a_window_wholly_ahead_is_not_cut() -> None:
    spec = resolve_time("tonight", now=NOW, zone=ZONE)
    assert spec.start > NOW and spec.end > spec.start


@pytest.mark.parametrize("question", ["the error share went from 2 to 4?", "how many errors from 2 to 4 on checkout?"])
def test_a_value_changing_or_a_range_before_other_words_sets_no_hours(question: str) -> None:
    assert not resolve_time(question, now=NOW, zone=ZONE).explicit


def test_a_value_changing_today_is_the_day_not_hours() -> None:
    spec = resolve_time("p99 jumped from 2 to 4 today", now=NOW, zone=ZONE)
    assert (format_local(spec.start, ZONE)[5:], format_local(spec.end, ZONE)[5:]) == ("12-04 00:00", "12-04 14:50")


def test_a_range_of_clocks_with_minutes_keeps_the_clock_reading() -> None:
    """"between 2:30 and 3:00" is a range of clocks as written (24-hour), untouched by the bare-hours reading."""
    spec = resolve_time("errors between 2:30 and 3:00?", now=NOW, zone=ZONE)
    assert (format_local(spec.start, ZONE)[5:], format_local(spec.end, ZONE)[5:]) == ("12-04 02:30", "12-04 03:00")
