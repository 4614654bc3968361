"""Held-out world ``seedlark``: a greenhouse plant nursery (seed orders, climate-controller telemetry, delivery
slots) in Asia/Gaza (UTC+02:00 in November). Orders ``sdo_4417KQ``, growers ``gwr.7Q2XM``, trace ids
``3fa9c0d1-sl9-0a1b2c3d4e5f``.

"Now" is 2026-11-19 10:40 local (08:40 UTC); the data starts 36 hours earlier, 2026-11-17 22:40 local.

Incidents (local times):

* the stock database quillop-pg's connection pool runs dry behind tubrika-stock TWICE: yesterday 2026-11-18
  14:05-15:20 (75 minutes, more failed orders ``STOCK_HOLD_FAIL``) and today 08:14-09:02 (48 minutes, fewer);
  sowlatch-api (seed orders) and gruvelle-web (storefront) fail above it (three hops from the web to the database);
* a bad deploy of sowlatch-api 2.31.0 yesterday 11:10-11:38, rolled back to 2.30.4 (orders ``SOW_ABORTED``);
* an eviction storm on the catalogue cache mossbel-redis behind floravik-catalog yesterday 19:20-19:52;
* a clean rollout of floravik-catalog 5.8.0 today 07:58-08:06 (a tempting false cause of the second pool episode);
* a warnings-only latency blip on vitrelo-dash (greenhouse dashboard) today 06:20-06:36;
* the courier partner haulvekt-ext's certificate expired today 09:47, still failing: slotwynd-api (delivery slots)
  cannot book, orders ``SLOT_UNBOUND`` (overlaps neither pool episode);
* a telemetry backlog on thermyra-ingest (topic ``grnhs.climate-ticks`` on vaporlit-bus) since today 10:02, ongoing.

Healthy: zinnoby-search, petalix-es, plumetta-notify, orvenna-mysql.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Gaza")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="seedlark",
    title="Seedlark nursery",
    seed=61873,
    timezone="Asia/Gaza",
    anchor=_at(19, 10, 40),
    hours=36,
    ids=IdFormats(order="sdo_{num:4}{alpha:2}", user="gwr.{alnum:5}", trace="{hex:8}-sl9-{hex:12}"),
    order_service="sowlatch-api",
    orders_per_hour=40,
    order_statuses=("CONFIRMED", "CONFIRMED", "PACKED", "DELIVERED"),
    vocab=Vocabulary(pool_alert="PoolSpigotDry", cache_alert="CacheWiltWarning", latency_alert="P99Sluggard",
                     error_alert="ErrSprayBurst", lag_alert="TickBacklogSwell", tls_alert="HaulerCertLapse"),
    services=(
        _S(name="gruvelle-web", team="店面组 Storefront", description_zh="苗圃网店前端",
           description_en="nursery web storefront",
           depends_on=("sowlatch-api", "floravik-catalog", "zinnoby-search", "slotwynd-api")),
        _S(name="sowlatch-api", team="订单组 Orders", description_zh="种子与苗木下单接口",
           description_en="seed order API", depends_on=("tubrika-stock", "slotwynd-api", "plumetta-notify")),
        _S(name="tubrika-stock", team="库存组 Stockroom", description_zh="苗木库存服务",
           description_en="plant stock service", depends_on=("quillop-pg",)),
        _S(name="quillop-pg", kind="postgres", team="DBA", description_zh="库存数据库 (PostgreSQL)",
           description_en="stock database"),
        _S(name="slotwynd-api", team="配送组 Delivery", description_zh="配送时段预约",
           description_en="delivery slot booking", depends_on=("haulvekt-ext", "orvenna-mysql")),
        _S(name="haulvekt-ext", kind="external", team="外部 External", description_zh="外部冷链物流合作方",
           description_en="external cold-chain courier partner"),
        _S(name="orvenna-mysql", kind="mysql", team="配送组 Delivery", description_zh="配送时段数据库 (MySQL)",
           description_en="delivery slot database"),
        _S(name="floravik-catalog", team="目录组 Catalogue", description_zh="植物品种目录",
           description_en="plant variety catalogue", depends_on=("mossbel-redis",)),
        _S(name="mossbel-redis", kind="redis", team="目录组 Catalogue", description_zh="品种目录缓存 (Redis)",
           description_en="catalogue cache"),
        _S(name="zinnoby-search", team="搜索组 Search", description_zh="苗木搜索", description_en="plant search",
           depends_on=("petalix-es",)),
        _S(name="petalix-es", kind="elasticsearch", team="搜索组 Search", description_zh="搜索索引 (Elasticsearch)",
           description_en="search index"),
        _S(name="thermyra-ingest", team="温控组 Climate", description_zh="温室温控器遥测接收",
           description_en="greenhouse climate-controller telemetry ingest", depends_on=("vaporlit-bus",)),
        _S(name="vaporlit-bus", kind="kafka", team="平台组 Platform", description_zh="遥测消息队列 (Kafka)",
           description_en="telemetry queue"),
        _S(name="vitrelo-dash", team="温控组 Climate", description_zh="温室看板", description_en="greenhouse dashboard",
           depends_on=("thermyra-ingest",)),
        _S(name="plumetta-notify", team="消息组 Messaging", description_zh="短信与邮件通知",
           description_en="SMS and email notifications"),
    ),
    incidents=(
        IncidentSpec(id="stock-pool-first", kind="database", flavor="pool", service="tubrika-stock",
                     origin="quillop-pg", start=_at(18, 14, 5), end=_at(18, 15, 20), error_rate=4,
                     error_code="TBR-7741", warn_code="QUL-POOLW", upstream=("sowlatch-api", "gruvelle-web"),
                     upstream_code="SWL-5093", order_failure_share=0.6, order_status="STOCK_HOLD_FAIL"),
        IncidentSpec(id="stock-pool-second", kind="database", flavor="pool", service="tubrika-stock",
                     origin="quillop-pg", start=_at(19, 8, 14), end=_at(19, 9, 2), error_rate=3,
                     error_code="TBR-7741", warn_code="QUL-POOLW", upstream=("sowlatch-api", "gruvelle-web"),
                     upstream_code="SWL-5093", order_failure_share=0.35, order_status="STOCK_HOLD_FAIL"),
        IncidentSpec(id="order-bad-deploy", kind="deploy", service="sowlatch-api", start=_at(18, 11, 10),
                     end=_at(18, 11, 38), error_rate=4, error_code="SWL-5000", version="2.31.0",
                     previous_version="2.30.4", upstream=("gruvelle-web",), upstream_code="GRU-5020",
                     order_failure_share=0.4, order_status="SOW_ABORTED"),
        IncidentSpec(id="catalogue-evictions", kind="cache", service="floravik-catalog", origin="mossbel-redis",
                     start=_at(18, 19, 20), end=_at(18, 19, 52), error_rate=3, error_code="FVK-3306",
                     warn_code="MSB-EVW", upstream=("gruvelle-web",), upstream_code="GRU-5044"),
        IncidentSpec(id="catalogue-rollout", kind="deploy", service="floravik-catalog", start=_at(19, 7, 58),
                     end=_at(19, 8, 6), version="5.8.0", previous_version="5.7.3", rollout_ok=True),
        IncidentSpec(id="dash-blip", kind="blip", service="vitrelo-dash", start=_at(19, 6, 20), end=_at(19, 6, 36),
                     error_rate=0, warn_code="VRL-W11", alert_severity="warning"),
        IncidentSpec(id="courier-cert-expired", kind="certificate", service="slotwynd-api", origin="haulvekt-ext",
                     start=_at(19, 9, 47), error_rate=3, error_code="SWY-0495", upstream=("sowlatch-api",),
                     upstream_code="SWL-4211", order_failure_share=0.5, order_status="SLOT_UNBOUND"),
        IncidentSpec(id="telemetry-backlog", kind="queue", service="thermyra-ingest", origin="vaporlit-bus",
                     start=_at(19, 10, 2), error_rate=2, error_code="THM-3017", warn_code="THM-LAGW",
                     topic="grnhs.climate-ticks", alert_severity="warning"),
    ),
)
