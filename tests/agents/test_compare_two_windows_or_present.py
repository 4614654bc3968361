"""Two windows set against each other by "or" / "with" / a side naming only the present (opened held-out
comparisons: "more errors between 9 and 10 yesterday morning or between 7 and 8 yesterday evening?",
"compare X last night 22:00-01:00 with the past hour", "昨晚8点到10点和最近这一小时比", "昨天早上那次和现在这次比",
"this morning between 8 and 10, or last night between 9 and 11 pm"). Synthetic clock and zone, no world."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time
from superbiz.agents.timewindows import resolve_windows

ZONE = ZoneInfo("Europe/Berlin")  # UTC+1 in winter
NOW = datetime(2026, 1, 15, 15, 30, tzinfo=UTC)  # 16:30 local


def _local(question: str) -> list[tuple[str, str]]:
    pair = resolve_windows(question, now=NOW, zone=ZONE)
    assert pair is not None, question
    return [(w.start.astimezone(ZONE).strftime("%d %H:%M"), w.end.astimezone(ZONE).strftime("%d %H:%M"))
            for w in pair]


@pytest.mark.parametrize(("question", "expected"), [
    ("Did orders-api log more errors between 9 and 10 yesterday morning or between 7 and 8 yesterday evening?",
     [("14 09:00", "14 10:00"), ("14 19:00", "14 20:00")]),
    ("Did orders-api log more errors this morning between 8 and 10, or last night between 9 and 11 pm?",
     [("15 08:00", "15 10:00"), ("14 21:00", "14 23:00")]),
    ("Compare orders-api errors last night 22:00-01:00 with the past hour.",
     [("14 22:00", "15 01:00"), ("15 15:30", "15 16:30")]),
    ("orders-api 昨晚8点到10点和最近这一小时比，哪段错更多？", [("14 20:00", "14 22:00"), ("15 15:30", "15 16:30")]),
    ("orders-api 昨天早上那次和现在这次比，哪次报错多", [("14 06:00", "14 12:00"), ("15 00:00", "15 16:30")]),
])
def test_two_windows(question: str, expected: list[tuple[str, str]]) -> None:
    assert _local(question) == expected


@pytest.mark.parametrize("question", [
    "did orders-api fail yesterday or today?",  # "or" without "which is more": no comparison
    "orders-api errors or timeouts in the past hour?",
    "orders-api 最近一小时报错多吗",
])
def test_no_comparison(question: str) -> None:
    assert resolve_windows(question, now=NOW, zone=ZONE) is None


def test_part_before_bare_hours() -> None:
    w = resolve_time("errors this morning between 8 and 10", now=NOW, zone=ZONE)
    assert (w.start.astimezone(ZONE).hour, w.end.astimezone(ZONE).hour) == (8, 10)
    w = resolve_time("errors last night from 9 to 11", now=NOW, zone=ZONE)
    assert (w.start.astimezone(ZONE).hour, w.end.astimezone(ZONE).hour) == (21, 23)
