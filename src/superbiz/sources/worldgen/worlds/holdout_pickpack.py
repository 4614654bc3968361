"""Held-out world ``pickpack``: a warehouse fulfilment platform in America/Denver (UTC-07:00 in November;
shipment ids ``SHP0004817263``, SKU-like user ids ``SKU-88231-B``).

Incidents: an eviction storm on stockhold-redis behind the inventory reservation service stockhold-svc this
afternoon that resolved a few minutes before "now" (intake-hub saw it too, some shipments failed allocation); a
bad deploy of packbench-api this morning (rolled back) and, within the hour, a separate latency blip on it; lock
waits on bin-pg behind picklist-planner yesterday afternoon (resolved); an expired carrier certificate seen by
labeljet-svc last night (renewed); a wave-task backlog on wave-runner (ongoing); connection-pool exhaustion on
parcelwatch-api against track-pg (ongoing, floor-gw sees it).
Healthy: notify-relay, returns-desk.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Denver")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="pickpack",
    title="Pickpack fulfilment",
    seed=73129,
    timezone="America/Denver",
    anchor=_at(18, 14, 40),
    hours=30,
    ids=IdFormats(order="SHP000{num:7}", user="SKU-{num:5}-{alpha:1}", trace="{hex:20}"),
    order_service="intake-hub",
    orders_per_hour=34,
    order_statuses=("RECEIVED", "ALLOCATED", "PICKED", "PACKED", "SHIPPED", "SHIPPED"),
    vocab=Vocabulary(latency="svc_latency_p99_ms", error_ratio="failed_request_ratio", hit_ratio="redis_hit_ratio",
                     consumer_lag="wave_backlog_messages", pool_in_use="jdbc_active_connections",
                     cache_alert="ReservationCacheMissing", latency_alert="SlowFulfilmentCalls",
                     error_alert="FulfilErrorsHigh", db_alert="DbLockContention", pool_alert="JdbcPoolExhausted",
                     lag_alert="WaveBacklogGrowing", tls_alert="CarrierTlsBroken"),
    services=(
        _S(name="floor-gw", team="平台组 Platform", description_zh="仓储接入网关", description_en="fulfilment gateway",
           depends_on=("intake-hub", "packbench-api", "parcelwatch-api", "returns-desk")),
        _S(name="intake-hub", team="订单组 Intake", description_zh="订单接入服务", description_en="order intake",
           depends_on=("intake-mysql", "stockhold-svc")),
        _S(name="intake-mysql", kind="mysql", team="DBA", description_zh="订单库 (MySQL)",
           description_en="order intake database"),
        _S(name="stockhold-svc", team="库存组 Inventory", description_zh="库存预占服务",
           description_en="inventory reservation", depends_on=("stockhold-redis", "bin-pg")),
        _S(name="stockhold-redis", kind="redis", team="库存组 Inventory", description_zh="库存预占缓存 (Redis)",
           description_en="reservation cache"),
        _S(name="bin-pg", kind="postgres", team="DBA", description_zh="库位库存数据库 (PostgreSQL)",
           description_en="bin inventory database"),
        _S(name="picklist-planner", team="拣货组 Picking", description_zh="拣货单规划",
           description_en="pick-list planning", depends_on=("bin-pg", "wave-bus")),
        _S(name="wave-bus", kind="kafka", team="拣货组 Picking", description_zh="波次任务队列 (Kafka)",
           description_en="wave task queue"),
        _S(name="wave-runner", team="拣货组 Picking", description_zh="波次任务执行",
           description_en="wave task worker", depends_on=("wave-bus",)),
        _S(name="packbench-api", team="打包组 Packing", description_zh="打包台接口",
           description_en="packing station API", depends_on=("picklist-planner", "labeljet-svc")),
        _S(name="labeljet-svc", team="物流组 Carrier", description_zh="面单打印服务",
           description_en="carrier label printing", depends_on=("carrier-xlink",)),
        _S(name="carrier-xlink", kind="external", team="外部 External", description_zh="承运商面单接口",
           description_en="carrier label API"),
        _S(name="parcelwatch-api", team="物流组 Carrier", description_zh="运单追踪接口",
           description_en="shipment tracking API", depends_on=("track-pg",)),
        _S(name="track-pg", kind="postgres", team="DBA", description_zh="追踪数据库 (PostgreSQL)",
           description_en="tracking database"),
        _S(name="notify-relay", team="平台组 Platform", description_zh="发货通知推送",
           description_en="shipping notifications", depends_on=("parcelwatch-api",)),
        _S(name="returns-desk", team="售后组 Returns", description_zh="退货处理", description_en="returns handling"),
    ),
    incidents=(
        IncidentSpec(id="stockhold-evictions", kind="cache", service="stockhold-svc", origin="stockhold-redis",
                     start=_at(18, 13, 52), end=_at(18, 14, 33), error_rate=3, error_code="STK-5207",
                     warn_code="RDS-W11", upstream=("intake-hub",), upstream_code="INT-5023",
                     order_failure_share=0.35, order_status="ALLOC_FAILED"),
        IncidentSpec(id="packbench-deploy", kind="deploy", service="packbench-api", start=_at(18, 9, 5),
                     end=_at(18, 9, 38), error_rate=4, error_code="PKB-5001", version="4.12.0",
                     previous_version="4.11.3", upstream=("floor-gw",), upstream_code="GW-5102"),
        IncidentSpec(id="packbench-blip", kind="blip", service="packbench-api", start=_at(18, 10, 2),
                     end=_at(18, 10, 19), error_rate=0, warn_code="PKB-W07", alert_severity="warning"),
        IncidentSpec(id="bin-lock-wait", kind="database", flavor="lock_wait", service="picklist-planner",
                     origin="bin-pg", start=_at(17, 15, 20), end=_at(17, 16, 5), error_rate=3,
                     error_code="PLN-4091", warn_code="PGL-W03"),
        IncidentSpec(id="carrier-cert", kind="certificate", service="labeljet-svc", origin="carrier-xlink",
                     start=_at(17, 22, 0), end=_at(17, 23, 10), error_rate=2, error_code="LBJ-4950"),
        IncidentSpec(id="wave-backlog", kind="queue", service="wave-runner", origin="wave-bus",
                     start=_at(18, 12, 47), error_rate=1.5, error_code="WAV-3302", warn_code="WAV-W18",
                     topic="wave.tasks", alert_severity="warning"),
        IncidentSpec(id="track-pool", kind="database", flavor="pool", service="parcelwatch-api", origin="track-pg",
                     start=_at(18, 14, 9), error_rate=4, error_code="PCW-5130", warn_code="TPG-W05",
                     upstream=("floor-gw",), upstream_code="GW-5031"),
    ),
)
