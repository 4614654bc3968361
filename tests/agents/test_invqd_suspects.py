"""invQD (stop 51): yes/no about a suspect or a state — names said loosely, clocks said with a space."""

from __future__ import annotations

import pytest

from superbiz.agents import plan
from superbiz.agents.plan import Catalog


def _catalog() -> Catalog:
    return Catalog(
        services=("tillway", "cardwell", "memberdb", "stockline", "shelfdb"),
        dependencies={"tillway": ("cardwell", "stockline"), "cardwell": ("memberdb",), "stockline": ("shelfdb",)},
        dependency_kinds={"tillway": (("cardwell", "service"), ("stockline", "service")),
                          "cardwell": (("memberdb", "mysql"),), "stockline": (("shelfdb", "postgres"),)},
        descriptions={"tillway": "收银服务 / checkout till service",
                      "cardwell": "会员卡服务 / membership card service",
                      "memberdb": "会员数据库 (MySQL) / membership database",
                      "stockline": "货架库存服务 / shelf stock service",
                      "shelfdb": "货架库存数据库 (PostgreSQL) / shelf stock database"},
        teams={"tillway": "收银组", "cardwell": "会员组", "memberdb": "会员组",
               "stockline": "库存组", "shelfdb": "DBA"},
    )


@pytest.mark.spec("Answer the question that was asked")
def test_a_qualifier_shortening_a_description_word_names_that_service() -> None:
    """sporelab-subs-healthy-after-rollout ("is the subs box service healthy after this mornings deploy"): "subs"
    shortens "subscription" of the one "subscription box service" — that service, never a gap."""
    ents = plan._entities("is the memb card service healthy after this mornings deploy", _catalog(), None)
    assert ents.services == ["cardwell"] and not ents.unknown
    ents = plan._entities("any errors in the push card service today?", _catalog(), None)
    assert ents.services == [] and ents.unknown == ["push card"]


@pytest.mark.spec("Answer the question that was asked")
def test_an_hour_and_minutes_typed_with_a_space_is_a_clock() -> None:
    """sporelab-stipedb-true-suspect ("is the inventory postgres the reason lotrixa timed out at 9 40"): "at 9 40"
    is 9:40 (the window was the last hour); a count after a preposition stays a count."""
    from superbiz.agents.timeforms import canonical_time_forms

    assert canonical_time_forms("did the till service fail at 7 25") == "did the till service fail at 7:25"
    assert canonical_time_forms("errors since 10 05 today?") == "errors since 10:05 today?"
    assert canonical_time_forms("scaled to 3 40 pods") == "scaled to 3 40 pods"


@pytest.mark.spec("Answer the question that was asked")
def test_did_that_cause_after_a_change_asked_blames_that_change() -> None:
    """sporelab-fu-boxrota-false ("did that cause the harvest order errors right after" after "did boxrota deploy
    anything today?"): "that" alone is the change the conversation spoke of — a yes/no about X's change as the cause
    of the errors named now (it was left undecided, no suspect)."""
    from datetime import UTC, datetime

    plan_ = plan.offline_plan("did that cause the checkout till errors right after", _catalog(),
                              now=datetime(2031, 5, 2, 12, 0, tzinfo=UTC),
                              earlier_questions=["did cardwell deploy anything today?"])
    assert plan_.aspects == ["yes_no"] and plan_.suspects == ["cardwell"] and plan_.change_suspect, plan_
    assert plan_.services[0] == "tillway", plan_


@pytest.mark.spec("Answer the question that was asked")
def test_a_wave_asked_with_only_the_suspect_named_takes_its_callers_as_the_subject() -> None:
    """groomly-yday-redis-yes-zh ("昨天傍晚那波 是档期缓存的锅吗"): no subject named, only the suspect where the
    suspect is said — its direct callers are the subject whose trouble it must reach (it was left "无法确定")."""
    from datetime import UTC, datetime

    plan_ = plan.offline_plan("昨天傍晚那波 是会员数据库的锅吗", _catalog(), now=datetime(2031, 5, 2, 4, 0, tzinfo=UTC))
    assert plan_.aspects == ["yes_no"] and plan_.suspects == ["memberdb"], plan_
    assert plan_.services[0] == "cardwell", plan_


@pytest.mark.spec("Answer the question that was asked")
def test_a_same_cause_follow_up_naming_another_side_keeps_the_earlier_window() -> None:
    """sootsweep-same-cause-followup-zh ("跟路线规划那边是同一个原因吗" after "早上约单为啥挂了"): no time of its
    own — the other side's trouble is set against the earlier one over the earlier question's window (it was the
    last hour, where neither trouble lay)."""
    from datetime import UTC, datetime

    now = datetime(2031, 5, 2, 17, 45, tzinfo=UTC)
    first = plan.offline_plan("早上收银为啥挂了", _catalog(), now=now)
    plan_ = plan.offline_plan("跟会员卡那边是同一个原因吗", _catalog(), now=now, earlier_questions=["早上收银为啥挂了"])
    assert set(plan_.services) == {"tillway", "cardwell"}, plan_
    assert (plan_.window_start, plan_.window_end) == (first.window_start, first.window_end), plan_


@pytest.mark.spec("Answer the question that was asked")
def test_a_chinese_head_said_without_its_first_word_names_that_service() -> None:
    """inkbooth-tokenizer-today-no-zh ("令牌化合作方今天有没有出过问题？" of a partner described
    "银行卡令牌化合作方"): the head's tail no other description holds names it (nothing was named: the window's other
    troubles answered)."""
    catalog = _catalog()
    catalog = catalog.model_copy(update={
        "services": (*catalog.services, "paygate", "paytoken"),
        "dependencies": {**catalog.dependencies, "paygate": ("paytoken",)},
        "dependency_kinds": {**catalog.dependency_kinds, "paygate": (("paytoken", "external"),)},
        "descriptions": {**catalog.descriptions, "paygate": "会员卡积分兑换网关 / points exchange gateway",
                         "paytoken": "会员卡积分兑换合作方 / points exchange partner"}})
    ents = plan._entities("积分兑换合作方今天有没有出过问题？", catalog, None)
    assert ents.services == ["paytoken"] and not ents.unknown, ents
