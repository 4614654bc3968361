"""Spec scenario "Answer the question that was asked" for counts of records asked in a window or of a trouble's
status (stop 47, from the opened dentaloop, bigtopia, floebook and sailrent worlds)."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time

_ZONE = ZoneInfo("Europe/Astrakhan")
_NOW = datetime(2026, 12, 8, 20, 25, tzinfo=UTC)  # 00:25 local: today is 25 minutes old


@pytest.mark.spec("Answer the question that was asked")
def test_last_night_to_now_runs_past_midnight_up_to_now() -> None:
    """Scenario dentaloop-preauth-void-count-zh ("昨晚到现在有多少预约因为保险失败了" at 00:25): a count over last
    night asked in the small hours stops at midnight only when the night is said alone — "昨晚到现在 / 昨晚以来"
    runs from the evening's start up to now (the records created after midnight count)."""
    for question in ("昨晚到现在有多少预约因为保险失败了", "昨晚以来一共失败了多少单"):
        spec = resolve_time(question, now=_NOW, zone=_ZONE)
        assert spec.start.astimezone(_ZONE).strftime("%m-%d %H:%M") == "12-08 18:00", question
        assert spec.end == _NOW, (question, spec.end)
    alone = resolve_time("昨晚有多少预约失败了", now=_NOW, zone=_ZONE)
    assert alone.end.astimezone(_ZONE).strftime("%H:%M") == "00:00"
