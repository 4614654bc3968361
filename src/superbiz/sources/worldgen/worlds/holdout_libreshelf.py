"""Held-out world ``libreshelf``: a public library network (catalogue search, loans and holds, e-book lending,
fines) in Asia/Tehran (UTC+03:30). Service names are dotted (``loans.api``); loan ids ``LN20261124-482913``,
patrons ``CARD-0123456789``.

Incidents: a search-cache eviction storm behind search.api (ongoing; opac.gw feels it), a lock wait on holds.db
behind holds.svc this morning (resolved; a three-hop chain opac.gw → loans.api → holds.svc → holds.db, checkouts
rejected), an overdue-notice backlog on notice.worker (ongoing), the DRM vendor's expired certificate behind
ebook.lend across local midnight (resolved), a bad deploy of patron.acct yesterday afternoon (rolled back), a short
latency blip on ebook.lend this morning, connection-pool exhaustion on fines.svc behind fines.db (ongoing; a
two-hop chain patron.acct → fines.svc → fines.db).
Healthy: kiosk.selfchk, search.idx, notice.bus (and the vendor drm.vendor, which logs nothing).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Tehran")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="libreshelf",
    title="Libreshelf public library network",
    seed=73311,
    timezone="Asia/Tehran",
    anchor=_at(24, 11, 20),
    hours=30,
    ids=IdFormats(order="LN{date}-{num:6}", user="CARD-{num:10}", trace="ls{hex:20}"),
    order_service="loans.api",
    orders_per_hour=34,
    order_statuses=("CHECKED_OUT", "CHECKED_OUT", "RETURNED", "RENEWED"),
    vocab=Vocabulary(latency="resp_p99_ms", error_alert="ErrorSpike", latency_alert="SlowPatronRequests",
                     cache_alert="ShelfCacheEvicting", db_alert="HoldsDbContention", pool_alert="DbConnsExhausted",
                     lag_alert="NoticeBacklog", tls_alert="PartnerTlsBroken"),
    services=(
        _S(name="opac.gw", team="门户组 Portal", description_zh="OPAC 读者门户网关（网页与 App 的入口）",
           description_en="OPAC patron portal gateway (web and app entry)",
           depends_on=("search.api", "loans.api", "ebook.lend", "patron.acct")),
        _S(name="search.api", team="检索组 Discovery", description_zh="馆藏检索接口（书目、可借状态）",
           description_en="catalogue search API (titles, availability)", depends_on=("search.idx", "search.cache")),
        _S(name="search.idx", kind="elasticsearch", team="检索组 Discovery", description_zh="书目索引 (Elasticsearch)",
           description_en="bibliographic index"),
        _S(name="search.cache", kind="redis", team="检索组 Discovery", description_zh="检索结果与可借状态缓存 (Redis)",
           description_en="search result and availability cache"),
        _S(name="loans.api", team="流通组 Circulation", description_zh="借还接口（借出、归还、续借）",
           description_en="loans API (checkout, return, renewal)", depends_on=("holds.svc",)),
        _S(name="holds.svc", team="流通组 Circulation", description_zh="预约排队服务（预约、到馆取书队列）",
           description_en="holds queue service (reservations, pickup shelf)", depends_on=("holds.db",)),
        _S(name="holds.db", kind="mysql", team="数据库组 DBA", description_zh="预约数据库 (MySQL)",
           description_en="holds database"),
        _S(name="kiosk.selfchk", team="分馆设备组 Branch Devices", description_zh="分馆自助借还机后台",
           description_en="branch self-checkout kiosk backend", depends_on=("loans.api",)),
        _S(name="notice.worker", team="通知组 Notices", description_zh="到期/逾期提醒与预约到书通知发送",
           description_en="due-date, overdue and hold-ready notice sender", depends_on=("notice.bus",)),
        _S(name="notice.bus", kind="kafka", team="通知组 Notices", description_zh="通知消息队列 (Kafka)",
           description_en="notice message bus"),
        _S(name="ebook.lend", team="数字资源组 Digital", description_zh="电子书借阅（授权与下载链接）",
           description_en="e-book lending (licences and download links)", depends_on=("drm.vendor",)),
        _S(name="drm.vendor", kind="external", team="外部 External", description_zh="外部电子书 DRM 授权服务商",
           description_en="external e-book DRM licensing vendor"),
        _S(name="patron.acct", team="读者账户组 Patrons", description_zh="读者账户（借阅证、个人借阅记录）",
           description_en="patron accounts (library cards, loan history)", depends_on=("fines.svc",)),
        _S(name="fines.svc", team="财务组 Fines", description_zh="滞纳金与罚款计算、缴费",
           description_en="overdue fines and payments", depends_on=("fines.db",)),
        _S(name="fines.db", kind="postgres", team="数据库组 DBA", description_zh="罚款数据库 (PostgreSQL)",
           description_en="fines database"),
    ),
    incidents=(
        IncidentSpec(id="shelf-cache-evict", kind="cache", service="search.api", origin="search.cache",
                     start=_at(24, 10, 38), error_rate=3, error_code="SRCH-E504", warn_code="SCACHE-W1",
                     upstream=("opac.gw",), upstream_code="GW-E503"),
        IncidentSpec(id="holds-lock", kind="database", flavor="lock_wait", service="holds.svc", origin="holds.db",
                     start=_at(24, 7, 12), end=_at(24, 8, 3), error_rate=3, error_code="HLD-E409",
                     warn_code="HDB-W7", upstream=("loans.api", "opac.gw"), upstream_code="LOAN-E502",
                     order_failure_share=0.6, order_status="CHECKOUT_REJECTED"),
        IncidentSpec(id="notice-lag", kind="queue", service="notice.worker", origin="notice.bus",
                     start=_at(24, 9, 47), error_rate=2, error_code="NTC-E130", warn_code="NTC-W2",
                     topic="overdue.notices", alert_severity="warning"),
        IncidentSpec(id="drm-cert", kind="certificate", service="ebook.lend", origin="drm.vendor",
                     start=_at(23, 23, 41), end=_at(24, 0, 58), error_rate=3, error_code="EBK-E495"),
        IncidentSpec(id="patron-deploy", kind="deploy", service="patron.acct", start=_at(23, 16, 20),
                     end=_at(23, 16, 52), error_rate=4, error_code="PAT-E500", version="5.2.0",
                     previous_version="5.1.3"),
        IncidentSpec(id="ebook-blip", kind="blip", service="ebook.lend", start=_at(24, 8, 40), end=_at(24, 8, 56),
                     error_rate=0, warn_code="EBK-W9", alert_severity="warning"),
        IncidentSpec(id="fines-pool", kind="database", flavor="pool", service="fines.svc", origin="fines.db",
                     start=_at(24, 11, 2), error_rate=4, error_code="FIN-E503", warn_code="FDB-W3",
                     upstream=("patron.acct",), upstream_code="PAT-E503"),
    ),
)
