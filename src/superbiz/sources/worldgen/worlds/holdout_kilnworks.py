"""Held-out world ``kilnworks``: a ceramics factory's manufacturing execution system in America/Regina (UTC-06:00,
no daylight time; "now" is 13:17 local = 19:17 UTC, so the local and UTC dates agree; work orders
``WO.2026.12.0417``, operators ``op-0412-k``, trace ids of 16 hex digits).

Incidents: the work-order service workslip was deployed twice today: a morning rollout (5.8.0) that went fine, then
a bad deploy at noon (5.9.0) rolled back 25 minutes later (work orders failed to release, the gateway kilnport saw
errors too); the kiln telemetry queue heatbus is backlogged since late morning and still is (pyrolink, the kiln
controller telemetry processor, fails); a lock wait on the quality database qcview-pg yesterday evening (qcview, the
camera-station inspection service, failed and the gateway with it: kilnport -> qcview -> qcview-pg, resolved); the
ERP partner ledgrix's certificate expired overnight and is still expired (erpsync fails naming it); a latency blip
on the label printing service tagspool this morning.
Healthy: glazemix (glaze mixing, with its recipe cache glazecache and database glazemix-pg), shipcrate
(freight booking), kilnid (operator accounts); ledgrix and haulvex emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Regina")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="kilnworks",
    title="Kilnworks ceramics MES",
    seed=60417,
    timezone="America/Regina",
    anchor=_at(10, 13, 17),
    hours=36,
    ids=IdFormats(order="WO.2026.12.{num:4}", user="op-{num:4}-k", trace="{hex:16}"),
    order_service="workslip",
    orders_per_hour=30,
    order_statuses=("RELEASED", "RELEASED", "IN_KILN", "FIRED", "INSPECTED"),
    vocab=Vocabulary(request_rate="calls_per_s", latency="resp_p90_ms", error_ratio="err_share",
                     hit_ratio="kv_hit_share", evictions="kv_evict_per_s", query_latency="sql_p90_ms",
                     lock_waits="row_lock_waits_s", pool_in_use="conn_busy", pool_size="conn_max",
                     consumer_lag="telemetry_backlog_msgs", tls_days="cert_expiry_days",
                     tls_failures="tls_fail_per_s", cache_alert="KvHitShareLow", latency_alert="RespP90Slow",
                     error_alert="ErrShareHigh", db_alert="RowLockPileup", pool_alert="ConnBusyMax",
                     lag_alert="TelemetryBacklog", tls_alert="PartnerCertExpired"),
    services=(
        _S(name="kilnport", team="平台组 Platform", description_zh="工厂 MES API 网关",
           description_en="factory MES API gateway",
           depends_on=("workslip", "qcview", "tagspool", "glazemix", "pyrolink", "kilnid")),
        _S(name="workslip", team="工单组 Work Orders", description_zh="生产工单服务（工单下达）",
           description_en="work-order service", depends_on=("workslip-my", "erpsync", "glazemix", "shipcrate")),
        _S(name="workslip-my", kind="mysql", team="工单组 Work Orders", description_zh="工单库 (MySQL)",
           description_en="work-order database"),
        _S(name="pyrolink", team="窑炉组 Kiln", description_zh="窑炉控制器遥测处理",
           description_en="kiln controller telemetry processor", depends_on=("heatbus",)),
        _S(name="heatbus", kind="kafka", team="窑炉组 Kiln", description_zh="窑炉遥测消息队列 (Kafka)",
           description_en="kiln telemetry queue"),
        _S(name="glazemix", team="釉料组 Glaze", description_zh="釉料配比与调釉服务",
           description_en="glaze mixing", depends_on=("glazemix-pg", "glazecache")),
        _S(name="glazecache", kind="redis", team="釉料组 Glaze", description_zh="釉料配方缓存 (Redis)",
           description_en="glaze recipe cache"),
        _S(name="glazemix-pg", kind="postgres", team="DBA", description_zh="釉料配方数据库 (PostgreSQL)",
           description_en="glaze recipe database"),
        _S(name="qcview", team="质检组 Quality", description_zh="质量检测服务（相机工位）",
           description_en="quality inspection with camera stations", depends_on=("qcview-pg",)),
        _S(name="qcview-pg", kind="postgres", team="DBA", description_zh="质检数据库 (PostgreSQL)",
           description_en="quality database"),
        _S(name="tagspool", team="包装组 Packing", description_zh="标签打印服务",
           description_en="label printing"),
        _S(name="erpsync", team="集成组 Integrations", description_zh="ERP 合作方对接",
           description_en="ERP partner client", depends_on=("ledgrix",)),
        _S(name="ledgrix", kind="external", team="外部 External", description_zh="外部 ERP 合作方",
           description_en="ERP partner"),
        _S(name="shipcrate", team="物流组 Logistics", description_zh="发货与货运预订",
           description_en="freight booking", depends_on=("haulvex",)),
        _S(name="haulvex", kind="external", team="外部 External", description_zh="外部货运合作方",
           description_en="freight partner"),
        _S(name="kilnid", team="账户组 Accounts", description_zh="操作员账号服务", description_en="operator accounts"),
    ),
    incidents=(
        IncidentSpec(id="qc-lock", kind="database", flavor="lock_wait", service="qcview", origin="qcview-pg",
                     start=_at(9, 19, 12), end=_at(9, 19, 54), error_rate=3, error_code="QCV-5233",
                     warn_code="QPG-LOCK", upstream=("kilnport",), upstream_code="KPT-5033"),
        IncidentSpec(id="ledgrix-cert", kind="certificate", service="erpsync", origin="ledgrix",
                     start=_at(10, 2, 41), error_rate=2, error_code="ERS-7402"),
        IncidentSpec(id="workslip-rollout", kind="deploy", service="workslip", start=_at(10, 8, 40),
                     end=_at(10, 8, 52), error_rate=0, version="5.8.0", previous_version="5.7.2", rollout_ok=True),
        IncidentSpec(id="tagspool-blip", kind="blip", service="tagspool", start=_at(10, 9, 26), end=_at(10, 9, 39),
                     error_rate=0, warn_code="TSP-W04", alert_severity="warning"),
        IncidentSpec(id="heat-backlog", kind="queue", service="pyrolink", origin="heatbus", topic="kiln.telemetry.raw",
                     start=_at(10, 11, 38), error_rate=2, error_code="PYR-4409", warn_code="HBS-LAG",
                     alert_severity="warning"),
        IncidentSpec(id="workslip-deploy", kind="deploy", service="workslip", start=_at(10, 12, 2),
                     end=_at(10, 12, 27), error_rate=4, error_code="WSL-5120", version="5.9.0",
                     previous_version="5.8.0", upstream=("kilnport",), upstream_code="KPT-5021",
                     order_failure_share=0.5, order_status="RELEASE_FAILED"),
    ),
)
