"""Held-out world ``floebook``: an Arctic kayak and glacier tour operator in America/Thule (UTC-04:00 in
December; trip bookings ``QJ20261209x4821``, users ``kyk-482913``, trace ids ``flxa3b9c1.48213``).

"Now" is 2026-12-09 16:45 local (20:45 UTC); the data starts 36 hours earlier, 2026-12-08 04:45 local.
The booking chain: kayvo-app (booking app) -> glimgate (gateway) -> tripnuk (trip booking) -> berthvik (seat and
berth availability) -> frostkeg (Redis).

Incidents (local times):
- keg-storm-morning: frostkeg eviction storm behind berthvik, 2026-12-09 09:10-09:35 (resolved); tripnuk fails
  with it and bookings end ``SEAT_LIMBO``.
- keg-storm-afternoon: the same storm again, 2026-12-09 15:40-16:25 (resolved, the longer one, the latest).
- tripnuk-rollout: a clean rollout of tripnuk 4.12.0 (from 4.11.3), 15:28-15:36 today: a tempting false cause
  just before the afternoon storm.
- wx-cert: the weather-feed partner vedurlink's certificate expired overnight at 00:40; nimbrak failed TLS
  handshakes until it was renewed at 07:30 (resolved); tripnuk fails with it, bookings end ``WX_UNCLEARED``.
- skorr-locks: lock waits on skorrdb (MySQL) behind paddlorn (gear rental), yesterday 19:20-20:05 (resolved);
  bookings end ``GEAR_UNSET``.
- guidoro-deploy: a bad deploy of guidoro 2.7.0 (from 2.6.4), yesterday 22:05, rolled back 22:38.
- logbukk-backlog: a consumer backlog of logbukk on topic hullpings.raw since 16:12 today (ongoing).
- trakkso-blip: a warnings-only latency blip on trakkso (boat GPS telemetry), 13:05-13:21 today (resolved).

Healthy: kayvo-app, glimgate, pelsana (payments), pingfjord (Kafka).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Thule")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="floebook",
    title="Floebook Arctic kayak tours",
    seed=71903,
    timezone="America/Thule",
    anchor=_at(9, 16, 45),
    hours=36,
    ids=IdFormats(order="QJ{date}x{num:4}", user="kyk-{num:6}", trace="flx{hex:6}.{num:5}"),
    order_service="tripnuk",
    orders_per_hour=34,
    order_statuses=("BOOKED", "BOOKED", "PADDLED", "WAIVER_SIGNED"),
    vocab=Vocabulary(cache_alert="KegHitsSagging", latency_alert="PaddleP99Drift", error_alert="FloeErrorsSurge",
                     db_alert="SkorrLocksPiling", pool_alert="PoolBrimful", lag_alert="PingsBacklogRising",
                     tls_alert="WxCertHandshakeBroken"),
    services=(
        _S(name="kayvo-app", team="前端组 Kayak Front", description_zh="游客订行程的 App（皮划艇/冰川行程预订）",
           description_en="trip booking app for guests", depends_on=("glimgate",)),
        _S(name="glimgate", team="平台组 Platform", description_zh="API 网关", description_en="API gateway",
           depends_on=("tripnuk", "paddlorn", "guidoro")),
        _S(name="tripnuk", team="预订组 Booking", description_zh="行程预订服务（下单）",
           description_en="trip booking service", depends_on=("berthvik", "nimbrak", "pelsana")),
        _S(name="berthvik", team="预订组 Booking", description_zh="船位/座位余量服务",
           description_en="kayak seat availability service", depends_on=("frostkeg",)),
        _S(name="frostkeg", kind="redis", team="预订组 Booking", description_zh="座位余量缓存 (Redis)",
           description_en="seat availability cache"),
        _S(name="nimbrak", team="安全组 Safety", description_zh="天气数据同步服务",
           description_en="weather sync service", depends_on=("vedurlink",)),
        _S(name="vedurlink", kind="external", team="外部 External", description_zh="外部天气数据合作方",
           description_en="weather feed partner"),
        _S(name="paddlorn", team="装备组 Gear", description_zh="装备租赁服务（干衣、桨、头盔）",
           description_en="gear rental service", depends_on=("skorrdb",)),
        _S(name="skorrdb", kind="mysql", team="DBA", description_zh="装备库存数据库 (MySQL)",
           description_en="gear inventory database"),
        _S(name="trakkso", team="船队组 Fleet", description_zh="船只 GPS 遥测服务",
           description_en="boat GPS telemetry service", depends_on=("pingfjord",)),
        _S(name="pingfjord", kind="kafka", team="船队组 Fleet", description_zh="GPS 轨迹消息队列 (Kafka)",
           description_en="GPS track message queue"),
        _S(name="logbukk", team="船队组 Fleet", description_zh="航迹归档服务", description_en="track archive service",
           depends_on=("pingfjord",)),
        _S(name="guidoro", team="向导组 Guides", description_zh="向导排班服务",
           description_en="guide rostering service"),
        _S(name="pelsana", team="支付组 Payments", description_zh="支付服务", description_en="payment service"),
    ),
    incidents=(
        IncidentSpec(id="keg-storm-morning", kind="cache", service="berthvik", origin="frostkeg",
                     start=_at(9, 9, 10), end=_at(9, 9, 35), error_rate=3, error_code="BVK-7204",
                     warn_code="FKG-W61", upstream=("tripnuk",), upstream_code="TPN-5317",
                     order_failure_share=0.6, order_status="SEAT_LIMBO"),
        IncidentSpec(id="tripnuk-rollout", kind="deploy", service="tripnuk", start=_at(9, 15, 28),
                     end=_at(9, 15, 36), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="keg-storm-afternoon", kind="cache", service="berthvik", origin="frostkeg",
                     start=_at(9, 15, 40), end=_at(9, 16, 25), error_rate=3, error_code="BVK-7204",
                     warn_code="FKG-W61", upstream=("tripnuk",), upstream_code="TPN-5317",
                     order_failure_share=0.6, order_status="SEAT_LIMBO"),
        IncidentSpec(id="wx-cert", kind="certificate", service="nimbrak", origin="vedurlink",
                     start=_at(9, 0, 40), end=_at(9, 7, 30), error_rate=2, error_code="NBK-4950",
                     upstream=("tripnuk",), upstream_code="TPN-5290",
                     order_failure_share=0.5, order_status="WX_UNCLEARED"),
        IncidentSpec(id="skorr-locks", kind="database", flavor="lock_wait", service="paddlorn", origin="skorrdb",
                     start=_at(8, 19, 20), end=_at(8, 20, 5), error_rate=3, error_code="PDN-6611",
                     warn_code="SKR-W14", order_failure_share=0.5, order_status="GEAR_UNSET"),
        IncidentSpec(id="guidoro-deploy", kind="deploy", service="guidoro", start=_at(8, 22, 5),
                     end=_at(8, 22, 38), error_rate=4, error_code="GDR-5002", version="2.7.0",
                     previous_version="2.6.4"),
        IncidentSpec(id="logbukk-backlog", kind="queue", service="logbukk", origin="pingfjord",
                     start=_at(9, 16, 12), error_rate=2, error_code="LGB-3090", warn_code="LGB-W33",
                     topic="hullpings.raw", alert_severity="warning"),
        IncidentSpec(id="trakkso-blip", kind="blip", service="trakkso", start=_at(9, 13, 5), end=_at(9, 13, 21),
                     error_rate=0, warn_code="TKS-W09", alert_severity="warning"),
    ),
)
