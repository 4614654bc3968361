"""Spec scenario "Answer the question that was asked" (stop 52, invRF): names said short ("釉料店", "报课", "qorvik"),
health of a search node read now ("最近怎么样", an aside telling yesterday's warnings), a one-hop cause naming the
subject's own code, and a how-to follow-up taking the runbook of the trouble the conversation established."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of
from superbiz.agents.timeparse import present_context
from tests.agents.world_chat import ask_head, spec_catalog, world_chat


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("world", "question", "service"), [
    ("kilnhaus", "釉料店今早六点多下单一直失败 根子在哪", "glazzet"),
    ("laptide", "报课为啥早上失败", "kursola"),
    ("lockroom", "qorvik今天上午报错是它自己的问题还是下游的", "qorvik-edge"),
])
def test_a_name_said_short_names_its_service(world: str, question: str, service: str) -> None:
    """kilnhaus-shop-early-orders-chain-zh ("釉料店" of "釉料商店"), laptide-followup-enrol-how-to-zh ("报课" of
    "游泳课报名服务", not of "课程报名数据库"), lockroom-gateway-search-own-or-downstream-zh ("qorvik" of
    "qorvik-edge"): each named nothing, and the answer was the window's overview or a gap."""
    plan = offline_plan(question, spec_catalog(world))
    assert plan.services == [service] and "cause" in plan.aspects


@pytest.mark.spec("Answer the question that was asked")
def test_lately_asks_health() -> None:
    """pinlane-member-search-es-healthy-zh: "会员搜索那个es 最近怎么样" asks how it is (it was read as a cause)."""
    assert aspects_of("会员搜索那个es 最近怎么样", has_entity=True, has_record=False) == ["health"]
    assert aspects_of("X 这两天咋样", has_entity=True, has_record=False) == ["health"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_seen_yesterday_aside_sets_no_window() -> None:
    """inkvault-flash-search-healthy-en: "ok now? saw some slowness warnings yesterday" asks about now; the aside
    telling yesterday's warnings widened the window to yesterday (and judged its blip)."""
    assert "yesterday" not in present_context("flash design search ok now? saw some slowness warnings yesterday")
    plan = offline_plan("flash design search ok now? saw some slowness warnings yesterday", spec_catalog("inkvault"))
    assert plan.aspects == ["health"] and not plan.window_explicit


@pytest.mark.spec("Answer the question that was asked")
def test_one_hop_cause_head_names_the_subject_code(tmp_path: Path) -> None:
    """lendkit-pool-loans-followup-zh: "那借还服务呢" after "预约服务一点多为啥报错" — the same database's pool,
    logged by the loans service under its own code: the head says that code (LNV-5301) before the record's words."""
    with world_chat(tmp_path, "lendkit") as service:
        head = ask_head(service, "预约服务一点多为啥报错", "那借还服务呢")
    assert "LNV-5301" in head and "lendmy-db" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_howto_follow_up_takes_the_established_trouble(tmp_path: Path) -> None:
    """kilnhaus-cache-howto-followup-zh: "下次再这样咋处理" after "上午约课和商店同时报错是啥原因" — the lessons app's
    lines name the shared cache; the roster service's warnings blip of the same morning (no line names it) is another
    incident: the cache's runbook answers (two anomalous dependencies left no origin, so another runbook did).
    Stop 53: the two subjects both depend on the cache, so it was counted twice among the dependencies their lines
    name and the walk found "two" first-named dependencies — no origin; one name is one dependency."""
    with world_chat(tmp_path, "kilnhaus") as service:
        head = ask_head(service, "上午约课和商店同时报错是啥原因", "下次再这样咋处理")
    assert "pugrix-redis" in head and ("maxmemory" in head or "allkeys-lfu" in head), head
