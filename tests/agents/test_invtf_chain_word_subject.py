"""invTF (stop 54): a yes/no about a suspect whose trouble side is said by a word several services share along one
dependency chain ("排程" of a planner, its search service and the search cluster; "票务" of a ticket team's app, its
seat map and the seat cache). The chain's head is the subject — never "关系无法确定" with no subject."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.chain_words import chain_word_subject
from superbiz.agents.plan import Catalog, offline_plan

_NOW = datetime(2026, 11, 19, 11, 45, tzinfo=UTC)
_DEPS = {"plotmux": ("seekly",), "seekly": ("findex-es",), "gatherd": ("quivbus",),
         "ticko": ("seatmapz", "showcat"), "seatmapz": ("seatkv",)}
_KINDS = {"seekly": (("findex-es", "elasticsearch"),), "gatherd": (("quivbus", "kafka"),),
          "ticko": (("seatmapz", "service"), ("showcat", "service")), "seatmapz": (("seatkv", "redis"),),
          "plotmux": (("seekly", "service"),)}
_CATALOG = Catalog(
    services=("plotmux", "seekly", "findex-es", "gatherd", "quivbus", "ticko", "seatmapz", "seatkv", "showcat"),
    descriptions={"plotmux": "采收排程服务 / harvest planner", "seekly": "排程检索服务 / planner search service",
                  "findex-es": "排程搜索集群 (Elasticsearch) / planner search cluster",
                  "gatherd": "蜂箱传感器数据接入 / sensor ingest",
                  "quivbus": "传感器消息队列 (Kafka) / sensor event queue",
                  "ticko": "演出门票应用 / show ticket app", "seatmapz": "演出座位图服务 / seating service",
                  "seatkv": "座位锁定缓存 (Redis) / seat-hold cache", "showcat": "节目目录服务 / show catalogue"},
    teams={"ticko": "票务组 Box office", "seatmapz": "票务组 Box office", "seatkv": "票务组 Box office",
           "showcat": "节目组 Shows"},
    dependencies=_DEPS, dependency_kinds=_KINDS,
    timezone="UTC", data_start=datetime(2026, 11, 17, tzinfo=UTC), data_end=_NOW)


@pytest.mark.spec("Answer the question that was asked")
def test_a_word_shared_along_one_chain_names_the_chains_head_as_the_subject() -> None:
    """hivewright-planner-es-yes ("凌晨两点排程慢是不是es那边慢查询导致的"), domeglow-seat-redis-suspect-zh
    ("座位那个redis是不是今晚票务报错的根因"): the side of the trouble is said by a word the services of one chain
    share — the chain's head is the subject, the suspect stays the suspect."""
    plan = offline_plan("凌晨两点排程慢是不是es那边慢查询导致的", _CATALOG, now=_NOW)
    assert plan.suspects == ["findex-es"] and plan.services == ["plotmux"], plan
    plan = offline_plan("座位那个redis是不是今晚票务报错的根因", _CATALOG, now=_NOW)
    assert plan.suspects == ["seatkv"] and plan.services == ["ticko"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_partner_off_the_chain_asked_of_a_chain_word_is_judged_against_the_head() -> None:
    """hivewright-planner-sensor-link-no ("凌晨排程慢跟传感器积压有关系吗"): the sensor ingest is the suspect, the
    planner chain's head the subject (its chain does not reach the suspect: the renderer's off-chain no)."""
    plan = offline_plan("凌晨排程慢跟传感器积压有关系吗", _CATALOG, now=_NOW)
    assert plan.suspects == ["gatherd"] and plan.services == ["plotmux"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_words_not_on_one_chain_name_nothing() -> None:
    """A word shared by services on no one chain (or two heads) names no subject."""
    holders = {"演出": ["ticko", "seatmapz", "showcat"], "节目": ["showcat", "seekly"]}
    assert chain_word_subject("演出", [], lambda w: holders.get(w, []), _DEPS) == "ticko"
    assert chain_word_subject("节目", [], lambda w: holders.get(w, []), _DEPS) is None
    assert chain_word_subject("演出", ["ticko"], lambda w: holders.get(w, []), _DEPS) is None


@pytest.mark.spec("Answer the question that was asked")
def test_a_word_one_app_holds_outside_the_suspects_slot_is_the_subject() -> None:
    """hoofmoat-pg-suspect-gate-zh ("闸机上午报错 是会员库锁等待引起的吗"): 闸机, held by the gate app's description
    alone, said outside the suspect's slot names the subject — the members database is judged against the gate app
    (whose chain does not reach it), never as its own subject ("是（推断）…与 X 有关")."""
    catalog = Catalog(
        services=("gatewa", "stubsvc", "stubkv", "memapi", "memrenew", "mempg"),
        descriptions={"gatewa": "入园闸机应用（扫码检票） / entrance gate app", "stubsvc": "门票服务 / tickets",
                      "stubkv": "票务缓存 (Redis) / ticket cache", "memapi": "年卡会员接口 / membership API",
                      "memrenew": "年卡续费服务 / renewals", "mempg": "会员数据库 (PostgreSQL) / membership db"},
        teams={"memapi": "会员组 Herdclub", "memrenew": "会员组 Herdclub"},
        dependencies={"gatewa": ("stubsvc",), "stubsvc": ("stubkv",), "memapi": ("memrenew",),
                      "memrenew": ("mempg",)},
        dependency_kinds={"stubsvc": (("stubkv", "redis"),), "memrenew": (("mempg", "postgres"),),
                          "gatewa": (("stubsvc", "service"),), "memapi": (("memrenew", "service"),)},
        timezone="UTC", data_start=datetime(2026, 11, 17, tzinfo=UTC), data_end=_NOW)
    plan = offline_plan("闸机上午报错 是会员库锁等待引起的吗", catalog, now=_NOW)
    assert plan.suspects == ["mempg"] and plan.services == ["gatewa"], plan
