"""Verifier input hook and payload (``superbiz.verification.payload``)."""

from __future__ import annotations

import copy
import inspect
import json

import pytest

from superbiz.contracts import RetryContext, ToolInvocation, VerifierPayload
from superbiz.tools.registry import builtin_catalog
from superbiz.verification.gatekeeper import run_gatekeeper
from superbiz.verification.parse import ParsedExecutorOutput, parse_executor_output
from superbiz.verification.payload import (
    ANSWER_SAME_AS_STRUCTURED,
    MAX_PAYLOAD_BYTES,
    backfill_invocation_ids,
    build_verifier_payload,
    payload_json,
    trace_refs_by_invocation,
)
from superbiz.verification.trace_summary import build_tool_trace_summary, invocation_priorities

from .factories import (
    LOG_PAY_5003,
    binding,
    claim,
    executor_json,
    knowledge_invocation,
    log_invocation,
    many_invocations,
    metrics_invocation,
)

#: the built-in tools' traits (what a recorded round is verified with)
TOOLS = builtin_catalog()


QUERY = "payment-service 最近半小时为什么大量超时？"
SPEC_KEYS = {
    "original_query",
    "executor_final_answer",
    "executor_structured_output",
    "executor_output_parse_status",
    "tool_trace_summary",
    "gatekeeper_result",
    "retry_context",
}


def pipeline(
    raw: str | None, invocations: list[ToolInvocation], retry: RetryContext | None = None, **kwargs: int
) -> VerifierPayload:
    """parse -> backfill -> trace summary -> gatekeeper -> payload, as the chat pipeline wires it."""
    parsed, hook_warnings = backfill_invocation_ids(parse_executor_output(raw), invocations)
    priorities = invocation_priorities(parsed.structured, retry, invocations)
    summary = build_tool_trace_summary(invocations, priorities=priorities, tools=TOOLS)
    gatekeeper = run_gatekeeper(
        parsed, invocations, hook_warnings=hook_warnings, trace_refs=trace_refs_by_invocation(summary)
    )
    return build_verifier_payload(
        original_query=QUERY,
        parsed=parsed,
        tool_trace_summary=summary,
        gatekeeper_result=gatekeeper,
        retry_context=retry,
        **kwargs,
    )


def many_claims(count: int, invocations: list[ToolInvocation]) -> str:
    claims = []
    for i in range(count):
        inv = invocations[(i * 5) % len(invocations)]
        claims.append(
            claim(
                f"c{i}",
                f"payment-service 在 05:{i % 60:02d}Z 出现 PAY-5003 HikariPool-1 连接获取超时（3000ms），"
                f"订单支付失败 #{i}",
                bindings=[
                    binding(inv.tool_name, inv.id, "logs[0]", "PAY-5003 HikariPool-1 - Connection is not available"),
                    binding(inv.tool_name, inv.id, "logs[3]", "2026-11-28T05:31:12Z ERROR payment-service"),
                ],
            )
        )
    return executor_json(claims, missing_info=["payment-db 慢查询日志"])


# --------------------------------------------------------------------------- backfill


@pytest.mark.spec("Unique invocation candidate may be backfilled")
def test_backfill_fills_the_only_invocation_of_the_tool_and_warns() -> None:
    invocations = [log_invocation(11), metrics_invocation(12), metrics_invocation(13)]
    raw = executor_json(
        [
            claim("c1", bindings=[binding(invocation_id=None)]),
            claim("c2", bindings=[binding("query_metrics", None, "alerts[0]", "PaymentDBPoolExhausted")]),
        ]
    )
    parsed = parse_executor_output(raw)
    data_before = copy.deepcopy(parsed.data)
    filled, warnings = backfill_invocation_ids(parsed, invocations)
    assert parsed.data == data_before  # input untouched
    assert (
        parsed.structured is not None and parsed.structured.claims[0].evidence_bindings[0].source_invocation_id is None
    )
    assert filled.data is not None and filled.structured is not None
    assert filled.data["claims"][0]["evidence_bindings"][0]["source_invocation_id"] == 11
    assert filled.structured.claims[0].evidence_bindings[0].source_invocation_id == 11
    # two query_metrics candidates: left as is, the gatekeeper reports invocation_missing
    assert filled.structured.claims[1].evidence_bindings[0].source_invocation_id is None
    [warning] = warnings
    assert warning.rule == "evidence.invocation_backfilled" and warning.severity == "none"
    assert warning.claim_id == "c1" and warning.binding_index == 0
    assert "'query_logs'" in warning.message and "11" in warning.message
    result = run_gatekeeper(filled, invocations, hook_warnings=warnings)
    assert warning in result.warnings
    assert result.checked_bindings[0].verified and result.checked_bindings[0].backfilled
    assert result.failed_rules == ["evidence.invocation_missing"]


