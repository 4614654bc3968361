"""Run loaded cases and compare what happened with what each case expects.

``compare(expect, observation)`` is pure: it returns one :class:`Mismatch` per failed expectation.
``run_case`` never raises for a case-level problem: an exception inside the pipeline becomes an ``error``
result with the exception text, an unavailable chat pipeline a ``skipped`` result with the reason.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from superbiz.evals.loader import LoadedCase
from superbiz.evals.observe import ChatAdapter, ChatUnavailable, Observation, observe_verify
from superbiz.evals.schema import Expectation, RulesIncludes, RulesSpec

__all__ = [
    "DEFAULT_MAX_ROUNDS",
    "DEFAULT_THRESHOLD",
    "CaseResult",
    "CaseStatus",
    "Mismatch",
    "compare",
    "run_case",
    "run_cases",
]

DEFAULT_THRESHOLD = 0.5
DEFAULT_MAX_ROUNDS = 2

CaseStatus = Literal["passed", "failed", "skipped", "error"]


class Mismatch(BaseModel):
    """One expectation that did not hold."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    field: str
    expected: Any
    actual: Any
    reason: str


class CaseResult(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    case_id: str
    group: str
    file: str
    tags: list[str] = Field(default_factory=list)
    status: CaseStatus
    mismatches: list[Mismatch] = Field(default_factory=list)
    reason: str | None = None
    expect: Expectation
    observation: Observation | None = None
    duration_ms: float = 0.0


def _rules(field: str, spec: RulesSpec, actual: list[str] | None) -> list[Mismatch]:
    if actual is None:
        return [Mismatch(field=field, expected=_dump(spec), actual=None, reason="not observable in this mode")]
    if isinstance(spec, RulesIncludes):
        missing = sorted(set(spec.includes) - set(actual))
        if missing:
            return [
                Mismatch(
                    field=field,
                    expected={"includes": spec.includes},
                    actual=sorted(actual),
                    reason=f"missing {missing}",
                )
            ]
        return []
    if set(spec) != set(actual):
        extra, missing = sorted(set(actual) - set(spec)), sorted(set(spec) - set(actual))
        return [
            Mismatch(
                field=field,
                expected=sorted(spec),
                actual=sorted(actual),
                reason=f"missing {missing}, unexpected {extra}",
            )
        ]
    return []


def _dump(spec: RulesSpec) -> Any:
    return spec.model_dump() if isinstance(spec, RulesIncludes) else sorted(spec)


def _claims(expected: dict[str, str], actual: dict[str, str] | None) -> list[Mismatch]:
    out = []
    for claim_id, want in expected.items():
        got = None if actual is None else actual.get(claim_id)
        if got != want:
            reason = "claim not checked" if got is None else f"classified {got}"
            out.append(Mismatch(field=f"claim_checks.{claim_id}", expected=want, actual=got, reason=reason))
    return out


def _answer(expect: Expectation, answer: str | None) -> list[Mismatch]:
    out = []
    for needle in expect.answer_must_contain:
        if answer is None or needle not in answer:
            reason = "no answer was composed" if answer is None else "absent from the answer"
            out.append(Mismatch(field="answer_must_contain", expected=needle, actual=None, reason=reason))
    for needle in expect.answer_must_not_contain:
        if answer is not None and needle in answer:
            out.append(
                Mismatch(
                    field="answer_must_not_contain", expected=needle, actual=needle, reason="present in the answer"
                )
            )
    return out


_SCALARS = (
    "verdict",
    "output_type",
    "retry",
    "rounds",
    "parse_status",
    "gatekeeper_status",
    "gatekeeper_severity",
    "critical_fact_count",
)


def compare(expect: Expectation, obs: Observation) -> list[Mismatch]:
    """Every expectation of ``expect`` that ``obs`` violates (empty: the case holds)."""
    checked = expect.checked_fields
    out: list[Mismatch] = []
    for name in _SCALARS:
        if name in checked and getattr(expect, name) != getattr(obs, name):
            want, got = getattr(expect, name), getattr(obs, name)
            out.append(Mismatch(field=name, expected=want, actual=got, reason=f"expected {want!r}, got {got!r}"))
    if expect.failed_rules is not None:
        out += _rules("failed_rules", expect.failed_rules, obs.failed_rules)
    if expect.warning_rules is not None:
        out += _rules("warning_rules", expect.warning_rules, obs.warning_rules)
    if expect.claim_checks is not None:
        out += _claims(dict(expect.claim_checks), obs.claim_checks)
    score = obs.groundedness_score
    if expect.score_min is not None and (score is None or score < expect.score_min - 1e-9):
        out.append(Mismatch(field="score_min", expected=expect.score_min, actual=score, reason="score too low"))
    if expect.score_max is not None and (score is None or score > expect.score_max + 1e-9):
        out.append(Mismatch(field="score_max", expected=expect.score_max, actual=score, reason="score too high"))
    return out + _answer(expect, obs.answer)


def _observe(loaded: LoadedCase, chat: ChatAdapter, threshold: float, max_rounds: int) -> Observation:
    case = loaded.case
    if case.mode == "chat":
        return chat.observe(case.question)
    return observe_verify(
        question=case.question,
        round=case.round,
        retry_context=case.retry_context,
        invocations=loaded.invocations,
        executor_output=loaded.executor_output,
        verifier_output=loaded.verifier_output,
        threshold=case.threshold if case.threshold is not None else threshold,
        max_rounds=case.max_rounds or max_rounds,
    )


def run_case(
    loaded: LoadedCase,
    *,
    chat: ChatAdapter | None = None,
    threshold: float = DEFAULT_THRESHOLD,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
) -> CaseResult:
    """Run one case and judge it."""
    base = {
        "case_id": loaded.id,
        "group": loaded.group,
        "file": str(loaded.file),
        "tags": loaded.case.tags,
        "expect": loaded.case.expect,
    }
    started = time.perf_counter()
    try:
        obs = _observe(loaded, chat or ChatAdapter(), threshold, max_rounds)
    except ChatUnavailable as exc:
        return CaseResult(**base, status="skipped", reason=str(exc))
    except Exception as exc:  # a boundary: any pipeline crash is a case error, not a harness crash
        elapsed = (time.perf_counter() - started) * 1000
        return CaseResult(**base, status="error", reason=f"{type(exc).__name__}: {exc}", duration_ms=elapsed)
    elapsed = (time.perf_counter() - started) * 1000
    mismatches = compare(loaded.case.expect, obs)
    status: CaseStatus = "failed" if mismatches else "passed"
    return CaseResult(**base, status=status, mismatches=mismatches, observation=obs, duration_ms=elapsed)


def run_cases(
    cases: Iterable[LoadedCase],
    *,
    chat: ChatAdapter | None = None,
    threshold: float = DEFAULT_THRESHOLD,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    on_result: Callable[[CaseResult], None] | None = None,
) -> list[CaseResult]:
    """Run every case in order; ``on_result`` is called after each (progress bars hook in here)."""
    adapter = chat or ChatAdapter()
    results = []
    for loaded in cases:
        result = run_case(loaded, chat=adapter, threshold=threshold, max_rounds=max_rounds)
        results.append(result)
        if on_result is not None:
            on_result(result)
    return results
