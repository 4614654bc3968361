from __future__ import annotations

from typing import Any

import pytest

from superbiz.contracts import (
    ClaimCheck,
    ExecutorEvidenceV2,
    ExecutorOutputParseStatus,
    FactCheck,
    GatekeeperResult,
    VerifierOutput,
)
from superbiz.verification.verdict import (
    claim_checks_from_model,
    claims_with_checks,
    effective_outcome,
    facts_from_claim_checks,
    groundedness_score,
    matrix_verdict,
    to_fact_verification,
)

VALID = ExecutorOutputParseStatus(status="valid")
GK_PASS = GatekeeperResult(status="pass", severity="none")


def _structured(n: int) -> ExecutorEvidenceV2:
    return ExecutorEvidenceV2.model_validate(
        {"claims": [{"claim_id": f"c{i}", "claim_text": f"断言 {i}"} for i in range(1, n + 1)]}
    )


def _checks(*classes: str) -> list[ClaimCheck]:
    return [
        ClaimCheck(claim_id=f"c{i}", verification=v, detail="d")  # type: ignore[arg-type]
        for i, v in enumerate(classes, start=1)
    ]


def _outcome(*classes: str, **kwargs: Any) -> Any:
    args: dict[str, Any] = {
        "claim_checks": _checks(*classes),
        "structured": _structured(len(classes)),
        "parse_status": VALID,
        "gatekeeper_result": GK_PASS,
    }
    args.update(kwargs)
    return effective_outcome(**args)


@pytest.mark.spec("claim checks are mapped to legacy facts")
def test_to_fact_verification_mapping() -> None:
    assert to_fact_verification("direct_observation") == "direct_evidence"
    assert to_fact_verification("reasonable_inference") == "indirect_support"
    assert to_fact_verification("overstated") == "indirect_support"
    assert to_fact_verification("unsupported") == "no_evidence"
    assert to_fact_verification("external_unknown") == "no_evidence"
    assert to_fact_verification("contradicted") == "contradicted"


@pytest.mark.spec("facts_checked contains evidence refs")
def test_facts_from_claim_checks_copies_text_and_refs() -> None:
    check = ClaimCheck.model_validate(
        {
            "claim_id": "c1",
            "verification": "direct_observation",
            "detail": "ok",
            "evidence_refs": [{"trace_ref": "trace-11", "tool_name": "query_logs", "source_invocation_ids": [11]}],
        }
    )
    (fact,) = facts_from_claim_checks([check], _structured(1))
    assert fact.fact == "断言 1" and fact.is_critical and fact.verification == "direct_evidence"
    assert fact.evidence_refs[0].trace_ref == "trace-11" and fact.evidence_refs[0].source_invocation_ids == [11]


def _facts(*values: str) -> list[FactCheck]:
    return [FactCheck(fact=f"f{i}", verification=v, detail="d") for i, v in enumerate(values)]  # type: ignore[arg-type]


@pytest.mark.spec("score derived from supported facts")
def test_groundedness_score_fixed_mapping() -> None:
    assert groundedness_score(_facts("direct_evidence", "indirect_support", "no_evidence")) == pytest.approx(
        1.6 / 3, abs=1e-12
    )  # exact (issue 9): no rounding before routing
    assert groundedness_score(_facts("direct_evidence")) == 1.0
    assert groundedness_score([]) == 0.0
    non_critical = [FactCheck(fact="x", is_critical=False, verification="direct_evidence", detail="d")]
    assert groundedness_score(non_critical) == 0.0


@pytest.mark.spec("contradicted fact forces reject")
def test_contradicted_fact_forces_reject_and_zero_score() -> None:
    facts = _facts("direct_evidence", "direct_evidence", "contradicted")
    assert groundedness_score(facts) == 0.0
    assert matrix_verdict(_checks("direct_observation", "direct_observation", "contradicted")) == "REJECT"
    outcome = _outcome("direct_observation", "contradicted")
    assert outcome.verdict == "REJECT" and outcome.groundedness_score == 0.0


@pytest.mark.spec("PASS verdict when all claims have evidence")
def test_effective_outcome_pass_when_all_direct_or_inference() -> None:
    outcome = _outcome("direct_observation", "reasonable_inference")
    assert outcome.verdict == "PASS" and outcome.groundedness_score == 0.8 and outcome.critical_fact_count == 2


