"""Held-out world ``lingobay``: a translation agency marketplace (document uploads, translator matching, quality
review, invoicing) in Indian/Chagos (UTC+06:00, no daylight time; "now" is 00:40 local on 6 December = 18:40 UTC on
5 December, just after local midnight; translation jobs ``TRJ0001234C`` (made by the client portal parlafront),
clients ``clt-K7QZ-48``, trace ids ``lbq`` + 16 hex digits).

Incidents (local times): slow queries on the invoicing database ledgrin-pg yesterday (5 December) 15:00-15:40,
behind the invoicing service ledgrin and reaching the client portal parlafront (chain parlafront -> ledgrin ->
ledgrin-pg; failed jobs as records, status ``INVOICE_FAILED``); a WARN-only latency blip of the glossary service
termwell yesterday 22:00-22:08; a bad deploy of the translator matching service tolkmatch 7.4.0 yesterday at 23:10,
rolled back at 23:50 (asked as 昨晚; failed jobs as records, status ``ASSIGN_FAILED``); a clean rollout of the
quality review tool proofnest 3.2.0 today at 00:10-00:14 (``rollout_ok``; a tempting false cause); a backlog on the
document upload queue scrivq (topic ``uploads.docs``) since 00:15 today, still going, behind the upload service
scrivup (failed jobs as records, status ``UPLOAD_STALLED``).
Healthy: the portal database parlafront-db, the translator roster database tolkroster, the glossary cache
termwell-redis, the document search index glyphidx, the email sender quillpost, the currency-rate partner kursbeam.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Indian/Chagos")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lingobay",
    title="Lingobay translation agency marketplace",
    seed=80643,
    timezone="Indian/Chagos",
    anchor=_at(6, 0, 40),
    hours=34,
    ids=IdFormats(order="TRJ{seq:7}C", user="clt-{alnum:4}-{num:2}", trace="lbq{hex:16}"),
    order_service="parlafront",
    orders_per_hour=36,
    order_statuses=("SUBMITTED", "IN_TRANSLATION", "DELIVERED", "DELIVERED"),
    vocab=Vocabulary(request_rate="lb_reqs_ps", latency="lb_p99_latency_ms", error_ratio="lb_err_share",
                     hit_ratio="gloss_cache_hit_share", evictions="gloss_cache_evict_ps",
                     query_latency="lb_sql_p99_ms", lock_waits="lb_row_lock_waits_ps", pool_in_use="lb_db_conns_busy",
                     pool_size="lb_db_conns_max", consumer_lag="upload_msgs_pending",
                     tls_days="fx_cert_days_to_expiry", tls_failures="fx_tls_errs_ps",
                     cache_alert="GlossCacheColdRate", latency_alert="LbP99Slow",
                     error_alert="LbErrShareHigh", db_alert="LbSqlCrawling", pool_alert="LbDbConnsFull",
                     lag_alert="UploadQueueBacklogged", tls_alert="FxPartnerTlsDown"),
    services=(
        _S(name="parlafront", team="客户门户组 Client Portal", description_zh="客户门户 (下单与进度查询)",
           description_en="client portal", depends_on=("parlafront-db", "scrivup", "tolkmatch", "ledgrin")),
        _S(name="parlafront-db", kind="mysql", team="客户门户组 Client Portal", description_zh="门户订单数据库 (MySQL)",
           description_en="portal jobs database"),
        _S(name="scrivup", team="文档组 Documents", description_zh="文档上传服务 (读上传队列)",
           description_en="document upload service", depends_on=("scrivq", "glyphidx")),
        _S(name="scrivq", kind="kafka", team="文档组 Documents", description_zh="文档上传队列 (Kafka)",
           description_en="document upload queue"),
        _S(name="glyphidx", kind="elasticsearch", team="文档组 Documents", description_zh="文档检索索引",
           description_en="document search index"),
        _S(name="tolkmatch", team="译员匹配组 Matching", description_zh="译员匹配服务 (派单)",
           description_en="translator matching", depends_on=("tolkroster", "termwell")),
        _S(name="tolkroster", kind="postgres", team="译员匹配组 Matching", description_zh="译员名册数据库 (PostgreSQL)",
           description_en="translator roster database"),
        _S(name="proofnest", team="质检组 Quality Review", description_zh="审校质检工具",
           description_en="quality review tool", depends_on=("termwell", "tolkroster", "quillpost")),
        _S(name="termwell", team="术语组 Terminology", description_zh="术语库服务",
           description_en="glossary service", depends_on=("termwell-redis",)),
        _S(name="termwell-redis", kind="redis", team="术语组 Terminology", description_zh="术语缓存 (Redis)",
           description_en="glossary cache"),
        _S(name="ledgrin", team="开票组 Invoicing", description_zh="开票结算服务",
           description_en="invoicing service", depends_on=("ledgrin-pg", "kursbeam", "quillpost")),
        _S(name="ledgrin-pg", kind="postgres", team="开票组 Invoicing", description_zh="开票数据库 (PostgreSQL)",
           description_en="invoicing database"),
        _S(name="kursbeam", kind="external", team="外部 External", description_zh="汇率报价合作方",
           description_en="currency-rate partner"),
        _S(name="quillpost", team="消息组 Messaging", description_zh="邮件通知服务",
           description_en="email sender"),
    ),
    incidents=(
        IncidentSpec(id="ledgrin-slow-sql", kind="database", service="ledgrin", origin="ledgrin-pg",
                     flavor="slow_query", start=_at(5, 15, 0), end=_at(5, 15, 40), error_rate=3,
                     error_code="LDG-5031", warn_code="LPG-W14", upstream=("parlafront",), upstream_code="PLF-5024",
                     order_failure_share=0.4, order_status="INVOICE_FAILED"),
        IncidentSpec(id="termwell-blip", kind="blip", service="termwell", start=_at(5, 22, 0), end=_at(5, 22, 8),
                     error_rate=0, warn_code="TMW-W03", alert_severity="warning"),
        IncidentSpec(id="tolkmatch-bad-deploy", kind="deploy", service="tolkmatch", start=_at(5, 23, 10),
                     end=_at(5, 23, 50), error_rate=4, error_code="TKM-5017", version="7.4.0",
                     previous_version="7.3.5", order_failure_share=0.5, order_status="ASSIGN_FAILED"),
        IncidentSpec(id="proofnest-rollout", kind="deploy", service="proofnest", start=_at(6, 0, 10),
                     end=_at(6, 0, 14), version="3.2.0", previous_version="3.1.9", rollout_ok=True),
        IncidentSpec(id="scrivq-backlog", kind="queue", service="scrivup", origin="scrivq", start=_at(6, 0, 15),
                     error_rate=2, error_code="SCV-4409", warn_code="SCQ-W21", topic="uploads.docs",
                     order_failure_share=0.45, order_status="UPLOAD_STALLED"),
    ),
)
