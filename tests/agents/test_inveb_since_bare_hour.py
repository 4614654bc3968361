"""Issue 10 pattern of invEB (opened rumbarrel): "how many shop orders failed since 9?" — a bare hour after "since"
(no am/pm, no minutes, closing the clause) was no clock: the count kept the default (or the conversation's) window.
It is a since-window from the hour's most recent past occurrence; a number of things after "since" is no clock."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from superbiz.agents.timeparse import resolve_time

_ZONE = ZoneInfo("America/Paramaribo")  # UTC-3


def _local(hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 12, 4, hour, minute, tzinfo=_ZONE)


def test_since_a_bare_hour_is_a_since_window() -> None:
    spec = resolve_time("how many shop orders failed since 9?", now=_local(9, 15), zone=_ZONE)
    assert spec.explicit and spec.start == _local(9) and spec.end == _local(9, 15)


def test_since_a_bare_hour_is_its_latest_past_occurrence() -> None:
    """At 20:15, "since 3" is 15:00 (the afternoon's 3 has passed), "since 9" is 09:00 (21:00 is ahead)."""
    assert resolve_time("errors since 3?", now=_local(20, 15), zone=_ZONE).start == _local(15)
    assert resolve_time("since 9, how many failed", now=_local(20, 15), zone=_ZONE).start == _local(9)


def test_a_number_after_since_is_no_clock() -> None:
    spec = resolve_time("how many since 9 orders were placed", now=_local(9, 15), zone=_ZONE)
    assert not spec.explicit and spec.start.astimezone(UTC) == _local(8, 15).astimezone(UTC)


def test_a_version_after_since_or_after_is_no_clock() -> None:
    """The merge of stop 37: "after 3.18.0 went out" read "3" as a bare hour (a version's first digits before its dot),
    which cut a release's day of data to a few hours."""
    for question in ("did the errors start right after 3.18.0 went out?", "any errors since 4.2.1?"):
        spec = resolve_time(question, now=_local(20, 15), zone=_ZONE)
        assert not spec.explicit, question
