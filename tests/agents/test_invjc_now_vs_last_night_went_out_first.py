"""invJC (stop 44, opened lockwise and bloodvan; clearbite and steamrail from earlier): the present set against last
night asked from the night's small hours ("is X throwing more errors now than during last night's mess?" at 02:10:
last night runs up to the present window, the present's lines never counted on both sides) and a count over last
night asked then ("last night which logged more errors, A or B?": up to the recent hour); "跟再往前二十分钟比" / "vs
the previous 20 minutes" (the span of the recent one's length just before it); and "which went out / rolled out /
shipped first, A or B?" asking the order of two onsets (a release's start). Synthetic clock and zone, no world."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import WHICH_FIRST
from superbiz.agents.timeparse import resolve_time
from superbiz.agents.timewindows import resolve_windows

ZONE = ZoneInfo("America/Cayenne")  # UTC-3
SMALL_HOURS = datetime(2026, 12, 10, 5, 10, tzinfo=UTC)  # 02:10 local
AFTERNOON = datetime(2026, 12, 10, 19, 30, tzinfo=UTC)  # 16:30 local


def _local(question: str, now: datetime) -> list[tuple[str, str]]:
    pair = resolve_windows(question, now=now, zone=ZONE)
    assert pair is not None, question
    return [(w.start.astimezone(ZONE).strftime("%d %H:%M"), w.end.astimezone(ZONE).strftime("%d %H:%M"))
            for w in pair]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "is orders-api throwing more errors now than during last night's booking mess?",
    "orders-api 现在比昨晚那波报错多吗？",
    "orders-api 现在这波报错 比昨晚那波多还是少？",
])
def test_now_against_last_night_from_its_small_hours(question: str) -> None:
    """Asked at 02:10, last night runs up to the present window (its wave may cross midnight): the errors of the
    present are never counted on both sides."""
    assert _local(question, SMALL_HOURS) == [("10 01:10", "10 02:10"), ("09 18:00", "10 01:10")]


@pytest.mark.spec("Answer the question that was asked")
def test_now_against_last_night_in_the_afternoon_keeps_the_whole_night() -> None:
    """Asked in the afternoon, last night still runs to 06:00 (an incident across midnight is last night's)."""
    assert _local("is orders-api throwing more errors now than during last night's mess?", AFTERNOON) == [
        ("10 15:30", "10 16:30"), ("09 18:00", "10 06:00")]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "asks"), [
    ("which went out first today, the van route rollout or the appointment service release?", True),
    ("which rolled out first, the app release or the cache storm?", True),
    ("which shipped first, A or B?", True),
    ("which was deployed first, A or B?", True),
    ("which went live first, the portal or the gateway?", True),
    ("which orders went out late?", False),
])
def test_which_went_out_first_asks_the_order(question: str, asks: bool) -> None:
    """A release verb before "first" in a which-question asks which of two onsets came first."""
    assert (WHICH_FIRST.search(question) is not None) is asks


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "orders-api 最近二十分钟报错多少，跟再往前二十分钟比呢？",
    "how many errors did orders-api log in the last 20 minutes, compared to the previous 20 minutes?",
])
def test_recent_span_against_the_span_before_it(question: str) -> None:
    """"跟再往前二十分钟比", "vs the previous 20 minutes": the recent 20 minutes against the 20 just before them."""
    assert _local(question, AFTERNOON) == [("10 16:10", "10 16:30"), ("10 15:50", "10 16:10")]


def _window(question: str, now: datetime) -> tuple[str, str]:
    w = resolve_time(question, now=now, zone=ZONE)
    return w.start.astimezone(ZONE).strftime("%d %H:%M"), w.end.astimezone(ZONE).strftime("%d %H:%M")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "now", "expected"), [
    #: a count over last night asked from its small hours: up to the recent hour, never before midnight
    ("last night which logged more errors, orders-api or the app?", SMALL_HOURS, ("09 18:00", "10 01:10")),
    ("orders-api 昨晚报了多少条错？", SMALL_HOURS, ("09 18:00", "10 01:10")),
    ("how many orders failed last night?", datetime(2026, 12, 10, 3, 38, tzinfo=UTC), ("09 18:00", "10 00:00")),
    #: an episode's times or its cause: the whole night so far (an incident across midnight is last night's)
    ("orders-api 昨晚几点恢复的？", SMALL_HOURS, ("09 18:00", "10 02:10")),
    ("what broke last night?", SMALL_HOURS, ("09 18:00", "10 02:10")),
    #: asked in the afternoon, a count over last night covers the whole night to 06:00
    ("how many errors did orders-api log last night?", AFTERNOON, ("09 18:00", "10 06:00")),
])
def test_last_night_counted_from_its_small_hours(question: str, now: datetime, expected: tuple[str, str]) -> None:
    """"Which logged more errors last night?" at 02:10 counts the night up to the recent hour (the present's lines
    are not last night's; at 00:38 the night still runs to midnight); the end or cause of last night's incident
    still reads the whole night."""
    assert _window(question, now) == expected
