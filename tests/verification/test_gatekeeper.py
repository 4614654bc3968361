"""The Gatekeeper's deterministic rules (``superbiz.verification.gatekeeper``)."""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from superbiz.contracts import GateIssue, GatekeeperResult, ToolInvocation
from superbiz.verification.gatekeeper import run_gatekeeper
from superbiz.verification.parse import parse_executor_output

from .factories import (
    binding,
    claim,
    executor_json,
    executor_obj,
    knowledge_invocation,
    log_invocation,
    metrics_invocation,
    order_invocation,
    tool_invocation,
)

SESSION: list[ToolInvocation] = [
    log_invocation(11),
    metrics_invocation(12),
    knowledge_invocation(13),
    order_invocation(14),
    tool_invocation(15, "get_current_datetime", refs=[]),
]


def gate(
    raw: str,
    invocations: list[ToolInvocation] | None = None,
    *,
    hook_warnings: Sequence[GateIssue] = (),
    trace_refs: Mapping[int, str] | None = None,
) -> GatekeeperResult:
    session = SESSION if invocations is None else invocations
    return run_gatekeeper(parse_executor_output(raw), session, hook_warnings=hook_warnings, trace_refs=trace_refs)


def one_binding(**kwargs: Any) -> str:
    return executor_json([claim(bindings=[binding(**kwargs)])])


@pytest.mark.spec("Valid precise binding passes")
def test_gatekeeper_valid_precise_binding_passes() -> None:
    result = gate(executor_json())
    assert result.status == "pass"
    assert result.severity == "none"
    assert result.failed_rules == [] and result.errors == [] and result.warnings == []
    [checked] = result.checked_bindings
    assert checked.verified and checked.source_invocation_id == 11 and checked.raw_path == "logs[0]"


@pytest.mark.spec("valid structured output passes initial gatekeeper rules")
def test_gatekeeper_several_claims_with_matching_tools_pass() -> None:
    claims = [
        claim("c1"),
        claim(
            "c2",
            "PaymentDBPoolExhausted 告警自 05:24Z 起在 payment-service 上触发",
            bindings=[
                binding("query_metrics", 12, "alerts[0]", "alert PaymentDBPoolExhausted service=payment-service")
            ],
        ),
    ]
    result = gate(executor_json(claims))
    assert result.status == "pass"
    assert result.failed_rules == []
    assert [c.claim_id for c in result.checked_bindings] == ["c1", "c2"]
    assert all(c.verified for c in result.checked_bindings)


@pytest.mark.spec("Evidence bindings support multiple tool types")
def test_gatekeeper_accepts_bindings_to_every_evidence_tool_type() -> None:
    bindings = [
        binding("query_logs", 11, "logs[1]", "call payment-service timeout after 3000ms (PAY-5003)"),
        binding(
            "query_metrics", 12, "series[0]", "db_pool_active_connections{service=payment-service}…latest=50 max=50"
        ),
        binding(
            "lookup_knowledge",
            13,
            "chunks[0]",
            "PAY-5003 表示获取数据库连接超时",
            source_id="runbooks/payment-service.md",
        ),
        binding("query_order", 14, "orders[0]", "status=PAYMENT_TIMEOUT"),
    ]
    result = gate(executor_json([claim(bindings=bindings)]))
    assert result.status == "pass", result.errors
    assert [c.tool_name for c in result.checked_bindings] == [
        "query_logs",
        "query_metrics",
        "lookup_knowledge",
        "query_order",
    ]
    assert all(c.verified for c in result.checked_bindings)


@pytest.mark.spec("Precise evidence binding contains invocation path and excerpt")
def test_gatekeeper_precise_binding_is_interpreted_relative_to_the_invocation_refs() -> None:
    # logs[1] of invocation 11 is the order-service WARN line; the same excerpt at logs[0] is not there
    ok = gate(one_binding(raw_path="logs[1]", excerpt="call payment-service timeout after 3000ms"))
    wrong = gate(one_binding(raw_path="logs[0]", excerpt="call payment-service timeout after 3000ms"))
    assert ok.status == "pass"
    assert wrong.failed_rules == ["evidence.excerpt_mismatch"]


