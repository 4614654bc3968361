"""Round routing on the effective verdict (DESIGN §9.7) and the retry context built from verifier gaps."""

from __future__ import annotations

from collections.abc import Sequence

from superbiz.contracts import ExecutorEvidenceV2, RetryContext, RouteDecision, VerificationOutcome
from superbiz.verification.claim_view import claims_with_checks
from superbiz.verification.verdict import display_score

__all__ = ["RETRY_INSTRUCTION", "build_retry_context", "decide_route"]

RETRY_INSTRUCTION = "仅补充以上断言相关证据，不要重复已完成检索"
_NO_EVIDENCE = frozenset({"unsupported", "external_unknown"})
_INDIRECT = frozenset({"reasonable_inference", "overstated"})


def build_retry_context(
    *,
    round: int,
    outcome: VerificationOutcome,
    structured: ExecutorEvidenceV2 | None,
    completed_retrievals: Sequence[str] = (),
) -> RetryContext:
    """Only the verifier's gaps: no-evidence and indirect claims, missing info, hypotheses' needed evidence.

    Contradicted claims are never repeated (their text must not travel anywhere).
    """
    facts: list[str] = []
    for claim, check in claims_with_checks(structured, outcome.claim_checks):  # by position, never by id
        text = claim.claim_text
        if check.verification in _NO_EVIDENCE:
            facts.append(f"“{text}”缺少直接证据")
        elif check.verification in _INDIRECT:
            facts.append(f"“{text}”只有间接支持")
    if structured is None:
        facts.append("上一轮 Executor 输出未能解析为 executor_evidence_v2 结构化断言，需给出带证据绑定的断言")
    else:
        facts.extend(item for item in structured.missing_info if item.strip())
        facts.extend(need for h in structured.hypotheses for need in h.needed_evidence if need.strip())
    return RetryContext(
        round=round,
        missing_evidence_facts=list(dict.fromkeys(facts)),
        instruction=RETRY_INSTRUCTION,
        completed_retrievals=list(dict.fromkeys(completed_retrievals)),
    )


def decide_route(
    *,
    round: int,
    max_rounds: int,
    outcome: VerificationOutcome,
    threshold: float,
    structured: ExecutorEvidenceV2 | None,
    completed_retrievals: Sequence[str] = (),
) -> RouteDecision:
    """PASS → NORMAL; REJECT → DEGRADED (never retry); LOW_CONFID ≥ threshold or in the last round →
    LOW_CONFID_WITH_DISCLAIMER; LOW_CONFID < threshold before the last round → retry with gaps."""
    score = outcome.groundedness_score  # exact: never rounded before the comparison
    shown = display_score(score)
    if outcome.verdict == "PASS":
        return RouteDecision(action="answer", output_type="NORMAL", reason="PASS：按已确认事实输出")
    if outcome.verdict == "REJECT":
        return RouteDecision(action="answer", output_type="DEGRADED", reason="REJECT：降级输出，不进入补证据轮次")
    if score >= threshold:
        return RouteDecision(
            action="answer",
            output_type="LOW_CONFID_WITH_DISCLAIMER",
            reason=f"LOW_CONFID 且 groundedness_score={shown} ≥ 阈值 {threshold}：带不确定性声明输出",
        )
    if round < max_rounds:
        context = build_retry_context(
            round=round, outcome=outcome, structured=structured, completed_retrievals=completed_retrievals
        )
        return RouteDecision(
            action="retry",
            retry_context=context,
            reason=f"LOW_CONFID 且 groundedness_score={shown} < 阈值 {threshold}：第 {round} 轮后补充一轮证据",
        )
    return RouteDecision(
        action="answer",
        output_type="LOW_CONFID_WITH_DISCLAIMER",
        reason=f"LOW_CONFID 且已到最后一轮（{round}/{max_rounds}）：带不确定性声明输出",
    )
