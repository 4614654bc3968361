"""Question patterns of stop 49 (investigator invOE), on no real world: a word then 那个 and the service or a
technology word ("租鞋那个服务", "预约那个redis") names the service the word describes; the present asked before a
closing aside recalling an operation ("现在正常了吗 下午回滚过的") is a health question."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("borrow-app", "memb-redis", "hold-svc", "hold-redis", "lend-db", "skate-svc", "skate-my"),
    dependencies={"hold-svc": ("hold-redis", "lend-db"), "skate-svc": ("skate-my",)},
    dependency_kinds={"borrow-app": (("hold-svc", "service"),), "memb-svc": (("memb-redis", "redis"),),
                      "hold-svc": (("hold-redis", "redis"), ("lend-db", "postgres")),
                      "skate-svc": (("skate-my", "mysql"),)},
    descriptions={"borrow-app": "会员借用 App 后端 (借工具、预约、查目录)", "memb-redis": "会员缓存 (Redis)",
                  "hold-svc": "工具预约服务", "hold-redis": "预约排队缓存 (Redis)", "lend-db": "借还库 (Postgres)",
                  "skate-svc": "冰鞋租赁服务", "skate-my": "租赁库存数据库 (MySQL)"},
    teams={"hold-svc": "预约组 Holds", "hold-redis": "预约组 Holds", "skate-svc": "租赁组 Rentals"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["预约那个redis有没有问题", "预约redis有没有问题", "预约的redis正常吗"])
def test_a_word_before_a_technology_word_picks_that_store(question: str) -> None:
    """lendkit-holds-redis-healthy-zh: of two redis, the one whose description holds the word said before it."""
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert plan.services == ["hold-redis"] and plan.aspects == ["health"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_word_then_that_service_names_the_service() -> None:
    """rinkslot-rental-health-now-zh: "租鞋那个服务现在正常了吗 下午回滚过的" is the skate rental service's health now
    (那个服务 is no pronoun after a describing word; the rollback recalled sets the scene)."""
    plan = offline_plan("租鞋那个服务现在正常了吗 下午回滚过的", _CATALOG, now=NOW)
    assert plan.services == ["skate-svc"] and plan.aspects == ["health"]
    assert offline_plan("看看这个服务现在正常了吗", _CATALOG, now=NOW).services == []


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["X 现在正常了吗 下午回滚过的", "X 现在好了吗？昨晚重启了"])
def test_the_present_before_a_closing_aside_is_health(question: str) -> None:
    """rinkslot-rental-health-now-zh: the aside recalling an operation asks nothing of its own."""
    assert aspects_of(question, has_entity=True, has_record=False) == ["health"]
