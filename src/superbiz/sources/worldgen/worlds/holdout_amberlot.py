"""Held-out world ``amberlot``: an amber jewellery online marketplace in Europe/Vilnius (UTC+02:00 in December;
"now" is 11:25 local on 4 December = 09:25 UTC; orders ``AMB/26/0417`` (made by the checkout amberkasa), buyers
``pirk-04170``, trace ids ``gt`` + 14 hex digits).

Incidents: the listings search index queue sakai-idx-q backs up behind the search service sakai-search since 10:50
(still growing), and the shop front gintaras-web sees its searches time out (ongoing); deadlocks (lock waits) on the
checkout database amberkasa-db this morning 08:15–08:45 make the checkout amberkasa fail orders (CHECKOUT_FAILED);
yesterday 21:00–21:35 the parcel-locker partner pastomatas's certificate was expired (the parcel shipping service
pakuote failed its handshakes; the partner itself writes nothing); a bad deploy of the seller portal meistras-portal
5.3.0 yesterday at 10:00, rolled back at 10:20. Team "SPX 卖家平台 Seller Platform" owns meistras-portal and the
seller payouts meistras-payouts.
Healthy: meistras-payouts, ismoka-pg, paylinka (payment partner), gintaras-redis, vaizdas-img.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Vilnius")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec
_SPX = "SPX 卖家平台 Seller Platform"

SPEC = WorldSpec(
    name="amberlot",
    title="Amberlot amber jewellery marketplace",
    seed=61204,
    timezone="Europe/Vilnius",
    anchor=_at(4, 11, 25),
    hours=36,
    ids=IdFormats(order="AMB/26/{seq:4}", user="pirk-{num:5}", trace="gt{hex:14}"),
    order_service="amberkasa",
    orders_per_hour=30,
    order_statuses=("PAID", "PAID", "PACKED", "IN_LOCKER"),
    vocab=Vocabulary(request_rate="amb_hits_rps", latency="amb_resp_p95_ms", error_ratio="amb_fail_share",
                     hit_ratio="sess_cache_hit_share", evictions="sess_cache_evict_rps",
                     query_latency="kasa_sql_p95_ms", lock_waits="kasa_row_lock_waits_rps",
                     pool_in_use="kasa_db_conns_used", pool_size="kasa_db_conns_cap",
                     consumer_lag="listing_index_backlog", tls_days="locker_cert_days_left",
                     tls_failures="locker_tls_errors_rps", cache_alert="SessCacheHitShareLow",
                     latency_alert="AmbRespP95High", error_alert="AmbFailShareHigh", db_alert="KasaRowLockWaits",
                     pool_alert="KasaDbConnsFull", lag_alert="ListingIndexBacklog", tls_alert="LockerTlsErrors"),
    services=(
        _S(name="gintaras-web", team="店铺前台组 Storefront", description_zh="商城前台 (网页与App)",
           description_en="shop front", depends_on=("sakai-search", "amberkasa", "gintaras-redis", "vaizdas-img")),
        _S(name="gintaras-redis", kind="redis", team="店铺前台组 Storefront", description_zh="会话缓存 (Redis)",
           description_en="session cache"),
        _S(name="vaizdas-img", team="店铺前台组 Storefront", description_zh="商品图片服务",
           description_en="listing photos service"),
        _S(name="sakai-search", team="搜索组 Search", description_zh="商品搜索 (建索引读队列)",
           description_en="listings search", depends_on=("sakai-idx-q",)),
        _S(name="sakai-idx-q", kind="kafka", team="搜索组 Search", description_zh="商品索引队列 (Kafka)",
           description_en="listings search index queue"),
        _S(name="amberkasa", team="结算组 Checkout", description_zh="结算下单服务",
           description_en="checkout", depends_on=("amberkasa-db", "paylinka", "pakuote")),
        _S(name="amberkasa-db", kind="mysql", team="DBA", description_zh="结算数据库 (MySQL)",
           description_en="checkout database"),
        _S(name="paylinka", kind="external", team="外部 External", description_zh="支付合作方",
           description_en="payment partner"),
        _S(name="pakuote", team="物流组 Shipping", description_zh="包裹寄送服务 (对接快递柜)",
           description_en="parcel shipping service", depends_on=("pastomatas",)),
        _S(name="pastomatas", kind="external", team="外部 External", description_zh="快递柜合作方",
           description_en="parcel lockers partner"),
        _S(name="meistras-portal", team=_SPX, description_zh="卖家后台", description_en="seller portal",
           depends_on=("meistras-payouts",)),
        _S(name="meistras-payouts", team=_SPX, description_zh="卖家结款服务", description_en="seller payouts",
           depends_on=("ismoka-pg",)),
        _S(name="ismoka-pg", kind="postgres", team=_SPX, description_zh="结款数据库 (PostgreSQL)",
           description_en="payouts database"),
    ),
    incidents=(
        IncidentSpec(id="sakai-index-backlog", kind="queue", service="sakai-search", origin="sakai-idx-q",
                     start=_at(4, 10, 50), error_rate=2, error_code="SKS-4081", warn_code="SIQ-W12",
                     topic="listings.reindex", upstream=("gintaras-web",), upstream_code="GNT-5046"),
        IncidentSpec(id="kasa-deadlocks", kind="database", flavor="lock_wait", service="amberkasa",
                     origin="amberkasa-db", start=_at(4, 8, 15), end=_at(4, 8, 45), error_rate=3,
                     error_code="AKS-5213", warn_code="AKD-W40", order_failure_share=0.35,
                     order_status="CHECKOUT_FAILED"),
        IncidentSpec(id="pastomatas-cert", kind="certificate", service="pakuote", origin="pastomatas",
                     start=_at(3, 21, 0), end=_at(3, 21, 35), error_rate=3, error_code="PKT-4952"),
        IncidentSpec(id="meistras-bad-deploy", kind="deploy", service="meistras-portal", start=_at(3, 10, 0),
                     end=_at(3, 10, 20), error_rate=4, error_code="MST-5002", version="5.3.0",
                     previous_version="5.2.6"),
    ),
)
