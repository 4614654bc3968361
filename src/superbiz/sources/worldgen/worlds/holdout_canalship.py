"""Held-out world ``canalship``: canal transit booking and vessel scheduling (transit slot booking with a slots
database, a vessel registry, a pilot dispatch service on a queue, a tolls payment partner, a lock-telemetry queue,
a schedules cache, a shipping-agent portal) in America/Panama (UTC-5, no daylight time; "now" is 02:15 local on the
night shift = 07:15 UTC; bookings ``PA-TS-26-000417``, vessels ``IMO9400417``, trace ids ``cnl-`` + 10 hex).

Incidents: the pilot-dispatch queue (practico <- practico-q) is backlogged since 01:30 local and still growing while
the consumer errors; the tolls partner cobrapan's certificate expired yesterday 23:30 local and is still expired
across midnight (peaje, caller cupo); the slots database had lock waits yesterday 14:00-14:20 (cupo -> cupo-db,
caller esclusa-gw, slot bookings failed); the schedules cache evicted hard yesterday 09:00-09:40 (itinera ->
itinera-cache, callers esclusa-gw and the agent portal agentemar: three hops below the portal); the vessel registry
buqueref rolled out 3.8.0 cleanly yesterday 11:00 and 3.9.0 badly at 16:10, rolled back 16:40 (caller cupo); a
latency blip of the gateway yesterday 21:40 local.
Healthy: nivelmon (lock telemetry processor) with its queue nivel-bus, avisomar (notices to mariners).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Panama")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="canalship",
    title="Canalship canal transit booking and vessel scheduling",
    seed=50731,
    timezone="America/Panama",
    anchor=_at(3, 2, 15),
    hours=36,
    ids=IdFormats(order="PA-TS-26-{num:6}", user="IMO94{num:5}", trace="cnl-{hex:10}"),
    order_service="cupo",
    orders_per_hour=24,
    order_statuses=("RESERVED", "RESERVED", "TOLL_PAID", "TRANSITED"),
    vocab=Vocabulary(request_rate="calls_per_sec", latency="lat_p99_millis", error_ratio="fail_fraction",
                     hit_ratio="sched_cache_hits", evictions="sched_cache_evictions", query_latency="sql_p99_millis",
                     lock_waits="row_lock_waits", pool_in_use="sql_conns_busy", pool_size="sql_conns_max",
                     consumer_lag="dispatch_backlog_msgs", tls_days="cert_days_to_expiry",
                     tls_failures="tls_failed_handshakes", cache_alert="SchedCacheEvicting",
                     latency_alert="SlowResponses", error_alert="FailFractionHigh", db_alert="SlotsDbContention",
                     pool_alert="SqlConnsExhausted", lag_alert="DispatchBacklogRising", tls_alert="TollsTlsExpired"),
    services=(
        _S(name="agentemar", team="代理门户组 Agent Portal", description_zh="船代门户",
           description_en="shipping-agent portal", depends_on=("esclusa-gw",)),
        _S(name="esclusa-gw", team="平台组 Platform", description_zh="API 网关", description_en="API gateway",
           depends_on=("cupo", "itinera", "buqueref", "practico", "avisomar")),
        _S(name="cupo", team="过闸预订组 Transit Booking", description_zh="过闸时段预订服务",
           description_en="transit slot booking service", depends_on=("cupo-db", "peaje", "buqueref")),
        _S(name="cupo-db", kind="mysql", team="DBA", description_zh="时段数据库 (MySQL)",
           description_en="slots database"),
        _S(name="peaje", team="收费组 Tolls", description_zh="通行费支付接入",
           description_en="tolls payment client", depends_on=("cobrapan",)),
        _S(name="cobrapan", kind="external", team="外部 External", description_zh="外部通行费支付合作方",
           description_en="tolls payment partner"),
        _S(name="buqueref", team="船舶登记组 Vessel Registry", description_zh="船舶登记服务",
           description_en="vessel registry"),
        _S(name="practico", team="引航组 Pilotage", description_zh="引航员调度服务",
           description_en="pilot dispatch service", depends_on=("practico-q",)),
        _S(name="practico-q", kind="kafka", team="引航组 Pilotage", description_zh="引航调度消息队列 (Kafka)",
           description_en="pilot-dispatch queue"),
        _S(name="itinera", team="排期组 Scheduling", description_zh="过闸排期服务",
           description_en="transit schedule service", depends_on=("itinera-cache",)),
        _S(name="itinera-cache", kind="redis", team="排期组 Scheduling", description_zh="排期缓存 (Redis)",
           description_en="schedules cache"),
        _S(name="nivelmon", team="船闸运维组 Lock Ops", description_zh="船闸遥测处理",
           description_en="lock telemetry processor", depends_on=("nivel-bus",)),
        _S(name="nivel-bus", kind="kafka", team="船闸运维组 Lock Ops", description_zh="船闸遥测队列 (Kafka)",
           description_en="lock-telemetry queue"),
        _S(name="avisomar", team="航行通告组 Notices", description_zh="航行通告推送服务",
           description_en="notices to mariners service"),
    ),
    incidents=(
        IncidentSpec(id="practico-backlog", kind="queue", service="practico", origin="practico-q",
                     start=_at(3, 1, 30), error_rate=2, error_code="PRC-4471", warn_code="PRQ-W31",
                     topic="pilot.dispatch.requests"),
        IncidentSpec(id="cobrapan-cert", kind="certificate", service="peaje", origin="cobrapan",
                     start=_at(2, 23, 30), error_rate=2, error_code="PJE-4950", upstream=("cupo",),
                     upstream_code="CUP-5027"),
        IncidentSpec(id="cupo-lock", kind="database", flavor="lock_wait", service="cupo", origin="cupo-db",
                     start=_at(2, 14, 0), end=_at(2, 14, 20), error_rate=4, error_code="CUP-5318",
                     warn_code="CDB-W44", upstream=("esclusa-gw",), upstream_code="EGW-5036",
                     order_failure_share=0.8, order_status="SLOT_FAILED"),
        IncidentSpec(id="itinera-evict", kind="cache", service="itinera", origin="itinera-cache",
                     start=_at(2, 9, 0), end=_at(2, 9, 40), error_rate=3, error_code="ITN-5042",
                     warn_code="ITC-W12", upstream=("esclusa-gw", "agentemar"), upstream_code="EGW-5040"),
        IncidentSpec(id="buqueref-ok", kind="deploy", service="buqueref", start=_at(2, 11, 0), end=_at(2, 11, 7),
                     version="3.8.0", previous_version="3.7.2", rollout_ok=True),
        IncidentSpec(id="buqueref-bad", kind="deploy", service="buqueref", start=_at(2, 16, 10),
                     end=_at(2, 16, 40), error_rate=4, error_code="BQR-5001", upstream=("cupo",),
                     upstream_code="CUP-5029", version="3.9.0", previous_version="3.8.0"),
        IncidentSpec(id="esclusa-blip", kind="blip", service="esclusa-gw", start=_at(2, 21, 40), end=_at(2, 21, 52),
                     error_rate=0, warn_code="EGW-W05", alert_severity="warning"),
    ),
)
