"""``superbiz scan`` / the overview: anomalies grouped into incidents by dependency and onset, most severe first,
each with verified facts — checked against each world's ground truth (the demo's documented alerts, the
generated worlds' incident specs), taken from the world database by SQL, never from the engine."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text
from typer.testing import CliRunner

from superbiz.chat.service import ChatService
from superbiz.cli import app
from superbiz.cli.scan import scan_question, scan_result
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world, world_spec

_VERIFIED = ("direct_observation", "reasonable_inference")


def _scan(tmp: Path, world: str, hours: int | None) -> tuple[dict[str, Any], Any]:
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world(world, url).dispose()
    container = build_container(Settings(home=tmp / "home", sources=SourcesSettings(world_url=url)))
    try:
        result = ChatService(container).ask(scan_question(hours), user_id="scan-test")
        verified = {c.claim_text for c in (*result.confirmed, *result.to_confirm) if c.verification in _VERIFIED}
        return {**scan_result(result), "verified": verified}, container.world.engine
    finally:
        container.close()


def _one(engine: Any, sql: str, **params: Any) -> Any:
    with engine.connect() as conn:
        return conn.execute(text(sql), params).scalar()


def _holding(incidents: list[dict[str, Any]], service: str) -> list[dict[str, Any]]:
    return [i for i in incidents if service in i["services"]]


@pytest.fixture(scope="module")
def demo_scan(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[dict[str, Any], Any]]:
    yield _scan(tmp_path_factory.mktemp("scan-demo"), "demo", None)


def _alert_service(engine: Any, name: str) -> str:
    return str(_one(engine, "SELECT service FROM alert WHERE alertname = :n AND state = 'firing'", n=name))


def _incident_of_alert(incidents: list[dict[str, Any]], name: str) -> dict[str, Any]:
    hits = [i for i in incidents if any(f"告警 {name}（" in f for f in i["facts"])]
    assert len(hits) == 1, f"alert {name} is in {len(hits)} incidents"
    return hits[0]


def test_demo_scan_groups_the_documented_incidents_most_severe_first(demo_scan: tuple[dict[str, Any], Any]) -> None:
    out, engine = demo_scan
    incidents = out["incidents"]
    pool = _incident_of_alert(incidents, "PaymentDBPoolExhausted")
    down = _incident_of_alert(incidents, "ServiceDown")
    memory = _incident_of_alert(incidents, "PodRestartLoop")
    disk = _incident_of_alert(incidents, "DiskSpaceCritical")
    assert len({id(x) for x in (pool, down, memory, disk)}) == 4  # four incidents, not one list
    assert pool["origin"] == _alert_service(engine, "PaymentDBPoolExhausted")
    # the 502 cascade: its origin is the crashed dependency, and it holds the gateway's alert too
    assert down["origin"] == _alert_service(engine, "ServiceDown")
    assert _alert_service(engine, "High5xxRate") in down["services"]
    assert _alert_service(engine, "ServiceDown") not in pool["services"]
    assert disk["services"] == [_alert_service(engine, "DiskSpaceCritical")]
    # most severe first: incidents with two critical alerts firing before those with one
    ranks = {i["rank"]: i for i in incidents}
    assert max(pool["rank"], down["rank"]) < min(memory["rank"], disk["rank"])
    assert sorted(ranks) == list(range(1, len(incidents) + 1))
    # every fact shown is a verified claim
    assert all(f in out["verified"] for i in incidents for f in i["facts"] + i["inferences"])


def _expected(engine: Any, inc: Any, zone_start: str, anchor: str) -> tuple[str, set[str]]:
    """(origin, services) of a spec incident from the data: the origin when it left records in the window, and
    every caller with ERROR lines of the incident's upstream code."""
    origin = inc.origin or inc.service
    seen = _one(engine, "SELECT count(*) FROM log_record WHERE service = :s AND level IN ('WARN', 'ERROR') AND "
                "ts >= :f AND ts <= :t", s=origin, f=zone_start, t=anchor)
    seen += _one(engine, "SELECT count(*) FROM alert WHERE service = :s AND starts_at <= :t AND "
                 "(ends_at IS NULL OR ends_at >= :f)", s=origin, f=zone_start, t=anchor)
    services = {inc.service}
    for caller in inc.upstream:
        if _one(engine, "SELECT count(*) FROM log_record WHERE service = :s AND error_code = :c AND ts >= :f",
                s=caller, c=inc.upstream_code, f=zone_start):
            services.add(caller)
    return (origin if seen else inc.service), services | ({origin} if seen else set())


@pytest.mark.parametrize("world", ["harbor", "ledgerly", "stagecast"])
def test_generated_world_scan_matches_its_incident_specs(world: str, tmp_path: Path) -> None:
    out, engine = _scan(tmp_path, world, 24)
    spec = world_spec(world)
    now = _one(engine, "SELECT max(ts) FROM log_record")
    start = _one(engine, "SELECT datetime(:n, '-24 hours')", n=now)
    chosen: list[int] = []
    for inc in spec.incidents:
        end = inc.end.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S") if inc.end else None
        if end is not None and end < start:
            continue  # over before the scanned day
        origin, services = _expected(engine, inc, start, now)
        held = _holding(out["incidents"], inc.service)
        assert held, f"{inc.id}: no incident holds {inc.service}"
        mine = held[0]
        assert mine["origin"] == origin, f"{inc.id}: origin {mine['origin']} != {origin}"
        assert services <= set(mine["services"]), f"{inc.id}: {services} not all in {mine['services']}"
        chosen.append(mine["rank"])
    assert len(chosen) == len(set(chosen)) >= 2  # one incident per spec incident, never one merged list


def test_scan_cli_prints_incidents_and_json(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    config = tmp_path / "config.yaml"
    config.write_text(f"home: {tmp_path / 'home'}\nsources:\n  world_url: {url}\n", encoding="utf-8")
    runner = CliRunner()
    shown = runner.invoke(app, ["scan", "--config", str(config)])
    assert shown.exit_code == 0, shown.output
    assert "事件 1" in shown.output and "源头" in shown.output
    as_json = runner.invoke(app, ["scan", "--json", "--hours", "2", "--config", str(config)])
    assert as_json.exit_code == 0
    assert '"incidents"' in as_json.output
    bad = runner.invoke(app, ["scan", "--hours", "0", "--config", str(config)])
    assert bad.exit_code == 2
