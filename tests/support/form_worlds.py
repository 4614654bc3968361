"""A second small world for the form-variant suite: none of the demo's names, Chinese and English messages,
negations inside records (``未找到``, ``did not respond``), CJK text next to ASCII ids, and an alert."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from superbiz.sources.world import (
    World,
    alert_table,
    log_record_table,
    metric_sample_table,
    orders_table,
    service_dependency_table,
    service_table,
    world_meta_table,
)

__all__ = ["FORM_WORLD_NOW", "build_form_world"]

FORM_WORLD_NOW = datetime(2032, 6, 1, 8, 0, 0)

_ERRORS: tuple[tuple[str, str, str], ...] = (
    ("fulfil-api", "FUL-3101", "库存同步失败：SKU-88 未找到 (warehouse=WH-3)"),
    ("fulfil-api", "FUL-3102", "carrier gateway did not respond within 800ms, retry 2 of 3"),
    ("stock-keeper", "STK-2201", "预占库存不足，订单 OD-7001 未创建"),
    ("stock-keeper", "STK-2202", "reservation lock not acquired after 3 attempts (lock=sku:88)"),
)


def _logs() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for minute in range(90):
        ts = FORM_WORLD_NOW - timedelta(minutes=90 - minute)
        rows.append(
            {
                "ts": ts,
                "service": "label-printer",
                "level": "INFO",
                "trace_id": f"p{minute:04d}",
                "error_code": None,
                "message": "label batch printed",
            }
        )
        if minute >= 60 and minute % 5 == 0:
            service, code, message = _ERRORS[(minute // 5) % len(_ERRORS)]
            rows.append(
                {
                    "ts": ts,
                    "service": service,
                    "level": "ERROR",
                    "trace_id": f"e{minute:04d}",
                    "error_code": code,
                    "message": message,
                }
            )
    return rows


def build_form_world(path: Path) -> str:
    """Create the world at ``path``; returns its URL. Deterministic."""
    url = f"sqlite:///{path}"
    world = World.from_url(url, create=True)
    world.create_schema()
    metrics = [
        {
            "metric": "pick_queue_depth",
            "service": "fulfil-api",
            "labels": "{}",
            "ts": FORM_WORLD_NOW - timedelta(minutes=60 - m),
            "value": float(20 + (m * 15 if m >= 40 else 0)),
        }
        for m in range(61)
    ]
    orders = [
        {
            "order_id": f"OD-70{i:02d}",
            "user_id": f"C{9000 + i}",
            "status": "CREATE_FAILED" if i % 4 == 0 else "PAID",
            "amount": 19.5 + i,
            "created_at": FORM_WORLD_NOW - timedelta(minutes=50 - i),
            "updated_at": FORM_WORLD_NOW - timedelta(minutes=49 - i),
            "notify_status": "SENT",
            "error_code": "STK-2201" if i % 4 == 0 else None,
        }
        for i in range(12)
    ]
    with world.engine.begin() as conn:
        conn.execute(
            service_table.insert(),
            [
                {"name": "fulfil-api", "team": "logistics", "description": "fulfilment"},
                {"name": "stock-keeper", "team": "logistics", "description": "stock reservations"},
                {"name": "label-printer", "team": "logistics", "description": "shipping labels"},
            ],
        )
        conn.execute(
            service_dependency_table.insert(),
            [{"service": "fulfil-api", "depends_on": "stock-keeper", "kind": "service"}],
        )
        conn.execute(log_record_table.insert(), _logs())
        conn.execute(metric_sample_table.insert(), metrics)
        conn.execute(orders_table.insert(), orders)
        conn.execute(
            alert_table.insert(),
            [
                {
                    "alertname": "PickQueueBacklog",
                    "service": "fulfil-api",
                    "severity": "critical",
                    "state": "firing",
                    "value": 320.0,
                    "summary": "fulfil-api 拣货队列积压超过 300",
                    "starts_at": FORM_WORLD_NOW - timedelta(minutes=18),
                    "ends_at": None,
                },
                {
                    "alertname": "StockLockContention",
                    "service": "stock-keeper",
                    "severity": "warning",
                    "state": "resolved",
                    "value": 4.0,
                    "summary": "stock-keeper lock wait not under 2s",
                    "starts_at": FORM_WORLD_NOW - timedelta(minutes=40),
                    "ends_at": FORM_WORLD_NOW - timedelta(minutes=25),
                },
            ],
        )
        conn.execute(world_meta_table.insert(), [{"key": "anchor_time", "value": FORM_WORLD_NOW.isoformat() + "Z"}])
    world.dispose()
    return url
