"""invOC (stop 49): a failing status counted over the trouble it belongs to; windows of such counts.

- "昨晚有多少单是 SEAT_LOST" (glassfurn gf-seat-lost-count-zh): 昨晚 asked at 01:20 ends at 00:20; the status's
  storm ran on to 00:25 — its records are counted over the storm (the runs of the status the window touches), not cut.
- "前天夜里到昨天早上 … NOCOVER 预订一共几单" (divetrek divetrek-cert-nocover-count-zh): a range from a part of one past
  day to a part of a later one is one window (the night before yesterday's evening to yesterday's noon).
- "昨天下午锁表那半小时 BERTHJAM 的单有几个" (divetrek divetrek-lock-berthjam-count-zh): "那半小时" is the span the
  episode of the day said lasted, not the last half hour.

Keys by SQL on the generated worlds (times stored naive UTC).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time
from tests.agents.world_chat import ask_head, sql_text, world_service

_ZONE = ZoneInfo("Pacific/Guadalcanal")  # UTC+11
_NOW = datetime(2026, 11, 18, 20, 5, tzinfo=UTC)  # 11-19 07:05 local


def _local(q: str) -> tuple[str, str]:
    w = resolve_time(q, now=_NOW, zone=_ZONE)
    return w.start.astimezone(_ZONE).strftime("%m-%d %H:%M"), w.end.astimezone(_ZONE).strftime("%m-%d %H:%M")


@pytest.mark.spec("Answer the question that was asked")
def test_a_range_from_one_past_days_part_to_a_later_days_part_is_one_window() -> None:
    """divetrek-cert-nocover-count-zh: "前天夜里到昨天早上" ran from the 17th's evening to the 18th's noon."""
    assert _local("前天夜里到昨天早上 因为保险挂掉的 X 预订一共几单") == ("11-17 18:00", "11-18 12:00")
    assert _local("前天晚上到昨天上午失败了多少单") == ("11-17 18:00", "11-18 12:00")


@pytest.mark.spec("Answer the question that was asked")
def test_that_half_hour_of_a_day_said_is_no_last_half_hour() -> None:
    """divetrek-lock-berthjam-count-zh: "昨天下午锁表那半小时" is yesterday afternoon's, not 06:35-07:05 today."""
    assert _local("昨天下午锁表那半小时 X 的单有几个") == ("11-18 12:00", "11-18 18:00")
    assert _local("最近半小时报错多少") == ("11-19 06:35", "11-19 07:05")


@pytest.mark.spec("Answer the question that was asked")
def test_a_failing_status_is_counted_over_its_storm_past_the_nights_cut(tmp_path: Path) -> None:
    """gf-seat-lost-count-zh: the storm's records after 昨晚's end (00:20, an hour before now) are counted too."""
    with world_service(tmp_path, "glassfurn") as (service, url):
        head = ask_head(service, "昨晚有多少单是 SEAT_LOST")
        storm = int(sql_text(url, "SELECT count(*) FROM orders WHERE status = 'SEAT_LOST'"))
        cut = int(sql_text(url, "SELECT count(*) FROM orders WHERE status = 'SEAT_LOST' "
                                "AND created_at < '2026-12-08 17:20:00'"))
    assert 0 < cut < storm, (cut, storm)
    assert f"共 {storm} 笔" in head and f"共 {cut} 笔" not in head, (storm, cut, head)
