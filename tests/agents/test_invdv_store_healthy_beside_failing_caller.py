"""Issue 10 pattern of invDV (opened minecart): a store's health asked while a trailing clause tells its caller failing.

Scenario: "矿车趟次数据库 有没有啥异常？矿车趟次一直失败" — the state of the store is asked, the caller's trouble is
told (the question mark the normalisation closes the question with is no question of the told clause). The store
alone is judged; it answered "是，<store>、<caller> 有异常" (a false fact about the healthy store). "趟次数据库" counts
nothing either (次数 of 次 + 数据).
"""

from __future__ import annotations

from datetime import UTC, datetime

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of

_NOW = datetime(2026, 12, 4, 20, 40, tzinfo=UTC)
_CARTS = Catalog(services=("tracker", "trips-db", "hoist"),
                 dependencies={"tracker": ("trips-db", "hoist")},
                 descriptions={"tracker": "矿车追踪 (矿车趟次) / ore-car tracking",
                               "trips-db": "矿车趟次数据库 (MySQL) / ore-car trips database",
                               "hoist": "提升机控制网关 / hoist gateway"},
                 timezone="UTC", data_end=_NOW)


def test_a_store_asked_beside_its_caller_told_failing_judges_the_store_alone() -> None:
    """Scenario "X 有没有啥异常？Y 一直失败", with or without the closing question mark."""
    for question in ("矿车趟次数据库 有没有啥异常？矿车趟次一直失败",
                     "矿车趟次数据库 有没有啥异常？矿车趟次一直失败？"):
        plan = offline_plan(question, _CARTS, now=_NOW)
        assert plan.aspects == ["health"], question
        assert plan.services == ["trips-db"], question


def test_a_told_clause_that_asks_is_no_statement() -> None:
    """"X 正常吗？Y 还在报错吗？" asks both: the second clause is no trouble told."""
    plan = offline_plan("矿车趟次数据库 正常吗？矿车追踪还在报错吗？", _CARTS, now=_NOW)
    assert "tracker" in plan.services


def test_data_after_a_counter_counts_nothing() -> None:
    """"趟次数据库", "总数据": 次/总 before 数据 is no count word; "失败次数" still is."""
    assert "count" not in aspects_of("矿车趟次数据库 有没有啥异常？", has_entity=True, has_record=False)
    assert "count" in aspects_of("矿车趟次失败次数是多少", has_entity=True, has_record=False)
