"""Held-out world ``dunecamp``: desert camp and dune-safari bookings in Asia/Muscat (UTC+04:00, no daylight time;
"now" is 19:20 local on 4 December = 15:20 UTC, the evening arrivals rush; camp bookings ``DC-7Q2M-19`` (made by
campbook; the failed 4x4 transfers are records of the same table), guests ``g~`` + 5 letters/digits + ``.om``,
trace ids ``dct`` + 10 hex digits + ``-`` + 3 digits).

Incidents: lock waits on the booking database campbook-db 18:30-19:05 make the booking service campbook fail
bookings (``BOOKING_FAILED``, CBK-5409; the guest app dunetrip sees them too; resolved); a bad deploy of the 4x4
transfer dispatcher sandrover 5.8.0 at 18:50, rolled back at 19:10 (overlapping, unrelated; campbook's transfer
calls failed with CBK-5172 and its failed transfers are records ``DISPATCH_FAILED``); the weather-feed partner
mirage-wx's certificate expired at 17:00 and is still failing (only its caller, the weather feed ingest dunecast,
logs ERROR DWX-4951); a WARN-only slowdown of the photo gallery photodune since 19:00 (PHG-W07, ongoing).
Healthy: tentstock (camp inventory) and its cache tentstock-redis, camppay (payments), guiderota (guide rota) and
guiderota-db, the booking events queue campevents-kafka, sandrover-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Muscat")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="dunecamp",
    title="Dunecamp desert camps and dune safaris",
    seed=71964,
    timezone="Asia/Muscat",
    anchor=_at(4, 19, 20),
    hours=36,
    ids=IdFormats(order="DC-{alnum:4}-{num:2}", user="g~{alnum:5}.om", trace="dct{hex:10}-{num:3}"),
    order_service="campbook",
    orders_per_hour=90,
    order_statuses=("CONFIRMED", "CONFIRMED", "DEPOSIT_PAID", "CHECKED_IN"),
    vocab=Vocabulary(request_rate="camp_req_rate", latency="camp_p95_latency_ms", error_ratio="camp_fail_share",
                     hit_ratio="tent_cache_hits", evictions="tent_cache_evict_rate", query_latency="bookdb_q_p95_ms",
                     lock_waits="bookdb_row_lock_waits", pool_in_use="bookdb_pool_busy",
                     pool_size="bookdb_pool_cap", consumer_lag="camp_events_behind",
                     tls_days="wx_cert_days_valid", tls_failures="wx_tls_errors_rate",
                     cache_alert="TentCacheHitsLow", latency_alert="CampLatencyHigh",
                     error_alert="CampFailShareHigh", db_alert="BookDbRowLocks", pool_alert="BookDbPoolFull",
                     lag_alert="CampEventsBehind", tls_alert="WeatherFeedTlsBroken"),
    services=(
        _S(name="dunetrip", team="客人App组 Guest App", description_zh="客人预订App (网页与手机)",
           description_en="guest booking app", depends_on=("campbook", "camppay", "photodune")),
        _S(name="campbook", team="营地预订组 Camp Bookings", description_zh="营地预订服务",
           description_en="camp booking service",
           depends_on=("campbook-db", "tentstock", "sandrover", "campevents-kafka")),
        _S(name="campbook-db", kind="mysql", team="DBA", description_zh="预订数据库 (MySQL)",
           description_en="booking database"),
        _S(name="campevents-kafka", kind="kafka", team="营地预订组 Camp Bookings",
           description_zh="预订事件队列 (Kafka)", description_en="booking events queue"),
        _S(name="tentstock", team="营地库存组 Camp Inventory", description_zh="营地帐篷库存",
           description_en="camp inventory", depends_on=("tentstock-redis",)),
        _S(name="tentstock-redis", kind="redis", team="营地库存组 Camp Inventory", description_zh="库存缓存 (Redis)",
           description_en="inventory cache"),
        _S(name="sandrover", team="车队调度组 4x4 Fleet", description_zh="四驱车接送调度",
           description_en="4x4 transfer dispatcher", depends_on=("sandrover-pg", "dunecast")),
        _S(name="sandrover-pg", kind="postgres", team="车队调度组 4x4 Fleet", description_zh="调度数据库 (PostgreSQL)",
           description_en="dispatch database"),
        _S(name="dunecast", team="天气数据组 Weather Data", description_zh="天气数据接入",
           description_en="weather feed ingest", depends_on=("mirage-wx",)),
        _S(name="mirage-wx", kind="external", team="外部 External", description_zh="天气数据合作方",
           description_en="weather feed partner"),
        _S(name="camppay", team="支付组 Payments", description_zh="支付服务", description_en="payments"),
        _S(name="photodune", team="相册组 Gallery", description_zh="照片相册", description_en="photo gallery"),
        _S(name="guiderota", team="向导排班组 Guides", description_zh="向导排班", description_en="guide rota",
           depends_on=("guiderota-db",)),
        _S(name="guiderota-db", kind="mysql", team="向导排班组 Guides", description_zh="排班数据库 (MySQL)",
           description_en="guide rota database"),
    ),
    incidents=(
        IncidentSpec(id="sandrover-bad-deploy", kind="deploy", service="sandrover", start=_at(4, 18, 50),
                     end=_at(4, 19, 10), error_rate=4, error_code="SRV-5007", version="5.8.0",
                     previous_version="5.7.3", upstream=("campbook",), upstream_code="CBK-5172",
                     order_failure_share=0.5, order_status="DISPATCH_FAILED"),
        IncidentSpec(id="campbook-db-locks", kind="database", flavor="lock_wait", service="campbook",
                     origin="campbook-db", start=_at(4, 18, 30), end=_at(4, 19, 5), error_rate=3,
                     error_code="CBK-5409", warn_code="CDB-W12", upstream=("dunetrip",), upstream_code="DTR-5031",
                     order_failure_share=0.45, order_status="BOOKING_FAILED"),
        IncidentSpec(id="mirage-wx-cert", kind="certificate", service="dunecast", origin="mirage-wx",
                     start=_at(4, 17, 0), error_rate=2, error_code="DWX-4951"),
        IncidentSpec(id="photodune-slow", kind="blip", service="photodune", start=_at(4, 19, 0), error_rate=0,
                     warn_code="PHG-W07", alert_severity="warning"),
    ),
)
