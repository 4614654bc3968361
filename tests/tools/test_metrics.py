"""query_metrics over the demo world (the Prometheus backend is tested in tests/sources/test_prometheus.py)."""

from __future__ import annotations

import re

import httpx

from superbiz.sources.prometheus import PrometheusClient
from superbiz.tools.base import ToolContext, ToolRegistry, ToolResult

SERIES = re.compile(r"^[a-z_0-9]+\{service=[\w-]+(,[\w]+=[^}]+)?\} \S+~\S+: latest=\S+ max=\S+ min=\S+ avg=\S+ "
                    r"samples=\d+ max_at=\S+ first=\S+( increase=\S+)?$")


def _ref(result: ToolResult, path: str) -> str:
    return next(r.text for r in result.evidence_refs if r.raw_path == path)


def test_query_metrics_service_gives_firing_alerts_and_key_series(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_metrics", {"service": "payment-service"}, ctx)
    assert result.status == "ok"
    alerts = [r.text for r in result.evidence_refs if r.raw_path.startswith("alerts[")]
    assert any(t.startswith("alert PaymentDBPoolExhausted service=payment-service state=firing severity=critical "
                            "since=2026-11-28T05:24:00Z value=50 summary=") for t in alerts)
    series = [r.text for r in result.evidence_refs if r.raw_path.startswith("series[")]
    assert all(SERIES.match(t) for t in series), series
    pool = next(t for t in series if t.startswith("db_pool_active_connections{service=payment-service}"))
    assert "latest=50 max=50" in pool
    summary = _ref(result, "summary")
    assert summary.startswith("query_metrics service=payment-service window=2026-11-28T05:00:00Z~06:00:00Z: ")
    assert f"{len(alerts)} firing alerts" in summary and f"{len(series)} series" in summary


def test_query_metrics_formats_units(registry: ToolRegistry, ctx: ToolContext) -> None:
    heap = registry.invoke("query_metrics", {"service": "order-service", "metric": "jvm_heap_used_bytes",
                                             "start": "-3h"}, ctx)
    text = _ref(heap, "series[0]")
    assert re.search(r"max=3\.9\dGiB", text), text
    disk = registry.invoke("query_metrics", {"service": "notification-service", "metric": "disk_usage_percent"}, ctx)
    assert "latest=100% max=100%" in _ref(disk, "series[0]")
    assert "mount=/var/log" in _ref(disk, "series[0]")
    p99 = registry.invoke("query_metrics", {"service": "payment-service",
                                            "metric": "http_request_duration_seconds_p99"}, ctx)
    assert re.search(r"max=3\.\d+s ", _ref(p99, "series[0]"))


def test_query_metrics_resolved_alert_needs_its_window(registry: ToolRegistry, ctx: ToolContext) -> None:
    last_hour = registry.invoke("query_metrics", {"service": "user-service", "state": "resolved"}, ctx)
    assert not [r for r in last_hour.evidence_refs if r.raw_path.startswith("alerts[")]
    earlier = registry.invoke("query_metrics", {"alertname": "HighLatency", "service": "user-service",
                                                "state": "resolved", "start": "-6h"}, ctx)
    assert _ref(earlier, "alerts[0]").startswith(
        "alert HighLatency service=user-service state=resolved severity=warning since=2026-11-28T01:10:00Z "
        "until=2026-11-28T01:35:00Z")
    assert not [r for r in earlier.evidence_refs if r.raw_path.startswith("series[")]


def test_query_metrics_healthy_service_has_no_firing_alert(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_metrics", {"service": "inventory-service", "state": "firing"}, ctx)
    assert "0 firing alerts" in _ref(result, "summary")
    assert result.status == "ok"  # its series are there


def test_query_metrics_firing_across_services(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_metrics", {"state": "firing"}, ctx)
    names = {(a["alertname"], a["service"]) for a in result.data["alerts"]}
    assert {("High5xxRate", "api-gateway"), ("ServiceDown", "logistics-service"),
            ("DiskSpaceCritical", "notification-service"), ("PodRestartLoop", "order-service")} <= names
    starts = [a["starts_at"] for a in result.data["alerts"]]
    assert starts == sorted(starts, reverse=True)


def test_query_metrics_unknown_service_is_no_data(registry: ToolRegistry, ctx: ToolContext) -> None:
    result = registry.invoke("query_metrics", {"service": "billing-service"}, ctx)
    assert result.status == "no_data"
    assert "service 'billing-service' has no records in the world" in _ref(result, "summary")


def test_query_metrics_bad_arguments_are_error_results(registry: ToolRegistry, ctx: ToolContext) -> None:
    for args, message in [({"metric": "up; drop"}, "invalid metric name"), ({"state": "open"}, "state"),
                          ({"step": "0s"}, "invalid step"), ({"start": "2026-13-01"}, "invalid start")]:
        result = registry.invoke("query_metrics", args, ctx)
        assert result.status == "error" and message in (result.error or ""), (args, result.error)


def test_query_metrics_prometheus_down_is_an_error_result(registry: ToolRegistry, ctx: ToolContext) -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused", request=request)

    prom = PrometheusClient("http://prom.invalid:9090", transport=httpx.MockTransport(refuse))
    result = registry.invoke("query_metrics", {"service": "payment-service"},
                             ToolContext(sources={**ctx.sources, "prometheus": prom}, now=ctx.now))
    assert result.status == "error"
    assert (result.error or "").startswith("prometheus unavailable at http://prom.invalid:9090: ConnectError")
    prom.close()


def test_query_metrics_firing_alert_never_lasts_past_now(registry: ToolRegistry, ctx: ToolContext) -> None:
    """Scenario orehaul "what broke between 9 and 12 this morning" (issue 10, time): a window reaching past the
    clock (here to 09:00 tomorrow) must not make a firing alert "active for" longer than the clock has run — it was
    said to have lasted 9h50m at 14:50. PaymentDBPoolExhausted fires since 05:24; now is 06:00 → 36m."""
    ahead = registry.invoke("query_metrics", {"service": "payment-service", "alertname": "PaymentDBPoolExhausted",
                                              "start": "2026-11-28T05:00:00Z", "end": "2026-11-29T09:00:00Z"}, ctx)
    assert _ref(ahead, "alerts[0]").endswith("; active_for=36m"), _ref(ahead, "alerts[0]")
    past = registry.invoke("query_metrics", {"service": "payment-service", "alertname": "PaymentDBPoolExhausted",
                                             "start": "2026-11-28T05:00:00Z", "end": "2026-11-28T05:54:00Z"}, ctx)
    assert _ref(past, "alerts[0]").endswith("; active_for=30m"), _ref(past, "alerts[0]")
