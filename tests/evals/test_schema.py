from __future__ import annotations

import pytest
from pydantic import ValidationError

from superbiz.evals.schema import EvalCase, Expectation, RulesIncludes


def _case(**overrides: object) -> dict[str, object]:
    data: dict[str, object] = {
        "id": "payment-pool-timeout",
        "description": "d",
        "question": "q",
        "tool_invocations": [],
        "executor_output": "",
        "expect": {"verdict": "PASS"},
    }
    data.update(overrides)
    return data


def test_eval_case_extra_key_rejected_with_its_name() -> None:
    with pytest.raises(ValidationError) as info:
        EvalCase.model_validate(_case(verdikt="PASS"))
    assert "verdikt" in str(info.value)
    assert info.value.errors()[0]["type"] == "extra_forbidden"


def test_expectation_extra_key_rejected() -> None:
    with pytest.raises(ValidationError) as info:
        EvalCase.model_validate(_case(expect={"verdict": "PASS", "answer_must_contians": ["x"]}))
    assert info.value.errors()[0]["loc"] == ("expect", "answer_must_contians")


def test_eval_case_unknown_verdict_rejected() -> None:
    with pytest.raises(ValidationError):
        EvalCase.model_validate(_case(expect={"verdict": "MAYBE"}))


def test_eval_case_inline_and_file_together_rejected() -> None:
    with pytest.raises(ValidationError, match="either executor_output or executor_output_file"):
        EvalCase.model_validate(_case(executor_output_file="executor.txt"))


def test_eval_case_verify_mode_needs_executor_output() -> None:
    data = _case()
    del data["executor_output"]
    with pytest.raises(ValidationError, match="executor_output"):
        EvalCase.model_validate(data)


def test_eval_case_chat_mode_needs_only_question() -> None:
    case = EvalCase.model_validate(
        {"id": "chat-payment", "description": "d", "mode": "chat", "question": "q", "expect": {}}
    )
    assert case.mode == "chat" and case.tool_invocations is None


def test_eval_case_second_round_requires_retry_context() -> None:
    with pytest.raises(ValidationError, match="retry_context"):
        EvalCase.model_validate(_case(round=2))


def test_expectation_output_type_null_is_distinguished_from_absent() -> None:
    explicit = Expectation.model_validate({"output_type": None, "retry": True})
    absent = Expectation.model_validate({"retry": True})
    assert "output_type" in explicit.checked_fields
    assert "output_type" not in absent.checked_fields


def test_expectation_retry_with_output_type_rejected() -> None:
    with pytest.raises(ValidationError, match="retry composes no answer"):
        Expectation.model_validate({"retry": True, "output_type": "NORMAL"})


def test_expectation_failed_rules_accepts_exact_list_or_includes() -> None:
    exact = Expectation.model_validate({"failed_rules": []})
    includes = Expectation.model_validate({"failed_rules": {"includes": ["evidence.raw_path"]}})
    assert exact.failed_rules == []
    assert isinstance(includes.failed_rules, RulesIncludes)
    assert includes.failed_rules.includes == ["evidence.raw_path"]


def test_expectation_unknown_claim_class_rejected() -> None:
    with pytest.raises(ValidationError):
        Expectation.model_validate({"claim_checks": {"c1": "probably_true"}})


def test_expectation_score_bounds_must_be_ordered() -> None:
    with pytest.raises(ValidationError, match="score_min"):
        Expectation.model_validate({"score_min": 0.8, "score_max": 0.5})
