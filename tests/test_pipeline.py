from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

from superbiz.agents.composer import Composer
from superbiz.contracts import ClaimCheck, ExecutorEvidenceV2, RetryContext, ToolInvocation
from superbiz.pipeline import AnswerContext, RoundResult, conclude_round, prepare_round
from superbiz.render.answer import AnswerBrief
from tests.verification.factories import (
    binding,
    claim,
    executor_json,
    knowledge_invocation,
    log_invocation,
    metrics_invocation,
    order_invocation,
    tool_invocation,
)

QUERY = "payment-service 最近半小时为什么大量超时？"
ALERT_CLAIM = claim(
    "c2",
    "告警 PaymentDBPoolExhausted 自 05:24 起在 payment-service 上触发",
    bindings=[binding("query_metrics", 12, "alerts[0]", "alert PaymentDBPoolExhausted service=payment-service")],
)


def _session() -> list[ToolInvocation]:
    clock = tool_invocation(10, "get_current_datetime", output='{"now": "2026-11-28T06:00:00Z"}')
    return [clock, log_invocation(), metrics_invocation(), knowledge_invocation(), order_invocation()]


def _run(
    executor_output: str | None,
    *,
    verifier_output: str | None = None,
    round: int = 1,
    invocations: list[ToolInvocation] | None = None,
    retry_context: RetryContext | None = None,
    threshold: float = 0.5,
) -> RoundResult:
    prepared = prepare_round(
        original_query=QUERY,
        round=round,
        retry_context=retry_context,
        invocations=invocations if invocations is not None else _session(),
        executor_output=executor_output,
    )
    return conclude_round(prepared, verifier_output=verifier_output, threshold=threshold, max_rounds=2)


def _model(verdict: str, checks: list[dict[str, Any]]) -> str:
    return json.dumps(
        {
            "verdict": verdict,
            "groundedness_score": 1.0,
            "critical_fact_count": len(checks),
            "claim_checks": checks,
            "facts_checked": [],
            "rationale": "model",
        },
        ensure_ascii=False,
    )


@pytest.mark.spec("PASS verdict when all claims have evidence")
def test_pipeline_clean_session_passes_and_answers_normal() -> None:
    result = _run(executor_json([claim(), ALERT_CLAIM]))
    assert result.outcome.verdict == "PASS" and result.outcome.groundedness_score == 1.0
    assert result.route.output_type == "NORMAL"
    assert result.answer is not None and "PAY-5003" in result.answer


@pytest.mark.spec("structured claims are the primary verification target")
def test_pipeline_verifies_only_structured_claims() -> None:
    result = _run(executor_json([claim()]))
    assert [c.claim_id for c in result.outcome.claim_checks] == ["c1"]
    assert result.outcome.critical_fact_count == 1


@pytest.mark.spec("facts_checked contains evidence refs")
def test_pipeline_facts_reference_existing_trace_refs() -> None:
    result = _run(executor_json([claim(), ALERT_CLAIM]))
    trace_refs = {item.trace_ref for item in result.prepared.tool_trace_summary}
    for fact in result.outcome.facts_checked:
        assert fact.evidence_refs
        for ref in fact.evidence_refs:
            assert ref.trace_ref in trace_refs and ref.source_invocation_ids


@pytest.mark.spec("Tool trace summary is navigation context")
def test_pipeline_direct_observation_does_not_need_fact_in_output_summary() -> None:
    long_noise = [f"2026-11-28T05:{i % 60:02d}:00Z INFO payment-service heartbeat ok seq={i}" for i in range(400)]
    invs = [log_invocation(messages=[*long_noise, "2026-11-28T05:31:12Z ERROR payment-service PAY-5003 HikariPool-1 - "
                                     "Connection is not available, request timed out after 3000ms"])]  # fmt: skip
    c = claim(bindings=[binding(raw_path="logs[400]")])
    result = _run(executor_json([c]), invocations=invs)
    summary_text = " ".join(i.output_summary for i in result.prepared.tool_trace_summary)
    assert "HikariPool-1" not in summary_text
    assert result.outcome.claim_checks[0].verification == "direct_observation"


