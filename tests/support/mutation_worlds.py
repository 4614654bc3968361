"""Two real worlds and real tool sessions over them, for the verification mutation suite.

``demo``: the generated demo world (docs/demo-world.md) plus the shipped runbooks. ``harbor``: a small world
built here with other service names, id formats, error codes, alert names, order statuses and a local time zone
of UTC-03:00 (claims about it name that zone). Each session is the list of ``ToolInvocation`` rows the real
tools produce (``build_registry()`` + ``ToolContext``), exactly as the chat service persists them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine

from superbiz.contracts import RetrievalDetails, ToolInvocation
from superbiz.sources.demo import generate_demo_world
from superbiz.sources.knowledge import KnowledgeBase
from superbiz.sources.world import (
    World,
    alert_table,
    log_record_table,
    metric_sample_table,
    orders_table,
    service_table,
    world_meta_table,
)
from superbiz.store.tables import Base
from superbiz.tools.base import ToolContext
from superbiz.tools.registry import build_registry

__all__ = ["HARBOR_ZONE", "WorldSession", "demo_session", "harbor_session", "to_invocation"]

#: The harbor world's local zone; its claims name it as ``UTC-03:00``.
HARBOR_ZONE = timezone(timedelta(hours=-3))
_HARBOR_NOW = datetime(2027, 3, 9, 14, 0, tzinfo=UTC)


@dataclass(frozen=True)
class WorldSession:
    """One world's session: its invocations, the zone its claims use (None: UTC) and its vocabulary."""

    name: str
    invocations: tuple[ToolInvocation, ...]
    zone: timezone | None
    zone_label: str
    statuses: tuple[str, ...]


def to_invocation(inv_id: int, result: Any) -> ToolInvocation:
    """A ``ToolResult`` as the repository persists it (JSON round trip of arguments and refs)."""
    details = None
    if result.status != "error":
        details = RetrievalDetails.model_validate(
            {"evidence_refs": [r.model_dump(mode="json", exclude_none=True) for r in result.evidence_refs]}
        )
    return ToolInvocation(
        id=inv_id, tool_name=result.tool_name, success=result.success,
        arguments=json.loads(json.dumps(dict(result.params))), output=result.output_text()[:20_000],
        error=result.error, round=1, retrieval_details=details,
    )


def _run(ctx: ToolContext, calls: list[tuple[str, dict[str, Any]]], *, knowledge: bool) -> tuple[ToolInvocation, ...]:
    registry = build_registry(include_knowledge=knowledge)
    return tuple(to_invocation(i, registry.invoke(name, args, ctx)) for i, (name, args) in enumerate(calls, start=1))


_DEMO_CALLS: list[tuple[str, dict[str, Any]]] = [
    ("query_logs", {"service": "payment-service", "level": "ERROR", "limit": 4}),
    ("query_logs", {"service": "order-service", "level": "WARN,ERROR", "limit": 4}),
    ("query_logs", {"service": "risk-service", "level": "ERROR"}),
    ("query_metrics", {"service": "payment-service"}),
    ("query_metrics", {"service": "user-service", "state": "resolved", "start": "-6h"}),
    ("query_metrics", {"service": "logistics-service"}),
    ("query_order", {"status": "PAYMENT_TIMEOUT", "limit": 3}),
    ("query_order", {"status": "SHIPPED", "start": "-6h", "limit": 2}),
    ("lookup_knowledge", {"query": "PAY-5003 连接池耗尽 处理", "top_k": 2}),
    ("get_current_datetime", {}),
]


def demo_session(tmp: Path) -> WorldSession:
    """The demo world generated into ``tmp`` and a session of real tool calls over it."""
    url = f"sqlite:///{tmp / 'demo-world.db'}"
    generate_demo_world(url, log_lines=20_000, orders=3_000)
    world = World.from_url(url)
    app = create_engine(f"sqlite:///{tmp / 'app.db'}")
    Base.metadata.create_all(app)
    kb = KnowledgeBase(app, tmp / "kb_index")
    kb.ensure_demo_kb()
    ctx = ToolContext(sources={"world": world, "knowledge": kb}, now=datetime(2026, 11, 28, 6, 0, tzinfo=UTC))
    invocations = _run(ctx, _DEMO_CALLS, knowledge=True)
    statuses = ("PAID", "SHIPPED", "COMPLETED", "CANCELLED", "PAYMENT_TIMEOUT", "PAYMENT_FAILED", "REFUNDED")
    return WorldSession("demo", invocations, None, "UTC", statuses)


def _t(minutes_before: float) -> datetime:
    return (_HARBOR_NOW - timedelta(minutes=minutes_before)).replace(tzinfo=None)


