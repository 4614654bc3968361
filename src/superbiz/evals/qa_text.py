"""Reading an answer for the QA scorer: its head, the times (in which zone), numbers and durations it states.

Pure functions over text. Times: ISO stamps with an offset and clock times labelled ``UTC``/``Z``/``GMT`` or
``北京时间``/``+08:00`` are converted into the world's zone; an unlabelled ``HH:MM`` (``5:23``, ``05:23``,
``5:23 PM``, ``下午5点23分``) is read as the world's local time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from superbiz.lazy_re import regex

__all__ = [
    "StatedTime",
    "answer_head",
    "first_sentence",
    "local_minute",
    "minute_distance",
    "stated_durations",
    "stated_numbers",
    "stated_times",
    "strip_questions",
]

_SHANGHAI = ZoneInfo("Asia/Shanghai")
_ISO = regex(
    r"(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|UTC|[+-]\d{2}:?\d{2})?")
_CLOCK = regex(
    r"(?<![\d:.])(\d{1,2})[:：](\d{2})(?::\d{2}(?:\.\d+)?)?(?![\d])\s*([AaPp]\.?[Mm]\.?)?\s*"
    r"(UTC|GMT|Z\b|北京时间|\(?UTC\+0?8\)?|\+08:00)?")
_CN_CLOCK = regex(r"(凌晨|早上|上午|中午|下午|晚上)?(\d{1,2})点(?:(\d{1,2})分|半)?")
_NUMBER = regex(r"(?<![A-Za-z0-9_.\-/#])(\d+(?:\.\d+)?)(%?)(?![A-Za-z0-9_\-/]|\.\d)")
_DURATION = regex(
    r"(?:(\d+(?:\.\d+)?)\s*(?:个)?(?:小时|hours?|hrs?|h)\s*(?:(\d+)\s*(?:分钟|分|minutes?|mins?|m))?)"
    r"|(?:(\d+)\s*(?:分钟|分|minutes?|mins?)(?![A-Za-z]))")
_BULLET = regex(r"^\s*([-*•]\s|\d+[.)]\s|\d+、)")


@dataclass(frozen=True)
class StatedTime:
    """A clock time the text states: minutes after local midnight in the world's zone."""

    minute_of_day: int
    text: str
    #: True when the text named the zone (UTC, an offset...), False when read as local time
    labelled: bool


def strip_questions(answer: str, questions: list[str]) -> str:
    """``answer`` without echoes of the user's questions (their words are not the engine's facts)."""
    for q in sorted((q.strip() for q in questions if q.strip()), key=len, reverse=True):
        answer = answer.replace(q, "")
    return answer


def _is_header(line: str) -> bool:
    """A section title such as ``已确认信息：`` / ``Next steps:`` (short, ends with a colon)."""
    return line.endswith(("：", ":")) and len(line) <= 16


def answer_head(answer: str) -> str:
    """The direct answer: the lines before the first blank line, bullet or section title.

    A long lead-in ending with a colon (``针对「…」，根据本次已核验的工具证据：``) is kept but is not an answer
    by itself: the head goes on to the next paragraph.
    """
    head: list[str] = []
    content = False
    for raw in answer.strip().splitlines():
        line = raw.strip()
        if not line:
            if content:
                break
            continue
        if _BULLET.match(raw):
            break
        if _is_header(line) or line.startswith("#"):
            if content:
                break
            continue  # a title before the answer ("结论：", "## Answer")
        head.append(line)
        content = content or not line.endswith(("：", ":"))
    return "\n".join(head)


def first_sentence(text: str) -> str:
    """Up to the first sentence end (。！？!? or a full stop before a space, or a line end)."""
    stripped = re.sub(r"^\s*针对「[^」]*」[，,]?", "", text.strip())
    match = re.search(r"[。！？!?\n]|\.(?:\s|$)", stripped)
    return stripped[: match.start()] if match else stripped


def _minute(hh: int, mm: int) -> int:
    return (hh % 24) * 60 + mm


