"""Held-out world ``leashloop``: a dog-walking service (walk bookings, walker dispatch, GPS tracking, owner
billing) in Asia/Dushanbe (UTC+05:00, no DST). Walks ``WLK.2612.0417``, owners ``own-7731``, traces
``ll3f9a0c1b2dx4821``.

"Now" is 2026-11-19 16:45 local (11:45 UTC); the data starts 36 hours earlier, 2026-11-18 04:45 local.

Incidents (local time):

* yesterday 19:00–19:30: Redis miss storm on barkcache behind muttprof (walker profiles), woofront callers fail.
* yesterday 22:10–22:32: bad deploy 4.9.0 of groomrate (walker ratings), rolled back to 4.8.6.
* today 07:30–08:10: MySQL connection-pool exhaustion (kibbledb) on trotsend (walker dispatch); strollbook
  (walk bookings) fails too; walks fail as NOWALKER_POOL.
* today 09:20–09:34: warnings-only latency blip on scentsearch (walker search); no errors.
* today 10:00–11:15: the GPS partner geoyap's certificate expired: sniffmap (GPS tracking) TLS handshakes fail,
  woofront callers too; walks fail as GPS_UNTRACKED.
* today 12:50–12:58: clean rollout of treatbill (owner billing) 2.14.0 (from 2.13.3): no errors (a tempting
  false cause of the lock waits that start ten minutes later).
* today 13:00–13:40: PostgreSQL lock waits on collarpg (a different database) behind trotsend; strollbook fails
  too; walks fail as HELD_SLOTLOCK.
* today since 16:10, ongoing: ruffnotify (owner notifications) consumer lag on topic walkfeed.gps (pawtrail Kafka).

Healthy: kennelauth (owner login), treatbill (apart from its clean rollout), biscuitpg, houndidx.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Dushanbe")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="leashloop",
    title="Leashloop dog walking",
    seed=26417,
    timezone="Asia/Dushanbe",
    anchor=_at(19, 16, 45),
    hours=36,
    ids=IdFormats(order="WLK.{num:4}.{num:4}", user="own-{num:4}", trace="ll{hex:10}x{num:4}"),
    order_service="strollbook",
    orders_per_hour=30,
    order_statuses=("STROLLED", "STROLLED", "BOOKED_OK", "RETURNED_HOME"),
    vocab=Vocabulary(latency="walk_tail_ms", error_ratio="walk_err_share", hit_ratio="barkcache_hit_share",
                     cache_alert="BarkMissFlood", latency_alert="PawSlowTail", error_alert="LeashErrSpike",
                     db_alert="TuggedLockQueue", pool_alert="KibbleConnDry", lag_alert="WoofLagSwell",
                     tls_alert="CollarCertSour"),
    services=(
        _S(name="woofront", team="前台组 Frontdoor", description_zh="狗主人 App 网关",
           description_en="dog-owner app gateway",
           depends_on=("strollbook", "sniffmap", "muttprof", "kennelauth", "scentsearch", "treatbill")),
        _S(name="strollbook", team="预约组 Bookings", description_zh="遛狗预约下单",
           description_en="walk booking API", depends_on=("trotsend",)),
        _S(name="trotsend", team="派单组 Dispatch", description_zh="遛狗师派单",
           description_en="walker dispatch", depends_on=("kibbledb", "collarpg")),
        _S(name="kibbledb", kind="mysql", team="DBA", description_zh="派单数据库 (MySQL)",
           description_en="dispatch database (MySQL)"),
        _S(name="collarpg", kind="postgres", team="DBA", description_zh="排班时段库 (PostgreSQL)",
           description_en="walk slot database (PostgreSQL)"),
        _S(name="sniffmap", team="定位组 Tracking", description_zh="遛狗 GPS 轨迹",
           description_en="GPS walk tracking", depends_on=("geoyap", "pawtrail")),
        _S(name="geoyap", kind="external", team="外部 External", description_zh="外部 GPS 定位合作方",
           description_en="external GPS partner"),
        _S(name="pawtrail", kind="kafka", team="定位组 Tracking", description_zh="轨迹事件队列 (Kafka)",
           description_en="walk event queue"),
        _S(name="ruffnotify", team="消息组 Notify", description_zh="狗主人通知推送",
           description_en="owner notifications", depends_on=("pawtrail",)),
        _S(name="muttprof", team="遛狗师组 Walkers", description_zh="遛狗师资料",
           description_en="walker profiles", depends_on=("barkcache",)),
        _S(name="barkcache", kind="redis", team="遛狗师组 Walkers", description_zh="遛狗师资料缓存 (Redis)",
           description_en="walker profile cache"),
        _S(name="groomrate", team="遛狗师组 Walkers", description_zh="遛狗师评分",
           description_en="walker ratings"),
        _S(name="scentsearch", team="搜索组 Search", description_zh="遛狗师搜索",
           description_en="walker search", depends_on=("houndidx",)),
        _S(name="houndidx", kind="elasticsearch", team="搜索组 Search",
           description_zh="遛狗师搜索索引 (Elasticsearch)",
           description_en="walker search index"),
        _S(name="treatbill", team="账单组 Billing", description_zh="狗主人账单",
           description_en="owner billing", depends_on=("biscuitpg",)),
        _S(name="biscuitpg", kind="postgres", team="账单组 Billing", description_zh="账单数据库 (PostgreSQL)",
           description_en="billing database"),
        _S(name="kennelauth", team="账号组 Accounts", description_zh="狗主人登录认证",
           description_en="owner login"),
    ),
    incidents=(
        IncidentSpec(id="barkcache-miss-storm", kind="cache", service="muttprof", origin="barkcache",
                     start=_at(18, 19, 0), end=_at(18, 19, 30), error_rate=3, error_code="MUTP-2207",
                     warn_code="BRKC-W03", upstream=("woofront",), upstream_code="WFR-2208"),
        IncidentSpec(id="groomrate-bad-deploy", kind="deploy", service="groomrate", start=_at(18, 22, 10),
                     end=_at(18, 22, 32), error_rate=4, error_code="GRMR-5003", version="4.9.0",
                     previous_version="4.8.6"),
        IncidentSpec(id="trotsend-mysql-pool", kind="database", flavor="pool", service="trotsend",
                     origin="kibbledb", start=_at(19, 7, 30), end=_at(19, 8, 10), error_rate=4,
                     error_code="TRTS-4471", warn_code="KBBL-W09", upstream=("strollbook",),
                     upstream_code="STRL-5031", order_failure_share=0.5, order_status="NOWALKER_POOL"),
        IncidentSpec(id="scentsearch-blip", kind="blip", service="scentsearch", start=_at(19, 9, 20),
                     end=_at(19, 9, 34), error_rate=0, warn_code="SCNT-W05", alert_severity="warning"),
        IncidentSpec(id="geoyap-cert-expired", kind="certificate", service="sniffmap", origin="geoyap",
                     start=_at(19, 10, 0), end=_at(19, 11, 15), error_rate=3, error_code="SNFM-0611",
                     upstream=("woofront",), upstream_code="WFR-0612", order_failure_share=0.4,
                     order_status="GPS_UNTRACKED"),
        IncidentSpec(id="treatbill-rollout", kind="deploy", service="treatbill", start=_at(19, 12, 50),
                     end=_at(19, 12, 58), version="2.14.0", previous_version="2.13.3", rollout_ok=True,
                     error_rate=0),
        IncidentSpec(id="trotsend-pg-lock-wait", kind="database", flavor="lock_wait", service="trotsend",
                     origin="collarpg", start=_at(19, 13, 0), end=_at(19, 13, 40), error_rate=3,
                     error_code="TRTS-4482", warn_code="CLLR-W17", upstream=("strollbook",),
                     upstream_code="STRL-5044", order_failure_share=0.5, order_status="HELD_SLOTLOCK"),
        IncidentSpec(id="ruffnotify-lag", kind="queue", service="ruffnotify", origin="pawtrail",
                     start=_at(19, 16, 10), error_rate=2, error_code="RUFN-3310", warn_code="RUFN-W12",
                     topic="walkfeed.gps", alert_severity="warning"),
    ),
)
