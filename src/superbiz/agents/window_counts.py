"""Counts over a told window (invTE, stop 54): an alert named by its own name counted by its firings."""

from __future__ import annotations

import re
from collections.abc import Sequence

from superbiz.agents.question_ops import asks_times

#: "响了几次 / 触发了几次 / fired how many times / went off": the alert's firings counted
_FIRED = re.compile(r"响|触发|报警|\b(?:fired?|firing|go(?:ne)? off|went off|tripped|triggered)\b", re.I)


def named_alert_firings(question: str, aspects: Sequence[str], services: Sequence[str],
                        alerts: Sequence[str]) -> list[str]:
    """"今天 <Alert> 一共响了几次", "how many times did <Alert> fire today?": an alert named by its own name, with no
    service, counted by times — each of its firings (one per start, on whichever service) is a time; the names are
    the episode stems. [] otherwise."""
    if services or not alerts or "count" not in aspects or not asks_times(question) or not _FIRED.search(question):
        return []
    return list(alerts)
