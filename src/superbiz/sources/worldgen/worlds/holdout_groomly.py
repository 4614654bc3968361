"""Held-out world ``groomly``: a dog-grooming salon chain (appointments, groomer shifts, pet profiles) in
Asia/Atyrau (UTC+05:00). Appointment ids ``GRM@4821-0042``, pet (user) ids ``pupz_7a2c``, trace ids
``wgt-3fa9c11234``.

"Now" is 2026-11-19 09:10 local (04:10 UTC); the data starts 2026-11-17 21:10 local (36 hours).

Incidents (local times):
- slot-cache burst 1: kibbis-redis evictions 2026-11-18 17:30-17:50 -> slotvaka fallback timeouts -> bookzeno
  (the appointment app, which has no alert rules of its own) fails appointments as SLOT_VOID.
- slot-cache burst 2: same chain 2026-11-19 08:20-08:45; bookzeno fails appointments as HOLD_VANISHED.
- reminder backlog: tuglet-worker consumer lag on topic yip.nudge-due (kafka yipstream) 2026-11-19 02:00-04:30;
  remindo fails too (wagzilo-app -> remindo -> tuglet-worker -> yipstream: three hops).
- slow query: shearlox-db (MySQL) 2026-11-19 06:00-06:20 -> shiftorb timeouts -> bookzeno fails appointments
  as NO_GROOMER.
- certificate: tengrova-gw (external card acquirer) certificate expired 2026-11-19 07:35, ongoing -> tillbo TLS
  handshake failures -> wagzilo-app errors.
- bad deploy: pawdexo 4.12.0 (from 4.11.3) 2026-11-18 21:05, rolled back 21:30.
- clean rollout (no errors): pawdexo 4.12.1 2026-11-19 08:06-08:14, just before burst 2 (a tempting false cause).
- warnings-only blip: coatsy-search p99 latency 2026-11-19 07:05-07:17.
Healthy: furbank-pg, quffle-es (and yipstream/kibbis-redis/shearlox-db outside their windows).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Atyrau")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="groomly",
    title="Groomly dog-grooming salons",
    seed=61953,
    timezone="Asia/Atyrau",
    anchor=_at(19, 9, 10),
    hours=36,
    ids=IdFormats(order="GRM@{num:4}-{seq:4}", user="pupz_{hex:4}", trace="wgt-{hex:6}{num:4}"),
    order_service="bookzeno",
    orders_per_hour=36,
    order_statuses=("GROOMED", "GROOMED", "SUDSING", "PAWSCHED"),
    vocab=Vocabulary(latency="trimtime_p99_ms", error_ratio="groomfail_frac", hit_ratio="slotcache_hit_share",
                     query_latency="rotaq_p99_ms", consumer_lag="nudge_backlog_msgs",
                     cache_alert="GroomCacheDrop", latency_alert="ClipLatencyHigh", error_alert="ShearErrBurn",
                     db_alert="SudsQuerySlow", lag_alert="LeashLagRising", tls_alert="MuzzleTLSFail"),
    services=(
        _S(name="wagzilo-app", team="客户端组 Mobile", description_zh="宠物主人手机App",
           description_en="pet owners' mobile app", depends_on=("bookzeno", "remindo", "tillbo", "pawdexo",
                                                                "coatsy-search")),
        _S(name="bookzeno", team="预约组 Booking", description_zh="美容预约服务",
           description_en="grooming appointment service", depends_on=("slotvaka", "shiftorb", "pawdexo")),
        _S(name="slotvaka", team="预约组 Booking", description_zh="档期日历服务", description_en="slot calendar",
           depends_on=("kibbis-redis",)),
        _S(name="kibbis-redis", kind="redis", team="平台组 Platform", description_zh="档期缓存 (Redis)",
           description_en="slot cache"),
        _S(name="shiftorb", team="门店运营组 Salon Ops", description_zh="美容师排班服务",
           description_en="groomer shift rota", depends_on=("shearlox-db",)),
        _S(name="shearlox-db", kind="mysql", team="DBA", description_zh="排班数据库 (MySQL)",
           description_en="shift rota database"),
        _S(name="pawdexo", team="宠物档案组 PetData", description_zh="宠物档案服务", description_en="pet profiles",
           depends_on=("furbank-pg",)),
        _S(name="furbank-pg", kind="postgres", team="DBA", description_zh="宠物档案库 (PostgreSQL)",
           description_en="pet profile database"),
        _S(name="remindo", team="消息组 Notify", description_zh="预约提醒服务", description_en="appointment reminders",
           depends_on=("tuglet-worker",)),
        _S(name="tuglet-worker", team="消息组 Notify", description_zh="提醒消息投递",
           description_en="reminder dispatcher",
           depends_on=("yipstream",)),
        _S(name="yipstream", kind="kafka", team="平台组 Platform", description_zh="提醒消息队列 (Kafka)",
           description_en="reminder queue"),
        _S(name="tillbo", team="收银组 Till", description_zh="门店收银结账", description_en="salon checkout",
           depends_on=("tengrova-gw",)),
        _S(name="tengrova-gw", kind="external", team="外部 External", description_zh="外部刷卡收单通道",
           description_en="external card acquirer"),
        _S(name="coatsy-search", team="搜索组 Search", description_zh="门店与美容师搜索",
           description_en="salon and groomer finder", depends_on=("quffle-es",)),
        _S(name="quffle-es", kind="elasticsearch", team="搜索组 Search", description_zh="搜索索引 (Elasticsearch)",
           description_en="search index"),
    ),
    incidents=(
        IncidentSpec(id="slot-cache-burst-1", kind="cache", service="slotvaka", origin="kibbis-redis",
                     start=_at(18, 17, 30), end=_at(18, 17, 50), error_rate=3, error_code="SVK-4417",
                     warn_code="KBW-07", upstream=("bookzeno",), upstream_code="BKZ-5402",
                     order_failure_share=0.9, order_status="SLOT_VOID"),
        IncidentSpec(id="slot-cache-burst-2", kind="cache", service="slotvaka", origin="kibbis-redis",
                     start=_at(19, 8, 20), end=_at(19, 8, 45), error_rate=3, error_code="SVK-4417",
                     warn_code="KBW-07", upstream=("bookzeno",), upstream_code="BKZ-5402",
                     order_failure_share=0.9, order_status="HOLD_VANISHED"),
        IncidentSpec(id="nudge-backlog", kind="queue", service="tuglet-worker", origin="yipstream",
                     start=_at(19, 2, 0), end=_at(19, 4, 30), error_rate=2, error_code="TGL-3061",
                     warn_code="TGL-W12", topic="yip.nudge-due", upstream=("remindo",), upstream_code="RMQ-5090"),
        IncidentSpec(id="rota-slow-query", kind="database", flavor="slow_query", service="shiftorb",
                     origin="shearlox-db", start=_at(19, 6, 0), end=_at(19, 6, 20), error_rate=3,
                     error_code="SFB-5208", warn_code="SHX-W33", upstream=("bookzeno",), upstream_code="BKZ-5416",
                     order_failure_share=0.9, order_status="NO_GROOMER"),
        IncidentSpec(id="acquirer-cert", kind="certificate", service="tillbo", origin="tengrova-gw",
                     start=_at(19, 7, 35), error_rate=2, error_code="TLB-6495", upstream=("wagzilo-app",),
                     upstream_code="WZA-5027"),
        IncidentSpec(id="pawdexo-deploy", kind="deploy", service="pawdexo", start=_at(18, 21, 5), end=_at(18, 21, 30),
                     error_rate=4, error_code="PDX-5013", version="4.12.0", previous_version="4.11.3"),
        IncidentSpec(id="pawdexo-rollout-ok", kind="deploy", service="pawdexo", start=_at(19, 8, 6),
                     end=_at(19, 8, 14), version="4.12.1", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="finder-blip", kind="blip", service="coatsy-search", start=_at(19, 7, 5), end=_at(19, 7, 17),
                     error_rate=0, warn_code="CZS-W04", alert_severity="warning"),
    ),
)
