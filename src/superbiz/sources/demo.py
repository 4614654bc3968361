"""The embedded demo world (docs/demo-world.md): nine services, four incidents, healthy controls.

``generate_demo_world`` is deterministic: the same seed gives byte-identical rows. ``ensure_demo_world`` creates
it on first use at ``settings.world_db_url``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from pydantic import BaseModel, ConfigDict
from sqlalchemy import Connection, Engine
from sqlalchemy.schema import CreateTable

from superbiz.settings import Settings
from superbiz.sources.demo_logs import LogRow, incident_logs, noise_logs
from superbiz.sources.demo_metrics import RESTARTS, metric_rows
from superbiz.sources.world import (
    World,
    alert_table,
    log_record_table,
    make_world_engine,
    metric_sample_table,
    orders_table,
    service_dependency_table,
    service_table,
    world_meta_table,
    world_metadata,
)

__all__ = [
    "ALERTS",
    "ANCHOR_TIME",
    "DEFAULT_SEED",
    "GENERATOR_VERSION",
    "SERVICES",
    "WorldStats",
    "ensure_demo_world",
    "generate_demo_world",
]

DEFAULT_SEED = 20261128
GENERATOR_VERSION = "demo-world/1"
#: the world's "now" (naive UTC, as stored): 2026-11-28T06:00:00Z = 14:00 Asia/Shanghai
ANCHOR_TIME = datetime(2026, 11, 28, 6, 0, 0)
HOURS = 6
_START = ANCHOR_TIME - timedelta(hours=HOURS)
_SLICE_S = 600

#: name, team, description, dependencies as (target, kind)
SERVICES: tuple[tuple[str, str, str, tuple[tuple[str, str], ...]], ...] = (
    ("api-gateway", "平台组", "统一入口网关 (routing, auth, rate limiting)",
     (("order-service", "service"), ("user-service", "service"), ("search-service", "service"))),
    ("order-service", "交易组", "订单服务: 下单、订单状态流转 (Java)",
     (("payment-service", "service"), ("inventory-service", "service"), ("notification-service", "service"),
      ("logistics-service", "service"))),
    ("payment-service", "支付组", "支付服务: 调用支付渠道, 记账 (Java, HikariCP)",
     (("payment-db", "mysql"), ("risk-service", "service"))),
    ("inventory-service", "交易组", "库存服务: 预占与扣减库存 (Java)", (("inventory-redis", "redis"),)),
    ("user-service", "用户组", "用户服务: 登录、token、用户资料 (Java)", (("user-db", "mysql"),)),
    ("search-service", "搜索组", "商品搜索 (Elasticsearch)", (("search-es", "elasticsearch"),)),
    ("risk-service", "风控组", "风控规则引擎", ()),
    ("notification-service", "消息组", "短信/推送通知", (("sms-gateway", "external"),)),
    ("logistics-service", "物流组", "物流路由与运单 (Go)", ()),
)


def _t(hh: int, mm: int) -> datetime:
    return _START.replace(hour=hh, minute=mm)


#: alertname, service, severity, value, summary, starts_at, ends_at (None = still firing at the anchor)
ALERTS: tuple[tuple[str, str, str, float, str, datetime, datetime | None], ...] = (
    ("PaymentDBPoolExhausted", "payment-service", "critical", 50,
     "payment-service DB connection pool exhausted: active 50/50 connections", _t(5, 24), None),
    ("HighErrorRate", "payment-service", "critical", 0.35, "payment-service error rate 35% > 5%", _t(5, 26), None),
    ("HighLatency", "payment-service", "warning", 3.2, "payment-service p99 latency 3.2s > 1s", _t(5, 22), None),
    ("HighMemoryUsage", "order-service", "warning", 0.97, "order-service JVM heap usage above 85% of 4GiB (peak 97%)",
     _t(4, 30), None),
    ("PodRestartLoop", "order-service", "critical", 3, "order-service restarted 3 times in the last 2h",
     _t(5, 16), None),
    ("HighErrorRate", "order-service", "warning", 0.21, "order-service error rate 21% > 5%", _t(5, 41), None),
    ("DiskSpaceCritical", "notification-service", "critical", 100,
     "notification-service disk /var/log usage 100% > 95%", _t(5, 2), None),
    ("High5xxRate", "api-gateway", "critical", 0.12, "api-gateway 5xx rate 12% > 5%", _t(5, 44), None),
    ("ServiceDown", "logistics-service", "critical", 0, "logistics-service is down (up == 0)", _t(5, 41), None),
    ("HighLatency", "user-service", "warning", 1.85, "user-service p99 latency 1.85s > 1s", _t(1, 10), _t(1, 35)),
    ("High5xxRate", "api-gateway", "warning", 0.06, "api-gateway 5xx rate 6% > 5%", _t(0, 15), _t(0, 19)),
    ("HighErrorRate", "inventory-service", "warning", 0.07, "inventory-service error rate 7% > 5%",
     _t(0, 45), _t(0, 52)),
    ("HighLatency", "search-service", "warning", 1.4, "search-service p99 latency 1.4s > 1s", _t(2, 5), _t(2, 12)),
    ("ServiceDown", "search-service", "critical", 0, "search-service is down (up == 0)", _t(2, 40), _t(2, 42)),
    ("HighLatency", "risk-service", "warning", 1.1, "risk-service p99 latency 1.1s > 1s", _t(3, 5), _t(3, 9)),
    ("High5xxRate", "api-gateway", "warning", 0.055, "api-gateway 5xx rate 5.5% > 5%", _t(3, 40), _t(3, 44)),
    ("HighLatency", "inventory-service", "warning", 1.2, "inventory-service p99 latency 1.2s > 1s",
     _t(4, 10), _t(4, 18)),
)


class WorldStats(BaseModel):
    """What ``generate_demo_world`` wrote, and how long it took."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    services: int
    dependencies: int
    log_records: int
    metric_samples: int
    alerts: int
    orders: int
    anchor_time: datetime
    seed: int
    seconds: float
    index_seconds: float


