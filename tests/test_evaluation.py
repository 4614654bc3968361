"""The rule-based EvaluationService: named factors over realistic sessions; writes only ``rule_evaluation``."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from superbiz.contracts import (
    CheckedBinding,
    EvidenceRef,
    ExecutorEvidenceV2,
    GatekeeperResult,
    RetrievalDetails,
    ToolInvocation,
)
from superbiz.evaluation import EvaluationService, RuleEvaluation, compute_rule_evaluation, rule_evaluation
from superbiz.store import Database, NotFound, read_self_evaluation, update_self_evaluation_slot
from superbiz.store import repository as repo
from superbiz.tools.base import ToolResult

NOW = datetime(2026, 3, 14, 9, 30, tzinfo=UTC)
TIMEOUT_LOG = "PAY-5031 upstream timeout calling bank-gateway after 3000ms"
ALERT = "HighLatency firing for payment-service: p99 4.2s > 1s since 09:05"


def _inv(inv_id: int, tool: str, refs: list[EvidenceRef] | None, *, success: bool = True) -> ToolInvocation:
    details = RetrievalDetails(evidence_refs=refs) if refs is not None else None
    return ToolInvocation(id=inv_id, tool_name=tool, success=success, retrieval_details=details,
                          error=None if success else "prometheus unreachable")


def _kb_ref(i: int, level: str, *, deduped: bool = False) -> EvidenceRef:
    return EvidenceRef(raw_path=f"chunks[{i}]", text=f"PAY-5031 处理步骤 {i}", relevance_level=level,
                       retrieval_layer="bm25", source_document="runbooks/payment.md", deduped=deduped)


def _claim(claim_id: str, inv_id: int, raw_path: str, excerpt: str, claim_type: str = "observation") -> dict[str, Any]:
    return {"claim_id": claim_id, "claim_type": claim_type, "claim_text": excerpt, "support_level": "direct",
            "evidence_bindings": [{"source_invocation_id": inv_id, "raw_path": raw_path, "evidence_excerpt": excerpt}]}


def _structured(*claims: dict[str, Any]) -> ExecutorEvidenceV2:
    return ExecutorEvidenceV2.model_validate({"claims": list(claims), "hypotheses": [], "recommended_actions": [],
                                              "missing_info": []})


def _gate(*verified: tuple[str, bool, bool]) -> GatekeeperResult:
    bindings = [CheckedBinding(claim_id=cid, binding_index=0, tool_name="query_logs", source_invocation_id=1,
                               raw_path="logs[0]", verified=ok, deduped=dd) for cid, ok, dd in verified]
    return GatekeeperResult(status="pass", severity="none", checked_bindings=bindings)


def _factors(result: RuleEvaluation) -> dict[str, Any]:
    return {f.name: f for f in result.factors}


def test_rule_evaluation_well_evidenced_session_scores_high() -> None:
    invocations = [
        _inv(1, "query_logs", [EvidenceRef(raw_path="logs[0]", text=TIMEOUT_LOG)]),
        _inv(2, "query_metrics", [EvidenceRef(raw_path="alerts[0]", text=ALERT)]),
        _inv(3, "lookup_knowledge", [_kb_ref(0, "high"), _kb_ref(1, "medium")]),
        _inv(4, "get_current_datetime", []),
    ]
    structured = _structured(_claim("c1", 1, "logs[0]", TIMEOUT_LOG), _claim("c2", 2, "alerts[0]", ALERT),
                             _claim("c3", 3, "chunks[0]", "PAY-5031 处理步骤 0", "knowledge"))
    result = compute_rule_evaluation(invocations, structured, _gate(("c1", True, False), ("c2", True, False),
                                                                      ("c3", True, False)))
    factors = _factors(result)
    assert factors["successful_evidence_calls"].contribution == 30.0
    assert factors["precise_evidence_claims"].value == 1.0
    assert factors["retrieval_relevance"].value == 0.5
    assert factors["retrieval_relevance"].contribution == 10.0
    assert [factors[n].contribution for n in ("failed_calls", "deduped_retrievals", "no_hit_calls")] == [0, 0, 0]
    assert result.evidence_score == 90
    assert result.source == "rule"
    assert factors["successful_evidence_calls"].detail == "3 of 3 evidence calls returned fresh evidence"


def test_rule_evaluation_failed_empty_and_deduped_calls_score_zero() -> None:
    invocations = [
        _inv(1, "query_metrics", None, success=False),
        _inv(2, "query_logs", []),
        _inv(3, "lookup_knowledge", [_kb_ref(0, "high", deduped=True), _kb_ref(1, "high", deduped=True)]),
    ]
    structured = _structured(_claim("c1", 1, "alerts[0]", ALERT))
    gate = GatekeeperResult(status="fail", severity="low_confid", checked_bindings=[
        CheckedBinding(claim_id="c1", binding_index=0, tool_name="query_metrics", source_invocation_id=1,
                       raw_path="alerts[0]", verified=False, failed_rules=["evidence.invocation_failed"])])
    result = compute_rule_evaluation(invocations, structured, gate)
    factors = _factors(result)
    assert factors["successful_evidence_calls"].value == 0.0
    assert factors["precise_evidence_claims"].value == 0.0
    assert factors["retrieval_relevance"].weight == 0.0  # no fresh knowledge hits: does not apply
    assert factors["failed_calls"].contribution == pytest.approx(-6.67)
    assert factors["deduped_retrievals"].contribution == -10.0
    assert factors["no_hit_calls"].contribution == pytest.approx(-3.33)
    assert result.evidence_score == 0


def test_rule_evaluation_penalties_lower_an_otherwise_good_score() -> None:
    good = [_inv(1, "query_logs", [EvidenceRef(raw_path="logs[0]", text=TIMEOUT_LOG)]),
            _inv(2, "query_metrics", [EvidenceRef(raw_path="alerts[0]", text=ALERT)])]
    structured = _structured(_claim("c1", 1, "logs[0]", TIMEOUT_LOG))
    gate = _gate(("c1", True, False))
    clean = compute_rule_evaluation(good, structured, gate)
    with_failure = compute_rule_evaluation([*good, _inv(3, "query_order", None, success=False)], structured, gate)
    assert clean.evidence_score == 100  # no knowledge hits: the other positive factors share 100 points
    assert with_failure.evidence_score == 93  # 1 of 3 calls failed: -20/3
    assert _factors(with_failure)["failed_calls"].detail == "1 of 3 evidence calls failed"


def test_rule_evaluation_deduped_binding_is_not_precise_evidence() -> None:
    invocations = [_inv(1, "lookup_knowledge", [_kb_ref(0, "high", deduped=True)])]
    structured = _structured(_claim("c1", 1, "chunks[0]", "PAY-5031 处理步骤 0", "knowledge"))
    with_gate = compute_rule_evaluation(invocations, structured, _gate(("c1", True, True)))
    without_gate = compute_rule_evaluation(invocations, structured, None)
    assert _factors(with_gate)["precise_evidence_claims"].value == 0.0
    assert _factors(without_gate)["precise_evidence_claims"].value == 0.0


def test_rule_evaluation_without_gatekeeper_checks_excerpts_itself() -> None:
    invocations = [_inv(7, "query_logs", [EvidenceRef(raw_path="logs[0]", text=TIMEOUT_LOG)])]
    structured = _structured(
        _claim("c1", 7, "logs[0]", "PAY-5031 upstream timeout calling bank-gateway"),
        _claim("c2", 7, "logs[0]", "PAY-5031 upstream timeout after 9000ms"),  # a number the log does not say
        _claim("c3", 99, "logs[0]", TIMEOUT_LOG),  # an invocation that does not exist
    )
    factor = _factors(compute_rule_evaluation(invocations, structured, None))["precise_evidence_claims"]
    assert factor.value == pytest.approx(1 / 3, abs=1e-4)
    assert "excerpts found in the cited evidence refs" in factor.detail


def test_rule_evaluation_with_no_structured_output_and_no_calls() -> None:
    result = compute_rule_evaluation([], None, None)
    assert result.evidence_score == 0
    assert "no structured executor output" in _factors(result)["precise_evidence_claims"].detail


def test_rule_evaluation_ignores_tools_that_are_not_evidence_bearing() -> None:
    invocations = [_inv(1, "query_logs", [EvidenceRef(raw_path="logs[0]", text=TIMEOUT_LOG)]),
                   _inv(2, "get_current_datetime", None, success=False)]
    result = compute_rule_evaluation(invocations, None, None)
    assert _factors(result)["failed_calls"].value == 0.0
    assert _factors(result)["successful_evidence_calls"].detail == "1 of 1 evidence calls returned fresh evidence"


def test_rule_evaluation_dict_has_the_stored_shape() -> None:
    stored = rule_evaluation([], None, None)
    assert set(stored) == {"evidence_score", "source", "factors"}
    assert stored["source"] == "rule"
    assert [f["name"] for f in stored["factors"]] == [
        "successful_evidence_calls", "precise_evidence_claims", "retrieval_relevance",
        "failed_calls", "deduped_retrievals", "no_hit_calls",
    ]
    assert all(set(f) == {"name", "value", "weight", "contribution", "detail"} for f in stored["factors"])


# --------------------------------------------------------------------------- the service, on a real database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = Database.create(f"sqlite:///{tmp_path / 'superbiz.db'}")
    try:
        yield database
    finally:
        database.dispose()


def _record_payment_incident(db: Database) -> tuple[int, int]:
    logs = ToolResult(tool_name="query_logs", status="ok", params={"service": "payment-service"},
                      data={"logs": [{"message": TIMEOUT_LOG}]},
                      evidence_refs=[EvidenceRef(raw_path="logs[0]", text=TIMEOUT_LOG)])
    metrics = ToolResult(tool_name="query_metrics", status="error", params={"service": "payment-service"},
                         error="prometheus unreachable: connection refused")
    clock = ToolResult(tool_name="get_current_datetime", status="ok", data={"now": NOW.isoformat()})
    with db.transaction() as session:
        repo.create_session(session, session_id="s-1", user_id="alice", query="payment-service 为什么超时？",
                            conversation_id=None, now=NOW)
        log_inv = repo.record_invocation(session, session_id="s-1", round=1, step=0, tool_result=logs,
                                         evidence_bearing=True, duration_ms=4.0, now=NOW)
        metric_inv = repo.record_invocation(session, session_id="s-1", round=1, step=1, tool_result=metrics,
                                            evidence_bearing=True, duration_ms=2.0, now=NOW)
        repo.record_invocation(session, session_id="s-1", round=1, step=2, tool_result=clock,
                               evidence_bearing=False, duration_ms=0.1, now=NOW)
    return log_inv.id, metric_inv.id


@pytest.mark.spec("rule evaluation stored separately")
def test_evaluation_service_writes_rule_evaluation_and_keeps_verifier_evaluation(db: Database) -> None:
    log_id, _ = _record_payment_incident(db)
    structured = _structured(_claim("c1", log_id, "logs[0]", TIMEOUT_LOG)).model_dump(mode="json")
    gate = GatekeeperResult(status="pass", severity="none", checked_bindings=[CheckedBinding(
        claim_id="c1", binding_index=0, tool_name="query_logs", source_invocation_id=log_id, raw_path="logs[0]",
        verified=True)]).model_dump(mode="json")
    verifier = {"verdict": "PASS", "groundedness_score": 1.0, "executor_structured_output": structured,
                "gatekeeper_result": gate, "claim_checks": [{"claim_id": "c1", "verification": "direct_observation"}]}
    update_self_evaluation_slot(db, session_id="s-1", slot="verifier_evaluation", value=verifier)

    result = EvaluationService(db).evaluate_session("s-1")

    with db.session() as session:
        stored = read_self_evaluation(session, session_id="s-1")
    assert stored is not None
    assert stored["verifier_evaluation"] == verifier
    assert stored["rule_evaluation"] == result.model_dump(mode="json")
    factors = _factors(result)
    assert factors["precise_evidence_claims"].detail == (
        "1 of 1 claims have precise evidence (gatekeeper-verified bindings)"
    )
    assert factors["failed_calls"].detail == "1 of 2 evidence calls failed"  # the clock call is not evidence
    # no knowledge hits: positives 37.5 + 62.5; 1 of 2 calls gave evidence: 18.75 + 62.5 - 20/2 = 71.25
    assert result.evidence_score == 71


def test_evaluation_service_runs_without_any_verifier_evaluation(db: Database) -> None:
    _record_payment_incident(db)
    result = EvaluationService(db).evaluate_session("s-1")
    with db.session() as session:
        stored = read_self_evaluation(session, session_id="s-1")
    assert stored == {"rule_evaluation": result.model_dump(mode="json")}
    assert "no structured executor output" in _factors(result)["precise_evidence_claims"].detail


def test_evaluation_service_tolerates_a_malformed_verifier_slot(db: Database) -> None:
    _record_payment_incident(db)
    update_self_evaluation_slot(db, session_id="s-1", slot="verifier_evaluation",
                                value={"executor_structured_output": "not an object", "gatekeeper_result": {"x": 1}})
    result = EvaluationService(db).evaluate_session("s-1")
    assert "no structured executor output" in _factors(result)["precise_evidence_claims"].detail


def test_evaluation_service_unknown_session_raises_not_found(db: Database) -> None:
    with pytest.raises(NotFound):
        EvaluationService(db).evaluate_session("missing")
