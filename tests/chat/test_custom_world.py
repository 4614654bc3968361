"""The offline engine on data the user connects: a small world with none of the demo's names."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from superbiz.chat.service import ChatService
from superbiz.container import Container, build_container
from superbiz.sources.world import (
    World,
    alert_table,
    log_record_table,
    metric_sample_table,
    service_dependency_table,
    service_table,
    world_meta_table,
)
from tests.chat.conftest import make_settings

NOW = datetime(2031, 3, 4, 12, 0, 0)


def _build_world(path: Path) -> str:
    url = f"sqlite:///{path}"
    world = World.from_url(url, create=True)
    world.create_schema()
    logs = []
    for minute in range(120):
        ts = NOW - timedelta(minutes=120 - minute)
        logs.append(
            {
                "ts": ts,
                "service": "billing-api",
                "level": "INFO",
                "trace_id": f"t{minute:04d}",
                "error_code": None,
                "message": "invoice rendered",
            }
        )
        logs.append(
            {
                "ts": ts,
                "service": "ledger-worker",
                "level": "INFO",
                "trace_id": f"u{minute:04d}",
                "error_code": None,
                "message": "batch committed",
            }
        )
        if minute >= 90:
            logs.append(
                {
                    "ts": ts,
                    "service": "billing-api",
                    "level": "ERROR",
                    "trace_id": f"e{minute:04d}",
                    "error_code": "BIL-7001",
                    "message": "kafka producer queue full, dropping invoice event",
                }
            )
    metrics = [
        {
            "metric": "queue_depth",
            "service": "billing-api",
            "labels": "{}",
            "ts": NOW - timedelta(minutes=60 - m),
            "value": float(100 + (m * 80 if m >= 30 else 0)),
        }
        for m in range(61)
    ]
    with world.engine.begin() as conn:
        conn.execute(
            service_table.insert(),
            [
                {"name": "billing-api", "team": "finance", "description": "invoices"},
                {"name": "ledger-worker", "team": "finance", "description": "ledger"},
            ],
        )
        conn.execute(
            service_dependency_table.insert(),
            [{"service": "billing-api", "depends_on": "ledger-worker", "kind": "service"}],
        )
        conn.execute(log_record_table.insert(), logs)
        conn.execute(metric_sample_table.insert(), metrics)
        conn.execute(
            alert_table.insert(),
            [
                {
                    "alertname": "QueueBacklogHigh",
                    "service": "billing-api",
                    "severity": "critical",
                    "state": "firing",
                    "value": 4900.0,
                    "summary": "billing-api queue depth above 1000",
                    "starts_at": NOW - timedelta(minutes=28),
                    "ends_at": None,
                }
            ],
        )
        conn.execute(world_meta_table.insert(), [{"key": "anchor_time", "value": NOW.isoformat() + "Z"}])
    world.dispose()
    return url


@pytest.fixture()
def custom_container(tmp_path: Path) -> Iterator[Container]:
    url = _build_world(tmp_path / "custom-world.db")
    container = build_container(make_settings(tmp_path / "home", sources={"world_url": url}))
    yield container
    container.close()


@pytest.mark.spec("PASS verdict when all claims have evidence")
def test_offline_engine_diagnoses_a_world_it_was_never_written_for(custom_container: Container) -> None:
    result = ChatService(custom_container).ask("billing-api 最近一小时为什么报错？", user_id="u")
    assert result.verdict == "PASS", result.answer
    text = " ".join(c.claim_text for c in result.confirmed)
    assert "BIL-7001" in text and "QueueBacklogHigh" in text
    assert {e["tool_name"] for c in result.confirmed for e in c.evidence} >= {"query_logs", "query_metrics"}
    assert all(e["verified"] for c in result.confirmed for e in c.evidence)
    for demo_name in ("payment-service", "PAY-5003", "HikariPool"):
        assert demo_name not in result.answer


def test_offline_engine_confirms_a_quiet_service_of_a_custom_world(custom_container: Container) -> None:
    result = ChatService(custom_container).ask("确认一下 ledger-worker 最近一小时有没有 ERROR 日志", user_id="u")
    assert (result.verdict, [c.claim_type for c in result.confirmed]) == ("PASS", ["negative_observation"])


def test_a_custom_world_does_not_get_the_demo_runbooks(custom_container: Container) -> None:
    assert custom_container.kb.documents() == []
