"""Incident kinds → consistent logs, alerts and metric effects (cache, database, queue, certificate, deploy, blip).

Every kind follows one shape: the origin (a dependency, or the service itself) shows the first anomaly, the
symptomatic service fails ``lag`` minutes later with its error code, callers (``upstream``) fail with theirs
and share the trace ids of the lines they caused. Times are naive UTC, as the world tables store them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from superbiz.sources.world import to_naive_utc
from superbiz.sources.worldgen.ids import IdMaker
from superbiz.sources.worldgen.spec import IncidentSpec, Vocabulary, WorldSpec

__all__ = ["Effect", "IncidentData", "LogRow", "incident_data", "lines_per_minute"]

#: ts (naive UTC), service, level, trace_id, error_code, message
LogRow = tuple[datetime, str, str, str, str | None, str]


@dataclass(frozen=True)
class Effect:
    """``metric{service, labels}`` takes ``value`` in [start, end) (``end`` None = until the anchor)."""

    metric: str
    service: str
    start: datetime
    end: datetime | None
    value: float
    labels: tuple[tuple[str, str], ...] = ()
    #: grow linearly from the baseline to ``value`` over this many minutes (0 = a step)
    ramp_min: int = 0


@dataclass
class IncidentData:
    spec: IncidentSpec
    start: datetime
    end: datetime | None
    logs: list[LogRow] = field(default_factory=list)
    alerts: list[dict[str, Any]] = field(default_factory=list)
    effects: list[Effect] = field(default_factory=list)


def lines_per_minute(rng: random.Random, start: datetime, end: datetime, rate: float) -> list[datetime]:
    """Timestamps at ``rate`` lines per minute on average (at least one in the first minute when rate > 0)."""
    out: list[datetime] = []
    minute = start
    first = True
    while minute < end:
        whole, frac = int(rate), rate - int(rate)
        n = whole + (1 if rng.random() < frac else 0)
        if first and rate > 0:
            n = max(n, 1)
        stops = sorted(rng.randrange(0, 60_000) for _ in range(n))
        if first and stops:
            stops[0] = min(stops[0], 5_000)  # the first line close to the minute it starts
        out += [t for t in (minute + timedelta(milliseconds=ms) for ms in stops) if t < end]
        minute += timedelta(minutes=1)
        first = False
    return out


class _Ctx:
    def __init__(self, world: WorldSpec, inc: IncidentSpec, rng: random.Random, traces: IdMaker) -> None:
        self.world, self.inc, self.rng, self.traces = world, inc, rng, traces
        self.v: Vocabulary = world.vocab
        self.anchor = to_naive_utc(world.anchor)
        self.start = to_naive_utc(inc.start)
        self.end = to_naive_utc(inc.end) if inc.end else None
        self.data = IncidentData(spec=inc, start=self.start, end=self.end)
        self.origin = inc.origin or inc.service

    @property
    def stop(self) -> datetime:
        return self.end or self.anchor

    def at(self, minutes: float) -> datetime:
        return self.start + timedelta(minutes=minutes)

    def lines(self, service: str, level: str, code: str | None, message: Callable[[], str], *,
              rate: float, lag_min: float = 0.0, until: datetime | None = None) -> list[str]:
        traces = []
        for ts in lines_per_minute(self.rng, self.at(lag_min), until or self.stop, rate):
            trace = self.traces.next()
            self.data.logs.append((ts, service, level, trace, code, message()))
            traces.append(trace)
        return traces

    def alert(self, name: str, service: str, value: float, summary: str, *, delay_min: float,
              severity: str | None = None, settle_min: float = 2.0) -> None:
        starts = self.at(delay_min)
        ends = None if self.end is None else min(self.anchor, self.end + timedelta(minutes=settle_min))
        self.data.alerts.append({
            "alertname": name, "service": service, "severity": severity or self.inc.alert_severity,
            "state": "firing" if ends is None else "resolved", "value": float(value), "summary": summary,
            "starts_at": starts, "ends_at": ends,
        })

    def effect(self, metric: str, service: str, value: float, *, lag_min: float = 0.0, ramp_min: int = 0,
               labels: tuple[tuple[str, str], ...] = ()) -> None:
        self.data.effects.append(Effect(metric, service, self.at(lag_min), self.end, value, labels, ramp_min))

    def upstream(self, reason: str, *, lag_min: float) -> None:
        inc = self.inc
        message = f"call to {inc.service} failed: {reason}"
        for caller in inc.upstream:
            self.lines(caller, "ERROR", inc.upstream_code, lambda: message,
                       rate=max(0.5, inc.error_rate / 2), lag_min=lag_min + 1)
            self.effect(self.v.latency, caller, 1800 + self.rng.randint(0, 400), lag_min=lag_min + 1)


def _cache(c: _Ctx) -> None:
    inc, v, r = c.inc, c.v, c.rng
    c.lines(c.origin, "WARN", inc.warn_code,
            lambda: f"maxmemory reached (used {r.randint(97, 99)}%): evicted {r.randint(3000, 9000)} keys in 60s",
            rate=1.0)
    c.lines(inc.service, "ERROR", inc.error_code,
            lambda: f"cache miss on {c.origin}, fallback read timed out after {r.choice((2500, 2600, 2800))}ms",
            rate=inc.error_rate, lag_min=2)
    c.effect(v.hit_ratio, c.origin, 0.42)
    c.effect(v.evictions, c.origin, 850.0)
    c.effect(v.latency, inc.service, 2450.0, lag_min=2)
    c.effect(v.error_ratio, inc.service, 0.12, lag_min=2)
    c.alert(v.cache_alert, c.origin, 0.42, f"{c.origin} cache hit ratio 42% < 80%", delay_min=1)
    c.alert(v.latency_alert, inc.service, 2450, f"{inc.service} p99 latency 2450ms > 800ms", delay_min=4)
    c.upstream(f"timeout waiting for {inc.service}", lag_min=2)


def _db_messages(c: _Ctx) -> tuple[Callable[[], str], Callable[[], str]]:
    """(origin WARN, symptom ERROR) message makers of a database incident's flavor."""
    r, flavor = c.rng, c.inc.flavor
    if flavor == "slow_query":
        return (lambda: f"slow query {r.uniform(4.0, 9.0):.1f}s: SELECT * FROM ledger_entries WHERE account_id = ? "
                f"ORDER BY created_at (rows examined {r.randint(800_000, 2_000_000)})",
                lambda: f"query timeout after 5000ms on {c.origin}")
    if flavor == "lock_wait":
        return (lambda: f"lock wait timeout exceeded; try restarting transaction (waited {r.randint(48, 52)}s)",
                lambda: f"transaction rolled back: lock wait timeout on {c.origin}")
    return (lambda: f"client connections {r.randint(380, 400)} close to max_connections 400",
            lambda: f"connection pool exhausted: 40/40 in use, waited 3000ms for a connection to {c.origin}")


