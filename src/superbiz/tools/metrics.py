"""``query_metrics``: alerts and metric series stats from the world DB or a Prometheus server.

Evidence refs: ``alerts[i]``, ``series[i]`` and ``summary`` (always). The backend is chosen by the context:
``ctx.sources["prometheus"]`` (a ``PrometheusClient``) when present, else the world DB.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from superbiz.contracts import EvidenceRef, ToolTraits
from superbiz.lazy_re import regex
from superbiz.sources.prometheus import PrometheusClient, PrometheusError
from superbiz.tools._log_stats import previous_window
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
from superbiz.tools._series_stats import alert_ref, series_ref
from superbiz.tools._world import get_world, run_on_world
from superbiz.tools.base import ToolContext, ToolError, ToolResult, ToolSpec
from superbiz.tools.clock import TimeWindow, format_ts, parse_time, resolve_window

__all__ = ["QUERY_METRICS_SPEC", "query_metrics"]

_NAME = regex(r"^[A-Za-z_:][A-Za-z0-9_:]*$")
_LABEL_VALUE = regex(r"^[A-Za-z0-9_.:/-]+$")
_STEP = regex(r"^(\d+)(s|m|h)$")
MAX_SERIES = 20
MAX_ALERTS = 30


def _step(step: str | None, window: TimeWindow) -> int:
    if step is None:
        return max(60, int((window.end - window.start).total_seconds()) // 240 // 60 * 60)
    match = _STEP.match(step.strip())
    if not match or int(match.group(1)) == 0:
        raise ToolError(f"invalid step {step!r}: use e.g. 30s, 1m, 5m")
    return int(match.group(1)) * {"s": 1, "m": 60, "h": 3600}[match.group(2)]


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


def team_of(ctx: ToolContext, team: str) -> tuple[str, tuple[str, ...]]:
    """(the team's name as the service catalogue spells it, its services): the one team whose name is ``team`` or
    holds it (case and spaces aside: "PitCrew", "维修组" of "车队维修组 PitCrew"); a ToolError naming the teams when
    none or several do."""
    catalog = run_on_world(get_world(ctx), lambda w: w.catalog())
    names = sorted({t for t in catalog.teams.values() if t})

    def squeeze(text: str) -> str:
        return "".join(text.lower().split())

    wanted = squeeze(team)
    found = [t for t in names if squeeze(t) == wanted] or [t for t in names if wanted and wanted in squeeze(t)]
    if len(found) != 1:
        what = "several teams" if found else "no team"
        raise ToolError(f"{what} of the service catalogue match team {team!r}; teams: {', '.join(found or names)}")
    return found[0], tuple(sorted(s for s, t in catalog.teams.items() if t == found[0]))


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
    at: str | None = None,
    threshold: float | None = None,
    compare_previous: bool = False,
    include_series: bool = True,
    team: str | None = None,
) -> ToolResult:
    """Alerts active in the window and per-series stats (latest/max/min/avg) of metrics; with ``team``, the alerts
    of that team's services (counted by the query: "维修组今天响了几条告警" is never a sum the answer makes)."""
    params = {k: v for k, v in {"service": service, "metric": metric, "alertname": alertname, "state": state,
                                "team": team,
                                "start": start, "end": end, "step": step, "at": at, "threshold": threshold,
                                "compare_previous": compare_previous or None,
                                "include_series": None if include_series else False}.items() if v is not None}
    if metric is not None and not _NAME.match(metric):
        raise ToolError(f"invalid metric name {metric!r}")
    if state not in ("firing", "resolved", "any"):
        raise ToolError(f"invalid state {state!r}: use firing, resolved or any")
    if team is not None and (service or metric):
        raise ToolError("team lists the alerts of a team's services: leave service and metric out (query one "
                        "service's series with service)")
    window = resolve_window(start, end, now=ctx.now)
    team_name, members = team_of(ctx, team) if team is not None else (None, ())
    q = MetricsQuery(service=service.strip() if service else None, metric=metric, alertname=alertname,
                     state=state, window=window, step_s=_step(step, window),
                     series=include_series and team is None, team=team_name, members=members)
    at_t = parse_time(at, now=ctx.now, name="at") if at else None
    backend, alerts, series, note = _gather(ctx, q)
    alerts, series = alerts[:MAX_ALERTS], series[:MAX_SERIES]
    earlier: dict[tuple[str, str, str], Series] = {}
    if compare_previous and series:
        before = MetricsQuery(service=q.service, metric=q.metric, alertname=q.alertname, state=q.state,
                              window=TimeWindow(*previous_window(window.start, window.end)), step_s=q.step_s)
        earlier = {(s.metric, s.service, str(sorted(s.labels.items()))): s for s in _gather(ctx, before)[2]}
    refs = [alert_ref(i, a, window, ctx.now) for i, a in enumerate(alerts)]
    refs += [series_ref(i, s, window, at=at_t, threshold=threshold,
                        earlier=earlier.get((s.metric, s.service, str(sorted(s.labels.items())))))
             for i, s in enumerate(series)]
    states = {st: sum(a.state == st for a in alerts) for st in ("firing", "pending", "resolved")}
    counts = ", ".join(f"{n} {st} alerts" for st, n in states.items() if n or st != "pending")
    if sum(bool(n) for n in states.values()) > 1:  # "how many alerts fired today?": their total, stated
        counts += f", {sum(states.values())} alerts in all"
    began = sum(a.starts_at is not None and a.starts_at >= window.start for a in alerts)
    if alerts and began != len(alerts):  # "how many new alerts since midnight?": those begun inside, stated
        counts += f", {began} began in the window"
    counts += f", {len(series)} series"
    severities = sorted({a.severity for a in alerts if a.severity})
    if len(severities) > 1:
        #: "今天一共响了几条 critical 告警": the alerts of each severity, and those of them begun inside the window,
        #: stated by the query (never summed by the answer)
        counts += "; by severity: " + ", ".join(
            f"{sum(a.severity == sev for a in alerts)} {sev} alerts ("
            f"{sum(a.severity == sev and a.starts_at is not None and a.starts_at >= window.start for a in alerts)}"
            " of them began in the window)" for sev in severities)
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
        "Alerts (firing, and resolved ones whose active period overlaps the window, each with since/until and "
        "duration or active_for) and metric series statistics for a service, metric or alert name in a time "
        "window (start/end: ISO-8601 or relative like -30m, -6h, now; default last 60 minutes). Each series states "
        "latest/max/min/avg, max_at (when the peak was first reached), first (the value at the window start), "
        "increase for counters (*_total); value_at for `at` (the value at a time), the first time the value reached "
        "`threshold`, and with compare_previous=true the previous window's average and the change. With metric "
        "omitted, returns the service's series. With team, the alerts of that team's services and their counts."
    ),
    parameters={
        "type": "object",
        "properties": {
            "service": {"type": "string", "minLength": 1, "maxLength": 100,
                        "description": "exact service name, e.g. checkout-service"},
            "metric": {"type": "string", "minLength": 1, "maxLength": 120,
                       "description": "a metric name, e.g. the metric of series[0]"},
            "alertname": {"type": "string", "minLength": 1, "maxLength": 120,
                          "description": "an alert name, e.g. the alertname of alerts[0]"},
            "state": {"type": "string", "enum": ["firing", "resolved", "any"], "default": "any",
                      "description": "alert state to list, e.g. firing"},
            "start": {"type": "string", "minLength": 1, "maxLength": 40,
                      "description": "window start, ISO-8601 or relative, e.g. -30m"},
            "end": {"type": "string", "minLength": 1, "maxLength": 40, "description": "window end, e.g. now"},
            "step": {"type": "string", "minLength": 2, "maxLength": 8, "description": "range step, e.g. 1m"},
            "at": {"type": "string", "minLength": 1, "maxLength": 40, "description": "report the value at this time, e.g. 2026-01-01T05:30:00Z"},  # noqa: E501
            "threshold": {"type": "number", "description": "report when the value first reached this, e.g. 0.05"},
            "compare_previous": {"type": "boolean", "default": False,
                                 "description": "compare with the previous window of equal length, e.g. true"},
            "include_series": {"type": "boolean", "default": True, "description": "false for alerts only, e.g. false"},
            "team": {"type": "string", "minLength": 1, "maxLength": 100,
                     "description": "the alerts of one team's services (the service catalogue's team, or a word of "
                                    "it), counted by the query; without service and metric, e.g. Payments"},
        },
        "additionalProperties": False,
    },
    fn=query_metrics,
    traits=ToolTraits(evidence="incident", topic_args=("service", "metric", "alertname")),
    kind="metrics",
)
