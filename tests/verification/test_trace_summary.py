"""``tool_trace_summary`` built from tool invocation facts (``superbiz.verification.trace_summary``)."""

from __future__ import annotations

import json

import pytest

from superbiz.contracts import EvidenceRef, RetryContext, ToolCatalog, ToolInvocation, ToolTraits, TraceSummaryItem
from superbiz.tools.registry import builtin_catalog
from superbiz.verification.parse import parse_executor_output
from superbiz.verification.trace_summary import build_tool_trace_summary, invocation_priorities

from .factories import (
    ALERT_PAYMENT_POOL,
    LOG_PAY_5003,
    binding,
    claim,
    executor_json,
    knowledge_invocation,
    log_invocation,
    metrics_invocation,
    order_invocation,
    ref,
    tool_invocation,
)

#: the built-in tools' traits (what a recorded round is verified with)
TOOLS = builtin_catalog()


def by_ref(items: list[TraceSummaryItem]) -> dict[str, TraceSummaryItem]:
    return {item.trace_ref: item for item in items}


def compact_size(items: list[TraceSummaryItem]) -> int:
    return len(json.dumps([i.model_dump(mode="json") for i in items], ensure_ascii=False, separators=(",", ":")))


@pytest.mark.spec("tool trace summary derived from tool facts")
def test_trace_summary_items_come_from_invocation_facts() -> None:
    items = build_tool_trace_summary([log_invocation(11), metrics_invocation(12), order_invocation(14)], tools=TOOLS)
    assert [i.tool_name for i in items] == ["query_logs", "query_metrics", "query_order"]
    logs = items[0]
    assert logs.success is True
    assert logs.evidence_level == "direct"
    assert "service=payment-service" in logs.input_summary and "keyword=PAY-5003" in logs.input_summary
    assert "PAY-5003 HikariPool-1 - Connection is not available" in logs.output_summary
    assert "ORD-20261128-000417" in items[2].output_summary


@pytest.mark.spec("tool trace summary preserves invocation references")
def test_trace_summary_trace_refs_are_stable_and_keep_invocation_ids() -> None:
    invocations = [log_invocation(21), knowledge_invocation(22), log_invocation(23)]
    first = build_tool_trace_summary(invocations, tools=TOOLS)
    again = build_tool_trace_summary(list(reversed(invocations)), tools=TOOLS)
    assert first == again
    assert [i.trace_ref for i in first] == ["trace-21", "trace-22"]
    assert first[0].source_invocation_ids == [21, 23]
    knowledge = first[1]
    assert knowledge.query_samples == ["PAY-5003 连接池耗尽 处理"]
    assert knowledge.retrieval_layers == ["bm25"]
    assert knowledge.relevance_levels == ["high"]
    assert knowledge.source_documents == ["runbooks/payment-service.md"]


@pytest.mark.spec("only evidence-bearing tools included")
def test_trace_summary_excludes_helper_tools() -> None:
    invocations = [
        tool_invocation(1, "get_current_datetime", output='"2026-11-28T06:00:00Z"'),
        log_invocation(2),
        tool_invocation(3, "format_table", output="| a |"),
        tool_invocation(4, "query_prometheus_raw", refs=[ref("result[0]", "up{job=payment} 1")]),
    ]
    items = build_tool_trace_summary(invocations, tools=TOOLS)
    assert [i.source_invocation_ids for i in items] == [[2]]
    traits = {"query_logs": ToolTraits(), "query_prometheus_raw": ToolTraits(),
              "get_current_datetime": ToolTraits(evidence="none")}
    custom = build_tool_trace_summary(invocations, tools=ToolCatalog(tools=traits))
    assert [i.tool_name for i in custom] == ["query_logs", "query_prometheus_raw"]


@pytest.mark.spec("failed evidence calls preserved as evidence gaps")
def test_trace_summary_keeps_failed_and_no_hit_calls_as_gaps() -> None:
    failed = tool_invocation(
        5,
        "query_metrics",
        success=False,
        error="prometheus unreachable: connection refused",
        arguments={"service": "x"},
    )
    no_hit = tool_invocation(
        6,
        "query_logs",
        refs=[ref("summary", "query_logs service=risk-service level=ERROR: 0 matching lines")],
        arguments={"service": "risk-service", "level": "ERROR"},
    )
    items = by_ref(build_tool_trace_summary([failed, no_hit], tools=TOOLS))
    gap = items["trace-5"]
    assert gap.success is False and gap.evidence_level == "none" and gap.failed_count == 1
    assert "prometheus unreachable" in gap.output_summary
    empty = items["trace-6"]
    assert empty.success is True and empty.evidence_level == "none" and empty.no_hit_count == 1
    assert "0 matching lines" in empty.output_summary


