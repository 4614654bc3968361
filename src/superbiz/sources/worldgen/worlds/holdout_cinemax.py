"""Held-out world ``cinemax``: a cinema chain's ticketing platform in Europe/Moscow (UTC+03:00; booking ids
``CX-MSK-0042317``, users ``u79161234567``, trace ids of 20 hex digits).

Incidents: a bad deploy of hallplan-svc yesterday evening (rolled back), then a redeploy of a newer build this
afternoon that is still failing now; a cache stampede on showtime-cache behind schedule-api going on now; lock
waits on booking-db behind checkout-svc this morning (resolved); a certificate problem towards the external payment
partner (payline-gw) last night (resolved); a backlog of e-ticket deliveries on ticket-mail-q behind eticket-sender
(ongoing); a short latency blip on kinobonus-svc yesterday afternoon.
Healthy: concession-svc, profile-api, concession-db, loyalty-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Moscow")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="cinemax",
    title="Cinemax cinema ticketing",
    seed=70913,
    timezone="Europe/Moscow",
    anchor=_at(18, 16, 40),
    hours=34,
    ids=IdFormats(order="CX-MSK-004{seq:4}", user="u7916{num:7}", trace="{hex:20}"),
    order_service="checkout-svc",
    orders_per_hour=44,
    order_statuses=("ISSUED", "ISSUED", "REDEEMED", "REFUNDED"),
    vocab=Vocabulary(latency="resp_time_p95_ms", error_ratio="http_5xx_share", hit_ratio="kv_hit_share",
                     cache_alert="ShowtimeCacheMissSpike", error_alert="Http5xxTooHigh",
                     latency_alert="RespTimeSloBreach", db_alert="DbLockContention", lag_alert="MailQueueBehind",
                     tls_alert="PartnerTlsBroken"),
    services=(
        _S(name="box-edge", team="平台组 Platform", description_zh="售票前端网关 (App/网站入口)",
           description_en="ticketing front gateway",
           depends_on=("schedule-api", "hallplan-svc", "checkout-svc", "concession-svc", "kinobonus-svc",
                       "profile-api")),
        _S(name="schedule-api", team="排片组 Programming", description_zh="场次排片目录",
           description_en="showtime catalogue", depends_on=("showtime-cache", "schedule-db")),
        _S(name="showtime-cache", kind="redis", team="排片组 Programming", description_zh="场次缓存 (Redis)",
           description_en="showtime cache"),
        _S(name="schedule-db", kind="postgres", team="DBA", description_zh="排片数据库 (PostgreSQL)",
           description_en="schedule database"),
        _S(name="hallplan-svc", team="选座组 Seating", description_zh="座位图/选座服务",
           description_en="seat map service", depends_on=("schedule-api",)),
        _S(name="checkout-svc", team="交易组 Checkout", description_zh="购票下单结账",
           description_en="ticket checkout", depends_on=("booking-db", "payline-gw", "hallplan-svc",
                                                         "ticket-mail-q")),
        _S(name="booking-db", kind="mysql", team="DBA", description_zh="订票数据库 (MySQL)",
           description_en="booking database"),
        _S(name="payline-gw", kind="external", team="外部 External", description_zh="外部支付合作方网关",
           description_en="payment partner gateway"),
        _S(name="concession-svc", team="卖品组 F&B", description_zh="卖品预订 (爆米花/饮料)",
           description_en="concessions pre-order", depends_on=("concession-db",)),
        _S(name="concession-db", kind="postgres", team="卖品组 F&B", description_zh="卖品数据库 (PostgreSQL)",
           description_en="concessions database"),
        _S(name="kinobonus-svc", team="会员组 Loyalty", description_zh="会员积分", description_en="loyalty points",
           depends_on=("loyalty-db",)),
        _S(name="loyalty-db", kind="postgres", team="会员组 Loyalty", description_zh="积分数据库 (PostgreSQL)",
           description_en="loyalty database"),
        _S(name="ticket-mail-q", kind="kafka", team="交付组 Delivery", description_zh="电子票发送队列 (Kafka)",
           description_en="e-ticket delivery queue"),
        _S(name="eticket-sender", team="交付组 Delivery", description_zh="电子票发送 (邮件/短信)",
           description_en="e-ticket delivery", depends_on=("ticket-mail-q",)),
        _S(name="profile-api", team="用户组 Accounts", description_zh="用户资料", description_en="user profiles"),
    ),
    incidents=(
        IncidentSpec(id="hallplan-deploy", kind="deploy", service="hallplan-svc", start=_at(17, 19, 20),
                     end=_at(17, 20, 5), error_rate=4, error_code="STM-5002", version="3.8.0",
                     previous_version="3.7.4", upstream=("box-edge",), upstream_code="BXE-5021"),
        IncidentSpec(id="hallplan-redeploy", kind="deploy", service="hallplan-svc", start=_at(18, 14, 55),
                     error_rate=3, error_code="STM-5002", version="3.8.1", previous_version="3.7.4",
                     upstream=("box-edge",), upstream_code="BXE-5021"),
        IncidentSpec(id="showtime-stampede", kind="cache", service="schedule-api", origin="showtime-cache",
                     start=_at(18, 15, 48), error_rate=3, error_code="SCH-4091", warn_code="STC-W11"),
        IncidentSpec(id="booking-locks", kind="database", flavor="lock_wait", service="checkout-svc",
                     origin="booking-db", start=_at(18, 9, 10), end=_at(18, 10, 2), error_rate=4,
                     error_code="CHK-5307", warn_code="MY-LOCK-W", order_failure_share=0.5,
                     order_status="PAYMENT_FAILED"),
        IncidentSpec(id="payline-cert", kind="certificate", service="checkout-svc", origin="payline-gw",
                     start=_at(17, 23, 35), end=_at(18, 0, 50), error_rate=3, error_code="CHK-4950"),
        IncidentSpec(id="mail-backlog", kind="queue", service="eticket-sender", origin="ticket-mail-q",
                     start=_at(18, 13, 25), error_rate=2, error_code="ETK-3120", warn_code="ETK-W08",
                     topic="ticket-mail-q.send", alert_severity="warning"),
        IncidentSpec(id="loyalty-blip", kind="blip", service="kinobonus-svc", start=_at(17, 15, 12),
                     end=_at(17, 15, 31), error_rate=0, warn_code="LOY-W03", alert_severity="warning"),
    ),
)