@pytest.mark.spec("Malformed structured output cannot pass through natural language fallback")
@pytest.mark.parametrize(
    "output", [None, "", "payment-service 出现 PAY-5003，已确认连接池耗尽。", '{"claims": [', "[1, 2]"]
)
def test_pipeline_unparseable_executor_output_never_passes(output: str | None) -> None:
    result = _run(output, verifier_output=_model("PASS", [{"claim_id": "c1", "verification": "direct_observation"}]))
    assert result.outcome.verdict == "LOW_CONFID"
    assert result.outcome.critical_fact_count == 0 and result.outcome.groundedness_score == 0.0
    assert result.prepared.parsed.parse_status.status in ("missing", "malformed")


@pytest.mark.spec("malformed structured output cannot pass through natural language fallback")
def test_pipeline_malformed_output_in_last_round_answers_with_disclaimer() -> None:
    result = _run("根因是连接池耗尽（PAY-5003）", round=2)
    assert result.outcome.verdict == "LOW_CONFID"
    assert result.route.output_type == "LOW_CONFID_WITH_DISCLAIMER"
    assert result.answer is not None and "根因是连接池耗尽" not in result.answer


@pytest.mark.spec("Executor V2 final output contains only structured diagnostic fields")
@pytest.mark.parametrize("extra", [{"diagnosis_summary": "连接池耗尽"}, {"user_facing_answer": "请扩容"}])
def test_pipeline_v2_object_with_removed_fields_never_passes(extra: dict[str, str]) -> None:
    result = _run(executor_json([claim()], **extra))
    assert "schema.executor_v2" in result.prepared.gatekeeper_result.failed_rules
    assert result.outcome.verdict != "PASS"


@pytest.mark.spec("claim-level verifier output is accepted")
def test_pipeline_accepts_model_claim_checks_stricter_than_guard() -> None:
    model = _model("PASS", [{"claim_id": "c1", "verification": "unsupported", "detail": "模型认为证据不足"}])
    result = _run(executor_json([claim(), ALERT_CLAIM]), verifier_output=model)
    checks = {c.claim_id: c for c in result.outcome.claim_checks}
    assert checks["c1"].verification == "unsupported" and checks["c1"].detail == "模型认为证据不足"
    assert checks["c2"].verification == "direct_observation"
    assert result.outcome.verifier_source == "model" and result.outcome.model_verdict == "PASS"
    assert result.outcome.verdict == "LOW_CONFID"
    data = result.to_json_dict()
    for key in ("verdict", "groundedness_score", "critical_fact_count", "claim_checks", "facts_checked", "rationale"):
        assert key in data


@pytest.mark.spec("strict schema output")
def test_pipeline_json_items_carry_required_keys() -> None:
    data = _run(executor_json([claim()])).to_json_dict()
    json.dumps(data)
    assert isinstance(data["critical_fact_count"], int)
    for item in data["claim_checks"]:
        assert {"claim_id", "verification", "detail", "evidence_refs"} <= item.keys()
    for item in data["facts_checked"]:
        assert {"fact", "is_critical", "verification", "detail"} <= item.keys()


def test_pipeline_model_cannot_loosen_fabricated_claim() -> None:
    fabricated = claim("c9", "risk-service 出现 RSK-5001 导致支付超时", bindings=[binding()])
    model = _model("PASS", [{"claim_id": "c9", "verification": "direct_observation"}])
    result = _run(executor_json([claim(), fabricated]), verifier_output=model)
    assert result.outcome.verdict == "REJECT" and result.route.output_type == "DEGRADED"
    assert result.answer is not None and "RSK-5001" not in result.answer and "risk-service" not in result.answer


@pytest.mark.spec("invocation reference failure downgrades to reject")
def test_pipeline_fabricated_invocation_id_rejects_even_if_model_passes() -> None:
    c = claim(bindings=[binding(invocation_id=999)])
    model = _model("PASS", [{"claim_id": "c1", "verification": "direct_observation"}])
    result = _run(executor_json([c, ALERT_CLAIM]), verifier_output=model)
    assert result.outcome.verdict == "REJECT"
    assert result.route.action == "answer" and result.route.output_type == "DEGRADED"


