from __future__ import annotations

from typing import Any

import pytest

from superbiz.contracts import ClaimCheck, ToolInvocation
from superbiz.pipeline import RoundResult, conclude_round, prepare_round
from superbiz.tools.registry import builtin_catalog
from superbiz.verification.gatekeeper import run_gatekeeper
from superbiz.verification.grounding import ground_claims, guard_claim_checks
from superbiz.verification.parse import parse_executor_output
from tests.verification.factories import (
    binding,
    claim,
    executor_json,
    knowledge_invocation,
    log_invocation,
    metrics_invocation,
    order_invocation,
    ref,
    tool_invocation,
)

#: the built-in tools' traits (what a recorded round is verified with)
TOOLS = builtin_catalog()


def _session() -> list[ToolInvocation]:
    return [log_invocation(), metrics_invocation(), knowledge_invocation(), order_invocation()]


def _ground(claims: list[dict[str, Any]], invocations: list[ToolInvocation] | None = None) -> dict[str, ClaimCheck]:
    invs = invocations if invocations is not None else _session()
    parsed = parse_executor_output(executor_json(claims))
    result = run_gatekeeper(parsed, invs, trace_refs={i.id: f"trace-{i.id}" for i in invs})
    return {c.claim_id: c for c in ground_claims(parsed.structured, result, invs, tools=TOOLS)}


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_ground_claims_direct_when_verified_ref_contains_all_anchors() -> None:
    checks = _ground([claim()])
    assert checks["c1"].verification == "direct_observation"
    assert "PAY-5003" in checks["c1"].detail


def test_ground_claims_timestamp_and_alert_found_in_alert_ref() -> None:
    c = claim(
        "c2",
        "告警 PaymentDBPoolExhausted 自 05:24 起在 payment-service 上触发",
        bindings=[binding("query_metrics", 12, "alerts[0]", "PaymentDBPoolExhausted service=payment-service")],
    )
    assert _ground([c])["c2"].verification == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_ground_claims_fabricated_key_entity_is_contradicted() -> None:
    c = claim("c1", "risk-service 同时出现 RSK-5001 错误")
    check = _ground([c])["c1"]
    assert check.verification == "contradicted"
    assert "RSK-5001" in check.detail


def test_ground_claims_number_conflicting_with_same_subject_is_contradicted() -> None:
    c = claim(
        "c3",
        "payment-service 数据库连接池最大 100",
        bindings=[binding("query_metrics", 12, "series[0]", "max=50")],
    )
    check = _ground([c])["c3"]
    assert check.verification == "contradicted"
    assert "100" in check.detail and "50" in check.detail


def test_ground_claims_matching_number_is_not_a_conflict() -> None:
    c = claim(
        "c3",
        "payment-service 活跃连接数达到 50，等于连接池最大值",
        bindings=[binding("query_metrics", 12, "series[0]", "latest=50 max=50")],
    )
    assert _ground([c])["c3"].verification == "direct_observation"


def test_ground_claims_anchor_only_elsewhere_in_session_is_unsupported() -> None:
    c = claim(
        "c7",
        "订单 ORD-20261128-000417 状态为 PAYMENT_TIMEOUT，共 37 笔",
        bindings=[binding("query_order", 14, "orders[0]", "ORD-20261128-000417")],
    )
    check = _ground([c])["c7"]
    assert check.verification == "unsupported"
    assert "37" in check.detail


@pytest.mark.spec("Runbook and skill guidance do not become incident facts")
def test_ground_claims_incident_claim_bound_only_to_knowledge_is_external_unknown() -> None:
    kb = binding("lookup_knowledge", 13, "chunks[0]", "PAY-5003 表示获取数据库连接超时")
    incident = claim("c5", "payment-service 的 PAY-5003 表示获取数据库连接超时", bindings=[kb])
    knowledge = claim("c6", "PAY-5003 表示获取数据库连接超时", claim_type="knowledge", bindings=[kb])
    checks = _ground([incident, knowledge])
    assert checks["c5"].verification == "external_unknown"
    assert checks["c6"].verification == "direct_observation"


@pytest.mark.spec("Deduped retrievals do not count as fresh support")
def test_ground_claims_deduped_only_support_is_at_most_inference() -> None:
    invs = [log_invocation(), knowledge_invocation(deduped=True)]
    kb = binding("lookup_knowledge", 13, "chunks[0]", "PAY-5003 表示获取数据库连接超时")
    check = _ground([claim("k1", "PAY-5003 表示获取数据库连接超时", claim_type="knowledge", bindings=[kb])], invs)
    assert check["k1"].verification == "reasonable_inference"
    assert "deduped" in check["k1"].detail


