"""Held-out world ``veggiebox``: a farm vegetable-box subscription in Pacific/Apia (UTC+13:00, no daylight time;
"now" is 08:00 local on 5 December = 19:00 UTC on 4 December, so the UTC date is a day behind the local one; box
orders ``vb_0093_apia`` (made by the web shop boxfront), households ``hh.40417.upolu``, trace ids ``vbx`` + 14 hex
digits).

Incidents: a bad deploy of the subscription billing subcharge 5.3.0 yesterday at 23:30, rolled back today at 00:10
(across local midnight; charges failed as records, status ``CHARGE_FAILED``); a box packing queue backlog this
morning 06:00-06:50 (the packing station app packstation behind the queue packline-q, topic ``packing.boxes``;
resolved); an eviction storm on the recipe cache recipehub-redis since 07:40, still going, behind the recipe
service recipehub and reaching the web shop boxfront (chain boxfront -> recipehub -> recipehub-redis; failed box
orders as records, status ``CHECKOUT_FAILED``); a clean rollout of the farm stock sync stocksync 2.8.0 at
07:35-07:41 (``rollout_ok``; a tempting false cause).
Healthy: the courier partner tuckerfleet and its delivery planner dropplan, the email sender mailbag, the support
desk fuadesk, the shop database boxfront-db, the billing database subcharge-pg, the farm stock database harvestdb.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Apia")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="veggiebox",
    title="Veggiebox farm vegetable-box subscription",
    seed=61205,
    timezone="Pacific/Apia",
    anchor=_at(5, 8, 0),
    hours=36,
    ids=IdFormats(order="vb_{seq:4}_apia", user="hh.{num:5}.upolu", trace="vbx{hex:14}"),
    order_service="boxfront",
    orders_per_hour=40,
    order_statuses=("SUBSCRIBED", "PACKED", "PACKED", "DELIVERED"),
    vocab=Vocabulary(request_rate="box_req_per_s", latency="box_p99_ms", error_ratio="box_fail_frac",
                     hit_ratio="recipe_cache_hit_frac", evictions="recipe_cache_evicts_ps",
                     query_latency="veg_sql_p99_ms", lock_waits="veg_lock_waits_ps", pool_in_use="veg_conns_used",
                     pool_size="veg_conns_cap", consumer_lag="packing_jobs_waiting",
                     tls_days="courier_cert_days_left", tls_failures="courier_tls_fail_ps",
                     cache_alert="RecipeCacheHitLow", latency_alert="BoxP99TooSlow",
                     error_alert="BoxFailFracHigh", db_alert="VegSqlSlow", pool_alert="VegConnsExhausted",
                     lag_alert="PackingJobsPilingUp", tls_alert="CourierTlsBroken"),
    services=(
        _S(name="boxfront", team="网店组 Web Shop", description_zh="网店 (下单与订阅管理)",
           description_en="web shop", depends_on=("boxfront-db", "recipehub", "subcharge", "stocksync")),
        _S(name="boxfront-db", kind="mysql", team="网店组 Web Shop", description_zh="网店订单数据库 (MySQL)",
           description_en="shop orders database"),
        _S(name="recipehub", team="菜谱组 Recipes", description_zh="菜谱服务",
           description_en="recipe service", depends_on=("recipehub-redis",)),
        _S(name="recipehub-redis", kind="redis", team="菜谱组 Recipes", description_zh="菜谱缓存 (Redis)",
           description_en="recipe cache"),
        _S(name="subcharge", team="订阅计费组 Billing", description_zh="订阅扣款服务",
           description_en="subscription billing", depends_on=("subcharge-pg", "mailbag")),
        _S(name="subcharge-pg", kind="postgres", team="订阅计费组 Billing", description_zh="计费数据库 (PostgreSQL)",
           description_en="billing database"),
        _S(name="packstation", team="装箱组 Packing", description_zh="装箱工位App (读装箱队列)",
           description_en="packing station app", depends_on=("packline-q", "dropplan")),
        _S(name="packline-q", kind="kafka", team="装箱组 Packing", description_zh="装箱队列 (Kafka)",
           description_en="box packing queue"),
        _S(name="dropplan", team="配送组 Delivery", description_zh="配送排线服务",
           description_en="delivery route planner", depends_on=("tuckerfleet",)),
        _S(name="tuckerfleet", kind="external", team="外部 External", description_zh="快递配送合作方",
           description_en="courier partner"),
        _S(name="stocksync", team="农场库存组 Farm Stock", description_zh="农场库存同步",
           description_en="farm stock sync", depends_on=("harvestdb",)),
        _S(name="harvestdb", kind="mysql", team="农场库存组 Farm Stock", description_zh="农场库存数据库 (MySQL)",
           description_en="farm stock database"),
        _S(name="fuadesk", team="客服组 Customer Care", description_zh="客服工单台",
           description_en="customer support desk", depends_on=("boxfront-db", "mailbag")),
        _S(name="mailbag", team="消息组 Messaging", description_zh="邮件通知服务",
           description_en="email sender"),
    ),
    incidents=(
        IncidentSpec(id="recipehub-evictions", kind="cache", service="recipehub", origin="recipehub-redis",
                     start=_at(5, 7, 40), error_rate=3, error_code="RCP-5046", warn_code="RCR-W11",
                     upstream=("boxfront",), upstream_code="BXF-5043", order_failure_share=0.35,
                     order_status="CHECKOUT_FAILED"),
        IncidentSpec(id="stocksync-rollout", kind="deploy", service="stocksync", start=_at(5, 7, 35),
                     end=_at(5, 7, 41), version="2.8.0", previous_version="2.7.3", rollout_ok=True),
        IncidentSpec(id="packline-backlog", kind="queue", service="packstation", origin="packline-q",
                     start=_at(5, 6, 0), end=_at(5, 6, 50), error_rate=2, error_code="PKS-4408",
                     warn_code="PLQ-W07", topic="packing.boxes"),
        IncidentSpec(id="subcharge-bad-deploy", kind="deploy", service="subcharge", start=_at(4, 23, 30),
                     end=_at(5, 0, 10), error_rate=4, error_code="SCH-5009", version="5.3.0",
                     previous_version="5.2.6", order_failure_share=0.5, order_status="CHARGE_FAILED"),
    ),
)
