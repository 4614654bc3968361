"""Question patterns of stop 49 (investigator invOE): "the night before last" is the evening of the day before
yesterday (it read no day at all and judged the last hour)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time

_ZONE = ZoneInfo("Asia/Tokyo")
_NOW = datetime(2031, 3, 12, 7, 5, tzinfo=_ZONE)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["was the quoting svc ok the night before last?",
                                      "what broke on X the evening before last", "X 前天晚上怎么了"])
def test_the_night_before_last_is_two_days_back(question: str) -> None:
    """divetrek-insurance-unhealthy-en: the window is the evening two days back (18:00 or 17:00 to midnight)."""
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    assert spec.explicit
    start, end = spec.start.astimezone(_ZONE), spec.end.astimezone(_ZONE)
    assert start.date().day == 10 and start.hour in (17, 18)
    assert end.date().day == 11 and end.hour == 0
