"""Clock times, lengths and rough amounts as models write them in Chinese, read as the forms the claim reader reads.

A model restating a row writes "18点08分" for ``18:08``, "二小时九分钟" / "一个半小时" for a span of ``2h09m`` /
``1h30m``, "上百条" for a count of at least a hundred. The claim reader (``assertions.read_claim``) reads clocks,
lengths with digits and bounded totals ("共至少 100 条"); ``spoken_forms`` rewrites these spoken forms to them, so that
a true claim so written is checked like its digit form (before: read as nothing, or as a number no row holds, and
downgraded) and a false one is contradicted. Pure.
"""

from __future__ import annotations

import re

from superbiz.lazy_re import regex
from superbiz.verification._numbers import parse_chinese_numeral

__all__ = ["HANZI_CLOCK", "hanzi_clock", "spoken_forms"]

_CN = "零〇一二两三四五六七八九十百"
#: "18点08分", "下午6点8分", "18时8分" (a clock: the minutes' 分 never followed by 钟, which makes a length)
HANZI_CLOCK = regex(r"(?:(?P<part>上午|早上|凌晨|中午|下午|晚上)\s?)?"
                    r"(?P<h>\d{1,2})\s?[点时]\s?(?P<m>\d{1,2})\s?分(?!钟)")
_PM = ("下午", "晚上")
#: a length in Chinese numerals: "二小时九分钟", "三十五分钟", "两个小时", "一个半小时"
_CN_SPAN = regex(
    r"(?<![" + _CN + r"\d])(?:(?P<h>[" + _CN + r"]+)\s?个?\s?(?P<half>半)?\s?小时"
    r"(?:\s?(?P<hm>[" + _CN + r"]+)\s?分钟?)?"
    r"|(?P<m>[" + _CN + r"]+)\s?分钟)"
)
#: "半小时" / "半个小时" said as a length (after a word that states one: 持续了半小时, (span) 半小时)
_HALF_HOUR = regex(r"(?:(?<=持续|历时|用时|耗时|跨度|长达|达到|大约|大概)(?P<le>了)?|(?<=\))\s?)半个?小时")
#: rough amounts as lower bounds: "上百条" is a total of at least a hundred ("共上百条" → "共至少 100条")
_ROUGH = {"上百": 100, "几百": 100, "数百": 100, "成百上千": 100, "上千": 1000, "几千": 1000, "数千": 1000,
          "上万": 10000, "几万": 10000, "数万": 10000}
_ROUGH_AMOUNT = regex(r"(?P<word>成百上千|上百|几百|数百|上千|几千|数千|上万|几万|数万)(?=\s?[条次个笔件])")


def hanzi_clock(m: re.Match[str]) -> str:
    """The ``HH:MM`` of one ``HANZI_CLOCK`` match (its 下午/晚上 on the 24-hour clock); the match itself if none."""
    hour, minute = int(m.group("h")), int(m.group("m"))
    if m.group("part") in _PM and 1 <= hour <= 11:
        hour += 12
    if hour > 23 or minute > 59:
        return m.group()
    return f"{hour:02d}:{minute:02d}"


def _numeral(text: str | None) -> int | None:
    if not text:
        return 0
    value = parse_chinese_numeral(text)
    return int(value) if value is not None and value == int(value) else None


def _span(m: re.Match[str]) -> str:
    if m.group("m") is not None:
        minutes = _numeral(m.group("m"))
        return m.group() if minutes is None else f"{minutes}分钟"
    hours, extra = _numeral(m.group("h")), _numeral(m.group("hm"))
    if hours is None or extra is None or (m.group("h") == "一" and not m.group("half") and not extra):
        # "一小时内" is a window's length more often than a stated one: left as the reader took it (no number)
        return m.group()
    total = hours * 60 + (30 if m.group("half") else 0) + extra
    return f"{total}分钟" if m.group("half") else (f"{hours}小时{extra}分钟" if extra else f"{hours}小时")


def spoken_forms(text: str) -> str:
    """``text`` with spoken clocks ("18点08分"), Chinese-numeral lengths ("二小时九分钟") and rough amounts
    ("上百条") written as the reader's digit forms ("18:08", "2小时9分钟", "至少 100条")."""
    if not re.search(r"[点时]|小时|分钟|[百千万]", text):
        return text
    text = HANZI_CLOCK.sub(hanzi_clock, text)
    text = _HALF_HOUR.sub(lambda m: (m.group("le") or "") + "30分钟", text)
    text = _CN_SPAN.sub(_span, text)
    return _ROUGH_AMOUNT.sub(lambda m: f"至少 {_ROUGH[m.group('word')]}", text)
