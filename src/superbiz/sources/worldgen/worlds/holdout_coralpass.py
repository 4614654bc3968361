"""Held-out world ``coralpass``: dive trips and reef permits in Asia/Jayapura (UTC+09:00, no daylight time; "now"
is 17:45 local on 4 December = 08:45 UTC; trip bookings ``CP.2612.0087`` (made by the trip booking service
tripdesk), divers ``DVR-KQ4172``, trace ids ``cpx`` + 14 hex digits).

Incidents: the boat-manifest database boatroll-db had its connection pool exhausted under the boat-manifest service
boatroll 16:30-17:10 (resolved); tripdesk failed trip bookings with it (status ``MANIFEST_UNAVAILABLE``; chain
tripdesk -> boatroll -> boatroll-db); an eviction storm on the gear cache gearhire-redis since 17:20 makes the gear
rental gearhire time out, reaching the diver app finapp (chain finapp -> gearhire -> gearhire-redis; ongoing); a
CLEAN rollout of the dive-log app logbookr 4.8.0 at 16:20-16:27 (``rollout_ok``; a tempting false cause); the
reef-permit partner reefgov's certificate was expired this morning 06:00-06:50 (the reef-permit service reefpass
failed its handshakes, tripdesk saw errors; renewed).
Healthy: paydive (payments), skipperpush (skipper notifications), swellcast (sea conditions), tripstream (Kafka),
logbookr-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Jayapura")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="coralpass",
    title="Coralpass dive trips and reef permits",
    seed=61204,
    timezone="Asia/Jayapura",
    anchor=_at(4, 17, 45),
    hours=36,
    ids=IdFormats(order="CP.2612.{seq:4}", user="DVR-{alpha:2}{num:4}", trace="cpx{hex:14}"),
    order_service="tripdesk",
    orders_per_hour=40,
    order_statuses=("BOOKED", "BOOKED", "BOARDED", "DIVED"),
    vocab=Vocabulary(request_rate="dive_req_ps", latency="dive_p99_ms", error_ratio="dive_err_frac",
                     hit_ratio="gear_cache_hit_frac", evictions="gear_cache_evicted_ps",
                     query_latency="manifest_sql_p99_ms", lock_waits="manifest_lock_waits_ps",
                     pool_in_use="manifest_conns_busy", pool_size="manifest_conns_max",
                     consumer_lag="trip_events_unread", tls_days="permit_cert_days_left",
                     tls_failures="permit_tls_fail_ps", cache_alert="GearCacheHitLow", latency_alert="DiveP99Slow",
                     error_alert="DiveErrFracHigh", db_alert="ManifestSqlSlow", pool_alert="ManifestConnsExhausted",
                     lag_alert="TripEventsPiling", tls_alert="PermitTlsFailing"),
    services=(
        _S(name="finapp", team="潜水员App组 Diver App", description_zh="潜水员App (手机端)",
           description_en="diver app", depends_on=("tripdesk", "gearhire", "logbookr", "swellcast")),
        _S(name="tripdesk", team="行程预订组 Trip Bookings", description_zh="潜水行程预订",
           description_en="dive trip booking service", depends_on=("boatroll", "reefpass", "paydive", "tripstream")),
        _S(name="boatroll", team="船务组 Boat Ops", description_zh="船只名单服务 (登船名单)",
           description_en="boat-manifest service", depends_on=("boatroll-db",)),
        _S(name="boatroll-db", kind="mysql", team="船务组 Boat Ops", description_zh="船只名单数据库 (MySQL)",
           description_en="manifest database"),
        _S(name="gearhire", team="装备组 Gear", description_zh="装备租赁服务",
           description_en="gear rental service", depends_on=("gearhire-redis",)),
        _S(name="gearhire-redis", kind="redis", team="装备组 Gear", description_zh="装备缓存 (Redis)",
           description_en="gear cache"),
        _S(name="reefpass", team="许可证组 Permits", description_zh="珊瑚礁许可证服务",
           description_en="reef permit service", depends_on=("reefgov",)),
        _S(name="reefgov", kind="external", team="外部 External", description_zh="珊瑚礁许可证合作方 (海洋公园管理局)",
           description_en="reef-permit partner"),
        _S(name="logbookr", team="潜水日志组 Dive Log", description_zh="潜水日志App",
           description_en="dive-log app", depends_on=("logbookr-pg",)),
        _S(name="logbookr-pg", kind="postgres", team="潜水日志组 Dive Log",
           description_zh="潜水日志数据库 (PostgreSQL)",
           description_en="dive-log database"),
        _S(name="paydive", team="支付组 Payments", description_zh="支付服务",
           description_en="payments service"),
        _S(name="tripstream", kind="kafka", team="行程预订组 Trip Bookings", description_zh="行程事件队列 (Kafka)",
           description_en="trip events queue"),
        _S(name="skipperpush", team="船长通知组 Skipper Comms", description_zh="船长通知服务 (读行程事件)",
           description_en="skipper notifications", depends_on=("tripstream",)),
        _S(name="swellcast", team="海况组 Sea Conditions", description_zh="海况预报服务",
           description_en="sea conditions forecast"),
    ),
    incidents=(
        IncidentSpec(id="boatroll-pool", kind="database", flavor="pool", service="boatroll", origin="boatroll-db",
                     start=_at(4, 16, 30), end=_at(4, 17, 10), error_rate=3, error_code="BRL-5307",
                     warn_code="BRD-W14", upstream=("tripdesk",), upstream_code="TDK-5033",
                     order_failure_share=0.5, order_status="MANIFEST_UNAVAILABLE"),
        IncidentSpec(id="gearhire-evictions", kind="cache", service="gearhire", origin="gearhire-redis",
                     start=_at(4, 17, 20), error_rate=3, error_code="GHR-5048", warn_code="GHC-W03",
                     upstream=("finapp",), upstream_code="FIN-5042"),
        IncidentSpec(id="logbookr-rollout", kind="deploy", service="logbookr", start=_at(4, 16, 20),
                     end=_at(4, 16, 27), version="4.8.0", previous_version="4.7.3", rollout_ok=True),
        IncidentSpec(id="reefgov-cert", kind="certificate", service="reefpass", origin="reefgov",
                     start=_at(4, 6, 0), end=_at(4, 6, 50), error_rate=3, error_code="RFP-4951",
                     upstream=("tripdesk",), upstream_code="TDK-4952"),
    ),
)
