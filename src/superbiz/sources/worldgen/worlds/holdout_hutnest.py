"""Held-out world ``hutnest``: mountain hut and refuge bookings for hikers in Pacific/Kosrae (UTC+11:00, no daylight
time; "now" is 17:20 local on 3 December 2026 = 06:20 UTC on 3 December; the data span 34 hours, from about 07:20
local on 2 December). Bed reservations ``HN#00042-bk`` (made by the hikers' booking app bunkly), hikers
``trekker~304518``, trace ids ``kz`` + 16 hex digits.

Incidents (local times):
- the same bed-availability cache storm twice, one cause: evictions on the bed availability cache bedgrid-redis
  behind the bed availability service bedgrid, reaching the hikers' booking app bunkly (chain bunkly -> bedgrid ->
  bedgrid-redis): 15:05-15:30 and again 16:45-17:05 today (resolved); failed bed reservations as records, status
  ``BED_HOLD_FAILED``, a different count each time;
- a clean rollout of the hut warden tablet app wardenpad 7.4.0 today 16:40-16:44 (``rollout_ok``; a tempting false
  cause just before the second storm);
- a meal-plan database pool exhaustion yesterday 12:00-12:35: messkit's pool to messkit-db (failed meal orders as
  records, status ``MEAL_REJECTED``; bunkly sees it too);
- an expired certificate of the trail-weather partner gipfelwx since 17:00 today, still going, logged only by its
  caller, the trail-condition feed trailcast;
- a WARN-only latency blip of the hut-occupancy sensor service occusense today 14:00-14:12.
Healthy: the payment service bunkfee, the notifier hutpost, the warden support desk rangerdesk, the hut registry
lodgeroll, the bookings database bunkly-pg (and wardenpad apart from its clean rollout).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Kosrae")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="hutnest",
    title="Hutnest mountain hut and refuge bookings",
    seed=90317,
    timezone="Pacific/Kosrae",
    anchor=_at(3, 17, 20),
    hours=34,
    ids=IdFormats(order="HN#{seq:5}-bk", user="trekker~{num:6}", trace="kz{hex:16}"),
    order_service="bunkly",
    orders_per_hour=36,
    order_statuses=("BED_HELD", "CONFIRMED", "CONFIRMED", "CHECKED_IN"),
    vocab=Vocabulary(request_rate="bunk_calls_ps", latency="bunk_p99_millis", error_ratio="bunk_err_part",
                     hit_ratio="bedgrid_hit_part", evictions="bedgrid_evict_ps",
                     query_latency="hutdb_q99_millis", lock_waits="hutdb_lockwait_ps", pool_in_use="hutdb_conn_busy",
                     pool_size="hutdb_conn_max", consumer_lag="hut_msgs_behind",
                     tls_days="wx_cert_days_remaining", tls_failures="wx_tls_errs_ps",
                     cache_alert="BedgridHitsDropped", latency_alert="HutP99Slow",
                     error_alert="HutErrPartHigh", db_alert="HutDbQuerySlow", pool_alert="HutDbConnsFull",
                     lag_alert="HutMsgsBehind", tls_alert="TrailWxTlsExpired"),
    services=(
        _S(name="bunkly", team="订床组 Bunk Booking", description_zh="徒步者订床App (床位预订与餐食选择)",
           description_en="hikers' booking app", depends_on=("bunkly-pg", "bedgrid", "messkit", "bunkfee",
                                                              "trailcast")),
        _S(name="bunkly-pg", kind="postgres", team="订床组 Bunk Booking", description_zh="订床数据库 (PostgreSQL)",
           description_en="bookings database"),
        _S(name="bedgrid", team="床位组 Bed Inventory", description_zh="床位余量服务",
           description_en="bed availability service", depends_on=("bedgrid-redis", "lodgeroll")),
        _S(name="bedgrid-redis", kind="redis", team="床位组 Bed Inventory", description_zh="床位余量缓存 (Redis)",
           description_en="bed availability cache"),
        _S(name="lodgeroll", team="小屋档案组 Hut Registry", description_zh="山屋档案服务 (小屋与床位名录)",
           description_en="hut registry"),
        _S(name="messkit", team="餐食组 Meals", description_zh="餐食计划服务",
           description_en="meal plan service", depends_on=("messkit-db",)),
        _S(name="messkit-db", kind="mysql", team="餐食组 Meals", description_zh="餐食计划数据库 (MySQL)",
           description_en="meal plan database"),
        _S(name="bunkfee", team="支付组 Payments", description_zh="床位费支付服务",
           description_en="hut fee payment service", depends_on=("hutpost",)),
        _S(name="wardenpad", team="管理员终端组 Warden Devices", description_zh="山屋管理员平板App",
           description_en="hut warden tablet app", depends_on=("bedgrid", "occusense")),
        _S(name="occusense", team="传感器组 Sensors", description_zh="山屋入住传感器服务",
           description_en="hut occupancy sensor service"),
        _S(name="trailcast", team="步道信息组 Trail Info", description_zh="步道路况推送服务",
           description_en="trail condition feed", depends_on=("gipfelwx",)),
        _S(name="gipfelwx", kind="external", team="外部 External", description_zh="步道天气合作方",
           description_en="trail weather partner"),
        _S(name="hutpost", team="消息组 Messaging", description_zh="短信邮件通知服务",
           description_en="SMS and email notifier"),
        _S(name="rangerdesk", team="客服组 Hiker Care", description_zh="管理员与徒步者客服台",
           description_en="warden and hiker support desk", depends_on=("bunkly-pg", "hutpost")),
    ),
    incidents=(
        IncidentSpec(id="bedgrid-storm-first", kind="cache", service="bedgrid", origin="bedgrid-redis",
                     start=_at(3, 15, 5), end=_at(3, 15, 30), error_rate=3, error_code="BDG-5071",
                     warn_code="BGR-W23", upstream=("bunkly",), upstream_code="BNK-5032",
                     order_failure_share=0.4, order_status="BED_HOLD_FAILED"),
        IncidentSpec(id="bedgrid-storm-second", kind="cache", service="bedgrid", origin="bedgrid-redis",
                     start=_at(3, 16, 45), end=_at(3, 17, 5), error_rate=3, error_code="BDG-5071",
                     warn_code="BGR-W23", upstream=("bunkly",), upstream_code="BNK-5032",
                     order_failure_share=0.6, order_status="BED_HOLD_FAILED"),
        IncidentSpec(id="wardenpad-rollout", kind="deploy", service="wardenpad", start=_at(3, 16, 40),
                     end=_at(3, 16, 44), version="7.4.0", previous_version="7.3.2", rollout_ok=True),
        IncidentSpec(id="messkit-pool", kind="database", flavor="pool", service="messkit", origin="messkit-db",
                     start=_at(2, 12, 0), end=_at(2, 12, 35), error_rate=3, error_code="MSK-5309",
                     warn_code="MKD-W04", upstream=("bunkly",), upstream_code="BNK-5038",
                     order_failure_share=0.5, order_status="MEAL_REJECTED"),
        IncidentSpec(id="gipfelwx-cert", kind="certificate", service="trailcast", origin="gipfelwx",
                     start=_at(3, 17, 0), error_rate=2, error_code="TCF-4951"),
        IncidentSpec(id="occusense-blip", kind="blip", service="occusense", start=_at(3, 14, 0),
                     end=_at(3, 14, 12), error_rate=0, warn_code="OCS-W18", alert_severity="warning"),
    ),
)
