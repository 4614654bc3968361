"""Issue 10 (time spans: the asked trouble's own duration and end; opened kickscoot, spicemart), on catalogues of no
real world. "How long did the ride ledger lock waits last?" names the "ride ledger database" by its head without its
kind noun (it named nothing, and the duration of another service's errors was answered); "发货队列早上那波几点恢复的"
names a queue, which logs no trouble of its own — the wave's end is its consumer's lag, not "cannot tell"."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_span, learn_aliases, match_services
from tests.agents.synthetic import CATALOG, NOW

_SERVICES = ["trip.api", "ledger.pg", "session.cache", "player.api", "orders.db"]
_DESCRIPTIONS = {
    "trip.api": "行程下单服务 / trip orders service",
    "ledger.pg": "行程账本数据库 (PostgreSQL) / trip ledger database",
    "session.cache": "播放会话缓存 (Redis) / player session cache",
    "player.api": "播放会话接口 / player session API",
    "orders.db": "订单数据库 (MySQL) / orders database",
}


def test_a_store_named_by_its_head_without_its_kind_noun() -> None:
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, {})
    assert aliases["trip ledger"] == "ledger.pg"
    assert match_services("How long did the trip ledger lock waits last?", _SERVICES, aliases) == ["ledger.pg"]


def test_a_store_head_another_service_holds_stays_that_service() -> None:
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, {})
    assert aliases["player session"] == "player.api"  # the API's head, not the cache's
    assert "orders" not in aliases or aliases["orders"] != "orders.db"  # one word alone names no store


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
