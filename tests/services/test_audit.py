"""The audit trail joins each claim with its own check (by position): a shared claim id never lets one claim take
another's check, the way a join keyed by claim id did."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from superbiz.contracts import ClaimCheck
from superbiz.pipeline import conclude_round, prepare_round
from superbiz.services.audit import build_audit
from superbiz.store.views import SessionDetail, SessionView
from tests.verification.factories import binding, claim, executor_json, log_invocation, metrics_invocation

QUERY = "payment-service 最近半小时为什么大量超时？"


def _detail(verifier_evaluation: dict[str, Any]) -> SessionDetail:
    now = datetime(2026, 11, 28, 6, 0, tzinfo=UTC)
    session = SessionView(
        id="s1", user_id="u", conversation_id=None, query=QUERY, status="completed", output_type="NORMAL",
        verdict="PASS", groundedness_score=1.0, rounds=1, created_at=now, completed_at=now, duration_ms=1.0,
        final_answer="a", self_evaluation={"verifier_evaluation": verifier_evaluation}, error=None,
    )
    return SessionDetail(session=session)


def test_audit_pairs_claims_and_checks_by_position_even_when_ids_repeat() -> None:
    alert = claim("c2", "告警 PaymentDBPoolExhausted 自 05:24 起在 payment-service 上触发",
                  bindings=[binding("query_metrics", 12, "alerts[0]", "alert PaymentDBPoolExhausted")])
    prepared = prepare_round(original_query=QUERY, round=1, retry_context=None,
                             invocations=[log_invocation(), metrics_invocation()],
                             executor_output=executor_json([claim(), alert]))
    evaluation = conclude_round(prepared, threshold=0.5, max_rounds=2).to_evaluation().model_dump(mode="json")
    audit = build_audit(_detail(evaluation))
    assert [(c.claim_id, c.verification) for c in audit.claims] == [
        (k["claim_id"], k["verification"]) for k in evaluation["claim_checks"]
    ]
    # the stored record with both claims under one id (a schema error the audit must still show faithfully)
    claims = evaluation["executor_structured_output"]["claims"]
    for raw in claims:
        raw["claim_id"] = "dup"
    evaluation["claim_checks"] = [
        ClaimCheck(claim_id="dup", verification=v, detail=v).model_dump(mode="json")
        for v in ("direct_observation", "contradicted")
    ]
    audit = build_audit(_detail(evaluation))
    assert [(c.claim_text, c.verification) for c in audit.claims] == [
        (claims[0]["claim_text"], "direct_observation"), (claims[1]["claim_text"], "contradicted")
    ]