@pytest.mark.spec("LOW_CONFID score<0.5 -> trigger one additional round")
def test_pipeline_low_score_retries_then_answers_in_round_two() -> None:
    weak = claim("c3", "payment-service 连接池等待线程达到 118", bindings=[binding()])
    kb_only = claim(
        "c4",
        "payment-service 的 PAY-5003 通常由连接池耗尽引起",
        bindings=[binding("lookup_knowledge", 13, "chunks[0]", "PAY-5003 表示获取数据库连接超时")],
    )
    output = executor_json([claim(), weak, kb_only], missing_info=["payment-db 慢查询日志"])
    first = _run(output)
    assert first.outcome.verdict == "LOW_CONFID" and first.outcome.groundedness_score < 0.5
    assert first.route.action == "retry" and first.answer is None and first.composer_output is None
    ctx = first.route.retry_context
    assert ctx is not None and "payment-db 慢查询日志" in ctx.missing_evidence_facts
    second = _run(output, round=2, retry_context=ctx)
    assert second.route.output_type == "LOW_CONFID_WITH_DISCLAIMER"
    assert second.prepared.payload.retry_context == ctx


@pytest.mark.spec("Deduped retrievals do not count as fresh support")
def test_pipeline_deduped_knowledge_binding_is_not_fresh_support() -> None:
    invs = [log_invocation(), knowledge_invocation(deduped=True)]
    kb = binding("lookup_knowledge", 13, "chunks[0]", "PAY-5003 表示获取数据库连接超时")
    output = executor_json([claim("k1", "PAY-5003 表示获取数据库连接超时", claim_type="knowledge", bindings=[kb])])
    result = _run(output, invocations=invs)
    assert result.outcome.claim_checks[0].verification == "reasonable_inference"
    assert result.outcome.verdict == "LOW_CONFID"


@pytest.mark.spec("V2 machine contract is not exposed as normal user answer")
def test_pipeline_answer_never_raw_executor_json() -> None:
    output = executor_json([claim(), ALERT_CLAIM])
    result = _run(output)
    assert result.answer is not None
    assert output not in result.answer and '"claims"' not in result.answer and "{" not in result.answer
    assert result.to_evaluation().composer_output is not None
    assert result.to_evaluation().composer_output.path == "template"  # type: ignore[union-attr]


def test_pipeline_the_round_routes_an_executor_endpoint_failure_itself() -> None:
    """A live chat's executor failure is the round's outcome (no route override after routing)."""
    prepared = prepare_round(original_query=QUERY, round=1, retry_context=None, invocations=_session(),
                             executor_output=None)
    plain = conclude_round(prepared, threshold=0.5, max_rounds=2)
    assert plain.route.action == "retry" and plain.composition is None  # nothing to answer yet
    gap = "Executor 模型服务调用失败：connection refused"
    failed = conclude_round(prepared, threshold=0.5, max_rounds=2,
                            context=AnswerContext(executor_failure="connection refused", failure_gaps=(gap,)))
    assert failed.outcome == plain.outcome  # the verification is the same; only the route differs
    assert failed.route.action == "answer" and failed.route.output_type == "DEGRADED"
    assert failed.route.reason == "executor model endpoint failed: connection refused"
    assert failed.material is not None and failed.material.gaps[0] == gap
    assert failed.composition is not None and failed.composition.output_type == "DEGRADED"
    assert failed.answer is not None and gap in failed.answer


def test_pipeline_the_composer_writes_the_answer_from_the_rounds_composition_input() -> None:
    seen: list[tuple[ExecutorEvidenceV2 | None, list[str]]] = []

    def brief(structured: ExecutorEvidenceV2 | None, checks: Sequence[ClaimCheck]) -> AnswerBrief:
        seen.append((structured, [c.verification for c in checks]))
        return AnswerBrief(window_label="2026-11-28 13:30 ~ 14:00（Asia/Shanghai）")

    prepared = prepare_round(original_query=QUERY, round=1, retry_context=None, invocations=_session(),
                             executor_output=executor_json([claim(), ALERT_CLAIM]))
    result = conclude_round(prepared, threshold=0.5, max_rounds=2, context=AnswerContext(brief=brief))
    assert seen == [(prepared.structured, [c.verification for c in result.outcome.claim_checks])]
    assert result.composition is not None and result.composition.brief is not None
    composed = Composer().compose(result.composition)  # no model: the template, the same one the round shows
    assert composed.response is None and composed.output == result.composer_output
    assert result.composition.question == QUERY and "PAY-5003" in composed.output.text
    recorded = conclude_round(prepared, threshold=0.5, max_rounds=2)  # a recorded round has no brief
    assert recorded.composition is not None and recorded.composition.brief is None