@pytest.mark.spec("schema rule rejects removed fields")
@pytest.mark.parametrize("field", ["diagnosis_summary", "user_facing_answer"])
def test_gatekeeper_schema_rejects_removed_fields(field: str) -> None:
    result = gate(executor_json(**{field: "payment-service 数据库连接池耗尽"}))
    assert result.status == "fail"
    assert "schema.executor_v2" in result.failed_rules
    assert result.severity == "low_confid"
    assert any(field in e.message for e in result.errors)


@pytest.mark.spec("schema rule rejects missing evidence bindings")
@pytest.mark.parametrize("bindings", [[], None])
def test_gatekeeper_schema_rejects_claim_without_bindings(bindings: list[object] | None) -> None:
    obj = executor_obj([claim("c1"), claim("c2")])
    if bindings is None:
        del obj["claims"][1]["evidence_bindings"]
    else:
        obj["claims"][1]["evidence_bindings"] = bindings
    result = gate(json.dumps(obj))
    assert result.status == "fail"
    assert result.failed_rules == ["schema.executor_v2"]
    assert [e.claim_id for e in result.errors] == ["c2"]
    # a claim without bindings produces no checked binding
    assert [c.claim_id for c in result.checked_bindings] == ["c1"]


@pytest.mark.parametrize(
    ("mutate", "message_part"),
    [
        (lambda o: o.update(answer_version="executor_evidence_v1"), "answer_version"),
        (lambda o: o.pop("missing_info"), "'missing_info' is missing"),
        (lambda o: o.update(hypotheses={}), "hypotheses"),
        (lambda o: o.pop("claims"), "'claims' is missing"),
        (lambda o: o["claims"][0].update(claim_type="guess"), "claim_type 'guess'"),
        (lambda o: o["claims"][0].update(support_level="strong"), "support_level 'strong'"),
        (lambda o: o["claims"][0].update(claim_text=" "), "no claim_text"),
        (lambda o: o["claims"][0]["evidence_bindings"][0].pop("evidence_excerpt"), "no evidence_excerpt"),
        (lambda o: o["claims"][0]["evidence_bindings"][0].pop("tool_name"), "no tool_name"),
        (lambda o: o["claims"].append(copy.deepcopy(o["claims"][0])), "duplicate claim_id 'c1'"),
    ],
)
def test_gatekeeper_schema_rule_details(mutate: object, message_part: str) -> None:
    obj = executor_obj()
    mutate(obj)  # type: ignore[operator]
    result = gate(json.dumps(obj))
    assert result.status == "fail"
    assert "schema.executor_v2" in result.failed_rules
    assert any(message_part in e.message for e in result.errors), [e.message for e in result.errors]


def test_gatekeeper_binding_with_schema_gap_is_not_verified() -> None:
    result = gate(one_binding(excerpt=None))
    [checked] = result.checked_bindings
    assert not checked.verified
    assert checked.failed_rules == ["schema.executor_v2"]


@pytest.mark.spec("Malformed Executor JSON is captured")
@pytest.mark.parametrize("raw", [None, "", "支付服务连接池耗尽", '{"claims": "none"}'])
def test_gatekeeper_unparsed_output_fails_schema(raw: str | None) -> None:
    parsed = parse_executor_output(raw)
    result = run_gatekeeper(parsed, SESSION)
    assert result.status == "fail"
    assert result.severity == "low_confid"
    assert result.failed_rules == ["schema.executor_v2"]
    assert result.checked_bindings == []
    assert parsed.parse_status.status in result.errors[0].message


