"""Held-out world ``rotorlab``: drone delivery of medical lab samples between clinics and laboratories in
Asia/Sakhalin (UTC+11:00, no daylight time; "now" is 06:55 local on 6 December = 19:55 UTC on 5 December, so the
UTC date is a day behind the local one most of the morning; flight requests ``RQ-YZ-00417`` (made by the flight
request desk skyslip), clinics ``KLN4417.yz``, trace ids ``rl`` + 10 hex digits + ``t``).

Incidents (local times):
- slow queries on the flight-planning database vectorplan-db yesterday 23:30 until today 00:40 (across local
  midnight; resolved), behind the flight planner vectorplan and reaching the flight request desk skyslip (chain
  skyslip -> vectorplan -> vectorplan-db); flight requests failed as records, status ``FLIGHT_REJECTED``, code
  ``SKS-5031``;
- a clean rollout of the flight request desk skyslip 4.12.0 at 23:22-23:27 (``rollout_ok``; a tempting false cause
  for the midnight failures);
- a bad deploy of the SAME flight planner vectorplan 7.4.0 at 05:00, rolled back at 05:25; flight requests failed
  again with the same status ``FLIGHT_REJECTED`` (code ``SKS-5038``): one service, two causes, two windows;
- a WARN-only latency blip of the battery telemetry cellwatch at 04:00-04:11 (no ERROR lines);
- an expired certificate of the weather-data partner stratoswx since 06:30, still going at "now", logged only by
  its caller the weather feed adapter nimbusfeed (code ``NBF-4950``).
Healthy: the flight request database skyslip-pg, the drone fleet telemetry rotorhive, the telemetry queue
cellstream, the lab intake specimind and its database specimind-db, the landing pad scheduler padkeeper and its
cache padkeeper-redis, the SMS notifier pingwell.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Sakhalin")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="rotorlab",
    title="Rotorlab drone delivery of medical lab samples",
    seed=71163,
    timezone="Asia/Sakhalin",
    anchor=_at(6, 6, 55),
    hours=36,
    ids=IdFormats(order="RQ-YZ-{seq:5}", user="KLN{num:4}.yz", trace="rl{hex:10}t"),
    order_service="skyslip",
    orders_per_hour=30,
    order_statuses=("PLANNED", "AIRBORNE", "DELIVERED", "DELIVERED"),
    vocab=Vocabulary(request_rate="sortie_req_ps", latency="sortie_p99_ms", error_ratio="sortie_err_frac",
                     hit_ratio="padslot_hit_frac", evictions="padslot_evict_ps",
                     query_latency="route_sql_p99_ms", lock_waits="route_lock_waits_ps",
                     pool_in_use="route_conns_busy", pool_size="route_conns_max",
                     consumer_lag="telemetry_frames_behind", tls_days="wx_cert_days_left",
                     tls_failures="wx_tls_fail_ps", cache_alert="PadSlotHitDrop", latency_alert="SortieP99Slow",
                     error_alert="SortieErrFracHigh", db_alert="RouteSqlCrawling", pool_alert="RouteConnsMaxed",
                     lag_alert="TelemetryFramesBehind", tls_alert="WxTlsHandshakeBroken"),
    services=(
        _S(name="skyslip", team="飞行申请组 Flight Requests", description_zh="飞行申请受理 (诊所下单叫无人机)",
           description_en="flight request desk", depends_on=("vectorplan", "skyslip-pg", "padkeeper", "pingwell")),
        _S(name="skyslip-pg", kind="postgres", team="飞行申请组 Flight Requests",
           description_zh="飞行申请数据库 (PostgreSQL)", description_en="flight request database"),
        _S(name="vectorplan", team="航线规划组 Flight Planning", description_zh="航线规划服务",
           description_en="flight planner", depends_on=("vectorplan-db", "nimbusfeed", "rotorhive")),
        _S(name="vectorplan-db", kind="mysql", team="航线规划组 Flight Planning",
           description_zh="航线规划数据库 (MySQL)", description_en="flight planning database"),
        _S(name="nimbusfeed", team="气象组 Weather", description_zh="气象数据接入",
           description_en="weather feed adapter", depends_on=("stratoswx",)),
        _S(name="stratoswx", kind="external", team="外部 External", description_zh="气象数据合作方",
           description_en="weather data partner"),
        _S(name="rotorhive", team="机队组 Fleet", description_zh="机队遥测服务",
           description_en="drone fleet telemetry", depends_on=("cellstream",)),
        _S(name="cellwatch", team="机队组 Fleet", description_zh="电池遥测服务",
           description_en="battery telemetry", depends_on=("cellstream",)),
        _S(name="cellstream", kind="kafka", team="机队组 Fleet", description_zh="遥测消息队列 (Kafka)",
           description_en="telemetry queue"),
        _S(name="specimind", team="化验室收样组 Lab Intake", description_zh="化验室收样",
           description_en="lab sample intake", depends_on=("specimind-db", "pingwell")),
        _S(name="specimind-db", kind="mysql", team="化验室收样组 Lab Intake",
           description_zh="收样数据库 (MySQL)", description_en="lab intake database"),
        _S(name="padkeeper", team="起降坪组 Pads", description_zh="起降坪调度",
           description_en="landing pad scheduler", depends_on=("padkeeper-redis",)),
        _S(name="padkeeper-redis", kind="redis", team="起降坪组 Pads", description_zh="起降坪缓存 (Redis)",
           description_en="landing pad cache"),
        _S(name="pingwell", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notifier"),
    ),
    incidents=(
        IncidentSpec(id="vectorplan-slow-queries", kind="database", flavor="slow_query", service="vectorplan",
                     origin="vectorplan-db", start=_at(5, 23, 30), end=_at(6, 0, 40), error_rate=3,
                     error_code="VPL-5034", warn_code="VPD-W21", upstream=("skyslip",), upstream_code="SKS-5031",
                     order_failure_share=0.4, order_status="FLIGHT_REJECTED"),
        IncidentSpec(id="skyslip-rollout", kind="deploy", service="skyslip", start=_at(5, 23, 22),
                     end=_at(5, 23, 27), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="cellwatch-blip", kind="blip", service="cellwatch", start=_at(6, 4, 0), end=_at(6, 4, 11),
                     error_rate=0, warn_code="CLW-W03", alert_severity="warning"),
        IncidentSpec(id="vectorplan-bad-deploy", kind="deploy", service="vectorplan", start=_at(6, 5, 0),
                     end=_at(6, 5, 25), error_rate=4, error_code="VPL-5102", version="7.4.0",
                     previous_version="7.3.2", upstream=("skyslip",), upstream_code="SKS-5038",
                     order_failure_share=0.45, order_status="FLIGHT_REJECTED"),
        IncidentSpec(id="stratoswx-certificate", kind="certificate", service="nimbusfeed", origin="stratoswx",
                     start=_at(6, 6, 30), error_rate=2, error_code="NBF-4950"),
    ),
)
