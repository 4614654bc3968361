"""Held-out world ``mushtrail``: sled-dog tour bookings in Asia/Yakutsk (UTC+09:00, no daylight time; "now" is
05:40 local on 8 December = 20:40 UTC on 7 December, before dawn, so the UTC date is a day behind the local one;
tour records ``SLD.00417.K7`` (booked by the guests' booking app taigago), guests ``YK4417023G``, trace ids ``ms``
+ 10 hex digits + ``x`` + 6 hex digits; the data begin at 17:40 local on 6 December).

Incidents (local times): lock waits on the kennel-roster database kenneldex-pg this morning 04:10-04:45 (resolved),
behind the kennel roster service kenneldex and reaching the guests' booking app taigago two hops above the database
(chain taigago -> kenneldex -> kenneldex-pg; failed tour bookings as records, status ``BOOKING_FAILED``); a clean
rollout of the harness-inventory service harnessry 3.14.0 this morning 04:05-04:09 (``rollout_ok``; a tempting
false cause, five minutes before the lock waits); the payment partner almazpay's certificate expired yesterday
22:00-22:20, logged only by its caller, the guest payment service coinsled; a sled-GPS queue backlog yesterday
18:00-18:50 (the track service sledtrace behind the queue trackhold-q, topic ``sled.gps.tracks``; failed track
uploads as records, status ``TRACK_LOST``); a WARN-only latency blip of the weather board blizzboard this morning
02:30-02:44 (no errors).
Healthy: the booking database taigago-my, the harness database harnessry-my, the payment database coinsled-pg, the
weather data provider frostfeed, the guest SMS sender mushnote, the musher dispatch desk toyondesk (and, outside
their incident windows, everything else).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Yakutsk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="mushtrail",
    title="Mushtrail sled-dog tours",
    seed=81207,
    timezone="Asia/Yakutsk",
    anchor=_at(8, 5, 40),
    hours=36,
    ids=IdFormats(order="SLD.{seq:5}.{alnum:2}", user="YK{num:7}G", trace="ms{hex:10}x{hex:6}"),
    order_service="taigago",
    orders_per_hour=40,
    order_statuses=("BOOKED", "TEAM_ASSIGNED", "ON_TRAIL", "RETURNED"),
    vocab=Vocabulary(request_rate="sled_req_ps", latency="sled_p99_ms", error_ratio="sled_err_frac",
                     hit_ratio="husky_cache_hit_frac", evictions="husky_cache_evicts_ps",
                     query_latency="kennel_sql_p99_ms", lock_waits="kennel_row_lock_waits_ps",
                     pool_in_use="kennel_conns_busy", pool_size="kennel_conns_max",
                     consumer_lag="gps_fixes_unread", tls_days="partner_cert_days_left",
                     tls_failures="partner_tls_fail_ps", cache_alert="HuskyCacheCold",
                     latency_alert="SledP99Slow", error_alert="SledErrFracHigh", db_alert="KennelRowLocksPiling",
                     pool_alert="KennelConnsMaxed", lag_alert="GpsFixesUnreadGrowing",
                     tls_alert="PartnerTlsExpired"),
    services=(
        _S(name="taigago", team="订团组 Tour Booking", description_zh="游客订团App (预约狗拉雪橇行程)",
           description_en="guests' booking app",
           depends_on=("taigago-my", "kenneldex", "harnessry", "coinsled", "sledtrace", "blizzboard",
                       "mushnote")),
        _S(name="taigago-my", kind="mysql", team="订团组 Tour Booking", description_zh="订团数据库 (MySQL)",
           description_en="tour booking database"),
        _S(name="kenneldex", team="犬舍组 Kennel", description_zh="犬舍排班服务 (给行程分配狗队)",
           description_en="kennel roster service", depends_on=("kenneldex-pg",)),
        _S(name="kenneldex-pg", kind="postgres", team="犬舍组 Kennel", description_zh="犬舍排班数据库 (PostgreSQL)",
           description_en="kennel roster database"),
        _S(name="harnessry", team="装备组 Gear", description_zh="挽具库存服务",
           description_en="harness inventory service", depends_on=("harnessry-my",)),
        _S(name="harnessry-my", kind="mysql", team="装备组 Gear", description_zh="挽具库存数据库 (MySQL)",
           description_en="harness inventory database"),
        _S(name="coinsled", team="支付组 Guest Payments", description_zh="游客支付服务",
           description_en="guest payment service", depends_on=("coinsled-pg", "almazpay")),
        _S(name="coinsled-pg", kind="postgres", team="支付组 Guest Payments", description_zh="支付数据库 (PostgreSQL)",
           description_en="payment database"),
        _S(name="almazpay", kind="external", team="外部 External", description_zh="支付合作方 (收单机构)",
           description_en="payment partner"),
        _S(name="sledtrace", team="轨迹组 Trail Tracking", description_zh="雪橇GPS轨迹服务 (读轨迹队列, 存轨迹)",
           description_en="sled GPS track service", depends_on=("trackhold-q",)),
        _S(name="trackhold-q", kind="kafka", team="轨迹组 Trail Tracking", description_zh="雪橇GPS轨迹队列 (Kafka)",
           description_en="sled GPS queue"),
        _S(name="blizzboard", team="天气组 Weather", description_zh="天气看板服务 (路线天气与气温)",
           description_en="weather board", depends_on=("frostfeed",)),
        _S(name="frostfeed", kind="external", team="外部 External", description_zh="气象数据源",
           description_en="weather data provider"),
        _S(name="mushnote", team="消息组 Messaging", description_zh="游客短信通知",
           description_en="guest SMS sender"),
        _S(name="toyondesk", team="领队组 Mushers", description_zh="领队调度台 (领队看行程和狗队)",
           description_en="musher dispatch desk", depends_on=("kenneldex", "sledtrace")),
    ),
    incidents=(
        IncidentSpec(id="kennel-lock-waits", kind="database", flavor="lock_wait", service="kenneldex",
                     origin="kenneldex-pg", start=_at(8, 4, 10), end=_at(8, 4, 45), error_rate=3,
                     error_code="KDX-5317", warn_code="KPG-W42", upstream=("taigago",), upstream_code="TGA-5029",
                     order_failure_share=0.45, order_status="BOOKING_FAILED"),
        IncidentSpec(id="harnessry-rollout", kind="deploy", service="harnessry", start=_at(8, 4, 5),
                     end=_at(8, 4, 9), version="3.14.0", previous_version="3.13.2", rollout_ok=True),
        IncidentSpec(id="almazpay-cert", kind="certificate", service="coinsled", origin="almazpay",
                     start=_at(7, 22, 0), end=_at(7, 22, 20), error_rate=3, error_code="CSL-4961"),
        IncidentSpec(id="trackhold-backlog", kind="queue", service="sledtrace", origin="trackhold-q",
                     start=_at(7, 18, 0), end=_at(7, 18, 50), error_rate=2, error_code="STR-4087",
                     warn_code="STR-W13", topic="sled.gps.tracks", order_failure_share=0.4,
                     order_status="TRACK_LOST"),
        IncidentSpec(id="blizzboard-blip", kind="blip", service="blizzboard", start=_at(8, 2, 30),
                     end=_at(8, 2, 44), error_rate=0, warn_code="BZB-W08", alert_severity="warning"),
    ),
)
