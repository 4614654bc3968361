"""Held-out world ``vinylvault``: an online vinyl record store in America/Toronto (UTC-05:00 in December, EST);
"now" is 10:45 local on 4 December = 15:45 UTC, a Friday morning; orders ``VV-7Q3K9`` (five upper-case letters
and digits, made by the checkout needledrop), customers ``crate.AB1234``, trace ids ``vvtr`` + 14 hex digits.
The data begin at 22:45 local on 2 December.

Incidents: lock waits on the catalog database sleevecat-pg since 10:05 make checkout needledrop fail
(failed checkouts as order records ``CHECKOUT_FAILED``; the storefront groovefront sees checkout 503s; still
going); an eviction storm on the search cache cratedig-redis overnight 02:10-02:40 behind the search service
cratedig, reaching the storefront groovefront (chain groovefront → cratedig → cratedig-redis; resolved);
yesterday 16:00-16:30 the shipping label partner labelfox's certificate was expired (only its caller, the
shipping labels service mailertube, logs the failed handshakes; renewed); a WARN-only latency blip of the
wishlist wantlist at 09:00-09:12.
Healthy: sleevecat (catalog service), platterpay (payment gateway), spinmail (email notifications), spinbus,
wantlist-mysql.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Toronto")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="vinylvault",
    title="Vinylvault online vinyl record store",
    seed=61207,
    timezone="America/Toronto",
    anchor=_at(4, 10, 45),
    hours=36,
    ids=IdFormats(order="VV-{alnum:5}", user="crate.{alpha:2}{num:4}", trace="vvtr{hex:14}"),
    order_service="needledrop",
    orders_per_hour=36,
    order_statuses=("PAID", "PAID", "PACKED", "SHIPPED"),
    vocab=Vocabulary(request_rate="spins_req_ps", latency="groove_p99_ms", error_ratio="groove_err_ratio",
                     hit_ratio="crate_cache_hit", evictions="crate_cache_evict_ps",
                     query_latency="catalog_sql_p99_ms", lock_waits="catalog_row_lock_waits_ps",
                     pool_in_use="catalog_conns_used", pool_size="catalog_conns_cap",
                     consumer_lag="spinbus_backlog", tls_days="label_cert_days_left",
                     tls_failures="label_tls_errors_ps", cache_alert="CrateCacheHitLow",
                     latency_alert="GrooveP99High", error_alert="GrooveErrorsHigh", db_alert="CatalogRowLockWaits",
                     pool_alert="CatalogConnsFull", lag_alert="SpinbusBacklog", tls_alert="LabelPartnerTlsBroken"),
    services=(
        _S(name="groovefront", team="店面组 Storefront", description_zh="唱片店前台 (网站与App)",
           description_en="storefront", depends_on=("cratedig", "sleevecat", "needledrop", "wantlist")),
        _S(name="cratedig", team="搜索组 Search", description_zh="唱片搜索服务",
           description_en="record search", depends_on=("cratedig-redis", "sleevecat")),
        _S(name="cratedig-redis", kind="redis", team="搜索组 Search", description_zh="搜索缓存 (Redis)",
           description_en="search cache"),
        _S(name="sleevecat", team="目录组 Catalog", description_zh="唱片目录服务",
           description_en="catalog service", depends_on=("sleevecat-pg",)),
        _S(name="sleevecat-pg", kind="postgres", team="DBA", description_zh="目录数据库 (PostgreSQL)",
           description_en="catalog database"),
        _S(name="needledrop", team="下单组 Checkout", description_zh="结账下单服务",
           description_en="checkout", depends_on=("sleevecat-pg", "platterpay", "mailertube", "spinbus")),
        _S(name="platterpay", kind="external", team="外部 External", description_zh="支付网关",
           description_en="payment gateway"),
        _S(name="mailertube", team="物流组 Shipping", description_zh="运单面单服务",
           description_en="shipping labels service", depends_on=("labelfox",)),
        _S(name="labelfox", kind="external", team="外部 External", description_zh="快递面单合作方",
           description_en="shipping label partner"),
        _S(name="spinbus", kind="kafka", team="下单组 Checkout", description_zh="订单事件队列 (Kafka)",
           description_en="order events queue"),
        _S(name="spinmail", team="通知组 Notifications", description_zh="邮件通知服务",
           description_en="email notifications", depends_on=("spinbus",)),
        _S(name="wantlist", team="店面组 Storefront", description_zh="心愿单 / 收藏夹",
           description_en="wishlist", depends_on=("wantlist-mysql",)),
        _S(name="wantlist-mysql", kind="mysql", team="店面组 Storefront", description_zh="心愿单数据库 (MySQL)",
           description_en="wishlist database"),
    ),
    incidents=(
        IncidentSpec(id="sleevecat-lock", kind="database", flavor="lock_wait", service="needledrop",
                     origin="sleevecat-pg", start=_at(4, 10, 5), error_rate=3, error_code="NDP-5307",
                     warn_code="SCP-W12", upstream=("groovefront",), upstream_code="GVF-5030",
                     order_failure_share=0.35, order_status="CHECKOUT_FAILED"),
        IncidentSpec(id="cratedig-evictions", kind="cache", service="cratedig", origin="cratedig-redis",
                     start=_at(4, 2, 10), end=_at(4, 2, 40), error_rate=3, error_code="CDG-5104",
                     warn_code="CDR-W03", upstream=("groovefront",), upstream_code="GVF-5041"),
        IncidentSpec(id="labelfox-cert", kind="certificate", service="mailertube", origin="labelfox",
                     start=_at(3, 16, 0), end=_at(3, 16, 30), error_rate=3, error_code="MLT-4951"),
        IncidentSpec(id="wantlist-blip", kind="blip", service="wantlist", start=_at(4, 9, 0),
                     end=_at(4, 9, 12), error_rate=0, warn_code="WNL-W05", alert_severity="warning"),
    ),
)