@pytest.mark.spec("Failed evidence remains a verifier-visible gap")
def test_trace_summary_failure_is_visible_and_bounded() -> None:
    failed = tool_invocation(7, "query_logs", success=False, error="log store timeout " + "x" * 5000)
    [item] = build_tool_trace_summary([failed], tools=TOOLS)
    assert item.success is False and item.evidence_level == "none"
    assert item.output_summary.startswith("FAILED: log store timeout")
    assert len(item.output_summary) <= 400


@pytest.mark.spec("repeated tool calls may be compacted")
def test_trace_summary_merges_same_tool_topic_round() -> None:
    args = {"service": "payment-service", "level": "ERROR", "keyword": "PAY-5003"}
    invocations = [
        tool_invocation(31, "query_logs", success=False, error="timeout", arguments=args),
        tool_invocation(32, "query_logs", refs=[ref("summary", "0 matching lines")], arguments={**args, "minutes": 5}),
        log_invocation(33),
        log_invocation(34),
        log_invocation(35, round=2),
        tool_invocation(36, "query_logs", refs=[], arguments={**args, "keyword": "PAY-4001"}),
    ]
    items = build_tool_trace_summary(invocations, tools=TOOLS)
    assert [i.source_invocation_ids for i in items] == [[31, 32, 33, 34], [35], [36]]
    merged = items[0]
    assert merged.trace_ref == "trace-31"
    assert merged.call_count == 4 and merged.repeated_count == 3
    assert merged.failed_count == 1 and merged.no_hit_count == 1
    assert merged.success is True and merged.evidence_level == "direct"
    assert "PAY-5003 HikariPool-1" in merged.output_summary  # the first effective hit is kept
    assert "merged 4 calls" in merged.output_summary


@pytest.mark.spec("raw outputs not passed through in full")
def test_trace_summary_never_passes_raw_output_through() -> None:
    secret_tail = "TAIL-MARKER-NOT-IN-REFS"
    big = tool_invocation(
        41,
        "query_logs",
        refs=[ref(f"logs[{i}]", f"{LOG_PAY_5003} #{i}") for i in range(300)],
        output="x" * 2_000_000 + secret_tail,
        arguments={"service": "payment-service"},
    )
    legacy = tool_invocation(42, "query_order", output="y" * 1_000_000 + secret_tail, no_details=True)
    items = build_tool_trace_summary([big, legacy], tools=TOOLS)
    assert all(len(i.output_summary) <= 400 for i in items)
    assert all(secret_tail not in i.model_dump_json() for i in items)
    assert "(+" in items[0].output_summary and "more refs" in items[0].output_summary
    assert items[1].evidence_level == "indirect" and "no evidence refs" in items[1].output_summary


@pytest.mark.spec("Deduped retrievals do not count as fresh support")
def test_trace_summary_deduped_knowledge_is_no_new_evidence() -> None:
    [item] = build_tool_trace_summary([knowledge_invocation(51, deduped=True)], tools=TOOLS)
    assert item.no_new_evidence is True
    assert item.evidence_level == "none"
    assert item.deduped_count == 1
    assert "deduped: no new evidence" in item.output_summary
    [fresh] = build_tool_trace_summary([knowledge_invocation(52)], tools=TOOLS)
    assert fresh.no_new_evidence is False and fresh.evidence_level == "direct"


@pytest.mark.spec("Log evidence contains a concrete matching message")
def test_trace_summary_log_summary_contains_the_message() -> None:
    [item] = build_tool_trace_summary([log_invocation(11, messages=[LOG_PAY_5003], total=812)], tools=TOOLS)
    assert "Connection is not available, request timed out after 3000ms" in item.output_summary
    assert item.output_summary.index("PAY-5003 HikariPool-1") < item.output_summary.index("812 matching lines")
    assert item.source_invocation_ids == [11]


@pytest.mark.spec("Metrics evidence contains concrete alert fields")
def test_trace_summary_metrics_summary_contains_alert_fields_only_from_output() -> None:
    [item] = build_tool_trace_summary([metrics_invocation(12)], tools=TOOLS)
    assert "PaymentDBPoolExhausted" in item.output_summary
    assert "service=payment-service" in item.output_summary and "value=50" in item.output_summary
    assert "latest=50 max=50" in item.output_summary
    for absent in ("HighMemoryUsage", "PodRestartLoop", "DiskSpaceCritical", "ServiceDown"):
        assert absent not in item.output_summary


@pytest.mark.spec("Summary remains bounded")
def test_trace_summary_is_bounded_and_keeps_facts_before_boilerplate() -> None:
    refs = [ref(f"logs[{i}]", f"{LOG_PAY_5003} line={i} " + "padding " * 80) for i in range(50)]
    refs.append(ref("summary", "query_logs: 50 of 9000 matching lines (boilerplate)"))
    invocations = [
        tool_invocation(i, "query_logs", refs=refs, arguments={"service": f"svc-{i}"}, output="z" * 100_000)
        for i in range(1, 121)
    ]
    items = build_tool_trace_summary(invocations, max_items=40, max_chars=12_000, tools=TOOLS)
    assert len(items) <= 40
    assert compact_size(items) <= 12_000
    assert all(i.output_summary.startswith("logs[0]: 2026-11-28T05:31:12Z ERROR payment-service") for i in items)
    ids = [i.source_invocation_ids[0] for i in items]
    assert ids == sorted(ids)


