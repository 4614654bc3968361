"""The rule-based EvaluationService: an evidence score from invocation facts, written to ``rule_evaluation``.

Independent of the Verifier: it reads the session's persisted invocations and, when present, the
``executor_structured_output`` and ``gatekeeper_result`` that the ChatService stored under
``verifier_evaluation``; it writes only the ``rule_evaluation`` slot (read-modify-write under a row lock).
The ChatService scores the same facts without re-reading them (``evaluate_recorded``) and writes the slot in
the transaction that completes the session (``write``); ``evaluate_session`` re-reads a stored session.

The score (0..100) is the sum of named factors. Positive factors share 100 points among those that apply
(retrieval relevance applies only when the knowledge base returned hits); penalties subtract:

    successful_evidence_calls  30  evidence calls that returned fresh evidence (saturates at 2 calls)
    precise_evidence_claims    50  share of claims with a verified, non-deduped evidence binding
    retrieval_relevance        20  share of fresh knowledge hits with relevance_level "high"
    failed_calls              -20  share of evidence calls that failed
    deduped_retrievals        -10  share of knowledge hits already returned earlier (no new evidence)
    no_hit_calls              -10  share of evidence calls that succeeded but returned nothing
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from sqlalchemy.orm import Session

from superbiz.contracts import (
    EvidenceBinding,
    EvidenceRef,
    ExecutorEvidenceV2,
    GatekeeperResult,
    ToolCatalog,
    ToolInvocation,
)
from superbiz.store import repository as repo
from superbiz.store.db import Database
from superbiz.store.self_evaluation import read_self_evaluation, set_self_evaluation_slot, update_self_evaluation_slot
from superbiz.tools.registry import builtin_catalog
from superbiz.verification.text import excerpt_supported

__all__ = ["EvaluationService", "FactorName", "RuleEvaluation", "RuleFactor", "compute_rule_evaluation",
           "rule_evaluation"]

FactorName = Literal[
    "successful_evidence_calls",
    "precise_evidence_claims",
    "retrieval_relevance",
    "failed_calls",
    "deduped_retrievals",
    "no_hit_calls",
]

#: base weights of the positive factors (rescaled to 100 over the factors that apply)
_POSITIVE: dict[FactorName, float] = {
    "successful_evidence_calls": 30.0,
    "precise_evidence_claims": 50.0,
    "retrieval_relevance": 20.0,
}
_PENALTY: dict[FactorName, float] = {"failed_calls": -20.0, "deduped_retrievals": -10.0, "no_hit_calls": -10.0}
_CALLS_FOR_FULL_CREDIT = 2
_M = TypeVar("_M", bound=BaseModel)


class RuleFactor(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: FactorName
    value: float = Field(ge=0.0, le=1.0)  # the factor's measure, 0..1
    weight: float  # points at value 1 (negative for penalties; 0 when the factor does not apply)
    contribution: float  # points added to (or taken from) the score
    detail: str


class RuleEvaluation(BaseModel):
    """``diagnosis_session.self_evaluation.rule_evaluation``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    evidence_score: int = Field(ge=0, le=100)
    source: Literal["rule"] = "rule"
    factors: list[RuleFactor]


def _refs(inv: ToolInvocation) -> list[EvidenceRef]:
    details = inv.retrieval_details
    return list(details.evidence_refs or []) if details is not None else []


def _share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def _binding_id(binding: EvidenceBinding) -> int | None:
    if binding.source_invocation_id is not None:
        return binding.source_invocation_id
    ids = binding.source_invocation_ids or []
    return ids[0] if len(ids) == 1 else None


def _binding_precise(binding: EvidenceBinding, by_id: dict[int, ToolInvocation]) -> bool:
    """Fallback when no gatekeeper_result was stored: the cited ref exists, is fresh and holds the excerpt."""
    inv_id = _binding_id(binding)
    inv = by_id.get(inv_id) if inv_id is not None else None
    if inv is None or not inv.success or not binding.raw_path or not binding.evidence_excerpt:
        return False
    ref = next((r for r in _refs(inv) if r.raw_path == binding.raw_path), None)
    return ref is not None and not ref.deduped and excerpt_supported(binding.evidence_excerpt, ref.text)


