"""The whole scenario suite in ``evals/`` through the runner: every expectation must hold.

``KNOWN_DISAGREEMENTS`` lists cases whose (spec-derived) expectation the verification core does not meet yet,
each with the reason. The test fails on any other failing case, and on a listed case that now holds (so the
list can only shrink). ``superbiz eval evals`` in CI still exits 1 while the list is non-empty.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from superbiz.evals import load_cases, run_cases, summarize

EVALS = Path(__file__).resolve().parents[2] / "evals"

KNOWN_DISAGREEMENTS: dict[str, str] = {}


@pytest.fixture(scope="module")
def suite_results():  # type: ignore[no-untyped-def]  # fixture returning the runner's results
    cases = load_cases(EVALS)
    return cases, run_cases(cases)


def test_suite_has_at_least_sixty_verify_cases(suite_results) -> None:  # type: ignore[no-untyped-def]
    cases, _ = suite_results
    assert sum(c.case.mode == "verify" for c in cases) >= 60
    assert {c.group for c in cases if c.case.mode == "chat"} == {"chat"}
    groups = Counter(c.group for c in cases)
    assert {"clean", "gatekeeper", "routing", "parse", "fabrication", "verifier", "gaps", "narrow", "dedup"} <= set(
        groups
    )


def test_suite_covers_every_verdict_and_rule(suite_results) -> None:  # type: ignore[no-untyped-def]
    cases, results = suite_results
    summary = summarize(results)
    expected_verdicts = {c.case.expect.verdict for c in cases}
    assert expected_verdicts == {"PASS", "LOW_CONFID", "REJECT"}
    uncovered = [c.rule for c in summary.rule_coverage if c.expected_cases == 0]
    assert uncovered == []


def test_suite_every_expectation_holds(suite_results) -> None:  # type: ignore[no-untyped-def]
    _, results = suite_results
    errors = {r.case_id: r.reason for r in results if r.status == "error"}
    assert errors == {}
    failing = {r.case_id: [f"{m.field}: {m.reason}" for m in r.mismatches] for r in results if r.status == "failed"}
    unexplained = {k: v for k, v in failing.items() if k not in KNOWN_DISAGREEMENTS}
    assert unexplained == {}
    now_holding = sorted(set(KNOWN_DISAGREEMENTS) - set(failing))
    assert now_holding == [], "these cases now hold: remove them from KNOWN_DISAGREEMENTS"
