"""Held-out world ``rindcellar``: a cheese dairy (aging-cellar sensors, wholesale orders, delivery trucks) in
Pacific/Nauru (UTC+12, no DST; local midnight is 12:00 UTC of the day before). Orders ``RDC-123-ABC``, users
``grocer_1234K``, trace ids ``rc1a2b3c.123456``.

"Now" = 2026-10-14 11:40 local (2026-10-13 23:40 UTC); the data starts 36 hours earlier, 2026-10-12 23:40 local.

Incidents (local times):

* mysql lock waits on mossik-mysql behind wheyla-stock, today 06:10-06:40 (resolved); orvanka-orders (caller)
  fails too; orders fail with STOCK_LOCKED. Chain gorlak-web -> orvanka-orders -> wheyla-stock -> mossik-mysql.
* connection-pool exhaustion of orvanka-orders on the same mossik-mysql, yesterday 14:20-15:35 (resolved);
  gorlak-web (caller) fails too; orders fail with POOL_REJECTED.
* slow queries on the postgres cellvik-pg behind ripquo-board, today 08:00-08:50 (resolved), no callers.
* a clean rollout of ripquo-board 2.9.0 (from 2.8.4) today 07:48-07:56: fine, a tempting false cause of the slow
  queries just after it.
* a cache eviction storm on brezzik-redis behind pricora-svc, today 09:20-09:45 (resolved); gorlak-web fails too.
* a bad deploy of invorla-bill 5.6.0 (from 5.5.2) today 10:12, rolled back 10:31.
* a queue backlog of sensari-collector on topic vaultrind.readings (kazzo-kafka), since 10:40 (ongoing, warning).
* the route partner naviqo-maps' certificate expired today 11:02 (ongoing): trundl-fleet fails, orvanka-orders
  (caller) fails too; orders fail with NO_TRUCK_SLOT.
* a warnings-only latency blip on labelo-print, yesterday 21:10-21:24.

Healthy: tastr-auth, findora-es, kazzo-kafka (the broker itself), labelo-print (now), invorla-bill (now),
cellvik-pg (now). Nothing measures cellar humidity, cheese temperature or truck fuel.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Pacific/Nauru")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="rindcellar",
    title="Rindcellar cheese dairy",
    seed=61853,
    timezone="Pacific/Nauru",
    anchor=_at(14, 11, 40),
    hours=36,
    ids=IdFormats(order="RDC-{num:3}-{alpha:3}", user="grocer_{num:4}{alpha:1}", trace="rc{hex:6}.{num:6}"),
    order_service="orvanka-orders",
    orders_per_hour=42,
    order_statuses=("CONFIRMED", "CONFIRMED", "PACKED", "DISPATCHED"),
    vocab=Vocabulary(cache_alert="BrineCacheSag", latency_alert="WheelLatencyHigh", error_alert="CurdErrorSpike",
                     db_alert="VatQuerySlow", pool_alert="VatPoolDrained", lag_alert="RindFeedBacklog",
                     tls_alert="TlsRindCrack"),
    services=(
        _S(name="gorlak-web", team="门户组 Portal", description_zh="批发客户订货门户",
           description_en="wholesale customer ordering portal",
           depends_on=("orvanka-orders", "pricora-svc", "tastr-auth", "findora-es")),
        _S(name="orvanka-orders", team="订单组 Orders", description_zh="批发订单服务",
           description_en="wholesale order service",
           depends_on=("wheyla-stock", "mossik-mysql", "trundl-fleet", "invorla-bill")),
        _S(name="wheyla-stock", team="库存组 Stock", description_zh="熟成奶酪库存服务",
           description_en="aged-cheese stock service", depends_on=("mossik-mysql",)),
        _S(name="mossik-mysql", kind="mysql", team="DBA", description_zh="库存与订单数据库 (MySQL)",
           description_en="stock and order database"),
        _S(name="pricora-svc", team="定价组 Pricing", description_zh="批发价目服务",
           description_en="wholesale price list service", depends_on=("brezzik-redis",)),
        _S(name="brezzik-redis", kind="redis", team="定价组 Pricing", description_zh="价目缓存 (Redis)",
           description_en="price list cache"),
        _S(name="ripquo-board", team="窖藏组 Cellar", description_zh="熟成进度看板",
           description_en="ripening progress dashboard", depends_on=("cellvik-pg",)),
        _S(name="cellvik-pg", kind="postgres", team="窖藏组 Cellar", description_zh="窖藏数据库 (PostgreSQL)",
           description_en="cellar database"),
        _S(name="sensari-collector", team="窖藏组 Cellar", description_zh="熟成窖传感器数据采集",
           description_en="aging-cellar sensor collector", depends_on=("kazzo-kafka", "cellvik-pg")),
        _S(name="kazzo-kafka", kind="kafka", team="平台组 Platform", description_zh="传感器消息队列 (Kafka)",
           description_en="sensor message queue"),
        _S(name="trundl-fleet", team="车队组 Fleet", description_zh="配送货车调度",
           description_en="delivery truck dispatch", depends_on=("naviqo-maps",)),
        _S(name="naviqo-maps", kind="external", team="外部 External", description_zh="外部路线规划合作方",
           description_en="external route-planning partner"),
        _S(name="invorla-bill", team="财务组 Finance", description_zh="批发开票服务",
           description_en="wholesale invoicing"),
        _S(name="labelo-print", team="包装组 Packing", description_zh="奶酪标签打印",
           description_en="cheese label printing"),
        _S(name="tastr-auth", team="门户组 Portal", description_zh="客户登录认证",
           description_en="customer login"),
        _S(name="findora-es", kind="elasticsearch", team="门户组 Portal", description_zh="商品搜索 (Elasticsearch)",
           description_en="product search"),
    ),
    incidents=(
        IncidentSpec(id="stock-lock-waits", kind="database", flavor="lock_wait", service="wheyla-stock",
                     origin="mossik-mysql", start=_at(14, 6, 10), end=_at(14, 6, 40), error_rate=3,
                     error_code="WYL-1205", warn_code="MSQK-1205", upstream=("orvanka-orders",),
                     upstream_code="ORV-5093", order_failure_share=0.5, order_status="STOCK_LOCKED"),
        IncidentSpec(id="orders-pool-yesterday", kind="database", flavor="pool", service="orvanka-orders",
                     origin="mossik-mysql", start=_at(13, 14, 20), end=_at(13, 15, 35), error_rate=3,
                     error_code="ORV-5310", warn_code="MSQK-0040", upstream=("gorlak-web",),
                     upstream_code="GRK-5031", order_failure_share=0.6, order_status="POOL_REJECTED"),
        IncidentSpec(id="board-rollout-ok", kind="deploy", service="ripquo-board", start=_at(14, 7, 48),
                     end=_at(14, 7, 56), version="2.9.0", previous_version="2.8.4", rollout_ok=True),
        IncidentSpec(id="cellar-slow-queries", kind="database", flavor="slow_query", service="ripquo-board",
                     origin="cellvik-pg", start=_at(14, 8, 0), end=_at(14, 8, 50), error_rate=2,
                     error_code="RPQ-5004", warn_code="CLVK-W07"),
        IncidentSpec(id="price-cache-evictions", kind="cache", service="pricora-svc", origin="brezzik-redis",
                     start=_at(14, 9, 20), end=_at(14, 9, 45), error_rate=3, error_code="PRQA-4086",
                     warn_code="BZK-W03", upstream=("gorlak-web",), upstream_code="GRK-5044"),
        IncidentSpec(id="invoice-bad-deploy", kind="deploy", service="invorla-bill", start=_at(14, 10, 12),
                     end=_at(14, 10, 31), error_rate=4, error_code="IVR-5000", version="5.6.0",
                     previous_version="5.5.2"),
        IncidentSpec(id="sensor-backlog", kind="queue", service="sensari-collector", origin="kazzo-kafka",
                     start=_at(14, 10, 40), error_rate=2, error_code="SNS-3009", warn_code="SNS-W31",
                     topic="vaultrind.readings", alert_severity="warning"),
        IncidentSpec(id="route-cert-expired", kind="certificate", service="trundl-fleet", origin="naviqo-maps",
                     start=_at(14, 11, 2), error_rate=3, error_code="TDL-0495", upstream=("orvanka-orders",),
                     upstream_code="ORV-4212", order_failure_share=0.5, order_status="NO_TRUCK_SLOT"),
        IncidentSpec(id="label-latency-blip", kind="blip", service="labelo-print", start=_at(13, 21, 10),
                     end=_at(13, 21, 24), error_rate=0, warn_code="LBO-W02", alert_severity="warning"),
    ),
)
