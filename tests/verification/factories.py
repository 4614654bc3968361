"""Small builders of verification inputs, with realistic data from the demo world (docs/demo-world.md).

Shared by several test modules; keep the signatures stable. Every builder returns a new object.
"""

from __future__ import annotations

import json
from typing import Any

from superbiz.contracts import EvidenceRef, RetrievalDetails, ToolInvocation

__all__ = [
    "ALERT_HIGH_ERROR_RATE",
    "ALERT_PAYMENT_POOL",
    "LOG_PAY_5003",
    "LOG_PAY_5003_ORDER",
    "SERIES_POOL_ACTIVE",
    "binding",
    "claim",
    "executor_json",
    "executor_obj",
    "knowledge_invocation",
    "log_invocation",
    "many_invocations",
    "metrics_invocation",
    "order_invocation",
    "ref",
    "tool_invocation",
]

LOG_PAY_5003 = (
    "2026-11-28T05:31:12Z ERROR payment-service trace=7f3a9c2e41d0 PAY-5003 HikariPool-1 - "
    "Connection is not available, request timed out after 3000ms"
)
LOG_PAY_5003_ORDER = (
    "2026-11-28T05:31:13Z WARN order-service trace=7f3a9c2e41d0 call payment-service timeout after 3000ms (PAY-5003)"
)
ALERT_PAYMENT_POOL = (
    "alert PaymentDBPoolExhausted service=payment-service state=firing since=2026-11-28T05:24:00Z value=50"
)
ALERT_HIGH_ERROR_RATE = "alert HighErrorRate service=payment-service state=firing since=2026-11-28T05:26:00Z value=0.35"
SERIES_POOL_ACTIVE = "db_pool_active_connections{service=payment-service} 05:00–06:00Z: latest=50 max=50 avg=41.7"


def ref(raw_path: str, text: str, **extra: Any) -> EvidenceRef:
    """One evidence ref (extras such as ``deduped``, ``source_document``, ``retrieval_layer`` allowed)."""
    return EvidenceRef(raw_path=raw_path, text=text, **extra)


def tool_invocation(
    id: int,
    tool_name: str,
    *,
    refs: list[EvidenceRef] | None = None,
    arguments: dict[str, Any] | None = None,
    success: bool = True,
    output: str | None = None,
    error: str | None = None,
    round: int = 1,
    no_details: bool = False,
) -> ToolInvocation:
    """A persisted invocation; ``no_details=True`` models an old row without ``retrieval_details``."""
    details = None if no_details else RetrievalDetails(evidence_refs=list(refs) if refs is not None else [])
    if output is None and success:
        output = json.dumps({"refs": [r.text for r in refs or []]}, ensure_ascii=False)
    return ToolInvocation(
        id=id,
        tool_name=tool_name,
        success=success,
        arguments=dict(arguments or {}),
        output=output,
        error=error,
        round=round,
        retrieval_details=details,
    )


def log_invocation(
    id: int = 11, *, round: int = 1, messages: list[str] | None = None, total: int | None = None
) -> ToolInvocation:
    """``query_logs`` for payment-service ERROR PAY-5003: refs ``logs[i]`` plus ``summary``."""
    lines = messages if messages is not None else [LOG_PAY_5003, LOG_PAY_5003_ORDER]
    refs = [ref(f"logs[{i}]", line) for i, line in enumerate(lines)]
    count = total if total is not None else len(lines)
    refs.append(
        ref("summary", f"query_logs service=payment-service level=ERROR keyword=PAY-5003: {count} matching lines")
    )
    return tool_invocation(
        id,
        "query_logs",
        refs=refs,
        arguments={"service": "payment-service", "level": "ERROR", "keyword": "PAY-5003", "minutes": 30},
        round=round,
    )


def metrics_invocation(id: int = 12, *, round: int = 1) -> ToolInvocation:
    """``query_metrics`` for payment-service: refs ``alerts[i]`` and ``series[i]``."""
    refs = [
        ref("alerts[0]", ALERT_PAYMENT_POOL, service="payment-service"),
        ref("alerts[1]", ALERT_HIGH_ERROR_RATE, service="payment-service"),
        ref("series[0]", SERIES_POOL_ACTIVE, service="payment-service"),
    ]
    return tool_invocation(
        id,
        "query_metrics",
        refs=refs,
        arguments={"service": "payment-service", "metric": "db_pool_active_connections"},
        round=round,
    )


