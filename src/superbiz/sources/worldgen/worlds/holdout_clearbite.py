"""Held-out world ``clearbite``: clear dental aligners made to order for dental clinics (intraoral scans, treatment
plans, factory production, courier) in Africa/Algiers (UTC+01:00, no daylight time; "now" is 02:05 local on
6 December 2026 = 01:05 UTC on 6 December, so the local day began at 23:00 UTC on 5 December; aligner cases
``AL004417DZ`` (made by the case-order service casebook), clinics ``cl-K3Z-0417``, trace ids ``clr-`` + 12 hex
digits).

Incidents (local times):

* a scan-cache eviction storm yesterday afternoon 14:00-14:50 on toothvault-redis (resolved), behind the scan
  storage toothvault, three hops below the clinic portal (chain dentora -> scanwell -> toothvault ->
  toothvault-redis; scanwell and dentora log the failed calls);
* a bad deploy of the treatment-plan renderer planforge 3.14.0 yesterday at 23:30, rolled back at 00:10 today
  (across local midnight; treatment plans failed as records, status ``PLAN_FAILED``; casebook logs the calls);
* a clean rollout of the case-order service casebook 7.2.0 at 01:32-01:37 (``rollout_ok``; a tempting false
  cause for what follows);
* the factory partner polymold's certificate expired at 01:40 and is still failing: the production scheduler
  trayworks cannot reach it (production orders failed as records, status ``PRODUCTION_REJECTED``; casebook logs
  the calls);
* a WARN-only latency blip of the courier tracker kuriro at 01:00-01:12 (resolved warning alert).

Healthy: the courier partner sahelex, the clinic billing dinarly, the SMS notifier bipper, the case database
casebook-pg, the tooth-model index meshidx.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Algiers")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="clearbite",
    title="Clearbite clear dental aligners made to order",
    seed=73614,
    timezone="Africa/Algiers",
    anchor=_at(6, 2, 5),
    hours=34,
    ids=IdFormats(order="AL{seq:6}DZ", user="cl-{alnum:3}-{num:4}", trace="clr-{hex:12}"),
    order_service="casebook",
    orders_per_hour=36,
    order_statuses=("RECEIVED", "PLAN_APPROVED", "IN_PRODUCTION", "SHIPPED"),
    vocab=Vocabulary(request_rate="chairside_req_ps", latency="aligner_p99_ms", error_ratio="aligner_err_share",
                     hit_ratio="scan_cache_hit_share", evictions="scan_cache_evict_ps",
                     query_latency="case_sql_p99_ms", lock_waits="case_lock_waits_ps", pool_in_use="case_conns_busy",
                     pool_size="case_conns_max", consumer_lag="aligner_jobs_waiting",
                     tls_days="factory_cert_days_left", tls_failures="factory_tls_fail_ps",
                     cache_alert="ScanCacheHitDrop", latency_alert="AlignerP99Slow",
                     error_alert="AlignerErrShareHigh", db_alert="CaseSqlSlow", pool_alert="CaseConnsFull",
                     lag_alert="AlignerJobsBacklog", tls_alert="FactoryTlsExpired"),
    services=(
        _S(name="dentora", team="诊所门户组 Clinic Portal", description_zh="诊所门户 (医生上传口扫、下单)",
           description_en="clinic portal", depends_on=("scanwell", "casebook")),
        _S(name="scanwell", team="口扫组 Scans", description_zh="口扫上传服务",
           description_en="scan upload service", depends_on=("toothvault",)),
        _S(name="toothvault", team="口扫组 Scans", description_zh="口扫存储服务",
           description_en="scan storage", depends_on=("toothvault-redis", "meshidx")),
        _S(name="toothvault-redis", kind="redis", team="口扫组 Scans", description_zh="口扫缓存 (Redis)",
           description_en="scan cache"),
        _S(name="meshidx", kind="elasticsearch", team="口扫组 Scans", description_zh="牙模索引 (Elasticsearch)",
           description_en="tooth model index"),
        _S(name="casebook", team="病例订单组 Cases", description_zh="病例订单服务",
           description_en="case order service", depends_on=("casebook-pg", "planforge", "trayworks", "bipper")),
        _S(name="casebook-pg", kind="postgres", team="病例订单组 Cases", description_zh="病例数据库 (PostgreSQL)",
           description_en="case database"),
        _S(name="planforge", team="方案组 Treatment Planning", description_zh="治疗方案渲染服务",
           description_en="treatment plan renderer", depends_on=("meshidx",)),
        _S(name="trayworks", team="工厂组 Factory", description_zh="工厂排产服务",
           description_en="factory production scheduler", depends_on=("polymold",)),
        _S(name="polymold", kind="external", team="外部 External", description_zh="代工厂合作方",
           description_en="factory partner"),
        _S(name="kuriro", team="物流组 Logistics", description_zh="快递追踪服务",
           description_en="courier tracker", depends_on=("sahelex",)),
        _S(name="sahelex", kind="external", team="外部 External", description_zh="快递合作方",
           description_en="courier partner"),
        _S(name="dinarly", team="结算组 Billing", description_zh="诊所结算服务",
           description_en="clinic billing", depends_on=("casebook-pg",)),
        _S(name="bipper", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notifier"),
    ),
    incidents=(
        IncidentSpec(id="toothvault-evictions", kind="cache", service="toothvault", origin="toothvault-redis",
                     start=_at(5, 14, 0), end=_at(5, 14, 50), error_rate=3, error_code="TVT-5041",
                     warn_code="TVR-W09", upstream=("scanwell", "dentora"), upstream_code="UPL-5044"),
        IncidentSpec(id="planforge-bad-deploy", kind="deploy", service="planforge", start=_at(5, 23, 30),
                     end=_at(6, 0, 10), error_rate=4, error_code="PLF-5102", version="3.14.0",
                     previous_version="3.13.2", upstream=("casebook",), upstream_code="CSB-5020",
                     order_failure_share=0.5, order_status="PLAN_FAILED"),
        IncidentSpec(id="casebook-rollout", kind="deploy", service="casebook", start=_at(6, 1, 32),
                     end=_at(6, 1, 37), version="7.2.0", previous_version="7.1.4", rollout_ok=True),
        IncidentSpec(id="polymold-cert", kind="certificate", service="trayworks", origin="polymold",
                     start=_at(6, 1, 40), error_rate=3, error_code="TRW-4951", upstream=("casebook",),
                     upstream_code="CSB-5031", order_failure_share=0.4, order_status="PRODUCTION_REJECTED"),
        IncidentSpec(id="kuriro-blip", kind="blip", service="kuriro", start=_at(6, 1, 0), end=_at(6, 1, 12),
                     error_rate=0, warn_code="KUR-W03", alert_severity="warning"),
    ),
)
