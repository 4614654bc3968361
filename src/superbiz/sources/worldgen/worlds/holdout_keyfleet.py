"""Held-out world ``keyfleet``: a car rental company (reservations, key lockers at pickup points, damage inspection
photos) in Africa/Tripoli (UTC+02:00, no daylight saving). Reservation ids ``RSVN482913QK``, drivers
``rntr_QK48291``, trace ids ``K7QZ-3fa9c01b2d4e``.

"Now" is 2026-09-16 16:40 local (14:40 UTC); the data starts 36 hours earlier, 2026-09-15 04:40 local.

Incidents (local times):

- the quote cache qindle-redis storms three times today behind tarivok (the rate quote engine), resvanta (the
  reservation app) fails with it and reservations fail ``QUOTE_STALLED``: 07:48-07:59 (11 min), 10:19-10:46
  (27 min, the longest), 14:04-14:18 (14 min); all resolved;
- a clean rollout of tarivok 5.2.0 (from 5.1.3) today 10:06-10:13, just before the second storm (no errors: a
  tempting false cause);
- an expired certificate of the key-locker vendor vaultaro-api behind lokkrio today 05:12-06:34 (resolved);
  pikora-hub fails with it; reservations fail ``KEYCODE_NOT_ISSUED``;
- a clean rollout of payvorn 2.14.1 (from 2.13.6) today 13:58-14:02, just before the third storm (no errors: a
  tempting false cause of the reservation app's errors at 14:05);
- a latency blip (warnings only) on findara today 09:07-09:24;
- a consumer backlog of damage-inspection photos (topic ``krazpix.dmgshots`` on snapzul-bus) in dentwisp today
  12:00-12:50 (resolved);
- a bad deploy of payvorn 2.14.0 (from 2.13.6) yesterday 18:22, rolled back at 18:51; resvanta fails with it;
  reservations fail ``DEPOSIT_HOLD_VOID``;
- connection-pool exhaustion on plomvex-pg behind lokkrio since 16:03 today (ongoing at "now"); pikora-hub fails
  with it; reservations fail ``NO_LOCKER_SLOT``. Chain: resvanta -> pikora-hub -> lokkrio -> plomvex-pg.

Healthy: zelvor-edge, fotovrak, quenby-mysql, kashbrio-psp, stokvel-es (and payvorn since its rollback).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Africa/Tripoli")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 9, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec


def _storm(n: int, start: datetime, end: datetime) -> IncidentSpec:
    return IncidentSpec(id=f"quote-cache-storm-{n}", kind="cache", service="tarivok", origin="qindle-redis",
                        start=start, end=end, error_rate=4, error_code="TVK-4471", warn_code="QDL-W09",
                        upstream=("resvanta",), upstream_code="RVZ-5310", order_failure_share=0.4,
                        order_status="QUOTE_STALLED")


SPEC = WorldSpec(
    name="keyfleet",
    title="Keyfleet car rental",
    seed=60331,
    timezone="Africa/Tripoli",
    anchor=_at(16, 16, 40),
    hours=36,
    ids=IdFormats(order="RSVN{num:6}{alpha:2}", user="rntr_{alpha:2}{num:5}", trace="{alnum:4}-{hex:12}"),
    order_service="resvanta",
    orders_per_hour=40,
    order_statuses=("CONFIRMED", "CONFIRMED", "PICKED_UP", "RETURNED"),
    vocab=Vocabulary(cache_alert="QuoteCacheThrashing", latency_alert="TailDragBreach", error_alert="FaultRateSurge",
                     pool_alert="PgSlotsExhausted", lag_alert="PhotoLagClimbing", tls_alert="VendorCertLapsed",
                     db_alert="LockerDbSlow"),
    services=(
        _S(name="zelvor-edge", team="平台组 Platform (网关组)", description_zh="统一入口网关（App 与官网流量入口）",
           description_en="edge gateway for the app and website",
           depends_on=("resvanta", "fotovrak", "findara")),
        _S(name="resvanta", team="订车组 Booking", description_zh="租车预订 App 后端（下单、改单、取消）",
           description_en="reservation app backend (book, change, cancel rentals)",
           depends_on=("tarivok", "pikora-hub", "payvorn", "quenby-mysql")),
        _S(name="tarivok", team="定价组 Pricing", description_zh="租金报价引擎",
           description_en="rental rate quote engine",
           depends_on=("qindle-redis",)),
        _S(name="qindle-redis", kind="redis", team="定价组 Pricing", description_zh="报价缓存 (Redis)",
           description_en="rate quote cache (Redis)"),
        _S(name="quenby-mysql", kind="mysql", team="DBA", description_zh="预订数据库 (MySQL)",
           description_en="reservation database"),
        _S(name="pikora-hub", team="门店组 Stations", description_zh="取车调度服务（取车点排班与交车）",
           description_en="pickup orchestration (pickup points and handover)", depends_on=("lokkrio",)),
        _S(name="lokkrio", team="门店组 Stations", description_zh="取车点钥匙柜服务（开柜码、格口分配）",
           description_en="key locker service at pickup points (codes, slots)",
           depends_on=("plomvex-pg", "vaultaro-api")),
        _S(name="plomvex-pg", kind="postgres", team="DBA", description_zh="钥匙柜数据库 (PostgreSQL)",
           description_en="key locker database"),
        _S(name="vaultaro-api", kind="external", team="外部 External", description_zh="外部钥匙柜硬件厂商接口",
           description_en="external key locker vendor API"),
        _S(name="payvorn", team="支付组 Payments", description_zh="押金预授权服务",
           description_en="deposit hold payments",
           depends_on=("kashbrio-psp",)),
        _S(name="kashbrio-psp", kind="external", team="外部 External", description_zh="外部支付网关",
           description_en="external payment processor"),
        _S(name="fotovrak", team="验车组 Inspection", description_zh="验车照片上传接口",
           description_en="damage inspection photo upload API", depends_on=("snapzul-bus",)),
        _S(name="snapzul-bus", kind="kafka", team="平台组 Platform (网关组)", description_zh="验车照片事件总线 (Kafka)",
           description_en="inspection photo event bus"),
        _S(name="dentwisp", team="验车组 Inspection", description_zh="车损照片处理（消费者）",
           description_en="damage photo processor (consumer)", depends_on=("snapzul-bus",)),
        _S(name="findara", team="车队组 Fleet", description_zh="车型库存搜索",
           description_en="vehicle availability search",
           depends_on=("stokvel-es",)),
        _S(name="stokvel-es", kind="elasticsearch", team="车队组 Fleet", description_zh="车辆库存检索集群",
           description_en="vehicle inventory search cluster"),
    ),
    incidents=(
        IncidentSpec(id="payvorn-bad-deploy", kind="deploy", service="payvorn", start=_at(15, 18, 22),
                     end=_at(15, 18, 51), error_rate=5, error_code="PVN-5001", version="2.14.0",
                     previous_version="2.13.6", upstream=("resvanta",), upstream_code="RVZ-5022",
                     order_failure_share=0.9, order_status="DEPOSIT_HOLD_VOID"),
        IncidentSpec(id="locker-vendor-cert", kind="certificate", service="lokkrio", origin="vaultaro-api",
                     start=_at(16, 5, 12), end=_at(16, 6, 34), error_rate=2, error_code="KLK-4190",
                     upstream=("pikora-hub",), upstream_code="PKH-4061", order_failure_share=0.5,
                     order_status="KEYCODE_NOT_ISSUED"),
        _storm(1, _at(16, 7, 48), _at(16, 7, 59)),
        IncidentSpec(id="findara-latency-blip", kind="blip", service="findara", start=_at(16, 9, 7),
                     end=_at(16, 9, 24), error_rate=0, warn_code="FDR-W05", alert_severity="warning"),
        IncidentSpec(id="tarivok-rollout", kind="deploy", service="tarivok", start=_at(16, 10, 6),
                     end=_at(16, 10, 13), version="5.2.0", previous_version="5.1.3", rollout_ok=True),
        _storm(2, _at(16, 10, 19), _at(16, 10, 46)),
        IncidentSpec(id="photo-backlog", kind="queue", service="dentwisp", origin="snapzul-bus",
                     start=_at(16, 12, 0), end=_at(16, 12, 50), error_rate=2, error_code="DWS-3318",
                     warn_code="DWS-W12", topic="krazpix.dmgshots", alert_severity="warning"),
        IncidentSpec(id="payvorn-rollout", kind="deploy", service="payvorn", start=_at(16, 13, 58),
                     end=_at(16, 14, 2), version="2.14.1", previous_version="2.13.6", rollout_ok=True),
        _storm(3, _at(16, 14, 4), _at(16, 14, 18)),
        IncidentSpec(id="locker-pool", kind="database", flavor="pool", service="lokkrio", origin="plomvex-pg",
                     start=_at(16, 16, 3), error_rate=4, error_code="KLK-7730", warn_code="PLX-W31",
                     upstream=("pikora-hub",), upstream_code="PKH-5092", order_failure_share=0.35,
                     order_status="NO_LOCKER_SLOT"),
    ),
)