def _order_state(rng: random.Random, created: datetime) -> tuple[str, str | None, str]:
    """(status, error_code, notify_status) of an order created at ``created``, per the incidents."""
    if any(_START + timedelta(minutes=r) <= created < _START + timedelta(minutes=r, seconds=120) for r in RESTARTS):
        return "CREATE_FAILED", "ORD-5001", "NONE"
    notify = "FAILED" if created >= _t(4, 50) else "SENT"
    if created >= _t(5, 20) and rng.random() < 0.35:
        return "PAYMENT_TIMEOUT", "PAY-5003", notify
    roll = rng.random()
    if roll < 0.03:
        return "PAYMENT_FAILED", "PAY-4001", notify
    if roll < 0.07:
        return "CANCELLED", None, notify
    if created >= _t(5, 38):
        return "SHIPPING_PENDING", "GW-502", notify
    age = ANCHOR_TIME - created
    if age < timedelta(minutes=3):
        return "PAID", None, "PENDING"
    if age < timedelta(hours=1):
        return rng.choice(("PAID", "SHIPPED")), None, notify
    return rng.choice(("SHIPPED", "COMPLETED", "COMPLETED")), None, notify


def _orders(rng: random.Random, count: int) -> list[dict[str, Any]]:
    span_ms = HOURS * 3600 * 1000
    stamps = sorted(_START + timedelta(milliseconds=rng.randrange(span_ms)) for _ in range(count))
    rows = []
    for i, created in enumerate(stamps, start=1):
        status, code, notify = _order_state(rng, created)
        updated = min(ANCHOR_TIME, created + timedelta(seconds=rng.randint(1, 900)))
        rows.append({
            "order_id": f"ORD-20261128-{i:06d}", "user_id": f"U{rng.randint(100001, 101200)}",
            "status": status, "amount": round(min(20000.0, rng.lognormvariate(5.0, 0.8)), 2),
            "created_at": created, "updated_at": updated, "notify_status": notify, "error_code": code,
        })
    return rows


