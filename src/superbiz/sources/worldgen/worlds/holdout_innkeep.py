"""HELD OUT: the engine's developers must not read this module until measurement.

Held-out world ``innkeep``: hotel reservations and check-in (booking API, room inventory, payment capture, keycard
issuing, housekeeping tasks, loyalty points) in America/Los_Angeles (PST, UTC-8 at the anchor: a local evening is
the next UTC day), with reservation confirmation numbers ``CNF<7 alnum>``, ``gst-<8 digits>`` guest ids and
``t-<18 hex>`` trace ids, and its own metric and alert vocabulary. The data spans 56 hours (from the morning of the
day before yesterday). Incidents (local times): a guest-notify latency blip the evening before yesterday, rate-cache
evictions behind roomstock-svc errors yesterday afternoon (resolved; reservations HOLD_FAILED at reserve-api;
stay-portal -> reserve-api -> roomstock-svc -> rate-cache), an expired certificate of the doorlock-vendor lock
system at keyforge-svc across local midnight (resolved; frontdesk-svc check-ins fail), a bad paycap-svc deploy
rolled back this morning (resolved; reservations CAPTURE_FAILED at reserve-api), points-mysql lock waits failing
perks-ledger late this morning (resolved; stay-portal errors), a room-turnover backlog at housekeep-svc (ongoing)
and a resv-pg connection-pool exhaustion at reserve-api hitting stay-portal (ongoing; reservations
BOOKING_TIMEOUT). Healthy throughout: room-mysql, rate-admin, cardnet-ext, sms-relay.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Los_Angeles")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

_VOCAB = Vocabulary(
    request_rate="requests_per_second", latency="response_p99_ms", error_ratio="http_fail_fraction",
    hit_ratio="rediskv_hit_fraction", evictions="rediskv_evicted_per_s", query_latency="sql_stmt_p99_ms",
    lock_waits="db_row_lock_waits_rate", pool_in_use="dbpool_busy", pool_size="dbpool_limit",
    consumer_lag="kafka_lag_msgs", tls_days="remote_cert_days_to_expiry", tls_failures="tls_handshake_fail_rate",
    cache_alert="RedisHitFractionDrop", latency_alert="ResponseP99High", error_alert="FailedRequestsSpike",
    db_alert="DbRowContention", pool_alert="DbConnsAllBusy", lag_alert="KafkaLagRising",
    tls_alert="PeerTlsExpired",
)

SPEC = WorldSpec(
    name="innkeep",
    title="Innkeep hotel reservations and check-in",
    seed=604117,
    timezone="America/Los_Angeles",
    anchor=_at(5, 15, 35),
    hours=56,
    ids=IdFormats(order="CNF{alnum:7}", user="gst-{num:8}", trace="t-{hex:18}"),
    order_service="reserve-api",
    orders_per_hour=30,
    order_statuses=("CONFIRMED", "CONFIRMED", "CHECKED_IN", "CHECKED_OUT", "CANCELLED"),
    vocab=_VOCAB,
    services=(
        _S(name="stay-portal", team="宾客体验组 Guest Experience",
           description_zh="宾客预订门户与 App 后端 (订房、查订单、积分)",
           description_en="guest booking portal and app backend",
           depends_on=("reserve-api", "frontdesk-svc", "perks-ledger")),
        _S(name="reserve-api", team="预订组 Reservations", description_zh="预订接口 (下单、锁房、扣款确认)",
           description_en="reservation booking API", depends_on=("resv-pg", "roomstock-svc", "paycap-svc")),
        _S(name="resv-pg", kind="postgres", team="DBA", description_zh="预订数据库 (PostgreSQL)",
           description_en="reservation database"),
        _S(name="roomstock-svc", team="房态组 Inventory", description_zh="房量与房态库存服务 (可售房、锁房)",
           description_en="room inventory service", depends_on=("rate-cache", "room-mysql")),
        _S(name="rate-cache", kind="redis", team="房态组 Inventory", description_zh="房价与房量缓存 (Redis)",
           description_en="room rate and availability cache"),
        _S(name="room-mysql", kind="mysql", team="DBA", description_zh="房型与房间主数据库 (MySQL)",
           description_en="room master database"),
        _S(name="rate-admin", team="收益管理组 Revenue", description_zh="收益经理改价后台",
           description_en="revenue manager rate console", depends_on=("rate-cache",)),
        _S(name="paycap-svc", team="支付组 Payments", description_zh="支付预授权与扣款 (capture)",
           description_en="payment authorisation and capture", depends_on=("cardnet-ext",)),
        _S(name="cardnet-ext", kind="external", team="外部 External", description_zh="外部收单网关",
           description_en="external card acquiring gateway"),
        _S(name="frontdesk-svc", team="前台组 Front Desk", description_zh="前台入住办理 (自助机与前台柜台)",
           description_en="front desk check-in service",
           depends_on=("reserve-api", "keyforge-svc", "housekeep-svc")),
        _S(name="keyforge-svc", team="门锁组 Door Access", description_zh="房卡与手机钥匙签发",
           description_en="keycard and mobile key issuing", depends_on=("doorlock-vendor",)),
        _S(name="doorlock-vendor", kind="external", team="外部 External", description_zh="外部门锁系统厂商接口",
           description_en="external door lock system vendor API"),
        _S(name="housekeep-svc", team="客房组 Housekeeping", description_zh="客房清洁任务派发 (消费退房事件)",
           description_en="housekeeping task dispatcher (consumer)", depends_on=("turnover-bus",)),
        _S(name="turnover-bus", kind="kafka", team="平台组 Platform", description_zh="退房与换房事件流 (Kafka)",
           description_en="room turnover event stream"),
        _S(name="perks-ledger", team="会员组 Loyalty", description_zh="会员积分账本 (累积与兑换)",
           description_en="loyalty points ledger", depends_on=("points-mysql",)),
        _S(name="points-mysql", kind="mysql", team="DBA", description_zh="积分数据库 (MySQL)",
           description_en="loyalty points database"),
        _S(name="guest-notify", team="触达组 Messaging", description_zh="入住提醒与电子账单短信/邮件",
           description_en="guest SMS and e-mail notifications", depends_on=("sms-relay",)),
        _S(name="sms-relay", kind="external", team="外部 External", description_zh="外部短信通道",
           description_en="external SMS provider"),
    ),
    incidents=(
        IncidentSpec(id="notify-latency-blip", kind="blip", service="guest-notify", start=_at(3, 20, 14),
                     end=_at(3, 20, 37), error_rate=0, warn_code="GNT-W710", alert_severity="warning"),
        IncidentSpec(id="rate-cache-evictions", kind="cache", service="roomstock-svc", origin="rate-cache",
                     start=_at(4, 13, 46), end=_at(4, 14, 33), error_rate=3, error_code="RMS-2504",
                     warn_code="RTC-W021", upstream=("reserve-api",), upstream_code="RSV-1504",
                     order_failure_share=0.4, order_status="HOLD_FAILED"),
        IncidentSpec(id="doorlock-cert-expired", kind="certificate", service="keyforge-svc", origin="doorlock-vendor",
                     start=_at(4, 23, 41), end=_at(5, 0, 58), error_rate=2.5, error_code="KEY-3526",
                     upstream=("frontdesk-svc",), upstream_code="FDK-7424"),
        IncidentSpec(id="paycap-bad-deploy", kind="deploy", service="paycap-svc", start=_at(5, 7, 52),
                     end=_at(5, 8, 31), error_rate=3.5, error_code="PAY-4500", version="5.14.0",
                     previous_version="5.13.2", upstream=("reserve-api",), upstream_code="RSV-1502",
                     order_failure_share=0.5, order_status="CAPTURE_FAILED"),
        IncidentSpec(id="points-mysql-locks", kind="database", flavor="lock_wait", service="perks-ledger",
                     origin="points-mysql", start=_at(5, 10, 5), end=_at(5, 10, 48), error_rate=3,
                     error_code="PRK-5409", warn_code="PMY-W048", upstream=("stay-portal",),
                     upstream_code="SPT-8409"),
        IncidentSpec(id="turnover-backlog", kind="queue", service="housekeep-svc", origin="turnover-bus",
                     start=_at(5, 14, 2), error_rate=2, error_code="HSK-6408", warn_code="HSK-W060",
                     topic="room-turnover"),
        IncidentSpec(id="resv-pg-pool-exhausted", kind="database", flavor="pool", service="reserve-api",
                     origin="resv-pg", start=_at(5, 15, 9), error_rate=3, error_code="RSV-1503",
                     warn_code="RPG-W033", upstream=("stay-portal",), upstream_code="SPT-8503",
                     order_failure_share=0.3, order_status="BOOKING_TIMEOUT"),
    ),
)
