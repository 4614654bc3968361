"""invSE (stop 53): failed records per incident, per window and in follow-ups.

- "发版那半小时 有多少单变成 RAINCHECKED" (teebox teebox-rainchecked-count-zh): "那半小时" with no day of its own is the
  told deploy's span, never the last half hour — the status's records are counted over the data, not over 30 minutes
  that hold none of them.
- "were more tee times bumped in the 6am storm or the 8am one?" (teebox teebox-bumped-two-windows-en): a status set
  on two windows each told as an incident — each side is the runs of the status's records touching its window, over
  their own span, never the hour drawn around the clock (which cuts both storms).

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


@pytest.mark.spec("Answer the question that was asked")
def test_that_half_hour_of_a_told_event_is_no_last_half_hour() -> None:
    """teebox-rainchecked-count-zh: "发版那半小时" / "出事那一个小时" name a told span, not the last 30 / 60 minutes;
    "最近那半小时" and "最近半小时" are still the present's."""
    for q in ("发版那半小时 有多少单变成 X", "出事那一个小时 报了多少错"):
        assert not resolve_time(q, now=_NOW, zone=_ZONE).explicit, q
    for q in ("最近那半小时报错多少", "最近半小时报错多少"):
        w = resolve_time(q, now=_NOW, zone=_ZONE)
        assert w.explicit and (w.end - w.start).total_seconds() == 1800, q


@pytest.mark.spec("Answer the question that was asked")
def test_a_status_counted_in_the_deploys_half_hour_counts_its_records(tmp_path: Path) -> None:
    """teebox-rainchecked-count-zh: every RAINCHECKED booking, not the 0 of the last half hour."""
    with world_service(tmp_path, "teebox") as (service, url):
        head = ask_head(service, "发版那半小时 有多少单变成 RAINCHECKED")
        n = int(sql_text(url, "SELECT count(*) FROM orders WHERE status = 'RAINCHECKED'"))
    assert n > 0 and f"共 {n} 笔" in head, (n, head)


@pytest.mark.spec("Answer the question that was asked")
def test_a_status_on_two_storms_said_by_their_clocks_counts_each_storms_runs(tmp_path: Path) -> None:
    """teebox-bumped-two-windows-en: 5 vs 8 (each storm's TEE_BUMPED records), not the 3 vs 2 of the hours
    around 6 and 8."""
    with world_service(tmp_path, "teebox") as (service, url):
        head = ask_head(service, "were more tee times bumped in the 6am storm or the 8am one?")
        first = int(sql_text(url, "SELECT count(*) FROM orders WHERE status = 'TEE_BUMPED' "
                                  "AND created_at < '2026-10-18 01:00:00'"))
        second = int(sql_text(url, "SELECT count(*) FROM orders WHERE status = 'TEE_BUMPED' "
                                   "AND created_at >= '2026-10-18 01:00:00'"))
    assert f"共 {first} 笔" in head and f"共 {second} 笔" in head, (first, second, head)
