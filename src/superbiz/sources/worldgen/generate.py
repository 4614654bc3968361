"""Write a :class:`WorldSpec` into the world tables of :mod:`superbiz.sources.world` (same schema the tools read).

Deterministic: the spec's seed drives one ``random.Random``; the same spec gives the same rows.
"""

from __future__ import annotations

import json
import random
import time
from datetime import datetime, timedelta
from typing import Any

from pydantic import BaseModel, ConfigDict
from sqlalchemy import Connection, Engine

from superbiz.sources.world import (
    alert_table,
    log_record_table,
    make_world_engine,
    metric_sample_table,
    orders_table,
    service_dependency_table,
    service_table,
    to_naive_utc,
    world_meta_table,
    world_metadata,
)
from superbiz.sources.worldgen.ids import IdMaker
from superbiz.sources.worldgen.incidents import Effect, IncidentData, LogRow, incident_data
from superbiz.sources.worldgen.spec import ServiceSpec, WorldSpec

__all__ = ["GENERATOR_VERSION", "GeneratedStats", "generate_world"]

GENERATOR_VERSION = "worldgen/1"

_NOISE: dict[str, tuple[str, ...]] = {
    "service": ("GET /v1/{r} 200 in {ms}ms", "POST /v1/{r} 201 in {ms}ms", "health check ok ({ms}ms)"),
    "redis": ("background save completed in {ms}ms", "{n} clients connected"),
    "mysql": ("checkpoint completed in {ms}ms", "{n} threads connected"),
    "postgres": ("checkpoint complete: wrote {n} buffers", "autovacuum finished in {ms}ms"),
    "kafka": ("log segment rolled for partition {n}", "ISR check ok, {n} partitions"),
    "elasticsearch": ("cluster health green, {n} shards active", "merge completed in {ms}ms"),
}
_ROUTES = ("items", "accounts", "sessions", "quotes", "status", "lookup")


#: metric, labels, baseline, jitter
_Series = tuple[str, tuple[tuple[str, str], ...], float, float]


