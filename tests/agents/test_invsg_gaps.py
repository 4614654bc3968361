"""invSG (stop 53): gaps in the head — a latin name no catalogue holds opening a Chinese question before its own
description ("furwash 洗澡预约今天有报错吗", leashloop-unknown-service-zh)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan

_NOW = datetime(2026, 11, 19, 11, 45, tzinfo=UTC)
_CATALOG = Catalog(
    services=("strollbook", "strollbook-db", "trotsend"),
    descriptions={"strollbook": "遛狗预约服务 / walk booking", "strollbook-db": "预约数据库 / booking database",
                  "trotsend": "通知推送 / notifications"},
    dependency_kinds={"strollbook": (("strollbook-db", "postgres"),)},
    timezone="UTC", data_start=datetime(2026, 11, 17, tzinfo=UTC), data_end=_NOW)


@pytest.mark.spec("Answer the question that was asked")
def test_an_unheld_name_opening_a_chinese_question_before_its_description_is_a_gap() -> None:
    """Scenario "furwash 洗澡预约今天有报错吗" (leashloop-unknown-service-zh): the latin name no word of the world
    holds,
    told before a description of its own, is an unknown service — never the service a word of the description (预约)
    names."""
    for asked in ("furwash 洗澡预约今天有报错吗", "furwash洗澡预约挂了没"):
        plan = offline_plan(asked, _CATALOG, now=_NOW)
        assert plan.unknown_services == ["furwash"] and not plan.services, (asked, plan)
    plan = offline_plan("strollbook 预约今天有报错吗", _CATALOG, now=_NOW)
    assert plan.services == ["strollbook"] and not plan.unknown_services, plan
    plan = offline_plan("furwash 今晚有报错吗", _CATALOG, now=_NOW)
    assert plan.unknown_services == ["furwash"] and plan.window_start is not None, plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_rate_of_units_nothing_measures_is_a_gap() -> None:
    """Scenario "各门店现在单元出租率多少" (crv-nodata-metric-zh): 单元 (a unit) is no counted record (单): the
    occupancy rate no metric measures is a gap in the head, never the window's error lines."""
    catalog = _CATALOG.model_copy(update={"metrics": ("error_ratio", "latency_p99_ms"), "silent": frozenset()})
    plan = offline_plan("各门店现在单元出租率多少", catalog, now=_NOW)
    assert "出租率" in plan.uncounted and "出租率" in plan.window_note, plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_head_noun_before_an_operation_names_its_service() -> None:
    """Scenario "portal deploy yesterday afternoon - what version did they roll back to" (crv-portal-rollback-en):
    the description's head noun said without its article before the operation names that service; the rollback's
    version is asked of it (never an overview with "they" unresolved)."""
    catalog = Catalog(services=("leasebox", "webgate", "pushly", "leasebox-db"),
                      descriptions={"leasebox": "租约服务 / tenant lease service",
                                    "webgate": "租户网页门户 / tenant web portal",
                                    "pushly": "租户推送通知 / tenant push notifications",
                                    "leasebox-db": "租约数据库 / lease database"},
                      teams={"webgate": "门户组 Portal", "pushly": "门户组 Portal", "leasebox": "租务组 Leasing"},
                      timezone="UTC", data_start=datetime(2026, 11, 17, tzinfo=UTC), data_end=_NOW)
    plan = offline_plan("portal deploy yesterday afternoon - what version did they roll back to", catalog, now=_NOW)
    assert plan.services == ["webgate"] and "回滚" in plan.actions and not plan.unresolved_pronoun, plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_team_nickname_in_the_plural_possessive_names_its_app() -> None:
    """Scenario "the Loopers' service was throwing errors after lunch, what caused it" (boingyard-loopers-cause-
    after-lunch-en): the team's nickname with a plural's apostrophe names its application as "the Loopers service"
    does — never an unresolved "it"."""
    catalog = Catalog(services=("cardapp", "cardapp-db", "cafeapp"),
                      descriptions={"cardapp": "会员卡 / memberships and passes", "cardapp-db": "会员库 / members db",
                                    "cafeapp": "咖啡厅点单 / cafe orders"},
                      dependency_kinds={"cardapp": (("cardapp-db", "postgres"),)},
                      teams={"cardapp": "会员组 Members (the Loopers)", "cardapp-db": "会员组 Members (the Loopers)",
                             "cafeapp": "餐饮组 Cafe (Bean Team)"},
                      timezone="UTC", data_start=datetime(2026, 11, 17, tzinfo=UTC), data_end=_NOW)
    for asked in ("the Loopers' service was throwing errors after lunch, what caused it",
                  "the Loopers service was throwing errors after lunch, what caused it"):
        plan = offline_plan(asked, catalog, now=_NOW)
        assert plan.services == ["cardapp"] and not plan.unresolved_pronoun, (asked, plan)


@pytest.mark.spec("Answer the question that was asked")
def test_a_word_an_app_shares_with_its_own_database_names_the_app() -> None:
    """Scenario "咖啡厅中午是不是慢过" then "现在呢" (boingyard-cafe-now-followup-zh): "咖啡厅" begins the heads of
    "咖啡厅点单" and its database "咖啡厅订单库" — it names the application (its health now), never nothing; a queue's
    head ("逆变器遥测消息队列") still leaves the shared word to neither."""
    from superbiz.agents.question import learn_aliases

    descriptions = {"cafeapp": "咖啡厅点单 / cafe orders",
                    "cafe-db": "咖啡厅订单库 (PostgreSQL) / cafe orders database"}
    assert learn_aliases(("cafeapp", "cafe-db"), descriptions, {}, infra={"cafe-db": "postgres"}).get("咖啡厅") \
        == "cafeapp"
    queue = {"gw": "逆变器接入网关 / inverter gateway", "tq": "逆变器遥测消息队列 (Kafka) / inverter telemetry queue"}
    assert "逆变器" not in learn_aliases(("gw", "tq"), queue, {}, infra={"tq": "kafka"})


@pytest.mark.spec("Answer the question that was asked")
def test_a_comparison_tagged_ba_asks_its_direction() -> None:
    """Scenario "支付服务现在的报错 比六点五十那会儿少了吧" (coilvend-compare-now-vs-earlier): a comparison told as a
    statement tagged 吧 asks to confirm its direction (是/不是 first), as "少了吗" does."""
    from superbiz.agents.question import compare_direction

    assert compare_direction("支付服务现在的报错 比六点五十那会儿少了吧") == "less"
    assert compare_direction("现在报错比昨天多了吧") == "more"
    assert compare_direction("现在的报错比六点五十那会儿多还是少") == ""
