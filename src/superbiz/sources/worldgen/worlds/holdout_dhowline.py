"""Held-out world ``dhowline``: coastal ferry and cargo-boat operations (ferry bookings with a bookings database,
queue-driven cargo manifests, a mobile-money partner, a tide and weather feed partner, boarding scanners, a schedule
cache, a passenger app) in Africa/Maputo (UTC+2, no daylight time; "now" is 05:40 local during early boarding =
03:40 UTC; bookings ``MZ-FRY-0417/26``, passengers ``pax-0417-mz``, trace ids ``dhw-`` + 12 hex).

Incidents: the boarding scanners (catraca) fail since 05:10 local because the boarding API (embarque) times out on
its schedule cache (rotacache evictions), two hops down and still going; the mobile-money partner movipag's
certificate expired at 04:00 local and is still expired (carteira, caller bilhete); the cargo-manifest queue was
backlogged yesterday 14:00-15:30 (manifesto <- manifesto-bus, resolved); the bookings database pool was exhausted
yesterday evening 19:20-19:45 (bilhete -> bilhete-pg, caller dhowgate, bookings failed); a latency blip of the
gateway at 02:30 local; a clean rollout of the passenger app dhowapp at 05:15 local (a tempting false cause).
Healthy: marelink (tide and weather feed client) with its partner tidewx, tripulante (crew roster).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Maputo")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="dhowline",
    title="Dhowline coastal ferry and cargo-boat operations",
    seed=74123,
    timezone="Africa/Maputo",
    anchor=_at(3, 5, 40),
    hours=36,
    ids=IdFormats(order="MZ-FRY-{num:4}/26", user="pax-{num:4}-mz", trace="dhw-{hex:12}"),
    order_service="bilhete",
    orders_per_hour=20,
    order_statuses=("BOOKED", "BOOKED", "PAID", "BOARDED", "SAILED"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="resp_p95_ms", error_ratio="err_share",
                     hit_ratio="cache_hit_share", evictions="cache_evict_rate", query_latency="db_stmt_p95_ms",
                     consumer_lag="manifest_lag_msgs", tls_days="tls_cert_days_left",
                     tls_failures="tls_handshake_errs", cache_alert="ScheduleCacheMissStorm",
                     latency_alert="RespTimeHigh", error_alert="ErrShareHigh", db_alert="DbStmtSlow",
                     pool_alert="DbPoolSaturated", lag_alert="ManifestLagGrowing", tls_alert="PartnerTlsBroken"),
    services=(
        _S(name="dhowapp", team="移动端组 Mobile", description_zh="乘客 App 后端",
           description_en="passenger app backend",
           depends_on=("dhowgate",)),
        _S(name="dhowgate", team="平台组 Platform", description_zh="API 网关", description_en="API gateway",
           depends_on=("bilhete", "embarque", "marelink", "tripulante")),
        _S(name="bilhete", team="订票组 Bookings", description_zh="船票预订服务",
           description_en="ferry booking service",
           depends_on=("bilhete-pg", "carteira")),
        _S(name="bilhete-pg", kind="postgres", team="DBA", description_zh="订票数据库 (PostgreSQL)",
           description_en="bookings database"),
        _S(name="carteira", team="支付组 Payments", description_zh="移动钱包支付接入",
           description_en="mobile-money payment client", depends_on=("movipag",)),
        _S(name="movipag", kind="external", team="外部 External", description_zh="外部移动钱包合作方",
           description_en="mobile-money partner"),
        _S(name="catraca", team="码头设备组 Dock Devices", description_zh="登船扫码闸机",
           description_en="boarding scanners", depends_on=("embarque",)),
        _S(name="embarque", team="登船组 Boarding", description_zh="登船核验 API", description_en="boarding API",
           depends_on=("rotacache", "bilhete-pg")),
        _S(name="rotacache", kind="redis", team="登船组 Boarding", description_zh="船期时刻缓存 (Redis)",
           description_en="sailing schedule cache"),
        _S(name="manifesto", team="货运组 Cargo", description_zh="货物舱单处理",
           description_en="cargo manifest processor",
           depends_on=("manifesto-bus",)),
        _S(name="manifesto-bus", kind="kafka", team="货运组 Cargo", description_zh="舱单消息队列 (Kafka)",
           description_en="cargo manifest queue"),
        _S(name="marelink", team="航行组 Marine Ops", description_zh="潮汐天气数据接入",
           description_en="tide and weather feed client", depends_on=("tidewx",)),
        _S(name="tidewx", kind="external", team="外部 External", description_zh="外部潮汐天气 API",
           description_en="partner tide and weather API"),
        _S(name="tripulante", team="航行组 Marine Ops", description_zh="船员排班服务",
           description_en="crew roster service"),
    ),
    incidents=(
        IncidentSpec(id="rotacache-evict", kind="cache", service="embarque", origin="rotacache", start=_at(3, 5, 10),
                     error_rate=3, error_code="EMB-5042", warn_code="RTC-W12", upstream=("catraca",),
                     upstream_code="CTR-5031"),
        IncidentSpec(id="movipag-cert", kind="certificate", service="carteira", origin="movipag", start=_at(3, 4, 0),
                     error_rate=2, error_code="CRT-4958", upstream=("bilhete",), upstream_code="BLH-5029"),
        IncidentSpec(id="manifest-backlog", kind="queue", service="manifesto", origin="manifesto-bus",
                     start=_at(2, 14, 0), end=_at(2, 15, 30), error_rate=2, error_code="MNF-4412", warn_code="MBS-W27",
                     topic="cargo.manifest.in", alert_severity="warning"),
        IncidentSpec(id="bilhete-pool", kind="database", flavor="pool", service="bilhete", origin="bilhete-pg",
                     start=_at(2, 19, 20), end=_at(2, 19, 45), error_rate=4, error_code="BLH-5316",
                     warn_code="BPG-W08", upstream=("dhowgate",), upstream_code="DGW-5034",
                     order_failure_share=0.5, order_status="BOOKING_FAILED"),
        IncidentSpec(id="dhowgate-blip", kind="blip", service="dhowgate", start=_at(3, 2, 30), end=_at(3, 2, 44),
                     error_rate=0, warn_code="DGW-W05", alert_severity="warning"),
        IncidentSpec(id="dhowapp-rollout", kind="deploy", service="dhowapp", start=_at(3, 5, 15), end=_at(3, 5, 22),
                     version="4.12.0", previous_version="4.11.3", rollout_ok=True),
    ),
)
