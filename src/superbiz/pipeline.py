"""One verification round as pure orchestration, shared by ``superbiz verify``, the eval suite and ChatService.

It sits above ``verification`` (which imports nothing but ``contracts``), ``render`` and ``tools`` because it
wires them: no I/O, no model, no clock. The traits of the tools (``ToolCatalog``) come from the caller's
registry; a recorded round, which has none, is verified with the built-in tools' traits.

``prepare_round``: parse → backfill → tool_trace_summary (with priorities) → Gatekeeper (with trace refs and
hook warnings) → verifier payload. Whoever drives the round may now send the payload to a model Verifier.
``conclude_round``: deterministic claim checks; the model's checks (if any) guarded by them; the effective
outcome; the route; and, when answering, the template answer from verifier-allowed material.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from superbiz.contracts import (
    TRACEABILITY_VERSION,
    ClaimCheck,
    ComposerOutput,
    ExecutorEvidenceV2,
    ExecutorOutputParseStatus,
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
from superbiz.render.compose import render_answer
from superbiz.render.material import AllowedMaterial, allowed_material
from superbiz.tools.registry import builtin_catalog
from superbiz.verification.gatekeeper import run_gatekeeper
from superbiz.verification.grounding import ground_claims, guard_claim_checks
from superbiz.verification.parse import ParsedExecutorOutput, parse_executor_output, parse_verifier_output
from superbiz.verification.payload import (
    backfill_invocation_ids,
    build_verifier_payload,
    payload_json,
    trace_refs_by_invocation,
)
from superbiz.verification.routing import decide_route
from superbiz.verification.trace_summary import build_tool_trace_summary, invocation_priorities
from superbiz.verification.verdict import claim_checks_from_model, effective_outcome

__all__ = ["PreparedRound", "RoundResult", "conclude_round", "prepare_round", "verify_recorded"]


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


@dataclass(frozen=True, kw_only=True)
class RoundResult:
    """The concluded round: checks, effective outcome, route and (when answering) the template answer."""

    prepared: PreparedRound
    deterministic_checks: list[ClaimCheck]
    outcome: VerificationOutcome
    route: RouteDecision
    material: AllowedMaterial | None
    composer_output: ComposerOutput | None
    model_output: VerifierOutput | None = None

    @property
    def answer(self) -> str | None:
        return self.composer_output.text if self.composer_output is not None else None

    def to_evaluation(self) -> VerifierEvaluation:
        """The ``verifier_evaluation`` record of this round (the chat layer may add ``rounds`` history)."""
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
            composer_output=self.composer_output,
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


def _model_checks(
    verifier_output: str | None, structured: ExecutorEvidenceV2 | None
) -> tuple[VerifierOutput | None, ExecutorOutputParseStatus | None, list[ClaimCheck] | None]:
    if verifier_output is None:
        return None, None, None
    model, status = parse_verifier_output(verifier_output)
    if model is None:
        return None, status, None
    return model, status, claim_checks_from_model(model, structured)


def conclude_round(
    prepared: PreparedRound,
    *,
    verifier_output: str | None,
    threshold: float,
    max_rounds: int,
    completed_retrievals: Sequence[str] = (),
) -> RoundResult:
    """Checks → effective outcome → route → (when answering) the template answer."""
    structured = prepared.structured
    deterministic = ground_claims(structured, prepared.gatekeeper_result, prepared.invocations, tools=prepared.tools)
    model, model_status, model_checks = _model_checks(verifier_output, structured)
    checks = deterministic if model_checks is None else guard_claim_checks(model_checks, deterministic)
    outcome = effective_outcome(
        claim_checks=checks,
        structured=structured,
        parse_status=prepared.parsed.parse_status,
        gatekeeper_result=prepared.gatekeeper_result,
        model_output=model,
        verifier_output_parse_status=model_status,
        verifier_source="model" if model is not None else "deterministic",
    )
    route = decide_route(
        round=prepared.round,
        max_rounds=max_rounds,
        outcome=outcome,
        threshold=threshold,
        structured=structured,
        completed_retrievals=completed_retrievals,
    )
    material: AllowedMaterial | None = None
    composed: ComposerOutput | None = None
    if route.action == "answer" and route.output_type is not None:
        material = allowed_material(outcome, structured)
        composed = render_answer(material, route.output_type, query=prepared.original_query)
    return RoundResult(
        prepared=prepared,
        deterministic_checks=deterministic,
        outcome=outcome,
        route=route,
        material=material,
        composer_output=composed,
        model_output=model,
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
