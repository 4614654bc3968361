"""Held-out world ``pyrenshop``: a duty-free electronics web shop with tax-free (VAT refund) forms, in
Europe/Andorra (CET, UTC+01:00 in December; "now" is 21:30 local on 5 December 2026 = 20:30 UTC). Shop orders
``px#`` + 7 digits + ``q`` (e.g. ``px#0413257q``, made by the shop front vitrafront),
shoppers ``cli#ad`` + 5 digits (e.g. ``cli#ad30417``), trace ids ``pyt`` + 16 hex digits.

Incidents (local times):
- a price cache storm yesterday evening 19:00-19:30 on the price cache prismo-redis under the pricing service prismo
  (callers: the shop front vitrafront; resolved; no failed orders);
- an inventory kafka backlog this afternoon 14:00-15:30 (the inventory sync stockwave behind the queue stockwave-q,
  topic ``stock.levels``; resolved);
- an expired certificate of the VAT-refund partner detaxa 20:00-20:45 under the tax-free form service taxcabin
  (callers: vitrafront; resolved; orders failed as records with status ``REFUND_REJECTED``);
- a clean rollout of the product search lumisearch 4.2.0 at 21:00-21:06 (``rollout_ok``; a tempting false cause);
- the checkout database cobrix-pg connection pool exhausted since 21:05, still going, under the checkout service cobrix
  (chain vitrafront -> cobrix -> cobrix-pg; failed orders as records with status ``CHECKOUT_FAILED``).
Healthy: the card payment partner paxolot, the tax-free form database taxcabin-db, the search index lumisearch-es,
the shipping label service parcelo, the mailer ringomail.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Andorra")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="pyrenshop",
    title="Pyrenshop duty-free electronics web shop",
    seed=37628,
    timezone="Europe/Andorra",
    anchor=_at(5, 21, 30),
    hours=36,
    ids=IdFormats(order="px#{num:7}q", user="cli#ad{num:5}", trace="pyt{hex:16}"),
    order_service="vitrafront",
    orders_per_hour=40,
    order_statuses=("PAID", "PACKED", "SHIPPED", "DELIVERED"),
    vocab=Vocabulary(request_rate="shop_hits_ps", latency="shop_p99_millis", error_ratio="shop_err_share",
                     hit_ratio="price_cache_hit_share", evictions="price_cache_evicted_ps",
                     query_latency="pyr_sql_p99_millis", lock_waits="pyr_lock_waits_ps",
                     pool_in_use="pyr_pool_busy", pool_size="pyr_pool_max", consumer_lag="stock_msgs_behind",
                     tls_days="vatpartner_cert_days_left", tls_failures="vatpartner_tls_errors_ps",
                     cache_alert="PriceCacheHitDrop", latency_alert="ShopP99Slow",
                     error_alert="ShopErrShareHigh", db_alert="PyrSqlSlow", pool_alert="PyrPoolDrained",
                     lag_alert="StockMsgsBehind", tls_alert="VatPartnerTlsFailing"),
    services=(
        _S(name="vitrafront", team="前台组 Storefront", description_zh="免税店前台 (网店下单)",
           description_en="shop front",
           depends_on=("cobrix", "prismo", "lumisearch", "stockwave", "taxcabin", "parcelo")),
        _S(name="cobrix", team="结账组 Checkout", description_zh="结账服务",
           description_en="checkout service", depends_on=("cobrix-pg", "paxolot", "ringomail")),
        _S(name="cobrix-pg", kind="postgres", team="结账组 Checkout", description_zh="结账数据库 (PostgreSQL)",
           description_en="checkout database"),
        _S(name="paxolot", kind="external", team="外部 External", description_zh="银行卡支付合作方",
           description_en="card payment partner"),
        _S(name="taxcabin", team="退税组 Tax Free", description_zh="退税单服务 (免税表格)",
           description_en="tax-free form service", depends_on=("detaxa", "taxcabin-db")),
        _S(name="taxcabin-db", kind="mysql", team="退税组 Tax Free", description_zh="退税单数据库 (MySQL)",
           description_en="tax-free form database"),
        _S(name="detaxa", kind="external", team="外部 External", description_zh="增值税退税合作方",
           description_en="VAT refund partner"),
        _S(name="stockwave", team="库存组 Inventory", description_zh="库存同步服务",
           description_en="inventory sync", depends_on=("stockwave-q",)),
        _S(name="stockwave-q", kind="kafka", team="库存组 Inventory", description_zh="库存消息队列 (Kafka)",
           description_en="inventory queue"),
        _S(name="prismo", team="价格组 Pricing", description_zh="价格服务",
           description_en="pricing service", depends_on=("prismo-redis",)),
        _S(name="prismo-redis", kind="redis", team="价格组 Pricing", description_zh="价格缓存 (Redis)",
           description_en="price cache"),
        _S(name="lumisearch", team="搜索组 Search", description_zh="商品搜索",
           description_en="product search", depends_on=("lumisearch-es",)),
        _S(name="lumisearch-es", kind="elasticsearch", team="搜索组 Search", description_zh="搜索索引 (Elasticsearch)",
           description_en="search index"),
        _S(name="parcelo", team="物流组 Shipping", description_zh="快递面单服务",
           description_en="shipping label service", depends_on=("ringomail",)),
        _S(name="ringomail", team="消息组 Messaging", description_zh="邮件通知服务",
           description_en="mailer"),
    ),
    incidents=(
        IncidentSpec(id="prismo-cache-storm", kind="cache", service="prismo", origin="prismo-redis",
                     start=_at(4, 19, 0), end=_at(4, 19, 30), error_rate=3, error_code="PRM-5031",
                     warn_code="PRR-W21", upstream=("vitrafront",), upstream_code="VTF-5044"),
        IncidentSpec(id="stockwave-backlog", kind="queue", service="stockwave", origin="stockwave-q",
                     start=_at(5, 14, 0), end=_at(5, 15, 30), error_rate=2, error_code="STW-4412",
                     warn_code="SWQ-W05", topic="stock.levels"),
        IncidentSpec(id="detaxa-cert", kind="certificate", service="taxcabin", origin="detaxa",
                     start=_at(5, 20, 0), end=_at(5, 20, 45), error_rate=3, error_code="TXC-4951",
                     upstream=("vitrafront",), upstream_code="VTF-5027", order_failure_share=0.4,
                     order_status="REFUND_REJECTED"),
        IncidentSpec(id="lumisearch-rollout", kind="deploy", service="lumisearch", start=_at(5, 21, 0),
                     end=_at(5, 21, 6), version="4.2.0", previous_version="4.1.3", rollout_ok=True),
        IncidentSpec(id="cobrix-pool", kind="database", flavor="pool", service="cobrix", origin="cobrix-pg",
                     start=_at(5, 21, 5), error_rate=4, error_code="CBX-5039", warn_code="CPG-W14",
                     upstream=("vitrafront",), upstream_code="VTF-5031", order_failure_share=0.45,
                     order_status="CHECKOUT_FAILED"),
    ),
)
