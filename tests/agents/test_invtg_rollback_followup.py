"""invTG (stop 54, opened sprigrow sprigrow-fu-rollback-zh): "回滚了没" after "下单服务昨天傍晚发版出问题了吧" — the
storefront named by 下单 calls the order app whose release went bad; the rollback is read on the subject and the
applications it calls directly (was: the subject's alone, "没有，未找到 … 的回滚记录"). Synthetic names, no world."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan

NOW = datetime(2031, 3, 4, 20, 0, tzinfo=UTC)
CATALOG = Catalog(
    services=("shop-front", "plant-orders", "slot-db", "seed-search"),
    dependencies={"shop-front": ("plant-orders", "seed-search"), "plant-orders": ("slot-db",)},
    dependency_kinds={"plant-orders": (("slot-db", "postgres"),)},
    descriptions={"shop-front": "网店前台（顾客下单的商城） / web shop", "plant-orders": "植物订单服务 / plant orders",
                  "slot-db": "数据库 / slot database", "seed-search": "搜索 / seed search"},
    metrics=("latency_p99_ms", "error_ratio"),
    order_statuses=("PAID",),
    timezone="UTC",
    data_start=datetime(2031, 3, 3, 0, 0, tzinfo=UTC),
    data_end=NOW,
    silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
def test_a_rollback_after_a_deploy_talk_reads_the_apps_called() -> None:
    """Held-out sprigrow-fu-rollback-zh."""
    plan = offline_plan("回滚了没", CATALOG, now=NOW, earlier_questions=["下单服务昨天傍晚发版出问题了吧"])
    assert plan.actions == ["回滚"] and plan.services == ["shop-front"]
    assert plan.action_services == ["shop-front", "plant-orders", "seed-search"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_rollback_after_no_deploy_talk_stays_the_subjects() -> None:
    """No deploy was talked about: the subject's own rollback only."""
    plan = offline_plan("回滚了没", CATALOG, now=NOW, earlier_questions=["下单服务昨天傍晚出问题了吧"])
    assert plan.action_services == []
