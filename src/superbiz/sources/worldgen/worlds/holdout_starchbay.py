"""Held-out world ``starchbay``: a dry-cleaning pickup and delivery service in America/Recife (UTC-03:00, no
daylight saving; garment tickets ``TQ7KD-0192``, customers ``clt.0048213``, trace ids ``Q3FZ81.0a9b3c4d5e``).

"Now" is 2026-10-14 10:40 local (13:40 UTC); the data starts 2026-10-13 04:40 local (30 hours).

Incidents (local times):

* 2026-10-13 16:40-16:52: a warnings-only latency blip on etiqo-scan (store tag scanning; no ERROR lines).
* 2026-10-13 19:20-20:05: an eviction storm on fiomet-redis behind quelpa-price (garment pricing); tagmoro-svc
  (garment orders) fails calling it; orders fail with SEM_PRECO. Chain: valetzo-app -> tagmoro-svc ->
  quelpa-price -> fiomet-redis.
* 2026-10-14 02:10-02:55: lock waits on lustrel-mysql behind tagmoro-svc; valetzo-app fails calling it; orders
  fail with TRAVADO.
* 2026-10-14 04:15-05:20: a press-job backlog on steamko-worker (topic vaporu.lotes on vaporu-kafka), warning.
* 2026-10-14 07:00-07:35: the SMS partner smsbrela-ext's certificate expired; logged only by its caller
  avisto-notify (customer notifications).
* 2026-10-14 09:05-09:12: a clean rollout of turnelo-slot 2.9.0 (pickup slot booking): no errors (the tempting
  false cause of the next one).
* 2026-10-14 09:10-now: a bad deploy of rotanvo-svc 4.7.0 (delivery route planning, from 4.6.3), NOT rolled back,
  still erroring at "now"; valetzo-app fails calling it; orders fail with SEM_ROTA.

Healthy: pagoru-pay, turnelo-slot, horavo-pg, plisado-es, mapzora-ext (an external partner with no logs of its own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Recife")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="starchbay",
    title="Starchbay dry cleaning",
    seed=61893,
    timezone="America/Recife",
    anchor=_at(14, 10, 40),
    hours=30,
    ids=IdFormats(order="TQ{alnum:3}-{num:4}", user="clt.{num:7}", trace="{alnum:6}.{hex:10}"),
    order_service="tagmoro-svc",
    orders_per_hour=40,
    order_statuses=("COLETADO", "NA_PRENSA", "ENTREGUE", "ENTREGUE"),
    vocab=Vocabulary(latency="resp_p99_msx", cache_alert="HitRateSaggo", latency_alert="LaneP99Slowz",
                     error_alert="FaultClimbZ", db_alert="RowLockHeapup", lag_alert="BacklogSwellz",
                     tls_alert="PeerCertBouncd"),
    services=(
        _S(name="valetzo-app", team="客户端组 App", description_zh="客户 App 后端 (下单、预约取衣、查看配送)",
           description_en="customer app backend (orders, pickups, delivery tracking)",
           depends_on=("tagmoro-svc", "turnelo-slot", "rotanvo-svc", "pagoru-pay")),
        _S(name="tagmoro-svc", team="订单组 Orders", description_zh="衣物订单服务 (洗衣单、取送单)",
           description_en="garment order service",
           depends_on=("quelpa-price", "lustrel-mysql", "rotanvo-svc", "avisto-notify", "vaporu-kafka")),
        _S(name="quelpa-price", team="计价组 Pricing", description_zh="衣物计价服务 (按面料和工艺报价)",
           description_en="garment pricing service", depends_on=("fiomet-redis",)),
        _S(name="fiomet-redis", kind="redis", team="计价组 Pricing", description_zh="价目表缓存 (Redis)",
           description_en="price list cache"),
        _S(name="lustrel-mysql", kind="mysql", team="DBA", description_zh="订单数据库 (MySQL)",
           description_en="order database"),
        _S(name="rotanvo-svc", team="配送组 Routing", description_zh="配送路线规划 (司机取送路线)",
           description_en="delivery route planning", depends_on=("mapzora-ext",)),
        _S(name="mapzora-ext", kind="external", team="外部 External", description_zh="外部地图与路况供应商",
           description_en="external maps and traffic provider"),
        _S(name="turnelo-slot", team="预约组 Slots", description_zh="上门取衣时段预约",
           description_en="pickup slot booking", depends_on=("horavo-pg",)),
        _S(name="horavo-pg", kind="postgres", team="预约组 Slots", description_zh="预约时段数据库 (PostgreSQL)",
           description_en="slot booking database"),
        _S(name="avisto-notify", team="消息组 Messaging", description_zh="客户通知 (短信提醒取送)",
           description_en="customer notifications (SMS reminders)", depends_on=("smsbrela-ext",)),
        _S(name="smsbrela-ext", kind="external", team="外部 External", description_zh="外部短信通道供应商",
           description_en="external SMS gateway partner"),
        _S(name="steamko-worker", team="车间组 Plant", description_zh="熨烫车间任务处理 (压烫批次)",
           description_en="pressing plant job worker", depends_on=("vaporu-kafka",)),
        _S(name="vaporu-kafka", kind="kafka", team="车间组 Plant", description_zh="车间任务队列 (Kafka)",
           description_en="plant job queue"),
        _S(name="etiqo-scan", team="门店组 Stores", description_zh="门店衣物吊牌扫描",
           description_en="store garment tag scanning", depends_on=("plisado-es",)),
        _S(name="plisado-es", kind="elasticsearch", team="门店组 Stores", description_zh="衣物检索索引 (Elasticsearch)",
           description_en="garment search index"),
        _S(name="pagoru-pay", team="支付组 Payments", description_zh="支付与退款",
           description_en="payments and refunds"),
    ),
    incidents=(
        IncidentSpec(id="scan-latency-blip", kind="blip", service="etiqo-scan", start=_at(13, 16, 40),
                     end=_at(13, 16, 52), error_rate=0, warn_code="ETQ-W08", alert_severity="warning"),
        IncidentSpec(id="price-cache-evictions", kind="cache", service="quelpa-price", origin="fiomet-redis",
                     start=_at(13, 19, 20), end=_at(13, 20, 5), error_rate=3, error_code="QLP-7311",
                     warn_code="FMT-W44", upstream=("tagmoro-svc",), upstream_code="TGM-5207",
                     order_failure_share=0.4, order_status="SEM_PRECO"),
        IncidentSpec(id="order-lock-waits", kind="database", flavor="lock_wait", service="tagmoro-svc",
                     origin="lustrel-mysql", start=_at(14, 2, 10), end=_at(14, 2, 55), error_rate=3,
                     error_code="TGM-1213", warn_code="LRL-W1205", upstream=("valetzo-app",), upstream_code="VLZ-5030",
                     order_failure_share=0.5, order_status="TRAVADO"),
        IncidentSpec(id="press-backlog", kind="queue", service="steamko-worker", origin="vaporu-kafka",
                     start=_at(14, 4, 15), end=_at(14, 5, 20), error_rate=2, error_code="SKZ-4081",
                     warn_code="SKZ-W19", topic="vaporu.lotes", alert_severity="warning"),
        IncidentSpec(id="sms-cert-expired", kind="certificate", service="avisto-notify", origin="smsbrela-ext",
                     start=_at(14, 7, 0), end=_at(14, 7, 35), error_rate=3, error_code="AVN-0526"),
        IncidentSpec(id="slot-rollout-ok", kind="deploy", service="turnelo-slot", start=_at(14, 9, 5),
                     end=_at(14, 9, 12), version="2.9.0", previous_version="2.8.4", rollout_ok=True),
        IncidentSpec(id="routing-bad-deploy", kind="deploy", service="rotanvo-svc", start=_at(14, 9, 10),
                     error_rate=4, error_code="RTV-5500", version="4.7.0", previous_version="4.6.3",
                     upstream=("valetzo-app",), upstream_code="VLZ-5211", order_failure_share=0.45,
                     order_status="SEM_ROTA"),
    ),
)
