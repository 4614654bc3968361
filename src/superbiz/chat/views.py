"""What a user may see of a round: the ``ChatResult`` built from verifier-allowed material only.

Which claims appear is decided by ``verification.claim_view`` (DESIGN §9.8): confirmed = ``direct_observation``
(and ``reasonable_inference``, except in DEGRADED); to-confirm = unsupported / overstated / external_unknown (never
in DEGRADED); the text of a ``contradicted`` claim never appears. Each visible claim carries the invocation, raw
path and excerpt the Gatekeeper checked.
"""

from __future__ import annotations

from typing import Any

from superbiz.chat.events import ChatResult, ClaimView
from superbiz.contracts import Claim, ClaimCheck, ComposerOutput, GatekeeperResult
from superbiz.pipeline import RoundResult
from superbiz.render import AllowedMaterial
from superbiz.verification.claim_view import claim_visibility, claims_with_checks

__all__ = ["chat_result", "verdict_summary"]



def verdict_summary(result: RoundResult) -> str:
    o = result.outcome
    counts: dict[str, int] = {}
    for check in o.claim_checks:
        counts[check.verification] = counts.get(check.verification, 0) + 1
    parts = ", ".join(f"{k}={v}" for k, v in sorted(counts.items()))
    caps = f" caps={o.caps_applied}" if o.caps_applied else ""
    return (
        f"{o.verdict} score={o.groundedness_score:.2f} facts={o.critical_fact_count} [{parts}] "
        f"gatekeeper={result.prepared.gatekeeper_result.status}/{result.prepared.gatekeeper_result.severity}"
        f" route={result.route.action}:{result.route.output_type}{caps}"
    )


def _evidence(claim: Claim, gatekeeper: GatekeeperResult) -> list[dict[str, Any]]:
    checked = {(b.claim_id, b.binding_index): b for b in gatekeeper.checked_bindings}
    out = []
    for i, binding in enumerate(claim.evidence_bindings):
        cb = checked.get((claim.claim_id, i))
        out.append(
            {
                "invocation_id": cb.source_invocation_id if cb else binding.source_invocation_id,
                "tool_name": binding.tool_name,
                "raw_path": binding.raw_path,
                "excerpt": (binding.evidence_excerpt or "")[:500],
                "verified": bool(cb and cb.verified),
                "failed_rules": list(cb.failed_rules) if cb else [],
            }
        )
    return out


def _view(claim: Claim, check: ClaimCheck, gatekeeper: GatekeeperResult) -> ClaimView:
    return ClaimView(
        claim_id=claim.claim_id,
        claim_text=claim.claim_text,
        claim_type=claim.claim_type,
        verification=check.verification,
        detail=check.detail,
        evidence=_evidence(claim, gatekeeper),
    )


def chat_result(
    *,
    session_id: str,
    conversation_id: str | None,
    result: RoundResult,
    composer: ComposerOutput,
    material: AllowedMaterial,
    rounds: int,
    duration_ms: float,
) -> ChatResult:
    structured = result.prepared.parsed.structured
    degraded = composer.output_type == "DEGRADED"
    confirmed: list[ClaimView] = []
    to_confirm: list[ClaimView] = []
    for claim, check in claims_with_checks(structured, result.outcome.claim_checks):  # by position, never by id
        shown = claim_visibility(check.verification, claim.claim_type, degraded=degraded)
        if shown in ("confirmed", "inference"):
            confirmed.append(_view(claim, check, result.prepared.gatekeeper_result))
        elif shown == "to_confirm":
            to_confirm.append(_view(claim, check, result.prepared.gatekeeper_result))
    return ChatResult(
        session_id=session_id,
        conversation_id=conversation_id,
        output_type=composer.output_type,
        verdict=result.outcome.verdict,
        groundedness_score=result.outcome.groundedness_score,
        rounds=rounds,
        answer=composer.text,
        composer_path=composer.path,
        confirmed=confirmed,
        to_confirm=to_confirm,
        hypotheses=[] if degraded else list(material.hypotheses),
        gaps=list(material.gaps),
        next_steps=list(material.next_steps),
        duration_ms=duration_ms,
    )