@pytest.mark.spec("invocation rule rejects fabricated invocation ids")
def test_gatekeeper_rejects_fabricated_legacy_invocation_id() -> None:
    result = gate(one_binding(invocation_id=None, legacy_ids=[999]))
    assert result.status == "fail"
    assert "evidence.invocation_ref" in result.failed_rules
    assert result.severity == "reject"
    assert any("999" in e.message for e in result.errors)


def test_gatekeeper_rejects_fabricated_singular_invocation_id() -> None:
    result = gate(one_binding(invocation_id=4242))
    assert result.failed_rules == ["evidence.invocation_ref"]
    assert result.checked_bindings[0].source_invocation_id == 4242
    assert not result.checked_bindings[0].verified


def test_gatekeeper_rejects_extra_unknown_legacy_ids() -> None:
    result = gate(one_binding(invocation_id=11, legacy_ids=[11, 777]))
    assert result.failed_rules == ["evidence.invocation_ref"]
    assert "777" in result.errors[0].message


@pytest.mark.spec("invocation rule rejects tool name mismatch")
def test_gatekeeper_rejects_tool_name_mismatch() -> None:
    result = gate(one_binding(tool_name="query_metrics", invocation_id=11))
    assert result.status == "fail"
    assert result.failed_rules == ["evidence.invocation_ref"]
    assert "'query_metrics'" in result.errors[0].message and "'query_logs'" in result.errors[0].message


def test_gatekeeper_accepts_invocations_of_any_round() -> None:
    invocations = [log_invocation(11, round=1), metrics_invocation(31, round=2)]
    raw = one_binding(
        tool_name="query_metrics", invocation_id=31, raw_path="alerts[0]", excerpt="PaymentDBPoolExhausted"
    )
    assert gate(raw, invocations).status == "pass"


@pytest.mark.spec("Missing raw path is low confidence")
def test_gatekeeper_missing_raw_path_is_low_confidence() -> None:
    result = gate(one_binding(raw_path=None))
    assert result.status == "fail"
    assert result.severity == "low_confid"
    assert result.failed_rules == ["evidence.raw_path_missing"]
    assert not result.checked_bindings[0].verified


@pytest.mark.spec("Legacy plural invocation ids remain compatibility only")
def test_gatekeeper_legacy_single_id_is_read_but_not_precise_without_raw_path() -> None:
    with_path = gate(one_binding(invocation_id=None, legacy_ids=[11]))
    without_path = gate(one_binding(invocation_id=None, legacy_ids=[11], raw_path=None))
    assert with_path.status == "pass"
    assert with_path.checked_bindings[0].source_invocation_id == 11
    assert without_path.status == "fail"
    assert without_path.failed_rules == ["evidence.raw_path_missing"]
    assert without_path.severity == "low_confid"


def test_gatekeeper_legacy_several_ids_without_singular_is_ambiguous() -> None:
    result = gate(one_binding(invocation_id=None, legacy_ids=[11, 12]))
    assert result.failed_rules == ["evidence.invocation_ambiguous"]
    assert result.severity == "low_confid"
    assert result.checked_bindings[0].source_invocation_id is None


def test_gatekeeper_binding_without_any_id_is_missing() -> None:
    result = gate(one_binding(invocation_id=None))
    assert result.failed_rules == ["evidence.invocation_missing"]
    assert result.severity == "low_confid"


@pytest.mark.spec("Old invocation without evidence refs is low confidence")
def test_gatekeeper_old_invocation_without_refs_is_low_confidence() -> None:
    old = tool_invocation(11, "query_logs", arguments={"service": "payment-service"}, output="[]", no_details=True)
    result = gate(executor_json(), [old])
    assert result.status == "fail"
    assert result.severity == "low_confid"
    assert result.failed_rules == ["evidence.refs_unavailable"]


