"""Held-out world ``sprigrow``: a plant nursery with greenhouses in Asia/Beirut (UTC+02:00 in December): climate
sensors, plant orders, delivery slots, loyalty points (orders ``SG-BEY-0417``, customers ``grw~0417``, trace ids
``sgtr`` + 12 hex).

"Now" is 2026-12-08 09:05 local (07:05 UTC); the data starts 36 hours earlier, 2026-12-06 21:05 local.

Incidents (local time):

* climate-sensor queue backlog on climbox (topic ``sprig.climate.ticks`` on humquay), today 03:00-04:30 (resolved);
* ONE PostgreSQL pool (dravelpg) under the delivery-slot app slotquim exhausted twice: today 07:10-07:50 and
  08:30-08:50 (resolved); callers potkart and the shop app sprouvo (three hops: sprouvo -> potkart -> slotquim ->
  dravelpg) fail too; orders fail SLOT_STUCK;
* a clean rollout of the loyalty app loyvane today 08:20-08:27 (3.9.0 from 3.8.4; no errors: a tempting false
  cause near the second pool episode);
* a bad deploy of the plant-order app potkart yesterday 18:00, rolled back 18:30 (orders ORDER_JAMMED);
* the payment partner tilvaxo's certificate expired: paygrub TLS failures yesterday 21:00-22:00 (orders
  TILL_BOUNCED via potkart);
* a plant-catalogue cache eviction storm on mossrex behind leafquill yesterday 13:10-13:45 (shop errors too);
* a warnings-only latency blip on the plant search grezzle today 05:40-05:58.

Healthy: orvalmy, fronzel, loyvane (rollout only, INFO lines), tilvaxo (external; no lines of its own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Beirut")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="sprigrow",
    title="Sprigrow plant nursery",
    seed=80417,
    timezone="Asia/Beirut",
    anchor=_at(8, 9, 5),
    hours=36,
    ids=IdFormats(order="SG-BEY-{num:4}", user="grw~{num:4}", trace="sgtr{hex:12}"),
    order_service="potkart",
    orders_per_hour=40,
    order_statuses=("NURSED", "NURSED", "ON_VAN", "REPOTTED"),
    vocab=Vocabulary(pool_alert="GreenPoolDrained", lag_alert="SensorLagPiling", error_alert="PotErrorsSurge",
                     latency_alert="RootLatencyHigh", cache_alert="MossCacheThin", tls_alert="TillTlsBroken",
                     db_alert="DbSlowSprig"),
    services=(
        _S(name="sprouvo", team="前台组 Storefront", description_zh="网店前台（顾客下单的商城）",
           description_en="nursery web shop (storefront)",
           depends_on=("potkart", "leafquill", "loyvane", "grezzle")),
        _S(name="potkart", team="订单组 Orders", description_zh="植物订单服务", description_en="plant order service",
           depends_on=("slotquim", "paygrub", "orvalmy")),
        _S(name="slotquim", team="配送组 Delivery", description_zh="送货时段预约服务",
           description_en="delivery slot booking app", depends_on=("dravelpg",)),
        _S(name="dravelpg", kind="postgres", team="DBA", description_zh="送货时段数据库 (PostgreSQL)",
           description_en="delivery slot database (PostgreSQL)"),
        _S(name="paygrub", team="支付组 Payments", description_zh="支付网关", description_en="payment gateway",
           depends_on=("tilvaxo",)),
        _S(name="tilvaxo", kind="external", team="外部 External", description_zh="外部支付合作方 Tilvaxo",
           description_en="external payment partner"),
        _S(name="orvalmy", kind="mysql", team="订单组 Orders", description_zh="订单数据库 (MySQL)",
           description_en="order database (MySQL)"),
        _S(name="loyvane", team="会员组 Loyalty", description_zh="会员积分服务", description_en="loyalty points app"),
        _S(name="leafquill", team="商品组 Catalogue", description_zh="植物目录服务",
           description_en="plant catalogue service", depends_on=("mossrex",)),
        _S(name="mossrex", kind="redis", team="商品组 Catalogue", description_zh="目录缓存 (Redis)",
           description_en="catalogue cache (Redis)"),
        _S(name="climbox", team="花房组 Greenhouse", description_zh="花房气候传感器数据处理",
           description_en="greenhouse climate sensor ingest", depends_on=("humquay",)),
        _S(name="humquay", kind="kafka", team="花房组 Greenhouse", description_zh="传感器消息队列 (Kafka)",
           description_en="sensor message queue (Kafka)"),
        _S(name="grezzle", team="搜索组 Search", description_zh="植物搜索", description_en="plant search",
           depends_on=("fronzel",)),
        _S(name="fronzel", kind="elasticsearch", team="搜索组 Search", description_zh="搜索集群 (Elasticsearch)",
           description_en="search cluster (Elasticsearch)"),
    ),
    incidents=(
        IncidentSpec(id="sensor-backlog", kind="queue", service="climbox", origin="humquay", start=_at(8, 3, 0),
                     end=_at(8, 4, 30), error_rate=2, error_code="CBQ-3318", warn_code="CBQ-W21",
                     topic="sprig.climate.ticks", alert_severity="warning"),
        IncidentSpec(id="slot-pool-first", kind="database", flavor="pool", service="slotquim", origin="dravelpg",
                     start=_at(8, 7, 10), end=_at(8, 7, 50), error_rate=4, error_code="QMX-6107",
                     warn_code="DVW-05", upstream=("potkart", "sprouvo"), upstream_code="PKR-5531",
                     order_failure_share=0.5, order_status="SLOT_STUCK"),
        IncidentSpec(id="slot-pool-second", kind="database", flavor="pool", service="slotquim", origin="dravelpg",
                     start=_at(8, 8, 30), end=_at(8, 8, 50), error_rate=4, error_code="QMX-6107",
                     warn_code="DVW-05", upstream=("potkart", "sprouvo"), upstream_code="PKR-5531",
                     order_failure_share=0.5, order_status="SLOT_STUCK"),
        IncidentSpec(id="loyalty-rollout", kind="deploy", service="loyvane", start=_at(8, 8, 20), end=_at(8, 8, 27),
                     version="3.9.0", previous_version="3.8.4", rollout_ok=True),
        IncidentSpec(id="order-bad-deploy", kind="deploy", service="potkart", start=_at(7, 18, 0),
                     end=_at(7, 18, 30), error_rate=4, error_code="PKR-5000", version="12.3.0",
                     previous_version="12.2.6", upstream=("sprouvo",), upstream_code="SPV-5012",
                     order_failure_share=0.35, order_status="ORDER_JAMMED"),
        IncidentSpec(id="till-cert-expired", kind="certificate", service="paygrub", origin="tilvaxo",
                     start=_at(7, 21, 0), end=_at(7, 22, 0), error_rate=2, error_code="PGY-4961",
                     upstream=("potkart",), upstream_code="PKR-5047", order_failure_share=0.4,
                     order_status="TILL_BOUNCED"),
        IncidentSpec(id="catalogue-evictions", kind="cache", service="leafquill", origin="mossrex",
                     start=_at(7, 13, 10), end=_at(7, 13, 45), error_rate=3, error_code="LDX-2204",
                     warn_code="MRX-W02", upstream=("sprouvo",), upstream_code="SPV-5044"),
        IncidentSpec(id="search-blip", kind="blip", service="grezzle", start=_at(8, 5, 40), end=_at(8, 5, 58),
                     error_rate=0, warn_code="GZL-W14", alert_severity="warning"),
    ),
)
