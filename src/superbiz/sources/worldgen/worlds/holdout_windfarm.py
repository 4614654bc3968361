"""Held-out world ``windfarm``: a wind farm operator's monitoring and maintenance in America/Vancouver
(UTC-08:00 in December, Pacific Standard Time; "now" is 05:30 local on 4 December = 13:30 UTC, before dawn; from
16:00 local the UTC date is already the next day; work orders ``WO-88-1042`` (made by the crew dispatch app
crewhop), technicians ``TECH-KQ417``, trace ids ``wnd.`` + 14 hex digits).

Incidents: the maintenance database bladefix-pg runs out of connections since 04:50 and the crew dispatch app
crewhop's pool is exhausted (chain crewhop → bladefix-pg; ongoing), failing work orders as ``DISPATCH_FAILED``; a
clean rollout of the weather forecast service zephyrcast 5.3.0 at 04:45–04:52 (``rollout_ok``, tempting but
innocent); yesterday 22:00–22:30 the grid operator partner gridlynx's certificate was expired (a silent partner:
only the SCADA gateway nacelle-gw logs its failed handshakes; renewed); yesterday afternoon 15:10–15:35 an
eviction storm on the forecast cache zephyr-redis behind zephyrcast (resolved).
Healthy: sparebin (parts inventory), sparebin-db, bladefix (maintenance tickets), rotorflux, yawstream-kafka.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Vancouver")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="windfarm",
    title="Windfarm turbine monitoring and maintenance",
    seed=61942,
    timezone="America/Vancouver",
    anchor=_at(4, 5, 30),
    hours=36,
    ids=IdFormats(order="WO-{num:2}-{seq:4}", user="TECH-{alpha:2}{num:3}", trace="wnd.{hex:14}"),
    order_service="crewhop",
    orders_per_hour=40,
    order_statuses=("ASSIGNED", "ASSIGNED", "EN_ROUTE", "CLOSED"),
    vocab=Vocabulary(request_rate="wo_req_per_s", latency="dispatch_p95_ms", error_ratio="dispatch_err_frac",
                     hit_ratio="forecast_hit_frac", evictions="forecast_evict_ps", query_latency="maint_sql_p95_ms",
                     lock_waits="maint_lock_waits_ps", pool_in_use="maint_conns_used",
                     pool_size="maint_conns_limit", consumer_lag="telemetry_unread",
                     tls_days="grid_cert_days_left", tls_failures="grid_tls_fail_ps",
                     cache_alert="ForecastHitFracLow", latency_alert="DispatchP95Slow",
                     error_alert="DispatchErrFracHigh", db_alert="MaintSqlSlow", pool_alert="MaintConnsExhausted",
                     lag_alert="TelemetryUnreadPiling", tls_alert="GridTlsHandshakeFail"),
    services=(
        _S(name="turbview", team="运维值班台 Control Room", description_zh="风场监控大屏 (值班台)",
           description_en="control room dashboard", depends_on=("rotorflux", "crewhop", "zephyrcast")),
        _S(name="nacelle-gw", team="SCADA组 SCADA", description_zh="SCADA网关",
           description_en="SCADA gateway", depends_on=("yawstream-kafka", "gridlynx")),
        _S(name="rotorflux", team="SCADA组 SCADA", description_zh="风机遥测接入 (读队列写时序库)",
           description_en="turbine telemetry ingest", depends_on=("yawstream-kafka",)),
        _S(name="yawstream-kafka", kind="kafka", team="SCADA组 SCADA", description_zh="遥测消息队列 (Kafka)",
           description_en="telemetry kafka"),
        _S(name="crewhop", team="检修调度组 Field Crews", description_zh="派工App (检修人员派工单)",
           description_en="crew dispatch app", depends_on=("bladefix-pg", "bladefix", "sparebin", "zephyrcast")),
        _S(name="bladefix", team="检修调度组 Field Crews", description_zh="检修工单服务",
           description_en="maintenance ticket service", depends_on=("bladefix-pg",)),
        _S(name="bladefix-pg", kind="postgres", team="DBA", description_zh="检修数据库 (PostgreSQL)",
           description_en="maintenance db"),
        _S(name="zephyrcast", team="气象组 Met Desk", description_zh="风速预报服务",
           description_en="weather forecast service", depends_on=("zephyr-redis",)),
        _S(name="zephyr-redis", kind="redis", team="气象组 Met Desk", description_zh="预报缓存 (Redis)",
           description_en="forecast cache"),
        _S(name="gridlynx", kind="external", team="外部 External", description_zh="电网调度合作方",
           description_en="grid operator partner"),
        _S(name="sparebin", team="备件组 Spare Parts", description_zh="备件库存服务",
           description_en="parts inventory", depends_on=("sparebin-db",)),
        _S(name="sparebin-db", kind="mysql", team="备件组 Spare Parts", description_zh="备件数据库 (MySQL)",
           description_en="parts database"),
    ),
    incidents=(
        IncidentSpec(id="bladefix-pool", kind="database", flavor="pool", service="crewhop", origin="bladefix-pg",
                     start=_at(4, 4, 50), error_rate=3, error_code="CRH-5307", warn_code="BFP-W14",
                     order_failure_share=0.5, order_status="DISPATCH_FAILED"),
        IncidentSpec(id="zephyrcast-rollout", kind="deploy", service="zephyrcast", start=_at(4, 4, 45),
                     end=_at(4, 4, 52), version="5.3.0", previous_version="5.2.7", rollout_ok=True),
        IncidentSpec(id="gridlynx-cert", kind="certificate", service="nacelle-gw", origin="gridlynx",
                     start=_at(3, 22, 0), end=_at(3, 22, 30), error_rate=3, error_code="NGW-4951"),
        IncidentSpec(id="zephyr-evictions", kind="cache", service="zephyrcast", origin="zephyr-redis",
                     start=_at(3, 15, 10), end=_at(3, 15, 35), error_rate=3, error_code="ZPC-5044",
                     warn_code="ZPR-W03"),
    ),
)
