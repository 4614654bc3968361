"""Regressions of stop 49's merged round, mended by the lead (issue 10).

- invOC's "a status counted over its trouble" (`investigate.status_trouble_calls`) read back past local midnight for
  a count asked "today" ("今天有多少笔出款因为 BancoSur 被拒了", remitnic; "How many lift passes ended up PAY_DECLINED
  today?", skilift): the trouble ran across midnight and the records of the day before were counted as today's. A
  day's start is a calendar bound; a part of the day's is not (its end is no bound either: "昨晚" runs on).
- invOG's unknown name told after a description and before a state word read "itself" as a name ("Is the helpdesk
  API gateway itself ok?", ticketdesk: "数据源中没有 itself 的任何记录").

Keys by SQL on the generated worlds (times stored naive UTC).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from tests.agents.world_chat import ask_head, sql_text, world_service


def _today_utc(url: str) -> str:
    """The world's local midnight of "now", as a naive UTC stamp."""
    anchor = datetime.fromisoformat(sql_text(url, "SELECT value FROM world_meta WHERE key = 'anchor_time'")
                                    .replace("Z", "+00:00"))
    zone = ZoneInfo(sql_text(url, "SELECT value FROM world_meta WHERE key = 'timezone'"))
    local = anchor.astimezone(zone).replace(hour=0, minute=0, second=0, microsecond=0)
    return local.astimezone(ZoneInfo("UTC")).strftime("%Y-%m-%d %H:%M:%S")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("world", "question", "status"), [
    ("remitnic", "今天有多少笔出款因为 BancoSur 被拒了", "BANK_REJECTED"),
    ("skilift", "How many lift passes ended up PAY_DECLINED today?", "PAY_DECLINED"),
])
def test_a_status_counted_today_is_not_read_back_past_midnight(tmp_path: Path, world: str, question: str,
                                                                status: str) -> None:
    with world_service(tmp_path, world) as (service, url):
        head = ask_head(service, question)
        today = _today_utc(url)
        counted = int(sql_text(url, f"SELECT count(*) FROM orders WHERE status = '{status}' "
                                    f"AND created_at >= '{today}'"))
        every = int(sql_text(url, f"SELECT count(*) FROM orders WHERE status = '{status}'"))
    assert 0 < counted < every, (counted, every)
    assert f"共 {counted} 笔" in head and f"共 {every} 笔" not in head, (counted, every, head)


@pytest.mark.spec("Answer the question that was asked")
def test_itself_after_a_described_part_is_no_unknown_name(tmp_path: Path) -> None:
    with world_service(tmp_path, "ticketdesk") as (service, _url):
        head = ask_head(service, "Is the helpdesk API gateway itself ok?")
    assert "itself" not in head and "无法确定" not in head, head