def _precise_claims(
    invocations: Sequence[ToolInvocation], structured: ExecutorEvidenceV2 | None, gate: GatekeeperResult | None
) -> tuple[int, int, str]:
    """``(claims with precise evidence, claims, how it was checked)``."""
    if gate is not None:
        precise = {b.claim_id for b in gate.checked_bindings if b.verified and not b.deduped}
        claims = {c.claim_id for c in structured.claims} if structured else {b.claim_id for b in gate.checked_bindings}
        return len(precise & claims), len(claims), "gatekeeper-verified bindings"
    if structured is None:
        return 0, 0, "no structured executor output"
    by_id = {inv.id: inv for inv in invocations}
    precise_count = sum(1 for c in structured.claims if any(_binding_precise(b, by_id) for b in c.evidence_bindings))
    return precise_count, len(structured.claims), "excerpts found in the cited evidence refs"


def _factor(name: FactorName, value: float, weight: float, detail: str) -> RuleFactor:
    return RuleFactor(name=name, value=round(value, 4), weight=round(weight, 2),
                      contribution=round(value * weight, 2) + 0.0, detail=detail)  # no -0.0


def _positive_weights(knowledge_applies: bool) -> dict[FactorName, float]:
    """Positive weights rescaled to 100 over the factors that apply."""
    applies = {name: name != "retrieval_relevance" or knowledge_applies for name in _POSITIVE}
    scale = 100.0 / sum(w for name, w in _POSITIVE.items() if applies[name])
    return {name: (w * scale if applies[name] else 0.0) for name, w in _POSITIVE.items()}


def compute_rule_evaluation(
    invocations: Sequence[ToolInvocation],
    structured: ExecutorEvidenceV2 | None,
    gatekeeper_result: GatekeeperResult | None,
    *,
    evidence_tools: Collection[str] | None = None,
    knowledge_tools: Collection[str] | None = None,
) -> RuleEvaluation:
    """The rule evaluation of one session's facts. Pure and deterministic.

    ``evidence_tools`` (whose calls count) and ``knowledge_tools`` (whose hits are knowledge retrievals) default
    to the built-in tools' traits."""
    evidence_tools = builtin_catalog().evidence_tools() if evidence_tools is None else evidence_tools
    knowledge_tools = builtin_catalog().knowledge_tools() if knowledge_tools is None else knowledge_tools
    calls = [inv for inv in invocations if inv.tool_name in evidence_tools]
    n_calls = len(calls)
    failed = sum(1 for inv in calls if not inv.success)
    hits = sum(1 for inv in calls if inv.success and any(not r.deduped for r in _refs(inv)))
    no_hit = sum(1 for inv in calls if inv.success and not _refs(inv))
    kb_refs = [r for inv in calls if inv.tool_name in knowledge_tools and inv.success for r in _refs(inv)]
    fresh_kb = [r for r in kb_refs if not r.deduped]
    deduped = len(kb_refs) - len(fresh_kb)
    high = sum(1 for r in fresh_kb if (r.relevance_level or "").lower() == "high")
    precise, claims, how = _precise_claims(invocations, structured, gatekeeper_result)
    weight = _positive_weights(bool(fresh_kb))

    factors = [
        _factor("successful_evidence_calls", min(hits, _CALLS_FOR_FULL_CREDIT) / _CALLS_FOR_FULL_CREDIT,
                weight["successful_evidence_calls"], f"{hits} of {n_calls} evidence calls returned fresh evidence"),
        _factor("precise_evidence_claims", _share(precise, claims), weight["precise_evidence_claims"],
                f"{precise} of {claims} claims have precise evidence ({how})"),
        _factor("retrieval_relevance", _share(high, len(fresh_kb)), weight["retrieval_relevance"],
                f"{high} of {len(fresh_kb)} fresh knowledge hits are high relevance" if fresh_kb
                else "not applicable: no fresh knowledge hits"),
        _factor("failed_calls", _share(failed, n_calls), _PENALTY["failed_calls"],
                f"{failed} of {n_calls} evidence calls failed"),
        _factor("deduped_retrievals", _share(deduped, len(kb_refs)), _PENALTY["deduped_retrievals"],
                f"{deduped} of {len(kb_refs)} knowledge hits were already returned earlier"),
        _factor("no_hit_calls", _share(no_hit, n_calls), _PENALTY["no_hit_calls"],
                f"{no_hit} of {n_calls} evidence calls returned no evidence"),
    ]
    total = sum(f.contribution for f in factors)
    return RuleEvaluation(evidence_score=max(0, min(100, round(total))), factors=factors)