def test_gatekeeper_cited_failed_invocation_is_low_confidence() -> None:
    failed = tool_invocation(11, "query_logs", success=False, error="log backend timeout after 10s")
    result = gate(executor_json(), [failed])
    assert result.failed_rules == ["evidence.invocation_failed"]
    assert result.severity == "low_confid"
    assert "log backend timeout" in result.errors[0].message


@pytest.mark.spec("Unknown raw path is rejected")
def test_gatekeeper_unknown_raw_path_is_rejected() -> None:
    result = gate(one_binding(raw_path="logs[7]"))
    assert result.status == "fail"
    assert result.severity == "reject"
    assert "evidence.raw_path" in result.failed_rules
    assert "'logs[7]'" in result.errors[0].message


@pytest.mark.spec("Mismatched excerpt is rejected")
@pytest.mark.parametrize(
    "excerpt",
    ["PAY-5003 HikariPool-2 - Connection is not available", "request timed out after 300ms", "PaymentDBPoolExhausted"],
)
def test_gatekeeper_mismatched_excerpt_is_rejected(excerpt: str) -> None:
    result = gate(one_binding(excerpt=excerpt))
    assert result.status == "fail"
    assert result.severity == "reject"
    assert result.failed_rules == ["evidence.excerpt_mismatch"]
    assert result.errors[0].claim_id == "c1" and result.errors[0].binding_index == 0


def test_gatekeeper_worst_severity_wins() -> None:
    bindings = [binding(raw_path=None), binding(raw_path="logs[9]"), binding()]
    result = gate(executor_json([claim(bindings=bindings)]))
    assert result.severity == "reject"
    assert result.failed_rules == ["evidence.raw_path", "evidence.raw_path_missing"]
    assert [c.verified for c in result.checked_bindings] == [False, False, True]
    assert [c.failed_rules for c in result.checked_bindings] == [
        ["evidence.raw_path_missing"],
        ["evidence.raw_path"],
        [],
    ]


@pytest.mark.spec("Deduped retrievals do not count as fresh support")
def test_gatekeeper_deduped_ref_is_verified_with_warning() -> None:
    invocations = [knowledge_invocation(13, deduped=True)]
    raw = one_binding(
        tool_name="lookup_knowledge", invocation_id=13, raw_path="chunks[0]", excerpt="PAY-5003 表示获取数据库连接超时"
    )
    result = gate(raw, invocations)
    assert result.status == "warn"
    assert result.severity == "none"
    assert [w.rule for w in result.warnings] == ["evidence.deduped_ref"]
    [checked] = result.checked_bindings
    assert checked.verified and checked.deduped


def test_gatekeeper_copies_hook_warnings_and_marks_backfilled() -> None:
    hook = GateIssue(
        rule="evidence.invocation_backfilled", message="backfilled", claim_id="c1", binding_index=0, severity="none"
    )
    result = gate(executor_json(), hook_warnings=[hook])
    assert result.status == "warn"
    assert result.warnings == [hook]
    assert result.checked_bindings[0].backfilled


def test_gatekeeper_trace_refs_are_attached() -> None:
    result = gate(executor_json(), trace_refs={11: "trace-11"})
    assert result.checked_bindings[0].trace_ref == "trace-11"
    assert gate(executor_json()).checked_bindings[0].trace_ref is None


@pytest.mark.spec("Gatekeeper audit includes severity")
def test_gatekeeper_result_serialises_every_audit_field() -> None:
    dumped = json.loads(gate(one_binding(raw_path="logs[7]")).model_dump_json())
    assert {"status", "severity", "checked_bindings", "failed_rules", "warnings", "errors"} <= dumped.keys()
    assert dumped["severity"] == "reject"
    assert dumped["errors"][0]["severity"] == "reject"


def test_gatekeeper_is_pure_and_deterministic() -> None:
    raw = executor_json([claim(bindings=[binding(raw_path="logs[9]"), binding()])])
    parsed = parse_executor_output(raw)
    data_before = copy.deepcopy(parsed.data)
    first = run_gatekeeper(parsed, SESSION)
    second = run_gatekeeper(parsed, list(reversed(SESSION)))
    assert first == second
    assert parsed.data == data_before


