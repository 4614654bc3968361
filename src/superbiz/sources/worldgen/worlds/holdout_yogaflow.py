"""Held-out world ``yogaflow``: class booking of a yoga and fitness studio chain in Europe/Vienna (CET, UTC+01:00 in
December; "now" is 08:15 local on 4 December = 07:15 UTC, the morning rush of class bookings; class bookings
``YF/2026/50417`` (made by the booking service asanabook), members ``M204815-AT``, trace ids ``yf`` + 14 hex digits).

Incidents: the booking service asanabook exhausted its connection pool to the booking database asanabook-db TWICE:
first this morning 05:00–05:20 (ended), again since 07:55 (still going); the member app lotusapp fails its booking
calls both times and bookings fail as records (``BOOKING_FAILED``) in both windows; a clean rollout of the
instructor portal guru-portal 4.12.0 at 07:50–07:54 (``rollout_ok``); yesterday evening 18:30–19:10 the waitlist
queue waitmat-q backed up behind the waitlist worker waitmat-worker (resolved); yesterday 12:00–12:25 an eviction
storm on the schedule cache classgrid-redis behind the class schedule service classgrid, reaching lotusapp
(chain lotusapp → classgrid → classgrid-redis; resolved).
Healthy: studiopay (payments) and its partner zahlfix, memberhub and memberhub-pg, namaste-push (push).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Vienna")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="yogaflow",
    title="Yogaflow studio class booking",
    seed=61204,
    timezone="Europe/Vienna",
    anchor=_at(4, 8, 15),
    hours=36,
    ids=IdFormats(order="YF/2026/5{seq:4}", user="M{num:6}-AT", trace="yf{hex:14}"),
    order_service="asanabook",
    orders_per_hour=60,
    order_statuses=("BOOKED", "BOOKED", "CHECKED_IN", "WAITLISTED"),
    vocab=Vocabulary(request_rate="class_bookings_rps", latency="booking_p99_ms", error_ratio="booking_fail_ratio",
                     hit_ratio="schedule_cache_hit", evictions="schedule_cache_evictions_ps",
                     query_latency="bookdb_query_p99_ms", lock_waits="bookdb_lock_waits_ps",
                     pool_in_use="bookdb_conns_active", pool_size="bookdb_conns_limit",
                     consumer_lag="waitlist_backlog_msgs", tls_days="paypartner_cert_days",
                     tls_failures="paypartner_tls_errors_ps", cache_alert="ScheduleCacheHitLow",
                     latency_alert="StudioP99High", error_alert="StudioErrorsHigh", db_alert="BookDbSlow",
                     pool_alert="BookDbPoolExhausted", lag_alert="WaitlistBacklog",
                     tls_alert="PayPartnerTlsBroken"),
    services=(
        _S(name="lotusapp", team="会员App组 Member App", description_zh="会员App (约课App)",
           description_en="member app", depends_on=("asanabook", "classgrid", "memberhub", "studiopay")),
        _S(name="asanabook", team="约课组 Class Booking", description_zh="约课服务 (预约下单)",
           description_en="class booking service", depends_on=("asanabook-db", "classgrid", "studiopay",
                                                                "waitmat-q")),
        _S(name="asanabook-db", kind="mysql", team="约课组 Class Booking", description_zh="约课数据库 (MySQL)",
           description_en="booking database"),
        _S(name="classgrid", team="课表组 Schedule", description_zh="课表服务",
           description_en="class schedule service", depends_on=("classgrid-redis",)),
        _S(name="classgrid-redis", kind="redis", team="课表组 Schedule", description_zh="课表缓存 (Redis)",
           description_en="schedule cache"),
        _S(name="waitmat-worker", team="候补组 Waitlist", description_zh="候补处理 (读候补队列转正)",
           description_en="waitlist worker", depends_on=("waitmat-q", "namaste-push")),
        _S(name="waitmat-q", kind="kafka", team="候补组 Waitlist", description_zh="候补队列 (Kafka)",
           description_en="waitlist queue"),
        _S(name="studiopay", team="支付组 Payments", description_zh="支付服务 (课包与单次课付款)",
           description_en="payments service", depends_on=("zahlfix",)),
        _S(name="zahlfix", kind="external", team="外部 External", description_zh="支付合作方",
           description_en="payment partner"),
        _S(name="guru-portal", team="教练组 Instructors", description_zh="教练后台 (排课与签到)",
           description_en="instructor portal", depends_on=("classgrid", "memberhub")),
        _S(name="namaste-push", team="消息组 Messaging", description_zh="推送通知",
           description_en="push notifications"),
        _S(name="memberhub", team="会员组 Members", description_zh="会员账户服务 (会籍与课包)",
           description_en="member accounts service", depends_on=("memberhub-pg",)),
        _S(name="memberhub-pg", kind="postgres", team="DBA", description_zh="会员数据库 (PostgreSQL)",
           description_en="members database"),
    ),
    incidents=(
        IncidentSpec(id="bookdb-pool-dawn", kind="database", flavor="pool", service="asanabook",
                     origin="asanabook-db", start=_at(4, 5, 0), end=_at(4, 5, 20), error_rate=3,
                     error_code="ASB-5307", warn_code="ABD-W14", upstream=("lotusapp",), upstream_code="LTA-5023",
                     order_failure_share=0.4, order_status="BOOKING_FAILED"),
        IncidentSpec(id="bookdb-pool-now", kind="database", flavor="pool", service="asanabook",
                     origin="asanabook-db", start=_at(4, 7, 55), error_rate=5,
                     error_code="ASB-5307", warn_code="ABD-W14", upstream=("lotusapp",), upstream_code="LTA-5023",
                     order_failure_share=0.6, order_status="BOOKING_FAILED"),
        IncidentSpec(id="guru-portal-rollout", kind="deploy", service="guru-portal", start=_at(4, 7, 50),
                     end=_at(4, 7, 54), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="waitlist-backlog", kind="queue", service="waitmat-worker", origin="waitmat-q",
                     start=_at(3, 18, 30), end=_at(3, 19, 10), error_rate=2, error_code="WMW-4408",
                     warn_code="WMQ-W21", topic="waitlist.promote"),
        IncidentSpec(id="schedule-cache-evictions", kind="cache", service="classgrid", origin="classgrid-redis",
                     start=_at(3, 12, 0), end=_at(3, 12, 25), error_rate=3, error_code="CGR-5042",
                     warn_code="CGX-W09", upstream=("lotusapp",), upstream_code="LTA-5041"),
    ),
)
