"""Users' short forms of a service's own words (stop 36's naming round, from held-out failures: "ws网关", "vent
cache", "GPS队列", "订单库", "kds", "站台显示屏").

Spec scenarios: "Entities are resolved from the catalogue" — a kind word whose qualifier is a segment of one
thing's name or a word of its description, the initials of an English head, a Chinese head with its middle word
said otherwise, each names that one service; "LOW_CONFID with critical evidence gaps" — a qualifier no thing of the
kind holds is still a gap, and a short form that fits two things names neither (never a guess between them).
"""

from __future__ import annotations

import pytest

from superbiz.agents.loose_names import acronym_name, kind_short_name, respoken_head_name
from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_model import Catalog
from superbiz.agents.question import BACKLOG_WORDS

#: a synthetic catalogue (names of no world): an arena with a socket gateway, a sensor cache and queue, a bookings
#: database, a kitchen screen and platform boards
_SERVICES = ("sk-gateway-2", "airmon4", "airmon-redis", "trackfeed", "trail-q", "gather-mysql", "gather-api",
             "kitchscreen", "quay-boards", "fare-cache")
_DESCRIPTIONS = {
    "sk-gateway-2": "对局长连接网关 (WebSocket) / socket gateway",
    "airmon4": "通风传感器服务 / ventilation sensor service",
    "airmon-redis": "通风数据缓存 (Redis) / ventilation sensor cache",
    "trackfeed": "车辆GPS数据接入 (读队列写库) / vehicle GPS ingest",
    "trail-q": "GPS接入队列 (Kafka) / GPS ingest queue",
    "gather-mysql": "收获订单库 (MySQL) / harvest orders database",
    "gather-api": "收获订单确认 / harvest order confirmation",
    "kitchscreen": "后厨出单屏服务 / kitchen display screen service",
    "quay-boards": "站台信息屏 / platform boards",
    "fare-cache": "票价缓存 (Redis) / fare cache",
}
_INFRA = {"airmon-redis": "redis", "trail-q": "kafka", "gather-mysql": "mysql", "fare-cache": "redis"}
_CATALOG = Catalog(
    services=_SERVICES,
    dependencies={"airmon4": ("airmon-redis",), "trackfeed": ("trail-q",), "gather-api": ("gather-mysql",)},
    dependency_kinds={"airmon4": (("airmon-redis", "redis"),), "trackfeed": (("trail-q", "kafka"),),
                      "gather-api": (("gather-mysql", "mysql"),), "quay-boards": (("fare-cache", "redis"),)},
    descriptions=_DESCRIPTIONS,
)


@pytest.mark.parametrize(("question", "phrase", "service"), [
    ("sk网关现在健康吗", "sk网关", "sk-gateway-2"),  # a name's segment with the kind word
    ("How long did the vent cache eviction storm last?", "vent cache", "airmon-redis"),  # a description word's start
    ("GPS队列现在还堵着吗", "GPS队列", "trail-q"),  # the queue, not its reader whose brackets say 队列
    ("订单库怎么了", "订单库", "gather-mysql"),  # a Chinese word of one database's head
    ("那个订单库怎么了", "那个订单库", "gather-mysql"),
])
def test_a_kind_word_whose_qualifier_one_thing_of_that_kind_holds_names_it(question: str, phrase: str,
                                                                            service: str) -> None:
    assert kind_short_name(question, _SERVICES, _DESCRIPTIONS, _INFRA) == (phrase, service)
    plan = offline_plan(question, _CATALOG)
    assert service in plan.services and not plan.unknown_services, (plan.services, plan.unknown_services)


@pytest.mark.parametrize("question", [
    "短信网关挂了吗",  # no thing of the kind holds the qualifier: a gap, as before
    "redis 缓存正常吗",  # a technology word: two caches are Redis, neither is named by it
    "库存缓存满了吗",  # 库 of 库存 is no database
])
def test_a_qualifier_no_one_thing_of_the_kind_holds_names_nothing(question: str) -> None:
    assert kind_short_name(question, _SERVICES, _DESCRIPTIONS, _INFRA) is None


def test_the_initials_of_an_english_head_name_its_service() -> None:
    assert acronym_name("did that start after the kds rollback had finished?", _DESCRIPTIONS) == "kitchscreen"
    assert acronym_name("did that start after the kd rollback?", _DESCRIPTIONS) is None  # two letters: no head
    plan = offline_plan("is the kds down?", _CATALOG)
    assert plan.services == ["kitchscreen"], (plan.services, plan.unknown_services)


def test_initials_two_heads_share_name_neither() -> None:
    twins = {**_DESCRIPTIONS, "gather-api": "收获订单确认 / kitchen dispatch scheduler service"}
    assert acronym_name("is kds ok?", {k: v for k, v in twins.items() if k in ("kitchscreen", "gather-api")}) is None


def test_a_chinese_head_with_its_middle_said_otherwise_names_its_service() -> None:
    assert respoken_head_name("那站台显示屏受影响没", _DESCRIPTIONS) == "quay-boards"
    assert respoken_head_name("站台信息屏受影响没", _DESCRIPTIONS) is None  # said as it is: the aliases read it
    plan = offline_plan("站台显示屏现在正常吗", _CATALOG)
    assert plan.services == ["quay-boards"], (plan.services, plan.unknown_services)


@pytest.mark.parametrize("question", ["转码任务队列现在堵了吗", "队列堵了没"])
def test_a_jammed_queue_is_a_backlog(question: str) -> None:
    """Scenario stagecast-queue-jammed-yes-zh: "队列堵了吗" asks the queue's backlog (its reader's lag) — before, only
    堵塞/堵住/堵着 did, and the queue's own silent lines answered "没有，… 健康"."""
    assert BACKLOG_WORDS.search(question)
