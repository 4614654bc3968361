"""Held-out world ``skyport``: drone delivery for pharmacies in Lagos (flight planning, drone telemetry ingestion,
pharmacy orders, a weather feed partner, a no-fly-zone map service with its cache, a battery-swap station scheduler,
customer SMS notifications and an ops console for dispatchers) in Africa/Lagos (UTC+01:00 all year, no daylight
time; "now" is 05:52 local, 04:52 UTC, before dawn, so the local "today" began at 23:00 UTC of the previous UTC date
and the night's first hour carries yesterday's UTC date; orders ``LOS-RX-0417-26``, drones (the orders' users)
``DRN-0731-B``, trace ids ``skp-`` and 14 hex digits).

Incidents: the flight planner flightloom exhausted its PostgreSQL connection pool (flightloom-pg) twice, yesterday
at 23:30 for about 20 minutes (resolved) and again since 04:45 today (still going on), each time failing the
pharmacy orders medidrop (some orders end PLAN_TIMEOUT) and the ops console ctrltower; yesterday evening an eviction
storm on veilcache failed the no-fly-zone map geoveil and, through it, the flight planner and the ops console (a
three-hop chain: ctrltower → flightloom → geoveil → veilcache; resolved); a bad deploy of geoveil at 02:00 rolled
back at 02:25 (flightloom failed with it); a telemetry ingestion backlog on rotorlog from 01:10 to 03:40 (resolved);
a WARN-only latency blip of the weather gateway harmatt shortly after midnight; a clean rollout of the SMS service
chirpline at 04:00 (a tempting false cause of the 04:45 pool trouble).
Healthy: cellrota (battery-swap scheduler) and its cellrota-db, chirpline (its rollout went fine), medidrop-db;
rotorlog, geoveil and harmatt since their recoveries; rotorbus, windsage emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Lagos")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="skyport",
    title="Skyport pharmacy drone delivery",
    seed=70941,
    timezone="Africa/Lagos",
    anchor=_at(9, 5, 52),
    hours=36,
    ids=IdFormats(order="LOS-RX-{num:4}-{num:2}", user="DRN-{num:4}-{alpha:1}", trace="skp-{hex:14}"),
    order_service="medidrop",
    orders_per_hour=16,
    order_statuses=("DELIVERED", "DELIVERED", "DELIVERED", "IN_FLIGHT", "DISPATCHED", "AWAITING_PICKUP"),
    vocab=Vocabulary(request_rate="req_per_s", latency="lat_p99_ms", error_ratio="fail_share",
                     hit_ratio="cache_hit_share", evictions="evict_keys_per_s", query_latency="pg_stmt_p99_ms",
                     lock_waits="row_lock_waits_per_s", pool_in_use="pg_conns_busy", pool_size="pg_conns_max",
                     consumer_lag="ingest_backlog_msgs", tls_days="peer_cert_days_left",
                     tls_failures="tls_fail_per_s", cache_alert="NoFlyCacheHitsLow", latency_alert="P99OverBudget",
                     error_alert="FailShareHigh", db_alert="PlanDbSlow", pool_alert="PlanDbConnsExhausted",
                     lag_alert="TelemetryBacklogHigh", tls_alert="PeerTlsBroken"),
    services=(
        _S(name="ctrltower", team="运控组 Dispatch", description_zh="运营控制台 (调度员用)",
           description_en="ops console for dispatchers", depends_on=("flightloom", "rotorlog", "cellrota")),
        _S(name="medidrop", team="订单组 Pharmacy Orders", description_zh="药房订单服务",
           description_en="pharmacy orders", depends_on=("flightloom", "medidrop-db", "chirpline")),
        _S(name="medidrop-db", kind="mysql", team="DBA", description_zh="药房订单数据库 (MySQL)",
           description_en="pharmacy orders database"),
        _S(name="flightloom", team="航线组 Flight Planning", description_zh="航线规划服务",
           description_en="flight planning", depends_on=("flightloom-pg", "geoveil", "harmatt")),
        _S(name="flightloom-pg", kind="postgres", team="DBA", description_zh="航线规划数据库 (PostgreSQL)",
           description_en="flight planning database"),
        _S(name="geoveil", team="空域组 Airspace", description_zh="禁飞区地图服务",
           description_en="no-fly-zone map", depends_on=("veilcache",)),
        _S(name="veilcache", kind="redis", team="空域组 Airspace", description_zh="禁飞区地图缓存 (Redis)",
           description_en="no-fly-zone map cache"),
        _S(name="harmatt", team="气象组 Weather", description_zh="天气数据网关",
           description_en="weather feed gateway", depends_on=("windsage",)),
        _S(name="windsage", kind="external", team="外部 External", description_zh="天气数据合作方",
           description_en="weather data partner"),
        _S(name="rotorlog", team="机队组 Fleet", description_zh="无人机遥测接入服务",
           description_en="drone telemetry ingestion", depends_on=("rotorbus",)),
        _S(name="rotorbus", kind="kafka", team="平台组 Platform", description_zh="无人机事件总线 (Kafka)",
           description_en="drone event bus"),
        _S(name="cellrota", team="换电组 Battery Ops", description_zh="换电站排班调度",
           description_en="battery-swap station scheduler", depends_on=("cellrota-db",)),
        _S(name="cellrota-db", kind="mysql", team="换电组 Battery Ops", description_zh="换电排班数据库 (MySQL)",
           description_en="battery-swap schedule database"),
        _S(name="chirpline", team="通知组 Notify", description_zh="客户短信通知",
           description_en="customer SMS notifications", depends_on=("rotorbus",)),
    ),
    incidents=(
        IncidentSpec(id="plan-pool-now", kind="database", flavor="pool", service="flightloom",
                     origin="flightloom-pg", start=_at(9, 4, 45), error_rate=3, error_code="FLP-5503",
                     warn_code="FPG-W40", upstream=("medidrop", "ctrltower"), upstream_code="UPS-5031",
                     order_failure_share=0.5, order_status="PLAN_TIMEOUT"),
        IncidentSpec(id="plan-pool-yesterday", kind="database", flavor="pool", service="flightloom",
                     origin="flightloom-pg", start=_at(8, 23, 30), end=_at(8, 23, 50), error_rate=3,
                     error_code="FLP-5503", warn_code="FPG-W40", upstream=("medidrop", "ctrltower"),
                     upstream_code="UPS-5031", order_failure_share=0.5, order_status="PLAN_TIMEOUT"),
        IncidentSpec(id="veil-evictions", kind="cache", service="geoveil", origin="veilcache", start=_at(8, 21, 10),
                     end=_at(8, 21, 52), error_rate=3, error_code="GVL-5042", warn_code="VLC-W07",
                     upstream=("flightloom", "ctrltower"), upstream_code="UPS-5044"),
        IncidentSpec(id="geoveil-deploy", kind="deploy", service="geoveil", start=_at(9, 2, 0), end=_at(9, 2, 25),
                     error_rate=4, error_code="GVL-5000", version="3.8.0", previous_version="3.7.2",
                     upstream=("flightloom",), upstream_code="FLT-5002"),
        IncidentSpec(id="telemetry-backlog", kind="queue", service="rotorlog", origin="rotorbus",
                     start=_at(9, 1, 10), end=_at(9, 3, 40), error_rate=2, error_code="RTL-4408",
                     warn_code="RTL-W31", topic="drone.telemetry.raw"),
        IncidentSpec(id="harmatt-blip", kind="blip", service="harmatt", start=_at(9, 0, 35), end=_at(9, 0, 49),
                     error_rate=0, warn_code="HMT-W02", alert_severity="warning"),
        IncidentSpec(id="chirpline-rollout", kind="deploy", service="chirpline", start=_at(9, 4, 0),
                     end=_at(9, 4, 7), version="2.14.0", previous_version="2.13.5", rollout_ok=True),
    ),
)