def test_trace_summary_bounding_keeps_high_priority_items() -> None:
    invocations = [log_invocation(i) for i in range(1, 4)]
    invocations = [inv.model_copy(update={"arguments": {"service": f"svc-{inv.id}"}}) for inv in invocations]
    kept = build_tool_trace_summary(invocations, priorities={3: 1}, max_items=1, tools=TOOLS)
    assert [i.source_invocation_ids for i in kept] == [[3]]

    full = build_tool_trace_summary(invocations, tools=TOOLS)
    full_summary = {i.source_invocation_ids[0]: i.output_summary for i in full}
    # a little too big: the least important item (1, then 3; 2 is priority 1) is shrunk, nothing dropped
    shrunk = build_tool_trace_summary(invocations, priorities={2: 1}, max_chars=compact_size(full) - 100, tools=TOOLS)
    assert [i.source_invocation_ids[0] for i in shrunk] == [1, 2, 3]
    summaries = {i.source_invocation_ids[0]: i.output_summary for i in shrunk}
    assert summaries[2] == full_summary[2]
    assert len(summaries[3]) <= 160 < len(full_summary[3])
    assert summaries[1] == full_summary[1]
    # much too big: low-priority items are dropped last, the important one stays
    bound = compact_size(full[1:2]) + 10
    dropped = build_tool_trace_summary(invocations, priorities={2: 1}, max_chars=bound, tools=TOOLS)
    assert [i.source_invocation_ids[0] for i in dropped] == [2]
    assert compact_size(dropped) <= bound


def test_trace_summary_does_not_mutate_inputs() -> None:
    invocations = [log_invocation(11), knowledge_invocation(13, deduped=True)]
    before = [inv.model_dump() for inv in invocations]
    build_tool_trace_summary(invocations, max_chars=500, tools=TOOLS)
    assert [inv.model_dump() for inv in invocations] == before


def test_invocation_priorities_follow_the_truncation_order() -> None:
    invocations: list[ToolInvocation] = [
        log_invocation(11),
        metrics_invocation(12),
        knowledge_invocation(13, query="HikariPool 扩容 maximumPoolSize"),
        tool_invocation(
            14,
            "query_order",
            refs=[ref("orders[0]", "order ORD-1 status=CREATE_FAILED")],
            arguments={"status": "CREATE_FAILED"},
        ),
        tool_invocation(
            15,
            "query_logs",
            refs=[ref("logs[0]", "NTF-5007 No space left on device")],
            arguments={"service": "notification-service"},
        ),
        tool_invocation(16, "query_logs", refs=[], arguments={"service": "user-service"}),
        tool_invocation(
            17, "lookup_knowledge", refs=[ref("chunks[0]", "maximumPoolSize 配置说明")], arguments={"query": "配置"}
        ),
    ]
    raw = executor_json(
        [
            claim("c1"),
            claim(
                "c2",
                "根因是 payment-db 连接池耗尽",
                claim_type="root_cause",
                bindings=[binding("query_metrics", 12, "alerts[0]", "PaymentDBPoolExhausted")],
            ),
        ],
        hypotheses=[{"hypothesis_text": "CREATE_FAILED 订单与支付超时有关", "needed_evidence": []}],
        recommended_actions=[{"action_text": "临时调大 HikariPool maximumPoolSize", "reason": "池已满"}],
    )
    structured = parse_executor_output(raw).structured
    retry = RetryContext(
        round=1, missing_evidence_facts=["notification-service NTF-5007 缺少直接证据"], instruction="补证据"
    )
    priorities = invocation_priorities(structured, retry, invocations)
    # 13: its runbook chunk mentions 连接池耗尽 from the root-cause claim; 17 only the remediation's maximumPoolSize
    assert priorities == {11: 1, 12: 1, 13: 2, 14: 2, 15: 4, 17: 3}


def test_invocation_priorities_without_inputs_is_empty() -> None:
    assert invocation_priorities(None, None, [log_invocation(11)]) == {}


def test_trace_summary_ref_text_is_used_not_output_for_alerts() -> None:
    inv = tool_invocation(
        61,
        "query_metrics",
        refs=[EvidenceRef(raw_path="alerts[0]", text=ALERT_PAYMENT_POOL)],
        output=json.dumps({"alerts": [{"name": "PaymentDBPoolExhausted"}], "note": "HighMemoryUsage elsewhere"}),
        arguments={"alertname": "PaymentDBPoolExhausted"},
    )
    [item] = build_tool_trace_summary([inv], tools=TOOLS)
    assert "HighMemoryUsage" not in item.output_summary
    assert item.output_summary.startswith("alerts[0]: alert PaymentDBPoolExhausted")
