"""Held-out world ``splatfort``: a paintball and laser-tag arena in Pacific/Tahiti (UTC-10, no DST): game
bookings, equipment rental, team leagues, kiosk sales (bookings ``SPL_0417_tx``, players ``plyr-0417``).

"Now" is 2026-12-05 21:10 local (2026-12-06 07:10 UTC); the data starts 2026-12-03 00:10 local (69 hours: three
local days, the day before yesterday included). Incidents, in local time:

- day before yesterday (12-03) 13:20-14:05: queue backlog on yarrowpin (league standings consumer), topic
  ``splatscore-standings`` (resolved);
- day before yesterday (12-03) 19:40-19:52: warnings-only latency blip on blorvane (players' portal), no errors;
- yesterday (12-04) 18:00-18:35: lock waits on mossjardb (booking MySQL) behind snargel (slot engine), callers
  quillpod and blorvane fail; bookings fail ``LOCK_STALLED`` (resolved);
- today (12-05) 15:00-15:30: bad deploy of vexlume (league app) 4.9.0 from 4.8.3, rolled back 15:30; blorvane
  sees errors;
- today 17:55-18:02: clean rollout of kibbletorn (kiosk app) 2.14.0 (no errors: a tempting false cause);
- today 18:05-18:50: the same lock waits on mossjardb behind snargel again; bookings fail ``LOCK_STALLED``;
- today 19:40-now: the waiver e-signature partner quorvexsign's certificate expired: zindlemark fails TLS
  handshakes, quillpod fails bookings ``WVR_UNSIGNED`` (ongoing, firing);
- today 20:10-20:40: Redis eviction storm on fennockcache under gribbet (gear inventory), seen by tarnbix
  (equipment rental) two hops up (resolved).

Chains: blorvane -> quillpod -> snargel -> mossjardb (three hops); blorvane -> quillpod -> zindlemark ->
quorvexsign; tarnbix -> gribbet -> fennockcache.
Healthy: kibbletorn, wumblescan, droskpg, plimtopic.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Pacific/Tahiti")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="splatfort",
    title="Splatfort paintball and laser-tag arena",
    seed=604417,
    timezone="Pacific/Tahiti",
    anchor=_at(5, 21, 10),
    hours=69,
    ids=IdFormats(order="SPL_{num:4}_tx", user="plyr-{num:4}", trace="{hex:12}z{hex:8}"),
    order_service="quillpod",
    orders_per_hour=30,
    order_statuses=("SLOT_CONFIRMED", "SLOT_CONFIRMED", "SPLATTED", "BOOKED_OK"),
    vocab=Vocabulary(
        request_rate="arena_req_per_s", latency="arena_p99_ms", error_ratio="arena_err_ratio",
        hit_ratio="fnk_hit_ratio", evictions="fnk_evicted_per_s", query_latency="splt_sql_p99_ms",
        lock_waits="splt_rowlock_waits_per_s", pool_in_use="splt_pool_busy", pool_size="splt_pool_max",
        consumer_lag="splt_backlog_msgs", tls_days="splt_cert_days_left", tls_failures="tls_snags_per_s",
        cache_alert="FennockHitsSagging", latency_alert="ArenaP99Overrun", error_alert="ArenaErrBudgetBleed",
        db_alert="ArenaSqlStall", pool_alert="ArenaPoolBrimmed", lag_alert="ScoreLagSwelling",
        tls_alert="PartnerTlsSnag",
    ),
    services=(
        _S(name="blorvane", team="前台组 Player Front", description_zh="玩家网站和 App 入口",
           description_en="players' web and app portal", depends_on=("quillpod", "tarnbix", "vexlume", "wumblescan")),
        _S(name="quillpod", team="订场组 Bookings", description_zh="场次预订下单服务（彩弹/激光对战）",
           description_en="game booking service (paintball / laser tag)", depends_on=("snargel", "zindlemark")),
        _S(name="snargel", team="订场组 Bookings", description_zh="场地时段排期引擎",
           description_en="arena slot scheduling engine", depends_on=("mossjardb",)),
        _S(name="mossjardb", kind="mysql", team="DBA", description_zh="订场数据库 (MySQL)",
           description_en="booking database (MySQL)"),
        _S(name="zindlemark", team="订场组 Bookings", description_zh="免责声明电子签署服务",
           description_en="liability waiver e-signing service", depends_on=("quorvexsign",)),
        _S(name="quorvexsign", kind="external", team="外部 External", description_zh="外部电子签名合作方",
           description_en="external e-signature partner"),
        _S(name="tarnbix", team="装备组 Gear", description_zh="装备租赁服务（面罩、马克笔枪、激光背心）",
           description_en="equipment rental (masks, markers, laser vests)", depends_on=("gribbet",)),
        _S(name="gribbet", team="装备组 Gear", description_zh="装备库存服务", description_en="gear inventory service",
           depends_on=("fennockcache",)),
        _S(name="fennockcache", kind="redis", team="装备组 Gear", description_zh="装备库存缓存 (Redis)",
           description_en="gear stock cache (Redis)"),
        _S(name="vexlume", team="联赛组 Leagues", description_zh="战队联赛服务（赛程、积分榜）",
           description_en="team league app (fixtures, standings)", depends_on=("droskpg", "plimtopic")),
        _S(name="droskpg", kind="postgres", team="联赛组 Leagues", description_zh="联赛与小卖部数据库 (PostgreSQL)",
           description_en="league and kiosk database (PostgreSQL)"),
        _S(name="plimtopic", kind="kafka", team="平台组 Platform", description_zh="比分事件总线 (Kafka)",
           description_en="score event bus (Kafka)"),
        _S(name="yarrowpin", team="联赛组 Leagues", description_zh="联赛积分榜计算消费者",
           description_en="league standings consumer", depends_on=("plimtopic", "droskpg")),
        _S(name="kibbletorn", team="小卖部组 Kiosk", description_zh="小卖部收银（饮料、弹丸补给）",
           description_en="kiosk sales (drinks, paintball refills)", depends_on=("droskpg",)),
        _S(name="wumblescan", kind="elasticsearch", team="平台组 Platform",
           description_zh="玩家与战队搜索 (Elasticsearch)",
           description_en="player and team search (Elasticsearch)"),
    ),
    incidents=(
        IncidentSpec(id="standings-backlog", kind="queue", service="yarrowpin", topic="splatscore-standings",
                     start=_at(3, 13, 20), end=_at(3, 14, 5), error_rate=2, error_code="YRP-3001",
                     warn_code="YRP-W101"),
        IncidentSpec(id="portal-latency-blip", kind="blip", service="blorvane", start=_at(3, 19, 40),
                     end=_at(3, 19, 52), error_rate=0, warn_code="BLV-W07", alert_severity="warning"),
        IncidentSpec(id="booking-lock-waits-yesterday", kind="database", flavor="lock_wait", service="snargel",
                     origin="mossjardb", start=_at(4, 18, 0), end=_at(4, 18, 35), error_rate=3,
                     error_code="SGL-7713", warn_code="MJX-1205", upstream=("quillpod", "blorvane"),
                     upstream_code="QPD-5031", order_failure_share=0.5, order_status="LOCK_STALLED"),
        IncidentSpec(id="league-bad-deploy", kind="deploy", service="vexlume", start=_at(5, 15, 0),
                     end=_at(5, 15, 30), error_rate=4, error_code="VXL-5000", version="4.9.0",
                     previous_version="4.8.3", upstream=("blorvane",), upstream_code="BLV-5020"),
        IncidentSpec(id="kiosk-rollout", kind="deploy", service="kibbletorn", start=_at(5, 17, 55),
                     end=_at(5, 18, 2), version="2.14.0", previous_version="2.13.2", rollout_ok=True),
        IncidentSpec(id="booking-lock-waits-today", kind="database", flavor="lock_wait", service="snargel",
                     origin="mossjardb", start=_at(5, 18, 5), end=_at(5, 18, 50), error_rate=3,
                     error_code="SGL-7713", warn_code="MJX-1205", upstream=("quillpod", "blorvane"),
                     upstream_code="QPD-5031", order_failure_share=0.5, order_status="LOCK_STALLED"),
        IncidentSpec(id="waiver-cert-expired", kind="certificate", service="zindlemark", origin="quorvexsign",
                     start=_at(5, 19, 40), error_rate=3, error_code="ZDM-0495", upstream=("quillpod",),
                     upstream_code="QPD-4951", order_failure_share=0.5, order_status="WVR_UNSIGNED"),
        IncidentSpec(id="gear-cache-storm", kind="cache", service="gribbet", origin="fennockcache",
                     start=_at(5, 20, 10), end=_at(5, 20, 40), error_rate=4, error_code="GRB-2604",
                     warn_code="FNK-0801", upstream=("tarnbix",), upstream_code="TBX-5044"),
    ),
)
