"""Failed records counted in the domain's words (invDA, opened tyrefit, salmonet, payroo), on names of no real world.

Scenarios:
- tyrefit "今天一共有多少个换胎预约因为这个失败了": the records are named by a service's alias that holds a record noun
  (预约), and no status of the data says "failed" (the failed one is SLOT_NOT_HELD): the failed records (an error code
  set) are counted, never the log lines of the service the alias names.
- salmonet "今天有多少收获订单确认失败了": "确认失败" names the CONFIRM_FAILED status (not CONFIRMED).
- payroo "昨晚到凌晨一共有多少个发薪批次失败了": a batch (批次) is a record, not a number of times (次).
- chessarena "那这个棋手今天一共报了几次名?" after "CA-REG-… 这个报名为啥失败": a person of the domain named by a word
  in 手 or 员 ("棋手", "骑手", "队员") is the earlier record's owner: that owner's records are counted.
- payroo "payrun 40417263 never reached the bank, can u check?": an id of digits alone of the stored ids' length and
  lead is unheld (a gap) even when the lowest 200 stored ids (the shape sample) show other leads only. No dev world
  stores digit-only ids: the test rewrites a built harbor's order ids.
- payroo "When did the last payrun fail overnight?": the time the failing last happened (the end), never a cause.
- payroo "payslipper 今早报了多少条 WARN": 今早/今晨 run from midnight to noon (the WARN lines from 05:50 were cut at
  06:00); 早上/上午/this morning keep 06:00–12:00.
- snowplow "more errors - the 311 app during its bad deploy, or gpsfeed during last night's backlog?": the measure
  said first, then two sides joined by "or", compares the sides (it was a cause question).
Dev: harbor-more-errors-dash-two-sides-en, harbor-carrier-errors-jinzao-count-zh, ledgerly-last-failed-transfer-time-en,
    ledgerly-failed-transfers-named-by-alias-count-zh, ledgerly-record-owner-person-in-shou-count-zh.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import asks_failed_records, asks_record_owner, aspects_of, status_matches
from superbiz.agents.timeparse import format_local, resolve_time
from superbiz.sources.worldgen import build_world
from superbiz.tools.lookup import UNHELD_ID, find_ids
from tests.agents.synthetic import NOW
from tests.agents.world_chat import sql_text, world_service

_CATALOG = Catalog(
    services=("slotdesk", "slotdesk-db"),
    dependencies={"slotdesk": ("slotdesk-db",)},
    dependency_kinds={"slotdesk": (("slotdesk-db", "mysql"),)},
    descriptions={"slotdesk": "洗车预约服务 / car wash bookings", "slotdesk-db": "预约数据库 (MySQL) / bookings db"},
    metrics=("latency_p99_ms",),
    order_statuses=("CONFIRMED", "WASHED", "SLOT_LOST"),
    timezone="UTC",
    data_start=NOW.replace(day=2),
    data_end=NOW,
    silent=frozenset(),
)


@pytest.mark.parametrize("question", ["今天一共有多少个洗车预约因为这个失败了", "今天有多少洗车预约失败了？"])
def test_records_named_by_an_alias_holding_a_record_noun_are_counted(question: str) -> None:
    """Scenario tyrefit: no status says "failed"; the alias names the records, not the service's lines."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert "record" in plan.aspects, plan.aspects


def test_the_alias_still_names_the_service_when_log_lines_are_counted() -> None:
    plan = offline_plan("洗车预约今天报了多少条错", _CATALOG, now=NOW)
    assert "record" not in plan.aspects


def test_a_batch_is_a_record_a_time_is_not() -> None:
    """Scenario payroo: 批次 is a batch of the domain; 次 alone counts times."""
    assert asks_failed_records("昨晚到凌晨一共有多少个发薪批次失败了")
    assert asks_failed_records("今天有几个结算批次失败")
    assert not asks_failed_records("今天一共失败了几次")
    assert not asks_failed_records("有多少次调用失败了")


def test_confirmation_failed_names_its_status() -> None:
    """Scenario salmonet: "确认失败" ↔ CONFIRM_FAILED, never CONFIRMED; "确认一下" names no status."""
    statuses = ("CONFIRMED", "CONFIRM_FAILED", "DELIVERED")
    assert status_matches("今天有多少收获订单确认失败了", statuses) == ["CONFIRM_FAILED"]
    assert status_matches("how many orders failed to confirm today?", statuses) == ["CONFIRM_FAILED"]
    assert "CONFIRMED" not in status_matches("帮我确认一下今天有多少单支付失败", ("CONFIRMED", "PAYMENT_FAILED"))