def test_ground_claims_deduped_plus_fresh_binding_stays_direct() -> None:
    invs = [log_invocation(), knowledge_invocation(deduped=True)]
    bindings = [binding("lookup_knowledge", 13, "chunks[0]", "PAY-5003"), binding()]
    check = _ground([claim("c1", "payment-service 出现 PAY-5003", claim_type="knowledge", bindings=bindings)], invs)
    assert check["c1"].verification == "direct_observation"


def test_ground_claims_indirect_support_level_caps_at_inference() -> None:
    assert _ground([claim(support_level="indirect")])["c1"].verification == "reasonable_inference"


def test_ground_claims_root_cause_without_causal_evidence_is_overstated() -> None:
    c = claim("c4", "payment-service 超时的根因是 HikariPool-1 连接池耗尽", claim_type="root_cause")
    check = _ground([c])["c4"]
    assert check.verification == "overstated"


def test_ground_claims_attribution_with_co_occurring_entities_is_direct() -> None:
    c = claim("a1", "PAY-5003 错误来自 payment-service", claim_type="attribution")
    assert _ground([c])["a1"].verification == "direct_observation"


def test_ground_claims_causal_wording_on_observation_is_overstated() -> None:
    c = claim("c1", "由于 HikariPool-1 连接不可用导致 payment-service 超时 3000ms")
    assert _ground([c])["c1"].verification == "overstated"


@pytest.mark.spec("Structured Executor claims are verified first")
def test_ground_claims_fabricated_invocation_id_is_never_direct() -> None:
    c = claim(bindings=[binding(invocation_id=999)])
    check = _ground([c])["c1"]
    assert check.verification == "unsupported"
    assert "evidence.invocation_ref" in check.detail


def test_ground_claims_mismatched_excerpt_binding_is_unsupported() -> None:
    c = claim(bindings=[binding(excerpt="PAY-5003 HikariPool-2 exhausted")])
    assert _ground([c])["c1"].verification == "unsupported"


def test_ground_claims_one_failed_binding_prevents_direct() -> None:
    c = claim(bindings=[binding(), binding(raw_path=None)])
    check = _ground([c])["c1"]
    assert check.verification == "unsupported"
    assert "1/2" in check.detail


def test_ground_claims_no_anchor_claim_with_covering_excerpt_is_direct() -> None:
    invs = [log_invocation(messages=["支付服务 数据库连接 获取超时，请求失败"])]
    c = claim("c1", "支付服务数据库连接获取超时", bindings=[binding(excerpt="数据库连接 获取超时")])
    assert _ground([c], invs)["c1"].verification == "direct_observation"


def test_ground_claims_no_anchor_claim_not_covered_is_inference() -> None:
    invs = [log_invocation(messages=["支付服务 数据库连接 获取超时，请求失败"])]
    c = claim("c1", "用户侧支付体验明显变差", bindings=[binding(excerpt="数据库连接 获取超时")])
    assert _ground([c], invs)["c1"].verification == "reasonable_inference"


@pytest.mark.spec("claim check evidence references remain auditable")
def test_ground_claims_evidence_refs_preserve_trace_ref_tool_and_ids() -> None:
    check = _ground([claim()])["c1"]
    assert check.evidence_refs[0].trace_ref == "trace-11"
    assert check.evidence_refs[0].tool_name == "query_logs"
    assert check.evidence_refs[0].source_invocation_ids == [11]
    assert check.evidence_refs[0].raw_path == "logs[0]"


def test_ground_claims_negative_observation_about_queried_service_is_not_fabricated() -> None:
    empty = log_invocation(id=21, messages=[])
    c = claim(
        "n1",
        "inventory-service 最近半小时没有 ERROR 日志",
        claim_type="negative_observation",
        bindings=[binding("query_logs", 21, "summary", "0 matching lines")],
    )
    invs = [empty.model_copy(update={"arguments": {"service": "inventory-service"}})]
    assert _ground([c], invs)["n1"].verification != "contradicted"


def test_ground_claims_none_structured_yields_no_checks() -> None:
    parsed = parse_executor_output("not json")
    result = run_gatekeeper(parsed, _session())
    assert ground_claims(parsed.structured, result, _session(), tools=TOOLS) == []


def _check(claim_id: str, verification: str, detail: str = "d") -> ClaimCheck:
    return ClaimCheck(claim_id=claim_id, verification=verification, detail=detail)  # type: ignore[arg-type]


