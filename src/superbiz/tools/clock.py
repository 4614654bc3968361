"""Time arguments of the evidence tools, and the ``get_current_datetime`` helper tool.

Time arguments accept ISO-8601 (``2026-11-28T05:30:00Z``; no offset means UTC) or relative forms against the
tool context's clock: ``now``, ``-30m``, ``-2h``, ``-1d``, ``now-90s``. A window defaults to the 60 minutes
before ``ctx.now``.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from superbiz.contracts import ToolTraits
from superbiz.lazy_re import regex
from superbiz.tools.base import ToolContext, ToolError, ToolResult, ToolSpec

__all__ = [
    "DEFAULT_WINDOW",
    "GET_CURRENT_DATETIME_SPEC",
    "LOCAL_TZ",
    "TimeWindow",
    "format_ts",
    "get_current_datetime",
    "parse_time",
    "resolve_window",
]

DEFAULT_WINDOW = timedelta(minutes=60)
LOCAL_TZ = ZoneInfo("Asia/Shanghai")
_RELATIVE = regex(r"^(?:now)?\s*-\s*(\d+(?:\.\d+)?)\s*(s|m|h|d|w)$|^now$", re.IGNORECASE)
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}


def _aware(value: datetime) -> datetime:
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def format_ts(value: datetime, *, ms: bool = False) -> str:
    """``2026-11-28T05:31:12Z`` (or with milliseconds) for an aware or naive-UTC datetime."""
    v = _aware(value)
    text = v.strftime("%Y-%m-%dT%H:%M:%S")
    if ms:
        text += f".{v.microsecond // 1000:03d}"
    return text + "Z"


def parse_time(value: str, *, now: datetime, name: str = "time") -> datetime:
    """An aware UTC datetime from an ISO-8601 or relative time argument; ToolError when unreadable."""
    text = value.strip()
    match = _RELATIVE.match(text)
    if match:
        if text.lower() == "now":
            return _aware(now)
        amount, unit = float(match.group(1)), match.group(2).lower()
        return _aware(now) - timedelta(seconds=amount * _UNITS[unit])
    try:
        parsed = datetime.fromisoformat(text.replace("z", "Z").replace("Z", "+00:00"))
    except ValueError:
        raise ToolError(
            f"invalid {name} {value!r}: use ISO-8601 (2026-11-28T05:30:00Z) or relative (-30m, -2h, now)"
        ) from None
    return _aware(parsed)


class TimeWindow:
    """A resolved [start, end] window in UTC."""

    __slots__ = ("end", "start")

    def __init__(self, start: datetime, end: datetime) -> None:
        self.start, self.end = start, end

    def label(self) -> str:
        """``2026-11-28T05:00:00Z~06:00:00Z`` (end date omitted when it is the same day)."""
        end = format_ts(self.end)
        if self.start.date() == self.end.date():
            end = end[11:]
        return f"{format_ts(self.start)}~{end}"


def resolve_window(start: str | None, end: str | None, *, now: datetime,
                   default: timedelta = DEFAULT_WINDOW) -> TimeWindow:
    """The window of ``start``/``end`` arguments; missing ends default to ``now`` and ``end - default``."""
    end_t = parse_time(end, now=now, name="end") if end else _aware(now)
    start_t = parse_time(start, now=now, name="start") if start else end_t - default
    if start_t > end_t:
        raise ToolError(f"invalid window: start {format_ts(start_t)} is after end {format_ts(end_t)}")
    return TimeWindow(start_t, end_t)


def get_current_datetime(ctx: ToolContext) -> ToolResult:
    """The tool context's clock (the demo world's anchor in the demo) in UTC and Asia/Shanghai."""
    now = _aware(ctx.now)
    local = now.astimezone(LOCAL_TZ)
    data = {
        "utc": format_ts(now),
        "local": local.strftime("%Y-%m-%d %H:%M:%S") + " Asia/Shanghai",
        "local_iso": local.isoformat(),
        "weekday": local.strftime("%A"),
    }
    return ToolResult(tool_name="get_current_datetime", status="ok", data=data)


GET_CURRENT_DATETIME_SPEC = ToolSpec(
    name="get_current_datetime",
    description="Current date and time (UTC and Asia/Shanghai). Use it to turn '最近半小时' into a time window.",
    parameters={"type": "object", "properties": {}, "additionalProperties": False},
    fn=get_current_datetime,
    traits=ToolTraits(evidence="none"),  # a helper: its output is never evidence of an incident fact
)
