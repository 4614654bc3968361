"""The demo world generator and the world catalogue."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import Column, DateTime, Integer, MetaData, String, Table, create_engine, func, select
from typer.testing import CliRunner

from superbiz.settings import load_settings
from superbiz.sources.demo import ANCHOR_TIME, WorldStats, ensure_demo_world, generate_demo_world
from superbiz.sources.world import (
    World,
    alert_table,
    log_record_table,
    metric_sample_table,
    orders_table,
    world_metadata,
)
from superbiz.tools.base import ToolContext
from superbiz.tools.registry import build_registry

DOC_SERVICES = {
    "api-gateway", "order-service", "payment-service", "inventory-service", "user-service", "search-service",
    "risk-service", "notification-service", "logistics-service",
}
DOC_CODES = {"PAY-5003", "PAY-4001", "ORD-5001", "ORD-4004", "NTF-5007", "GW-502", "LOG-5030", "USR-4010"}
DOC_FIRING = {
    ("PaymentDBPoolExhausted", "payment-service", datetime(2026, 11, 28, 5, 24)),
    ("HighErrorRate", "payment-service", datetime(2026, 11, 28, 5, 26)),
    ("HighMemoryUsage", "order-service", datetime(2026, 11, 28, 4, 30)),
    ("PodRestartLoop", "order-service", datetime(2026, 11, 28, 5, 16)),
    ("DiskSpaceCritical", "notification-service", datetime(2026, 11, 28, 5, 2)),
    ("High5xxRate", "api-gateway", datetime(2026, 11, 28, 5, 44)),
    ("ServiceDown", "logistics-service", datetime(2026, 11, 28, 5, 41)),
}


def _rows_hash(url: str) -> str:
    digest = hashlib.sha256()
    engine = create_engine(url)
    with engine.connect() as conn:
        for table in world_metadata.sorted_tables:
            for row in conn.execute(select(table).order_by(*table.primary_key.columns)):
                digest.update(repr(tuple(row)).encode())
    engine.dispose()
    return digest.hexdigest()


def test_generate_demo_world_same_seed_gives_identical_rows(tmp_path: Path) -> None:
    a, b, c = (f"sqlite:///{tmp_path / name}" for name in ("a.db", "b.db", "c.db"))
    generate_demo_world(a, log_lines=5_000, orders=300)
    generate_demo_world(b, log_lines=5_000, orders=300)
    generate_demo_world(c, seed=7, log_lines=5_000, orders=300)
    assert _rows_hash(a) == _rows_hash(b)
    assert _rows_hash(a) != _rows_hash(c)


def test_generate_demo_world_has_documented_volumes(demo_world_generated: tuple[str, WorldStats]) -> None:
    url, stats = demo_world_generated
    assert stats.services >= 9
    assert stats.log_records == 60_000
    assert 15 <= stats.alerts <= 25
    assert stats.orders == 3_000
    engine = create_engine(url)
    with engine.connect() as conn:
        per_series = conn.execute(
            select(metric_sample_table.c.metric, metric_sample_table.c.service, func.count())
            .group_by(metric_sample_table.c.metric, metric_sample_table.c.service)
        ).all()
        ids = conn.execute(select(orders_table.c.order_id).order_by(orders_table.c.order_id).limit(1)).scalar_one()
    engine.dispose()
    assert {n for _, _, n in per_series} == {360}  # one sample per minute over 6 h
    assert stats.metric_samples == 360 * len(per_series)
    assert ids == "ORD-20261128-000001"


def test_catalog_lists_documented_entities(demo_world: World) -> None:
    catalog = demo_world.catalog()
    assert set(catalog.services) == DOC_SERVICES
    assert set(catalog.error_codes) == DOC_CODES
    assert {name for name, _, _ in DOC_FIRING} <= set(catalog.alert_names)
    assert {"db_pool_active_connections", "jvm_heap_used_bytes", "disk_usage_percent", "http_5xx_rate"} <= set(
        catalog.metric_names)
    assert {"PAYMENT_TIMEOUT", "CREATE_FAILED", "SHIPPING_PENDING"} <= set(catalog.order_statuses)
    assert ("payment-service", "payment-db") in catalog.dependencies
    assert catalog.teams["payment-service"] == "支付组"
    assert catalog.anchor_time == datetime(2026, 11, 28, 6, 0, tzinfo=UTC)
    assert demo_world.catalog() is catalog  # cached
    with demo_world.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"


def test_catalog_of_a_partial_world_is_derived_from_its_rows(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'partial.db'}"
    engine = create_engine(url)
    meta = MetaData()
    logs = Table("log_record", meta, Column("id", Integer, primary_key=True), Column("ts", DateTime),
                 Column("service", String), Column("level", String), Column("trace_id", String),
                 Column("error_code", String), Column("message", String))
    meta.create_all(engine)
    with engine.begin() as conn:
        conn.execute(logs.insert(), [
            {"ts": datetime(2025, 1, 1, 8, 0), "service": "billing", "level": "ERROR", "trace_id": "t1",
             "error_code": "BIL-1", "message": "boom"},
            {"ts": datetime(2025, 1, 1, 9, 0), "service": "checkout", "level": "INFO", "trace_id": "t2",
             "error_code": None, "message": "ok"},
        ])
    catalog = World(engine).catalog()
    assert catalog.services == ("billing", "checkout")
    assert catalog.error_codes == ("BIL-1",)
    assert catalog.alert_names == ()
    assert catalog.anchor_time == datetime(2025, 1, 1, 9, 0, tzinfo=UTC)
    engine.dispose()


def _count(world: World, *conds: object) -> int:
    with world.engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(log_record_table).where(*conds)).scalar_one())


def test_demo_world_every_firing_alert_has_error_or_warn_logs(demo_world: World) -> None:
    c = log_record_table.c
    with demo_world.engine.connect() as conn:
        firing = conn.execute(select(alert_table).where(alert_table.c.state == "firing")).all()
    assert {(a.alertname, a.service, a.starts_at) for a in firing} >= DOC_FIRING
    for alert in firing:
        window = (c.ts >= alert.starts_at - timedelta(minutes=15), c.ts <= ANCHOR_TIME)
        assert _count(demo_world, c.service == alert.service, c.level.in_(["ERROR", "WARN"]), *window) > 0, alert


def test_demo_world_incidents_are_consistent_across_sources(demo_world: World) -> None:
    c, m, o = log_record_table.c, metric_sample_table.c, orders_table.c
    with demo_world.engine.connect() as conn:
        pool = conn.execute(select(func.max(m.value)).where(
            m.metric == "db_pool_active_connections", m.service == "payment-service")).scalar_one()
        restarts = conn.execute(select(m.value).where(
            m.metric == "container_restarts_total", m.service == "order-service").order_by(m.ts.desc())).first()
        timeouts = conn.execute(select(func.min(o.created_at)).where(o.status == "PAYMENT_TIMEOUT")).scalar_one()
    assert pool == 50
    assert restarts is not None and restarts[0] == 3
    assert timeouts >= datetime(2026, 11, 28, 5, 20)
    assert _count(demo_world, c.service == "payment-service", c.error_code == "PAY-5003",
                  c.ts < datetime(2026, 11, 28, 5, 20)) == 0
    assert _count(demo_world, c.service == "logistics-service", c.ts > datetime(2026, 11, 28, 5, 41)) == 0
    assert _count(demo_world, c.service == "order-service", c.error_code == "ORD-5001") >= 3


def test_demo_world_healthy_services_have_no_error_logs(demo_world: World) -> None:
    c = log_record_table.c
    for service in ("user-service", "inventory-service", "search-service", "risk-service"):
        assert _count(demo_world, c.service == service, c.level == "ERROR") == 0
        assert _count(demo_world, c.service == service, c.level == "INFO") > 1000


def test_ensure_demo_world_creates_once_then_reuses(tmp_path: Path) -> None:
    settings = load_settings(None, home=tmp_path)
    world = ensure_demo_world(settings)
    assert world.is_populated()
    with world.engine.begin() as conn:
        conn.execute(log_record_table.delete().where(log_record_table.c.service == "risk-service"))
    world.dispose()
    again = ensure_demo_world(settings)  # populated: not regenerated, so the deletion stays
    c = log_record_table.c
    assert _count(again, c.service == "risk-service") == 0
    assert _count(again, c.service == "payment-service") > 0
    again.dispose()


def test_cli_demo_creates_world_and_prints_counts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from superbiz.cli import app

    monkeypatch.setenv("SUPERBIZ_HOME", str(tmp_path))
    runner = CliRunner()
    result = runner.invoke(app, ["demo"])
    assert result.exit_code == 0, result.output
    assert "60,000" in result.output and "3,000" in result.output
    assert (tmp_path / "world.db").exists()
    again = runner.invoke(app, ["demo"])
    assert again.exit_code == 0 and "already exists" in again.output
    forced = runner.invoke(app, ["demo", "--force"])
    assert forced.exit_code == 0 and "created" in forced.output


@pytest.mark.postgres
def test_generate_demo_world_on_postgresql(pg_database: str) -> None:
    stats = generate_demo_world(pg_database, log_lines=5_000, orders=300)
    world = World.from_url(pg_database)
    try:
        assert set(world.catalog().services) == DOC_SERVICES
        assert world.catalog().anchor_time == datetime(2026, 11, 28, 6, 0, tzinfo=UTC)
        ctx = ToolContext(sources={"world": world}, now=datetime(2026, 11, 28, 6, 0, tzinfo=UTC))
        result = build_registry(include_knowledge=False).invoke(
            "query_logs", {"service": "payment-service", "level": "ERROR", "keyword": "HikariPool"}, ctx)
        assert result.status == "ok", result.error
        assert "PAY-5003" in result.evidence_refs[0].text
        assert stats.log_records == 5_000
    finally:
        world.dispose()