def _database(c: _Ctx) -> None:
    inc, v = c.inc, c.v
    if inc.flavor == "slow_query":
        c.effect(v.query_latency, c.origin, 4800.0)
        c.effect(v.latency, inc.service, 5200.0, lag_min=2)
        c.alert(v.db_alert, c.origin, 4800, f"{c.origin} query p99 4800ms > 500ms", delay_min=1)
        c.alert(v.latency_alert, inc.service, 5200, f"{inc.service} p99 latency 5200ms > 800ms", delay_min=3)
    elif inc.flavor == "lock_wait":
        c.effect(v.lock_waits, c.origin, 45.0)
        c.effect(v.error_ratio, inc.service, 0.18, lag_min=2)
        c.alert(v.db_alert, c.origin, 45, f"{c.origin} lock waits 45/s > 5/s", delay_min=1)
        c.alert(v.error_alert, inc.service, 0.18, f"{inc.service} error ratio 18% > 2%", delay_min=3)
    else:
        c.effect(v.pool_in_use, inc.service, 40.0, lag_min=2)
        c.effect(v.latency, inc.service, 3100.0, lag_min=2)
        c.alert(v.pool_alert, inc.service, 40, f"{inc.service} connection pool 40/40 in use", delay_min=3)
    warn, error = _db_messages(c)
    c.lines(c.origin, "WARN", inc.warn_code, warn, rate=1.0)
    c.lines(inc.service, "ERROR", inc.error_code, error, rate=inc.error_rate, lag_min=2)
    c.upstream(f"{inc.service} returned 503", lag_min=2)


