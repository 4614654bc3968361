"""Issue 10, pattern 1 (time): a clock time asked in any of the forms people type plans the same window as the
same time written ``HH:MM`` — generated for every hour and quarter, yesterday and today, in Chinese and English
("下午三点半", "3点一刻", "15：30", "3.30pm", "3:30 in the afternoon", "half past three in the afternoon",
"quarter to four", "3 o'clock", "at 3 this afternoon", "last night at 11"). Found by generating the forms against
the parser: "3:30 in the afternoon" planned 03:00, "at 9 this morning" the whole morning."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question_text import clean_question
from superbiz.agents.timeparse import resolve_time

NOW = datetime(2031, 3, 4, 15, 40, tzinfo=UTC)  # 23:40 in Shanghai: every hour of today is past
ZONE = ZoneInfo("Asia/Shanghai")
_CN = "零一二三四五六七八九十"
_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]


def _cn(n: int) -> str:
    if n <= 10:
        return _CN[n]
    return "十" + _CN[n - 10] if n < 20 else _CN[n // 10] + "十" + (_CN[n % 10] if n % 10 else "")


def _h12(h: int) -> int:
    return 12 if h % 12 == 0 else h % 12


def _part_zh(h: int) -> str:
    parts = ((5, "凌晨"), (9, "早上"), (12, "上午"), (13, "中午"), (18, "下午"), (24, "晚上"))
    return next(word for end, word in parts if h < end)


def _part_en(h: int) -> str:
    return "in the morning" if h < 12 else "in the afternoon" if h < 18 else "in the evening"


def _forms(h: int, m: int) -> list[str]:
    hh, ap = _h12(h), "am" if h < 12 else "pm"
    mm = "" if m == 0 else "半" if m == 30 else f"{m}分"
    zh = [f"{h}：{m:02d}", f"{_part_zh(h)}{hh}点{mm}", f"{_part_zh(h)}{_cn(hh)}点" + ("" if m == 0 else "半" if m == 30
                                                                                  else f"{_cn(m)}分")]
    if m == 15:
        zh.append(f"{_part_zh(h)}{hh}点一刻")
    en = [f"at {hh}.{m:02d}{ap}", f"at {hh}:{m:02d} {_part_en(h)}"]
    if m == 0:
        en += [f"at {_EN[hh]} {_part_en(h)}", f"at {hh} o'clock {_part_en(h)}", f"at {hh} {_part_en(h)}"]
    if m == 30:
        en.append(f"at half past {_EN[hh]} {_part_en(h)}")
    if m == 15:
        en.append(f"at quarter past {hh} {_part_en(h)}")
    if m == 45:
        en.append(f"at quarter to {_h12(h + 1)} {_part_en(h)}")
    return [f"{{zh}}{f} order-api 报错了吗" for f in zh] + [f"did order-api fail {{en}} {f}?" for f in en]


CASES = [(h, m, day) for h in range(1, 24) if h != 12 for m in (0, 15, 30, 45) for day in ("yesterday", "today")]


@pytest.mark.parametrize(("hour", "minute", "day"), CASES)
def test_every_form_of_a_clock_time_plans_the_window_of_hh_mm(hour: int, minute: int, day: str) -> None:
    zh_day = {"yesterday": "昨天", "today": "今天"}[day]
    want = resolve_time(f"{zh_day}{hour:02d}:{minute:02d} order-api 怎么了", now=NOW, zone=ZONE)
    assert want.start is not None
    for form in _forms(hour, minute):
        question = form.format(zh=zh_day, en=day)
        got = resolve_time(clean_question(question), now=NOW, zone=ZONE)
        assert (got.start, got.end) == (want.start, want.end), question


@pytest.mark.parametrize(("question", "hours"), [
    ("at 9 this morning", (8.5, 9.5)),
    ("yesterday evening at 7", (18.5, 19.5)),
    ("last night at 11", (22.5, 23.5)),
    ("tonight at 8", (19.5, 20.5)),
    ("from 9 to 11 this morning", (9, 11)),
    ("at noon today", (11.5, 12.5)),
])
def test_a_bare_hour_takes_its_half_of_the_day_from_the_part_of_the_day(question: str,
                                                                         hours: tuple[float, float]) -> None:
    got = resolve_time(clean_question(question), now=NOW, zone=ZONE)
    assert got.start is not None and got.end is not None
    start, end = (t.astimezone(ZONE) for t in (got.start, got.end))
    assert (start.hour + start.minute / 60, end.hour + end.minute / 60) == hours


@pytest.mark.parametrize("question", [
    "did we have 3 pods this morning?",           # a count, not a clock time
    "this afternoon it scaled down to one replica",
    "was 3.18.0 deployed this morning?",           # a version, not 3:18
    "yesterday around half past two, was it down?",  # either half of the day: the day is the honest window
])
def test_numbers_that_are_no_clock_time_are_left_alone(question: str) -> None:
    assert clean_question(question) == question
