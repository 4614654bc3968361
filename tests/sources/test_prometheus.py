"""The Prometheus client and query_metrics' Prometheus backend.

The ``prometheus`` tests start Debian's real ``prometheus`` on a free 127.0.0.1 port, with a TSDB backfilled by
``promtool tsdb create-blocks-from openmetrics`` from demo incident A (payment-service pool metrics), shifted to
the two hours before the real clock (rules evaluate on the real "now"). Skipped when the binaries are absent,
unless ``SUPERBIZ_REQUIRE_PROMETHEUS=1``. The transport-level tests use ``httpx.MockTransport``.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest
from sqlalchemy import select

from superbiz.sources.demo import ANCHOR_TIME
from superbiz.sources.prometheus import PrometheusClient, PrometheusError
from superbiz.sources.world import World, metric_sample_table
from superbiz.tools.base import ToolContext
from superbiz.tools.registry import build_registry

_METRICS = ("db_pool_active_connections", "db_pool_max_connections", "db_pool_pending_threads")
_RULES = """groups:
  - name: superbiz-demo
    interval: 1s
    rules:
      - alert: PaymentDBPoolExhausted
        expr: db_pool_active_connections >= on(service) db_pool_max_connections
        labels:
          severity: critical
        annotations:
          summary: "{{ $labels.service }} DB connection pool exhausted: active {{ $value }} connections"
"""


@dataclass(frozen=True)
class Backfill:
    url: str
    first: datetime
    last: datetime
    values: dict[str, list[float]]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _incident_a(world: World, minutes: int) -> dict[str, list[float]]:
    """The last ``minutes`` per-minute values of payment-service's pool metrics in the demo world."""
    c = metric_sample_table.c
    out = {}
    with world.engine.connect() as conn:
        for metric in _METRICS:
            rows = conn.execute(select(c.value).where(
                c.metric == metric, c.service == "payment-service",
                c.ts > ANCHOR_TIME - timedelta(minutes=minutes)).order_by(c.ts)).all()
            out[metric] = [float(v) for (v,) in rows]
    return out


def _openmetrics(values: dict[str, list[float]], first: datetime) -> str:
    lines = []
    for metric, series in values.items():
        lines.append(f"# TYPE {metric} gauge")
        for i, v in enumerate(series):
            ts = (first + timedelta(minutes=i)).timestamp()
            lines.append(f'{metric}{{service="payment-service"}} {v} {ts:.0f}')
    return "\n".join([*lines, "# EOF", ""])


def _binaries() -> tuple[str, str] | None:
    prom, promtool = shutil.which("prometheus"), shutil.which("promtool")
    if prom and promtool:
        return prom, promtool
    if os.environ.get("SUPERBIZ_REQUIRE_PROMETHEUS") == "1":
        pytest.fail("SUPERBIZ_REQUIRE_PROMETHEUS=1 but the prometheus/promtool binaries are missing")
    pytest.skip("Debian's prometheus/promtool binaries are not installed")


