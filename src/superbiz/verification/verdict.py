"""From claim checks to the effective verdict: legacy facts, the fixed score mapping, the matrix, and the
hard caps of DESIGN §9.6. The model never sets the score; its verdict and score are kept for audit only."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, Literal, cast, get_args

from pydantic import ValidationError

from superbiz.contracts import (
    ClaimCheck,
    ClaimEvidenceRef,
    ExecutorEvidenceV2,
    ExecutorOutputParseStatus,
    FactCheck,
    FactVerification,
    GatekeeperResult,
    Verdict,
    Verification,
    VerificationOutcome,
    VerifierOutput,
)
from superbiz.verification.claim_view import claims_with_checks  # its home; kept importable from here

__all__ = [
    "FACT_SCORES",
    "claim_checks_from_model",
    "claims_with_checks",
    "display_score",
    "effective_outcome",
    "facts_from_claim_checks",
    "groundedness_score",
    "matrix_verdict",
    "to_fact_verification",
]

#: The fixed mapping of spec 003 ("score derived from supported facts").
FACT_SCORES: dict[FactVerification, float] = {
    "direct_evidence": 1.0,
    "indirect_support": 0.6,
    "no_evidence": 0.0,
    "contradicted": 0.0,
}
_RANK: dict[Verdict, int] = {"REJECT": 0, "LOW_CONFID": 1, "PASS": 2}
_VERIFICATIONS: frozenset[str] = frozenset(get_args(Verification))


_FACT_MAP: dict[Verification, FactVerification] = {
    "direct_observation": "direct_evidence",
    "reasonable_inference": "indirect_support",
    "overstated": "indirect_support",
    "unsupported": "no_evidence",
    "external_unknown": "no_evidence",
    "contradicted": "contradicted",
}


def to_fact_verification(v: Verification) -> FactVerification:
    """The legacy four-class value of a claim-check class (spec: "claim checks are mapped to legacy facts")."""
    return _FACT_MAP[v]


def facts_from_claim_checks(
    claim_checks: Sequence[ClaimCheck], structured: ExecutorEvidenceV2 | None
) -> list[FactCheck]:
    """Compatibility ``facts_checked``: one critical fact per claim check, evidence refs copied.

    Claim ids are unique after parsing (a duplicate gets a positional suffix), so the first text wins here
    only for outputs built elsewhere; no claim's text ever replaces another's.
    """
    texts: dict[str, str] = {}
    for c in structured.claims if structured is not None else []:
        texts.setdefault(c.claim_id, c.claim_text)
    return [
        FactCheck(
            fact=texts.get(check.claim_id, check.claim_id),
            is_critical=True,
            verification=to_fact_verification(check.verification),
            detail=check.detail,
            evidence_refs=list(check.evidence_refs),
            claim_id=check.claim_id,
        )
        for check in claim_checks
    ]


def groundedness_score(facts: Sequence[FactCheck]) -> float:
    """Mean of the fixed mapping over critical facts, clamped to [0, 1]; 0.0 with any contradiction.

    Exact: routing compares it with the threshold unrounded (0.49995 is below 0.5); texts show
    :func:`display_score`.
    """
    critical = [f for f in facts if f.is_critical]
    if not critical or any(f.verification == "contradicted" for f in critical):
        return 0.0
    mean = sum(FACT_SCORES[f.verification] for f in critical) / len(critical)
    return min(1.0, max(0.0, mean))


def display_score(score: float) -> float:
    """The score as shown to people (4 dp); never compared with anything."""
    return round(score, 4)


#: Classes that keep a claim from PASS without contradicting the evidence (spec 003: partial evidence).
_WEAK: frozenset[Verification] = frozenset({"unsupported", "external_unknown", "overstated"})


def matrix_verdict(claim_checks: Sequence[ClaimCheck]) -> Verdict:
    """The verdict matrix of spec 003 over the six-class claim checks (every claim is a critical fact).

    Any ``contradicted`` → REJECT; any ``unsupported`` / ``external_unknown`` / ``overstated``, no claims, or
    no ``direct_observation`` at all (only inference) → LOW_CONFID; otherwise (direct, plus inference) → PASS.
    The legacy four-class facts cannot decide this: they merge ``overstated`` into ``indirect_support``.
    """
    kinds = {c.verification for c in claim_checks}
    if "contradicted" in kinds:
        return "REJECT"
    if not kinds or kinds & _WEAK or "direct_observation" not in kinds:
        return "LOW_CONFID"
    return "PASS"


def _cap(verdict: Verdict, ceiling: Verdict) -> Verdict:
    return ceiling if _RANK[ceiling] < _RANK[verdict] else verdict


def _caps(parse_status: ExecutorOutputParseStatus, gatekeeper_result: GatekeeperResult) -> list[tuple[str, Verdict]]:
    caps: list[tuple[str, Verdict]] = []
    if parse_status.status != "valid":
        caps.append((f"parse_status:{parse_status.status}→LOW_CONFID", "LOW_CONFID"))
    if gatekeeper_result.severity == "reject":
        caps.append(("gatekeeper:reject→REJECT", "REJECT"))
    if "evidence.invocation_ref" in gatekeeper_result.failed_rules:
        caps.append(("gatekeeper:invocation_ref→REJECT", "REJECT"))
    if gatekeeper_result.severity == "low_confid":
        caps.append(("gatekeeper:low_confid→LOW_CONFID", "LOW_CONFID"))
    elif gatekeeper_result.status == "fail" and gatekeeper_result.severity == "none":
        caps.append(("gatekeeper:fail→LOW_CONFID", "LOW_CONFID"))
    return caps


_CLASS_NAMES: dict[Verification, str] = {
    "direct_observation": "直接观察",
    "reasonable_inference": "合理推断",
    "overstated": "表述过度",
    "unsupported": "无证据支撑",
    "external_unknown": "仅有外部知识",
    "contradicted": "与证据冲突",
}


def _rationale(
    checks: Sequence[ClaimCheck], parse_status: ExecutorOutputParseStatus, matrix: Verdict, caps: Sequence[str],
    verdict: Verdict, score: float,
) -> str:  # fmt: skip
    if parse_status.status != "valid":
        head = f"Executor 输出解析状态为 {parse_status.status}，没有可核查的结构化断言，不从自然语言中提取事实"
    elif not checks:
        head = "Executor 结构化输出中没有关键断言"
    else:
        counts = Counter(c.verification for c in checks)
        parts = [f"{_CLASS_NAMES[k]} {counts[k]} 条" for k in _CLASS_NAMES if counts[k]]
        head = f"共核查 {len(checks)} 条关键断言：" + "、".join(parts)
    cap_text = f"；上限约束：{'，'.join(caps)}" if caps else ""
    return f"{head}；矩阵判定为 {matrix}{cap_text}；最终判定 {verdict}，groundedness_score={display_score(score)}。"


def effective_outcome(
    *,
    claim_checks: Sequence[ClaimCheck],
    structured: ExecutorEvidenceV2 | None,
    parse_status: ExecutorOutputParseStatus,
    gatekeeper_result: GatekeeperResult,
    model_output: VerifierOutput | None = None,
    verifier_output_parse_status: ExecutorOutputParseStatus | None = None,
    verifier_source: Literal["model", "deterministic"] = "deterministic",
) -> VerificationOutcome:
    """The effective verdict: matrix first, then parse-status and Gatekeeper caps (never raising the score)."""
    checks = list(claim_checks) if parse_status.status == "valid" else []
    facts = facts_from_claim_checks(checks, structured)
    score = groundedness_score(facts)
    matrix = matrix_verdict(checks)
    verdict = matrix
    applied: list[str] = []
    for name, ceiling in _caps(parse_status, gatekeeper_result):
        verdict = _cap(verdict, ceiling)
        applied.append(name)
    return VerificationOutcome(
        verdict=verdict,
        groundedness_score=score,
        critical_fact_count=len([f for f in facts if f.is_critical]),
        claim_checks=checks,
        facts_checked=facts,
        rationale=_rationale(checks, parse_status, matrix, applied, verdict, score),
        matrix_verdict=matrix,
        caps_applied=applied,
        verifier_source=verifier_source,
        verifier_output_parse_status=verifier_output_parse_status,
        model_verdict=model_output.verdict if model_output is not None else None,
        model_groundedness_score=model_output.groundedness_score if model_output is not None else None,
    )


def _model_refs(raw: Any) -> list[ClaimEvidenceRef]:
    refs: list[ClaimEvidenceRef] = []
    for item in raw if isinstance(raw, list) else []:
        if isinstance(item, dict):
            try:
                refs.append(ClaimEvidenceRef.model_validate({k: v for k, v in item.items() if k in _REF_KEYS}))
            except ValidationError:
                continue
    return refs


_REF_KEYS = frozenset(ClaimEvidenceRef.model_fields)


#: Spellings of the six classes a model writes (keys casefolded, spaces/hyphens as ``_``), and legacy names.
_CLASS_ALIASES: dict[str, Verification] = {
    "direct": "direct_observation",
    "direct_evidence": "direct_observation",
    "直接观察": "direct_observation",
    "inference": "reasonable_inference",
    "indirect_support": "reasonable_inference",
    "合理推断": "reasonable_inference",
    "overstatement": "overstated",
    "表述过度": "overstated",
    "no_evidence": "unsupported",
    "not_supported": "unsupported",
    "无证据支撑": "unsupported",
    "external": "external_unknown",
    "仅有外部知识": "external_unknown",
    "contradiction": "contradicted",
    "contradicts": "contradicted",
    "与证据冲突": "contradicted",
}
#: What an unknown class is read as: an error for that check, so stricter than any support.
_UNKNOWN_CLASS: Verification = "unsupported"


def _model_class(value: Any) -> tuple[Verification, str | None]:
    """The class a model meant, and a note when it was not written canonically (or is unknown)."""
    if isinstance(value, str):
        key = "_".join(value.strip().casefold().replace("-", " ").split())
        if key in _VERIFICATIONS:
            return cast(Verification, key), None if key == value else f"verification {value!r} read as {key!r}"
        if key in _CLASS_ALIASES:
            return _CLASS_ALIASES[key], f"verification {value!r} read as {_CLASS_ALIASES[key]!r}"
    return _UNKNOWN_CLASS, f"verification {value!r} is not a known class: read as {_UNKNOWN_CLASS!r} (stricter)"


def _model_claim_id(value: Any) -> str | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return str(value)
    return value.strip() if isinstance(value, str) else None


def claim_checks_from_model(model_output: VerifierOutput, structured: ExecutorEvidenceV2 | None) -> list[ClaimCheck]:
    """Tolerant conversion of a model's ``claim_checks``; the model can only make a claim stricter.

    Class names are case-folded and mapped (``Unsupported``, ``direct evidence``); an unknown class is read as
    ``unsupported`` (an error for that check, never dropped). Items for unknown claims are dropped (the
    deterministic check stands). A model ``REJECT``/``LOW_CONFID`` verdict with no usable check at all marks
    every claim ``unsupported``, so it can never become a PASS. Several checks for one claim are all returned;
    ``guard_claim_checks`` keeps the strictest.
    """
    known = {c.claim_id for c in structured.claims} if structured is not None else set()
    checks: list[ClaimCheck] = []
    for item in model_output.claim_checks:
        claim_id = _model_claim_id(item.get("claim_id"))
        if claim_id is None or claim_id not in known:
            continue
        verification, note = _model_class(item.get("verification"))
        detail = item.get("detail")
        text = detail if isinstance(detail, str) else ""
        checks.append(
            ClaimCheck(
                claim_id=claim_id,
                verification=verification,
                detail=f"{text}（{note}）" if note else text,
                evidence_refs=_model_refs(item.get("evidence_refs")),
            )
        )
    verdict = (model_output.verdict or "").strip().upper().replace(" ", "_")
    if not checks and verdict in {"REJECT", "LOW_CONFID"} and structured is not None:
        detail = f"模型 Verifier 判定 {verdict} 但没有给出逐条核查，该断言不能确认。"
        checks = [ClaimCheck(claim_id=c.claim_id, verification="unsupported", detail=detail) for c in structured.claims]
    return checks
