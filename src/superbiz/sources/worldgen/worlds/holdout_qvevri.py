"""Held-out world ``qvevri``: a winery group's cellar tours and exports on Tbilisi time, zone Asia/Tbilisi (UTC+04:00,
no daylight saving; tour bookings ``TB-GE-0417-WINE``, visitors ``vis_0417_ge``, 20-hex trace ids).

Incidents: a cellar-sensor telemetry consumer backlog on sardapi-telemetry (topic cellar.sensors) since 10:40 this
morning, still going on at "now" (11:37 local); a bad deploy of the tasting-room POS salaro-pos at 10:50, rolled back
at 11:05 (resolved; minutes after the backlog began, a tempting false cause); lock waits on the tour-bookings
database javshani-mysql under javshani-book yesterday 16:00-16:40, seen three hops up at the visitor app
(javshani-book -> tura-plan -> stumari-app; resolved); the courier partner's certificate (kurieri-partner, called by
the export shipments service eksporti-ship) expired yesterday at 22:00 and was renewed today at 09:15 (resolved,
across local midnight); a rates-cache eviction blip on kursi-redis under kursi-rates this morning 08:20-08:32
(resolved); a short latency blip of the SMS notifications service zari-sms yesterday at 19:30 (resolved); a clean
rollout of the gateway marani-edge today at 09:40 (rollout_ok). Bookings failed during the lock waits
(BOOKING_LOCK_TIMEOUT). Healthy: gvino-stock (wine stock), gvino-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Tbilisi")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="qvevri",
    title="Qvevri winery cellar tours and exports",
    seed=80417,
    timezone="Asia/Tbilisi",
    anchor=_at(24, 11, 37),
    hours=36,
    ids=IdFormats(order="TB-GE-{num:4}-{alpha:4}", user="vis_{num:4}_ge", trace="{hex:20}"),
    order_service="stumari-app",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "CONFIRMED", "CONFIRMED", "TOURED", "CANCELLED"),
    vocab=Vocabulary(request_rate="calls_per_s", latency="lat_p95_ms", error_ratio="err_share",
                     hit_ratio="rates_hit_pct", evictions="rates_evicted_per_s", query_latency="db_p95_ms",
                     lock_waits="lock_waiters", consumer_lag="sensor_lag_events",
                     tls_days="cert_days_remaining", tls_failures="tls_fail_per_s",
                     cache_alert="RatesCacheMissStorm", latency_alert="LatencyP95High", error_alert="ErrShareHigh",
                     db_alert="DbQuerySlow", pool_alert="DbPoolSaturated", lag_alert="SensorLagHigh",
                     tls_alert="TlsPeerCertExpired"),
    services=(
        _S(name="marani-edge", team="平台组 Platform", description_zh="游客入口网关",
           description_en="visitor edge gateway", depends_on=("stumari-app", "salaro-pos")),
        _S(name="stumari-app", team="游客体验组 Visitor Experience", description_zh="游客 App 后端 (酒窖参观预订)",
           description_en="visitor app backend (cellar tour booking)",
           depends_on=("tura-plan", "kursi-rates", "zari-sms")),
        _S(name="tura-plan", team="参观组 Tours", description_zh="参观排期服务",
           description_en="tour scheduling service", depends_on=("javshani-book",)),
        _S(name="javshani-book", team="参观组 Tours", description_zh="参观预订服务",
           description_en="tour bookings service", depends_on=("javshani-mysql",)),
        _S(name="javshani-mysql", kind="mysql", team="DBA", description_zh="参观预订数据库 (MySQL)",
           description_en="tour-bookings database"),
        _S(name="salaro-pos", team="品鉴室组 Tasting Room", description_zh="品鉴室收银 POS",
           description_en="tasting-room POS", depends_on=("kursi-rates", "gvino-stock")),
        _S(name="kursi-rates", team="财务组 Finance", description_zh="汇率与价目服务",
           description_en="exchange rates and price list service", depends_on=("kursi-redis",)),
        _S(name="kursi-redis", kind="redis", team="财务组 Finance", description_zh="汇率缓存 (Redis)",
           description_en="rates cache"),
        _S(name="eksporti-ship", team="出口物流组 Export Logistics", description_zh="出口发货服务",
           description_en="export shipments service", depends_on=("kurieri-partner", "gvino-stock")),
        _S(name="kurieri-partner", kind="external", team="外部 External", description_zh="外部国际快递合作方",
           description_en="external courier partner"),
        _S(name="sardapi-telemetry", team="酒窖数据组 Cellar Data", description_zh="酒窖传感器遥测接入",
           description_en="cellar-sensor telemetry ingestion", depends_on=("sardapi-kafka",)),
        _S(name="sardapi-kafka", kind="kafka", team="酒窖数据组 Cellar Data", description_zh="酒窖遥测消息队列 (Kafka)",
           description_en="cellar telemetry queue"),
        _S(name="gvino-stock", team="库存组 Inventory", description_zh="葡萄酒库存服务",
           description_en="wine stock service", depends_on=("gvino-pg",)),
        _S(name="gvino-pg", kind="postgres", team="库存组 Inventory", description_zh="库存数据库 (PostgreSQL)",
           description_en="wine stock database"),
        _S(name="zari-sms", team="通知组 Notifications", description_zh="短信通知服务",
           description_en="SMS notification service"),
    ),
    incidents=(
        IncidentSpec(id="sensor-backlog", kind="queue", service="sardapi-telemetry", start=_at(24, 10, 40),
                     error_rate=2, error_code="SRD-4291", warn_code="SRD-LAG7", topic="cellar.sensors",
                     alert_severity="warning"),
        IncidentSpec(id="pos-bad-deploy", kind="deploy", service="salaro-pos", start=_at(24, 10, 50),
                     end=_at(24, 11, 5), error_rate=5, error_code="POS-5077", version="3.8.0",
                     previous_version="3.7.4", upstream=("marani-edge",), upstream_code="MRE-5024"),
        IncidentSpec(id="bookings-lock-wait", kind="database", flavor="lock_wait", service="javshani-book",
                     origin="javshani-mysql", start=_at(23, 16, 0), end=_at(23, 16, 40), error_rate=3,
                     error_code="JVB-5302", warn_code="JMY-LOCK4", upstream=("tura-plan", "stumari-app"),
                     upstream_code="TUR-5031", order_failure_share=0.5, order_status="BOOKING_LOCK_TIMEOUT"),
        IncidentSpec(id="courier-cert-expired", kind="certificate", service="eksporti-ship", origin="kurieri-partner",
                     start=_at(23, 22, 0), end=_at(24, 9, 15), error_rate=2, error_code="EXP-4953"),
        IncidentSpec(id="rates-evictions", kind="cache", service="kursi-rates", origin="kursi-redis",
                     start=_at(24, 8, 20), end=_at(24, 8, 32), error_rate=2, error_code="KRS-5038",
                     warn_code="KRD-EVICT3"),
        IncidentSpec(id="sms-blip", kind="blip", service="zari-sms", start=_at(23, 19, 30), end=_at(23, 19, 42)),
        IncidentSpec(id="edge-rollout", kind="deploy", service="marani-edge", start=_at(24, 9, 40),
                     end=_at(24, 9, 46), version="2.14.0", previous_version="2.13.2", rollout_ok=True),
    ),
)
