"""Held-out world ``kartlap``: an indoor go-kart track (heat bookings, lap-timing pipeline, kart maintenance) in
Pacific/Bougainville (UTC+11). Heat ids ``HEAT-b7-0912``, racers ``rcr_88a1``, trace ids ``lapx.<10 hex>``.

"Now" is 2026-10-14 15:30 local; the data starts 32 hours earlier, 2026-10-13 07:30 local. All times local:

- yesterday 19:00-19:50: MySQL connection-pool exhaustion on bokmyx-db behind heatvy-book (heat bookings);
  bookings fail as ``HEAT_UNSEATED`` (resolved).
- yesterday 22:10-22:35: bad deploy 4.21.6 of promzo-api (vouchers), rolled back to 4.21.5; heatvy-book's calls
  fail and bookings fail as ``PROMO_VOID`` (resolved).
- today 07:20-07:36: a warnings-only latency blip on laptrex-api (no ERROR lines).
- today 08:05-08:47: eviction storm on spinnek-cache (Redis) behind kartwisp-fleet (kart maintenance) (resolved).
- today 09:48-09:56: rydrfind-api rollout 2.33.1 that went fine (a tempting false cause of the next incident).
- today 10:00-10:30: slow searches on lukko-es (Elasticsearch, modelled as a database slow query) behind
  rydrfind-api (racer search) (resolved).
- today 12:40-14:10: lap-timing backlog on topic ``transpondo.crossings`` (Kafka kvrq-bus) in the consumer
  zentiq-ingest, two hops below the scoreboard pitglo-board (pitglo-board -> laptrex-api -> zentiq-ingest ->
  kvrq-bus); laptrex-api and pitglo-board log caller errors; pitglo-board has no alert rules (resolved).
- today 14:44-14:50: helmqo-locker (a dependency of heatvy-book) rollout 1.9.14 that went fine, minutes before
  the next incident (a tempting false cause of heatvy-book's failures).
- today since 14:55: the payment partner ostrapay's certificate expired: coinzap-pay's TLS handshakes fail,
  heatvy-book's payments fail and bookings fail as ``PAYNIX_DENIED`` (ongoing).

Healthy: helmqo-locker (only its clean rollout), crewnyx-roster, fleetqo-pg (no WARN/ERROR lines, no alerts).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Bougainville")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="kartlap",
    title="Kartlap indoor karting",
    seed=71423,
    timezone="Pacific/Bougainville",
    anchor=_at(14, 15, 30),
    hours=32,
    ids=IdFormats(order="HEAT-{hex:2}-{num:4}", user="rcr_{hex:4}", trace="lapx.{hex:10}"),
    order_service="heatvy-book",
    orders_per_hour=40,
    order_statuses=("GRIDDED", "GRIDDED", "LAPS_DONE", "KERBSIDE"),
    vocab=Vocabulary(latency="kart_resp_p99_ms", consumer_lag="crossings_backlog_msgs",
                     cache_alert="SpinHitSlump", latency_alert="LapP99Overrun", error_alert="KartErrorSpike",
                     db_alert="TrackSearchSluggish", pool_alert="BookPoolDrained", lag_alert="GridLagSurge",
                     tls_alert="PitCertRejected"),
    services=(
        _S(name="pitglo-board", team="赛道大屏组 Trackside", description_zh="实时排行榜大屏 (计分板)",
           description_en="live leaderboard scoreboard", depends_on=("laptrex-api", "rydrfind-api")),
        _S(name="laptrex-api", team="计时组 Timing", description_zh="圈速查询接口",
           description_en="lap time API", depends_on=("zentiq-ingest",)),
        _S(name="zentiq-ingest", team="计时组 Timing", description_zh="计时感应器过线事件消费者",
           description_en="transponder crossing consumer", depends_on=("kvrq-bus",)),
        _S(name="kvrq-bus", kind="kafka", team="计时组 Timing", description_zh="计时消息队列 (Kafka)",
           description_en="lap-timing message queue"),
        _S(name="heatvy-book", team="前台预订组 FrontDesk", description_zh="场次预订服务",
           description_en="heat booking service",
           depends_on=("bokmyx-db", "coinzap-pay", "promzo-api", "helmqo-locker")),
        _S(name="bokmyx-db", kind="mysql", team="DBA", description_zh="预订数据库 (MySQL)",
           description_en="booking database"),
        _S(name="coinzap-pay", team="支付组 Payments", description_zh="支付网关", description_en="payment gateway",
           depends_on=("ostrapay",)),
        _S(name="ostrapay", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="external payment partner"),
        _S(name="promzo-api", team="营销组 Promo", description_zh="优惠券与套餐接口",
           description_en="vouchers and race packages API"),
        _S(name="helmqo-locker", team="前台预订组 FrontDesk", description_zh="头盔寄存柜服务",
           description_en="helmet locker service"),
        _S(name="kartwisp-fleet", team="车队维修组 PitCrew", description_zh="卡丁车保养维修服务",
           description_en="kart maintenance service", depends_on=("spinnek-cache", "fleetqo-pg")),
        _S(name="spinnek-cache", kind="redis", team="车队维修组 PitCrew", description_zh="车况缓存 (Redis)",
           description_en="kart status cache"),
        _S(name="fleetqo-pg", kind="postgres", team="DBA", description_zh="车队维修数据库 (PostgreSQL)",
           description_en="fleet maintenance database"),
        _S(name="crewnyx-roster", team="运营组 Ops", description_zh="员工排班服务",
           description_en="staff roster service", depends_on=("fleetqo-pg",)),
        _S(name="rydrfind-api", team="会员组 Racers", description_zh="车手搜索接口",
           description_en="racer search API", depends_on=("lukko-es",)),
        _S(name="lukko-es", kind="elasticsearch", team="会员组 Racers", description_zh="车手搜索引擎 (Elasticsearch)",
           description_en="racer search engine"),
    ),
    incidents=(
        IncidentSpec(id="bokmyx-pool", kind="database", flavor="pool", service="heatvy-book", origin="bokmyx-db",
                     start=_at(13, 19, 0), end=_at(13, 19, 50), error_rate=4, error_code="HVB-7721",
                     warn_code="BKX-W44", order_failure_share=0.7, order_status="HEAT_UNSEATED"),
        IncidentSpec(id="promzo-deploy", kind="deploy", service="promzo-api", start=_at(13, 22, 10),
                     end=_at(13, 22, 35), error_rate=4, error_code="PMZ-5002", version="4.21.6",
                     previous_version="4.21.5", upstream=("heatvy-book",), upstream_code="HVB-5093",
                     order_failure_share=0.5, order_status="PROMO_VOID"),
        IncidentSpec(id="laptrex-blip", kind="blip", service="laptrex-api", start=_at(14, 7, 20),
                     end=_at(14, 7, 36), error_rate=0, warn_code="LPX-W09", alert_severity="warning"),
        IncidentSpec(id="spinnek-evict", kind="cache", service="kartwisp-fleet", origin="spinnek-cache",
                     start=_at(14, 8, 5), end=_at(14, 8, 47), error_rate=3, error_code="KWF-4410",
                     warn_code="SNK-W61", alert_severity="warning"),
        IncidentSpec(id="rydrfind-rollout", kind="deploy", service="rydrfind-api", start=_at(14, 9, 48),
                     end=_at(14, 9, 56), version="2.33.1", previous_version="2.32.9", rollout_ok=True),
        IncidentSpec(id="lukko-slow", kind="database", flavor="slow_query", service="rydrfind-api",
                     origin="lukko-es", start=_at(14, 10, 0), end=_at(14, 10, 30), error_rate=3,
                     error_code="RDF-5040", warn_code="LKO-W17"),
        IncidentSpec(id="zentiq-lag", kind="queue", service="zentiq-ingest", origin="kvrq-bus",
                     start=_at(14, 12, 40), end=_at(14, 14, 10), error_rate=2, error_code="ZNQ-3308",
                     warn_code="ZNQ-W12", topic="transpondo.crossings", upstream=("laptrex-api", "pitglo-board"),
                     upstream_code="LPQ-5047"),
        IncidentSpec(id="helmqo-rollout", kind="deploy", service="helmqo-locker", start=_at(14, 14, 44),
                     end=_at(14, 14, 50), version="1.9.14", previous_version="1.9.13", rollout_ok=True),
        IncidentSpec(id="ostrapay-cert", kind="certificate", service="coinzap-pay", origin="ostrapay",
                     start=_at(14, 14, 55), error_rate=3, error_code="CZP-4950", upstream=("heatvy-book",),
                     upstream_code="HVB-5026", order_failure_share=0.6, order_status="PAYNIX_DENIED"),
    ),
)
