"""The rule-based Planner: entities from the catalogue, time phrases, intents, and the round-2 action memory."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import Catalog, call_signature, offline_plan
from superbiz.contracts import RetryContext

CATALOG = Catalog(
    services=("api-gateway", "order-service", "payment-service", "user-service"),
    dependencies={"payment-service": ("risk-service", "user-service")},
    alerts=("HighMemoryUsage", "PaymentDBPoolExhausted"),
    error_codes=("PAY-5003",),
)


@pytest.mark.parametrize(
    ("question", "minutes"),
    [("最近半小时", 30), ("过去 2 小时", 120), ("最近15分钟", 15), ("一天内", 1440), ("现在", 60), ("最近两小时", 120)],
)
def test_offline_plan_window_from_time_phrases(question: str, minutes: int) -> None:
    assert offline_plan(f"payment-service {question}有报错吗", CATALOG).window_minutes == minutes


def test_offline_plan_recognises_catalogue_entities_and_chinese_aliases() -> None:
    plan = offline_plan("支付服务和 order-service 为什么报 PAY-5003？订单 ORD-20261128-000123 呢", CATALOG)
    assert set(plan.services) == {"order-service", "payment-service"}
    assert plan.error_codes == ["PAY-5003"]
    assert plan.order_ids == ["ORD-20261128-000123"]
    assert plan.intent == "order"
    assert ("query_order", {"order_id": "ORD-20261128-000123"}) in [(c.tool, c.arguments) for c in plan.calls]


def test_offline_plan_unknown_service_is_kept_apart_and_still_queried() -> None:
    plan = offline_plan("checkout-service 为什么报错？", CATALOG)
    assert plan.services == [] and plan.unknown_services == ["checkout-service"]
    assert any(c.arguments.get("service") == "checkout-service" for c in plan.calls)


@pytest.mark.spec("Narrow scope produces minimal observation claims")
def test_offline_plan_confirmation_of_an_alert_is_narrow() -> None:
    plan = offline_plan("确认一下 order-service 的 HighMemoryUsage 告警是不是还在触发", CATALOG)
    assert plan.intent == "confirm" and plan.narrow_scope
    assert [(c.tool, c.arguments.get("alertname")) for c in plan.calls] == [("query_metrics", "HighMemoryUsage")]


def test_offline_plan_diagnosis_checks_dependencies_and_defers_runbooks() -> None:
    plan = offline_plan("payment-service 最近半小时为什么大量超时？", CATALOG)
    tools = [(c.tool, c.arguments.get("service")) for c in plan.calls]
    assert ("query_logs", "payment-service") in tools and ("query_metrics", "payment-service") in tools
    assert ("query_logs", "user-service") in tools  # a dependency the catalogue knows
    assert ("query_logs", "risk-service") not in tools  # not a known service of this world
    assert all(c.tool != "lookup_knowledge" for c in plan.calls)  # looked up after the evidence


def test_offline_plan_round_two_never_repeats_completed_retrievals() -> None:
    question = "payment-service 最近半小时为什么大量超时？"
    first = offline_plan(question, CATALOG)
    done = [call_signature(c.tool, c.arguments) for c in first.calls]
    ctx = RetryContext(round=1, missing_evidence_facts=["“payment-service 连接池耗尽”缺少直接证据"], instruction="x")
    second = offline_plan(question, CATALOG, retry_context=ctx, completed=done)
    assert second.calls
    assert not {call_signature(c.tool, c.arguments) for c in second.calls} & set(done)
    assert any(c.arguments.get("level") == "WARN" for c in second.calls)
