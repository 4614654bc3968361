"""One round as pure orchestration, shared by ``superbiz verify``, the eval suite, the MCP tool and ChatService.

It sits above the stages it sequences: ``verification`` (which imports nothing but ``contracts``), the Verifier
(``agents.verifier``), ``render`` (the material), the Composer's input (``agents.composer``) and ``tools``. No
I/O, no clock; a model is only ever called by the Verifier a live chat hands in. The traits of the tools
(``ToolCatalog``) come from the caller's registry; a recorded round, which has none, is verified with the built-in
tools' traits.

``prepare_round``: parse → backfill → tool_trace_summary (with priorities) → Gatekeeper (with trace refs and
hook warnings) → verifier payload. Whoever drives the round may now ask a model Verifier.
``conclude_round``: the Verifier's checks and effective outcome; the route; and, when answering, the
verifier-allowed material and the Composer's input. The round owns its outcome: a live chat's executor failure
(``AnswerContext.executor_failure``) routes here too, to a DEGRADED answer that says why.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from superbiz.agents.composer import CompositionInput, template
from superbiz.agents.verifier import Verification, check
from superbiz.contracts import (
    TRACEABILITY_VERSION,
    ClaimCheck,
    ComposerOutput,
    ExecutorEvidenceV2,
    GateIssue,
    GatekeeperResult,
    RecordedRound,
    RetryContext,
    RouteDecision,
    ToolCatalog,
    ToolInvocation,
    TraceSummaryItem,
    VerificationOutcome,
    VerifierEvaluation,
    VerifierOutput,
    VerifierPayload,
)
from superbiz.render.answer import AnswerBrief
from superbiz.render.material import AllowedMaterial, allowed_material, drop_covered_gaps
from superbiz.tools.registry import builtin_catalog
from superbiz.verification.gatekeeper import run_gatekeeper
from superbiz.verification.parse import ParsedExecutorOutput, parse_executor_output
from superbiz.verification.payload import (
    backfill_invocation_ids,
    build_verifier_payload,
    payload_json,
    trace_refs_by_invocation,
)
from superbiz.verification.routing import decide_route
from superbiz.verification.trace_summary import build_tool_trace_summary, invocation_priorities

__all__ = [
    "AnswerContext",
    "PreparedRound",
    "RoundResult",
    "conclude_round",
    "prepare_round",
    "verify_recorded",
]


@dataclass(frozen=True, kw_only=True)
class PreparedRound:
    """Everything computed before the Verifier runs; ``payload`` is all a model Verifier may read."""

    original_query: str
    round: int
    retry_context: RetryContext | None
    #: A retry context handed to round 1 (there is no earlier round): recorded here, never used.
    ignored_retry_context: RetryContext | None = None
    invocations: tuple[ToolInvocation, ...]
    parsed: ParsedExecutorOutput
    backfill_warnings: tuple[GateIssue, ...]
    tool_trace_summary: list[TraceSummaryItem]
    trace_refs: dict[int, str]
    gatekeeper_result: GatekeeperResult
    payload: VerifierPayload
    #: the traits of the tools the round's invocations came from (read again by the claim checks)
    tools: ToolCatalog

    @property
    def structured(self) -> ExecutorEvidenceV2 | None:
        return self.parsed.structured

    @property
    def payload_json(self) -> str:
        return payload_json(self.payload)


#: A live chat's answer-first brief, from the round's structured output and its effective claim checks.
BriefFor = Callable[[ExecutorEvidenceV2 | None, Sequence[ClaimCheck]], AnswerBrief | None]


@dataclass(frozen=True, kw_only=True)
class AnswerContext:
    """What a live chat knows about a round beyond its recorded inputs (a recorded round has none).

    With a context, the material also drops the gaps a confirmed claim already covers (``drop_covered_gaps``) and
    starts with ``failure_gaps``; a recorded round (``superbiz verify``) keeps every gap as recorded.
    """

    #: the Executor's model endpoint failed (the error): the round answers DEGRADED and says why
    executor_failure: str | None = None
    #: gaps the chat itself found (a failed endpoint), shown first
    failure_gaps: tuple[str, ...] = ()
    brief: BriefFor | None = None


@dataclass(frozen=True, kw_only=True)
class RoundResult:
    """The concluded round: checks, effective outcome, route and, when answering, the material and the
    Composer's input (``composition``). ``composer_output`` is the template answer, rendered on first use."""

    prepared: PreparedRound
    deterministic_checks: list[ClaimCheck]
    outcome: VerificationOutcome
    route: RouteDecision
    material: AllowedMaterial | None
    composition: CompositionInput | None
    model_output: VerifierOutput | None = None

    @cached_property
    def composer_output(self) -> ComposerOutput | None:
        """The fixed-template answer of this round (what ``superbiz verify`` and the evals show)."""
        return template(self.composition) if self.composition is not None else None

    @property
    def answer(self) -> str | None:
        return self.composer_output.text if self.composer_output is not None else None

    def to_evaluation(self, composer_output: ComposerOutput | None = None) -> VerifierEvaluation:
        """The ``verifier_evaluation`` record of this round (the chat layer may add ``rounds`` history), with
        ``composer_output`` (the Composer's answer) or else the template answer."""
        prepared, outcome = self.prepared, self.outcome
        return VerifierEvaluation(
            verdict=outcome.verdict,
            groundedness_score=outcome.groundedness_score,
            critical_fact_count=outcome.critical_fact_count,
            claim_checks=outcome.claim_checks,
            facts_checked=outcome.facts_checked,
            rationale=outcome.rationale,
            round=prepared.round,
            executor_output_parse_status=prepared.parsed.parse_status,
            tool_trace_summary=prepared.tool_trace_summary,
            traceability_version=TRACEABILITY_VERSION,
            gatekeeper_result=prepared.gatekeeper_result,
            composer_output=composer_output if composer_output is not None else self.composer_output,
            executor_structured_output=prepared.payload.executor_structured_output,
            executor_final_answer=prepared.parsed.raw_text,
            caps_applied=outcome.caps_applied,
            verifier_source=outcome.verifier_source,
            verifier_output_parse_status=outcome.verifier_output_parse_status,
            model_verdict=outcome.model_verdict,
            model_groundedness_score=outcome.model_groundedness_score,
            retry_context=prepared.retry_context,
            route=self.route,
        )

    def to_json_dict(self) -> dict[str, Any]:
        """What ``superbiz verify --json`` prints: the evaluation plus the route, the answer and the payload."""
        data = self.to_evaluation().model_dump(mode="json", exclude={"route", "executor_final_answer"})
        route: dict[str, Any] = {"action": self.route.action, "output_type": self.route.output_type}
        if self.route.retry_context is not None:
            route["retry_context"] = self.route.retry_context.model_dump(mode="json")
        route["reason"] = self.route.reason
        data["matrix_verdict"] = self.outcome.matrix_verdict
        data["route"] = route
        data["answer"] = self.answer
        data["verifier_payload_chars"] = len(self.prepared.payload_json)
        if self.prepared.ignored_retry_context is not None:
            data["ignored_retry_context"] = self.prepared.ignored_retry_context.model_dump(mode="json")
        return data


