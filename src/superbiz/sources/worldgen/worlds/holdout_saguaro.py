"""Held-out world ``saguaro``: a solar-panel installation field-service company in America/Phoenix (UTC-07 all
year, no daylight time; "now" is 13:25 local = 20:25 UTC, so local evening hours after 17:00 fall on the next UTC
date; job ids ``SJ482913K`` (prefix, six digits, a check letter), customers ``AZC-204931-M``).

Incidents: this morning two unrelated branches overlap: a row-lock pile-up on the jobs database (rigbook-pg →
rigbook → adobegate, started 09:48 and still going on; some jobs fail to schedule) and an eviction storm on the
dispatch cache (crewcall-redis → crewcall → toolbelt, the tech app, 10:05-10:52, resolved); the billing service
sunledger had a clean rollout at 08:10 and a bad deploy at 11:40 (rolled back at 12:15); the city permit API's
certificate has been expired since yesterday afternoon (permitly → cityapi, ongoing); the panel-telemetry queue
backed up yesterday evening (pulse-bus → sunpulse, resolved); a latency blip on the quote calculator at 12:48.
Healthy: sitescan, sitescan-es, sunledger-db; cityapi and pulse-bus emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Phoenix")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="saguaro",
    title="Saguaro solar installs",
    seed=52817,
    timezone="America/Phoenix",
    anchor=_at(3, 13, 25),
    hours=36,
    ids=IdFormats(order="SJ{num:6}{alpha:1}", user="AZC-{num:6}-{alpha:1}", trace="{hex:24}"),
    order_service="rigbook",
    orders_per_hour=24,
    order_statuses=("SCHEDULED", "SCHEDULED", "DISPATCHED", "INSTALLED", "AWAITING_PERMIT"),
    vocab=Vocabulary(latency="svc_p99_latency_ms", error_ratio="req_error_frac", error_alert="ErrorFracHigh",
                     latency_alert="P99SlowResponse", pool_alert="DbConnsDepleted", lag_alert="PulseLagBacklog",
                     tls_alert="CityApiCertInvalid", cache_alert="DispatchCacheChurn", db_alert="PgLockPileup",
                     consumer_lag="pulse_backlog_msgs", hit_ratio="kv_hit_frac", evictions="kv_evictions_per_s",
                     lock_waits="row_lock_waits_per_s"),
    services=(
        _S(name="adobegate", team="平台组 Platform", description_zh="客户门户与对外 API 网关",
           description_en="customer portal and public API gateway",
           depends_on=("rigbook", "sunledger", "quoteforge", "sitescan", "permitly")),
        _S(name="rigbook", team="排程组 Scheduling", description_zh="安装工单排程服务",
           description_en="installation job scheduling", depends_on=("rigbook-pg",)),
        _S(name="rigbook-pg", kind="postgres", team="DBA", description_zh="工单数据库 (PostgreSQL)",
           description_en="jobs database"),
        _S(name="crewcall", team="派工组 Dispatch", description_zh="技师派工服务",
           description_en="technician dispatch", depends_on=("crewcall-redis",)),
        _S(name="crewcall-redis", kind="redis", team="派工组 Dispatch", description_zh="派工缓存 (Redis)",
           description_en="dispatch cache"),
        _S(name="toolbelt", team="外勤应用组 Field Apps", description_zh="技师 APP 后端",
           description_en="tech app backend", depends_on=("crewcall", "sitescan")),
        _S(name="permitly", team="许可证组 Permits", description_zh="市政许可证申报",
           description_en="city permit filing", depends_on=("cityapi",)),
        _S(name="cityapi", kind="external", team="外部 External", description_zh="市政府许可证接口",
           description_en="city permit API"),
        _S(name="sunledger", team="账务组 Billing", description_zh="客户账单与收款",
           description_en="customer billing", depends_on=("sunledger-db",)),
        _S(name="sunledger-db", kind="mysql", team="账务组 Billing", description_zh="账单数据库 (MySQL)",
           description_en="billing database"),
        _S(name="sunpulse", team="监测组 Monitoring", description_zh="光伏板发电遥测接入",
           description_en="panel telemetry ingest", depends_on=("pulse-bus",)),
        _S(name="pulse-bus", kind="kafka", team="监测组 Monitoring", description_zh="遥测消息队列 (Kafka)",
           description_en="telemetry queue"),
        _S(name="quoteforge", team="销售组 Sales", description_zh="报价计算", description_en="quote calculator"),
        _S(name="sitescan", team="勘测组 Survey", description_zh="现场勘测照片与屋顶测量",
           description_en="site survey photos", depends_on=("sitescan-es",)),
        _S(name="sitescan-es", kind="elasticsearch", team="勘测组 Survey", description_zh="勘测索引 (Elasticsearch)",
           description_en="survey index"),
    ),
    incidents=(
        IncidentSpec(id="jobs-lock-wait", kind="database", flavor="lock_wait", service="rigbook", origin="rigbook-pg",
                     start=_at(3, 9, 48), error_rate=3, error_code="RGB-4471", warn_code="RPG-W33",
                     upstream=("adobegate",), upstream_code="ADG-5026", order_failure_share=0.4,
                     order_status="SCHEDULE_FAILED"),
        IncidentSpec(id="dispatch-evictions", kind="cache", service="crewcall", origin="crewcall-redis",
                     start=_at(3, 10, 5), end=_at(3, 10, 52), error_rate=3, error_code="CRC-5318",
                     warn_code="CRD-W09", upstream=("toolbelt",), upstream_code="TLB-5041"),
        IncidentSpec(id="ledger-bad-deploy", kind="deploy", service="sunledger", start=_at(3, 11, 40),
                     end=_at(3, 12, 15), error_rate=4, error_code="SLG-5003", version="3.8.0",
                     previous_version="3.7.0"),
        IncidentSpec(id="ledger-rollout", kind="deploy", service="sunledger", start=_at(3, 8, 10),
                     end=_at(3, 8, 24), error_rate=0, version="3.7.0", previous_version="3.6.2", rollout_ok=True),
        IncidentSpec(id="cityapi-cert", kind="certificate", service="permitly", origin="cityapi",
                     start=_at(2, 16, 37), error_rate=2, error_code="PMT-4952"),
        IncidentSpec(id="pulse-backlog", kind="queue", service="sunpulse", origin="pulse-bus", start=_at(2, 19, 20),
                     end=_at(2, 20, 41), error_rate=2, error_code="SPL-4408", warn_code="PBS-W40",
                     topic="panel.telemetry.raw", alert_severity="warning"),
        IncidentSpec(id="quote-blip", kind="blip", service="quoteforge", start=_at(3, 12, 48), end=_at(3, 12, 59),
                     error_rate=0, warn_code="QTF-W02", alert_severity="warning"),
    ),
)