@pytest.mark.spec("LOW_CONFID verdict with partial evidence")
@pytest.mark.parametrize("weak", ["unsupported", "external_unknown"])
def test_effective_outcome_low_confid_with_partial_evidence(weak: str) -> None:
    outcome = _outcome("direct_observation", weak)
    assert outcome.verdict == "LOW_CONFID" and outcome.groundedness_score == 0.5


@pytest.mark.spec("LOW_CONFID verdict with partial evidence")
def test_effective_outcome_overstated_claim_is_low_confid_not_pass() -> None:
    outcome = _outcome("direct_observation", "overstated")
    assert outcome.verdict == "LOW_CONFID" and outcome.matrix_verdict == "LOW_CONFID"
    # the legacy facts and the score keep the spec mapping overstated -> indirect_support (0.6)
    assert [f.verification for f in outcome.facts_checked] == ["direct_evidence", "indirect_support"]
    assert outcome.groundedness_score == 0.8


@pytest.mark.spec("PASS verdict when all claims have evidence")
@pytest.mark.parametrize(
    ("classes", "expected"),
    [
        (("direct_observation",), "PASS"),
        (("direct_observation", "reasonable_inference", "direct_observation"), "PASS"),
        (("direct_observation", "overstated"), "LOW_CONFID"),
        (("direct_observation", "unsupported"), "LOW_CONFID"),
        (("direct_observation", "external_unknown"), "LOW_CONFID"),
        (("reasonable_inference", "reasonable_inference"), "LOW_CONFID"),
        ((), "LOW_CONFID"),
        (("overstated", "contradicted"), "REJECT"),
    ],
)
def test_matrix_verdict_over_six_classes(classes: tuple[str, ...], expected: str) -> None:
    assert matrix_verdict(_checks(*classes)) == expected


@pytest.mark.spec("LOW_CONFID verdict with only inference support")
def test_effective_outcome_low_confid_with_only_inference() -> None:
    outcome = _outcome("reasonable_inference", "reasonable_inference")
    assert outcome.verdict == "LOW_CONFID" and outcome.groundedness_score == 0.6
    assert _outcome("reasonable_inference", "overstated").verdict == "LOW_CONFID"


def test_effective_outcome_no_claims_is_low_confid_zero() -> None:
    outcome = _outcome()
    assert outcome.verdict == "LOW_CONFID" and outcome.groundedness_score == 0.0 and outcome.critical_fact_count == 0


@pytest.mark.spec("Malformed structured output cannot pass through natural language fallback")
@pytest.mark.parametrize("status", ["malformed", "missing"])
def test_effective_outcome_parse_failure_never_passes(status: str) -> None:
    outcome = _outcome(
        "direct_observation",
        parse_status=ExecutorOutputParseStatus(status=status, reason="x"),  # type: ignore[arg-type]
    )
    assert outcome.verdict == "LOW_CONFID"
    assert outcome.critical_fact_count == 0 and outcome.groundedness_score == 0.0 and outcome.claim_checks == []
    assert f"parse_status:{status}→LOW_CONFID" in outcome.caps_applied


@pytest.mark.spec("gatekeeper fail prevents PASS")
def test_effective_outcome_gatekeeper_fail_prevents_pass() -> None:
    gk = GatekeeperResult(status="fail", severity="low_confid", failed_rules=["schema.executor_v2"])
    outcome = _outcome("direct_observation", gatekeeper_result=gk, model_output=VerifierOutput(verdict="PASS"))
    assert outcome.verdict != "PASS" and outcome.model_verdict == "PASS"


@pytest.mark.spec("invocation reference failure downgrades to reject")
def test_effective_outcome_invocation_ref_failure_is_reject() -> None:
    gk = GatekeeperResult(status="fail", severity="low_confid", failed_rules=["evidence.invocation_ref"])
    outcome = _outcome("direct_observation", gatekeeper_result=gk, model_output=VerifierOutput(verdict="PASS"))
    assert outcome.verdict == "REJECT"
    assert "gatekeeper:invocation_ref→REJECT" in outcome.caps_applied


