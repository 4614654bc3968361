"""Patterns of the opened berthly world (helper round invAO), checked on the dev world ledgerly and on pure readers;
every expectation that depends on the data comes from the world database by SQL.

- Spec scenario "cause of records failing, no subject named" (dev: ledgerly-app-errors-records-cause-zh/-en): users'
  errors ("用户反馈 App 上操作一直报错", "users say the app keeps throwing errors") are records failing as "一直失败"
  is — the window's failed records (their error code) pick the subject, and the head names that service's chain,
  never the overview of every chain (another chain's partner was named: a false fact).
- The failed records' code logged by a caller and its callee (a caller relaying the code): the one whose chain
  reaches every other logger is the subject; two loggers on separate chains leave it unresolved.
- Spec scenario "a side named by its words" ("授权那边是不是数据库连接池打满了"): two applications holding the side's
  word on one chain (the card-authorisation service and the authorisation ledger it calls), both above the database
  the question names, are one side — the chain's top is the subject (it was an overview); on two chains, none.
- Spec scenario "same cause?" follow-up (dev: stagecast-same-cause-trouble-words-no-zh): "跟刷卡授权那个问题是同一个根
  因吗" names the other trouble by its side's words — the longest tail one application's description holds (卡授权 of
  "银行卡授权服务") is that side, set against the conversation's subject.
- Spec scenario "multi-hop cause" through a gateway of many dependencies: its lines naming a service two hops down
  ("call to <payments client> failed") follow first the dependency that leads there (the gateway's first four
  dependencies by name cut off the booking service, and the head stopped at the gateway).
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

from superbiz.agents.investigate import Finding, _dependency_calls, code_owner
from superbiz.agents.plan import _records_fail, offline_plan
from superbiz.agents.plan_model import Catalog, Plan
from tests.agents.world_chat import failing_window_owner, world_service


def test_users_errors_with_no_subject_are_records_failing(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, url):
        owner, other = failing_window_owner(url, "2026-06-18 09:00", "2026-06-18 09:45")
        for question in ("今天上午11点到11点45分好多用户反馈 App 上操作一直报错，咋回事",
                         "Lots of users say the app keeps throwing errors between 11 and 11:45 this morning - "
                         "what is going on?"):
            head = chat.ask(question, user_id="invao").answer.splitlines()[0]
            assert f"{owner} 的异常" in head and "推断" in head, head
            assert other not in head, head


def test_users_error_words_only_beside_users_or_the_app() -> None:
    assert _records_fail("船主反馈在App上订泊位一直报错，咋回事？")
    assert _records_fail("customers say the app keeps throwing errors")
    assert not _records_fail("为什么一直报错？")  # errors with no users' words: not records
    assert not _records_fail("why is it erroring?")


def test_a_code_relayed_by_its_caller_names_the_callers_chain() -> None:
    plan = Plan(intent="diagnose", narrow_scope=False, dependency_graph={
        "app-gw": ["booking", "notices"], "booking": ["ledger"], "ledger": ["db"], "notices": ["weather"]})
    assert code_owner(plan, ["booking"]) == "booking"
    assert code_owner(plan, ["app-gw", "booking"]) == "app-gw"  # the gateway relays the booking service's code
    assert code_owner(plan, ["booking", "notices"]) is None  # two chains: unresolved
    assert code_owner(plan, []) is None


def _side_catalog() -> Catalog:
    deps = {"pay-front": ("auth-svc",), "auth-svc": ("auth-ledger",), "auth-ledger": ("auth-pg",),
            "risk-svc": ("risk-pg",)}
    kinds = {"pay-front": (("auth-svc", "service"),), "auth-svc": (("auth-ledger", "service"),),
             "auth-ledger": (("auth-pg", "postgres"),), "risk-svc": (("risk-pg", "postgres"),)}
    return Catalog(services=("pay-front", "auth-svc", "auth-ledger", "auth-pg", "risk-svc", "risk-pg"),
                   dependencies=deps, dependency_kinds=kinds,
                   descriptions={"pay-front": "前庭支付", "auth-svc": "银行卡授权服务", "auth-ledger": "授权流水台账",
                                 "auth-pg": "流水数据库 (PostgreSQL)", "risk-svc": "授权风险评分",
                                 "risk-pg": "风控数据库 (PostgreSQL)"})


def test_a_side_word_held_along_one_chain_names_its_top() -> None:
    catalog = _side_catalog()
    #: 授权 is held by three applications reaching a database on two chains (the risk service has its own): none
    plan = offline_plan("授权那边是不是数据库连接池打满了？", catalog)
    assert plan.services == [], plan.services
    one_chain = catalog.model_copy(update={"services": ("pay-front", "auth-svc", "auth-ledger", "auth-pg"),
                                           "descriptions": {k: v for k, v in catalog.descriptions.items()
                                                            if not k.startswith("risk")}})
    plan = offline_plan("授权那边是不是数据库连接池打满了？", one_chain)
    assert plan.services == ["auth-svc"], plan.services


def test_a_gateway_follows_first_the_dependency_its_lines_lead_to() -> None:
    plan = Plan(intent="diagnose", narrow_scope=False, aspects=["cause"], services=["gw"], dependency_graph={
        "gw": ["a-svc", "b-svc", "c-svc", "d-svc", "z-book"], "z-book": ["pay-client"], "pay-client": ["pay-ext"]})
    line = cast(Any, SimpleNamespace(text="call to pay-client failed: pay-client could not reach pay-ext"))
    found = {"gw": Finding(service="gw", buckets=[(cast(Any, None), line)])}
    followed = [a["service"] for t, a in _dependency_calls(plan, found, {"gw"}) if t == "query_logs"]
    assert followed[0] == "z-book", followed


def test_a_same_cause_follow_up_names_the_other_trouble_by_its_words() -> None:
    plan = offline_plan("跟刷卡授权那个问题是同一个根因吗", _side_catalog(),
                        earlier_questions=["risk-svc 为什么报错？"])
    assert sorted(plan.services) == ["auth-svc", "risk-svc"], plan.services
    assert "yes_no" in plan.aspects, plan.aspects
