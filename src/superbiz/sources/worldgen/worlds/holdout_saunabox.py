"""Held-out world ``saunabox``: a chain of bookable private saunas in Europe/Kyiv (UTC+02:00 in December; "now" is
21:15 local on 4 December = 19:15 UTC, a busy Friday evening; bookings ``sb-2f9c-11`` (lower-case hex and two
digits, made by the booking service hotbook), guests ``bather-48213``, trace ids ``stm`` + 14 hex digits).

Incidents: lock waits on the bookings database hotbook-db make the booking service hotbook fail bookings TWICE:
first today 12:30–12:50 (resolved; failed bookings ``LOCK_TIMEOUT``), again since 20:55 and still going (failed
bookings ``LOCK_TIMEOUT``); the certificate of the door-lock IoT partner lokkly was expired this morning
07:00–07:15 (the door-lock gateway latchgate failed its handshakes; failed door unlocks as bookings
``UNLOCK_FAILED``; renewed); the notifications queue vihta-q backed up behind the notifications worker
vihta-worker yesterday 18:00–18:40 (resolved); a CLEAN rollout of the pricing service pricekiln 5.8.0 at
20:50–20:54 (``rollout_ok``, tempting next to the lock waits); a WARN-only latency blip of the reviews service
birchrate today 16:10–16:22. Healthy: loylpay (payments), steamcache, pricekiln-db, steamdesk (booking app).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Kyiv")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="saunabox",
    title="Saunabox private sauna bookings",
    seed=61729,
    timezone="Europe/Kyiv",
    anchor=_at(4, 21, 15),
    hours=36,
    ids=IdFormats(order="sb-{hex:4}-{num:2}", user="bather-{num:5}", trace="stm{hex:14}"),
    order_service="hotbook",
    orders_per_hour=40,
    order_statuses=("CONFIRMED", "CONFIRMED", "CHECKED_IN", "COMPLETED"),
    vocab=Vocabulary(request_rate="bookings_rps", latency="book_p95_ms", error_ratio="book_fail_frac",
                     hit_ratio="slotcache_hit_frac", evictions="slotcache_evicted_ps",
                     query_latency="bookdb_query_p95_ms", lock_waits="bookdb_row_lock_waits_ps",
                     pool_in_use="bookdb_conns_used", pool_size="bookdb_conns_limit",
                     consumer_lag="notify_msgs_behind", tls_days="iot_cert_days_left",
                     tls_failures="iot_tls_errors_ps", cache_alert="SlotCacheMissing",
                     latency_alert="BookP95TooSlow", error_alert="BookFailFracHigh",
                     db_alert="BookDbRowLocks", pool_alert="BookDbConnsFull", lag_alert="NotifyBacklogGrowing",
                     tls_alert="IotPartnerTlsBroken"),
    services=(
        _S(name="steamdesk", team="客户端组 Guest Apps", description_zh="订桑拿App (预约客户端)",
           description_en="sauna booking app", depends_on=("hotbook", "birchrate", "pricekiln")),
        _S(name="hotbook", team="预约组 Bookings", description_zh="桑拿预约服务 (下单订场)",
           description_en="booking service", depends_on=("hotbook-db", "pricekiln", "loylpay", "steamcache")),
        _S(name="hotbook-db", kind="mysql", team="预约组 Bookings", description_zh="预约数据库 (MySQL)",
           description_en="booking db"),
        _S(name="steamcache", kind="redis", team="预约组 Bookings", description_zh="空余时段缓存 (Redis)",
           description_en="free slots cache"),
        _S(name="pricekiln", team="定价组 Pricing", description_zh="价格服务 (时段定价)",
           description_en="pricing service", depends_on=("pricekiln-db",)),
        _S(name="pricekiln-db", kind="postgres", team="定价组 Pricing", description_zh="价格数据库 (PostgreSQL)",
           description_en="pricing database"),
        _S(name="latchgate", team="门禁组 Door Access", description_zh="门锁网关 (远程开门)",
           description_en="door-lock gateway", depends_on=("lokkly", "hotbook")),
        _S(name="lokkly", kind="external", team="外部 External", description_zh="智能门锁合作方 (IoT)",
           description_en="door-lock IoT partner"),
        _S(name="birchrate", team="评价组 Reviews", description_zh="评价服务 (打分与评论)",
           description_en="reviews service"),
        _S(name="vihta-q", kind="kafka", team="通知组 Notifications", description_zh="通知队列 (Kafka)",
           description_en="notifications queue"),
        _S(name="vihta-worker", team="通知组 Notifications", description_zh="通知发送 worker (短信/推送)",
           description_en="notifications worker", depends_on=("vihta-q",)),
        _S(name="loylpay", team="支付组 Payments", description_zh="支付服务 (付款与退款)",
           description_en="payments"),
    ),
    incidents=(
        IncidentSpec(id="hotbook-lock-lunch", kind="database", flavor="lock_wait", service="hotbook",
                     origin="hotbook-db", start=_at(4, 12, 30), end=_at(4, 12, 50), error_rate=3,
                     error_code="HTB-5241", warn_code="HDB-W17", upstream=("steamdesk",), upstream_code="STD-5030",
                     order_failure_share=0.4, order_status="LOCK_TIMEOUT"),
        IncidentSpec(id="hotbook-lock-evening", kind="database", flavor="lock_wait", service="hotbook",
                     origin="hotbook-db", start=_at(4, 20, 55), error_rate=3, error_code="HTB-5241",
                     warn_code="HDB-W17", upstream=("steamdesk",), upstream_code="STD-5030",
                     order_failure_share=0.4, order_status="LOCK_TIMEOUT"),
        IncidentSpec(id="lokkly-cert", kind="certificate", service="latchgate", origin="lokkly",
                     start=_at(4, 7, 0), end=_at(4, 7, 15), error_rate=3, error_code="LTG-4953",
                     order_failure_share=0.6, order_status="UNLOCK_FAILED"),
        IncidentSpec(id="vihta-backlog", kind="queue", service="vihta-worker", origin="vihta-q",
                     start=_at(3, 18, 0), end=_at(3, 18, 40), error_rate=2, error_code="VHW-4408",
                     warn_code="VHQ-W05", topic="booking.reminders"),
        IncidentSpec(id="pricekiln-rollout", kind="deploy", service="pricekiln", start=_at(4, 20, 50),
                     end=_at(4, 20, 54), version="5.8.0", previous_version="5.7.3", rollout_ok=True),
        IncidentSpec(id="birchrate-blip", kind="blip", service="birchrate", start=_at(4, 16, 10),
                     end=_at(4, 16, 22), error_rate=0, warn_code="BRR-W03", alert_severity="warning"),
    ),
)
