"""invRD (stop 52): yes/no about a suspect — a name's segment said with its kind word beside the subject's words."""

from __future__ import annotations

import pytest

from superbiz.agents import plan
from superbiz.agents.plan import Catalog
from tests.agents.synthetic import NOW


def _catalog() -> Catalog:
    return Catalog(
        services=("bellhop-worker", "tidequeue-kafka", "quillon-mysql", "roomdesk-svc", "tallowby-pg"),
        dependencies={"bellhop-worker": ("tidequeue-kafka",), "roomdesk-svc": ("quillon-mysql", "tallowby-pg")},
        dependency_kinds={"bellhop-worker": (("tidequeue-kafka", "kafka"),),
                          "roomdesk-svc": (("quillon-mysql", "mysql"), ("tallowby-pg", "postgres"))},
        descriptions={"bellhop-worker": "入住提醒发送 / check-in reminder sender",
                      "tidequeue-kafka": "提醒消息队列 (Kafka) / reminder queue",
                      "quillon-mysql": "客房数据库 (MySQL) / room database",
                      "roomdesk-svc": "客房服务 / room service",
                      "tallowby-pg": "账单数据库 (PostgreSQL) / bill database"},
        teams={"bellhop-worker": "通知组", "tidequeue-kafka": "通知组", "quillon-mysql": "DBA",
               "roomdesk-svc": "客房组", "tallowby-pg": "DBA"},
        timezone="UTC", data_end=NOW,
    )


@pytest.mark.spec("Answer the question that was asked")
def test_a_name_segment_said_with_its_kind_word_is_the_suspect_beside_the_subject() -> None:
    """lockroom-backlog-slotdb-suspect-no-zh ("提醒积压是不是 morvane 数据库搞出来的"): "morvane 数据库" of
    morvane-mysql names the suspect even when other words of the question name the subject (it was named only
    alone, so the yes/no had no suspect: "无法确定")."""
    p = plan.offline_plan("提醒积压是不是 quillon 数据库搞出来的", _catalog(), now=NOW)
    assert p.aspects == ["yes_no"] and p.suspects == ["quillon-mysql"], p
    assert p.services[0] == "bellhop-worker", p.services
    #: a qualifier that is no segment of the name keeps to the words it says
    ents = plan._entities("提醒积压是不是客房数据库搞出来的", _catalog(), None)
    assert "bellhop-worker" in ents.services


def _lanes() -> Catalog:
    return Catalog(
        services=("edge-gw", "alleybook", "alley-db", "shoehire", "scoreboard"),
        dependencies={"edge-gw": ("alleybook", "shoehire", "scoreboard"), "alleybook": ("alley-db",)},
        dependency_kinds={"alleybook": (("alley-db", "mysql"),)},
        descriptions={"edge-gw": "门户网关 / edge gateway",
                      "alleybook": "球道预订应用 / lane booking app",
                      "alley-db": "预订数据库 (MySQL) / booking database",
                      "shoehire": "租鞋服务 / shoe rental service",
                      "scoreboard": "计分接口 / scores API"},
        timezone="UTC", data_end=NOW,
    )


@pytest.mark.spec("Answer the question that was asked")
def test_a_booking_app_called_by_its_meaning_words() -> None:
    """pinlane-rollout-false-cause-zh ("订场app 5点半开始挂 是不是17:20那次发版搞的"): "订场app" is the lane booking
    app ("球道预订应用") — a booking verb and an app word; the thing booked (场) is said in a word of its own and is
    never matched by its character. Nothing was named, so no deploy was searched ("无法确定")."""
    ents = plan._entities("订场app 5点半开始挂 是不是17:20那次发版搞的", _lanes(), None)
    assert ents.services == ["alleybook"], ents
    #: no app word: nothing named by the verb alone; two booking apps: neither
    assert plan._entities("订场 5点半开始挂了吗", _lanes(), None).services != ["alleybook"]
    two = _lanes().model_copy(update={"descriptions": {**_lanes().descriptions,
                                                         "shoehire": "租鞋预订应用 / shoe booking app"}})
    assert plan._entities("订场app 5点半开始挂 是不是17:20那次发版搞的", two, None).services != ["alleybook"]
