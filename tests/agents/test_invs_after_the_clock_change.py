"""Spec scenario "two windows set against each other" (opened held-out saguaro, "Did X log more errors after the 8am
rollout or after the 11:40 one?"): a clock naming a change ("after the 8am rollout", "after the 11:40 one") is the
hour from that change on, not the hours around the clock (which missed the errors right after it); a bare clock
stays the hours around it. Synthetic clock and zone, no world."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from superbiz.agents.timeparse import TimeWindowSpec, resolve_time
from superbiz.agents.timewindows import resolve_windows

ZONE = ZoneInfo("Europe/Berlin")  # UTC+1 in winter
NOW = datetime(2026, 1, 15, 15, 30, tzinfo=UTC)  # 16:30 local


def _hm(w: TimeWindowSpec) -> tuple[str, str]:
    return w.start.astimezone(ZONE).strftime("%H:%M"), w.end.astimezone(ZONE).strftime("%H:%M")


def test_after_the_clock_of_a_change_is_the_hour_from_it() -> None:
    pair = resolve_windows("Did orders-api log more errors after the 8am rollout or after the 11:40 one?",
                           now=NOW, zone=ZONE)
    assert pair is not None
    assert [_hm(w) for w in pair] == [("08:00", "09:00"), ("11:40", "12:40")]


def test_a_bare_clock_stays_around_it() -> None:
    assert _hm(resolve_time("orders-api errors at 11:40?", now=NOW, zone=ZONE)) == ("11:10", "12:10")
