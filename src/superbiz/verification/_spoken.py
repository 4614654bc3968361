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

__all__ = ["HANZI_CLOCK", "RANGE_TOTAL", "hanzi_clock", "number_words", "spoken_forms"]

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
#: rough amounts as the bounds they state: "上百条" is a total of at least a hundred, "十几条" of 11 to 19
_ROUGH: dict[str, tuple[int, int | None]] = {
    "十几": (11, 19), "十多": (11, 19), "几十": (10, 99), "数十": (10, 99), "上百": (100, None),
    "几百": (100, 999), "数百": (100, 999), "成百上千": (100, None), "上千": (1000, None), "几千": (1000, 9999),
    "数千": (1000, 9999), "上万": (10000, None), "几万": (10000, 99999), "数万": (10000, 99999),
    "hundreds of": (100, 999), "thousands of": (1000, 9999), "dozens of": (24, 99)}  # fmt: skip
_ROUGH_AMOUNT = regex(r"(?:共\s?)?(?P<word>十几|十多|几十|数十|成百上千|上百|几百|数百|上千|几千|数千|上万|几万|数万)"
                      r"\s?(?P<unit>[条次个笔件])"
                      r"|(?:共\s?)?(?P<en>hundreds of|thousands of|dozens of)\s(?:log\s|error\s|warn\s)?lines?\b")
#: a range of a total ("共 5-10 条", "5~10 lines"): the two bounds it states
RANGE_TOTAL = regex(r"(?:共\s?)?(?<![\d.:\-])(?P<lo>\d+)\s?(?:-|~|～|到|至|to)\s?(?P<hi>\d+)\s?(?:条|lines?\b)")
#: a bounded total in English ("more than 100 lines", "at least 40 log lines", "under 20 lines")
_EN_BOUND = {"more than": "超过", "over": "超过", "at least": "至少", "fewer than": "少于", "less than": "少于",
             "under": "少于", "at most": "至多", "up to": "至多"}  # fmt: skip
_EN_BOUND_TOTAL = regex(r"(?P<bound>more than|over|at least|fewer than|less than|under|at most|up to)\s(?P<n>\d+)"
                        r"\s(?:log\s|error\s|warn\s)?lines?\b")
#: English number words before a unit ("seventy minutes", "eight lines", "an hour and ten minutes")
_EN_ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_EN_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
            "ninety": 90}
_EN_NUMBER = regex(
    r"(?<![a-z\-])(?P<word>(?:" + "|".join(_EN_TENS) + r")(?:[\s\-](?:" + "|".join(_EN_ONES[1:10]) + r"))?"
    r"|" + "|".join(sorted(_EN_ONES, key=len, reverse=True)) + r"|an(?=\shour\sand\s)|a\s(?:hundred|thousand))"
    r"(?=\s(?:(?:log|error|warn)\s)?(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|lines?|times|alerts?|errors?)\b)",
    re.I,
)


#: "1 hour and 10 minutes": one length (the reader takes a labelled length's parts when they follow each other)
_LENGTH_AND = regex(r"(?<=\d)(\s?(?:hours?|hrs?|h))\sand\s(?=\d+\s?(?:minutes?|mins?|m)\b)")


def _rough(m: re.Match[str]) -> str:
    low, high = _ROUGH[m.group("word") or m.group("en").lower()]
    unit = m.group("unit") or "条"
    return f"共至少 {low} {unit}，共至多 {high} {unit}" if high is not None else f"共至少 {low} {unit}"


def _en_number(m: re.Match[str]) -> str:
    word = m.group("word").lower().replace("-", " ")
    if word == "an":  # "an hour and ten minutes"
        return "1"
    if word.startswith("a "):  # "over a hundred lines"
        return "100" if word.endswith("hundred") else "1000"
    parts = word.split()
    value = _EN_TENS.get(parts[0], 0) + (_EN_ONES.index(parts[-1]) if parts[-1] in _EN_ONES else 0)
    return str(value if parts[0] in _EN_TENS or (len(parts) == 1 and parts[0] in _EN_ONES) else m.group())


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
    if hours is None or extra is None or (m.group("h") == "一" and not m.group("half") and not extra
                                          and re.match(r"\s?(?:以|之)?[内里前后]", m.string[m.end():])):
        # "一小时内" / "一小时前" is a window's length or a distance back, not a stated one: left as the reader took it
        # (no number); "已持续(active_for) 一小时" states the length (the alert's 1h)
        return m.group()
    total = hours * 60 + (30 if m.group("half") else 0) + extra
    return f"{total}分钟" if m.group("half") else (f"{hours}小时{extra}分钟" if extra else f"{hours}小时")


def number_words(text: str, *, rough: bool = True) -> str:
    """English number words before a unit as digits ("fifty-nine minutes" → "59 minutes", "an hour and ten minutes" →
    "1 hour 10 minutes"); "a hundred" / "a thousand" too unless ``rough`` is False (the anchor check: "over a hundred
    lines" states no number a row must hold)."""
    text = _EN_NUMBER.sub(lambda m: m.group() if not rough and m.group().lower().startswith("a ") else _en_number(m),
                          text)
    return _LENGTH_AND.sub(r"\1 ", text)


def spoken_forms(text: str) -> str:
    """``text`` with spoken clocks ("18点08分"), lengths in words ("二小时九分钟", "seventy minutes"), number words
    ("eight lines") and rough or bounded totals ("上百条", "十几条", "5-10 条", "more than 100 lines") written as the
    reader's digit forms ("18:08", "2小时9分钟", "70 minutes", "8 lines", "共至少 100 条", "共至少 11 条，共至多 19 条",
    "共超过 100 条")."""
    text = number_words(text)
    text = _EN_BOUND_TOTAL.sub(lambda m: f"共{_EN_BOUND[m.group('bound').lower()]} {m.group('n')} 条", text)
    text = RANGE_TOTAL.sub(lambda m: f"共至少 {m.group('lo')} 条，共至多 {m.group('hi')} 条", text)
    text = _ROUGH_AMOUNT.sub(_rough, text)
    if not re.search(r"[点时]|小时|分钟", text):
        return text
    text = HANZI_CLOCK.sub(hanzi_clock, text)
    text = _HALF_HOUR.sub(lambda m: (m.group("le") or "") + "30分钟", text)
    return _CN_SPAN.sub(_span, text)
