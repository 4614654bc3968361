"""The audit trail of one session, as the API shows it: a pure function over the stored session detail.

Each claim of the (last round's) structured Executor output is joined with the Verifier's claim check (by position,
``verification.claim_view``: a claim never takes another's check) and the Gatekeeper's check of each of its evidence
bindings, and each binding with the persisted invocation behind it.
The raw ``verifier_evaluation`` and ``rule_evaluation`` slots are returned as stored, for inspection.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from superbiz.contracts import VerifierEvaluation
from superbiz.store.views import InvocationView, SessionDetail, SessionSummary, StepView
from superbiz.verification.claim_view import checks_by_position

__all__ = ["AuditBinding", "AuditClaim", "AuditTrail", "build_audit"]


class AuditBinding(BaseModel):
    model_config = ConfigDict(frozen=True)

    invocation_id: int | None
    tool_name: str | None
    raw_path: str | None
    excerpt: str | None
    verified: bool | None
    failed_rules: list[str] = Field(default_factory=list)
    invocation_success: bool | None = None


class AuditClaim(BaseModel):
    model_config = ConfigDict(frozen=True)

    claim_id: str
    claim_type: str
    claim_text: str
    verification: str | None
    detail: str | None
    bindings: list[AuditBinding] = Field(default_factory=list)


class AuditTrail(BaseModel):
    model_config = ConfigDict(frozen=True)

    session: SessionSummary
    final_answer: str | None
    error: str | None
    claims: list[AuditClaim]
    gatekeeper_result: dict[str, Any] | None
    #: per asked aspect, the claim that answers it or the gap (``verifier_evaluation.answer_coverage``)
    answer_coverage: dict[str, Any] | None = None
    verifier_evaluation: dict[str, Any] | None
    rule_evaluation: dict[str, Any] | None
    invocations: list[InvocationView]
    steps: list[StepView]


def _claims(evaluation: VerifierEvaluation, invocations: dict[int, InvocationView]) -> list[AuditClaim]:
    structured = evaluation.executor_structured_output or {}
    raws = [raw for raw in structured.get("claims") or [] if isinstance(raw, dict)]
    checks = checks_by_position([str(raw.get("claim_id", "")) for raw in raws], evaluation.claim_checks)
    gated = {(b.claim_id, b.binding_index): b for b in evaluation.gatekeeper_result.checked_bindings}
    claims: list[AuditClaim] = []
    for raw, check in zip(raws, checks, strict=True):
        claim_id = str(raw.get("claim_id", ""))
        bindings = []
        for index, binding in enumerate(raw.get("evidence_bindings") or []):
            if not isinstance(binding, dict):
                continue
            checked = gated.get((claim_id, index))
            inv_id = checked.source_invocation_id if checked else binding.get("source_invocation_id")
            invocation = invocations.get(inv_id) if isinstance(inv_id, int) else None
            bindings.append(AuditBinding(
                invocation_id=inv_id if isinstance(inv_id, int) else None,
                tool_name=invocation.tool_name if invocation else binding.get("tool_name"),
                raw_path=binding.get("raw_path"),
                excerpt=binding.get("evidence_excerpt"),
                verified=checked.verified if checked else None,
                failed_rules=list(checked.failed_rules) if checked else [],
                invocation_success=invocation.success if invocation else None,
            ))
        claims.append(AuditClaim(
            claim_id=claim_id, claim_type=str(raw.get("claim_type", "observation")),
            claim_text=str(raw.get("claim_text", "")),
            verification=check.verification if check else None, detail=check.detail if check else None,
            bindings=bindings,
        ))
    return claims


def _coverage(raw_verifier: object) -> dict[str, Any] | None:
    coverage = raw_verifier.get("answer_coverage") if isinstance(raw_verifier, dict) else None
    return coverage if isinstance(coverage, dict) else None


def build_audit(detail: SessionDetail) -> AuditTrail:
    """The audit trail of a stored session (claims joined with checks, bindings and invocations)."""
    container = detail.session.self_evaluation or {}
    raw_verifier = container.get("verifier_evaluation")
    raw_rule = container.get("rule_evaluation")
    invocations = {inv.id: inv for inv in detail.invocations}
    claims: list[AuditClaim] = []
    gatekeeper: dict[str, Any] | None = None
    if isinstance(raw_verifier, dict):
        gatekeeper = raw_verifier.get("gatekeeper_result")
        try:
            evaluation = VerifierEvaluation.model_validate(raw_verifier)
        except ValidationError:
            evaluation = None
        if evaluation is not None:
            claims = _claims(evaluation, invocations)
    summary = SessionSummary.model_validate(detail.session.model_dump(include=set(SessionSummary.model_fields)))
    return AuditTrail(
        session=summary, final_answer=detail.session.final_answer, error=detail.session.error, claims=claims,
        gatekeeper_result=gatekeeper if isinstance(gatekeeper, dict) else None,
        answer_coverage=_coverage(raw_verifier),
        verifier_evaluation=raw_verifier if isinstance(raw_verifier, dict) else None,
        rule_evaluation=raw_rule if isinstance(raw_rule, dict) else None,
        invocations=detail.invocations, steps=detail.steps,
    )