def knowledge_invocation(
    id: int = 13, *, query: str = "PAY-5003 连接池耗尽 处理", deduped: bool = False, round: int = 1
) -> ToolInvocation:
    """``lookup_knowledge``: refs ``chunks[i]`` with source document, heading path, layer and relevance."""
    refs = [
        ref(
            "chunks[0]",
            "PAY-5003 表示获取数据库连接超时，通常由连接池耗尽引起；先检查慢 SQL 与连接泄漏，必要时临时扩容连接池。",
            deduped=deduped,
            source_document="runbooks/payment-service.md",
            heading_path="支付服务 > 错误码 > PAY-5003",
            retrieval_layer="bm25",
            relevance_level="high",
        )
    ]
    return tool_invocation(id, "lookup_knowledge", refs=refs, arguments={"query": query}, round=round)


def order_invocation(id: int = 14, *, round: int = 1) -> ToolInvocation:
    """``query_order`` for PAYMENT_TIMEOUT orders: refs ``orders[i]``."""
    refs = [
        ref("orders[0]", "order ORD-20261128-000417 user=U100233 status=PAYMENT_TIMEOUT amount=259.00 created=05:33Z"),
        ref("summary", "query_order status=PAYMENT_TIMEOUT: 37 orders"),
    ]
    return tool_invocation(id, "query_order", refs=refs, arguments={"status": "PAYMENT_TIMEOUT"}, round=round)


def binding(
    tool_name: str = "query_logs",
    invocation_id: int | None = 11,
    raw_path: str | None = "logs[0]",
    excerpt: str | None = "PAY-5003 HikariPool-1 - Connection is not available",
    *,
    legacy_ids: list[int] | None = None,
    source_type: str = "tool",
    **extra: Any,
) -> dict[str, Any]:
    """One evidence binding as the Executor writes it (raw JSON dict); ``None`` values are omitted."""
    data: dict[str, Any] = {"source_type": source_type, "tool_name": tool_name}
    if invocation_id is not None:
        data["source_invocation_id"] = invocation_id
    if legacy_ids is not None:
        data["source_invocation_ids"] = list(legacy_ids)
    if raw_path is not None:
        data["raw_path"] = raw_path
    if excerpt is not None:
        data["evidence_excerpt"] = excerpt
    data.update(extra)
    return data


def claim(
    claim_id: str = "c1",
    text: str = "payment-service 出现 PAY-5003 数据库连接获取超时（3000ms）",
    *,
    claim_type: str = "observation",
    support_level: str = "direct",
    bindings: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """One claim as a raw JSON dict (default: one precise binding to ``logs[0]`` of invocation 11)."""
    return {
        "claim_id": claim_id,
        "claim_type": claim_type,
        "claim_text": text,
        "support_level": support_level,
        "evidence_bindings": bindings if bindings is not None else [binding()],
    }


def executor_obj(
    claims: list[dict[str, Any]] | None = None,
    *,
    hypotheses: list[dict[str, Any]] | None = None,
    recommended_actions: list[dict[str, Any]] | None = None,
    missing_info: list[str] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """A complete ``executor_evidence_v2`` object (extra keys, e.g. ``diagnosis_summary``, are added verbatim)."""
    data: dict[str, Any] = {
        "answer_version": "executor_evidence_v2",
        "claims": claims if claims is not None else [claim()],
        "hypotheses": hypotheses if hypotheses is not None else [],
        "recommended_actions": recommended_actions if recommended_actions is not None else [],
        "missing_info": missing_info if missing_info is not None else [],
    }
    data.update(extra)
    return data


def executor_json(claims: list[dict[str, Any]] | None = None, **kwargs: Any) -> str:
    """The Executor's final text: one JSON object (see :func:`executor_obj`)."""
    return json.dumps(executor_obj(claims, **kwargs), ensure_ascii=False)


def many_invocations(count: int = 200, *, output_chars: int = 100_000, refs_per_call: int = 30) -> list[ToolInvocation]:
    """A long session: ``count`` invocations over all evidence tools (+ a helper tool), some failed,
    each with ``output_chars`` of raw output and ``refs_per_call`` log-like refs plus a ``summary`` ref."""
    tools = ["query_logs", "query_metrics", "lookup_knowledge", "query_order", "get_current_datetime"]
    invocations = []
    for i in range(count):
        tool = tools[i % len(tools)]
        failed = i % 17 == 16
        refs = [ref(f"logs[{j}]", f"{LOG_PAY_5003} #{i}-{j}") for j in range(refs_per_call)]
        refs.append(ref("summary", f"{tool}: {refs_per_call} of 812 matching lines"))
        invocations.append(
            tool_invocation(
                i + 1,
                tool,
                refs=[] if failed else refs,
                arguments={"service": f"svc-{i % 9}", "keyword": f"K{i % 23}", "query": f"q {i}"},
                success=not failed,
                error="backend timeout after 10s" if failed else None,
                output="x" * output_chars,
                round=1 + i // 100,
            )
        )
    return invocations
