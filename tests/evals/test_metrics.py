from __future__ import annotations

import pytest

from superbiz.evals.metrics import NO_VERDICT, class_metrics, confusion_matrix, rule_coverage, summarize
from superbiz.evals.observe import Observation
from superbiz.evals.runner import CaseResult
from superbiz.evals.schema import Expectation


def _result(expect: dict[str, object], obs: dict[str, object] | None, status: str = "passed") -> CaseResult:
    observation = None if obs is None else Observation.model_validate({"mode": "verify", **obs})
    return CaseResult(
        case_id="x",
        group="g",
        file="f",
        status=status,  # type: ignore[arg-type]  # test input
        expect=Expectation.model_validate(expect),
        observation=observation,
    )


def test_confusion_matrix_counts_pairs_and_missing_verdicts() -> None:
    matrix = confusion_matrix(
        [("PASS", "PASS"), ("PASS", "LOW_CONFID"), ("REJECT", "REJECT"), ("REJECT", None), ("LOW_CONFID", "PASS")]
    )
    assert matrix.counts["PASS"] == {"PASS": 1, "LOW_CONFID": 1, "REJECT": 0, NO_VERDICT: 0}
    assert matrix.counts["REJECT"][NO_VERDICT] == 1
    assert matrix.counts["LOW_CONFID"]["PASS"] == 1
    assert (matrix.total, matrix.agreement) == (5, 2)


def test_class_metrics_precision_and_recall() -> None:
    pairs: list[tuple[str, str | None]] = [
        ("direct_observation", "direct_observation"),
        ("direct_observation", "direct_observation"),
        ("direct_observation", "reasonable_inference"),
        ("reasonable_inference", "reasonable_inference"),
        ("contradicted", "unsupported"),
        ("unsupported", None),
    ]
    by_label = {m.label: m for m in class_metrics(pairs)}
    direct = by_label["direct_observation"]
    assert (direct.support, direct.predicted, direct.true_positive) == (3, 2, 2)
    assert direct.precision == 1.0 and direct.recall == pytest.approx(2 / 3)
    inference = by_label["reasonable_inference"]
    assert inference.precision == pytest.approx(0.5) and inference.recall == 1.0
    assert by_label["contradicted"].recall == 0.0 and by_label["contradicted"].precision is None
    assert by_label["unsupported"].precision == 0.0 and by_label["unsupported"].recall == 0.0
    assert by_label["overstated"].precision is None and by_label["overstated"].recall is None


def test_rule_coverage_counts_expected_and_observed_including_unknown_rules() -> None:
    results = [
        _result({"failed_rules": ["evidence.raw_path"]}, {"failed_rules": ["evidence.raw_path"], "warning_rules": []}),
        _result(
            {"warning_rules": {"includes": ["evidence.invocation_backfilled"]}},
            {"failed_rules": ["evidence.invocation_failed"], "warning_rules": ["evidence.invocation_backfilled"]},
        ),
    ]
    coverage = {c.rule: (c.expected_cases, c.observed_cases) for c in rule_coverage(results)}
    assert coverage["evidence.raw_path"] == (1, 1)
    assert coverage["evidence.invocation_backfilled"] == (1, 1)
    assert coverage["evidence.invocation_failed"] == (0, 1)
    assert coverage["schema.executor_v2"] == (0, 0)


def test_summarize_counts_statuses_and_uses_only_cases_with_claim_checks() -> None:
    results = [
        _result(
            {"verdict": "PASS", "claim_checks": {"c1": "direct_observation"}},
            {"verdict": "PASS", "claim_checks": {"c1": "direct_observation", "c2": "unsupported"}},
        ),
        _result({"verdict": "REJECT"}, {"verdict": "LOW_CONFID", "claim_checks": {"c1": "unsupported"}}, "failed"),
        _result({"verdict": "PASS"}, None, "skipped"),
        _result({"verdict": "REJECT"}, None, "error"),
    ]
    summary = summarize(results)
    assert (summary.total, summary.passed, summary.failed, summary.skipped, summary.errors) == (4, 1, 1, 1, 1)
    assert summary.claim_pairs == 1
    assert summary.confusion.counts["REJECT"] == {"PASS": 0, "LOW_CONFID": 1, "REJECT": 0, NO_VERDICT: 1}
    assert summary.confusion.total == 3  # the skipped case is not counted
    assert not summary.ok and len(summary.failures) == 2
