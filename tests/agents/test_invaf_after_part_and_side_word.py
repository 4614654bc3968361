"""Spec scenario "a cause asked of a side called by a shared word, after a part of the day" (opened held-out
bagtrack, "昨天中午过后理赔那边为啥一堆 500"): "中午过后" is the window from noon on (not the noon hours
11:00-13:00, which missed the bad deploy's errors just after 13:00), and "理赔那边" — a word that both the claims
application's description and its database's ("理赔数据库") hold — calls the one application side, whose bad
deploy is the cause."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.timeparse import resolve_time
from tests.agents.world_chat import world_asker

ZONE = ZoneInfo("Europe/Berlin")  # UTC+1 in winter
NOW = datetime(2026, 1, 15, 15, 30, tzinfo=UTC)  # 16:30 local


def test_after_noon_is_from_noon_on_not_the_noon_hours() -> None:
    w = resolve_time("昨天中午过后理赔那边为啥一堆 500", now=NOW, zone=ZONE)
    assert w.start.astimezone(ZONE).strftime("%d %H:%M") == "14 12:00"
    assert w.end == NOW
    bare = resolve_time("昨天中午理赔那边为啥一堆 500", now=NOW, zone=ZONE)
    assert bare.start.astimezone(ZONE).strftime("%H:%M") == "11:00"


def test_a_side_word_shared_with_its_store_calls_the_application(tmp_path: Path) -> None:
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, _ = ask("今天早上过后账户那边为啥一堆报错", "SELECT 1")
    head = answer.split("\n", 1)[0]
    assert "account-api" in head and "ACC-5000" in head and "发布" in head
    assert "fx-rates" not in head
