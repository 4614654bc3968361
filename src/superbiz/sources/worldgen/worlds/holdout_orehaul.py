"""Held-out world ``orehaul``: haulage operations of an open-pit mine in Asia/Makassar (UTC+08:00, no daylight
time; "now" is 14:50 local on 4 December = 06:50 UTC, mid day shift; fuel tickets ``FT00417-PIT3`` (issued by
fuelslip), haul trucks ``HT-0417`` as users, trace ids ``oh`` + 6 hex + ``-`` + 6 hex).

Incidents: the truck telemetry queue truckbeat-q backs up behind the telemetry ingest reader truckbeat since 14:05
(still growing; the dispatch service pitdispatch fails calls to truckbeat; fuel tickets fail with
``NO_TELEMETRY`` 14:05-14:20); lock waits on the fuel management database fuelbase-pg since 14:20 make the fuel
ticket service fuelslip fail (fuel tickets fail with ``NOT_POSTED`` since 14:20; both ongoing, independent);
"FMS" (fleet management system) names three services: pitdispatch, truckbeat and truckbeat-q; a bad deploy of the
ore-grade lab results service assaylab 5.3.0 this morning at 10:00, rolled back at 10:25 (the ore blending planner
oreblend failed calls to it); a WARN-only latency blip of the shift roster app shiftboard yesterday evening
19:30-19:42.
Healthy: wrenchq (maintenance work orders), wrenchq-db, assaylab-db, shiftboard-db, pitdispatch-redis, geotrak.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Makassar")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="orehaul",
    title="Orehaul open-pit mine haulage",
    seed=93611,
    timezone="Asia/Makassar",
    anchor=_at(4, 14, 50),
    hours=36,
    ids=IdFormats(order="FT{seq:5}-PIT3", user="HT-{num:4}", trace="oh{hex:6}-{hex:6}"),
    order_service="fuelslip",
    orders_per_hour=50,
    order_statuses=("DISPENSED", "DISPENSED", "RECONCILED", "CHARGED_TO_CC"),
    vocab=Vocabulary(request_rate="haul_msgs_ps", latency="haul_p99_ms", error_ratio="haul_fail_frac",
                     hit_ratio="dispatch_cache_hit", evictions="dispatch_cache_evict_ps",
                     query_latency="db_sql_p99_ms", lock_waits="db_lock_waits_ps",
                     pool_in_use="db_conns_used", pool_size="db_conns_cap",
                     consumer_lag="telemetry_backlog_msgs", tls_days="vendor_cert_days",
                     tls_failures="vendor_tls_fail_ps", cache_alert="DispatchCacheCold",
                     latency_alert="HaulP99High", error_alert="HaulFailFracHigh", db_alert="FuelDbLockWaits",
                     pool_alert="FuelConnsFull", lag_alert="TelemetryBacklogRising", tls_alert="VendorTlsBroken"),
    services=(
        _S(name="pitdispatch", team="FMS 车队管理组 Fleet Management", description_zh="FMS 卡车调度",
           description_en="FMS truck dispatch", depends_on=("truckbeat", "pitdispatch-redis", "geotrak")),
        _S(name="pitdispatch-redis", kind="redis", team="FMS 车队管理组 Fleet Management",
           description_zh="调度缓存 (Redis)", description_en="dispatch cache"),
        _S(name="geotrak", kind="external", team="外部 External", description_zh="GPS 差分定位服务商",
           description_en="GPS positioning provider"),
        _S(name="truckbeat", team="FMS 车队管理组 Fleet Management", description_zh="FMS 卡车遥测接入 (读队列写库)",
           description_en="FMS truck telemetry ingest", depends_on=("truckbeat-q",)),
        _S(name="truckbeat-q", kind="kafka", team="FMS 车队管理组 Fleet Management",
           description_zh="FMS 遥测队列 (Kafka)", description_en="FMS telemetry queue"),
        _S(name="fuelslip", team="燃油管理组 Fuel Management", description_zh="加油单服务 (燃油管理)",
           description_en="fuel tickets service", depends_on=("fuelbase-pg", "truckbeat")),
        _S(name="fuelbase-pg", kind="postgres", team="DBA", description_zh="燃油管理数据库 (PostgreSQL)",
           description_en="fuel management database"),
        _S(name="assaylab", team="化验室 Grade Control Lab", description_zh="矿石品位化验结果",
           description_en="ore-grade lab results", depends_on=("assaylab-db",)),
        _S(name="assaylab-db", kind="mysql", team="化验室 Grade Control Lab", description_zh="化验数据库 (MySQL)",
           description_en="lab results database"),
        _S(name="oreblend", team="配矿组 Ore Blending", description_zh="配矿计划服务",
           description_en="ore blending planner", depends_on=("assaylab", "pitdispatch")),
        _S(name="shiftboard", team="排班组 Shift Planning", description_zh="排班 App (司机班次)",
           description_en="shift roster app", depends_on=("shiftboard-db",)),
        _S(name="shiftboard-db", kind="postgres", team="排班组 Shift Planning", description_zh="排班数据库",
           description_en="roster database"),
        _S(name="wrenchq", team="设备维修组 Maintenance", description_zh="维修工单系统",
           description_en="maintenance work orders", depends_on=("wrenchq-db", "truckbeat")),
        _S(name="wrenchq-db", kind="mysql", team="设备维修组 Maintenance", description_zh="工单数据库 (MySQL)",
           description_en="work orders database"),
    ),
    incidents=(
        IncidentSpec(id="fuelbase-lock", kind="database", flavor="lock_wait", service="fuelslip",
                     origin="fuelbase-pg", start=_at(4, 14, 20), error_rate=3, error_code="FSL-5307",
                     warn_code="FBP-W12", order_failure_share=0.45, order_status="NOT_POSTED"),
        IncidentSpec(id="truckbeat-backlog", kind="queue", service="truckbeat", origin="truckbeat-q",
                     start=_at(4, 14, 5), error_rate=2, error_code="TBT-4420", warn_code="TBQ-W03",
                     topic="haul.truck.telemetry", upstream=("pitdispatch",), upstream_code="PDS-5040",
                     order_failure_share=0.6, order_status="NO_TELEMETRY"),
        IncidentSpec(id="assaylab-bad-deploy", kind="deploy", service="assaylab", start=_at(4, 10, 0),
                     end=_at(4, 10, 25), error_rate=4, error_code="ASL-5001", version="5.3.0",
                     previous_version="5.2.7", upstream=("oreblend",), upstream_code="OBL-5021"),
        IncidentSpec(id="shiftboard-blip", kind="blip", service="shiftboard", start=_at(3, 19, 30),
                     end=_at(3, 19, 42), error_rate=0, warn_code="SHB-W07", alert_severity="warning"),
    ),
)
