"""Scenario "Verified excerpt supports direct observation": an event's day in the forms models write — a month name
("Nov 28 05:14 UTC", "28 Nov 2026 05:14 UTC", "November 28, 05:14 UTC"), Chinese ("2026年11月28日 13:14（北京时间）",
"11月28日05:14（UTC）"), slashes ("2026/11/28 05:14:20 UTC"), a clock with "Z" and no date ("05:14Z") — was
contradicted or unsupported (the labelled value was the month word; the day a number no row holds): a true claim
REJECTED on the online model path. A day is read as the ISO date it names; one with no year by month and day.
Scenario "Unsupported conclusions are not confirmed claims": another day, year or clock in those forms is not
confirmed.
"""

from __future__ import annotations

import pytest

from superbiz.verification._dates import iso_dates
from tests.verification.test_model_forms_stop38 import _check


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("first", ["Nov 28 05:14 UTC", "28 Nov 2026 05:14 UTC", "November 28, 05:14 UTC",
                                   "Nov 28, 2026 5:14 AM UTC", "Nov. 28th 05:14 UTC", "11月28日 05:14 UTC",
                                   "11月28日05:14（UTC）", "2026年11月28日 13:14（北京时间）", "Nov 28 13:14 北京时间",
                                   "2026/11/28 05:14:20 UTC", "05:14Z"])
def test_a_day_in_a_models_words_is_the_rows_day(first: str) -> None:
    assert _check(first=first) == "direct_observation"


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
@pytest.mark.parametrize("first", ["Nov 27 05:14 UTC", "28 Dec 05:14 UTC", "Nov 28, 2025 05:14 UTC",
                                   "11月29日 05:14 UTC", "2025年11月28日 05:14 UTC", "2026/11/27 05:14 UTC",
                                   "11月28日 05:14（北京时间）", "Nov 28 06:14 UTC", "Nov 28 5:14 PM UTC"])
def test_another_day_year_or_clock_in_those_words_is_not_confirmed(first: str) -> None:
    assert _check(first=first) in ("unsupported", "contradicted")


@pytest.mark.parametrize(("text", "read"), [
    ("首次出现 Nov 28, 2026 05:14 UTC", "首次出现 2026-11-28 05:14 UTC"),
    ("28 November 05:14", "0000-11-28 05:14"),
    ("2026年11月28日13:14", "2026-11-28 13:14"),
    ("11月28号 之后", "0000-11-28 之后"),
    ("2026/11/28", "2026-11-28"),
    # not days: a month word with no clock after it, a number of months, a 13th month, a fraction
    ("may 5 be retried", "may 5 be retried"),
    ("3 个月 28 日均", "3 个月 28 日均"),
    ("13月2日", "13月2日"),
    ("1/2 of calls", "1/2 of calls"),
])
def test_the_day_forms_read_as_iso_dates(text: str, read: str) -> None:
    assert iso_dates(text) == read