def prepare_round(
    *,
    original_query: str,
    round: int,
    retry_context: RetryContext | None,
    invocations: Sequence[ToolInvocation],
    executor_output: str | None,
    tools: ToolCatalog | None = None,
) -> PreparedRound:
    """Parse, backfill, summarise, gate and assemble the verifier payload for one round.

    ``tools``: the traits of the registry's tools (``ToolRegistry.catalog``); by default the built-in tools'.

    ``retry_context`` reaches the Verifier from round 2 on; one given to round 1 is recorded as
    ``ignored_retry_context`` and ignored.
    """
    ignored = retry_context if round <= 1 else None
    retry_context = retry_context if round > 1 else None
    invs = tuple(invocations)
    tools = tools if tools is not None else builtin_catalog()
    parsed, warnings = backfill_invocation_ids(parse_executor_output(executor_output), invs)
    priorities = invocation_priorities(parsed.structured, retry_context, invs)
    summary = build_tool_trace_summary(invs, tools=tools, priorities=priorities)
    trace_refs = trace_refs_by_invocation(summary)
    gate = run_gatekeeper(parsed, invs, hook_warnings=warnings, trace_refs=trace_refs)
    payload = build_verifier_payload(
        original_query=original_query,
        parsed=parsed,
        tool_trace_summary=summary,
        gatekeeper_result=gate,
        retry_context=retry_context,
    )
    return PreparedRound(
        original_query=original_query,
        round=round,
        retry_context=retry_context,
        ignored_retry_context=ignored,
        invocations=invs,
        parsed=parsed,
        backfill_warnings=tuple(warnings),
        tool_trace_summary=summary,
        trace_refs=trace_refs,
        gatekeeper_result=gate,
        payload=payload,
        tools=tools,
    )


