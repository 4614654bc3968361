"""A service named by its words, its team, or in a bare statement (invAJ red team of how a service is named).

Spec scenarios: "Entities are resolved from the catalogue" — a word one application's description or team holds
("推送", "invoicing", "push notifications", "the Billing team's service") names that application, never the whole
world; a qualifier held by a service the kind word does not describe ("短信网关" where a reminder service holds 短信
and the only 网关 is the public API gateway) names the qualifier's holder, not the gateway. "LOW_CONFID with critical
evidence gaps" — a word no service holds ("物流跟踪": 跟 before 踪 is part of the word, not a particle) is a gap.
And a bare statement that the subject is down ("推送又不行了", "invoicing is down") is a health yes/no.
"""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_model import Catalog
from superbiz.agents.question import aspects_of
from superbiz.sources.worldgen import world_spec

#: a synthetic catalogue (names of no world): a reminder service, a public gateway, a bill generator and its queue
_CATALOG = Catalog(
    services=("remind-svc", "front-gw", "bill-gen", "bill-bus", "prop-desk"),
    dependencies={"front-gw": ("bill-gen", "remind-svc"), "bill-gen": ("bill-bus",)},
    dependency_kinds={"front-gw": (("bill-gen", "service"), ("remind-svc", "service")),
                      "bill-gen": (("bill-bus", "kafka"),)},
    #: (the English description holds "push" too: "push notifications" names the service whose English words hold
    #: its qualifier — a qualifier held by no English word is a gap, invAS)
    descriptions={"remind-svc": "租金催缴提醒 (短信/推送) / rent due reminders (sms, push)",
                  "front-gw": "对外 API 网关 / public API gateway",
                  "bill-gen": "月租账单生成 / rent invoice generator",
                  "bill-bus": "账单消息队列 (Kafka) / invoice event queue",
                  "prop-desk": "报修工单服务 / maintenance tickets"},
    teams={"remind-svc": "通知组 Notify", "front-gw": "平台组 Platform", "bill-gen": "账单组 Billing",
           "bill-bus": "账单组 Billing", "prop-desk": "物业组 Property Care"},
)


@pytest.mark.parametrize(("question", "services"), [
    ("推送挂了吗", ["remind-svc"]),
    ("推送为什么失败", ["remind-svc"]),
    ("短信网关挂了吗", ["remind-svc"]),
    ("Is the invoicing service healthy right now?", ["bill-gen"]),
    ("any errors in push notifications today?", ["remind-svc"]),
    ("is the Billing team's service healthy?", ["bill-gen"]),
])
def test_a_word_an_application_holds_names_it(question: str, services: list[str]) -> None:
    plan = offline_plan(question, _CATALOG)
    assert plan.services == services, (question, plan.services, plan.unknown_services)
    assert not plan.unknown_services


@pytest.mark.parametrize("question", ["物流跟踪挂了吗", "物流跟踪服务现在正常不", "直播那边今天有报错吗",
                                      "is the loyalty service healthy?", "fraud check is down"])
def test_a_word_no_service_holds_is_a_gap(question: str) -> None:
    plan = offline_plan(question, _CATALOG)
    assert not plan.services and plan.unknown_services, (question, plan.services)


@pytest.mark.parametrize(("question", "services"), [
    ("推送又不行了", ["remind-svc"]), ("月租账单生成挂了", ["bill-gen"]), ("invoicing is down", ["bill-gen"]),
    ("rent due reminders are down again", ["remind-svc"]),
])
def test_a_bare_statement_that_the_subject_is_down_is_a_health_yes_no(question: str, services: list[str]) -> None:
    plan = offline_plan(question, _CATALOG)
    assert plan.services == services and plan.aspects == ["health"], (question, plan.services, plan.aspects)


@pytest.mark.parametrize("world", ["harbor", "ledgerly", "stagecast"])
def test_every_dev_service_description_stated_down_is_a_health_question(world: str) -> None:
    heads = [s.description_zh.split(" (")[0] for s in world_spec(world).services]
    assert len(heads) >= 10
    for head in heads:
        assert aspects_of(f"{head}又挂了", has_entity=True, has_record=False) == ["health"], head
        assert aspects_of(f"{head}挂了，为啥", has_entity=True, has_record=False) != ["health"], head