def test_guard_claim_checks_model_may_be_stricter_never_looser() -> None:
    deterministic = [_check("c1", "unsupported"), _check("c2", "direct_observation"), _check("c3", "overstated")]
    model = [
        _check("c1", "direct_observation"),
        _check("c2", "contradicted", "model says"),
        _check("zz", "unsupported"),
    ]
    guarded = {c.claim_id: c for c in guard_claim_checks(model, deterministic)}
    assert guarded["c1"].verification == "unsupported"
    assert guarded["c2"].verification == "contradicted" and guarded["c2"].detail == "model says"
    assert guarded["c3"].verification == "overstated"
    assert "zz" not in guarded


# --- honest inference vs overstated ---------------------------------------------------------------------------

_POOL_CAUSE = "payment-service 超时由 HikariPool-1 连接池打满引起：db_pool_active_connections 达到 50 时出现 PAY-5003"
_POOL_BINDINGS = [
    binding("query_metrics", 12, "series[0]", "db_pool_active_connections{service=payment-service}"),
    binding(),
]


def test_ground_claims_honest_indirect_cause_with_all_anchors_is_reasonable_inference() -> None:
    c = claim("c1", _POOL_CAUSE, claim_type="root_cause", support_level="indirect", bindings=_POOL_BINDINGS)
    check = _ground([c])["c1"]
    assert check.verification == "reasonable_inference"
    assert "如实标为推断" in check.detail


def test_ground_claims_cause_asserted_as_direct_without_stated_link_is_overstated() -> None:
    c = claim("c1", _POOL_CAUSE, claim_type="root_cause", support_level="direct", bindings=_POOL_BINDINGS)
    check = _ground([c])["c1"]
    assert check.verification == "overstated"
    assert "证据本身没有陈述该关系" in check.detail


def test_ground_claims_absolute_quantifier_not_in_evidence_is_overstated_even_when_indirect() -> None:
    text = "payment-service 超时的唯一根因是 HikariPool-1 连接池被打满（db_pool_active_connections 达到 50）"
    c = claim("c1", text, claim_type="root_cause", support_level="indirect", bindings=_POOL_BINDINGS)
    check = _ground([c])["c1"]
    assert check.verification == "overstated"
    assert "唯一" in check.detail


def test_ground_claims_quantifier_carried_by_evidence_is_not_overstated() -> None:
    invs = [log_invocation(messages=["all replicas of payment-service report PAY-5003"])]
    c = claim("c1", "all replicas of payment-service report PAY-5003", bindings=[binding(excerpt="all replicas")])
    assert _ground([c], invs)["c1"].verification == "direct_observation"


@pytest.mark.spec("PASS verdict when all claims have evidence")
def test_round_direct_plus_honest_inference_passes() -> None:
    cause = claim("c2", _POOL_CAUSE, claim_type="root_cause", support_level="indirect", bindings=_POOL_BINDINGS)
    result = _round([claim(), cause])
    assert [c.verification for c in result.outcome.claim_checks] == ["direct_observation", "reasonable_inference"]
    assert result.outcome.verdict == "PASS" and result.outcome.groundedness_score == 0.8


@pytest.mark.spec("LOW_CONFID verdict with partial evidence")
def test_round_overstated_cause_is_low_confid() -> None:
    cause = claim("c2", _POOL_CAUSE, claim_type="root_cause", support_level="direct", bindings=_POOL_BINDINGS)
    result = _round([claim(), cause])
    assert result.outcome.claim_checks[1].verification == "overstated"
    assert result.outcome.verdict == "LOW_CONFID" and result.outcome.groundedness_score == 0.8


@pytest.mark.spec("LOW_CONFID verdict with only inference support")
def test_round_only_honest_inferences_is_low_confid() -> None:
    cause = claim("c1", _POOL_CAUSE, claim_type="root_cause", support_level="indirect", bindings=_POOL_BINDINGS)
    result = _round([cause])
    assert result.outcome.claim_checks[0].verification == "reasonable_inference"
    assert result.outcome.verdict == "LOW_CONFID" and result.outcome.groundedness_score == 0.6


def _round(claims: list[dict[str, Any]], invocations: list[ToolInvocation] | None = None) -> RoundResult:
    invs = invocations if invocations is not None else _session()
    prepared = prepare_round(
        original_query="payment-service 为什么超时？", round=1, retry_context=None, invocations=invs,
        executor_output=executor_json(claims),
    )  # fmt: skip
    return conclude_round(prepared, verifier_output=None, threshold=0.5, max_rounds=2)


