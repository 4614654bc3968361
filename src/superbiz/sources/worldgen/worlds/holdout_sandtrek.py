"""Held-out world ``sandtrek``: a desert safari and lodge booking platform in Africa/Windhoek (UTC+02 all year,
no daylight time; "now" is 05:35 local = 03:35 UTC, before the dawn game drives, so local hours 00:00-01:59 of
today fall on yesterday's UTC date; bookings ``NAM-ST-2612-00417``, guests ``guest/0417/nam``).

Incidents: the vehicle GPS telemetry queue has been backing up since 04:50 this morning (gpsdune-kafka → gpsdune,
ongoing); the park-permit partner's certificate expired at local midnight and was renewed at 01:20
(namparks → trekpermit, across midnight, resolved); last night 21:10-21:40 row-lock waits on the bookings database
failed bookings (bushbook-pg → bushbook → dunegate; BOOKING_FAILED records); the game-drive
scheduler drivecal had a clean rollout yesterday 08:15 and a bad deploy at 17:05 (rolled back 17:30); yesterday
10:00-10:30 an eviction storm on the rates cache went up a chain of three hops (oryxrate-redis → oryxrate →
kraalspot, lodge availability → dunegate, the guest app); a latency blip on the payment service dunepay at 03:10.
Healthy: agentdesk (the agent portal), drivecal-db; namparks and gpsdune-kafka emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Windhoek")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="sandtrek",
    title="Sandtrek desert safaris",
    seed=61427,
    timezone="Africa/Windhoek",
    anchor=_at(4, 5, 35),
    hours=36,
    ids=IdFormats(order="NAM-ST-{num:4}-{seq:5}", user="guest/{num:4}/nam", trace="{hex:20}"),
    order_service="bushbook",
    orders_per_hour=18,
    order_statuses=("CONFIRMED", "CONFIRMED", "DEPOSIT_PAID", "CHECKED_IN", "WAITLISTED"),
    vocab=Vocabulary(latency="dune_req_p99_ms", error_ratio="dune_fail_share", error_alert="DuneFailShareHigh",
                     latency_alert="DuneSlowP99", pool_alert="DuneDbConnExhausted", lag_alert="GpsQueueLagging",
                     tls_alert="ParkPartnerTlsBroken", cache_alert="RateCacheEvicting", db_alert="BookingRowLockWaits",
                     consumer_lag="gps_unconsumed_msgs", hit_ratio="ratecache_hit_share",
                     evictions="ratecache_evicted_per_s", lock_waits="pg_rowlock_waiters_per_s"),
    services=(
        _S(name="dunegate", team="旅客应用组 Guest Apps", description_zh="旅客 APP 后端",
           description_en="guest app backend", depends_on=("kraalspot", "bushbook", "dunepay", "drivecal")),
        _S(name="agentdesk", team="渠道组 Trade", description_zh="旅行社代理商门户",
           description_en="travel agent portal", depends_on=("kraalspot", "bushbook")),
        _S(name="kraalspot", team="营地组 Lodges", description_zh="营地房态与可订查询",
           description_en="lodge availability", depends_on=("oryxrate",)),
        _S(name="oryxrate", team="价格组 Pricing", description_zh="房价计算服务",
           description_en="lodge rates service", depends_on=("oryxrate-redis",)),
        _S(name="oryxrate-redis", kind="redis", team="价格组 Pricing", description_zh="房价缓存 (Redis)",
           description_en="rates cache"),
        _S(name="bushbook", team="预订组 Reservations", description_zh="预订服务",
           description_en="booking service", depends_on=("bushbook-pg", "trekpermit")),
        _S(name="bushbook-pg", kind="postgres", team="DBA", description_zh="预订数据库 (PostgreSQL)",
           description_en="bookings database"),
        _S(name="drivecal", team="行程组 Excursions", description_zh="游猎车次排班服务",
           description_en="game-drive scheduling", depends_on=("drivecal-db",)),
        _S(name="drivecal-db", kind="mysql", team="行程组 Excursions", description_zh="车次排班数据库 (MySQL)",
           description_en="drive schedule database"),
        _S(name="trekpermit", team="许可组 Permits", description_zh="国家公园入园许可申请",
           description_en="park permit filing", depends_on=("namparks",)),
        _S(name="namparks", kind="external", team="外部 External", description_zh="公园管理局许可接口(合作方)",
           description_en="park-permit partner API"),
        _S(name="gpsdune", team="车队组 Fleet", description_zh="车辆 GPS 遥测接入",
           description_en="vehicle GPS telemetry ingest", depends_on=("gpsdune-kafka",)),
        _S(name="gpsdune-kafka", kind="kafka", team="车队组 Fleet", description_zh="车辆遥测消息队列 (Kafka)",
           description_en="vehicle telemetry queue"),
        _S(name="dunepay", team="支付组 Payments", description_zh="押金与支付", description_en="deposits and payments"),
    ),
    incidents=(
        IncidentSpec(id="gps-backlog", kind="queue", service="gpsdune", origin="gpsdune-kafka", start=_at(4, 4, 50),
                     error_rate=2, error_code="GPD-4470", warn_code="GPK-W12", topic="fleet.gps.positions"),
        IncidentSpec(id="namparks-cert", kind="certificate", service="trekpermit", origin="namparks",
                     start=_at(4, 0, 0), end=_at(4, 1, 20), error_rate=2, error_code="TKP-4953"),
        IncidentSpec(id="bookings-lock-wait", kind="database", flavor="lock_wait", service="bushbook",
                     origin="bushbook-pg", start=_at(3, 21, 10), end=_at(3, 21, 40), error_rate=3,
                     error_code="BSB-4471", warn_code="BPG-W31", upstream=("dunegate",), upstream_code="DNG-5027",
                     order_failure_share=0.5, order_status="BOOKING_FAILED"),
        IncidentSpec(id="drivecal-bad-deploy", kind="deploy", service="drivecal", start=_at(3, 17, 5),
                     end=_at(3, 17, 30), error_rate=4, error_code="DRC-5004", version="5.2.0",
                     previous_version="5.1.3"),
        IncidentSpec(id="drivecal-rollout", kind="deploy", service="drivecal", start=_at(3, 8, 15),
                     end=_at(3, 8, 27), error_rate=0, version="5.1.3", previous_version="5.1.2", rollout_ok=True),
        IncidentSpec(id="rates-evictions", kind="cache", service="oryxrate", origin="oryxrate-redis",
                     start=_at(3, 10, 0), end=_at(3, 10, 30), error_rate=3, error_code="ORX-5319",
                     warn_code="ORR-W08", upstream=("kraalspot", "dunegate"), upstream_code="KRS-5042"),
        IncidentSpec(id="pay-blip", kind="blip", service="dunepay", start=_at(4, 3, 10), end=_at(4, 3, 19),
                     error_rate=0, warn_code="DPY-W03", alert_severity="warning"),
    ),
)