def rule_evaluation(
    invocations: Sequence[ToolInvocation],
    structured: ExecutorEvidenceV2 | None,
    gatekeeper_result: GatekeeperResult | None,
    *,
    evidence_tools: Collection[str] | None = None,
) -> dict[str, Any]:
    """:func:`compute_rule_evaluation` as the JSON object stored under ``rule_evaluation``."""
    result = compute_rule_evaluation(invocations, structured, gatekeeper_result, evidence_tools=evidence_tools)
    return result.model_dump(mode="json")


def _parse(model: type[_M], raw: object) -> _M | None:
    if not isinstance(raw, dict):
        return None
    try:
        return model.model_validate(raw)
    except ValidationError:
        return None


def _rule_from_facts(
    invocations: Sequence[ToolInvocation],
    verifier_evaluation: object,
    evidence_tools: Collection[str],
    knowledge_tools: Collection[str],
) -> RuleEvaluation:
    """The rule evaluation from the invocations and the stored ``verifier_evaluation`` object (JSON)."""
    verifier = verifier_evaluation if isinstance(verifier_evaluation, dict) else {}
    structured = _parse(ExecutorEvidenceV2, verifier.get("executor_structured_output"))
    gate = _parse(GatekeeperResult, verifier.get("gatekeeper_result"))
    return compute_rule_evaluation(
        invocations, structured, gate, evidence_tools=evidence_tools, knowledge_tools=knowledge_tools
    )


class EvaluationService:
    """Computes and stores ``rule_evaluation`` for a session; never touches ``verifier_evaluation``."""

    def __init__(self, db: Database, *, tools: ToolCatalog | None = None) -> None:
        """``tools``: the traits of the registry's tools (which give knowledge hits); default the built-in ones."""
        self._db = db
        self._knowledge_tools = (tools if tools is not None else builtin_catalog()).knowledge_tools()

    def evaluate_session(self, session_id: str) -> RuleEvaluation:
        """Score the session's evidence and write the ``rule_evaluation`` slot. Raises ``NotFound``."""
        with self._db.session() as session:
            container = read_self_evaluation(session, session_id=session_id) or {}
            views = repo.list_invocation_views(session, session_id=session_id)
        invocations = [repo.to_tool_invocation(view) for view in views]
        evidence_tools = {v.tool_name for v in views if v.evidence_bearing}
        result = _rule_from_facts(
            invocations, container.get("verifier_evaluation"), evidence_tools, self._knowledge_tools
        )
        update_self_evaluation_slot(self._db, session_id=session_id, slot="rule_evaluation", value=result)
        return result

    def evaluate_recorded(
        self,
        invocations: Sequence[ToolInvocation],
        verifier_evaluation: Mapping[str, Any] | None,
        *,
        evidence_tools: Collection[str],
    ) -> RuleEvaluation:
        """What :meth:`evaluate_session` computes, from facts the caller has just persisted (no re-read):
        every invocation of the session in id order, the ``verifier_evaluation`` object as stored, and the
        evidence-bearing tools among them. Write it with :meth:`write` in the same transaction."""
        return _rule_from_facts(invocations, dict(verifier_evaluation or {}), evidence_tools, self._knowledge_tools)

    @staticmethod
    def write(session: Session, *, session_id: str, result: RuleEvaluation) -> None:
        """Store ``result`` in the ``rule_evaluation`` slot inside the caller's *write* transaction."""
        set_self_evaluation_slot(session, session_id=session_id, slot="rule_evaluation", value=result)
