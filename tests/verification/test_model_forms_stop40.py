"""Scenario "Verified excerpt supports direct observation": clocks, days, lengths and amounts in more of the forms
models write (red-team of stop 40, generated from the engine's own claims over four worlds, then written here):
a day as "11/28 05:14" (month first, no year), a Chinese clock "11月28日5点14分（UTC）", a length in Chinese numerals
("三十五分钟", "二小时九分钟", "一个半小时", "半小时"), in decimal hours ("2.2 小时" of 2h12m), a rough amount
("共上百条" of 120 lines) — every one of these true rewrites was REJECTED or downgraded before (0 of 42 hanzi clocks,
0 of 42 month-first days, 0 of 23 Chinese-numeral spans, 0 of 3 decimal hours kept on two worlds).
Scenario "REJECT verdict when claims contradict evidence" / "Unsupported conclusions are not confirmed claims":
the same forms with another day, clock, length or amount are not confirmed; "共上百条" of 60 lines and a count's
window written "2026-11-28 06:14:00Z~…" (a space for the T, an edge moved) passed as confirmed before (5 and 4
survivors on two worlds).
"""

from __future__ import annotations

import pytest

from superbiz.verification._dates import iso_dates
from superbiz.verification._spoken import spoken_forms
from tests.verification.test_model_forms_stop38 import _check


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("first", ["11/28 05:14:20 UTC", "11/28 05:14 UTC", "28/11 05:14 UTC",
                                   "11月28日5点14分（UTC）", "2026年11月28日05点14分 UTC",
                                   "11月28日 下午1点14分（北京时间）"])
def test_a_day_or_clock_in_more_of_a_models_words_is_the_rows_time(first: str) -> None:
    assert _check(first=first) == "direct_observation"


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
@pytest.mark.parametrize("first", ["11/27 05:14 UTC", "11/29 05:14 UTC", "27/11 05:14 UTC", "11月28日6点14分（UTC）",
                                   "11月28日5点41分（UTC）", "11月28日 上午1点14分（北京时间）"])
def test_another_day_or_clock_in_those_words_is_not_confirmed(first: str) -> None:
    assert _check(first=first) in ("unsupported", "contradicted")


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("span", ["三十五分钟", "约三十五分钟", "0.6 小时", "0.58 hours"])
def test_a_span_in_chinese_numerals_or_decimal_hours_is_the_rows_span(span: str) -> None:
    assert _check(span=span) == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize("span", ["三十六分钟", "四十五分钟", "一小时三十五分钟", "半小时", "一个半小时", "0.7 小时",
                                  "0.5 hours", "两个小时"])
def test_another_span_in_those_words_is_contradicted(span: str) -> None:
    assert _check(span=span) in ("unsupported", "contradicted")


@pytest.mark.parametrize(("text", "read"), [
    ("开始于 11/28 05:14 UTC", "开始于 0000-11-28 05:14 UTC"),
    ("开始于 28/11 05:14", "开始于 0000-11-28 05:14"),
    # not days: a fraction, a ratio with no clock after it, a month 13 written day-first is still no month
    ("1/2 of calls", "1/2 of calls"),
    ("成功率 3/4 之后", "成功率 3/4 之后"),
    ("13/14 05:14", "13/14 05:14"),
])
def test_month_first_days_read_as_iso_dates(text: str, read: str) -> None:
    assert iso_dates(text) == read


@pytest.mark.parametrize(("text", "read"), [
    ("首次出现 0000-11-28 5点14分(utc)", "首次出现 0000-11-28 05:14(utc)"),
    ("晚上9点05分开始", "21:05开始"),
    ("持续了二小时九分钟", "持续了2小时9分钟"),
    ("跨度 三十五分钟", "跨度 35分钟"),
    ("持续了一个半小时", "持续了90分钟"),
    ("持续了半小时", "持续了30分钟"),
    ("共上百条", "共至少 100 条"),
    ("共几千次", "共至少 1000 次，共至多 9999 次"),
    ("共十几条", "共至少 11 条，共至多 19 条"),
    ("共 5-10 条", "共至少 5 条，共至多 10 条"),
    ("more than 100 lines", "共超过 100 条"),
    ("hundreds of log lines", "共至少 100 条，共至多 999 条"),
    ("seventy minutes", "70 minutes"),
    ("an hour and twenty-five minutes", "1 hour 25 minutes"),
    ("eight lines", "8 lines"),
    # left as the reader takes them: a window's length ("一小时内"), a clock hour with no minutes, 半小时 as a window
    ("过去一小时内共 3 条", "过去一小时内共 3 条"),
    ("5点左右", "5点左右"),
    ("半小时内恢复", "半小时内恢复"),
    ("within an hour", "within an hour"),
    ("one of the alerts fired", "one of the alerts fired"),
])
def test_spoken_forms_read_as_digit_forms(text: str, read: str) -> None:
    assert spoken_forms(text) == read
