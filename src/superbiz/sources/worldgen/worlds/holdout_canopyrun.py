"""Held-out world ``canopyrun``: canopy zipline tour bookings in America/Costa_Rica (UTC-06:00, no daylight time;
"now" is 09:20 local on 4 December = 15:20 UTC, the morning tours; tour bookings ``CNP-00001-T`` to
``CNP-01440-T`` (made by reservas-api), guests ``HUE`` + 6 digits, trace ids ``cnpy-`` + 10 hex digits).

Incidents: the weather-feed partner clima-feed's certificate expired at 06:00 today and the tour-safety service
seguridad-tour still fails its TLS handshakes (ongoing); the bookings database reservas-db's connection pool is
exhausted since 08:45 under the roster service turnos-roster, reaching the guide app tirolina-guia (chain
tirolina-guia → turnos-roster → reservas-db; ongoing), and tour bookings fail (``GUIDE_UNASSIGNED``); a clean
rollout of the booking service reservas-api 5.12.0 at 08:50–08:56 (``rollout_ok``); a WARN-only latency blip of
the payments gateway pago-gw at 07:15–07:24 today; yesterday 14:30–15:05 an eviction storm on the harness
inventory cache arnes-redis behind the harness inventory service arnes-inv, reaching the harness check-in
arnescheck (resolved); yesterday 19:10–20:25 the waiver-upload queue firmas-q backed up behind the waiver upload
service firmaweb (resolved); yesterday 07:40–08:05 a bad deploy of the photo service fotoscanopy 3.2.0, rolled
back to 3.1.7.
Healthy: operadores-portal (tour operators portal), resenas-svc (reviews).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Costa_Rica")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="canopyrun",
    title="Canopyrun zipline tour bookings",
    seed=50621,
    timezone="America/Costa_Rica",
    anchor=_at(4, 9, 20),
    hours=36,
    ids=IdFormats(order="CNP-{seq:5}-T", user="HUE{num:6}", trace="cnpy-{hex:10}"),
    order_service="reservas-api",
    orders_per_hour=40,
    order_statuses=("CONFIRMED", "CONFIRMED", "CHECKED_IN", "FLOWN"),
    vocab=Vocabulary(request_rate="tour_calls_ps", latency="tour_p99_ms", error_ratio="tour_fail_ratio",
                     hit_ratio="harness_cache_hits", evictions="harness_cache_evict_ps",
                     query_latency="reservas_q_p99_ms", lock_waits="reservas_lockwait_ps",
                     pool_in_use="roster_db_conns_used", pool_size="roster_db_conns_cap",
                     consumer_lag="waiver_backlog_msgs", tls_days="feed_cert_days_to_expiry",
                     tls_failures="feed_handshake_fail_ps", cache_alert="HarnessCacheHitsDropped",
                     latency_alert="TourP99TooSlow", error_alert="TourFailRatioHigh",
                     db_alert="ReservasQueriesSlow", pool_alert="RosterDbConnsExhausted",
                     lag_alert="WaiverBacklogRising", tls_alert="FeedHandshakeBroken"),
    services=(
        _S(name="tirolina-guia", team="导游组 Guides", description_zh="导游App (出团、点名)",
           description_en="guide app", depends_on=("turnos-roster", "arnes-inv", "seguridad-tour")),
        _S(name="turnos-roster", team="导游组 Guides", description_zh="导游排班服务",
           description_en="guide roster service", depends_on=("reservas-db",)),
        _S(name="reservas-api", team="预订组 Bookings", description_zh="滑索游预订服务",
           description_en="tour booking service", depends_on=("reservas-db", "turnos-roster", "pago-gw")),
        _S(name="reservas-db", kind="mysql", team="预订组 Bookings", description_zh="预订数据库 (MySQL)",
           description_en="bookings database"),
        _S(name="arnes-inv", team="装备组 Gear", description_zh="安全带库存服务",
           description_en="harness inventory service", depends_on=("arnes-redis",)),
        _S(name="arnes-redis", kind="redis", team="装备组 Gear", description_zh="安全带库存缓存 (Redis)",
           description_en="harness inventory cache"),
        _S(name="arnescheck", team="装备组 Gear", description_zh="安全带签到 (登记穿戴)",
           description_en="harness check-in", depends_on=("arnes-inv",)),
        _S(name="seguridad-tour", team="安全组 Tour Safety", description_zh="游览安全服务 (天气放行)",
           description_en="tour-safety service", depends_on=("clima-feed",)),
        _S(name="clima-feed", kind="external", team="外部 External", description_zh="天气数据合作方",
           description_en="weather-feed partner"),
        _S(name="firmaweb", team="客服组 Guest Care", description_zh="免责书上传服务",
           description_en="waiver upload service", depends_on=("firmas-q",)),
        _S(name="firmas-q", kind="kafka", team="客服组 Guest Care", description_zh="免责书上传队列 (Kafka)",
           description_en="waiver-upload queue"),
        _S(name="fotoscanopy", team="照片组 Photos", description_zh="游客照片服务",
           description_en="photo service"),
        _S(name="pago-gw", team="支付组 Payments", description_zh="支付网关",
           description_en="payments gateway"),
        _S(name="operadores-portal", team="渠道组 Partners", description_zh="旅行社门户",
           description_en="tour operators portal", depends_on=("reservas-api",)),
        _S(name="resenas-svc", team="渠道组 Partners", description_zh="游客评价服务",
           description_en="reviews service"),
    ),
    incidents=(
        IncidentSpec(id="clima-feed-cert", kind="certificate", service="seguridad-tour", origin="clima-feed",
                     start=_at(4, 6, 0), error_rate=3, error_code="SGT-E4961"),
        IncidentSpec(id="reservas-pool", kind="database", flavor="pool", service="turnos-roster",
                     origin="reservas-db", start=_at(4, 8, 45), error_rate=3, error_code="TRN-E5530",
                     warn_code="RDB-W17", upstream=("tirolina-guia",), upstream_code="TGA-E5031",
                     order_failure_share=0.5, order_status="GUIDE_UNASSIGNED"),
        IncidentSpec(id="reservas-rollout", kind="deploy", service="reservas-api", start=_at(4, 8, 50),
                     end=_at(4, 8, 56), version="5.12.0", previous_version="5.11.3", rollout_ok=True),
        IncidentSpec(id="pago-blip", kind="blip", service="pago-gw", start=_at(4, 7, 15), end=_at(4, 7, 24),
                     error_rate=0, warn_code="PGW-W22", alert_severity="warning"),
        IncidentSpec(id="arnes-evictions", kind="cache", service="arnes-inv", origin="arnes-redis",
                     start=_at(3, 14, 30), end=_at(3, 15, 5), error_rate=3, error_code="ARN-E5044",
                     warn_code="ARR-W03", upstream=("arnescheck",), upstream_code="ACK-E5041"),
        IncidentSpec(id="firmas-backlog", kind="queue", service="firmaweb", origin="firmas-q",
                     start=_at(3, 19, 10), end=_at(3, 20, 25), error_rate=2, error_code="FRM-E4410",
                     warn_code="FMQ-W08", topic="waivers.signed"),
        IncidentSpec(id="fotos-bad-deploy", kind="deploy", service="fotoscanopy", start=_at(3, 7, 40),
                     end=_at(3, 8, 5), error_rate=4, error_code="FOT-E5002", version="3.2.0",
                     previous_version="3.1.7"),
    ),
)