def _queue(c: _Ctx) -> None:
    inc, v, r = c.inc, c.v, c.rng
    topic = inc.topic or "events"
    minutes = max(1.0, (c.stop - c.start).total_seconds() / 60)
    c.lines(inc.service, "WARN", inc.warn_code,
            lambda: f"consumer lag {r.randint(20_000, 140_000)} messages on topic {topic} partition {r.randint(0, 11)}",
            rate=1.0)
    c.lines(inc.service, "ERROR", inc.error_code,
            lambda: f"processing deadline 30s exceeded for a message of topic {topic}; message re-queued",
            rate=inc.error_rate, lag_min=3)
    c.effect(v.consumer_lag, inc.service, 140_000.0, ramp_min=int(min(minutes, 60)), labels=(("topic", topic),))
    c.alert(v.lag_alert, inc.service, 140_000, f"{inc.service} consumer lag on {topic} above 10000 messages",
            delay_min=5)
    c.upstream(f"{inc.service} did not confirm within 30s", lag_min=3)


def _certificate(c: _Ctx) -> None:
    inc, v = c.inc, c.v
    not_after = c.start.strftime("%Y-%m-%dT%H:%M:%SZ")
    c.lines(inc.service, "ERROR", inc.error_code,
            lambda: f"TLS handshake with {c.origin}:443 failed: x509: certificate has expired (notAfter {not_after})",
            rate=inc.error_rate)
    c.effect(v.tls_failures, inc.service, 9.0 + inc.error_rate)
    c.alert(v.tls_alert, inc.service, 9.0 + inc.error_rate,
            f"{inc.service} TLS handshakes with {c.origin} failing", delay_min=2)
    c.upstream(f"{inc.service} could not reach {c.origin}", lag_min=0)


def _deploy(c: _Ctx) -> None:
    inc, v = c.inc, c.v
    traces = c.traces
    c.data.logs.append((c.start, inc.service, "INFO", traces.next(), None,
                        f"deployment started: rolling out version {inc.version} (from {inc.previous_version})"))
    if inc.rollout_ok and c.end is not None:
        c.data.logs.append((c.end, inc.service, "INFO", traces.next(), None,
                            f"deployment completed: version {inc.version} serving 100% of traffic"))
        return
    c.lines(inc.service, "ERROR", inc.error_code,
            lambda: f"unhandled exception in request handler (version {inc.version}): NullPointerException",
            rate=inc.error_rate, lag_min=1)
    if c.end is not None:
        c.data.logs.append((c.end, inc.service, "INFO", traces.next(), None,
                            f"rollback completed: version {inc.previous_version} serving 100% of traffic"))
    c.effect(v.error_ratio, inc.service, 0.27, lag_min=1)
    c.alert(v.error_alert, inc.service, 0.27, f"{inc.service} error ratio 27% > 2% after deploy {inc.version}",
            delay_min=3, settle_min=4)
    c.upstream(f"{inc.service} returned 500", lag_min=1)


def _blip(c: _Ctx) -> None:
    inc, v, r = c.inc, c.v, c.rng
    c.lines(inc.service, "WARN", inc.warn_code,
            lambda: f"p99 latency {r.randint(1050, 1300)}ms above objective 800ms", rate=1.0)
    c.effect(v.latency, inc.service, 1150.0)
    c.alert(v.latency_alert, inc.service, 1150, f"{inc.service} p99 latency 1150ms > 800ms", delay_min=1,
            severity="warning", settle_min=0)


_KINDS: dict[str, Callable[[_Ctx], None]] = {
    "cache": _cache, "database": _database, "queue": _queue, "certificate": _certificate,
    "deploy": _deploy, "blip": _blip,
}


def incident_data(world: WorldSpec, inc: IncidentSpec, rng: random.Random, traces: IdMaker) -> IncidentData:
    """The rows one incident contributes (order failures are added by the generator)."""
    ctx = _Ctx(world, inc, rng, traces)
    _KINDS[inc.kind](ctx)
    return ctx.data
