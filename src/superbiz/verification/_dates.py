"""Dates as models write them, read as ISO dates.

A model states an event's day as "Nov 28, 2026", "28 November", "2026年11月28日", "11月28日", "2026/11/28" or
"11/28 05:14"; the claim readers (``assertions``) and the anchor check (``anchors``) read ISO dates. A date with no
year is written with the year 0000 and compared by month and day (``ClaimTime.yearless``). Pure.
"""

from __future__ import annotations

import re

from superbiz.lazy_re import regex

__all__ = ["DATE_FORM", "iso_date", "iso_dates"]

_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                "november", "december")
_MONTH = (r"(?:" + "|".join(f"{n[:3]}(?:{n[3:]}|\\.)?" if len(n) > 3 else n for n in _MONTH_NAMES)
          + r"|sept\.?)(?![a-z])")
#: A date as models write it: "Nov 28, 2026 05:14", "28 November 05:14", "2026年11月28日 13:14", "11月28日",
#: "2026/11/28 05:14", "11/28 05:14" (month first; day first when the first cannot be a month; only before a
#: clock, so that "3/4" stays a fraction). ``iso_dates`` rewrites it to the ISO form the time reader reads; a word
#: date only right before a clock (``may 5`` is no date of its own), a date with no year with the year 0000.
DATE_FORM = regex(
    r"(?<![a-z0-9])(?:(?P<wm1>" + _MONTH + r")\s?(?P<wd1>\d{1,2})(?:st|nd|rd|th)?"
    r"|(?P<wd2>\d{1,2})(?:st|nd|rd|th)?\s?(?P<wm2>" + _MONTH + r"))(?:,?\s(?P<wy>\d{4}))?,?(?=\s?\d{1,2}:\d{2})"
    r"|(?<!\d)(?:(?P<cy>\d{4})\s?年\s?)?(?P<cm>\d{1,2})\s?月\s?(?P<cd>\d{1,2})\s?[日号]"
    r"|(?<![\d/])(?P<sy>\d{4})/(?P<sm>\d{1,2})/(?P<sd>\d{1,2})(?![\d/])"
    r"|(?<![\d/.])(?P<ua>\d{1,2})/(?P<ub>\d{1,2})(?![\d/])(?=\s?\d{1,2}:\d{2})",
    re.I,
)


def iso_date(m: re.Match[str]) -> str:
    """The ISO form of one ``DATE_FORM`` match (year 0000 when none was written); the match itself if no date."""
    if m.group("wm1") or m.group("wm2"):
        name = (m.group("wm1") or m.group("wm2")).lower()[:3]
        month = 1 + [n[:3] for n in _MONTH_NAMES].index(name)
        year, day = m.group("wy"), m.group("wd1") or m.group("wd2")
    elif m.group("cm"):
        year, month, day = m.group("cy"), int(m.group("cm")), m.group("cd")
    elif m.group("sy"):
        year, month, day = m.group("sy"), int(m.group("sm")), m.group("sd")
    else:  # "11/28 05:14": month first, as in Chinese and American use; "28/11 05:14" when it cannot be a month
        first, second = int(m.group("ua")), int(m.group("ub"))
        year, month, day = None, *((first, m.group("ub")) if first <= 12 else (second, m.group("ua")))
    if not (1 <= month <= 12 and 1 <= int(day) <= 31):
        return m.group()
    iso = f"{year or '0000'}-{month:02d}-{int(day):02d}"
    return iso + " " if m.group("cm") and m.string[m.end() : m.end() + 1].isdigit() else iso


def iso_dates(text: str) -> str:
    """``text`` with its dates in other forms written as ISO dates (see ``DATE_FORM``)."""
    return DATE_FORM.sub(iso_date, text)