# --- numbers: same subject, from-to and ranges ---------------------------------------------------------------

_RESTARTS = 'container_restarts_total{service="order-service"} 03:30–06:00Z first=0 last=3; increments at 04:40Z'
_HEAP = 'jvm_heap_used_bytes{service="order-service"} 03:30–06:00Z min=31 max=50'


def _restart_session() -> list[ToolInvocation]:
    refs = [ref("series[0]", _HEAP), ref("series[1]", _RESTARTS)]
    return [tool_invocation(303, "query_metrics", refs=refs, arguments={"service": "order-service"})]


def test_ground_claims_from_to_claim_matches_first_last_evidence() -> None:
    c = claim(
        "c1", "order-service 的 container_restarts_total 从 0 增加到 3",
        bindings=[binding("query_metrics", 303, "series[1]", "first=0 last=3")],
    )  # fmt: skip
    assert _ground([c], _restart_session())["c1"].verification == "direct_observation"


def test_ground_claims_from_to_with_unverified_binding_is_unsupported_not_contradicted() -> None:
    c = claim(
        "c1", "order-service 的 container_restarts_total 从 0 增加到 3",
        bindings=[binding("query_metrics", 303, None, "first=0 last=3")],
    )  # fmt: skip
    check = _ground([c], _restart_session())["c1"]
    assert check.verification == "unsupported"
    assert "evidence.raw_path_missing" in check.detail


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_ground_claims_inflated_end_value_is_contradicted() -> None:
    c = claim(
        "c1", "order-service 的 container_restarts_total 从 0 增加到 7",
        bindings=[binding("query_metrics", 303, "series[1]", "first=0 last=3")],
    )  # fmt: skip
    check = _ground([c], _restart_session())["c1"]
    assert check.verification == "contradicted"
    assert "7" in check.detail and "3" in check.detail


def test_ground_claims_value_inside_stated_range_is_not_a_conflict() -> None:
    c = claim(
        "c1", "order-service 的 jvm_heap_used_bytes 在 04:00 为 40",
        bindings=[binding("query_metrics", 303, "series[0]", "min=31 max=50")],
    )  # fmt: skip
    assert _ground([c], _restart_session())["c1"].verification == "unsupported"


def test_ground_claims_extreme_outside_stated_value_is_contradicted() -> None:
    c = claim(
        "c1", "order-service 的 jvm_heap_used_bytes 最高 45",
        bindings=[binding("query_metrics", 303, "series[0]", "min=31 max=50")],
    )  # fmt: skip
    assert _ground([c], _restart_session())["c1"].verification == "contradicted"


# --- denials of present facts ----------------------------------------------------------------------------------

_FIRING = "alert ServiceDown service=logistics-service state=firing severity=critical since=2026-11-28T05:41:00Z"
_FIRING_SUMMARY = "query_metrics kind=alerts: 1 firing alerts, 0 resolved alerts, 0 series"


def _alert_session() -> list[ToolInvocation]:
    alerts = tool_invocation(
        505, "query_metrics", refs=[ref("alerts[0]", _FIRING), ref("summary", _FIRING_SUMMARY)],
        arguments={"kind": "alerts", "state": "firing"},
    )  # fmt: skip
    order = tool_invocation(
        506, "query_metrics",
        refs=[ref("summary", "query_metrics service=order-service: 0 firing alerts, 1 resolved alerts, 2 series")],
        arguments={"service": "order-service"},
    )  # fmt: skip
    logs = tool_invocation(
        507, "query_logs",
        refs=[ref("summary", "query_logs service=user-service level=ERROR 05:00–06:00Z: 0 matching records")],
        arguments={"service": "user-service", "level": "ERROR"},
    )  # fmt: skip
    return [alerts, order, logs]


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_ground_claims_denial_of_firing_alert_in_its_own_evidence_is_contradicted() -> None:
    c = claim(
        "c1", "logistics-service 当前没有 firing 的告警", claim_type="negative_observation",
        bindings=[binding("query_metrics", 505, "alerts[0]", "ServiceDown service=logistics-service state=firing")],
    )  # fmt: skip
    check = _ground([c], _alert_session())["c1"]
    assert check.verification == "contradicted"
    assert "alerts[0]" in check.detail and "logistics-service" in check.detail


