"""HELD-OUT world ``blooms``: a florist marketplace (bouquet orders, florist shops, courier pickup, a cold-storage
stock service, card-message printing, a payments partner) in Atlantic/Cape_Verde (UTC-01:00; "now" 04:35 local,
05:35 UTC; order ids with slashes ``BLM/2026/000123``, buyers ``BUY-KQ4821``, 20-hex trace ids).

Orders go through the public ``petalgate`` → ``bouqorder`` (花束订单) → ``stemvault`` (冷库鲜花库存) →
``chillcache``: a three-hop chain whose Redis eviction storm began half an hour before "now" (ongoing; orders
fail with STOCK_UNCONFIRMED). A clean rollout (``rollout_ok``) of ``stemvault`` 40 minutes before it (a tempting
false cause). Resolved: the courier partner's certificate behind ``courierlink`` expired yesterday evening and was
renewed before midnight (pickups failed, seen by ``bouqorder``); a bad deploy of ``paysprig`` (the payments
partner's bridge) in the small hours, rolled back (payments failed); a slow-query episode on ``vasedb`` yesterday
afternoon hurting both services it feeds (``shopdesk`` florist console, seen by the gateway, and ``cardpress``
card-message printing); a latency blip on ``notifyhub`` yesterday afternoon. Healthy: petalfind, wrapstudio.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Atlantic/Cape_Verde")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="blooms",
    title="Blooms florist marketplace",
    seed=51207,
    timezone="Atlantic/Cape_Verde",
    anchor=_at(10, 4, 35),
    hours=36,
    ids=IdFormats(order="BLM/2026/{seq:6}", user="BUY-{alpha:2}{num:4}", trace="{hex:20}"),
    order_service="bouqorder",
    orders_per_hour=24,
    order_statuses=("PAID", "ARRANGED", "PICKED_UP", "DELIVERED", "DELIVERED"),
    vocab=Vocabulary(request_rate="reqs_per_s", latency="resp_time_p99_ms", error_ratio="err_share",
                     hit_ratio="kv_hit_ratio", evictions="kv_evictions_per_s", query_latency="mysql_q_p99_ms",
                     lock_waits="row_lock_waits_per_s", pool_in_use="conn_pool_used", pool_size="conn_pool_cap",
                     consumer_lag="bus_lag_msgs", tls_days="partner_cert_days", tls_failures="tls_fail_per_s",
                     cache_alert="StockCacheThrashing", latency_alert="ResponseTimeHigh",
                     error_alert="ErrorShareSpike", db_alert="MysqlQueriesSlow", pool_alert="DbConnsMaxedOut",
                     lag_alert="BusLagRising", tls_alert="PeerTlsHandshakeBad"),
    services=(
        _S(name="petalgate", team="平台组 Platform", description_zh="花市统一入口网关",
           description_en="marketplace public gateway",
           depends_on=("bouqorder", "shopdesk", "petalfind")),
        _S(name="bouqorder", team="订单组 Orders", description_zh="花束订单服务",
           description_en="bouquet order service",
           depends_on=("stemvault", "paysprig", "courierlink", "cardpress", "bloombus")),
        _S(name="stemvault", team="供应链组 Supply", description_zh="冷库鲜花库存服务",
           description_en="cold-storage flower stock", depends_on=("chillcache",)),
        _S(name="chillcache", kind="redis", team="供应链组 Supply", description_zh="冷库库存缓存 (Redis)",
           description_en="cold-storage stock cache"),
        _S(name="vasedb", kind="mysql", team="DBA", description_zh="花店与贺卡主数据库 (MySQL)",
           description_en="shops and cards master database"),
        _S(name="shopdesk", team="花店运营组 Shop Ops",
           description_zh="花店商家工作台（接单、改价）", description_en="florist shop console",
           depends_on=("vasedb",)),
        _S(name="cardpress", team="贺卡组 Cards", description_zh="贺卡留言打印服务",
           description_en="card-message printing", depends_on=("vasedb",)),
        _S(name="paysprig", team="支付组 Payments", description_zh="支付对接服务",
           description_en="payments partner bridge", depends_on=("payvine-ext",)),
        _S(name="payvine-ext", kind="external", team="外部 External", description_zh="合作支付机构接口",
           description_en="external payments partner API"),
        _S(name="courierlink", team="配送组 Delivery", description_zh="骑手取件对接服务",
           description_en="courier pickup integration", depends_on=("dashcour-ext",)),
        _S(name="dashcour-ext", kind="external", team="外部 External", description_zh="合作快递平台接口",
           description_en="external courier partner API"),
        _S(name="petalfind", team="搜索组 Search", description_zh="花束搜索",
           description_en="bouquet search", depends_on=("petalidx",)),
        _S(name="petalidx", kind="elasticsearch", team="搜索组 Search",
           description_zh="花束搜索索引 (Elasticsearch)", description_en="bouquet search index"),
        _S(name="bloombus", kind="kafka", team="平台组 Platform", description_zh="订单事件总线 (Kafka)",
           description_en="order event bus"),
        _S(name="notifyhub", team="消息组 Messaging", description_zh="买家通知推送（短信、邮件）",
           description_en="buyer notifications", depends_on=("bloombus",)),
        _S(name="wrapstudio", team="花店运营组 Shop Ops", description_zh="礼品包装定制服务",
           description_en="gift wrapping customisation"),
    ),
    incidents=(
        IncidentSpec(id="stock-cache-evictions", kind="cache", service="stemvault", origin="chillcache",
                     start=_at(10, 4, 2), error_rate=3, error_code="STV-4431", warn_code="CHC-EVICT7",
                     upstream=("bouqorder", "petalgate"), upstream_code="BQO-5044", order_failure_share=0.4,
                     order_status="STOCK_UNCONFIRMED"),
        IncidentSpec(id="stemvault-rollout", kind="deploy", service="stemvault", start=_at(10, 3, 18),
                     end=_at(10, 3, 26), version="6.4.0", previous_version="6.3.2", rollout_ok=True),
        IncidentSpec(id="courier-cert-expired", kind="certificate", service="courierlink", origin="dashcour-ext",
                     start=_at(9, 19, 48), end=_at(9, 22, 31), error_rate=2, error_code="CRL-4950",
                     upstream=("bouqorder",), upstream_code="BQO-4712", order_failure_share=0.3,
                     order_status="PICKUP_FAILED"),
        IncidentSpec(id="pay-bad-deploy", kind="deploy", service="paysprig", start=_at(10, 1, 12),
                     end=_at(10, 1, 44), error_rate=4, error_code="PSG-5000", version="3.9.0",
                     previous_version="3.8.4", upstream=("bouqorder",), upstream_code="BQO-5020",
                     order_failure_share=0.5, order_status="PAYMENT_REJECTED"),
        IncidentSpec(id="shops-slow-query", kind="database", flavor="slow_query", service="shopdesk",
                     origin="vasedb", start=_at(9, 14, 6), end=_at(9, 14, 51), error_rate=3,
                     error_code="SDK-5081", warn_code="VSD-SLOW4", upstream=("petalgate",),
                     upstream_code="PTG-5030"),
        IncidentSpec(id="cards-slow-query", kind="database", flavor="slow_query", service="cardpress",
                     origin="vasedb", start=_at(9, 14, 9), end=_at(9, 14, 51), error_rate=2,
                     error_code="CPR-5082", warn_code="VSD-SLOW4"),
        IncidentSpec(id="notify-latency-blip", kind="blip", service="notifyhub", start=_at(9, 16, 20),
                     end=_at(9, 16, 33), error_rate=0, warn_code="NHB-W03", alert_severity="warning"),
    ),
)
