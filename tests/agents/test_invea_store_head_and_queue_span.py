"""Issue 10 (time spans: the asked trouble's own duration and end; opened kickscoot, spicemart), on catalogues of no
real world. "How long did the ride ledger lock waits last?" names the "ride ledger database" by its head without its
kind noun (it named nothing, and the duration of another service's errors was answered); "发货队列早上那波几点恢复的"
names a queue, which logs no trouble of its own — the wave's end is its consumer's lag, not "cannot tell"."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_span, learn_aliases, match_services
from superbiz.agents.timewindows import resolve_windows
from tests.agents.synthetic import CATALOG, NOW

_SERVICES = ["trip.api", "ledger.pg", "session.pg", "player.api", "orders.db", "buyer.cache", "buyer.app"]
_DESCRIPTIONS = {
    "trip.api": "行程下单服务 / trip orders service",
    "ledger.pg": "行程账本数据库 (PostgreSQL) / trip ledger database",
    "session.pg": "播放会话库 (MySQL) / player session database",
    "player.api": "播放会话接口 / player session API",
    "orders.db": "订单数据库 (MySQL) / orders database",
    "buyer.cache": "买家会话缓存 (Redis) / buyer session cache",
    "buyer.app": "买家App / buyer app",
}


def test_a_store_named_by_its_head_without_its_kind_noun() -> None:
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, {})
    assert aliases["trip ledger"] == "ledger.pg"
    assert match_services("How long did the trip ledger lock waits last?", _SERVICES, aliases) == ["ledger.pg"]


def test_a_store_head_another_service_holds_stays_that_service() -> None:
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, {})
    assert aliases["player session"] == "player.api"  # the API's head, not the database's
    assert "orders" not in aliases or aliases["orders"] != "orders.db"  # one word alone names no store
    #: a cache's head is no name: "the buyer session redis" keeps naming the buyer app beside the cache
    assert "buyer session" not in aliases


#: shop-api writes ship-q, ship-worker reads it and lags (its alert says so)
_QUEUED = CATALOG.model_copy(update={
    "services": ("shop-api", "ship-worker", "ship-q"),
    "descriptions": {"shop-api": "下单服务 / shop API", "ship-worker": "发货处理 (读发货队列) / shipping worker",
                     "ship-q": "发货队列 (Kafka) / shipping queue"},
    "dependencies": {"shop-api": ("ship-q",), "ship-worker": ("ship-q",)},
    "dependency_kinds": {"shop-api": (("ship-q", "kafka"),), "ship-worker": (("ship-q", "kafka"),)},
    "alert_words": {"ship-worker": "ShipLagHigh ship-worker consumer lag on shipments above 10000 messages"},
})


def test_a_span_asked_of_a_queue_is_its_lagging_consumers() -> None:
    for question in ("ship-q 早上那波几点恢复的？", "When did the ship-q trouble start?", "ship-q 那次持续了多久"):
        assert asks_span(question), question
        plan = offline_plan(question, _QUEUED, now=NOW)
        assert plan.services[:1] == ["ship-worker"] and "ship-q" in plan.services, (question, plan.services)


def test_a_queue_asked_no_span_is_the_queue_alone() -> None:
    assert not asks_span("ship-q 有多少条消息？")
    plan = offline_plan("ship-q 有多少条 ERROR 日志？", _QUEUED, now=NOW)
    assert plan.services == ["ship-q"], plan.services


#: sms.api's alerts carry a certificate's trouble; "短信证书" names it (短信) and the certificates service (证书)
_TWO_NAMED = _QUEUED.model_copy(update={
    "services": (*_QUEUED.services, "sms.api", "certs.api"),
    "descriptions": {**_QUEUED.descriptions, "sms.api": "短信通知服务 / SMS notifications",
                     "certs.api": "质检证书服务 / quality certificates"},
    "alert_words": {**_QUEUED.alert_words,
                    "sms.api": "PartnerTlsBroken sms.api TLS handshakes failing: x509 certificate has expired"},
})


def test_a_side_naming_two_services_is_the_one_alerted_on_its_trouble() -> None:
    """Two incidents' durations compared, each side timed by its own day (opened spicemart): "短信证书事件" is the
    SMS service's certificate trouble, not a side naming nothing (which fell back to error counts in two windows)."""
    plan = offline_plan("昨晚的短信证书事件 和 今早的发货积压，哪个持续得更久？", _TWO_NAMED, now=NOW)
    assert plan.aspects == ["comparison"] and plan.services == ["sms.api", "ship-worker"], plan
    assert not plan.compare_start, plan


def test_the_current_wave_against_an_earlier_wave_today_is_after_it() -> None:
    """A wave at lunch against the current wave (opened kavabar): "现在这波" is the part of today after the wave named
    (today so far held both and counted the lunch wave twice); a named window of another day leaves today whole."""
    zone = ZoneInfo("Europe/Berlin")  # UTC+1 in winter
    now = datetime(2026, 1, 15, 19, 30, tzinfo=UTC)  # 20:30 local

    def local(question: str) -> list[tuple[str, str]]:
        pair = resolve_windows(question, now=now, zone=zone)
        assert pair is not None, question
        return [(w.start.astimezone(zone).strftime("%d %H:%M"), w.end.astimezone(zone).strftime("%d %H:%M"))
                for w in pair]

    assert local("收银 中午那波和现在这波，哪段报错更多？") == [("15 11:00", "15 13:00"), ("15 13:00", "15 20:30")]
    assert local("X 凌晨那波和现在这波，哪段报错更多？") == [("15 00:00", "15 06:00"), ("15 06:00", "15 20:30")]
    assert local("X 昨天中午那波和现在这波，哪段报错更多？")[1] == ("15 00:00", "15 20:30")


#: sess.api stores its sessions in sess.pg
_STORED = CATALOG.model_copy(update={
    "services": ("sess.api", "sess.pg"),
    "dependencies": {"sess.api": ("sess.pg",)},
    "dependency_kinds": {"sess.api": (("sess.pg", "postgres"),)},
})


def test_a_suspects_episode_named_by_its_mechanism_is_read_wherever_it_lies() -> None:
    """An episode hours back asked with no time (opened chargenet): "sess.pg 锁等待有没有影响到 sess.api" reads the data
    (at most a day back), not the last hour; asked of now, or with a time named, the window stays."""
    plan = offline_plan("sess.pg 锁等待有没有影响到 sess.api？", _STORED, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.window_start <= "2031-03-03T12:00:00Z", plan
    for kept in ("sess.pg 锁等待现在有没有影响到 sess.api？", "sess.pg 今天上午的锁等待有没有影响到 sess.api？",
                 "sess.pg 有没有影响到 sess.api？"):
        assert offline_plan(kept, _STORED, now=NOW).window_start >= "2031-03-04T00:00:00Z", kept
