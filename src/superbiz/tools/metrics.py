"""``query_metrics``: alerts and metric series stats from the world DB or a Prometheus server.

Evidence refs: ``alerts[i]``, ``series[i]`` and ``summary`` (always). The backend is chosen by the context:
``ctx.sources["prometheus"]`` (a ``PrometheusClient``) when present, else the world DB.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from superbiz.contracts import EvidenceRef
from superbiz.sources.prometheus import PrometheusClient, PrometheusError
from superbiz.tools._metrics_backends import (
    Alert,
    AlertState,
    MetricsQuery,
    Series,
    db_alerts,
    db_series,
    prom_alerts,
    prom_series,
)
from superbiz.tools._world import format_value, get_world, run_on_world
from superbiz.tools.base import ToolContext, ToolError, ToolResult, ToolSpec
from superbiz.tools.clock import TimeWindow, format_ts, resolve_window

__all__ = ["QUERY_METRICS_SPEC", "query_metrics"]

_NAME = re.compile(r"^[A-Za-z_:][A-Za-z0-9_:]*$")
_LABEL_VALUE = re.compile(r"^[A-Za-z0-9_.:/-]+$")
_STEP = re.compile(r"^(\d+)(s|m|h)$")
MAX_SERIES = 20
MAX_ALERTS = 30


def _step(step: str | None, window: TimeWindow) -> int:
    if step is None:
        return max(60, int((window.end - window.start).total_seconds()) // 240 // 60 * 60)
    match = _STEP.match(step.strip())
    if not match or int(match.group(1)) == 0:
        raise ToolError(f"invalid step {step!r}: use e.g. 30s, 1m, 5m")
    return int(match.group(1)) * {"s": 1, "m": 60, "h": 3600}[match.group(2)]


def _alert_text(a: Alert) -> str:
    until = f" until={format_ts(a.ends_at)}" if a.ends_at else ""
    since = format_ts(a.starts_at) if a.starts_at else "unknown"
    value = "" if a.value is None else f" value={format_value(a.value, '')}"
    return (f"alert {a.alertname} service={a.service or '-'} state={a.state} severity={a.severity or '-'} "
            f"since={since}{until}{value} summary={a.summary or '-'}")


def _series_text(s: Series, window: TimeWindow) -> str:
    labels = ",".join([f"service={s.service}", *(f"{k}={v}" for k, v in sorted(s.labels.items()))])
    values = [v for _, v in s.points]
    peak_t = max(s.points, key=lambda p: p[1])[0]

    def f(v: float) -> str:
        return format_value(v, s.metric)

    return (f"{s.metric}{{{labels}}} {window.label()}: latest={f(values[-1])} max={f(max(values))} "
            f"min={f(min(values))} avg={f(sum(values) / len(values))} samples={len(values)} "
            f"max_at={format_ts(peak_t)}")


def _series_data(s: Series, stamps: dict[datetime, str]) -> dict[str, Any]:
    """The series' stats and (at most ~30) points, newest first; ``stamps`` memoises ``format_ts`` (series of
    one query share their sampling instants)."""
    values = [v for _, v in s.points]
    stride = max(1, len(s.points) // 30)
    points = []
    for t, v in s.points[::-1][::stride]:
        stamp = stamps.get(t)
        if stamp is None:
            stamp = stamps[t] = format_ts(t)
        points.append([stamp, v])
    return {"metric": s.metric, "service": s.service, "labels": s.labels, "latest": values[-1], "max": max(values),
            "min": min(values), "avg": sum(values) / len(values), "samples": len(values), "points": points}


def _gather(ctx: ToolContext, q: MetricsQuery) -> tuple[str, list[Alert], list[Series], str | None]:
    """(backend, alerts, series, note) from Prometheus when configured, else from the world DB."""
    prom = ctx.sources.get("prometheus")
    if isinstance(prom, PrometheusClient):
        for value in (q.service, q.alertname):
            if value is not None and not _LABEL_VALUE.match(value):
                raise ToolError(f"invalid label value {value!r} for a Prometheus query")
        try:
            alerts = prom_alerts(prom, q)
            series = prom_series(prom, q) if q.wants_series else []
        except PrometheusError as exc:
            raise ToolError(str(exc)) from exc
        note = "prometheus reports active alerts only" if q.state == "resolved" else None
        return "prometheus", alerts, series, note
    world = get_world(ctx)
    catalog = run_on_world(world, lambda w: w.catalog())
    if q.service and q.service not in catalog.services:
        return "world", [], [], f"service {q.service!r} has no records in the world"
    alerts = run_on_world(world, lambda w: db_alerts(w, q))
    series = run_on_world(world, lambda w: db_series(w, q)) if q.wants_series else []
    return "world", alerts, series, None


def query_metrics(
    ctx: ToolContext,
    *,
    service: str | None = None,
    metric: str | None = None,
    alertname: str | None = None,
    state: AlertState = "any",
    start: str | None = None,
    end: str | None = None,
    step: str | None = None,
) -> ToolResult:
    """Alerts active in the window and per-series stats (latest/max/min/avg) of metrics."""
    params = {k: v for k, v in {"service": service, "metric": metric, "alertname": alertname, "state": state,
                                "start": start, "end": end, "step": step}.items() if v is not None}
    if metric is not None and not _NAME.match(metric):
        raise ToolError(f"invalid metric name {metric!r}")
    if state not in ("firing", "resolved", "any"):
        raise ToolError(f"invalid state {state!r}: use firing, resolved or any")
    window = resolve_window(start, end, now=ctx.now)
    q = MetricsQuery(service=service.strip() if service else None, metric=metric, alertname=alertname,
                     state=state, window=window, step_s=_step(step, window))
    backend, alerts, series, note = _gather(ctx, q)
    alerts, series = alerts[:MAX_ALERTS], series[:MAX_SERIES]
    refs = [EvidenceRef(raw_path=f"alerts[{i}]", text=_alert_text(a), alertname=a.alertname, service=a.service,
                        state=a.state) for i, a in enumerate(alerts)]
    refs += [EvidenceRef(raw_path=f"series[{i}]", text=_series_text(s, window), metric=s.metric, service=s.service)
             for i, s in enumerate(series)]
    states = {st: sum(a.state == st for a in alerts) for st in ("firing", "pending", "resolved")}
    counts = ", ".join(f"{n} {st} alerts" for st, n in states.items() if n or st != "pending")
    counts += f", {len(series)} series"
    summary = f"{q.describe()}: {note + '; ' if note else ''}{counts}"
    refs.append(EvidenceRef(raw_path="summary", text=summary))
    stamps: dict[datetime, str] = {}
    data = {
        "backend": backend, "window": {"start": format_ts(window.start), "end": format_ts(window.end)},
        "alerts": [{"alertname": a.alertname, "service": a.service, "state": a.state, "severity": a.severity,
                    "value": a.value, "summary": a.summary, "starts_at": a.starts_at and format_ts(a.starts_at),
                    "ends_at": a.ends_at and format_ts(a.ends_at)} for a in alerts],
        "series": [_series_data(s, stamps) for s in series],
    }
    status = "ok" if alerts or series else "no_data"
    return ToolResult(tool_name="query_metrics", status=status, params=params, data=data, evidence_refs=refs)


QUERY_METRICS_SPEC = ToolSpec(
    name="query_metrics",
    description=(
        "Alerts (firing/resolved) and metric series statistics (latest/max/min/avg) for a service, metric or "
        "alert name in a time window (start/end: ISO-8601 or relative like -30m, -6h, now; default last 60 "
        "minutes). With metric omitted, returns the service's key series."
    ),
    parameters={
        "type": "object",
        "properties": {
            "service": {"type": "string", "minLength": 1, "maxLength": 100,
                        "description": "exact service name, e.g. checkout-service"},
            "metric": {"type": "string", "minLength": 1, "maxLength": 120, "description": "e.g. jvm_heap_used_bytes"},
            "alertname": {"type": "string", "minLength": 1, "maxLength": 120, "description": "e.g. HighErrorRate"},
            "state": {"type": "string", "enum": ["firing", "resolved", "any"], "default": "any",
                      "description": "alert state to list, e.g. firing"},
            "start": {"type": "string", "minLength": 1, "maxLength": 40,
                      "description": "window start, ISO-8601 or relative, e.g. -30m"},
            "end": {"type": "string", "minLength": 1, "maxLength": 40, "description": "window end, e.g. now"},
            "step": {"type": "string", "minLength": 2, "maxLength": 8, "description": "range step, e.g. 1m"},
        },
        "additionalProperties": False,
    },
    fn=query_metrics,
)