def test_failed_transfers_named_by_an_alias_on_ledgerly(tmp_path: Path) -> None:
    """Dev ledgerly-failed-transfers-named-by-alias-count-zh: the count of failed records, not of log lines."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        failed = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL "
                               "AND created_at >= '2026-06-17 22:00'")
        head = chat.ask("今天一共有多少个转账下单失败了？", user_id="invda").answer.splitlines()[0]
        assert f"失败（带错误码）的 {failed} 笔" in head and "日志条数" not in head, head


@pytest.mark.parametrize("question", ["那这个棋手今天一共报了几次名?", "这位骑手今天送了几单", "这个队员报了几次名"])
def test_a_person_in_shou_or_yuan_owns_the_record(question: str) -> None:
    """Scenario chessarena: the person word of the domain names the earlier record's owner."""
    assert asks_record_owner(question)


def test_the_owner_of_a_record_on_ledgerly(tmp_path: Path) -> None:
    """Dev ledgerly-record-owner-person-in-shou-count-zh: the owner's records today, not every customer's."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        own = sql_text(url, "SELECT count(*) FROM orders WHERE user_id = (SELECT user_id FROM orders WHERE order_id "
                            "= 'TXN_00001634') AND created_at >= '2026-06-17 22:00'")
        chat.ask("TXN_00001634 这笔转账为啥失败了", user_id="invda", conversation_id="owner")
        answer = chat.ask("那这个操盘手今天一共转了几笔？", user_id="invda", conversation_id="owner").answer
        head = answer.splitlines()[0]
        assert f"共 {own} 笔" in head, head


def test_an_unheld_id_of_digits_alone_beyond_the_lowest_stored_ids_is_a_gap(tmp_path: Path) -> None:
    """Scenario payroo "payrun 40417263 never reached the bank": the stored ids are 8 digits from "00…" to "99…"; the
    sample of shapes holds only the lowest leads, yet an unheld id of a stored length and lead is a gap."""
    world = build_world("harbor", f"sqlite:///{tmp_path / 'w.db'}")
    try:
        with world.engine.begin() as conn:
            conn.execute(text("UPDATE orders SET order_id = printf('%02d%06d', rowid % 100, rowid), "
                              "order_key = printf('%02d%06d', rowid % 100, rowid)"))
        assert find_ids(world, ["95000095"]) == {"95000095": "order_id"}
        assert find_ids(world, ["95417263"]) == {"95417263": UNHELD_ID}
        #: another length: not of the world's shape
        assert find_ids(world, ["954172630"]) == {}
    finally:
        world.dispose()


@pytest.mark.parametrize("question", ["When did the last payrun fail overnight?", "when did the final wash cycle fail?",
                                      "最后一笔转账是几点失败的"])
def test_when_the_last_record_failed_asks_the_end(question: str) -> None:
    """Scenario payroo "When did the last payrun fail overnight?": the end, not a cause."""
    assert aspects_of(question, has_entity=True, has_record=False) == ["end"]


def test_why_the_last_record_failed_still_asks_the_cause() -> None:
    assert "cause" in aspects_of("why did the last payrun fail?", has_entity=True, has_record=False)


@pytest.mark.parametrize(("question", "window"), [
    ("payslipper 今早报了多少条 WARN", ("2031-03-04 00:00", "2031-03-04 12:00")),
    ("今晨 X 出过事吗", ("2031-03-04 00:00", "2031-03-04 12:00")),
    ("今天早上报了多少错", ("2031-03-04 06:00", "2031-03-04 12:00")),
    ("今早8点到9点报了多少错", ("2031-03-04 08:00", "2031-03-04 09:00")),
])
def test_jinzao_runs_from_midnight(question: str, window: tuple[str, str]) -> None:
    """Scenario payroo "payslipper 今早报了多少条 WARN": 今早 is the day's morning from midnight."""
    zone = _CATALOG.zone()
    spec = resolve_time(question, now=NOW.replace(hour=14), zone=zone)
    assert (format_local(spec.start, zone), format_local(spec.end, zone)) == window


@pytest.mark.parametrize("question", [
    "more errors - the 311 app during its bad deploy, or gpsfeed during last night's backlog?",
    "more errors today - carrier-bridge, or the manifest worker?", "more warnings: x or y?"])
def test_more_errors_then_two_sides_compares(question: str) -> None:
    """Scenario snowplow: "more errors - A …, or B …?" compares the two sides."""
    assert aspects_of(question, has_entity=True, has_record=False) == ["comparison"]


@pytest.mark.parametrize("question", ["more info - is x down or not?",
                                      "more errors since the deploy - is x down or not?"])
def test_more_of_something_else_compares_nothing(question: str) -> None:
    assert "comparison" not in aspects_of(question, has_entity=True, has_record=False)
