"""Spec scenario "Answer the question that was asked" (stop 48): a range from half past an hour to a bare hour
("between half past one and two") is a window of clocks, not the default recent hour."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question_text import clean_question
from superbiz.agents.timeparse import resolve_time

_NOW = datetime(2031, 3, 4, 16, 5, tzinfo=UTC)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "start", "end"), [
    ("how many STOCK_UNKNOWN rentals between half past one and two", (13, 30), (14, 0)),
    ("how many failed rentals from half past 1 to 2?", (13, 30), (14, 0)),
    ("errors between half past ten and eleven this morning", (10, 30), (11, 0)),
])
def test_half_past_an_hour_to_a_bare_hour_is_a_window(question: str, start: tuple[int, int],
                                                      end: tuple[int, int]) -> None:
    """tunehire-stock-unknown-window-en ("how many STOCK_UNKNOWN rentals between half past one and two": 13:30–14:00
    local, 14 rentals — not the last hour's 24 over all the data)."""
    spec = resolve_time(clean_question(question), now=_NOW, zone=ZoneInfo("UTC"))
    assert spec.explicit
    assert (spec.start.hour, spec.start.minute) == start
    assert (spec.end.hour, spec.end.minute) == end
