"""Held-out world ``gearwhit``: a bicycle repair shop chain (repair bookings, a parts store, pickup lockers) in
Asia/Samarkand (UTC+05:00). Parts orders ``QSM-4821-KD``, customers ``mijoz40917``, trace ids ``samq-<hex16>``.

"Now" is 2026-10-14 17:25 local (12:25 UTC); the data starts 36 hours earlier, 2026-10-13 05:25 local.

Incidents (local times):

- yesterday 17:10-17:34: a bad deploy of the parts store spokarn-shop (7.14.2 from 7.13.9), rolled back at 17:34;
  the gateway pedrix-gw fails with it; parts orders fail ``CART_CRASH``.
- yesterday 23:30 - today 01:10 (across local midnight): a parts-inventory queue backlog on ratchik-sync
  (topic ``invork.stockmoves`` on invork-bus); the parts store fails with it; parts orders fail ``STOCK_LIMBO``.
- today 07:50-08:04: a warnings-only latency blip on the notification service notifor-push.
- today 10:05-10:20: the first repair-slot cache storm: slotquav evicts, the booking app trunyo-book errors from
  10:07, the gateway from 10:08.
- today 13:30-13:36: a clean rollout of trunyo-book 3.21.0 (from 3.20.5), no errors: the tempting false cause of...
- today 13:40-13:55: the second slotquav cache storm, the same shape as the first (trunyo-book errors from 13:42).
- today since 15:48 (ongoing): the external card-acquiring partner payquillo's certificate expired; depozik-pay
  fails its TLS handshakes, the parts store fails with it (chain pedrix-gw -> spokarn-shop -> depozik-pay ->
  payquillo); parts orders fail ``PAY_BOUNCED``.
- today since 16:12 (ongoing): lock waits on the locker database cubbyq-mysql behind the pickup-locker service
  lokkit-pickup; the gateway fails with it.

Healthy: velomi-acct, shelvio-search, vintorq-mysql, cranqlet-pg (and trunyo-book since 13:55).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Samarkand")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="gearwhit",
    title="Gearwhit bicycle repair",
    seed=61943,
    timezone="Asia/Samarkand",
    anchor=_at(14, 17, 25),
    hours=36,
    ids=IdFormats(order="QSM-{num:4}-{alpha:2}", user="mijoz{num:5}", trace="samq-{hex:16}"),
    order_service="spokarn-shop",
    orders_per_hour=30,
    order_statuses=("PAID", "PICKED", "IN_LOCKER", "IN_LOCKER", "COLLECTED"),
    vocab=Vocabulary(cache_alert="SlotHitSag", latency_alert="TailClockOverrun", error_alert="FaultRatioSurge",
                     db_alert="DbStallWatch", pool_alert="PoolBrimWatch", lag_alert="BacklogBulgeUp",
                     tls_alert="PeerCertLapseWatch"),
    services=(
        _S(name="pedrix-gw", team="平台组 Platform", description_zh="App 与门店统一网关",
           description_en="app and store gateway",
           depends_on=("trunyo-book", "spokarn-shop", "lokkit-pickup", "velomi-acct")),
        _S(name="trunyo-book", team="预约组 Booking", description_zh="维修预约服务",
           description_en="repair booking app", depends_on=("slotquav", "vintorq-mysql", "notifor-push")),
        _S(name="slotquav", kind="redis", team="预约组 Booking", description_zh="维修时段缓存 (Redis)",
           description_en="repair slot cache"),
        _S(name="vintorq-mysql", kind="mysql", team="DBA", description_zh="维修预约数据库 (MySQL)",
           description_en="repair bookings database"),
        _S(name="spokarn-shop", team="商城组 Store", description_zh="配件商城（下单）",
           description_en="parts store (orders)",
           depends_on=("ratchik-sync", "depozik-pay", "shelvio-search")),
        _S(name="shelvio-search", kind="elasticsearch", team="商城组 Store",
           description_zh="配件搜索索引 (Elasticsearch)", description_en="parts search index"),
        _S(name="depozik-pay", team="支付组 Payments", description_zh="支付与押金服务",
           description_en="payments and deposits", depends_on=("payquillo",)),
        _S(name="payquillo", kind="external", team="外部 External", description_zh="外部收单支付通道",
           description_en="external card-acquiring partner"),
        _S(name="ratchik-sync", team="库存组 Inventory", description_zh="配件库存同步（消费者）",
           description_en="parts inventory sync worker", depends_on=("invork-bus", "cranqlet-pg")),
        _S(name="invork-bus", kind="kafka", team="平台组 Platform", description_zh="库存变动消息队列 (Kafka)",
           description_en="inventory event queue"),
        _S(name="cranqlet-pg", kind="postgres", team="库存组 Inventory", description_zh="配件库存数据库 (PostgreSQL)",
           description_en="parts inventory database"),
        _S(name="lokkit-pickup", team="柜机组 Lockers", description_zh="取车柜服务",
           description_en="pickup locker service", depends_on=("cubbyq-mysql", "notifor-push")),
        _S(name="cubbyq-mysql", kind="mysql", team="DBA", description_zh="柜格数据库 (MySQL)",
           description_en="locker slot database"),
        _S(name="notifor-push", team="消息组 Messaging", description_zh="短信与推送通知",
           description_en="SMS and push notifications"),
        _S(name="velomi-acct", team="会员组 Members", description_zh="会员账户", description_en="member accounts"),
    ),
    incidents=(
        IncidentSpec(id="shop-bad-deploy", kind="deploy", service="spokarn-shop", start=_at(13, 17, 10),
                     end=_at(13, 17, 34), error_rate=4, error_code="SPKN-5300", version="7.14.2",
                     previous_version="7.13.9", upstream=("pedrix-gw",), upstream_code="PDRX-5020",
                     order_failure_share=0.7, order_status="CART_CRASH"),
        IncidentSpec(id="stock-backlog", kind="queue", service="ratchik-sync", origin="invork-bus",
                     start=_at(13, 23, 30), end=_at(14, 1, 10), error_rate=2, error_code="RTCK-3308",
                     warn_code="RTCK-W40", topic="invork.stockmoves", upstream=("spokarn-shop",),
                     upstream_code="SPKN-4091", order_failure_share=0.4, order_status="STOCK_LIMBO"),
        IncidentSpec(id="push-blip", kind="blip", service="notifor-push", start=_at(14, 7, 50), end=_at(14, 8, 4),
                     error_rate=0, warn_code="NTFR-W09", alert_severity="warning"),
        IncidentSpec(id="slot-storm-1", kind="cache", service="trunyo-book", origin="slotquav",
                     start=_at(14, 10, 5), end=_at(14, 10, 20), error_rate=3, error_code="TRNY-4471",
                     warn_code="SLQV-W17", upstream=("pedrix-gw",), upstream_code="PDRX-5041"),
        IncidentSpec(id="booking-rollout", kind="deploy", service="trunyo-book", start=_at(14, 13, 30),
                     end=_at(14, 13, 36), version="3.21.0", previous_version="3.20.5", rollout_ok=True),
        IncidentSpec(id="slot-storm-2", kind="cache", service="trunyo-book", origin="slotquav",
                     start=_at(14, 13, 40), end=_at(14, 13, 55), error_rate=4, error_code="TRNY-4471",
                     warn_code="SLQV-W17", upstream=("pedrix-gw",), upstream_code="PDRX-5041"),
        IncidentSpec(id="payquillo-cert", kind="certificate", service="depozik-pay", origin="payquillo",
                     start=_at(14, 15, 48), error_rate=3, error_code="DPZK-0526", upstream=("spokarn-shop",),
                     upstream_code="SPKN-4262", order_failure_share=0.5, order_status="PAY_BOUNCED"),
        IncidentSpec(id="locker-lock-waits", kind="database", flavor="lock_wait", service="lokkit-pickup",
                     origin="cubbyq-mysql", start=_at(14, 16, 12), error_rate=3, error_code="LKKT-5123",
                     warn_code="CBYQ-1205", upstream=("pedrix-gw",), upstream_code="PDRX-5077"),
    ),
)