def test_backfill_leaves_bindings_with_ids_and_unparsed_output_alone() -> None:
    parsed = parse_executor_output(executor_json())
    same, warnings = backfill_invocation_ids(parsed, [log_invocation(11)])
    assert same is parsed and warnings == []
    legacy = parse_executor_output(executor_json([claim(bindings=[binding(invocation_id=None, legacy_ids=[11])])]))
    assert backfill_invocation_ids(legacy, [log_invocation(11)]) == (legacy, [])
    broken = parse_executor_output("not json")
    assert backfill_invocation_ids(broken, [log_invocation(11)]) == (broken, [])
    none_found = parse_executor_output(executor_json([claim(bindings=[binding(invocation_id=None)])]))
    assert backfill_invocation_ids(none_found, [metrics_invocation(12)]) == (none_found, [])


@pytest.mark.spec("Raw path is never backfilled")
def test_backfill_never_synthesises_raw_path() -> None:
    invocations = [log_invocation(11)]
    parsed = parse_executor_output(executor_json([claim(bindings=[binding(invocation_id=None, raw_path=None)])]))
    filled, warnings = backfill_invocation_ids(parsed, invocations)
    assert filled.data is not None
    filled_binding = filled.data["claims"][0]["evidence_bindings"][0]
    assert filled_binding["source_invocation_id"] == 11
    assert "raw_path" not in filled_binding
    result = run_gatekeeper(filled, invocations, hook_warnings=warnings)
    assert result.status == "fail" and result.severity == "low_confid"
    assert result.failed_rules == ["evidence.raw_path_missing"]
    assert not result.checked_bindings[0].verified


def test_trace_refs_by_invocation_maps_every_merged_id() -> None:
    summary = build_tool_trace_summary([log_invocation(21), knowledge_invocation(22), log_invocation(23)], tools=TOOLS)
    assert trace_refs_by_invocation(summary) == {21: "trace-21", 23: "trace-21", 22: "trace-22"}


# --------------------------------------------------------------------------- payload


@pytest.mark.spec("explicit input blocks available to Verifier")
def test_payload_has_the_explicit_inputs() -> None:
    invocations = [log_invocation(11), metrics_invocation(12)]
    raw = executor_json()
    round1 = pipeline(raw, invocations)
    data = json.loads(payload_json(round1))
    assert set(data) == SPEC_KEYS
    assert data["original_query"] == QUERY
    assert data["executor_final_answer"] == raw
    assert data["executor_structured_output"]["claims"][0]["claim_id"] == "c1"
    assert data["executor_output_parse_status"] == {"status": "valid", "reason": None}
    assert [i["trace_ref"] for i in data["tool_trace_summary"]] == ["trace-11", "trace-12"]
    assert data["retry_context"] is None
    retry = RetryContext(
        round=1, missing_evidence_facts=["“根因是连接池耗尽”缺少直接证据"], instruction="仅补充以上断言相关证据"
    )
    round2 = json.loads(payload_json(pipeline(raw, invocations, retry)))
    assert round2["retry_context"]["missing_evidence_facts"] == ["“根因是连接池耗尽”缺少直接证据"]


@pytest.mark.spec("Structured parse failure remains observable")
def test_payload_for_malformed_output_carries_the_failure_and_raw_answer() -> None:
    raw = "payment-service 的连接池耗尽导致超时，请扩容。"
    data = json.loads(payload_json(pipeline(raw, [log_invocation(11)])))
    assert data["executor_structured_output"] is None
    assert data["executor_output_parse_status"]["status"] == "malformed"
    assert data["executor_final_answer"] == raw
    assert data["gatekeeper_result"]["failed_rules"] == ["schema.executor_v2"]


@pytest.mark.spec("Verifier remains isolated from intermediate reasoning")
def test_payload_excludes_reasoning_and_removed_fields() -> None:
    raw = executor_json(
        thought="先查日志，再看指标（executor 中间推理）",
        planner_reasoning="plan: query_logs then query_metrics",
        diagnosis_summary="连接池耗尽",
    )
    obj = json.loads(raw)
    obj["claims"][0]["reasoning"] = "internal chain of thought"
    payload = pipeline(json.dumps(obj, ensure_ascii=False), [log_invocation(11)])
    structured = payload.executor_structured_output
    assert structured is not None
    assert set(structured) == {"answer_version", "claims", "hypotheses", "recommended_actions", "missing_info"}
    assert "reasoning" not in structured["claims"][0]
    assert set(json.loads(payload_json(payload))) == SPEC_KEYS