def _route(prepared: PreparedRound, outcome: VerificationOutcome, context: AnswerContext, *, threshold: float,
           max_rounds: int, completed_retrievals: Sequence[str]) -> RouteDecision:
    if context.executor_failure is not None:
        return RouteDecision(action="answer", output_type="DEGRADED",
                             reason=f"executor model endpoint failed: {context.executor_failure}")
    return decide_route(
        round=prepared.round,
        max_rounds=max_rounds,
        outcome=outcome,
        threshold=threshold,
        structured=prepared.structured,
        completed_retrievals=completed_retrievals,
    )


def _material(outcome: VerificationOutcome, structured: ExecutorEvidenceV2 | None,
              context: AnswerContext | None) -> AllowedMaterial:
    material = allowed_material(outcome, structured)
    if context is None:
        return material
    material = drop_covered_gaps(material, structured)
    if context.failure_gaps:
        material = material.model_copy(update={"gaps": (*context.failure_gaps, *material.gaps)})
    return material


def conclude_round(
    prepared: PreparedRound,
    *,
    verifier_output: str | None = None,
    verification: Verification | None = None,
    threshold: float,
    max_rounds: int,
    completed_retrievals: Sequence[str] = (),
    context: AnswerContext | None = None,
) -> RoundResult:
    """Verification → route → (when answering) the material and the Composer's input.

    ``verification`` is what a live chat's Verifier returned; without it the Verifier's pure ``check`` runs over
    ``verifier_output`` (recorded model text, or None for the deterministic checker alone).
    """
    if verification is None:
        verification = check(prepared, verifier_output)
    outcome, structured = verification.outcome, prepared.structured
    route = _route(prepared, outcome, context or AnswerContext(), threshold=threshold, max_rounds=max_rounds,
                   completed_retrievals=completed_retrievals)
    material: AllowedMaterial | None = None
    composition: CompositionInput | None = None
    if route.action == "answer" and route.output_type is not None:
        material = _material(outcome, structured, context)
        brief = context.brief(structured, outcome.claim_checks) if context and context.brief else None
        composition = CompositionInput(question=prepared.original_query, output_type=route.output_type,
                                       material=material, brief=brief)
    return RoundResult(
        prepared=prepared,
        deterministic_checks=verification.deterministic_checks,
        outcome=outcome,
        route=route,
        material=material,
        composition=composition,
        model_output=verification.model_output,
    )


def verify_recorded(case: RecordedRound, *, threshold: float, max_rounds: int) -> RoundResult:
    """One round of the verification core over a recorded round (``superbiz verify``, the MCP ``verify`` tool).

    A recorded round names its tools but brings no registry: it is verified with the built-in tools' traits."""
    prepared = prepare_round(
        original_query=case.original_query,
        round=case.round,
        retry_context=case.retry_context,
        invocations=case.tool_invocations,
        executor_output=case.executor_output,
        tools=builtin_catalog(),
    )
    return conclude_round(
        prepared,
        verifier_output=case.verifier_output,
        threshold=threshold,
        max_rounds=max_rounds,
        completed_retrievals=case.completed_retrievals,
    )