def _wait(check: object, what: str, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if check():  # type: ignore[operator]  # a zero-argument predicate
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture(scope="module")
def prometheus(demo_world: World, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Backfill]:
    prom_bin, promtool = _binaries() or ("", "")
    root = tmp_path_factory.mktemp("prometheus")
    values = _incident_a(demo_world, minutes=120)
    last = datetime.now(UTC).replace(second=0, microsecond=0)
    first = last - timedelta(minutes=len(values[_METRICS[0]]) - 1)
    (root / "a.om").write_text(_openmetrics(values, first), encoding="utf-8")
    subprocess.run([promtool, "tsdb", "create-blocks-from", "openmetrics", str(root / "a.om"), str(root / "data")],
                   check=True, capture_output=True, timeout=60)
    (root / "rules.yml").write_text(_RULES, encoding="utf-8")
    (root / "prometheus.yml").write_text(
        "global:\n  evaluation_interval: 1s\nrule_files:\n  - rules.yml\n", encoding="utf-8")
    port = _free_port()
    log = (root / "prometheus.log").open("wb")
    proc = subprocess.Popen(
        [prom_bin, f"--config.file={root / 'prometheus.yml'}", f"--storage.tsdb.path={root / 'data'}",
         f"--web.listen-address=127.0.0.1:{port}"],
        stdout=log, stderr=subprocess.STDOUT, cwd=root,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        with PrometheusClient(url, timeout_s=2.0) as client:
            _wait(client.ready, "prometheus /-/ready")
            _wait(lambda: any(a.state == "firing" for a in client.alerts()), "the PaymentDBPoolExhausted alert")
        yield Backfill(url=url, first=first, last=last, values=values)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
        log.close()


@pytest.mark.prometheus
def test_prometheus_client_instant_and_range_queries_return_backfilled_values(prometheus: Backfill) -> None:
    with PrometheusClient(prometheus.url) as client:
        (instant,) = client.query('db_pool_active_connections{service="payment-service"}', at=prometheus.last)
        assert instant.labels == {"__name__": "db_pool_active_connections", "service": "payment-service"}
        assert instant.points[0][1] == prometheus.values["db_pool_active_connections"][-1] == 50
        (ranged,) = client.query_range('db_pool_pending_threads{service="payment-service"}',
                                       start=prometheus.first, end=prometheus.last, step_s=60)
        assert [v for _, v in ranged.points] == prometheus.values["db_pool_pending_threads"]
        groups = client.rules()
        assert groups[0]["rules"][0]["name"] == "PaymentDBPoolExhausted"


@pytest.mark.prometheus
def test_prometheus_client_reports_the_firing_alert(prometheus: Backfill) -> None:
    with PrometheusClient(prometheus.url) as client:
        (alert,) = client.alerts()
    assert alert.state == "firing"
    assert alert.labels["alertname"] == "PaymentDBPoolExhausted"
    assert alert.labels["service"] == "payment-service"
    assert alert.value == 50
    assert "active 50 connections" in alert.annotations["summary"]


@pytest.mark.prometheus
def test_query_metrics_with_prometheus_backend(prometheus: Backfill, demo_world: World) -> None:
    with PrometheusClient(prometheus.url) as client:
        ctx = ToolContext(sources={"world": demo_world, "prometheus": client}, now=datetime.now(UTC))
        result = build_registry(include_knowledge=False).invoke(
            "query_metrics", {"service": "payment-service", "start": "-2h"}, ctx)
    assert result.status == "ok", result.error
    assert result.data["backend"] == "prometheus"
    texts = {r.raw_path: r.text for r in result.evidence_refs}
    assert texts["alerts[0]"].startswith(
        "alert PaymentDBPoolExhausted service=payment-service state=firing severity=critical since=")
    pool = next(t for t in texts.values() if t.startswith("db_pool_active_connections{service=payment-service}"))
    assert "latest=50 max=50 " in pool
    low = re.search(r" min=(\d+) ", pool)
    assert low and float(low.group(1)) in prometheus.values["db_pool_active_connections"]
    assert float(low.group(1)) < 20  # the backfill starts before the pool filled up
    assert texts["summary"].endswith("1 firing alerts, 0 resolved alerts, 3 series")


@pytest.mark.prometheus
def test_query_metrics_with_unreachable_prometheus_is_an_error_result(demo_world: World) -> None:
    url = f"http://127.0.0.1:{_free_port()}"
    with PrometheusClient(url, timeout_s=2.0) as client:
        ctx = ToolContext(sources={"world": demo_world, "prometheus": client}, now=datetime.now(UTC))
        result = build_registry(include_knowledge=False).invoke("query_metrics", {"service": "payment-service"}, ctx)
    assert result.status == "error"
    assert (result.error or "").startswith(f"prometheus unavailable at {url}: ConnectError")


@pytest.mark.prometheus
def test_prometheus_client_bad_query_is_rejected(prometheus: Backfill) -> None:
    with PrometheusClient(prometheus.url) as client, pytest.raises(PrometheusError, match="rejected the query"):
        client.query("sum(")


def _mock(handler: object) -> PrometheusClient:
    return PrometheusClient("http://prom.test", transport=httpx.MockTransport(handler))  # type: ignore[arg-type]


def test_prometheus_client_translates_http_errors() -> None:
    client = _mock(lambda request: httpx.Response(503, text="service unavailable"))
    with pytest.raises(PrometheusError, match=r"^prometheus unavailable at http://prom.test: HTTP 503"):
        client.alerts()


def test_prometheus_client_translates_timeouts() -> None:
    def slow(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("timed out", request=request)

    with pytest.raises(PrometheusError, match=r"^prometheus unavailable at http://prom.test: ReadTimeout"):
        _mock(slow).query("up")


def test_prometheus_client_parses_vectors_and_alerts() -> None:
    def api(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/api/v1/query":
            assert request.url.params["query"] == "up"
            return httpx.Response(200, json={"status": "success", "data": {"resultType": "vector", "result": [
                {"metric": {"__name__": "up", "service": "a"}, "value": [1700000000.5, "1"]}]}})
        return httpx.Response(200, json={"status": "success", "data": {"alerts": [
            {"labels": {"alertname": "X"}, "annotations": {}, "state": "pending",
             "activeAt": "2026-11-28T05:24:00.123456789Z", "value": "5e+01"}]}})

    client = _mock(api)
    assert client.query("up")[0].points == [(1700000000.5, 1.0)]
    (alert,) = client.alerts()
    assert alert.value == 50.0 and alert.active_at == datetime(2026, 11, 28, 5, 24, 0, 123456, tzinfo=UTC)


def test_openmetrics_backfill_file_is_well_formed(tmp_path: Path) -> None:
    text = _openmetrics({"m": [1.0, 2.0]}, datetime(2026, 1, 1, tzinfo=UTC))
    assert text.splitlines() == ["# TYPE m gauge", 'm{service="payment-service"} 1.0 1767225600',
                                 'm{service="payment-service"} 2.0 1767225660', "# EOF"]
