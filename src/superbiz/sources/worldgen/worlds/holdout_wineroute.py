"""Held-out world ``wineroute``: a wine e-commerce shop with cellar logistics in America/Argentina/Buenos_Aires
(UTC-03:00, no daylight saving; order ids ``VR-7K2QXM-25``, customers ``cli.4f0a9c2e``, 20-hex trace ids).

Incidents: a slow query on bodega-db (the cellar warehouse database) behind bodega-wms, which slows
crate-labeler and backs up the courier handoff queue three hops away (both ongoing); a bad deploy of
cork-checkout yesterday afternoon, rolled back and redeployed cleanly later (resolved); the age-verification
partner's certificate that expired just after local midnight and was renewed in the early morning (resolved);
a basket-cache eviction storm behind decanter-cart last night (resolved); a short latency blip on tasting-tix
this morning. Orders failed during the deploy (CHECKOUT_ERROR) and the certificate expiry (AGE_UNVERIFIED).
Healthy: cuvee-catalog, vintage-es, tix-pg, cork-pg, handoff-bus.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Argentina/Buenos_Aires")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="wineroute",
    title="Wineroute cellar shop",
    seed=61853,
    timezone="America/Argentina/Buenos_Aires",
    anchor=_at(14, 10, 40),
    hours=36,
    ids=IdFormats(order="VR-{alnum:6}-{num:2}", user="cli.{hex:8}", trace="{hex:20}"),
    order_service="cork-checkout",
    orders_per_hour=30,
    order_statuses=("CONFIRMED", "CONFIRMED", "PICKED", "DISPATCHED", "DELIVERED"),
    vocab=Vocabulary(request_rate="http_requests_per_sec", latency="http_latency_p99_ms", error_ratio="http_5xx_ratio",
                     query_latency="db_statement_p99_ms", consumer_lag="handoff_queue_lag",
                     db_alert="DbStatementsSlow", lag_alert="HandoffQueueBacklog", error_alert="Http5xxBurst",
                     latency_alert="P99AboveTarget", cache_alert="BasketCacheMissing", tls_alert="PartnerTlsBroken"),
    services=(
        _S(name="sommelier-gw", team="平台组 Platform", description_zh="商城入口网关",
           description_en="storefront gateway",
           depends_on=("cuvee-catalog", "decanter-cart", "cork-checkout", "tasting-tix")),
        _S(name="cuvee-catalog", team="商品组 Catalogue", description_zh="酒款目录服务",
           description_en="wine catalogue service", depends_on=("vintage-es",)),
        _S(name="vintage-es", kind="elasticsearch", team="商品组 Catalogue",
           description_zh="酒款搜索索引 (Elasticsearch)", description_en="catalogue search index"),
        _S(name="decanter-cart", team="交易组 Checkout", description_zh="购物车服务", description_en="shopping cart",
           depends_on=("basket-redis",)),
        _S(name="basket-redis", kind="redis", team="交易组 Checkout", description_zh="购物车缓存 (Redis)",
           description_en="cart cache"),
        _S(name="cork-checkout", team="交易组 Checkout", description_zh="结账下单服务",
           description_en="checkout and order placement",
           depends_on=("decanter-cart", "ageproof-svc", "cork-pg", "handoff-bus")),
        _S(name="cork-pg", kind="postgres", team="交易组 Checkout", description_zh="订单数据库 (PostgreSQL)",
           description_en="order database"),
        _S(name="ageproof-svc", team="合规组 Compliance", description_zh="年龄核验服务",
           description_en="age verification", depends_on=("edadcheck-partner",)),
        _S(name="edadcheck-partner", kind="external", team="外部 External", description_zh="外部年龄核验合作方",
           description_en="external age-verification partner"),
        _S(name="handoff-bus", kind="kafka", team="物流组 Logistics", description_zh="快递交接消息队列 (Kafka)",
           description_en="courier handoff queue"),
        _S(name="courier-handoff", team="物流组 Logistics", description_zh="快递交接 (把包裹交给快递公司)",
           description_en="courier handoff worker", depends_on=("handoff-bus", "crate-labeler")),
        _S(name="crate-labeler", team="物流组 Logistics", description_zh="装箱与面单服务",
           description_en="crate packing and shipping labels", depends_on=("bodega-wms",)),
        _S(name="bodega-wms", team="酒窖组 Cellar", description_zh="酒窖仓储管理 (WMS)",
           description_en="cellar warehouse management", depends_on=("bodega-db",)),
        _S(name="bodega-db", kind="mysql", team="DBA", description_zh="酒窖仓储数据库 (MySQL)",
           description_en="cellar warehouse database"),
        _S(name="tasting-tix", team="活动组 Events", description_zh="品酒会门票",
           description_en="tasting-event tickets", depends_on=("tix-pg",)),
        _S(name="tix-pg", kind="postgres", team="活动组 Events", description_zh="门票数据库 (PostgreSQL)",
           description_en="ticket database"),
    ),
    incidents=(
        IncidentSpec(id="bodega-slow-query", kind="database", flavor="slow_query", service="bodega-wms",
                     origin="bodega-db", start=_at(14, 8, 47), error_rate=3, error_code="WMS-5204",
                     warn_code="BDB-SLOW7", upstream=("crate-labeler",), upstream_code="LBL-5031"),
        IncidentSpec(id="handoff-backlog", kind="queue", service="courier-handoff", start=_at(14, 9, 6),
                     error_rate=2, error_code="CHO-4290", warn_code="CHO-LAG2", topic="handoff.parcels",
                     alert_severity="warning"),
        IncidentSpec(id="checkout-bad-deploy", kind="deploy", service="cork-checkout", start=_at(13, 15, 12),
                     end=_at(13, 15, 43), error_rate=5, error_code="CKO-5002", version="5.9.0",
                     previous_version="5.8.3", upstream=("sommelier-gw",), upstream_code="SGW-5020",
                     order_failure_share=0.6, order_status="CHECKOUT_ERROR"),
        IncidentSpec(id="checkout-redeploy", kind="deploy", service="cork-checkout", start=_at(13, 17, 55),
                     end=_at(13, 18, 1), version="5.9.1", previous_version="5.8.3", rollout_ok=True),
        IncidentSpec(id="agecheck-cert-expired", kind="certificate", service="ageproof-svc",
                     origin="edadcheck-partner", start=_at(14, 0, 4), end=_at(14, 5, 52), error_rate=2,
                     error_code="AGE-0495", upstream=("cork-checkout",), upstream_code="CKO-4031",
                     order_failure_share=0.5, order_status="AGE_UNVERIFIED"),
        IncidentSpec(id="basket-evictions", kind="cache", service="decanter-cart", origin="basket-redis",
                     start=_at(13, 21, 18), end=_at(13, 21, 56), error_rate=3, error_code="CRT-4408",
                     warn_code="BRD-EVICT", upstream=("sommelier-gw",), upstream_code="SGW-5044"),
        IncidentSpec(id="tix-latency-blip", kind="blip", service="tasting-tix", start=_at(14, 7, 22),
                     end=_at(14, 7, 37), error_rate=0, warn_code="TIX-W03", alert_severity="warning"),
    ),
)
