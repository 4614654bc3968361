"""What a case run produced, in one shape for both modes: :class:`Observation`.

``observe_verify`` runs a ``verify`` case through the deterministic verification pipeline;
``ChatAdapter`` runs a ``chat`` case through the offline chat pipeline (imported lazily; when it is not
available the case is skipped with the reason). A field the mode cannot observe stays ``None``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from superbiz.contracts import GatekeeperResult, GatekeeperStatus, OutputType, ParseStatusValue, Severity

__all__ = [
    "ChatAdapter",
    "ChatUnavailable",
    "Observation",
    "claim_classes",
    "observation_from_gatekeeper",
    "observe_verify",
]


class Observation(BaseModel):
    """The comparable outcome of one case. ``None`` = not observable in this mode."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    mode: str
    verdict: str | None = None
    groundedness_score: float | None = None
    critical_fact_count: int | None = None
    parse_status: ParseStatusValue | None = None
    gatekeeper_status: GatekeeperStatus | None = None
    gatekeeper_severity: Severity | None = None
    failed_rules: list[str] | None = None
    warning_rules: list[str] | None = None
    claim_checks: dict[str, str] | None = None
    retry: bool | None = None
    rounds: int | None = None
    output_type: OutputType | None = None
    answer: str | None = None
    rationale: str | None = None
    extra: dict[str, Any] = Field(default_factory=dict)


def observation_from_gatekeeper(result: GatekeeperResult) -> dict[str, Any]:
    """The gatekeeper part of an observation (rules de-duplicated, order kept)."""
    return {
        "gatekeeper_status": result.status,
        "gatekeeper_severity": result.severity,
        "failed_rules": list(dict.fromkeys(result.failed_rules)),
        "warning_rules": list(dict.fromkeys(w.rule for w in result.warnings)),
    }


def claim_classes(checks: Iterable[tuple[str, str]]) -> dict[str, str]:
    """``{claim_id: class}`` of ``(claim_id, class)`` pairs in claim order, keyed by position when ids repeat.

    A claim whose id an earlier claim already used is keyed ``<id>#<position>`` (1-based, the parser's
    convention), so no claim's class ever overwrites another's.
    """
    out: dict[str, str] = {}
    for position, (claim_id, verification) in enumerate(checks, start=1):
        key = claim_id
        while key in out:
            key = f"{key}#{position}"
        out[key] = verification
    return out


def observe_verify(
    *,
    question: str,
    round: int,
    retry_context: Any,
    invocations: tuple[Any, ...],
    executor_output: str | None,
    verifier_output: str | None,
    threshold: float,
    max_rounds: int,
) -> Observation:
    """Run one round through ``superbiz.pipeline`` and describe the outcome."""
    from superbiz import pipeline  # lazy: the evals package must import without the core

    prepared = pipeline.prepare_round(
        original_query=question,
        round=round,
        retry_context=retry_context,
        invocations=list(invocations),
        executor_output=executor_output,
    )
    result = pipeline.conclude_round(
        prepared, verifier_output=verifier_output, threshold=threshold, max_rounds=max_rounds
    )
    outcome = result.outcome
    route = result.route
    return Observation(
        mode="verify",
        verdict=outcome.verdict,
        groundedness_score=outcome.groundedness_score,
        critical_fact_count=outcome.critical_fact_count,
        parse_status=prepared.parsed.parse_status.status,
        **observation_from_gatekeeper(prepared.gatekeeper_result),
        claim_checks=claim_classes((c.claim_id, c.verification) for c in outcome.claim_checks),
        retry=route.action == "retry",
        output_type=route.output_type,
        answer=result.answer,
        rationale=outcome.rationale,
    )


class ChatUnavailable(Exception):
    """The offline chat pipeline cannot run here; the message is the skip reason."""


#: Runs one question over the demo world and returns a ``superbiz.chat`` result object.
ChatRunner = Callable[[str], Any]


class ChatAdapter:
    """Runs ``mode: chat`` cases through the offline chat pipeline, built lazily on first use.

    The integrator wires the pipeline in :meth:`_build`; until ``superbiz.chat`` offers an offline entry
    point, :meth:`observe` raises :class:`ChatUnavailable` and the case is reported as skipped.
    """

    def __init__(self, runner: ChatRunner | None = None) -> None:
        self._runner = runner
        self._reason: str | None = None

    def _build(self) -> ChatRunner:
        try:
            chat = importlib.import_module("superbiz.chat")
        except ImportError as exc:
            raise ChatUnavailable(f"superbiz.chat is not importable yet: {exc}") from exc
        factory = getattr(chat, "offline_demo_runner", None)
        if factory is None:
            raise ChatUnavailable("superbiz.chat has no offline_demo_runner() entry point yet")
        runner: ChatRunner = factory()
        return runner

    def observe(self, question: str) -> Observation:
        if self._reason is not None:
            raise ChatUnavailable(self._reason)
        if self._runner is None:
            try:
                self._runner = self._build()
            except ChatUnavailable as exc:
                self._reason = str(exc)
                raise
        result = self._runner(question)
        claims = [*getattr(result, "confirmed", []), *getattr(result, "to_confirm", [])]
        return Observation(
            mode="chat",
            verdict=result.verdict,
            groundedness_score=result.groundedness_score,
            claim_checks=claim_classes((c.claim_id, c.verification) for c in claims) or None,
            rounds=result.rounds,
            output_type=result.output_type,
            answer=result.answer,
        )
