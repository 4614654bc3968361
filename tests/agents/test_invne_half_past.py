"""invNE (stop 48): "around half past nine" is a clock, as "half nine" and "ten past one" are.

- raftwild/raftwild-tripapi-cause-930-en ("why was the trip booking api throwing errors around half past nine"): the
  window is around 9:30 (its latest occurrence), not the recent hour — whose newer trouble would answer instead.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time

_ZONE = ZoneInfo("Asia/Shanghai")
_NOW = datetime(2026, 3, 19, 6, 15, tzinfo=UTC)  # 14:15 local


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["why was X throwing errors around half past nine",
                                      "X errors at about half past 9?", "what broke around half nine"])
def test_half_past_a_word_or_digit_hour_is_that_clock(question: str) -> None:
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    start, end = spec.start.astimezone(_ZONE), spec.end.astimezone(_ZONE)
    assert spec.explicit and start.hour <= 9 and (end.hour, end.minute) >= (9, 30) and end.hour <= 10, (start, end)
