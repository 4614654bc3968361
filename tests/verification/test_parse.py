"""Parsing the Executor's and the Verifier's outputs (``superbiz.verification.parse``)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from superbiz.verification.parse import first_json_object, parse_executor_output, parse_verifier_output

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


@pytest.mark.spec("strict schema output")
@pytest.mark.parametrize(
    "wrap",
    ["```json\n{}\n```", "Here is my verdict:\n{}", "{}\nHope this helps.", "<think>c1 looks fine</think>{}"],
)
def test_parse_verifier_output_wrapped_in_fences_or_prose_is_malformed_but_kept(wrap: str) -> None:
    output, status = parse_verifier_output(wrap.replace("{}", json.dumps(VERIFIER_OK)))
    assert status.status == "malformed"
    assert status.reason is not None and "exactly one JSON object" in status.reason
    assert output is not None and output.claim_checks[0]["claim_id"] == "c1"


def test_parse_verifier_output_short_claim_checks_form_is_valid() -> None:
    output, status = parse_verifier_output(json.dumps({"claim_checks": VERIFIER_OK["claim_checks"]}))
    assert status.status == "valid"
    assert output is not None and output.verdict is None and len(output.claim_checks) == 1


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


# --------------------------------------------------------------------------- coercion (issue 16)


def _bind(**over: object) -> dict[str, object]:
    b: dict[str, object] = {"source_type": "tool_invocation", "tool_name": "query_logs", "source_invocation_id": 11,
                            "raw_path": "logs[0]", "evidence_excerpt": "PAY-5003"}  # fmt: skip
    b.update(over)
    return b


def _contract(*claims: dict[str, object]) -> str:
    return json.dumps(
        {"answer_version": "executor_evidence_v2", "claims": list(claims), "hypotheses": [],
         "recommended_actions": [], "missing_info": []}, ensure_ascii=False,
    )  # fmt: skip


def _claim(**over: object) -> dict[str, object]:
    c: dict[str, object] = {"claim_id": "c1", "claim_type": "observation", "claim_text": "PAY-5003 出现",
                            "support_level": "direct", "evidence_bindings": [_bind()]}  # fmt: skip
    c.update(over)
    return c


@pytest.mark.parametrize("spelling", ["trace-11", "#11", "11", "Trace_11", 11.0, [11]])
def test_parse_executor_output_coerces_invocation_id_spellings(spelling: object) -> None:
    parsed = parse_executor_output(_contract(_claim(evidence_bindings=[_bind(source_invocation_id=spelling)])))
    assert parsed.parse_status.status == "valid"
    assert parsed.structured is not None
    assert parsed.structured.claims[0].evidence_bindings[0].source_invocation_id == 11
    assert [w.rule for w in parsed.coercions] == ["schema.coerced"] and not parsed.issues


@pytest.mark.parametrize(
    ("over", "field", "value"),
    [
        ({"claim_type": "Observation"}, "claim_type", "observation"),
        ({"claim_type": "观察"}, "claim_type", "observation"),
        ({"claim_type": "Negative Observation"}, "claim_type", "negative_observation"),
        ({"support_level": "直接"}, "support_level", "direct"),
        ({"support_level": "DIRECT"}, "support_level", "direct"),
        ({"claim_id": 1}, "claim_id", "1"),
    ],
)
def test_parse_executor_output_coerces_enum_case_labels_and_integer_ids(
    over: dict[str, object], field: str, value: str
) -> None:
    parsed = parse_executor_output(_contract(_claim(**over)))
    assert parsed.structured is not None and getattr(parsed.structured.claims[0], field) == value
    assert parsed.coercions and not parsed.issues


def test_parse_executor_output_scalar_where_a_list_belongs() -> None:
    raw = json.dumps({"answer_version": "executor_evidence_v2", "claims": _claim(evidence_bindings=_bind()),
                      "hypotheses": [], "recommended_actions": [], "missing_info": "没有数据库指标"})  # fmt: skip
    parsed = parse_executor_output(raw)
    assert parsed.structured is not None and parsed.structured.missing_info == ["没有数据库指标"]
    assert len(parsed.structured.claims[0].evidence_bindings) == 1
    assert parsed.data is not None and isinstance(parsed.data["claims"], list)
    assert len(parsed.coercions) == 3


def test_parse_executor_output_one_bad_binding_fails_only_that_binding() -> None:
    good = _claim(claim_id="c2")
    bad = _claim(evidence_bindings=[_bind(), _bind(source_invocation_id="the logs one")])
    parsed = parse_executor_output(_contract(bad, good))
    assert parsed.parse_status.status == "valid"
    assert parsed.structured is not None and [c.claim_id for c in parsed.structured.claims] == ["c1", "c2"]
    assert [(i.rule, i.claim_id, i.binding_index) for i in parsed.issues] == [("schema.executor_v2", "c1", 1)]


def test_parse_executor_output_duplicate_claim_ids_stay_two_claims() -> None:
    parsed = parse_executor_output(_contract(_claim(claim_text="A"), _claim(claim_text="B")))
    assert parsed.structured is not None
    assert [(c.claim_id, c.claim_text) for c in parsed.structured.claims] == [("c1", "A"), ("c1#2", "B")]
    assert any("duplicate claim_id" in i.message for i in parsed.issues)


def test_parse_executor_output_strips_think_blocks_with_a_draft_inside() -> None:
    draft = _contract(_claim(claim_text="DRAFT"))
    final = _contract(_claim(claim_text="FINAL"))
    for raw in (f"<think>let me draft {draft}</think>\n{final}", f"reasoning {draft}</think>{final}"):
        parsed = parse_executor_output(raw)
        assert parsed.parse_status.status == "valid", parsed.parse_status
        assert parsed.structured is not None and parsed.structured.claims[0].claim_text == "FINAL"
        assert parsed.parse_status.reason is not None and "think" in parsed.parse_status.reason


def test_first_json_object_reads_the_first_object_past_think_blocks_fences_and_prose() -> None:
    text = '<think>{"draft": 1}</think>Here is the plan:\n```json\n{"calls": [{"tool": "t"}]}\n```\n{"later": 2}'
    assert first_json_object(text) == {"calls": [{"tool": "t"}]}
    assert first_json_object('[1, 2] then {"a": {"b": 1}}') == {"a": {"b": 1}}  # the outer object, not the nested
    assert first_json_object("no object {here") is None
    assert first_json_object('<think>{"only": "draft"}</think>') is None
