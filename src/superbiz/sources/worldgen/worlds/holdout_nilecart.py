"""Held-out world ``nilecart``: a grocery delivery marketplace (storefront, catalog, basket and checkout, orders,
promotions, rider dispatch, payments, rider app, customer push) in Africa/Cairo (UTC+02 in December; "now" is
01:34 local, 23:34 UTC of the previous date, so the local "today" holds an hour and a half and most trouble was
"last night" / "yesterday"; order ids ``NC-CAI-88172``, riders (users) ``rdr-0417-eg``, trace ids ``nc`` + 16 hex).

Incidents: the orders database ordnest-pg ran out of connections twice yesterday (12:10-12:25 and 18:40-19:05
local, both resolved; ordnest fails, its caller kartilo too, some orders NOT_PLACED); the rider-dispatch consumer
wheelo lags on the feluka-bus topic rider.assign since 00:50 local today, still growing at "now"; a clean catalog
rollout of aisleview 4.12.0 at 00:55-01:07 just after the backlog began (a tempting false cause); the promo cache
promoheap had an eviction stampede yesterday 20:00-20:30 (dealbox fails, reaching the storefront souqgate through
kartilo: three hops); the payment partner khaznapay's certificate expired yesterday 23:00 and was renewed 23:40
(tahweel fails, kartilo too, some orders PAYMENT_FAILED); a short latency blip on souqgate yesterday 14:05-14:11.
Healthy: ranin (customer push, reads the same queue as wheelo), sayyar (rider app API), aisle-es.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Cairo")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="nilecart",
    title="Nilecart grocery delivery",
    seed=61493,
    timezone="Africa/Cairo",
    anchor=_at(9, 1, 34),
    hours=36,
    ids=IdFormats(order="NC-CAI-{num:5}", user="rdr-{num:4}-eg", trace="nc{hex:16}"),
    order_service="ordnest",
    orders_per_hour=40,
    order_statuses=("DELIVERED", "DELIVERED", "DELIVERED", "PICKING", "OUT_FOR_DELIVERY", "CANCELLED"),
    vocab=Vocabulary(request_rate="reqs_per_sec", latency="resp_ms_p99", error_ratio="err_share",
                     hit_ratio="promo_hit_pct", evictions="keys_evicted_ps", query_latency="sql_ms_p99",
                     lock_waits="pg_lock_waits_ps", pool_in_use="pg_conns_busy", pool_size="pg_conns_cap",
                     consumer_lag="topic_lag_count", tls_days="cert_days_to_expiry", tls_failures="tls_errs_ps",
                     cache_alert="PromoCacheMissStorm", latency_alert="RespTimeHigh", error_alert="ErrShareHigh",
                     db_alert="SqlTooSlow", pool_alert="PgConnsExhausted", lag_alert="TopicLagClimbing",
                     tls_alert="PartnerCertRejected"),
    services=(
        _S(name="souqgate", team="前台组 Storefront", description_zh="店面 API 网关 (App 与网页)",
           description_en="storefront API gateway", depends_on=("kartilo", "aisleview", "sayyar")),
        _S(name="aisleview", team="商品组 Catalog", description_zh="商品目录与货架浏览",
           description_en="product catalog", depends_on=("aisle-es",)),
        _S(name="aisle-es", kind="elasticsearch", team="商品组 Catalog", description_zh="商品搜索索引 (Elasticsearch)",
           description_en="product search index"),
        _S(name="kartilo", team="交易组 Checkout", description_zh="购物篮与结算",
           description_en="basket and checkout", depends_on=("dealbox", "ordnest", "tahweel")),
        _S(name="dealbox", team="营销组 Promotions", description_zh="优惠券与促销计算",
           description_en="promotions and coupons", depends_on=("promoheap",)),
        _S(name="promoheap", kind="redis", team="基础架构组 Infra", description_zh="促销缓存 (Redis)",
           description_en="promo cache"),
        _S(name="ordnest", team="交易组 Checkout", description_zh="订单服务",
           description_en="order service", depends_on=("ordnest-pg", "feluka-bus")),
        _S(name="ordnest-pg", kind="postgres", team="DBA", description_zh="订单数据库 (PostgreSQL)",
           description_en="orders database"),
        _S(name="feluka-bus", kind="kafka", team="基础架构组 Infra", description_zh="订单事件消息队列 (Kafka)",
           description_en="order event queue"),
        _S(name="wheelo", team="配送组 Dispatch", description_zh="骑手派单调度",
           description_en="rider dispatch", depends_on=("feluka-bus",)),
        _S(name="sayyar", team="配送组 Dispatch", description_zh="骑手 App 后端",
           description_en="rider app backend", depends_on=("wheelo",)),
        _S(name="ranin", team="用户触达组 Messaging", description_zh="用户推送通知",
           description_en="customer push notifications", depends_on=("feluka-bus",)),
        _S(name="tahweel", team="支付组 Payments", description_zh="支付渠道对接",
           description_en="payment partner client", depends_on=("khaznapay",)),
        _S(name="khaznapay", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="payment partner"),
    ),
    incidents=(
        IncidentSpec(id="orders-pool-noon", kind="database", flavor="pool", service="ordnest", origin="ordnest-pg",
                     start=_at(8, 12, 10), end=_at(8, 12, 25), error_rate=3, error_code="ONS-5307",
                     warn_code="OPG-CONN7", upstream=("kartilo",), upstream_code="KRT-5032",
                     order_failure_share=0.4, order_status="NOT_PLACED"),
        IncidentSpec(id="orders-pool-evening", kind="database", flavor="pool", service="ordnest",
                     origin="ordnest-pg", start=_at(8, 18, 40), end=_at(8, 19, 5), error_rate=3,
                     error_code="ONS-5307", warn_code="OPG-CONN7", upstream=("kartilo",), upstream_code="KRT-5032",
                     order_failure_share=0.4, order_status="NOT_PLACED"),
        IncidentSpec(id="assign-backlog", kind="queue", service="wheelo", origin="feluka-bus", start=_at(9, 0, 50),
                     error_rate=2, error_code="WHL-4412", warn_code="FLK-LAG3", topic="rider.assign"),
        IncidentSpec(id="catalog-rollout", kind="deploy", service="aisleview", start=_at(9, 0, 55),
                     end=_at(9, 1, 7), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="promo-stampede", kind="cache", service="dealbox", origin="promoheap", start=_at(8, 20, 0),
                     end=_at(8, 20, 30), error_rate=3, error_code="DBX-5044", warn_code="PRH-EVICT",
                     upstream=("kartilo", "souqgate"), upstream_code="SQG-5029"),
        IncidentSpec(id="khaznapay-cert", kind="certificate", service="tahweel", origin="khaznapay",
                     start=_at(8, 23, 0), end=_at(8, 23, 40), error_rate=2, error_code="THW-4953",
                     upstream=("kartilo",), upstream_code="KRT-4021", order_failure_share=0.5,
                     order_status="PAYMENT_FAILED"),
        IncidentSpec(id="storefront-blip", kind="blip", service="souqgate", start=_at(8, 14, 5), end=_at(8, 14, 11),
                     error_rate=0, warn_code="SQG-W01", alert_severity="warning"),
    ),
)