def _insert_logs(conn: Connection, rng: random.Random, log_lines: int) -> int:
    """Incident lines plus INFO noise, inserted slice by slice in time order (bounded memory)."""
    special = incident_logs(rng, _START)
    slices: dict[int, list[LogRow]] = {}
    for row in special:
        slices.setdefault(int((row[0] - _START).total_seconds()) // _SLICE_S, []).append(row)
    n_slices = HOURS * 3600 // _SLICE_S
    noise_total = max(0, log_lines - len(special))
    written = 0
    cols = ("ts", "service", "level", "trace_id", "error_code", "message")
    for k in range(n_slices):
        count = noise_total * (k + 1) // n_slices - noise_total * k // n_slices
        rows = slices.get(k, []) + noise_logs(rng, _START, k * _SLICE_S, (k + 1) * _SLICE_S, count)
        rows.sort(key=lambda r: (r[0], r[1], r[5]))
        conn.execute(log_record_table.insert(), [dict(zip(cols, r, strict=True)) for r in rows])
        written += len(rows)
    return written


def _insert_static(conn: Connection) -> tuple[int, int]:
    conn.execute(service_table.insert(), [{"name": n, "team": t, "description": d} for n, t, d, _ in SERVICES])
    deps = [{"service": n, "depends_on": dep, "kind": kind} for n, _, _, ds in SERVICES for dep, kind in ds]
    conn.execute(service_dependency_table.insert(), deps)
    alerts = [{"alertname": a, "service": s, "severity": sev, "state": "firing" if end is None else "resolved",
               "value": float(v), "summary": summ, "starts_at": st, "ends_at": end}
              for a, s, sev, v, summ, st, end in ALERTS]
    conn.execute(alert_table.insert(), alerts)
    return len(SERVICES), len(deps)


def _write(conn: Connection, rng: random.Random, *, seed: int, log_lines: int, orders: int,
           progress: Callable[[str], None]) -> dict[str, int]:
    for table in world_metadata.sorted_tables:
        conn.execute(CreateTable(table))
    progress("services and alerts")
    n_services, n_deps = _insert_static(conn)
    conn.execute(world_meta_table.insert(), [
        {"key": "anchor_time", "value": ANCHOR_TIME.isoformat() + "+00:00"},
        {"key": "timezone", "value": "Asia/Shanghai"},
        {"key": "seed", "value": str(seed)},
        {"key": "generator_version", "value": GENERATOR_VERSION},
    ])
    progress("log records")
    n_logs = _insert_logs(conn, rng, log_lines)
    progress("metric samples")
    samples = list(metric_rows(rng, start=_START, minutes=HOURS * 60))
    conn.execute(metric_sample_table.insert(), samples)
    progress("orders")
    order_rows = _orders(rng, orders)
    conn.execute(orders_table.insert(), order_rows)
    return {"services": n_services, "dependencies": n_deps, "log_records": n_logs,
            "metric_samples": len(samples), "alerts": len(ALERTS), "orders": len(order_rows)}


def generate_demo_world(
    url_or_engine: str | Engine,
    *,
    seed: int = DEFAULT_SEED,
    log_lines: int = 60_000,
    orders: int = 3_000,
    progress: Callable[[str], None] | None = None,
) -> WorldStats:
    """(Re)create the demo world's tables and rows. Deterministic for a given seed and sizes."""
    engine = make_world_engine(url_or_engine, create=True) if isinstance(url_or_engine, str) else url_or_engine
    report = progress or (lambda _stage: None)
    rng = random.Random(seed)
    began = time.perf_counter()
    world_metadata.drop_all(engine)
    with engine.begin() as conn:
        counts = _write(conn, rng, seed=seed, log_lines=log_lines, orders=orders, progress=report)
    report("indexes")
    index_began = time.perf_counter()
    with engine.begin() as conn:
        for table in world_metadata.sorted_tables:
            for index in sorted(table.indexes, key=lambda i: str(i.name)):
                index.create(conn)
    if engine.dialect.name == "sqlite":
        with engine.connect() as conn:
            conn.exec_driver_sql("ANALYZE")
    done = time.perf_counter()
    if isinstance(url_or_engine, str):
        engine.dispose()
    return WorldStats(**counts, anchor_time=ANCHOR_TIME, seed=seed, seconds=round(done - began, 3),
                      index_seconds=round(done - index_began, 3))


def ensure_demo_world(settings: Settings) -> World:
    """The world at ``settings.world_db_url``; the demo world is generated there on first use."""
    world = World.from_url(settings.world_db_url, create=True)
    if not world.is_populated():
        generate_demo_world(world.engine)
        world.refresh()
    return world