class GeneratedStats(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    world: str
    services: int
    dependencies: int
    log_records: int
    metric_samples: int
    alerts: int
    orders: int
    seconds: float


class _Gen:
    def __init__(self, spec: WorldSpec) -> None:
        self.spec = spec
        self.rng = random.Random(spec.seed)
        self.anchor = to_naive_utc(spec.anchor)
        self.begin = self.anchor - timedelta(hours=spec.hours)
        self.traces = IdMaker(spec.ids.trace, self.rng)
        self.incidents: list[IncidentData] = [
            incident_data(spec, inc, self.rng, self.traces) for inc in spec.incidents
        ]

    # -- logs ------------------------------------------------------------------------------------------
    def noise(self) -> list[LogRow]:
        rows: list[LogRow] = []
        span_ms = self.spec.hours * 3600 * 1000
        for node in self.spec.services:
            if node.kind == "external":
                continue
            templates = _NOISE.get(node.kind, _NOISE["service"])
            for _ in range(self.spec.noise_per_hour * self.spec.hours):
                ts = self.begin + timedelta(milliseconds=self.rng.randrange(span_ms))
                text = self.rng.choice(templates).format(
                    r=self.rng.choice(_ROUTES), ms=self.rng.randint(3, 180), n=self.rng.randint(2, 64))
                rows.append((ts, node.name, "INFO", self.traces.next(), None, text))
        return rows

    # -- orders ----------------------------------------------------------------------------------------
    def orders(self) -> tuple[list[dict[str, Any]], list[LogRow]]:
        spec, rng = self.spec, self.rng
        order_ids, user_ids = IdMaker(spec.ids.order, rng), IdMaker(spec.ids.user, rng)
        users = [user_ids.next() for _ in range(max(20, spec.orders_per_hour * 3))]
        span_ms = spec.hours * 3600 * 1000
        stamps = sorted(self.begin + timedelta(milliseconds=rng.randrange(span_ms))
                        for _ in range(spec.orders_per_hour * spec.hours))
        rows, logs = [], []
        for created in stamps:
            oid = order_ids.next(when=created)
            status, code = rng.choice(spec.order_statuses), None
            hit = self._failing_incident(created)
            if hit is not None and rng.random() < hit.spec.order_failure_share:
                status, code = str(hit.spec.order_status), hit.spec.error_code
                if spec.order_service in hit.spec.upstream and hit.spec.upstream_code:
                    code = hit.spec.upstream_code
                logs.append((created, spec.order_service, "ERROR", self.traces.next(), code,
                             f"order {oid} failed: {status} (call to {hit.spec.service} failed)"))
            rows.append({
                "order_id": oid, "user_id": rng.choice(users), "status": status,
                "amount": round(min(9000.0, rng.lognormvariate(4.2, 0.9)), 2), "created_at": created,
                "updated_at": min(self.anchor, created + timedelta(seconds=rng.randint(1, 600))),
                "notify_status": "SENT" if code is None else "FAILED", "error_code": code,
            })
        return rows, logs

    def _failing_incident(self, ts: datetime) -> IncidentData | None:
        for inc in self.incidents:
            if inc.spec.order_failure_share and inc.start <= ts < (inc.end or self.anchor):
                return inc
        return None

    # -- metrics ---------------------------------------------------------------------------------------
    def _series(self, node: ServiceSpec) -> list[_Series]:
        """(metric, labels, baseline, jitter) of one node."""
        v, deps = self.spec.vocab, [self.spec.node(d) for d in node.depends_on]
        if node.kind == "redis":
            return [(v.hit_ratio, (), 0.965, 0.01), (v.evictions, (), 1.0, 1.0)]
        if node.kind in ("mysql", "postgres"):
            return [(v.query_latency, (), 28.0, 8.0), (v.lock_waits, (), 0.4, 0.4)]
        if node.kind in ("kafka", "elasticsearch", "external"):
            return []
        out: list[_Series] = [(v.request_rate, (), 40.0, 12.0), (v.latency, (), 180.0, 40.0),
                              (v.error_ratio, (), 0.002, 0.0015)]
        if any(d.kind in ("mysql", "postgres") for d in deps):
            out += [(v.pool_in_use, (), 9.0, 4.0), (v.pool_size, (), 40.0, 0.0)]
        out += [(v.consumer_lag, (("topic", t),), 120.0, 80.0) for t in self._topics(node)]
        out += [(v.tls_failures, (), 0.0, 0.0)] if any(d.kind == "external" for d in deps) else []
        return out

    def _topics(self, node: ServiceSpec) -> list[str]:
        topics = {i.topic or "events" for i in self.spec.incidents if i.kind == "queue" and i.service == node.name}
        return sorted(topics)

    def _cert_expiry(self, service: str, peer: str) -> tuple[datetime, datetime | None]:
        """The peer certificate's notAfter, and when a renewed one (valid 90 days) replaced it (None: never)."""
        for inc in self.incidents:
            if inc.spec.kind == "certificate" and inc.spec.service == service and inc.spec.origin == peer:
                return inc.start, inc.end
        return self.anchor + timedelta(days=40 + self.rng.randint(0, 200)), None

    def _apply(self, effects: list[Effect], ts: datetime, base: float) -> float:
        for eff in effects:
            if eff.start <= ts < (eff.end or self.anchor + timedelta(seconds=1)):
                if eff.ramp_min:
                    share = min(1.0, (ts - eff.start).total_seconds() / 60 / eff.ramp_min)
                    return base + (eff.value - base) * max(share, 0.05)
                return eff.value * self.rng.uniform(0.97, 1.03)
        return base

    def metrics(self) -> list[dict[str, Any]]:
        effects: dict[tuple[str, str, tuple[tuple[str, str], ...]], list[Effect]] = {}
        for inc in self.incidents:
            for eff in inc.effects:
                effects.setdefault((eff.metric, eff.service, eff.labels), []).append(eff)
        steps = self.spec.hours * 3600 // self.spec.metric_step_s + 1
        stamps = [self.begin + timedelta(seconds=i * self.spec.metric_step_s) for i in range(steps)]
        rows: list[dict[str, Any]] = []
        for node in self.spec.services:
            series = self._series(node)
            for metric, labels, base, jitter in series:
                key = (metric, node.name, labels)
                for ts in stamps:
                    value = max(0.0, base + self.rng.uniform(-jitter, jitter))
                    rows.append(self._sample(metric, node.name, labels, ts,
                                             self._apply(effects.get(key, []), ts, value)))
            for peer in (d for d in node.depends_on if self.spec.node(d).kind == "external"):
                (expiry, renewed), labels = self._cert_expiry(node.name, peer), (("peer", peer),)
                for ts in stamps:
                    not_after = renewed + timedelta(days=90) if renewed is not None and ts >= renewed else expiry
                    rows.append(self._sample(self.spec.vocab.tls_days, node.name, labels, ts,
                                             (not_after - ts).total_seconds() / 86400))
        return rows

    @staticmethod
    def _sample(metric: str, service: str, labels: tuple[tuple[str, str], ...], ts: datetime,
                value: float) -> dict[str, Any]:
        return {"metric": metric, "service": service, "labels": json.dumps(dict(labels), sort_keys=True),
                "ts": ts, "value": round(value, 4)}

    # -- write -----------------------------------------------------------------------------------------
    def write(self, conn: Connection) -> dict[str, int]:
        spec = self.spec
        conn.execute(service_table.insert(), [
            {"name": s.name, "team": s.team, "description": s.description} for s in spec.services])
        deps = [{"service": s.name, "depends_on": d, "kind": spec.node(d).kind}
                for s in spec.services for d in s.depends_on]
        if deps:
            conn.execute(service_dependency_table.insert(), deps)
        conn.execute(world_meta_table.insert(), [
            {"key": "anchor_time", "value": self.anchor.isoformat() + "+00:00"},
            {"key": "timezone", "value": spec.timezone},
            {"key": "world_name", "value": spec.name},
            {"key": "seed", "value": str(spec.seed)},
            {"key": "generator_version", "value": GENERATOR_VERSION},
        ])
        alerts = [a for inc in self.incidents for a in inc.alerts]
        conn.execute(alert_table.insert(), sorted(alerts, key=lambda a: (a["starts_at"], a["alertname"])))
        orders, order_logs = self.orders()
        logs = [row for inc in self.incidents for row in inc.logs] + order_logs + self.noise()
        logs = [r for r in logs if self.begin <= r[0] <= self.anchor]
        logs.sort(key=lambda r: (r[0], r[1], r[5]))
        cols = ("ts", "service", "level", "trace_id", "error_code", "message")
        conn.execute(log_record_table.insert(), [dict(zip(cols, r, strict=True)) for r in logs])
        samples = self.metrics()
        conn.execute(metric_sample_table.insert(), samples)
        conn.execute(orders_table.insert(), orders)
        return {"services": len(spec.services), "dependencies": len(deps), "log_records": len(logs),
                "metric_samples": len(samples), "alerts": len(alerts), "orders": len(orders)}


def generate_world(spec: WorldSpec, url_or_engine: str | Engine) -> GeneratedStats:
    """(Re)create the world tables at ``url_or_engine`` and fill them from ``spec``."""
    engine = make_world_engine(url_or_engine, create=True) if isinstance(url_or_engine, str) else url_or_engine
    began = time.perf_counter()
    world_metadata.drop_all(engine)
    world_metadata.create_all(engine)
    with engine.begin() as conn:
        counts = _Gen(spec).write(conn)
    if engine.dialect.name == "sqlite":
        with engine.connect() as conn:
            conn.exec_driver_sql("ANALYZE")
    if isinstance(url_or_engine, str):
        engine.dispose()
    return GeneratedStats(world=spec.name, **counts, seconds=round(time.perf_counter() - began, 3))
