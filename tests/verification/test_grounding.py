from __future__ import annotations

from typing import Any

import pytest

from superbiz.contracts import ClaimCheck, ToolInvocation
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
)


def _session() -> list[ToolInvocation]:
    return [log_invocation(), metrics_invocation(), knowledge_invocation(), order_invocation()]


def _ground(claims: list[dict[str, Any]], invocations: list[ToolInvocation] | None = None) -> dict[str, ClaimCheck]:
    invs = invocations if invocations is not None else _session()
    parsed = parse_executor_output(executor_json(claims))
    result = run_gatekeeper(parsed, invs, trace_refs={i.id: f"trace-{i.id}" for i in invs})
    return {c.claim_id: c for c in ground_claims(parsed.structured, result, invs)}


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
    assert ground_claims(parsed.structured, result, _session()) == []


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