@pytest.mark.spec("Reject severity prevents PASS")
def test_effective_outcome_reject_severity_is_reject_and_keeps_score() -> None:
    gk = GatekeeperResult(status="fail", severity="reject", failed_rules=["evidence.excerpt_mismatch"])
    outcome = _outcome(
        "direct_observation",
        gatekeeper_result=gk,
        model_output=VerifierOutput(verdict="PASS", groundedness_score=1.0),
        verifier_source="model",
    )
    assert outcome.verdict == "REJECT" and outcome.matrix_verdict == "PASS"
    assert outcome.groundedness_score == 1.0  # a cap never changes the score
    assert outcome.model_groundedness_score == 1.0 and outcome.verifier_source == "model"
    assert "gatekeeper:reject→REJECT" in outcome.caps_applied


@pytest.mark.spec("Low confidence severity prevents PASS")
def test_effective_outcome_low_confid_severity_caps() -> None:
    gk = GatekeeperResult(status="fail", severity="low_confid", failed_rules=["evidence.raw_path_missing"])
    outcome = _outcome("direct_observation", gatekeeper_result=gk, model_output=VerifierOutput(verdict="PASS"))
    assert outcome.verdict == "LOW_CONFID"
    assert outcome.caps_applied == ["gatekeeper:low_confid→LOW_CONFID"]


@pytest.mark.spec("Output format validation")
def test_effective_outcome_fields_and_ranges() -> None:
    outcome = _outcome("direct_observation", "unsupported", "reasonable_inference")
    data = outcome.model_dump()
    for key in ("verdict", "groundedness_score", "claim_checks", "facts_checked", "rationale", "critical_fact_count"):
        assert key in data
    assert 0.0 <= outcome.groundedness_score <= 1.0
    assert outcome.verdict in ("PASS", "LOW_CONFID", "REJECT")
    assert "共核查 3 条关键断言" in outcome.rationale


@pytest.mark.spec("claim check verification values are constrained")
def test_claim_checks_from_model_reads_unknown_classes_as_stricter_and_drops_unknown_claims() -> None:
    model = VerifierOutput(
        claim_checks=[
            {"claim_id": "c1", "verification": "direct_observation", "detail": "ok", "evidence_refs": [{"bogus": 1}]},
            {"claim_id": "c2", "verification": "probably_true", "detail": "?"},
            {"claim_id": "c9", "verification": "unsupported", "detail": "unknown claim"},
            {"verification": "unsupported"},
        ]
    )
    checks = claim_checks_from_model(model, _structured(2))
    assert [(c.claim_id, c.verification) for c in checks] == [("c1", "direct_observation"), ("c2", "unsupported")]
    assert "probably_true" in checks[1].detail


@pytest.mark.parametrize(
    ("spelling", "expected"),
    [("Unsupported", "unsupported"), ("DIRECT_OBSERVATION", "direct_observation"), ("Direct Observation",
     "direct_observation"), ("contradiction", "contradicted"), ("no_evidence", "unsupported"), (None, "unsupported")],
)  # fmt: skip
def test_claim_checks_from_model_case_folds_and_maps_class_names(spelling: object, expected: str) -> None:
    model = VerifierOutput(claim_checks=[{"claim_id": "c1", "verification": spelling, "detail": "d"}])
    [check] = claim_checks_from_model(model, _structured(1))
    assert check.verification == expected


@pytest.mark.parametrize("verdict", ["REJECT", "reject", "LOW_CONFID"])
def test_claim_checks_from_model_a_verdict_without_checks_never_becomes_pass(verdict: str) -> None:
    checks = claim_checks_from_model(VerifierOutput(verdict=verdict, claim_checks=[]), _structured(2))
    assert [c.verification for c in checks] == ["unsupported", "unsupported"]
    assert claim_checks_from_model(VerifierOutput(verdict="PASS", claim_checks=[]), _structured(2)) == []


def test_claims_with_checks_pairs_by_position_so_shared_ids_never_merge() -> None:
    structured = ExecutorEvidenceV2.model_validate(
        {"claims": [{"claim_id": "c1", "claim_text": "A"}, {"claim_id": "c1", "claim_text": "B"}]}
    )
    checks = [ClaimCheck(claim_id="c1", verification=v, detail="") for v in ("direct_observation", "contradicted")]
    pairs = claims_with_checks(structured, checks)
    assert [(c.claim_text, k.verification) for c, k in pairs] == [("A", "direct_observation"), ("B", "contradicted")]
    assert claims_with_checks(structured, checks[::-1])[0][0].claim_text == "A"
    assert claims_with_checks(None, checks) == []
