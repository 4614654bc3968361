"""Time arguments and get_current_datetime."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from superbiz.tools.base import ToolContext, ToolError, ToolRegistry
from superbiz.tools.clock import parse_time, resolve_window

NOW = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)


@pytest.mark.parametrize(("text", "expected"), [
    ("now", NOW),
    ("-30m", NOW - timedelta(minutes=30)),
    ("now-2h", NOW - timedelta(hours=2)),
    ("-1d", NOW - timedelta(days=1)),
    ("-90s", NOW - timedelta(seconds=90)),
    ("2026-11-28T05:30:00Z", datetime(2026, 11, 28, 5, 30, tzinfo=UTC)),
    ("2026-11-28T13:30:00+08:00", datetime(2026, 11, 28, 5, 30, tzinfo=UTC)),
    ("2026-11-28 05:30", datetime(2026, 11, 28, 5, 30, tzinfo=UTC)),
])
def test_parse_time_accepts_iso_and_relative(text: str, expected: datetime) -> None:
    assert parse_time(text, now=NOW) == expected


def test_parse_time_rejects_unreadable_text() -> None:
    with pytest.raises(ToolError, match="invalid end 'tomorrow-ish'"):
        parse_time("tomorrow-ish", now=NOW, name="end")


def test_resolve_window_defaults_to_the_last_hour() -> None:
    window = resolve_window(None, None, now=NOW)
    assert (window.start, window.end) == (NOW - timedelta(hours=1), NOW)
    assert window.label() == "2026-11-28T05:00:00Z~06:00:00Z"
    assert resolve_window("-1d", None, now=NOW).label() == "2026-11-27T06:00:00Z~2026-11-28T06:00:00Z"


def test_get_current_datetime_is_not_evidence(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("get_current_datetime", {}, ctx)
    assert result.status == "ok"
    assert result.data["utc"] == "2026-11-28T06:00:00Z"
    assert result.data["local"] == "2026-11-28 14:00:00 Asia/Shanghai"
    assert result.evidence_refs == []
    assert "get_current_datetime" not in registry.evidence_tools()
    assert registry.invoke("get_current_datetime", {"tz": "UTC"}, ctx).status == "error"
