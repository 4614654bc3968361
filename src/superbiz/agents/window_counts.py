"""Counts over a told window (invTE, stop 54): an alert named by its own name counted by its firings."""

from __future__ import annotations

import re
from collections.abc import Sequence

from superbiz.agents.question_ops import asks_times
from superbiz.lazy_re import regex

#: "响了几次 / 触发了几次 / fired how many times / went off": the alert's firings counted
_FIRED = regex(r"响|触发|报警|\b(?:fired?|firing|go(?:ne)? off|went off|tripped|triggered)\b", re.I)


def named_alert_firings(question: str, aspects: Sequence[str], services: Sequence[str],
                        alerts: Sequence[str]) -> list[str]:
    """"今天 <Alert> 一共响了几次", "how many times did <Alert> fire today?": an alert named by its own name, with no
    service, counted by times — each of its firings (one per start, on whichever service) is a time; the names are
    the episode stems. [] otherwise."""
    if services or not alerts or "count" not in aspects or not asks_times(question) or not _FIRED.search(question):
        return []
    return list(alerts)


#: "ticket counts by status", "各状态分别多少单", "按状态统计一下": the records counted per status
_BY_STATUS = regex(r"\b(?:by|per|for each|each|every)\s+status(?:es)?\b|\bstatus\s+(?:breakdown|counts?)\b|"
                   r"按(?:照)?状态|(?:各|每)(?:个|种)?状态|分状态", re.I)


def counts_by_status(question: str, aspects: Sequence[str], ids: bool) -> bool:
    """"ticket counts by status between 6 and 8pm? esp issued vs seat dropped": the window's records by status — every
    status, the done ones too — even where two statuses are named beside it (each is one of the counts), never a
    comparison of log lines or of the named statuses alone."""
    return (not ids and _BY_STATUS.search(question) is not None
            and bool({"count", "comparison", "record"} & set(aspects)))
