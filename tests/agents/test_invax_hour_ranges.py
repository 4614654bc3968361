"""Patterns from the opened haulpit and roomquest (invAX: colloquial hour ranges), on no real world's names.

Scenarios:
- haulpit "X 昨天晚上七八点为啥报了一堆错", roomquest "X 下午两三点那次变慢几点结束的": two adjacent hours said
  together ("七八点", "两三点", "十一二点", "九十点钟", "8、9点") are a range over both hours with the part of the day
  (晚上七八点 = 19:00–21:00, 下午两三点 = 14:00–16:00), never a clock misread as 1点 (12:30–13:30 answered
  confidently for the wrong hours).
- "七到八点", "7到8点", "7-8点": a range whose first hour has no 点 of its own is that clock range (19:00–20:00 in
  the evening), not the second hour alone nor a date ("7-8" as July 8th).
- "有两三点建议": a run of numerals that is no hour is no clock at all (the default window).
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time

_ZONE = ZoneInfo("Asia/Shanghai")
_NOW = datetime(2031, 3, 4, 13, 40, tzinfo=UTC)  # 21:40 local


def _local(question: str) -> tuple[str, str, bool]:
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    fmt = "%m-%d %H:%M"
    return spec.start.astimezone(_ZONE).strftime(fmt), spec.end.astimezone(_ZONE).strftime(fmt), spec.explicit


@pytest.mark.parametrize(("question", "start", "end"), [
    ("X 昨天晚上七八点为啥报了一堆错", "03-03 19:00", "03-03 21:00"),
    ("X 下午两三点那次变慢几点结束的", "03-04 14:00", "03-04 16:00"),
    ("昨晚十一二点出的事", "03-03 23:00", "03-04 01:00"),
    ("今天下午三四点钟报错多吗", "03-04 15:00", "03-04 17:00"),
    ("昨天晚上8、9点的时候", "03-03 20:00", "03-03 22:00"),
    ("昨天晚上8/9点", "03-03 20:00", "03-03 22:00"),
    ("凌晨三四点那会", "03-04 03:00", "03-04 05:00"),
    ("中午十一二点", "03-04 11:00", "03-04 13:00"),
    ("昨天上午九十点钟", "03-03 09:00", "03-03 11:00"),
    ("一两点左右", "03-04 13:00", "03-04 15:00"),
    ("昨天晚上七到八点", "03-03 19:00", "03-03 20:00"),
    ("昨天晚上7到8点", "03-03 19:00", "03-03 20:00"),
    ("昨天晚上7-8点", "03-03 19:00", "03-03 20:00"),
    ("下午2至3点", "03-04 14:00", "03-04 15:00"),
])
def test_colloquial_hour_range_is_both_hours_with_the_part_of_the_day(question: str, start: str, end: str) -> None:
    assert _local(question) == (start, end, True)


@pytest.mark.parametrize("question", ["X 有两三点建议吗", "X 现在正常吗"])
def test_numerals_that_are_no_hour_set_no_clock(question: str) -> None:
    assert _local(question)[2] is False


def test_single_hours_and_plain_ranges_unchanged() -> None:
    assert _local("下午两点到三点") == ("03-04 14:00", "03-04 15:00", True)
    assert _local("昨天十二点")[:2] == ("03-03 11:30", "03-03 12:30")
    assert _local("昨晚0点到1点") == ("03-04 00:00", "03-04 01:00", True)


def test_early_morning_hyphenated_is_the_small_hours() -> None:
    """pawstay "When did the early-morning slow queries on X stop?": "early-morning" is the small hours (00–09),
    like "early morning", never the working morning (06–12) that ran into the current episode."""
    assert _local("When did the early-morning slow queries on X stop?")[:2] == ("03-04 00:00", "03-04 09:00")


def test_episode_named_by_its_clock_runs_on_past_it() -> None:
    """pawstay "X 昨晚7点那次和半夜那次比，哪次报错更多？": "7点那次" is the episode around that clock, which runs
    on past it (like "7点左右": 30 minutes before to an hour after), never cut at 19:30 (66 of its 108 lines)."""
    assert _local("X 昨晚7点那次报了多少错")[:2] == ("03-03 18:30", "03-03 20:00")
    assert _local("X 昨晚7点报了多少错")[:2] == ("03-03 18:30", "03-03 19:30")
