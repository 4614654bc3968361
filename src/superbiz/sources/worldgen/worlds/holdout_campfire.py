"""Held-out world ``campfire``: campground and national-park campsite reservations in America/Edmonton (Mountain
time, UTC-07:00 in December; "now" is 22:30 local on 3 December = 05:30 UTC on 4 December); reservations
``CMP-2026-000417`` (made by the booking API sitebook-api), campers ``cmpr_331_KC``,
trace ids ``cf`` + 14 hex digits.

Incidents: an eviction storm on the site availability cache siteavail-redis since 21:55 (still going), behind
the availability service siteavail, reaching the booking API sitebook-api, whose bookings fail as records
(``AVAIL_UNCONFIRMED``); chain trailhead-app → sitebook-api → siteavail → siteavail-redis; a clean rollout of the
ranger tablet app rangerpad 5.2.0 at 21:40–21:46 (``rollout_ok``, a tempting false cause); the gate-code SMS
partner textgrove's certificate expired this morning 08:00–08:40 (gatecode-sms failed its handshakes; renewed);
yesterday 13:00–13:30 slow queries on the reservations database sitebook-db made sitebook-api time out and fail
bookings (``BOOKING_TIMEOUT``), seen by the booking app trailhead-app too.
Healthy: campay (camping payments) and its partner paymoose, rangerpad-db, wxfeed and wxfeed-q (weather feed).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Edmonton")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="campfire",
    title="Campfire campsite reservations",
    seed=60417,
    timezone="America/Edmonton",
    anchor=_at(3, 22, 30),
    hours=36,
    ids=IdFormats(order="CMP-2026-{seq:6}", user="cmpr_{num:3}_{alpha:2}", trace="cf{hex:14}"),
    order_service="sitebook-api",
    orders_per_hour=40,
    order_statuses=("RESERVED", "RESERVED", "CHECKED_IN", "CANCELLED"),
    vocab=Vocabulary(request_rate="site_bookings_req_ps", latency="site_p99_ms", error_ratio="site_err_share",
                     hit_ratio="avail_cache_hit_share", evictions="avail_cache_evicted_ps",
                     query_latency="resv_sql_p99_ms", lock_waits="resv_lock_waits_ps", pool_in_use="resv_conns_used",
                     pool_size="resv_conns_cap", consumer_lag="wx_msgs_behind", tls_days="sms_cert_days_left",
                     tls_failures="sms_tls_errors_ps", cache_alert="AvailCacheHitLow", latency_alert="SiteP99Slow",
                     error_alert="SiteErrShareHigh", db_alert="ResvSlowSql", pool_alert="ResvConnsMaxed",
                     lag_alert="WxFeedBehind", tls_alert="SmsPartnerTlsBroken"),
    services=(
        _S(name="trailhead-app", team="露营预订前端组 Camper Apps", description_zh="露营预订App (订营位的App和网页)",
           description_en="campsite booking app", depends_on=("sitebook-api", "campay", "wxfeed")),
        _S(name="sitebook-api", team="预订组 Reservations", description_zh="营位预订接口 (下单)",
           description_en="booking api", depends_on=("sitebook-db", "siteavail", "gatecode-sms", "campay")),
        _S(name="sitebook-db", kind="postgres", team="DBA", description_zh="预订数据库 (PostgreSQL)",
           description_en="reservations database"),
        _S(name="siteavail", team="营位库存组 Site Inventory", description_zh="营位余量服务 (查空位)",
           description_en="site availability service", depends_on=("siteavail-redis",)),
        _S(name="siteavail-redis", kind="redis", team="营位库存组 Site Inventory",
           description_zh="营位余量缓存 (Redis)", description_en="site availability cache"),
        _S(name="campay", team="支付组 Payments", description_zh="营地支付服务", description_en="camping payments",
           depends_on=("paymoose",)),
        _S(name="paymoose", kind="external", team="外部 External", description_zh="支付合作方",
           description_en="payments partner"),
        _S(name="gatecode-sms", team="入园组 Park Entry", description_zh="闸口密码短信 (发门禁码)",
           description_en="gate-code SMS", depends_on=("textgrove",)),
        _S(name="textgrove", kind="external", team="外部 External", description_zh="短信合作方",
           description_en="SMS partner"),
        _S(name="rangerpad", team="巡护员组 Ranger Ops", description_zh="护林员平板App",
           description_en="ranger tablet app", depends_on=("rangerpad-db", "sitebook-api")),
        _S(name="rangerpad-db", kind="mysql", team="巡护员组 Ranger Ops", description_zh="巡护数据库 (MySQL)",
           description_en="ranger database"),
        _S(name="wxfeed", team="天气组 Weather", description_zh="天气数据服务", description_en="weather feed",
           depends_on=("wxfeed-q",)),
        _S(name="wxfeed-q", kind="kafka", team="天气组 Weather", description_zh="天气数据队列 (Kafka)",
           description_en="weather feed queue"),
    ),
    incidents=(
        IncidentSpec(id="siteavail-evictions", kind="cache", service="siteavail", origin="siteavail-redis",
                     start=_at(3, 21, 55), error_rate=3, error_code="SAV-5044", warn_code="SAR-W07",
                     upstream=("sitebook-api",), upstream_code="SBK-5032", order_failure_share=0.35,
                     order_status="AVAIL_UNCONFIRMED"),
        IncidentSpec(id="rangerpad-rollout", kind="deploy", service="rangerpad", start=_at(3, 21, 40),
                     end=_at(3, 21, 46), version="5.2.0", previous_version="5.1.3", rollout_ok=True),
        IncidentSpec(id="textgrove-cert", kind="certificate", service="gatecode-sms", origin="textgrove",
                     start=_at(3, 8, 0), end=_at(3, 8, 40), error_rate=3, error_code="GCS-4951"),
        IncidentSpec(id="sitebook-db-slow", kind="database", flavor="slow_query", service="sitebook-api",
                     origin="sitebook-db", start=_at(2, 13, 0), end=_at(2, 13, 30), error_rate=3,
                     error_code="SBK-5040", warn_code="SBD-W12", upstream=("trailhead-app",),
                     upstream_code="THA-5031", order_failure_share=0.4, order_status="BOOKING_TIMEOUT"),
    ),
)
