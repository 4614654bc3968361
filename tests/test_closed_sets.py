"""Closed sets live in one place (``superbiz.contracts``) and every table and consumer derives from them."""

from __future__ import annotations

from typing import get_args

from superbiz.contracts import GateRule, Verdict, Verification
from superbiz.evals.metrics import CLAIM_CLASSES, KNOWN_RULES, VERDICTS
from superbiz.evals.schema import Expectation
from superbiz.verification.gatekeeper import RULE_SEVERITY
from superbiz.verification.grounding import STRICTNESS
from superbiz.verification.verdict import _CLASS_NAMES, _FACT_MAP


def test_every_gate_rule_has_exactly_one_severity() -> None:
    assert set(RULE_SEVERITY) == set(get_args(GateRule))


def test_every_claim_class_is_mapped_ranked_and_named() -> None:
    classes = set(get_args(Verification))
    assert set(_FACT_MAP) == classes
    assert set(STRICTNESS) == classes
    assert set(_CLASS_NAMES) == classes


def test_eval_metrics_derive_from_the_literals() -> None:
    assert get_args(GateRule) == KNOWN_RULES
    assert get_args(Verification) == CLAIM_CLASSES
    assert get_args(Verdict) == VERDICTS


def test_an_eval_case_naming_an_unknown_rule_is_rejected() -> None:
    import pydantic
    import pytest

    with pytest.raises(pydantic.ValidationError):
        Expectation.model_validate({"failed_rules": ["evidence.raw_pathh"]})
    assert Expectation.model_validate({"failed_rules": ["evidence.raw_path"]}).failed_rules == ["evidence.raw_path"]
