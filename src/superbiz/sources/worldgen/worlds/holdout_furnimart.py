"""Held-out world ``furnimart``: an online furniture store with an automated warehouse in Asia/Dili (UTC+09:00, no
daylight time; "now" is 15:00 local on 4 December = 06:00 UTC, so the local "today" began at 15:00 UTC on the 3rd
and the data begin at 03:00 local on 3 December; orders ``FM/TL/004821`` (slashes, six digits, made by the order
service roomcart), customers ``casa-DL-48213``, trace ids ``fmx`` + 14 hex digits).

Incidents: a bad deploy of the warehouse pick service pickwave 4.12.0 (from 4.11.3) at 13:20, NOT rolled back
(still failing at "now"; roomcart fails orders with status ``PICK_FAILED``); slow queries on the stock database
stockroom-pg 14:10-14:30 under the stock service stockroom (the product catalogue sofaspec sees it too; resolved);
a clean rollout of the storefront lounge-web 7.3.0 at 14:05-14:11 (``rollout_ok``: a tempting false suspect for the
stock slowness); yesterday 19:00-19:45 an eviction storm on the delivery slot cache slotbay-redis behind the
delivery slot service slotbay (roomcart failed checkouts with status ``CHECKOUT_FAILED``; resolved).
Healthy: the carrier partner vanlink (called by the shipping service dockside), the returns service backflow, the
warehouse robot controller botyard, the pick task queue picktask-q, the orders database roomcart-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Dili")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="furnimart",
    title="Furnimart online furniture store with an automated warehouse",
    seed=61273,
    timezone="Asia/Dili",
    anchor=_at(4, 15, 0),
    hours=36,
    ids=IdFormats(order="FM/TL/{seq:6}", user="casa-DL-{num:5}", trace="fmx{hex:14}"),
    order_service="roomcart",
    orders_per_hour=40,
    order_statuses=("PAID", "PAID", "PICKED", "OUT_FOR_DELIVERY", "DELIVERED"),
    vocab=Vocabulary(request_rate="shop_rps", latency="shop_p99_latency_ms", error_ratio="shop_error_share",
                     hit_ratio="slot_cache_hit_share", evictions="slot_cache_evictions_ps",
                     query_latency="stock_sql_p99_ms", lock_waits="stock_lock_waits_ps",
                     pool_in_use="stock_pool_busy", pool_size="stock_pool_max", consumer_lag="pick_tasks_waiting",
                     tls_days="carrier_cert_days_left", tls_failures="carrier_tls_errors_ps",
                     cache_alert="SlotCacheHitShareLow", latency_alert="ShopP99TooSlow",
                     error_alert="ShopErrorShareHigh", db_alert="StockSqlSlow", pool_alert="StockPoolFull",
                     lag_alert="PickTasksPiling", tls_alert="CarrierTlsBroken"),
    services=(
        _S(name="lounge-web", team="网店前台组 Storefront", description_zh="网店前台 (官网与App)",
           description_en="storefront", depends_on=("sofaspec", "roomcart")),
        _S(name="sofaspec", team="商品组 Catalogue", description_zh="商品目录",
           description_en="product catalogue", depends_on=("stockroom",)),
        _S(name="roomcart", team="下单组 Checkout", description_zh="下单结账服务 (订单)",
           description_en="checkout and order service", depends_on=("roomcart-db", "slotbay", "pickwave",
                                                                     "stockroom")),
        _S(name="roomcart-db", kind="mysql", team="下单组 Checkout", description_zh="订单数据库 (MySQL)",
           description_en="orders database"),
        _S(name="slotbay", team="配送组 Delivery", description_zh="配送时段服务 (预约送货时间)",
           description_en="delivery slot service", depends_on=("slotbay-redis",)),
        _S(name="slotbay-redis", kind="redis", team="配送组 Delivery", description_zh="配送时段缓存 (Redis)",
           description_en="delivery slot cache"),
        _S(name="pickwave", team="仓储组 Warehouse", description_zh="仓库拣货服务",
           description_en="warehouse pick service", depends_on=("stockroom", "picktask-q")),
        _S(name="picktask-q", kind="kafka", team="仓储组 Warehouse", description_zh="拣货任务队列 (Kafka)",
           description_en="pick task queue"),
        _S(name="botyard", team="仓储组 Warehouse", description_zh="仓库机器人调度",
           description_en="warehouse robot controller", depends_on=("picktask-q",)),
        _S(name="stockroom", team="库存组 Stock", description_zh="库存服务",
           description_en="stock service", depends_on=("stockroom-pg",)),
        _S(name="stockroom-pg", kind="postgres", team="DBA", description_zh="库存数据库 (PostgreSQL)",
           description_en="stock database"),
        _S(name="dockside", team="发货组 Shipping", description_zh="发货服务 (对接承运商)",
           description_en="shipping service", depends_on=("vanlink",)),
        _S(name="vanlink", kind="external", team="外部 External", description_zh="承运商合作方 (送货上门)",
           description_en="carrier partner"),
        _S(name="backflow", team="售后组 After-sales", description_zh="退货服务",
           description_en="returns service", depends_on=("roomcart-db",)),
    ),
    incidents=(
        IncidentSpec(id="pickwave-bad-deploy", kind="deploy", service="pickwave", start=_at(4, 13, 20),
                     error_rate=4, error_code="PKW-5120", version="4.12.0", previous_version="4.11.3",
                     upstream=("roomcart",), upstream_code="RMC-5061", order_failure_share=0.35,
                     order_status="PICK_FAILED"),
        IncidentSpec(id="stockroom-slow-sql", kind="database", flavor="slow_query", service="stockroom",
                     origin="stockroom-pg", start=_at(4, 14, 10), end=_at(4, 14, 30), error_rate=3,
                     error_code="STK-5042", warn_code="SPG-W17", upstream=("sofaspec",), upstream_code="SFS-5033"),
        IncidentSpec(id="lounge-web-rollout", kind="deploy", service="lounge-web", start=_at(4, 14, 5),
                     end=_at(4, 14, 11), version="7.3.0", previous_version="7.2.9", rollout_ok=True),
        IncidentSpec(id="slotbay-evictions", kind="cache", service="slotbay", origin="slotbay-redis",
                     start=_at(3, 19, 0), end=_at(3, 19, 45), error_rate=3, error_code="SLB-5044",
                     warn_code="SBR-W09", upstream=("roomcart",), upstream_code="RMC-5047",
                     order_failure_share=0.5, order_status="CHECKOUT_FAILED"),
    ),
)