def test_ground_claims_denial_contradicted_by_firing_alert_elsewhere_in_session() -> None:
    c = claim(
        "c1", "logistics-service 当前没有触发中的告警", claim_type="negative_observation",
        bindings=[binding("query_metrics", 505, "summary", "1 firing alerts")],
    )  # fmt: skip
    assert _ground([c], _alert_session())["c1"].verification == "contradicted"


def test_ground_claims_true_negative_alert_summary_stays_direct() -> None:
    c = claim(
        "c1", "order-service 当前没有触发中的告警", claim_type="negative_observation",
        bindings=[binding("query_metrics", 506, "summary", "0 firing alerts")],
    )  # fmt: skip
    assert _ground([c], _alert_session())["c1"].verification == "direct_observation"


def test_ground_claims_true_negative_log_count_stays_direct() -> None:
    c = claim(
        "c1", "user-service 在查询窗口内没有 ERROR 级别日志", claim_type="negative_observation",
        bindings=[binding("query_logs", 507, "summary", "0 matching records")],
    )  # fmt: skip
    assert _ground([c], _alert_session())["c1"].verification == "direct_observation"


def test_ground_claims_denial_of_logs_with_matching_records_is_contradicted() -> None:
    c = claim(
        "c1", "payment-service 最近半小时没有 ERROR 日志", claim_type="negative_observation",
        bindings=[binding("query_logs", 11, "summary", "2 matching lines")],
    )  # fmt: skip
    check = _ground([c])["c1"]
    assert check.verification == "contradicted"
    assert "summary" in check.detail


def test_ground_claims_resolved_alert_does_not_contradict_a_denial() -> None:
    resolved = "HighLatency resolved at 2026-11-28T01:35:00Z (fired 2026-11-28T01:10:00Z) service=user-service"
    summary = "alerts for user-service in the last 6h: 0 firing, 1 resolved"
    refs = [ref("summary", summary), ref("alerts[0]", resolved)]
    inv = tool_invocation(601, "query_metrics", refs=refs, arguments={"service": "user-service"})
    bindings = [
        binding("query_metrics", 601, "summary", "0 firing"),
        binding("query_metrics", 601, "alerts[0]", "HighLatency resolved"),
    ]
    text = "user-service 当前没有 firing 的告警；HighLatency 已于 2026-11-28T01:35:00Z resolved"
    c = claim("c1", text, claim_type="negative_observation", bindings=bindings)
    assert _ground([c], [inv])["c1"].verification == "direct_observation"


def test_guard_claim_checks_two_model_checks_for_one_claim_the_stricter_wins() -> None:
    deterministic = [ClaimCheck(claim_id="c1", verification="direct_observation", detail="det")]
    for order in (("direct_observation", "unsupported"), ("unsupported", "direct_observation")):
        model = [ClaimCheck(claim_id="c1", verification=v, detail=v) for v in order]
        [guarded] = guard_claim_checks(model, deterministic)
        assert guarded.verification == "unsupported"


def _window_orders(failed: int, total: int) -> ToolInvocation:
    text = (f"query_order window=2026-11-24T06:00:00Z~07:00:00Z: {failed} of {total} matching orders failed "
            f"(error_code set)")
    refs = [ref("failed", text, counts={"failed": failed, "total": total})]
    return tool_invocation(21, "query_order", refs=refs, arguments={"start": "2026-11-24T06:00:00Z"})


def _failed_claim(failed: int, total: int) -> dict[str, Any]:
    text = f"查询窗口内共 {total} 笔订单，其中失败（带错误码）的 {failed} 笔"
    return claim(text=text, bindings=[binding("query_order", 21, "failed", f"{failed} of {total} matching orders")])


def test_a_zero_part_beside_its_whole_is_no_denial_of_the_whole() -> None:
    """Pattern "a window's records, none failed" (opened skygate/simwave: "今天上午9点到10点一共进来多少笔充值" was
    REJECTED): "共 33 笔订单，其中失败的 0 笔" restates "0 of 33 … failed" — a true claim, never contradicted by
    the 33."""
    checks = _ground([_failed_claim(0, 33)], [_window_orders(0, 33)])
    assert checks["c1"].verification == "direct_observation", checks["c1"].detail
    wrong = _ground([_failed_claim(0, 33)], [_window_orders(4, 33)])  # four failed: the zero is false
    assert wrong["c1"].verification != "direct_observation", wrong["c1"].detail
    bound = binding("query_order", 21, "failed", "0 of 33 matching orders")
    denial = _ground([claim(text="查询窗口内 0 笔订单", bindings=[bound])],
                     [_window_orders(0, 33)])
    assert denial["c1"].verification != "direct_observation", denial["c1"].detail
