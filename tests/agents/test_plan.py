"""The rule-based Planner: entities from the catalogue (names, aliases learned from the data, ids looked up in the
data), absolute windows in the configured zone, the aspects asked, pronouns, and the round-2 action memory."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, call_signature, offline_plan
from superbiz.contracts import RetryContext

NOW = datetime(2031, 3, 4, 12, 0, tzinfo=UTC)
CATALOG = Catalog(
    services=("edge-router", "basket-service", "ledger-service", "profile-service", "vault-db"),
    dependencies={"ledger-service": ("vault-db", "profile-service"), "basket-service": ("ledger-service",)},
    dependency_kinds={"ledger-service": (("vault-db", "postgres"), ("profile-service", "service")),
                      "basket-service": (("ledger-service", "service"),)},
    descriptions={"ledger-service": "记账服务: 过账与对账", "basket-service": "购物车服务 (Go)",
                  "profile-service": "用户资料", "edge-router": "统一入口", "vault-db": "主数据库"},
    teams={"ledger-service": "财务组", "basket-service": "交易组", "profile-service": "用户组"},
    alerts=("QueueLagHigh", "VaultConnSaturated"),
    error_codes=("LED-7003",),
    timezone="Europe/Berlin",
    data_start=datetime(2031, 3, 4, 6, 0, tzinfo=UTC),
    data_end=NOW,
)
IDS = {"bk-2031-00042": "order_id", "cust_981": "user_id"}


def _lookup(tokens: Sequence[str]) -> dict[str, str]:
    return {t: IDS[t] for t in tokens if t in IDS}


def _plan(question: str, **kw: object):  # type: ignore[no-untyped-def]
    return offline_plan(question, CATALOG, now=NOW, lookup_ids=_lookup, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("question", "minutes"),
    [("最近半小时", 30), ("过去 2 小时", 120), ("最近15分钟", 15), ("一天内", 1440), ("现在", 60), ("最近两小时", 120),
     ("in the past 3 hours", 180)],
)
def test_offline_plan_window_from_relative_phrases(question: str, minutes: int) -> None:
    plan = _plan(f"ledger-service {question}有报错吗")
    assert plan.window_minutes == minutes
    assert plan.window_end == "2031-03-04T12:00:00Z"


def test_offline_plan_clock_times_and_hour_ranges_resolve_in_the_configured_zone() -> None:
    plan = _plan("今天下午1点到2点 ledger-service 报错多少？")  # Berlin is UTC+1 in March
    assert (plan.window_start, plan.window_end) == ("2031-03-04T12:00:00Z", "2031-03-04T13:00:00Z")
    assert plan.window_label == "2031-03-04 13:00 ~ 14:00（Europe/Berlin）"
    at = _plan("what happened to ledger-service at 10:30 this morning?")
    assert at.at == "2031-03-04T09:30:00Z" and at.window_start == "2031-03-04T09:00:00Z"
    calls = [c for c in at.calls if c.tool == "query_metrics"]
    assert calls and calls[0].arguments["at"] == "2031-03-04T09:30:00Z"


def test_offline_plan_says_when_the_window_is_outside_the_data() -> None:
    plan = _plan("昨天 ledger-service 有没有问题？")
    assert plan.window_start == "2031-03-02T23:00:00Z"
    assert "超出数据范围" in plan.window_note


def test_offline_plan_recognises_aliases_learned_from_the_data_and_ids_looked_up_in_it() -> None:
    plan = _plan("记账服务和 basket-service 为什么报 LED-7003？订单 bk-2031-00042 呢，用户 cust_981 呢")
    assert set(plan.services) == {"basket-service", "ledger-service"}
    assert plan.error_codes == ["LED-7003"]
    assert plan.order_ids == ["bk-2031-00042"] and plan.user_ids == ["cust_981"]
    assert "record" in plan.aspects
    assert ("query_order", {"order_id": "bk-2031-00042"}) in [(c.tool, c.arguments) for c in plan.calls]
    # a token that is not in the data is not an id, whatever it looks like
    assert _plan("订单 ORD-20261128-000123 呢").order_ids == []


def test_offline_plan_unknown_service_is_kept_apart_and_still_queried() -> None:
    plan = _plan("checkout-service 为什么报错？")
    assert plan.services == [] and plan.unknown_services == ["checkout-service"]
    assert any(c.arguments.get("service") == "checkout-service" for c in plan.calls)


@pytest.mark.parametrize(
    ("question", "aspects"),
    [
        ("ledger-service 什么时候开始报错的？持续了多久？", ["onset", "duration"]),
        ("how many errors did ledger-service log in the past hour?", ["count"]),
        ("ledger-service 和 basket-service 哪个错误更多？", ["comparison"]),
        ("is profile-service healthy?", ["health"]),
        ("LED-7003 应该怎么处理？", ["how_to"]),
        ("现在系统有什么问题？", ["cause", "overview"]),
        ("ledger-service 恢复了吗？", ["end"]),
    ],
)
def test_offline_plan_records_the_aspects_asked(question: str, aspects: list[str]) -> None:
    assert _plan(question).aspects == aspects


def test_offline_plan_yes_no_names_the_suspect_by_name_or_by_dependency_kind() -> None:
    by_name = _plan("basket-service 超时是不是 ledger-service 导致的？")
    assert by_name.aspects == ["yes_no"] and by_name.services == ["basket-service"]
    assert by_name.suspects == ["ledger-service"]
    assert ("query_logs", "ledger-service") in [(c.tool, c.arguments.get("service")) for c in by_name.calls]
    by_kind = _plan("is ledger-service slow because of the database?")
    assert by_kind.suspects == ["vault-db"]


def test_offline_plan_pronoun_follow_up_takes_entities_and_window_from_the_conversation() -> None:
    earlier = ["今天上午10点到11点 ledger-service 为什么报错？"]
    plan = _plan("它一共报了多少次？", earlier_questions=earlier)
    assert plan.services == ["ledger-service"] and plan.aspects == ["count"]
    assert (plan.window_start, plan.window_end) == ("2031-03-04T09:00:00Z", "2031-03-04T10:00:00Z")


@pytest.mark.spec("Narrow scope produces minimal observation claims")
def test_offline_plan_confirmation_of_an_alert_is_narrow() -> None:
    plan = _plan("确认一下 ledger-service 的 QueueLagHigh 告警是不是还在触发")
    assert plan.narrow_scope
    assert [(c.tool, c.arguments.get("alertname")) for c in plan.calls] == [("query_metrics", "QueueLagHigh")]


def test_offline_plan_overview_without_entities_reads_every_service() -> None:
    plan = _plan("what is wrong right now?")
    assert plan.aspects == ["cause", "overview"]
    tools = {(c.tool, c.arguments.get("state"), c.arguments.get("service")) for c in plan.calls}
    assert ("query_metrics", "any", None) in tools


def test_offline_plan_round_two_never_repeats_completed_retrievals_and_never_searches_gap_text() -> None:
    question = "ledger-service 最近半小时为什么大量超时？"
    first = _plan(question)
    done = [call_signature(c.tool, c.arguments) for c in first.calls]
    gap = "本轮检索没有返回与问题直接相关的日志、指标、告警或业务记录"
    ctx = RetryContext(round=1, missing_evidence_facts=[gap], instruction="x")
    second = _plan(question, retry_context=ctx, completed=done)
    assert second.calls
    assert not {call_signature(c.tool, c.arguments) for c in second.calls} & set(done)
    assert any(c.arguments.get("service") == "vault-db" for c in second.calls)  # a dependency, wider window
    queries = [str(c.arguments.get("query", "")) for c in second.calls if c.tool == "lookup_knowledge"]
    assert queries and all("本轮检索" not in q and "ledger-service" in q for q in queries)


def test_aspects_a_wh_question_about_the_cause_is_not_a_yes_no() -> None:
    from superbiz.agents.question import aspects_of

    assert aspects_of("What was the root cause of the outage last night?", has_entity=True, has_record=False) == [
        "cause"]
    assert aspects_of("是什么导致了订单失败？", has_entity=True, has_record=False) == ["cause"]
    assert "yes_no" in aspects_of("Is the cache the cause of the timeouts?", has_entity=True, has_record=False)


@pytest.mark.parametrize("question", ["ok so what do we do if that happens again?", "What to do next time?",
                                      "下次再出现这种情况怎么弄"])
def test_aspects_what_to_do_if_it_happens_again_asks_how_to(question: str) -> None:
    from superbiz.agents.question import aspects_of

    assert "how_to" in aspects_of(question, has_entity=False, has_record=False)


def test_learn_aliases_a_shared_word_with_service_names_the_one_application() -> None:
    from superbiz.agents.question import learn_aliases, match_services

    services = ["acct-app", "acct-db"]
    aliases = learn_aliases(services, {"acct-app": "账户资料查询", "acct-db": "账户数据库"},
                            {"acct-app": "账户组", "acct-db": "账户组"}, infra={"acct-db"})
    assert aliases["账户"] == "acct-app"  # shared with a database: names the one application
    assert match_services("账户服务为什么报错", services, aliases) == ["acct-app"]
    assert match_services("is the acct api down", services, learn_aliases(
        services, {"acct-app": "acct api", "acct-db": "acct db"}, {}, infra={"acct-db"})) == ["acct-app"]
    two_apps = learn_aliases(["a-app", "b-app"], {"a-app": "账户甲", "b-app": "账户乙"}, {"a-app": "账户组",
                                                                                       "b-app": "账户组"})
    assert "账户" not in two_apps  # two applications share it: names neither


def test_learn_aliases_a_word_another_description_uses_in_its_aside_names_no_service() -> None:
    from superbiz.agents.question import learn_aliases, match_services

    services = ["notes-mailer", "trip-core"]
    descriptions = {"notes-mailer": "收据发送 / ride receipts", "trip-core": "行程服务 (start, stop) / ride lifecycle"}
    aliases = learn_aliases(services, descriptions, {})
    assert "ride" not in aliases and aliases["receipts"] == "notes-mailer"
    assert match_services("Ride starts timed out: what was behind it on the trip-core side?", services,
                          aliases) == ["trip-core"]
