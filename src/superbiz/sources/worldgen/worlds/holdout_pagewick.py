"""Held-out world ``pagewick``: public-library e-book lending (loans, holds queue, DRM licence server, reading apps)
in Pacific/Niue (UTC-11:00, no daylight time; "now" is 14:30 local on 9 December = 01:30 UTC on 10 December, so
anything after 13:00 local is stored on the next UTC date). Ids: e-book loans ``ebk4172xK9Q`` (the loan service
lendloom makes them), library patrons ``NU4417-KQZ``, trace ids ``niu`` + 6 hex + ``-`` + 6 hex.

Incidents (local times):
- the DRM licence partner kestrakey's certificate expired this morning 08:00-08:45, logged only by its caller, the
  loan service lendloom (TLS handshake failures; the reading app inkleaf sees the failures too); failed loans as
  records, status ``LOAN_DENIED``; resolved;
- a holds-notice queue backlog since 14:05, still going on at "now": the holds notice sender holdbell behind the
  queue holdbell-q (topic ``holds.ready``), the loan service lendloom failing to confirm holds; failed hold notices
  as records, status ``HOLD_NOTICE_LOST``;
- slow queries on the catalogue database scrollseek-pg yesterday 19:00-19:40, behind the catalogue search scrollseek
  and reaching the reading app inkleaf (chain inkleaf -> scrollseek -> scrollseek-pg); no failed records; resolved;
- a clean rollout of the reading app backend inkleaf 7.4.0 at 14:00-14:04 (``rollout_ok``; a tempting false cause of
  the holds backlog five minutes later);
- a WARN-only latency blip on the cover image service coverkiln at 11:00-11:12 (resolved).
Healthy: the loans database lendloom-db, the reading progress sync pagemint and its cache pagemint-redis, the reader
messaging service chirpost, the librarian console tomewright, the library card sign-in cardquill.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Niue")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="pagewick",
    title="Pagewick public-library e-book lending",
    seed=90714,
    timezone="Pacific/Niue",
    anchor=_at(9, 14, 30),
    hours=36,
    ids=IdFormats(order="ebk{num:4}x{alnum:3}", user="NU{num:4}-{alpha:3}", trace="niu{hex:6}-{hex:6}"),
    order_service="lendloom",
    orders_per_hour=40,
    order_statuses=("BORROWED", "BORROWED", "RETURNED", "ON_HOLD"),
    vocab=Vocabulary(request_rate="lib_req_ps", latency="lib_p99_millis", error_ratio="lib_err_share",
                     hit_ratio="progress_cache_hits_share", evictions="progress_cache_evicted_ps",
                     query_latency="catalog_sql_p99_millis", lock_waits="lib_lockwaits_ps",
                     pool_in_use="lib_conn_busy", pool_size="lib_conn_max", consumer_lag="holds_msgs_behind",
                     tls_days="drm_cert_days_to_expiry", tls_failures="drm_tls_errors_ps",
                     cache_alert="ProgressCacheHitsDown", latency_alert="LibP99Slow",
                     error_alert="LibErrShareHigh", db_alert="CatalogSqlSlow", pool_alert="LibConnsMaxed",
                     lag_alert="HoldsMsgsBehind", tls_alert="DrmTlsHandshakeBroken"),
    services=(
        _S(name="inkleaf", team="读者端组 Reader Apps", description_zh="读者App后端 (手机与网页阅读器)",
           description_en="reading app backend", depends_on=("lendloom", "scrollseek", "pagemint", "coverkiln",
                                                             "cardquill")),
        _S(name="lendloom", team="借阅组 Circulation", description_zh="借阅服务 (借书、续借与预约)",
           description_en="loan service", depends_on=("lendloom-db", "kestrakey", "holdbell")),
        _S(name="lendloom-db", kind="mysql", team="借阅组 Circulation", description_zh="借阅数据库 (MySQL)",
           description_en="loans database"),
        _S(name="kestrakey", kind="external", team="外部 External", description_zh="DRM授权合作方 (数字版权许可服务器)",
           description_en="DRM licence partner"),
        _S(name="holdbell", team="预约组 Holds", description_zh="预约到书通知服务 (读预约通知队列)",
           description_en="holds notice sender", depends_on=("holdbell-q", "chirpost")),
        _S(name="holdbell-q", kind="kafka", team="预约组 Holds", description_zh="预约通知队列 (Kafka)",
           description_en="holds notice queue"),
        _S(name="chirpost", team="消息组 Messaging", description_zh="读者短信邮件发送",
           description_en="reader messaging service"),
        _S(name="scrollseek", team="编目检索组 Catalogue", description_zh="馆藏检索服务",
           description_en="catalogue search", depends_on=("scrollseek-pg",)),
        _S(name="scrollseek-pg", kind="postgres", team="编目检索组 Catalogue",
           description_zh="馆藏目录数据库 (PostgreSQL)", description_en="catalogue database"),
        _S(name="pagemint", team="读者端组 Reader Apps", description_zh="阅读进度同步",
           description_en="reading progress sync", depends_on=("pagemint-redis",)),
        _S(name="pagemint-redis", kind="redis", team="读者端组 Reader Apps", description_zh="阅读进度缓存 (Redis)",
           description_en="reading progress cache"),
        _S(name="coverkiln", team="编目检索组 Catalogue", description_zh="封面图片服务",
           description_en="cover image service"),
        _S(name="cardquill", team="读者服务组 Patron Services", description_zh="读者证登录认证",
           description_en="library card sign-in"),
        _S(name="tomewright", team="馆员工具组 Staff Tools", description_zh="馆员后台 (采购与馆藏管理)",
           description_en="librarian console", depends_on=("lendloom-db", "scrollseek", "cardquill")),
    ),
    incidents=(
        IncidentSpec(id="kestrakey-cert-expired", kind="certificate", service="lendloom", origin="kestrakey",
                     start=_at(9, 8, 0), end=_at(9, 8, 45), error_rate=3, error_code="LND-4951",
                     upstream=("inkleaf",), upstream_code="INK-5027", order_failure_share=0.5,
                     order_status="LOAN_DENIED"),
        IncidentSpec(id="holdbell-backlog", kind="queue", service="holdbell", origin="holdbell-q",
                     start=_at(9, 14, 5), error_rate=2, error_code="HBL-4083", warn_code="HBQ-W31",
                     topic="holds.ready", upstream=("lendloom",), upstream_code="LND-5044",
                     order_failure_share=0.4, order_status="HOLD_NOTICE_LOST"),
        IncidentSpec(id="scrollseek-slow-sql", kind="database", flavor="slow_query", service="scrollseek",
                     origin="scrollseek-pg", start=_at(8, 19, 0), end=_at(8, 19, 40), error_rate=3,
                     error_code="SSK-5061", warn_code="SSP-W12", upstream=("inkleaf",), upstream_code="INK-5039"),
        IncidentSpec(id="inkleaf-rollout", kind="deploy", service="inkleaf", start=_at(9, 14, 0),
                     end=_at(9, 14, 4), version="7.4.0", previous_version="7.3.2", rollout_ok=True),
        IncidentSpec(id="coverkiln-blip", kind="blip", service="coverkiln", start=_at(9, 11, 0),
                     end=_at(9, 11, 12), error_rate=0, warn_code="CVK-W08"),
    ),
)