def _convert(hh: int, mm: int, source: ZoneInfo, target: ZoneInfo, day: datetime) -> int:
    at = datetime(day.year, day.month, day.day, hh % 24, mm, tzinfo=source).astimezone(target)
    return _minute(at.hour, at.minute)


def stated_times(text: str, zone: ZoneInfo, *, day: datetime | None = None) -> list[StatedTime]:
    """Every clock time in ``text``, as minutes of the day in ``zone``."""
    ref = day or datetime(2026, 1, 1, tzinfo=UTC)
    out: list[StatedTime] = []

    def iso(m: re.Match[str]) -> str:
        y, mo, d, hh, mm, offset = (*(int(m.group(i)) for i in range(1, 6)), m.group(7))
        if offset in (None, ""):
            out.append(StatedTime(_minute(hh, mm), m.group(0), False))
        else:
            tz = UTC if offset in ("Z", "UTC") else datetime.strptime(offset.replace(":", ""), "%z").tzinfo
            local = datetime(y, mo, d, hh, mm, tzinfo=tz).astimezone(zone)
            out.append(StatedTime(_minute(local.hour, local.minute), m.group(0), True))
        return " "

    rest = _ISO.sub(iso, text)
    for m in _CLOCK.finditer(rest):
        hh, mm, ampm, label = int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)
        if hh > 24 or mm > 59:
            continue
        if ampm:
            hh = (hh % 12) + (12 if ampm.lower().startswith("p") else 0)
        if label in ("UTC", "GMT", "Z"):
            out.append(StatedTime(_convert(hh, mm, ZoneInfo("UTC"), zone, ref), m.group(0), True))
        elif label:
            out.append(StatedTime(_convert(hh, mm, _SHANGHAI, zone, ref), m.group(0), True))
        else:
            out.append(StatedTime(_minute(hh, mm), m.group(0), False))
    for m in _CN_CLOCK.finditer(_CLOCK.sub(" ", rest)):
        part, hh = m.group(1), int(m.group(2))
        mm = 30 if m.group(0).endswith("半") else int(m.group(3) or 0)
        if part in ("下午", "晚上") and hh < 12:
            hh += 12
        if hh <= 24:
            out.append(StatedTime(_minute(hh, mm), m.group(0), False))
    return out


def _without_times(text: str) -> str:
    text = _ISO.sub(" ", text)
    text = _CLOCK.sub(" ", text)
    text = re.sub(r"\d{4}-\d{2}-\d{2}|\d{1,2}\s*月\s*\d{1,2}\s*[日号]|(?:UTC|GMT)\s*[+-]\s*\d{1,2}|[+-]\d{2}:\d{2}",
                  " ", text)
    text = re.sub(r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b",
                  " ", text)
    return _CN_CLOCK.sub(" ", text)


def stated_numbers(text: str) -> list[tuple[float, bool]]:
    """Stand-alone numbers (not parts of ids, versions, times or dates) as (value, is_percent)."""
    rest = _without_times(text)
    rest = re.sub(r"(?m)^\s*\d+\.\s", " ", rest)  # list numbering
    return [(float(m.group(1)), m.group(2) == "%") for m in _NUMBER.finditer(rest)]


def stated_durations(text: str) -> list[float]:
    """Durations in minutes (``73 分钟``, ``1 小时 13 分``, ``1h13m``, ``45 minutes``)."""
    rest = _without_times(text)
    out = []
    for m in _DURATION.finditer(rest):
        if m.group(1):
            out.append(float(m.group(1)) * 60 + float(m.group(2) or 0))
        else:
            out.append(float(m.group(3)))
    return out


def minute_distance(a: int, b: int) -> int:
    """Distance between two minutes of the day, around midnight."""
    d = abs(a - b) % 1440
    return min(d, 1440 - d)


def local_minute(value: datetime, zone: ZoneInfo) -> int:
    """Minutes after local midnight of an aware or naive-UTC ``value`` in ``zone``."""
    aware = value.replace(tzinfo=UTC) if value.tzinfo is None else value
    local = aware.astimezone(zone)
    return _minute(local.hour, local.minute)


def shift(value: datetime, minutes: float) -> datetime:
    return value + timedelta(minutes=minutes)
