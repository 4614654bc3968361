"""Parsing the Executor's and the Verifier's outputs (``superbiz.verification.parse``)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from superbiz.verification.parse import parse_executor_output, parse_verifier_output

from .factories import claim, executor_json, executor_obj

VERIFIER_OK = {
    "verdict": "PASS",
    "groundedness_score": 1.0,
    "critical_fact_count": 1,
    "claim_checks": [
        {"claim_id": "c1", "verification": "direct_observation", "detail": "日志直接包含", "evidence_refs": []}
    ],
    "facts_checked": [{"fact": "PAY-5003", "is_critical": True, "verification": "direct_evidence", "detail": "x"}],
    "rationale": "claim c1 is directly observed",
}


def test_parse_executor_output_plain_json_is_valid() -> None:
    parsed = parse_executor_output(executor_json())
    assert parsed.parse_status.status == "valid"
    assert parsed.parse_status.reason is None
    assert parsed.structured is not None
    assert parsed.structured.claims[0].evidence_bindings[0].raw_path == "logs[0]"
    assert parsed.data == executor_obj()


@pytest.mark.parametrize("raw", [None, "", "   \n\t "])
def test_parse_executor_output_empty_is_missing(raw: str | None) -> None:
    parsed = parse_executor_output(raw)
    assert parsed.parse_status.status == "missing"
    assert parsed.structured is None and parsed.data is None
    assert parsed.raw_text == raw


def test_parse_executor_output_tolerates_fences() -> None:
    parsed = parse_executor_output("```json\n" + executor_json() + "\n```")
    assert parsed.parse_status.status == "valid"
    assert parsed.parse_status.reason is not None and "fence" in parsed.parse_status.reason
    assert parsed.structured is not None and parsed.structured.claims[0].claim_id == "c1"


def test_parse_executor_output_tolerates_prose_around_one_object() -> None:
    parsed = parse_executor_output("结论如下：\n" + executor_json() + "\n以上。")
    assert parsed.parse_status.status == "valid"
    assert parsed.parse_status.reason is not None and "outside the JSON object" in parsed.parse_status.reason


def test_parse_executor_output_keeps_removed_fields_for_the_gatekeeper() -> None:
    parsed = parse_executor_output(executor_json(diagnosis_summary="连接池耗尽"))
    assert parsed.parse_status.status == "valid"
    assert parsed.data is not None and parsed.data["diagnosis_summary"] == "连接池耗尽"


@pytest.mark.spec("Malformed Executor JSON is captured")
@pytest.mark.parametrize(
    ("raw", "reason_part"),
    [
        ('{"answer_version": "executor_evidence_v2", "claims": [', "no JSON object"),
        ("payment-service 的连接池耗尽了，PAY-5003 大量出现。", "no JSON object"),
        ('[{"claim_id": "c1"}]', "not an object"),
        ('{"foo": 1}', "not an executor_evidence_v2 contract"),
        ('{"claims": "none"}', "claims"),
        ('{"claims": [{"claim_text": "x"}]}', "claims.0.claim_id"),
    ],
)
def test_parse_executor_output_malformed_keeps_raw_text_and_reason(raw: str, reason_part: str) -> None:
    parsed = parse_executor_output(raw)
    assert parsed.parse_status.status == "malformed"
    assert parsed.parse_status.reason is not None and reason_part in parsed.parse_status.reason
    assert parsed.raw_text == raw
    assert parsed.structured is None


@pytest.mark.spec("Structured parse failure remains observable")
def test_parse_executor_output_two_different_contract_objects_are_malformed() -> None:
    first = executor_json([claim("c1")])
    second = executor_json([claim("c2")])
    parsed = parse_executor_output(f"{first}\n修正版：\n{second}")
    assert parsed.parse_status.status == "malformed"
    assert parsed.parse_status.reason is not None and "multiple JSON objects" in parsed.parse_status.reason
    assert parsed.structured is None
    # the failure is visible in the serialised status, not silently a success
    assert json.loads(parsed.parse_status.model_dump_json())["status"] == "malformed"


def test_parse_executor_output_identical_repeated_object_is_one_object() -> None:
    text = executor_json()
    parsed = parse_executor_output(f"{text}\n{text}")
    assert parsed.parse_status.status == "valid"


def test_parse_executor_output_ignores_non_contract_objects_in_prose() -> None:
    parsed = parse_executor_output('参数 {"service": "payment-service"} 查询结果：' + executor_json())
    assert parsed.parse_status.status == "valid"
    assert parsed.structured is not None and len(parsed.structured.claims) == 1


def test_parse_executor_output_does_not_mutate_between_calls() -> None:
    raw = executor_json()
    first = parse_executor_output(raw)
    second = parse_executor_output(raw)
    assert first == second


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_parse_executor_output_never_raises(raw: str) -> None:
    parsed = parse_executor_output(raw)
    assert parsed.parse_status.status in {"valid", "missing", "malformed"}
    assert (parsed.structured is not None) == (parsed.parse_status.status == "valid")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(["answer_version", "claims", "hypotheses", "missing_info", "recommended_actions", "x"]),
        json_values,
    ),
    st.text(max_size=20),
)
def test_parse_executor_output_never_raises_on_contract_like_json(obj: dict[str, object], prose: str) -> None:
    parsed = parse_executor_output(prose + json.dumps(obj))
    assert parsed.parse_status.status in {"valid", "missing", "malformed"}


def test_parse_executor_output_deeply_nested_json_is_malformed_not_a_crash() -> None:
    parsed = parse_executor_output('{"claims": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert parsed.parse_status.status == "malformed"


def test_parse_verifier_output_valid() -> None:
    output, status = parse_verifier_output(json.dumps(VERIFIER_OK, ensure_ascii=False))
    assert status.status == "valid" and status.reason is None
    assert output is not None and output.verdict == "PASS" and output.critical_fact_count == 1
    assert output.claim_checks[0]["claim_id"] == "c1"


def test_parse_verifier_output_fences_are_noted_but_valid() -> None:
    output, status = parse_verifier_output("```json\n" + json.dumps(VERIFIER_OK) + "\n```")
    assert status.status == "valid"
    assert status.reason is not None and "fence" in status.reason
    assert output is not None


@pytest.mark.parametrize("missing", ["verdict", "claim_checks", "facts_checked", "rationale", "critical_fact_count"])
def test_parse_verifier_output_strict_schema_violation_is_malformed_but_kept(missing: str) -> None:
    data = {k: v for k, v in VERIFIER_OK.items() if k != missing}
    output, status = parse_verifier_output(json.dumps(data))
    assert status.status == "malformed"
    assert status.reason is not None and missing in status.reason
    assert output is not None


@pytest.mark.parametrize(("raw", "expected"), [(None, "missing"), ("", "missing"), ("PASS", "malformed")])
def test_parse_verifier_output_missing_or_not_json(raw: str | None, expected: str) -> None:
    output, status = parse_verifier_output(raw)
    assert output is None and status.status == expected


def test_parse_verifier_output_uncoercible_is_malformed() -> None:
    output, status = parse_verifier_output('{"verdict": "PASS", "claim_checks": "all good"}')
    assert output is None and status.status == "malformed"
    assert status.reason is not None and "claim_checks" in status.reason


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_parse_verifier_output_never_raises(raw: str) -> None:
    _output, status = parse_verifier_output(raw)
    assert status.status in {"valid", "missing", "malformed"}
