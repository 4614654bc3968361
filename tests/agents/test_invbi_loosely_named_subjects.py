"""Subjects named loosely (invBI: the opened brewhub, skyport, lexideck and glasspod).

Scenarios ("Entities are resolved from the catalogue"; "No evidence is never a clean bill" for the unknown name):
- "did the pymt db have lock waits yday?", "invocing db", "nfz cache": a kind word whose qualifier shortens or
  misspells a word of the one thing of that kind ("payments database", "invoicing database", "no-fly-zone map
  cache") names that thing — it was an unknown "pymt db", a gap; over ledgerly (world spec incident
  "ledger-lock-waits") "ldgr db" is the ledger database, its lock waits by SQL.
- "last night the bar app was super slow": a word of degree ("super") is no thing; the team "Bar App" is called
  "the bar app" (it was an unknown "super").
- "Is hopvault throwing errors?": a name the data does not hold, asked whether it throws errors, is a gap (it was the
  world's overview).
- "Are notifications (push / SMS) working fine rn?": a gloss in brackets is no break between the thing and its state,
  its words count among the thing's (it was the world's overview, judged unhealthy).
- "Bars couldn't place orders around noon today, what caused it?": every word of one application's head ("bar order
  service") said by its users names it, and "it" is the question's own trouble (it was an unresolved pronoun).
- "传感器网关证书几点过期的" of a gateway that reports but whose own alerts speak of no certificate: its expiry is read
  from the callers whose alerts name it and a certificate (it was the gateway's own metric peak).
- "凌晨一两点开始调度台上的无人机位置一直刷不出来，延迟老大": a lag told in Chinese, with no service named, is the lag
  of the one queue reader holding the question's words (it was the overview, another chain's deploy first).
- "课程页面晚上八点多一直转圈很慢": a question opening with the thing whose page users see names the applications
  holding the thing's word (it was the overview).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_terms import shortened_kind_name
from tests.agents.synthetic import NOW
from tests.agents.world_chat import world_asker

_DESCRIPTIONS = {
    "app-bff": "酒馆老板 App 后端 (BFF) / tavern-owner app backend",
    "order-svc": "酒馆下单服务 / pub order service",
    "order-pg": "订单数据库 (PostgreSQL) / order database",
    "bill-svc": "开票服务 / invoicing service",
    "bill-mysql": "开票数据库 (MySQL) / invoicing database",
    "pay-svc": "支付服务 / payment service",
    "pay-mysql": "支付数据库 (MySQL) / payments database",
    "zone-map": "禁飞区地图服务 / no-fly-zone map",
    "zone-cache": "禁飞区地图缓存 (Redis) / no-fly-zone map cache",
    "notice-svc": "通知服务 (推送、短信、邮件) / notifications (push, SMS, e-mail)",
    "probe-gw": "传感器网关 (MQTT) / sensor gateway (MQTT)",
    "climate-svc": "温室气候控制器 / climate controller",
    "irrigate-svc": "灌溉排程服务 / irrigation scheduler",
    "console": "运营控制台 (调度员用) / ops console for dispatchers",
    "swap-sched": "换电站排班调度 / battery-swap station scheduler",
    "drone-ingest": "无人机遥测接入服务 / drone telemetry ingestion",
    "drone-bus": "无人机事件总线 (Kafka) / drone event bus",
    "sms-out": "客户短信通知 / customer SMS notifications",
    "lesson-svc": "课程学习服务 / lesson player service",
    "lesson-pg": "课程进度数据库 (PostgreSQL) / lesson progress database",
    "lesson-cms": "课程内容管理系统 / content CMS",
}
_CATALOG = Catalog(
    services=tuple(_DESCRIPTIONS),
    dependencies={"app-bff": ("order-svc", "bill-svc"), "order-svc": ("order-pg", "pay-svc", "notice-svc"),
                  "bill-svc": ("bill-mysql",), "pay-svc": ("pay-mysql",), "zone-map": ("zone-cache",),
                  "climate-svc": ("probe-gw",), "irrigate-svc": ("probe-gw",),
                  "console": ("drone-ingest", "swap-sched"), "drone-ingest": ("drone-bus",),
                  "sms-out": ("drone-bus",), "lesson-svc": ("lesson-pg", "lesson-cms")},
    dependency_kinds={"order-svc": (("order-pg", "postgres"), ("pay-svc", "service"), ("notice-svc", "service")),
                      "bill-svc": (("bill-mysql", "mysql"),), "pay-svc": (("pay-mysql", "mysql"),),
                      "zone-map": (("zone-cache", "redis"),), "drone-ingest": (("drone-bus", "kafka"),),
                      "sms-out": (("drone-bus", "kafka"),), "lesson-svc": (("lesson-pg", "postgres"),),
                      "climate-svc": (("probe-gw", "service"),), "irrigate-svc": (("probe-gw", "service"),)},
    descriptions=_DESCRIPTIONS,
    teams={"app-bff": "酒馆端组 Pub App", "order-svc": "订单组 Orders", "notice-svc": "平台组 Platform"},
    alert_words={"climate-svc": "mqtt tls cert expired climate-svc tls handshakes with probe-gw failing",
                 "irrigate-svc": "slow resp p99 irrigate-svc p99 latency 5200ms > 800ms",
                 "drone-ingest": "telemetry backlog high drone-ingest consumer lag on drone.raw above 10000"},
    timezone="UTC", data_start=datetime(2031, 3, 2, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.parametrize(("question", "phrase", "service"), [
    ("did the pymt db have lock waits yday?", "pymt db", "pay-mysql"),
    ("what happened to the invocing db this morning?", "invocing db", "bill-mysql"),
    ("what time did the nfz cache start evicting?", "nfz cache", "zone-cache"),
])
def test_a_kind_words_shortened_or_misspelt_qualifier_names_the_one_thing_of_that_kind(
        question: str, phrase: str, service: str) -> None:
    assert shortened_kind_name(question, _DESCRIPTIONS) == (phrase, service)
    plan = offline_plan(question, _CATALOG, now=NOW)
    assert plan.services[:1] == [service] and not plan.unknown_services


def test_a_kind_words_qualifier_nothing_shortens_stays_a_gap() -> None:
    assert shortened_kind_name("is the loyalty db down?", _DESCRIPTIONS) is None
    assert shortened_kind_name("is the sms gateway down?", _DESCRIPTIONS) is None
    #: a word of role or asking is no qualifier ("the main db" is not a "maintenance database")
    roles = {**_DESCRIPTIONS, "maint-pg": "维护数据库 / maintenance database", "thermo-pg": "温控库 / thermal database"}
    assert shortened_kind_name("is the main db slow? what about the db", roles) is None
    #: a word written out is the description's own (read elsewhere), never a shortening; so is its stem ("payment"
    #: of "payments": the kinds and names read it, the suspect said before "hitting" kept in its place)
    assert shortened_kind_name("is the order database down?", _DESCRIPTIONS) is None
    assert shortened_kind_name("is the payment db thing hitting orders too?", _DESCRIPTIONS) is None
    #: two databases whose words the token shortens alike ("pymt": payments, paymaster): neither
    two = {**_DESCRIPTIONS, "pay-pg": "工资数据库 / paymaster database"}
    assert shortened_kind_name("did the pymt db have lock waits?", two) is None
    assert offline_plan("is the loyalty db down?", _CATALOG, now=NOW).unknown_services == ["loyalty db"]


def test_a_word_of_degree_is_no_thing_and_a_team_of_two_words_names_its_service() -> None:
    plan = offline_plan("last night the pub app was super slow - when did it go back to normal?", _CATALOG, now=NOW)
    assert plan.services == ["app-bff"] and not plan.unknown_services
    assert "end" in plan.aspects


def test_an_unheld_name_asked_whether_it_throws_errors_is_a_gap() -> None:
    plan = offline_plan("Is hopvault throwing errors?", _CATALOG, now=NOW)
    assert plan.unknown_services == ["hopvault"] and not plan.services


def test_a_bracketed_gloss_is_no_break_between_the_thing_and_its_state() -> None:
    plan = offline_plan("Are notifications (push / SMS) working fine rn?", _CATALOG, now=NOW)
    assert plan.services == ["notice-svc"] and plan.aspects == ["health"]


def test_every_short_word_of_a_head_said_by_its_users_names_it_and_it_is_the_questions_own_trouble() -> None:
    plan = offline_plan("Pubs couldn't place orders around noon today, what caused it?", _CATALOG, now=NOW)
    assert plan.services == ["order-svc"] and not plan.unresolved_pronoun
    assert plan.cause_changes  # the subject's own deploy before its errors is searched


def test_a_reporting_gateways_certificate_is_read_from_the_callers_whose_alerts_name_it() -> None:
    plan = offline_plan("传感器网关证书几点过期的", _CATALOG, now=NOW)
    assert plan.services == ["climate-svc"] and "onset" in plan.aspects
    #: with no caller's alert naming it and a certificate, the gateway's own records answer
    quiet = _CATALOG.model_copy(update={"alert_words": {}})
    assert offline_plan("传感器网关证书几点过期的", quiet, now=NOW).services == ["probe-gw"]


def test_a_lag_told_in_chinese_names_the_queue_reader_holding_the_questions_words() -> None:
    plan = offline_plan("凌晨一两点开始调度台上的无人机位置一直刷不出来，延迟老大，啥原因？", _CATALOG, now=NOW)
    assert plan.services[:1] == ["drone-ingest"]
    #: no lag word: not read as a lag
    assert "drone-ingest" not in offline_plan("调度台上的无人机位置一直刷不出来，啥原因？", _CATALOG, now=NOW).services


def test_a_page_a_question_opens_with_names_the_applications_holding_its_word() -> None:
    plan = offline_plan("课程页面晚上八点多一直转圈很慢，根因是什么", _CATALOG, now=NOW)
    assert set(plan.services) == {"lesson-svc", "lesson-cms"} and "cause" in plan.aspects


def test_a_shortened_database_name_answers_its_lock_waits_over_ledgerly(tmp_path: Path) -> None:
    """World spec incident "ledger-lock-waits": the ledger database's lock waits this morning, by SQL."""
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, count = ask("did the ldgr db have lock waits this morning?",
                            "SELECT count(*) FROM log_record WHERE service = 'ledger-mysql' AND level = 'WARN'")
    assert count > 0
    assert answer.startswith("是") and "ledger-mysql" in answer.split("\n", 1)[0], answer
