"""Held-out world ``ktvroom``: a karaoke (KTV) room chain in Asia/Kuching (UTC+08:00, no daylight time; "now" is
23:10 local on 5 December = 15:10 UTC on 5 December; the data begin at 11:10 local on 4 December). Records (room
bookings and room-minute bills, made by the guest app backend micstage) ``SNG-Q7K-00417``, guests ``kr-4417-QZ``,
trace ids ``trc-`` + 10 upper-case letters and digits.

Incidents (local times):

- a room-availability cache storm on roomlynx-avail (eviction storm) behind the room booking service roomlynx,
  reaching the guest app micstage (chain micstage -> roomlynx -> roomlynx-avail), TWICE with the same cause:
  yesterday 20:00-20:30 (resolved) and again since 22:50 today (still going); failed bookings both times (status
  ``BOOKING_FAILED``), different counts (10 yesterday, 3 tonight);
- a clean rollout of the song-catalogue service tunevault 4.6.0 at 22:45-22:49 (``rollout_ok``; a tempting false
  cause of the second storm);
- slow queries on the billing database tallymic-pg under the room-minute billing tallymic this afternoon
  15:00-15:40 (resolved), reaching the front desk hostdesk; 16 failed bills (status ``BILL_FAILED``);
- a WARN-only latency blip of the lyric-sync service lyricsync at 21:00-21:12 (no errors).

Look-alike descriptions: roomlynx (包房预订 / room booking) is in trouble, snackwok (包房点餐 / room service food
orders) is healthy.
Healthy: snackwok and its database snackwok-db, the kitchen ticket queue kitchq and the kitchen display wokboard,
the bookings database roomlynx-db, the song search index tunevault-es (and tunevault itself: its rollout went
fine), the payment partner kenyalang-pay.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Kuching")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="ktvroom",
    title="Ktvroom karaoke room chain",
    seed=72319,
    timezone="Asia/Kuching",
    anchor=_at(5, 23, 10),
    hours=36,
    ids=IdFormats(order="SNG-{alnum:3}-{seq:5}", user="kr-{num:4}-{alpha:2}", trace="trc-{alnum:10}"),
    order_service="micstage",
    orders_per_hour=40,
    order_statuses=("BOOKED", "SINGING", "CHECKED_OUT", "CHECKED_OUT"),
    vocab=Vocabulary(request_rate="ktv_req_ps", latency="ktv_p99_ms", error_ratio="ktv_err_frac",
                     hit_ratio="avail_hit_frac", evictions="avail_evicts_ps", query_latency="ktv_sql_p99_ms",
                     lock_waits="ktv_lockwaits_ps", pool_in_use="ktv_db_conns_busy",
                     pool_size="ktv_db_conns_max", consumer_lag="kitchen_tickets_lag",
                     tls_days="payee_cert_days_left", tls_failures="payee_tls_fails_ps",
                     cache_alert="AvailCacheHitDrop", latency_alert="KtvP99Slow", error_alert="KtvErrFracHigh",
                     db_alert="TallySqlSlow", pool_alert="KtvDbConnsFull", lag_alert="KitchenTicketsLagging",
                     tls_alert="PayeeTlsBroken"),
    services=(
        _S(name="micstage", team="顾客端组 Guest App", description_zh="顾客K歌App后端 (订房、点歌、结账)",
           description_en="guest karaoke app backend",
           depends_on=("roomlynx", "snackwok", "tunevault", "tallymic")),
        _S(name="roomlynx", team="包房组 Rooms", description_zh="包房预订服务",
           description_en="room booking service", depends_on=("roomlynx-avail", "roomlynx-db")),
        _S(name="roomlynx-avail", kind="redis", team="包房组 Rooms", description_zh="包房空闲状态缓存 (Redis)",
           description_en="room availability cache"),
        _S(name="roomlynx-db", kind="mysql", team="包房组 Rooms", description_zh="包房预订数据库 (MySQL)",
           description_en="room bookings database"),
        _S(name="snackwok", team="餐饮组 Food & Drinks", description_zh="包房点餐服务 (酒水小吃送到包房)",
           description_en="room service food orders", depends_on=("snackwok-db", "kitchq")),
        _S(name="snackwok-db", kind="postgres", team="餐饮组 Food & Drinks", description_zh="点餐数据库 (PostgreSQL)",
           description_en="food orders database"),
        _S(name="kitchq", kind="kafka", team="餐饮组 Food & Drinks", description_zh="后厨出单队列 (Kafka)",
           description_en="kitchen ticket queue"),
        _S(name="wokboard", team="餐饮组 Food & Drinks", description_zh="后厨出单屏",
           description_en="kitchen display screen", depends_on=("kitchq",)),
        _S(name="tunevault", team="曲库组 Song Library", description_zh="曲库服务 (歌曲目录)",
           description_en="song catalogue service", depends_on=("tunevault-es",)),
        _S(name="tunevault-es", kind="elasticsearch", team="曲库组 Song Library",
           description_zh="曲库搜索索引 (Elasticsearch)", description_en="song search index"),
        _S(name="lyricsync", team="曲库组 Song Library", description_zh="歌词同步服务",
           description_en="lyric sync service", depends_on=("tunevault",)),
        _S(name="tallymic", team="计费组 Billing", description_zh="包房计时计费 (按分钟计费)",
           description_en="room-minute billing", depends_on=("tallymic-pg", "kenyalang-pay")),
        _S(name="tallymic-pg", kind="postgres", team="计费组 Billing", description_zh="计费数据库 (PostgreSQL)",
           description_en="billing database"),
        _S(name="kenyalang-pay", kind="external", team="外部 External", description_zh="支付合作方",
           description_en="payment partner"),
        _S(name="hostdesk", team="门店前台组 Front Desk", description_zh="前台收银台",
           description_en="front desk console", depends_on=("roomlynx", "tallymic")),
    ),
    incidents=(
        IncidentSpec(id="avail-storm-yesterday", kind="cache", service="roomlynx", origin="roomlynx-avail",
                     start=_at(4, 20, 0), end=_at(4, 20, 30), error_rate=3, error_code="RLX-5031",
                     warn_code="AVL-W12", upstream=("micstage",), upstream_code="MIC-5042",
                     order_failure_share=0.4, order_status="BOOKING_FAILED"),
        IncidentSpec(id="avail-storm-tonight", kind="cache", service="roomlynx", origin="roomlynx-avail",
                     start=_at(5, 22, 50), error_rate=3, error_code="RLX-5031",
                     warn_code="AVL-W12", upstream=("micstage",), upstream_code="MIC-5042",
                     order_failure_share=0.4, order_status="BOOKING_FAILED"),
        IncidentSpec(id="tunevault-rollout", kind="deploy", service="tunevault", start=_at(5, 22, 45),
                     end=_at(5, 22, 49), version="4.6.0", previous_version="4.5.2", rollout_ok=True),
        IncidentSpec(id="tally-slow-queries", kind="database", service="tallymic", origin="tallymic-pg",
                     flavor="slow_query", start=_at(5, 15, 0), end=_at(5, 15, 40), error_rate=3,
                     error_code="TLM-5008", warn_code="TPG-W04", upstream=("hostdesk",), upstream_code="HDK-5020",
                     order_failure_share=0.5, order_status="BILL_FAILED"),
        IncidentSpec(id="lyricsync-blip", kind="blip", service="lyricsync", start=_at(5, 21, 0), end=_at(5, 21, 12),
                     error_rate=0, warn_code="LYS-W03", alert_severity="warning"),
    ),
)
