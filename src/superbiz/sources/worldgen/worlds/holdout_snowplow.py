"""Held-out world ``snowplow``: municipal winter road maintenance in America/Winnipeg (UTC-06:00 in December, CST;
"now" is 07:45 local on 4 December = 13:45 UTC, the storm morning rush; the data begin at 19:45 local on 2 December;
dispatch assignments ``SNW-A00417`` (made by the assignment service assignr), plow operators ``OP41793-MB``,
trace ids ``trc_`` + 14 hex digits).

Incidents: an eviction storm on the route-optimizer cache routecalc-redis since 06:55 behind the route optimizer
routecalc, reaching the assignment service assignr, whose dispatch assignments fail (status ``ASSIGN_FAILED``)
(chain plowdesk → assignr → routecalc → routecalc-redis; ongoing); a bad deploy of the citizen 311 reports app
snowcall 4.12.0 at 05:30, rolled back at 05:50; a clean redeploy of snowcall 4.12.1 at 06:30–06:36
(``rollout_ok``); yesterday evening 22:00–23:15 the GPS ingest queue plowtrail-q backed up behind the GPS ingest
reader gpsfeed (resolved); the contractor-payments partner nordvault's certificate expired, contractor payments
plowpay failing its handshakes since 07:20 (ongoing).
Healthy: saltbin (salt depot inventory), saltbin-db, assignr-pg, snowcall-db, plowdesk (no own errors).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Winnipeg")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="snowplow",
    title="Snowplow municipal winter road maintenance",
    seed=61204,
    timezone="America/Winnipeg",
    anchor=_at(4, 7, 45),
    hours=36,
    ids=IdFormats(order="SNW-A{seq:5}", user="OP{num:5}-MB", trace="trc_{hex:14}"),
    order_service="assignr",
    orders_per_hour=45,
    order_statuses=("ASSIGNED", "ASSIGNED", "EN_ROUTE", "CLEARED"),
    vocab=Vocabulary(request_rate="dispatch_req_ps", latency="route_p99_ms", error_ratio="dispatch_err_share",
                     hit_ratio="route_cache_hit_share", evictions="route_cache_evicted_ps",
                     query_latency="assign_sql_p99_ms", lock_waits="assign_lock_waits_ps",
                     pool_in_use="assign_conns_used", pool_size="assign_conns_cap",
                     consumer_lag="gps_pings_unread", tls_days="payee_cert_days_left",
                     tls_failures="payee_tls_fail_ps", cache_alert="RouteCacheHitLow",
                     latency_alert="RouteP99Slow", error_alert="DispatchErrShareHigh", db_alert="AssignSqlSlow",
                     pool_alert="AssignConnsFull", lag_alert="GpsPingsBacklog", tls_alert="PayeeTlsBroken"),
    services=(
        _S(name="plowdesk", team="调度中心 Dispatch Centre", description_zh="除雪调度台 (调度员控制台)",
           description_en="dispatch console", depends_on=("assignr",)),
        _S(name="assignr", team="调度中心 Dispatch Centre", description_zh="派单服务 (扫雪车任务分配)",
           description_en="assignment service", depends_on=("assignr-pg", "routecalc")),
        _S(name="assignr-pg", kind="postgres", team="调度中心 Dispatch Centre",
           description_zh="派单数据库 (PostgreSQL)", description_en="assignments database"),
        _S(name="routecalc", team="路线组 Routing", description_zh="路线优化服务",
           description_en="route optimizer", depends_on=("routecalc-redis",)),
        _S(name="routecalc-redis", kind="redis", team="路线组 Routing", description_zh="路线优化缓存 (Redis)",
           description_en="optimizer cache"),
        _S(name="gpsfeed", team="车载定位组 Fleet Telematics", description_zh="扫雪车GPS数据接入 (读队列写库)",
           description_en="plow GPS ingest", depends_on=("plowtrail-q",)),
        _S(name="plowtrail-q", kind="kafka", team="车载定位组 Fleet Telematics", description_zh="GPS接入队列 (Kafka)",
           description_en="GPS ingest queue"),
        _S(name="snowcall", team="市民服务组 Citizen Services", description_zh="市民311报修App",
           description_en="citizen 311 reports app", depends_on=("snowcall-db", "plowdesk")),
        _S(name="snowcall-db", kind="mysql", team="市民服务组 Citizen Services", description_zh="311报修数据库 (MySQL)",
           description_en="311 reports database"),
        _S(name="saltbin", team="物资组 Depot Supplies", description_zh="盐库库存服务",
           description_en="salt depot inventory", depends_on=("saltbin-db",)),
        _S(name="saltbin-db", kind="mysql", team="物资组 Depot Supplies", description_zh="盐库库存数据库 (MySQL)",
           description_en="salt inventory database"),
        _S(name="plowpay", team="承包商结算组 Contractor Payments", description_zh="承包商付款服务",
           description_en="contractor payments", depends_on=("nordvault",)),
        _S(name="nordvault", kind="external", team="外部 External", description_zh="承包商付款合作银行",
           description_en="contractor-payments partner bank"),
    ),
    incidents=(
        IncidentSpec(id="routecalc-evictions", kind="cache", service="routecalc", origin="routecalc-redis",
                     start=_at(4, 6, 55), error_rate=3, error_code="RTC-5061", warn_code="RCR-W14",
                     upstream=("assignr",), upstream_code="ASG-5207", order_failure_share=0.35,
                     order_status="ASSIGN_FAILED"),
        IncidentSpec(id="snowcall-bad-deploy", kind="deploy", service="snowcall", start=_at(4, 5, 30),
                     end=_at(4, 5, 50), error_rate=4, error_code="SCL-5009", version="4.12.0",
                     previous_version="4.11.3"),
        IncidentSpec(id="snowcall-redeploy", kind="deploy", service="snowcall", start=_at(4, 6, 30),
                     end=_at(4, 6, 36), version="4.12.1", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="plowtrail-backlog", kind="queue", service="gpsfeed", origin="plowtrail-q",
                     start=_at(3, 22, 0), end=_at(3, 23, 15), error_rate=2, error_code="GPF-4418",
                     warn_code="PTQ-W07", topic="plow.gps.pings"),
        IncidentSpec(id="nordvault-cert", kind="certificate", service="plowpay", origin="nordvault",
                     start=_at(4, 7, 20), error_rate=3, error_code="PPY-4951"),
    ),
)
