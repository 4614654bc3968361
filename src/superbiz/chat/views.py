"""What a user may see of a round: the ``ChatResult`` built from verifier-allowed material only.

Confirmed = ``direct_observation`` (and ``reasonable_inference``, labelled, except in DEGRADED); to-confirm =
unsupported / overstated / external_unknown (never in DEGRADED); the text of a ``contradicted`` claim never
appears. Each visible claim carries the invocation, raw path and excerpt the Gatekeeper checked.
"""

from __future__ import annotations

import re
from typing import Any

from superbiz.chat.events import ChatResult, ClaimView
from superbiz.contracts import Claim, ClaimCheck, ComposerOutput, ExecutorEvidenceV2, GatekeeperResult
from superbiz.pipeline import RoundResult
from superbiz.render import AllowedMaterial
from superbiz.verification.verdict import claims_with_checks

__all__ = ["chat_result", "drop_covered_gaps", "verdict_summary"]

_CONFIRMED = {"direct_observation", "reasonable_inference"}
_TO_CONFIRM = {"unsupported", "overstated", "external_unknown"}


_BACKTICKED = re.compile(r"`([^`\n]{3,80})`")
_IDENTIFIER = re.compile(
    r"[A-Za-z][A-Za-z0-9]*(?:[_.:-][A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]+|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]+"
)


def _condition_tokens(hypothesis_text: str) -> set[str]:
    """What a runbook hypothesis names as its judgement condition: backticked names, else metric-/alert-like ids."""
    quoted = {t.strip().lower() for t in _BACKTICKED.findall(hypothesis_text)}
    return quoted or {t.lower() for t in _IDENTIFIER.findall(hypothesis_text)}


def drop_covered_gaps(material: AllowedMaterial, structured: ExecutorEvidenceV2 | None) -> AllowedMaterial:
    """``material`` without the gaps that only a hypothesis asked for and a confirmed claim already covers.

    A hypothesis's ``needed_evidence`` ("current logs or metrics for this runbook's condition") is covered when a
    confirmed (direct_observation) claim names one of the metrics, alerts or codes the hypothesis names. A gap
    that any uncovered hypothesis, ``missing_info`` or an unsupported claim also asks for stays.
    """
    if structured is None or not structured.hypotheses or not material.gaps:
        return material
    confirmed = "\n".join(item.text for item in material.confirmed).lower()
    needed_by_open: set[str] = set(structured.missing_info)
    covered: set[str] = set()
    for hypothesis in structured.hypotheses:
        tokens = _condition_tokens(hypothesis.hypothesis_text)
        target = covered if tokens and any(t in confirmed for t in tokens) else needed_by_open
        target.update(hypothesis.needed_evidence)
    drop = covered - needed_by_open
    gaps = tuple(g for g in material.gaps if g not in drop)
    return material if gaps == material.gaps else material.model_copy(update={"gaps": gaps})


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
        if check.verification == "direct_observation" or (check.verification in _CONFIRMED and not degraded):
            if degraded and claim.claim_type == "root_cause":
                continue
            confirmed.append(_view(claim, check, result.prepared.gatekeeper_result))
        elif check.verification in _TO_CONFIRM and not degraded:
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
