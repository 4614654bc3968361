"""Suite-level numbers: verdict confusion matrix, claim-check precision/recall, gatekeeper rule coverage.

All functions are pure over :class:`~superbiz.evals.runner.CaseResult` lists (or plain pairs), so the
math is tested on constructed inputs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import get_args

from pydantic import BaseModel, ConfigDict, Field

from superbiz.contracts import GateRule, Verdict, Verification
from superbiz.evals.runner import CaseResult
from superbiz.evals.schema import RulesIncludes, RulesSpec

__all__ = [
    "CLAIM_CLASSES",
    "KNOWN_RULES",
    "NO_VERDICT",
    "VERDICTS",
    "ClassMetrics",
    "ConfusionMatrix",
    "RuleCoverage",
    "SuiteSummary",
    "claim_pairs",
    "class_metrics",
    "confusion_matrix",
    "rule_coverage",
    "summarize",
]

VERDICTS: tuple[str, ...] = get_args(Verdict)
#: Column for cases that produced no verdict (pipeline error or skipped).
NO_VERDICT = "none"
CLAIM_CLASSES: tuple[str, ...] = get_args(Verification)
#: Gatekeeper rules the suite is meant to exercise: the closed set of ``contracts.GateRule``.
KNOWN_RULES: tuple[str, ...] = get_args(GateRule)


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ConfusionMatrix(_Frozen):
    """``counts[expected][actual]``; rows are the three verdicts, columns add :data:`NO_VERDICT`."""

    labels: list[str]
    counts: dict[str, dict[str, int]]

    @property
    def total(self) -> int:
        return sum(sum(row.values()) for row in self.counts.values())

    @property
    def agreement(self) -> int:
        return sum(self.counts[label].get(label, 0) for label in self.labels)


class ClassMetrics(_Frozen):
    label: str
    support: int
    predicted: int
    true_positive: int
    precision: float | None
    recall: float | None


class RuleCoverage(_Frozen):
    rule: str
    expected_cases: int
    observed_cases: int


class SuiteSummary(_Frozen):
    total: int
    passed: int
    failed: int
    errors: int
    skipped: int
    confusion: ConfusionMatrix
    claim_metrics: list[ClassMetrics]
    claim_pairs: int
    rule_coverage: list[RuleCoverage]
    failures: list[CaseResult] = Field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.failed == 0 and self.errors == 0


def confusion_matrix(pairs: Iterable[tuple[str, str | None]]) -> ConfusionMatrix:
    """Count (expected, actual) verdict pairs; an actual of ``None`` goes to the :data:`NO_VERDICT` column."""
    columns = [*VERDICTS, NO_VERDICT]
    counts = {row: dict.fromkeys(columns, 0) for row in VERDICTS}
    for expected, actual in pairs:
        row = counts.setdefault(expected, dict.fromkeys(columns, 0))
        column = actual if actual in VERDICTS else NO_VERDICT
        row[column] = row.get(column, 0) + 1
    return ConfusionMatrix(labels=list(VERDICTS), counts=counts)


def class_metrics(pairs: Sequence[tuple[str, str | None]], labels: Sequence[str] = CLAIM_CLASSES) -> list[ClassMetrics]:
    """Per-class precision and recall over (expected, actual) pairs; ``None`` when a denominator is 0."""
    out = []
    for label in labels:
        support = sum(1 for e, _ in pairs if e == label)
        predicted = sum(1 for _, a in pairs if a == label)
        tp = sum(1 for e, a in pairs if e == label and a == label)
        out.append(
            ClassMetrics(
                label=label,
                support=support,
                predicted=predicted,
                true_positive=tp,
                precision=tp / predicted if predicted else None,
                recall=tp / support if support else None,
            )
        )
    return out


def claim_pairs(results: Iterable[CaseResult]) -> list[tuple[str, str | None]]:
    """(expected, actual) claim classes over cases that specify ``claim_checks`` and produced an observation."""
    pairs: list[tuple[str, str | None]] = []
    for result in results:
        expected = result.expect.claim_checks
        if not expected or result.observation is None:
            continue
        actual = result.observation.claim_checks or {}
        pairs.extend((want, actual.get(claim_id)) for claim_id, want in expected.items())
    return pairs


def _spec_rules(spec: RulesSpec | None) -> set[str]:
    if spec is None:
        return set()
    return set(spec.includes) if isinstance(spec, RulesIncludes) else set(spec)


def rule_coverage(results: Iterable[CaseResult]) -> list[RuleCoverage]:
    """For each known (or seen) rule: how many cases expect it and how many actually raised it."""
    expected: dict[str, int] = dict.fromkeys(KNOWN_RULES, 0)
    observed: dict[str, int] = dict.fromkeys(KNOWN_RULES, 0)
    for result in results:
        for rule in _spec_rules(result.expect.failed_rules) | _spec_rules(result.expect.warning_rules):
            expected[rule] = expected.get(rule, 0) + 1
            observed.setdefault(rule, 0)
        obs = result.observation
        if obs is not None:
            for rule in set(obs.failed_rules or []) | set(obs.warning_rules or []):
                observed[rule] = observed.get(rule, 0) + 1
                expected.setdefault(rule, 0)
    ordered = [*KNOWN_RULES, *sorted(set(expected) - set(KNOWN_RULES))]
    return [RuleCoverage(rule=r, expected_cases=expected[r], observed_cases=observed[r]) for r in ordered]


def summarize(results: Sequence[CaseResult]) -> SuiteSummary:
    """Everything the report shows, from the case results."""
    verdict_pairs = [
        (r.expect.verdict, r.observation.verdict if r.observation else None)
        for r in results
        if r.expect.verdict is not None and r.status != "skipped"
    ]
    pairs = claim_pairs(results)
    return SuiteSummary(
        total=len(results),
        passed=sum(r.status == "passed" for r in results),
        failed=sum(r.status == "failed" for r in results),
        errors=sum(r.status == "error" for r in results),
        skipped=sum(r.status == "skipped" for r in results),
        confusion=confusion_matrix(verdict_pairs),
        claim_metrics=class_metrics(pairs),
        claim_pairs=len(pairs),
        rule_coverage=rule_coverage(results),
        failures=[r for r in results if r.status in ("failed", "error")],
    )
