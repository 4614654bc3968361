"""Held-out world ``pianohall``: a concert hall's ticketing and streaming in Europe/Luxembourg (UTC+01:00 in
December; "now" is 19:45 local on 4 December = 18:45 UTC, an hour before the evening concert; ticket purchases
``LUX-PH-48213`` (made by the ticket shop encore-shop), members ``mbr_48213_lx``, trace ids ``phx`` + 14 hex digits).

Incidents: slow queries on the seat map database seatplan-pg since 19:05 make the seat map service seatplan slow
and the ticket shop encore-shop fail purchases (``SEAT_TIMEOUT``; chain encore-shop → seatplan → seatplan-pg;
ongoing); a clean deploy of the box-office kiosk boxkiosk 2.8.0 at 18:50–18:56 (``rollout_ok``, not the cause); a
WARN-only latency blip of the newsletter overture-mail at 17:00–17:12; this afternoon 14:00–14:25 the ticket
payment partner tixpay-gw's certificate was expired (the payment service fermata-pay failed its handshakes, the
ticket shop failed purchases as ``PAYMENT_DECLINED``; renewed); yesterday evening 20:00–21:30 the streaming
transcode queue livecast-q backed up behind its worker cadenza-transcode (the stream player liveplayer stalled).
Healthy: member accounts patron-acct, patron-db, the ticket shop session cache encore-redis.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Luxembourg")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="pianohall",
    title="Pianohall concert hall ticketing and streaming",
    seed=48213,
    timezone="Europe/Luxembourg",
    anchor=_at(4, 19, 45),
    hours=36,
    ids=IdFormats(order="LUX-PH-{num:5}", user="mbr_{num:5}_lx", trace="phx{hex:14}"),
    order_service="encore-shop",
    orders_per_hour=40,
    order_statuses=("ISSUED", "ISSUED", "SCANNED", "PRINTED"),
    vocab=Vocabulary(request_rate="seat_req_per_s", latency="seat_p95_ms", error_ratio="purchase_err_frac",
                     hit_ratio="session_hit_frac", evictions="session_evict_per_s", query_latency="seatmap_sql_p95_ms",
                     lock_waits="seatmap_lock_waits_per_s", pool_in_use="seatmap_conns_busy",
                     pool_size="seatmap_conns_max", consumer_lag="transcode_jobs_waiting",
                     tls_days="payment_cert_days_left", tls_failures="payment_tls_errors_per_s",
                     cache_alert="SessionHitFracLow", latency_alert="ServiceP95Slow",
                     error_alert="PurchaseErrFracHigh", db_alert="SeatmapSqlSlow", pool_alert="SeatmapConnsFull",
                     lag_alert="TranscodeJobsPiling", tls_alert="PaymentTlsBroken"),
    services=(
        _S(name="encore-shop", team="票务组 Ticketing", description_zh="售票网站 (购票下单)",
           description_en="ticket shop", depends_on=("seatplan", "fermata-pay", "patron-acct", "encore-redis")),
        _S(name="encore-redis", kind="redis", team="票务组 Ticketing", description_zh="售票会话缓存 (Redis)",
           description_en="ticket shop session cache"),
        _S(name="seatplan", team="座位图组 Seat Map", description_zh="座位图服务 (选座)",
           description_en="seat map service", depends_on=("seatplan-pg",)),
        _S(name="seatplan-pg", kind="postgres", team="DBA", description_zh="座位图数据库 (PostgreSQL)",
           description_en="seat map db"),
        _S(name="boxkiosk", team="售票处组 Box Office", description_zh="售票处自助机 (票亭)",
           description_en="box-office kiosk", depends_on=("seatplan", "fermata-pay")),
        _S(name="fermata-pay", team="支付组 Payments", description_zh="门票支付服务",
           description_en="ticket payment service", depends_on=("tixpay-gw",)),
        _S(name="tixpay-gw", kind="external", team="外部 External", description_zh="门票支付合作方",
           description_en="ticket payment partner"),
        _S(name="livecast-q", kind="kafka", team="直播组 Streaming", description_zh="直播转码队列 (Kafka)",
           description_en="streaming transcode queue"),
        _S(name="cadenza-transcode", team="直播组 Streaming", description_zh="直播转码服务 (读队列转码)",
           description_en="transcode worker", depends_on=("livecast-q",)),
        _S(name="liveplayer", team="直播组 Streaming", description_zh="直播播放器",
           description_en="stream player", depends_on=("cadenza-transcode",)),
        _S(name="overture-mail", team="市场组 Marketing", description_zh="演出通讯邮件",
           description_en="newsletter", depends_on=("patron-acct",)),
        _S(name="patron-acct", team="会员组 Members", description_zh="会员账户服务",
           description_en="member accounts", depends_on=("patron-db",)),
        _S(name="patron-db", kind="mysql", team="会员组 Members", description_zh="会员数据库 (MySQL)",
           description_en="member accounts database"),
    ),
    incidents=(
        IncidentSpec(id="seatplan-slow-queries", kind="database", flavor="slow_query", service="seatplan",
                     origin="seatplan-pg", start=_at(4, 19, 5), error_rate=3, error_code="SPL-5087",
                     warn_code="SPG-W14", upstream=("encore-shop",), upstream_code="ENC-5040",
                     order_failure_share=0.45, order_status="SEAT_TIMEOUT"),
        IncidentSpec(id="boxkiosk-rollout", kind="deploy", service="boxkiosk", start=_at(4, 18, 50),
                     end=_at(4, 18, 56), version="2.8.0", previous_version="2.7.3", rollout_ok=True),
        IncidentSpec(id="overture-blip", kind="blip", service="overture-mail", start=_at(4, 17, 0),
                     end=_at(4, 17, 12), error_rate=0, warn_code="OVM-W03", alert_severity="warning"),
        IncidentSpec(id="tixpay-cert", kind="certificate", service="fermata-pay", origin="tixpay-gw",
                     start=_at(4, 14, 0), end=_at(4, 14, 25), error_rate=3, error_code="FMP-4951",
                     upstream=("encore-shop",), upstream_code="ENC-4022",
                     order_failure_share=0.5, order_status="PAYMENT_DECLINED"),
        IncidentSpec(id="livecast-backlog", kind="queue", service="cadenza-transcode", origin="livecast-q",
                     start=_at(3, 20, 0), end=_at(3, 21, 30), error_rate=2, error_code="CDZ-4408",
                     warn_code="LCQ-W09", topic="live.transcode.jobs", upstream=("liveplayer",),
                     upstream_code="LVP-5032"),
    ),
)
