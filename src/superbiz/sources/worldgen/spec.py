"""The declarative description of a generated world: :class:`WorldSpec`.

A spec names services (with Chinese and English descriptions and teams), the dependency graph, the id formats
of orders / users / trace ids, the time zone and "now" (the anchor), and the incidents. The generator
(:mod:`superbiz.sources.worldgen.generate`) turns it into rows of the world tables; the same spec and seed give
the same rows.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal
from zoneinfo import ZoneInfo

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

__all__ = [
    "DatabaseFlavor",
    "IdFormats",
    "IncidentKind",
    "IncidentSpec",
    "NodeKind",
    "ServiceSpec",
    "Vocabulary",
    "WorldSpec",
]

NodeKind = Literal["service", "redis", "mysql", "postgres", "kafka", "elasticsearch", "external"]
IncidentKind = Literal["cache", "database", "queue", "certificate", "deploy", "blip"]
DatabaseFlavor = Literal["slow_query", "lock_wait", "pool"]


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ServiceSpec(_Strict):
    """One node of the topology: an application service or a piece of infrastructure (its ``kind``)."""

    #: letters and digits in words joined by one ``-``, ``.`` or ``_`` (``loans-api``, ``loans.api``, ``inv_gw2``);
    #: upper case too (``PayApi``) so that world variants (:mod:`superbiz.evals.world_variants`) can test the engine
    name: str = Field(pattern=r"^[A-Za-z][A-Za-z0-9]*(?:[._-][A-Za-z0-9]+)*$")
    kind: NodeKind = "service"
    team: str
    description_zh: str
    description_en: str
    depends_on: tuple[str, ...] = ()

    @property
    def description(self) -> str:
        return f"{self.description_zh} / {self.description_en}"


class IdFormats(_Strict):
    """Id templates: ``{seq:N}`` zero-padded sequence, ``{num:N}`` random digits, ``{alnum:N}`` upper-case
    letters and digits, ``{alpha:N}`` upper-case letters, ``{hex:N}`` lower-case hex, ``{uuid}`` a (seeded)
    UUID4, ``{date}`` the creation day."""

    order: str
    user: str
    trace: str


class Vocabulary(_Strict):
    """Metric and alert names of a world (worlds may speak differently; the engine must not learn either)."""

    request_rate: str = "request_rate_per_s"
    latency: str = "latency_p99_ms"
    error_ratio: str = "error_ratio"
    hit_ratio: str = "cache_hit_ratio"
    evictions: str = "evicted_keys_per_s"
    query_latency: str = "query_p99_ms"
    lock_waits: str = "lock_waits_per_s"
    pool_in_use: str = "db_pool_in_use"
    pool_size: str = "db_pool_size"
    consumer_lag: str = "consumer_lag_messages"
    tls_days: str = "tls_cert_days_remaining"
    tls_failures: str = "tls_handshake_failures_per_s"
    cache_alert: str = "CacheHitRatioLow"
    latency_alert: str = "LatencyP99Breach"
    error_alert: str = "ErrorBudgetBurn"
    db_alert: str = "SlowQueriesDetected"
    pool_alert: str = "ConnectionPoolSaturated"
    lag_alert: str = "ConsumerLagGrowing"
    tls_alert: str = "TLSHandshakeFailing"


class IncidentSpec(_Strict):
    """One incident: the symptomatic ``service``, the ``origin`` (itself or one of its dependencies), times.

    ``start``/``end`` are aware datetimes; ``end`` None = still going on at the anchor. Kind-specific fields:
    ``flavor`` (database), ``topic`` (queue), ``version``/``previous_version`` (deploy); a deploy whose
    rollout went fine is ``rollout_ok``.
    """

    id: str = Field(pattern=r"^[a-z0-9-]+$")
    kind: IncidentKind
    service: str
    origin: str | None = None
    start: datetime
    end: datetime | None = None
    #: ERROR lines per minute on the symptomatic service while the incident lasts (0 for WARN-only blips)
    error_rate: float = Field(default=3.0, ge=0)
    error_code: str | None = None
    warn_code: str | None = None
    #: callers that see the failure too (their own ERROR lines, code ``upstream_code``)
    upstream: tuple[str, ...] = ()
    upstream_code: str | None = None
    flavor: DatabaseFlavor = "slow_query"
    topic: str | None = None
    version: str | None = None
    previous_version: str | None = None
    #: share of orders created during the incident that fail with ``order_status`` and ``error_code``
    order_failure_share: float = Field(default=0.0, ge=0, le=1)
    order_status: str | None = None
    alert_severity: Literal["critical", "warning"] = "critical"
    #: deploy only: the rollout went fine (a "deployment completed" line at ``end``; no errors, alerts or effects)
    rollout_ok: bool = False

    @field_validator("start", "end")
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        if value is not None and value.tzinfo is None:
            raise ValueError("incident times must carry a time zone offset")
        return value

    @model_validator(mode="after")
    def _check(self) -> IncidentSpec:
        if self.end is not None and self.end <= self.start:
            raise ValueError(f"incident {self.id}: end must be after start")
        if self.order_failure_share and not (self.order_status and self.error_code):
            raise ValueError(f"incident {self.id}: failing orders need order_status and error_code")
        if self.kind == "deploy" and not (self.version and self.previous_version):
            raise ValueError(f"incident {self.id}: a deploy needs version and previous_version")
        if self.rollout_ok and (self.kind != "deploy" or self.end is None):
            raise ValueError(f"incident {self.id}: rollout_ok is for a deploy that ended")
        return self


class WorldSpec(_Strict):
    """A whole world. ``anchor`` is the world's "now"; the data spans ``hours`` before it."""

    name: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    title: str
    seed: int
    timezone: str
    anchor: datetime
    hours: int = Field(default=36, ge=2, le=96)
    metric_step_s: int = Field(default=300, ge=30)
    services: tuple[ServiceSpec, ...]
    ids: IdFormats
    #: the service that owns the orders table (its logs mention order ids)
    order_service: str
    orders_per_hour: int = Field(default=40, ge=1)
    order_statuses: tuple[str, ...] = ("PAID", "SHIPPED", "COMPLETED")
    noise_per_hour: int = Field(default=4, ge=0)
    vocab: Vocabulary = Vocabulary()
    incidents: tuple[IncidentSpec, ...]

    @field_validator("timezone")
    @classmethod
    def _zone(cls, value: str) -> str:
        ZoneInfo(value)  # raises for an unknown zone
        return value

    @model_validator(mode="after")
    def _check(self) -> WorldSpec:
        names = [s.name for s in self.services]
        if len(set(names)) != len(names):
            raise ValueError(f"world {self.name}: duplicate service names")
        known = set(names)
        for svc in self.services:
            missing = set(svc.depends_on) - known
            if missing:
                raise ValueError(f"world {self.name}: {svc.name} depends on unknown {sorted(missing)}")
        if self.order_service not in known:
            raise ValueError(f"world {self.name}: unknown order_service {self.order_service}")
        if self.anchor.tzinfo is None:
            raise ValueError(f"world {self.name}: anchor must carry a time zone offset")
        for inc in self.incidents:
            for name in (inc.service, inc.origin, *inc.upstream):
                if name is not None and name not in known:
                    raise ValueError(f"world {self.name}: incident {inc.id} names unknown service {name}")
            if inc.start > self.anchor or (inc.end is not None and inc.end > self.anchor):
                raise ValueError(f"world {self.name}: incident {inc.id} is after the anchor")
        return self

    @property
    def zone(self) -> ZoneInfo:
        return ZoneInfo(self.timezone)

    def node(self, name: str) -> ServiceSpec:
        return next(s for s in self.services if s.name == name)
