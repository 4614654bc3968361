"""Held-out world ``deskhive``: coworking spaces in Australia/Melbourne (UTC+11:00 in December, Australian summer
time; "now" is 09:05 local on Friday 4 December = 22:05 UTC on the 3rd, the morning rush; member app requests
(door unlocks, desk and room bookings) ``9f3a1c07`` (8 lower-case hex digits, made by hivemate), members
``mbr-`` + 6 lower-case hex digits, trace ids ``dh`` + 14 lower-case hex digits).

Incidents: the access-control database latchkeep-pg runs out of connections since 08:40, the door-access
service latchkeep exhausts its connection pool and fails door unlocks, and the member app hivemate fails the
unlocks it forwards (chain hivemate → latchkeep → latchkeep-pg, two hops; failed unlocks are UNLOCK_FAILED
records; ongoing); a bad deploy of the meeting-room booking service roomrota 6.4.0 at 08:30, rolled back at
08:50 (overlapping, unrelated); a WARN-only latency blip of the visitor check-in kiosk greetpost at 07:10–07:22;
yesterday 17:00–17:30 the payment partner paystrand's certificate was expired (the invoices and payments service
billnest failed its handshakes; renewed).
Healthy: deskslot (desk booking), deskslot-redis, roomrota-mysql, hivebus (Kafka), pingnest (notifications).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Australia/Melbourne")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="deskhive",
    title="Deskhive coworking spaces",
    seed=73519,
    timezone="Australia/Melbourne",
    anchor=_at(4, 9, 5),
    hours=36,
    ids=IdFormats(order="{hex:8}", user="mbr-{hex:6}", trace="dh{hex:14}"),
    order_service="hivemate",
    orders_per_hour=45,
    order_statuses=("UNLOCKED", "UNLOCKED", "BOOKED", "CHECKED_IN"),
    vocab=Vocabulary(request_rate="member_req_ps", latency="hive_p95_ms", error_ratio="hive_fail_share",
                     hit_ratio="desk_cache_hit_share", evictions="desk_cache_evict_ps",
                     query_latency="access_sql_p95_ms", lock_waits="access_lock_waits_ps",
                     pool_in_use="access_pool_busy", pool_size="access_pool_cap",
                     consumer_lag="hivebus_backlog", tls_days="partner_cert_days_to_expiry",
                     tls_failures="partner_handshake_fail_ps", cache_alert="DeskCacheHitLow",
                     latency_alert="HiveP95TooSlow", error_alert="HiveFailShareHigh",
                     db_alert="AccessDbStruggling", pool_alert="AccessPoolDrained",
                     lag_alert="HivebusBacklogRising", tls_alert="PartnerHandshakeBroken"),
    services=(
        _S(name="hivemate", team="会员App组 Member App", description_zh="会员App (开门、订工位、订会议室)",
           description_en="member app", depends_on=("latchkeep", "deskslot", "roomrota", "billnest")),
        _S(name="latchkeep", team="门禁组 Access Control", description_zh="门禁服务 (刷卡/手机开门)",
           description_en="door access service", depends_on=("latchkeep-pg", "hivebus")),
        _S(name="latchkeep-pg", kind="postgres", team="DBA", description_zh="门禁数据库 (PostgreSQL)",
           description_en="access control database"),
        _S(name="deskslot", team="工位组 Desk Booking", description_zh="工位预订服务",
           description_en="desk booking service", depends_on=("deskslot-redis",)),
        _S(name="deskslot-redis", kind="redis", team="工位组 Desk Booking", description_zh="工位缓存 (Redis)",
           description_en="desk availability cache"),
        _S(name="roomrota", team="会议室组 Meeting Rooms", description_zh="会议室预订服务",
           description_en="meeting room booking service", depends_on=("roomrota-mysql",)),
        _S(name="roomrota-mysql", kind="mysql", team="会议室组 Meeting Rooms", description_zh="会议室数据库 (MySQL)",
           description_en="meeting rooms database"),
        _S(name="greetpost", team="前台组 Front Desk", description_zh="访客签到机 (前台自助终端)",
           description_en="visitor check-in kiosk", depends_on=("hivebus", "pingnest")),
        _S(name="billnest", team="账单组 Billing", description_zh="发票与付款服务",
           description_en="invoices and payments", depends_on=("paystrand",)),
        _S(name="paystrand", kind="external", team="外部 External", description_zh="支付合作方",
           description_en="payment partner"),
        _S(name="hivebus", kind="kafka", team="平台组 Platform", description_zh="事件总线 (Kafka)",
           description_en="event bus"),
        _S(name="pingnest", team="平台组 Platform", description_zh="通知推送服务 (短信/推送)",
           description_en="notifications service", depends_on=("hivebus",)),
    ),
    incidents=(
        IncidentSpec(id="latchkeep-pool", kind="database", flavor="pool", service="latchkeep",
                     origin="latchkeep-pg", start=_at(4, 8, 40), error_rate=3, error_code="LKP-5303",
                     warn_code="LKDB-W17", upstream=("hivemate",), upstream_code="HVM-5120",
                     order_failure_share=0.5, order_status="UNLOCK_FAILED"),
        IncidentSpec(id="roomrota-bad-deploy", kind="deploy", service="roomrota", start=_at(4, 8, 30),
                     end=_at(4, 8, 50), error_rate=4, error_code="RRT-5009", version="6.4.0",
                     previous_version="6.3.2"),
        IncidentSpec(id="greetpost-blip", kind="blip", service="greetpost", start=_at(4, 7, 10),
                     end=_at(4, 7, 22), error_rate=0, warn_code="GPK-W04", alert_severity="warning"),
        IncidentSpec(id="paystrand-cert", kind="certificate", service="billnest", origin="paystrand",
                     start=_at(3, 17, 0), end=_at(3, 17, 30), error_rate=3, error_code="BLN-4951"),
    ),
)