@pytest.mark.spec("MessagesModelHook used only for noise reduction")
def test_payload_is_built_only_from_explicit_inputs() -> None:
    params = set(inspect.signature(build_verifier_payload).parameters)
    assert params == {
        "original_query",
        "parsed",
        "tool_trace_summary",
        "gatekeeper_result",
        "retry_context",
        "max_bytes",
    }
    assert set(VerifierPayload.model_fields) == SPEC_KEYS


@pytest.mark.spec("gatekeeper result available to Verifier")
def test_payload_includes_gatekeeper_result() -> None:
    raw = executor_json([claim(bindings=[binding(raw_path="logs[9]")])])
    data = json.loads(payload_json(pipeline(raw, [log_invocation(11)])))
    gate = data["gatekeeper_result"]
    assert gate["status"] in {"pass", "warn", "fail"} and gate["status"] == "fail"
    assert {"status", "severity", "checked_bindings", "failed_rules", "warnings", "errors"} <= set(gate)
    assert gate["failed_rules"] == ["evidence.raw_path"]
    assert gate["checked_bindings"][0]["trace_ref"] == "trace-11"


def test_payload_answer_is_bounded_and_marked() -> None:
    raw = "很长的回答" * 2_000
    payload = pipeline(raw, [log_invocation(11)])
    assert len(payload.executor_final_answer) <= 4_000
    assert "truncated" in payload.executor_final_answer and "10000 chars" in payload.executor_final_answer


def test_payload_cuts_long_excerpts() -> None:
    long_excerpt = LOG_PAY_5003 + " " + "x" * 600
    raw = executor_json([claim(bindings=[binding(excerpt=long_excerpt)])])
    payload = pipeline(raw, [log_invocation(11)])
    assert payload.executor_structured_output is not None
    excerpt = payload.executor_structured_output["claims"][0]["evidence_bindings"][0]["evidence_excerpt"]
    assert len(excerpt) <= 300 and excerpt.startswith("2026-11-28T05:31:12Z ERROR")


@pytest.mark.spec("raw outputs not passed through in full")
def test_payload_size_is_independent_of_raw_tool_output() -> None:
    small = many_invocations(200, output_chars=100)
    large = many_invocations(200, output_chars=100_000)  # 20 MB of raw output
    raw = many_claims(10, small)
    assert payload_json(pipeline(raw, small)) == payload_json(pipeline(raw, large))
    assert "x" * 500 not in payload_json(pipeline(raw, large))


def test_payload_fits_the_byte_budget_for_a_long_session() -> None:
    invocations = many_invocations(200)
    raw = many_claims(15, invocations)
    payload = pipeline(raw, invocations)
    text = payload_json(payload)
    assert len(text.encode("utf-8")) <= MAX_PAYLOAD_BYTES
    assert payload.executor_final_answer == ANSWER_SAME_AS_STRUCTURED
    assert payload.executor_structured_output is not None
    assert len(payload.executor_structured_output["claims"]) == 15  # every claim is kept
    gaps = [i for i in payload.tool_trace_summary if not i.success]
    assert gaps, "failed calls stay visible as gaps"


def test_payload_for_fifty_claims_keeps_every_claim_and_shrinks_everything_else() -> None:
    invocations = many_invocations(200)
    raw = many_claims(50, invocations)
    payload = pipeline(raw, invocations)
    size = len(payload_json(payload).encode("utf-8"))
    unbounded = len(payload_json(pipeline(raw, invocations, max_bytes=10**9)).encode("utf-8"))
    assert payload.executor_structured_output is not None
    assert [c["claim_id"] for c in payload.executor_structured_output["claims"]] == [f"c{i}" for i in range(50)]
    assert size < unbounded * 0.6  # ~32 KB vs ~55 KB: contract keys alone cost ~290 B per claim
    assert all(
        len(b.get("evidence_excerpt", "")) <= 60
        for c in payload.executor_structured_output["claims"]
        for b in c["evidence_bindings"]
    )


def test_payload_is_deterministic_and_does_not_mutate_inputs() -> None:
    invocations = [log_invocation(11), metrics_invocation(12)]
    parsed: ParsedExecutorOutput = parse_executor_output(executor_json())
    before = copy.deepcopy(parsed.data)
    summary = build_tool_trace_summary(invocations, tools=TOOLS)
    gate = run_gatekeeper(parsed, invocations)
    first = build_verifier_payload(
        original_query=QUERY, parsed=parsed, tool_trace_summary=summary, gatekeeper_result=gate, retry_context=None
    )
    second = build_verifier_payload(
        original_query=QUERY, parsed=parsed, tool_trace_summary=summary, gatekeeper_result=gate, retry_context=None
    )
    assert payload_json(first) == payload_json(second)
    assert parsed.data == before
