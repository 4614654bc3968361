"""The two backends of ``query_metrics`` (world DB, Prometheus), normalised to ``Alert`` and ``Series``."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

from sqlalchemy import or_, select

from superbiz.sources.prometheus import PrometheusClient
from superbiz.sources.world import World, alert_table, as_utc, metric_sample_table, to_naive_utc
from superbiz.tools.clock import TimeWindow

__all__ = ["Alert", "AlertState", "MetricsQuery", "Series", "db_alerts", "db_series", "prom_alerts", "prom_series"]

AlertState = Literal["firing", "resolved", "any"]
_MAX_ROWS = 200_000


@dataclass(frozen=True)
class MetricsQuery:
    service: str | None
    metric: str | None
    alertname: str | None
    state: AlertState
    window: TimeWindow
    step_s: int
    #: ``False``: alerts only (series are not read)
    series: bool = True
    #: a team's services (``team``): alerts of those services only (a team's alerts counted by the query itself)
    team: str | None = None
    members: tuple[str, ...] = ()

    @property
    def wants_series(self) -> bool:
        """Series are read for a named metric, or for a service unless the question is about one alert."""
        if not self.series:
            return False
        return self.metric is not None or (self.service is not None and self.alertname is None)

    def describe(self) -> str:
        parts = ["query_metrics"]
        for key in ("service", "metric", "alertname"):
            if getattr(self, key):
                parts.append(f"{key}={getattr(self, key)}")
        if self.team:
            parts.append(f"team={self.team} services={','.join(self.members)}")
        if self.state != "any":
            parts.append(f"state={self.state}")
        parts.append(f"window={self.window.label()}")
        return " ".join(parts)


@dataclass(frozen=True)
class Alert:
    alertname: str
    service: str | None
    state: str
    severity: str | None
    value: float | None
    summary: str | None
    starts_at: datetime | None
    ends_at: datetime | None = None


@dataclass(frozen=True)
class Series:
    metric: str
    service: str
    labels: dict[str, str]
    #: (aware UTC time, value), oldest first, never empty
    points: list[tuple[datetime, float]] = field(default_factory=list)


def db_alerts(world: World, q: MetricsQuery) -> list[Alert]:
    """Alerts whose active period overlaps the window, newest first."""
    c = alert_table.c
    conds = [c.starts_at <= to_naive_utc(q.window.end),
             or_(c.ends_at.is_(None), c.ends_at >= to_naive_utc(q.window.start))]
    if q.service:
        conds.append(c.service == q.service)
    if q.team:
        conds.append(c.service.in_(q.members))
    if q.alertname:
        conds.append(c.alertname == q.alertname)
    if q.state != "any":
        conds.append(c.state == q.state)
    stmt = select(alert_table).where(*conds).order_by(c.starts_at.desc(), c.id.desc()).limit(100)
    with world.engine.connect() as conn:
        rows = conn.execute(stmt).all()
    return [Alert(alertname=r.alertname, service=r.service, state=r.state, severity=r.severity, value=r.value,
                  summary=r.summary, starts_at=as_utc(r.starts_at), ends_at=as_utc(r.ends_at) if r.ends_at else None)
            for r in rows]


def _labels(raw: Any) -> dict[str, str]:
    if isinstance(raw, dict):
        return {str(k): str(v) for k, v in raw.items()}
    try:
        parsed = json.loads(raw) if raw else {}
    except (TypeError, ValueError):
        return {"labels": str(raw)}
    return {str(k): str(v) for k, v in parsed.items()} if isinstance(parsed, dict) else {"labels": str(raw)}


def _group(rows: Iterable[Any]) -> list[Series]:
    """Rows ``(metric, service, labels, ts, value)`` as series; the series' samples share one aware UTC
    datetime per distinct timestamp (they are immutable), converted once."""
    grouped: dict[tuple[str, str, str], Series] = {}
    instants: dict[datetime, datetime] = {}
    for metric, service, labels, ts, value in rows:
        key = (metric, service, str(labels))
        series = grouped.get(key)
        if series is None:
            series = grouped[key] = Series(metric=metric, service=service, labels=_labels(labels))
        at = instants.get(ts)
        if at is None:
            at = instants[ts] = as_utc(ts)
        series.points.append((at, float(value)))
    return [grouped[k] for k in sorted(grouped)]


def db_series(world: World, q: MetricsQuery) -> list[Series]:
    """Every series of the service and/or metric with samples in the window."""
    c = metric_sample_table.c
    conds = [c.ts >= to_naive_utc(q.window.start), c.ts <= to_naive_utc(q.window.end)]
    if q.service:
        conds.append(c.service == q.service)
    if q.metric:
        conds.append(c.metric == q.metric)
    stmt = (select(c.metric, c.service, c.labels, c.ts, c.value).where(*conds)
            .order_by(c.metric, c.service, c.labels, c.ts).limit(_MAX_ROWS))
    with world.engine.connect() as conn:
        return _group(conn.execute(stmt).all())


def prom_alerts(client: PrometheusClient, q: MetricsQuery) -> list[Alert]:
    """Active alerts from Prometheus matching the query (Prometheus knows no resolved alerts)."""
    if q.state == "resolved":
        return []
    out = []
    for a in client.alerts():
        name, service = a.labels.get("alertname", ""), a.labels.get("service") or a.labels.get("job")
        if (q.alertname and name != q.alertname) or (q.service and service != q.service) or (
                q.team and service not in q.members):
            continue
        if (q.state == "firing" and a.state != "firing") or (a.active_at and a.active_at > q.window.end):
            continue
        out.append(Alert(alertname=name, service=service, state=a.state, severity=a.labels.get("severity"),
                         value=a.value, summary=a.annotations.get("summary") or a.annotations.get("description"),
                         starts_at=a.active_at))
    return sorted(out, key=lambda a: a.starts_at or datetime.min.replace(tzinfo=UTC), reverse=True)


def prom_series(client: PrometheusClient, q: MetricsQuery) -> list[Series]:
    """Range query of ``metric{service="..."}`` (or every series of the service) over the window."""
    selector = f'{{service="{q.service}"}}' if q.service else ""
    promql = f"{q.metric or ''}{selector}"
    out = []
    for s in client.query_range(promql, start=q.window.start, end=q.window.end, step_s=q.step_s):
        labels = dict(s.labels)
        metric = labels.pop("__name__", q.metric or "value")
        service = labels.pop("service", labels.get("job", "-"))
        points = [(datetime.fromtimestamp(t, UTC), v) for t, v in s.points if not math.isnan(v)]
        if points:
            out.append(Series(metric=metric, service=service, labels=labels, points=points))
    return sorted(out, key=lambda s: (s.metric, s.service, sorted(s.labels.items())))