# --------------------------------------------------------------------------- canonical forms (issue 16)


@pytest.mark.parametrize(
    "spelling",
    ["$.logs[0]", "/logs/0", "logs.0", "logs[ 0 ]", "logs[0].message", "LOGS[0]", "evidence_refs[1]",
     'evidence_refs["logs[0]"]', "$.evidence_refs[1].raw_path"],
)  # fmt: skip
def test_gatekeeper_raw_path_spellings_are_read_canonically_with_a_warning(spelling: str) -> None:
    result = gate(one_binding(raw_path=spelling))
    assert result.status == "warn" and result.severity == "none", result.errors
    [checked] = result.checked_bindings
    assert checked.verified and checked.raw_path == "logs[0]"
    assert [w.rule for w in result.warnings] == ["evidence.raw_path_normalized"]
    assert spelling in result.warnings[0].message


@pytest.mark.parametrize("spelling", ["logs[7]", "$.logs[2]", "evidence_refs[9]", "logs", "orders[0]", "logs[0][1]"])
def test_gatekeeper_a_canonical_raw_path_must_still_name_a_ref_of_that_invocation(spelling: str) -> None:
    result = gate(one_binding(raw_path=spelling))
    assert result.severity == "reject" and "evidence.raw_path" in result.failed_rules
    assert "logs[0]" in result.errors[0].message  # the valid raw paths are listed for the repair turn


@pytest.mark.parametrize("name", ["Query_Logs", "functions.query_logs", "QUERY_LOGS"])
def test_gatekeeper_tool_name_case_and_prefix_are_normalised(name: str) -> None:
    result = gate(one_binding(tool_name=name))
    assert result.status == "warn" and [w.rule for w in result.warnings] == ["evidence.tool_name_normalized"]
    assert result.checked_bindings[0].tool_name == "query_logs"


def test_gatekeeper_another_tool_name_is_still_an_invocation_ref_failure() -> None:
    result = gate(one_binding(tool_name="functions.query_metrics"))
    assert "evidence.invocation_ref" in result.failed_rules


def test_gatekeeper_harmless_excerpt_variant_passes_with_a_warning() -> None:
    result = gate(one_binding(excerpt="message: `PAY-5003` HikariPool-1 \u2014 Connection is not available."))
    assert result.status == "warn", result.errors
    assert [w.rule for w in result.warnings] == ["evidence.excerpt_normalized"]


def test_gatekeeper_excerpt_eliding_a_negation_is_a_mismatch() -> None:
    result = gate(one_binding(excerpt="Connection is … available"))
    assert result.severity == "reject" and "evidence.excerpt_mismatch" in result.failed_rules
    assert "negation" in result.errors[0].message


def test_gatekeeper_coerced_values_are_warnings_and_an_unreadable_id_fails_only_its_binding() -> None:
    good = claim(claim_id="c1", bindings=[binding(invocation_id="trace-11")])  # type: ignore[arg-type]
    bad = claim(claim_id="c2", bindings=[binding(invocation_id="the first one")])  # type: ignore[arg-type]
    result = gate(executor_json([good, bad]))
    first, second = result.checked_bindings
    assert first.verified and first.source_invocation_id == 11
    assert not second.verified and "schema.executor_v2" in second.failed_rules
    assert "schema.coerced" in {w.rule for w in result.warnings}
    assert not any(w.rule == "evidence.invocation_backfilled" for w in result.warnings)


def test_gatekeeper_duplicate_claim_ids_fail_schema_and_both_claims_are_checked() -> None:
    result = gate(executor_json([claim(claim_id="c1"), claim(claim_id="c1")]))
    assert "schema.executor_v2" in result.failed_rules
    assert [b.claim_id for b in result.checked_bindings] == ["c1", "c1#2"]
