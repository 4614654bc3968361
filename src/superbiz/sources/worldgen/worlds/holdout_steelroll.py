"""Held-out world ``steelroll``: a steel mill's production IT in Asia/Novokuznetsk (UTC+07:00, no daylight time;
"now" is 03:15 local on 4 December = 20:15 UTC on 3 December, the night shift; the data begin at 15:15 local on
2 December; production orders ``MO-0098-4471`` (made by the mill order portal millorder-web), customers
``KZ-ABC-123``, trace ids ``srl`` + 14 hex digits).

Incidents: the connection pool of the rolling-mill scheduler rollsched to the mill-orders database mes-orders-db
has been exhausted since 02:50 tonight and is still going (the order portal millorder-web fails production orders
with SCHED_FAILED; chain millorder-web → rollsched → mes-orders-db); the furnace telemetry ingest furnace-tlm
backed up on the furnace-kafka topic ``furnace.zone-temps`` 01:40–02:30 tonight (resolved); yesterday 16:00–16:30
the rail-freight partner kuzrail-api's certificate was expired (rail-consign failed its handshakes; renewed).
The rolling-mill monitor rollmon (a description almost the scheduler's) is healthy, as are mes-hist-pg, qlab,
qlab-pg, coilstock, coilstock-redis and shift-handover.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Novokuznetsk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="steelroll",
    title="Steelroll steel mill production IT",
    seed=70955,
    timezone="Asia/Novokuznetsk",
    anchor=_at(4, 3, 15),
    hours=36,
    ids=IdFormats(order="MO-{num:4}-{num:4}", user="KZ-{alpha:3}-{num:3}", trace="srl{hex:14}"),
    order_service="millorder-web",
    orders_per_hour=40,
    order_statuses=("RELEASED", "RELEASED", "ROLLING", "SHIPPED"),
    vocab=Vocabulary(request_rate="mill_req_ps", latency="mill_p99_ms", error_ratio="mill_err_share",
                     hit_ratio="coil_cache_hit", evictions="coil_cache_evict_ps", query_latency="mesdb_sql_p99_ms",
                     lock_waits="mesdb_lock_waits_ps", pool_in_use="mesdb_conns_used",
                     pool_size="mesdb_conns_cap", consumer_lag="furnace_msgs_behind",
                     tls_days="rail_cert_days_left", tls_failures="rail_tls_errors_ps",
                     cache_alert="CoilCacheHitLow", latency_alert="MillP99High",
                     error_alert="MillErrShareHigh", db_alert="MesDbSlowSql", pool_alert="MesDbConnsExhausted",
                     lag_alert="FurnaceMsgsBehind", tls_alert="RailTlsBroken"),
    services=(
        _S(name="millorder-web", team="订单组 Mill Orders", description_zh="轧钢订单门户 (客户下单)",
           description_en="mill order portal", depends_on=("rollsched", "coilstock", "rail-consign")),
        _S(name="rollsched", team="轧线组 Rolling Line", description_zh="轧机调度",
           description_en="rolling-mill scheduler", depends_on=("mes-orders-db",)),
        _S(name="rollmon", team="轧线组 Rolling Line", description_zh="轧机监控",
           description_en="rolling-mill monitor", depends_on=("mes-hist-pg",)),
        _S(name="mes-orders-db", kind="mysql", team="MES 数据库组 MES DBA", description_zh="MES 订单库 (MySQL)",
           description_en="mill-orders database"),
        _S(name="mes-hist-pg", kind="postgres", team="MES 数据库组 MES DBA", description_zh="轧线历史库 (PostgreSQL)",
           description_en="rolling-line history database"),
        _S(name="furnace-tlm", team="加热炉组 Furnace", description_zh="加热炉遥测接入 (读队列)",
           description_en="furnace telemetry ingest", depends_on=("furnace-kafka",)),
        _S(name="furnace-kafka", kind="kafka", team="加热炉组 Furnace", description_zh="加热炉遥测队列 (Kafka)",
           description_en="furnace telemetry queue"),
        _S(name="qlab", team="质检组 Quality Lab", description_zh="质检实验室 (化验结果)",
           description_en="quality lab results", depends_on=("qlab-pg",)),
        _S(name="qlab-pg", kind="postgres", team="质检组 Quality Lab", description_zh="化验结果库 (PostgreSQL)",
           description_en="lab results database"),
        _S(name="rail-consign", team="发运组 Shipping", description_zh="铁路发运对接",
           description_en="rail freight booking", depends_on=("kuzrail-api",)),
        _S(name="kuzrail-api", kind="external", team="外部 External", description_zh="铁路货运合作方",
           description_en="rail-freight partner"),
        _S(name="coilstock", team="成品库组 Coil Yard", description_zh="钢卷库存",
           description_en="coil inventory", depends_on=("coilstock-redis",)),
        _S(name="coilstock-redis", kind="redis", team="成品库组 Coil Yard", description_zh="钢卷库存缓存 (Redis)",
           description_en="coil inventory cache"),
        _S(name="shift-handover", team="生产管理 Production Office", description_zh="交接班记录",
           description_en="shift handover log"),
    ),
    incidents=(
        IncidentSpec(id="mesdb-pool", kind="database", flavor="pool", service="rollsched", origin="mes-orders-db",
                     start=_at(4, 2, 50), error_rate=3, error_code="RSC-5301", warn_code="MOD-W40",
                     upstream=("millorder-web",), upstream_code="MOW-5030", order_failure_share=0.7,
                     order_status="SCHED_FAILED"),
        IncidentSpec(id="furnace-backlog", kind="queue", service="furnace-tlm", origin="furnace-kafka",
                     start=_at(4, 1, 40), end=_at(4, 2, 30), error_rate=2, error_code="FTL-4408",
                     warn_code="FKQ-W12", topic="furnace.zone-temps"),
        IncidentSpec(id="kuzrail-cert", kind="certificate", service="rail-consign", origin="kuzrail-api",
                     start=_at(3, 16, 0), end=_at(3, 16, 30), error_rate=3, error_code="RFC-4953"),
    ),
)