def _harbor_rows() -> dict[Any, list[dict[str, Any]]]:
    services = ["ledgerd", "kvstore-eu1", "checkout-web", "fx-quoter"]
    logs = [
        {"ts": _t(3.2), "service": "ledgerd", "level": "ERROR", "trace_id": "c0ffee12ab34cd56",
         "error_code": "LGR_E1042", "message": "LGR_E1042 ledger write rejected: lock wait exceeded 1500ms on shard 7"},
        {"ts": _t(7.9), "service": "ledgerd", "level": "ERROR", "trace_id": "c0ffee12ab34cd99",
         "error_code": "LGR_E1042", "message": "LGR_E1042 ledger write rejected: lock wait exceeded 1500ms on shard 3"},
        {"ts": _t(5.5), "service": "checkout-web", "level": "WARN", "trace_id": "beadfeed00112233",
         "error_code": "CHK-0419", "message": "CHK-0419 upstream ledgerd slow, retrying in 250ms"},
        {"ts": _t(12.0), "service": "kvstore-eu1", "level": "ERROR", "trace_id": "0badcafe7a7a7a7a",
         "error_code": "KV_REPL_STALL", "message": "KV_REPL_STALL replica lag 42 seconds, follower paused"},
        {"ts": _t(20.0), "service": "fx-quoter", "level": "INFO", "trace_id": "",
         "error_code": None, "message": "quote cache refreshed"},
    ]
    alerts = [
        {"alertname": "LedgerLockContention", "service": "ledgerd", "severity": "page", "state": "firing",
         "value": 0.42, "summary": "ledgerd lock wait ratio 0.42 > 0.2", "starts_at": _t(14), "ends_at": None},
        {"alertname": "ReplicaLagHigh", "service": "kvstore-eu1", "severity": "ticket", "state": "resolved",
         "value": 42.0, "summary": "kvstore-eu1 replica lag 42s > 30s", "starts_at": _t(40), "ends_at": _t(25)},
        {"alertname": "CheckoutDown", "service": "checkout-web", "severity": "page", "state": "firing",
         "value": 0.0, "summary": "checkout-web up == 0", "starts_at": _t(9), "ends_at": None},
    ]
    samples = []
    for minute in range(0, 61):
        ts = _t(60 - minute)
        samples.append({"metric": "lock_wait_ms_p95", "service": "ledgerd", "labels": "{}", "ts": ts,
                        "value": 180.0 + (1320.0 if minute >= 46 else minute * 2.0) - (200.0 if minute == 60 else 0)})
        samples.append({"metric": "queue_depth", "service": "kvstore-eu1", "labels": "{}", "ts": ts,
                        "value": 12.0 if minute < 20 or minute > 35 else 870.0 + minute * 10})
        samples.append({"metric": "up", "service": "checkout-web", "labels": "{}", "ts": ts,
                        "value": 1.0 if minute < 51 else 0.0})
    orders = [
        {"order_id": "B2027.0309.0042", "user_id": "acct_77k2", "status": "CHARGEBACK", "amount": 1204.5,
         "created_at": _t(30), "updated_at": _t(10), "notify_status": "SENT", "error_code": None},
        {"order_id": "B2027.0309.0043", "user_id": "acct_19zq", "status": "SETTLED", "amount": 88.0,
         "created_at": _t(28), "updated_at": _t(27), "notify_status": "SENT", "error_code": None},
        {"order_id": "B2027.0309.0044", "user_id": "acct_77k2", "status": "PENDING_REVIEW", "amount": 3120.0,
         "created_at": _t(16), "updated_at": _t(6), "notify_status": "FAILED", "error_code": "LGR_E1042"},
    ]
    return {
        service_table: [{"name": s, "team": "harbor", "description": s} for s in services],
        log_record_table: logs, alert_table: alerts, metric_sample_table: samples, orders_table: orders,
        world_meta_table: [{"key": "timezone", "value": "UTC-03:00"}, {"key": "generator", "value": "harbor/1"}],
    }


_HARBOR_CALLS: list[tuple[str, dict[str, Any]]] = [
    ("query_logs", {"service": "ledgerd", "level": "ERROR", "limit": 5}),
    ("query_logs", {"level": "WARN,ERROR", "limit": 10}),
    ("query_logs", {"service": "fx-quoter", "level": "ERROR"}),
    ("query_metrics", {"service": "ledgerd"}),
    ("query_metrics", {"service": "kvstore-eu1", "state": "any"}),
    ("query_metrics", {"service": "checkout-web"}),
    ("query_order", {"user_id": "acct_77k2"}),
    ("query_order", {"order_id": "B2027.0309.0043"}),
    ("get_current_datetime", {}),
]


def harbor_session(tmp: Path) -> WorldSession:
    """The harbor world written into ``tmp`` and a session of real tool calls over it."""
    world = World.from_url(f"sqlite:///{tmp / 'harbor-world.db'}", create=True)
    world.create_schema()
    with world.engine.begin() as conn:
        for table, rows in _harbor_rows().items():
            conn.execute(table.insert(), rows)
    world.refresh()
    ctx = ToolContext(sources={"world": world}, now=_HARBOR_NOW)
    invocations = _run(ctx, _HARBOR_CALLS, knowledge=False)
    return WorldSession("harbor", invocations, HARBOR_ZONE, "UTC-03:00",
                        ("CHARGEBACK", "SETTLED", "PENDING_REVIEW", "REFUNDED", "VOIDED"))
