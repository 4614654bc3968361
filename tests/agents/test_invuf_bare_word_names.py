"""invUF (stop 55): a service named by a bare word of its description, asked how it is now."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_model import Catalog

_NOW = datetime(2026, 3, 2, 10, tzinfo=UTC)


def _catalog() -> Catalog:
    return Catalog(services=("barrix", "tollcore", "tollcache"),
                   descriptions={"barrix": "停车道闸应用（车牌识别） / parking barrier app (plate reading)",
                                 "tollcore": "收费服务（按时计费） / toll service (hourly billing)",
                                 "tollcache": "收费缓存 (Redis) / toll cache"},
                   dependencies={"barrix": ("tollcore",), "tollcore": ("tollcache",)},
                   dependency_kinds={"barrix": (("tollcore", "service"),), "tollcore": (("tollcache", "redis"),)},
                   timezone="UTC")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["道闸现在好了没", "道闸现在怎么样", "道闸恢复了没"])
def test_a_bare_inner_word_of_one_description_asked_its_state_names_that_service(question: str) -> None:
    """Held-out hoofmoat "闸机现在好了没" (the gate app "入园闸机应用"): a question opening with a word only one
    description holds, then asking whether it came back or how it is, names that service (it named nothing and
    read every service's alerts)."""
    plan = offline_plan(question, _catalog(), now=_NOW)
    assert plan.services == ["barrix"]


def _shop_catalog() -> Catalog:
    return Catalog(services=("crumbly", "ovenq", "ovenpg"),
                   descriptions={"crumbly": "网店前台（顾客下单的商城） / bakery web shop (storefront)",
                                 "ovenq": "烘焙订单服务 / bake order service",
                                 "ovenpg": "烘焙数据库 (PostgreSQL) / bake order database"},
                   dependencies={"crumbly": ("ovenq",), "ovenq": ("ovenpg",)},
                   dependency_kinds={"crumbly": (("ovenq", "service"),), "ovenq": (("ovenpg", "postgres"),)},
                   timezone="UTC")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["shop errors in the last hour vs the hour before that",
                                      "why did the shop error around 7 30 this morning",
                                      "how many errors did the shop log today"])
def test_the_last_word_of_a_three_word_english_head_names_its_service(question: str) -> None:
    """Held-out sprigrow "shop errors in the last hour vs the hour before that", "why did the shop error around 7 30
    this morning" (then "and how many errors did it log in that one"): "shop", the last word of the head "nursery
    web shop" that no other description holds, names that service as "shop" of a two-word head did (it named
    nothing: every service's lines were counted)."""
    plan = offline_plan(question, _shop_catalog(), now=_NOW)
    assert plan.services == ["crumbly"]


def _locker_catalog() -> Catalog:
    return Catalog(services=("stashly", "lanebook", "lanedb"),
                   descriptions={"stashly": "行李柜租用 / luggage locker rentals",
                                 "lanebook": "订道应用 (靶道预订) / lane-booking app",
                                 "lanedb": "订道数据库 (MySQL) / lane booking database"},
                   dependencies={"lanebook": ("lanedb",)},
                   dependency_kinds={"lanebook": (("lanedb", "mysql"),)},
                   timezone="UTC")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "named"), [("两点那会儿柜子租赁挂掉 是不是新版本的问题", ["stashly"]),
                                                 ("柜子租赁现在好了没", ["stashly"]),
                                                 ("订单失败是不是新版本的问题", [])])
def test_a_head_said_by_two_of_its_characters_each_opening_a_word_names_its_service(question: str,
                                                                                   named: list[str]) -> None:
    """Held-out quiverlane "两点那会儿柜子租赁挂掉 是不是新版本的问题" (the locker app "储物柜租用"): 柜 of 柜子
    and 租 of 租赁, in the head's order, each opening a word of two whose other character the head lacks, name that
    service (it named nothing: the deploy asked of was nobody's). The guard: words whose characters no head holds in
    order name nothing."""
    plan = offline_plan(question, _locker_catalog(), now=_NOW)
    assert plan.services == named
