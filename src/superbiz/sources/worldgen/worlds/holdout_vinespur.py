"""Held-out world ``vinespur``: a vineyard and winery (tasting bookings, barrel inventory, wine club shipments)
in America/Monterrey (UTC-06:00 all year; order ids ``VSPQ-48213-KM``, members ``socio.482913``, trace ids
``vsx`` + 13 hex).

"Now" (the anchor) is 2026-09-23 14:20 local (20:20 UTC); the data starts 36 hours earlier, 2026-09-22 02:20 local.
Teams carry nicknames that users say instead of service names (Coopers = barrel inventory, Goblets = tastings...).

Incidents (local times):

* 2026-09-22 19:10-20:05: connection-pool exhaustion on mosaro-pg behind clubrota-ship (wine club shipments);
  cepabridge-api fails its calls; orders CLUB_RETENIDO (resolved).
* 2026-09-22 21:15-21:48: bad deploy 6.2.0 of degusto-book (tasting bookings), rolled back to 6.1.7; the kiosk
  catamesa-kiosk fails its calls; orders CATA_ANULADA (resolved).
* 2026-09-23 03:30-05:10: packing-slip backlog on etiquel-worker, topic etiquel.slips of tonelbus-kafka (resolved).
* 2026-09-23 07:12-07:29: warnings-only latency blip of mermelo-notify (resolved).
* 2026-09-23 08:05-09:20: the courier partner fletaxo-courier's certificate expired (clubrota-ship fails TLS, then
  cepabridge-api); renewed at 09:20; orders GUIA_RECHAZADA (resolved).
* 2026-09-23 13:29-13:37: a clean rollout of barricel-inv 4.9.0 (from 4.8.3): no errors, a tempting false cause.
* 2026-09-23 13:42 (ongoing): the search origin lagarix-es (Elasticsearch) degrades first (WARN lines only);
  barricel-inv (inventory) logs ERRORs two minutes later, then cepabridge-api (API) and vinuela-app (the guest
  app): the four-hop chain vinuela-app -> cepabridge-api -> barricel-inv -> lagarix-es; orders SIN_BARRICA.
* 2026-09-23 13:55 (ongoing, unrelated): sarmelo-redis evictions behind degusto-book; catamesa-kiosk fails.

Healthy: brixomat-lab, pagovid-pay, pipalog-mysql, tonelbus-kafka.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Monterrey")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 9, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec
_EXT = "外部 External"
_PLATFORM = "平台组 Platform (外号 管道工 / Plumbers)"
_DBA = "数据库组 DBA (外号 老藤 / Old Vines)"

SPEC = WorldSpec(
    name="vinespur",
    title="Vinespur winery",
    seed=92317,
    timezone="America/Monterrey",
    anchor=_at(23, 14, 20),
    hours=36,
    ids=IdFormats(order="VSPQ-{num:5}-{alpha:2}", user="socio.{num:6}", trace="vsx{hex:13}"),
    order_service="cepabridge-api",
    orders_per_hour=40,
    order_statuses=("RESERVADO", "RESERVADO", "DESCORCHADO", "ENVIADO"),
    vocab=Vocabulary(latency="p99_wait_ms", cache_alert="BodegaCacheThin", latency_alert="DecantLatencyHigh",
                     error_alert="SourErrorRate", db_alert="CellarQuerySluggish", pool_alert="CorkPoolDrained",
                     lag_alert="CrateLagRising", tls_alert="SealCertBroken"),
    services=(
        _S(name="vinuela-app", team="顾客体验组 Guest (外号 小葡萄 / Grapelings)",
           description_zh="顾客 App（品鉴预约、买酒、酒会员）", description_en="guest app (tastings, wine shop, club)",
           depends_on=("cepabridge-api",)),
        _S(name="cepabridge-api", team="接口组 API (外号 桥头堡 / Bridgeheads)",
           description_zh="酒庄下单接口", description_en="winery order API",
           depends_on=("barricel-inv", "clubrota-ship", "pagovid-pay")),
        _S(name="barricel-inv", team="酒窖组 Cellar (外号 桶匠 / Coopers)",
           description_zh="酒桶与瓶装库存服务", description_en="barrel and bottle inventory",
           depends_on=("lagarix-es", "pipalog-mysql")),
        _S(name="lagarix-es", kind="elasticsearch", team="搜索组 Search (外号 猎犬 / Bloodhounds)",
           description_zh="库存搜索索引 (Elasticsearch)", description_en="inventory search index"),
        _S(name="pipalog-mysql", kind="mysql", team=_DBA,
           description_zh="酒窖库存数据库 (MySQL)", description_en="cellar inventory database"),
        _S(name="degusto-book", team="品鉴组 Tasting (外号 酒杯 / Goblets)",
           description_zh="品鉴预约服务", description_en="tasting bookings",
           depends_on=("sarmelo-redis", "mermelo-notify")),
        _S(name="sarmelo-redis", kind="redis", team="品鉴组 Tasting (外号 酒杯 / Goblets)",
           description_zh="品鉴场次缓存 (Redis)", description_en="tasting slot cache"),
        _S(name="catamesa-kiosk", team="前台组 Front Desk (外号 门童 / Doorkeepers)",
           description_zh="品鉴室前台平板", description_en="tasting room front-desk kiosk",
           depends_on=("degusto-book",)),
        _S(name="clubrota-ship", team="会员组 Club (外号 邮差 / Postmen)",
           description_zh="酒会员配送服务", description_en="wine club shipments",
           depends_on=("mosaro-pg", "fletaxo-courier", "tonelbus-kafka")),
        _S(name="mosaro-pg", kind="postgres", team=_DBA,
           description_zh="会员配送数据库 (PostgreSQL)", description_en="club shipment database"),
        _S(name="fletaxo-courier", kind="external", team=_EXT,
           description_zh="外部快递合作方", description_en="external courier partner"),
        _S(name="tonelbus-kafka", kind="kafka", team=_PLATFORM,
           description_zh="发货事件总线 (Kafka)", description_en="shipping event bus"),
        _S(name="etiquel-worker", team="仓储组 Warehouse (外号 码垛手 / Stackers)",
           description_zh="装箱单与酒标打印任务", description_en="packing slip and label jobs",
           depends_on=("tonelbus-kafka",)),
        _S(name="pagovid-pay", kind="external", team=_EXT,
           description_zh="外部支付网关", description_en="external payment gateway"),
        _S(name="mermelo-notify", team=_PLATFORM,
           description_zh="短信与邮件通知", description_en="SMS and email notifications"),
        _S(name="brixomat-lab", team="酿造组 Winemaking (外号 酵母 / Yeasties)",
           description_zh="发酵糖度监测", description_en="fermentation brix monitoring",
           depends_on=("pipalog-mysql",)),
    ),
    incidents=(
        IncidentSpec(id="search-origin-slow", kind="database", flavor="slow_query", service="barricel-inv",
                     origin="lagarix-es", start=_at(23, 13, 42), error_rate=3, error_code="BRCL-5108",
                     warn_code="LGRX-W17", upstream=("cepabridge-api", "vinuela-app"), upstream_code="CPBG-5024",
                     order_failure_share=0.5, order_status="SIN_BARRICA"),
        IncidentSpec(id="slot-cache-evictions", kind="cache", service="degusto-book", origin="sarmelo-redis",
                     start=_at(23, 13, 55), error_rate=3, error_code="DGST-4471", warn_code="SRML-W03",
                     upstream=("catamesa-kiosk",), upstream_code="CTMS-5040"),
        IncidentSpec(id="club-pool", kind="database", flavor="pool", service="clubrota-ship", origin="mosaro-pg",
                     start=_at(22, 19, 10), end=_at(22, 20, 5), error_rate=4, error_code="CLRT-5306",
                     warn_code="MSRO-W55", upstream=("cepabridge-api",), upstream_code="CPBG-5031",
                     order_failure_share=0.45, order_status="CLUB_RETENIDO"),
        IncidentSpec(id="tasting-deploy", kind="deploy", service="degusto-book", start=_at(22, 21, 15),
                     end=_at(22, 21, 48), error_rate=4, error_code="DGST-5000", version="6.2.0",
                     previous_version="6.1.7", upstream=("catamesa-kiosk",), upstream_code="CTMS-5020",
                     order_failure_share=0.35, order_status="CATA_ANULADA"),
        IncidentSpec(id="slip-backlog", kind="queue", service="etiquel-worker", origin="tonelbus-kafka",
                     start=_at(23, 3, 30), end=_at(23, 5, 10), error_rate=2, error_code="ETQL-3012",
                     warn_code="ETQL-W21", topic="etiquel.slips", alert_severity="warning"),
        IncidentSpec(id="notify-blip", kind="blip", service="mermelo-notify", start=_at(23, 7, 12),
                     end=_at(23, 7, 29), error_rate=0, warn_code="MRML-W09", alert_severity="warning"),
        IncidentSpec(id="courier-cert", kind="certificate", service="clubrota-ship", origin="fletaxo-courier",
                     start=_at(23, 8, 5), end=_at(23, 9, 20), error_rate=3, error_code="CLRT-0495",
                     upstream=("cepabridge-api",), upstream_code="CPBG-4211", order_failure_share=0.4,
                     order_status="GUIA_RECHAZADA"),
        IncidentSpec(id="inventory-rollout", kind="deploy", service="barricel-inv", start=_at(23, 13, 29),
                     end=_at(23, 13, 37), version="4.9.0", previous_version="4.8.3", rollout_ok=True),
    ),
)
