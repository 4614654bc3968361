"""Held-out world ``kitereef``: a kite-surfing school (lessons, weather windows, equipment lockers) in
Pacific/Chuuk (UTC+10, no daylight saving). Lesson ids ``KR-7Q-118``; students are known by their equipment locker
``LK/031`` (the user id); trace ids ``zq7c1e0a9b2f.4410``.

"Now" is 2026-12-10 07:20 local (early morning; 2026-12-09 21:20 UTC). The data starts 36 hours earlier,
2026-12-08 19:20 local.

Incidents (local times):

* roster-pool: PostgreSQL pool exhaustion on gromble-pg behind skedwyn (instructor scheduling), from
  2026-12-10 05:50, still going on now; lesnami (lesson app) fails too; lessons fail with NO_COACH_SLOT.
* skedwyn-rollout: a clean rollout of skedwyn 2.9.0 at 05:38, completed 05:44 today (no errors): a tempting
  false cause of the pool exhaustion.
* lesnami-deploy: a bad deploy of lesnami 4.12.0 yesterday 2026-12-09 18:00, rolled back at 18:25 (kytgate fails
  too; lessons fail with BOOKING_CRASHED).
* wind-miss-1/2/3: a Redis miss storm on blusk-cache behind windova (weather windows) three separate times
  yesterday: 09:35-09:58, 13:05-13:47 (the longest), 16:20-16:34 (the last); lesnami fails too; lessons fail
  with FORECAST_MISSING.
* qorvapay-cert: the external payment gateway qorvapay's certificate expired: tillwick (deposits) TLS failures
  from 2026-12-09 22:10 to 2026-12-10 00:40 (last night).
* gear-backlog: consumer lag of rigmendr on topic kr.gear.returned (squallq) before dawn, 03:40-05:20 today.
* beachdex-blip: a warnings-only latency blip on beachdex (search) this morning 06:32-06:47.

Healthy: lokkro, hasprow-db, pingalo, drifta-es (and the external nimbrix-feed, which has no data at all).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Pacific/Chuuk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="kitereef",
    title="Kitereef kite-surfing school",
    seed=71263,
    timezone="Pacific/Chuuk",
    anchor=_at(10, 7, 20),
    hours=36,
    ids=IdFormats(order="KR-{alnum:2}-{num:3}", user="LK/{num:3}", trace="zq{hex:10}.{num:4}"),
    order_service="lesnami",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "ON_WATER", "KITED_OUT"),
    vocab=Vocabulary(cache_alert="ReefCacheColdStreak", latency_alert="ReefSlowLane", error_alert="ReefErrorSquall",
                     db_alert="ReefQueryDrag", pool_alert="ReefPoolDrained", lag_alert="ReefBacklogSwell",
                     tls_alert="ReefCertHandshakeBroken", pool_in_use="reef_conns_busy", pool_size="reef_conns_max"),
    services=(
        _S(name="kytgate", team="平台组 Platform (浪板组)", description_zh="学员入口网关",
           description_en="student-facing gateway", depends_on=("lesnami", "lokkro", "windova", "beachdex")),
        _S(name="lesnami", team="课程组 Lessons", description_zh="课程预约应用",
           description_en="lesson booking app", depends_on=("skedwyn", "windova", "tillwick")),
        _S(name="skedwyn", team="排班组 Rostering", description_zh="教练排班服务",
           description_en="instructor scheduling service", depends_on=("gromble-pg",)),
        _S(name="gromble-pg", kind="postgres", team="DBA", description_zh="排班数据库 (PostgreSQL)",
           description_en="roster database (PostgreSQL)"),
        _S(name="windova", team="气象组 Met", description_zh="风况窗口服务",
           description_en="weather window service", depends_on=("blusk-cache", "nimbrix-feed")),
        _S(name="blusk-cache", kind="redis", team="气象组 Met", description_zh="风况预报缓存 (Redis)",
           description_en="wind forecast cache (Redis)"),
        _S(name="nimbrix-feed", kind="external", team="外部 External", description_zh="外部气象数据源",
           description_en="external weather data feed"),
        _S(name="tillwick", team="收银组 Till", description_zh="押金与支付服务",
           description_en="deposits and payments service", depends_on=("qorvapay",)),
        _S(name="qorvapay", kind="external", team="外部 External", description_zh="外部支付通道",
           description_en="external payment gateway"),
        _S(name="lokkro", team="装备组 Gear", description_zh="装备储物柜服务",
           description_en="equipment locker service", depends_on=("hasprow-db", "squallq")),
        _S(name="hasprow-db", kind="mysql", team="装备组 Gear", description_zh="储物柜数据库 (MySQL)",
           description_en="locker database (MySQL)"),
        _S(name="squallq", kind="kafka", team="平台组 Platform (浪板组)", description_zh="装备事件队列 (Kafka)",
           description_en="gear event queue (Kafka)"),
        _S(name="rigmendr", team="装备组 Gear", description_zh="装备归还处理 (消费者)",
           description_en="gear return processor (consumer)", depends_on=("squallq", "hasprow-db")),
        _S(name="beachdex", team="搜索组 Search", description_zh="浪点与课程搜索",
           description_en="spot and lesson search", depends_on=("drifta-es",)),
        _S(name="drifta-es", kind="elasticsearch", team="搜索组 Search", description_zh="搜索集群",
           description_en="search cluster"),
        _S(name="pingalo", team="消息组 Messaging", description_zh="学员通知",
           description_en="student notifications", depends_on=("squallq",)),
    ),
    incidents=(
        IncidentSpec(id="roster-pool", kind="database", flavor="pool", service="skedwyn", origin="gromble-pg",
                     start=_at(10, 5, 50), error_rate=3, error_code="SDW-5207", warn_code="GRM-W14",
                     upstream=("lesnami",), upstream_code="LNM-5033", order_failure_share=0.6,
                     order_status="NO_COACH_SLOT"),
        IncidentSpec(id="skedwyn-rollout", kind="deploy", service="skedwyn", start=_at(10, 5, 38),
                     end=_at(10, 5, 44), version="2.9.0", previous_version="2.8.4", rollout_ok=True),
        IncidentSpec(id="lesnami-deploy", kind="deploy", service="lesnami", start=_at(9, 18, 0), end=_at(9, 18, 25),
                     error_rate=5, error_code="LNM-5000", version="4.12.0", previous_version="4.11.3",
                     upstream=("kytgate",), upstream_code="KYG-5021", order_failure_share=0.5,
                     order_status="BOOKING_CRASHED"),
        IncidentSpec(id="wind-miss-1", kind="cache", service="windova", origin="blusk-cache", start=_at(9, 9, 35),
                     end=_at(9, 9, 58), error_rate=3, error_code="WDV-4409", warn_code="BLU-W03",
                     upstream=("lesnami",), upstream_code="LNM-5044", order_failure_share=0.4,
                     order_status="FORECAST_MISSING"),
        IncidentSpec(id="wind-miss-2", kind="cache", service="windova", origin="blusk-cache", start=_at(9, 13, 5),
                     end=_at(9, 13, 47), error_rate=3, error_code="WDV-4409", warn_code="BLU-W03",
                     upstream=("lesnami",), upstream_code="LNM-5044", order_failure_share=0.4,
                     order_status="FORECAST_MISSING"),
        IncidentSpec(id="wind-miss-3", kind="cache", service="windova", origin="blusk-cache", start=_at(9, 16, 20),
                     end=_at(9, 16, 34), error_rate=3, error_code="WDV-4409", warn_code="BLU-W03",
                     upstream=("lesnami",), upstream_code="LNM-5044", order_failure_share=0.4,
                     order_status="FORECAST_MISSING"),
        IncidentSpec(id="qorvapay-cert", kind="certificate", service="tillwick", origin="qorvapay",
                     start=_at(9, 22, 10), end=_at(10, 0, 40), error_rate=2, error_code="TLK-4951"),
        IncidentSpec(id="gear-backlog", kind="queue", service="rigmendr", origin="squallq", start=_at(10, 3, 40),
                     end=_at(10, 5, 20), error_rate=2, error_code="RGM-3108", warn_code="RGM-W22",
                     topic="kr.gear.returned", alert_severity="warning"),
        IncidentSpec(id="beachdex-blip", kind="blip", service="beachdex", start=_at(10, 6, 32), end=_at(10, 6, 47),
                     error_rate=0, warn_code="BDX-W05", alert_severity="warning"),
    ),
)
