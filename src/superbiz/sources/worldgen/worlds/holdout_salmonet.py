"""Held-out world ``salmonet``: salmon aquaculture farm operations in Europe/Oslo (CET, UTC+01:00 in December;
"now" is 10:20 local on 4 December = 09:20 UTC, so the local "today" began at 23:00 UTC on the 3rd; harvest orders
``LAKS-KQ48213`` (made by harvest-order-confirmation-api), buyers ``BYR.482-KQZ``, trace ids ``smn`` + 14 hex
digits).

Incidents: lock waits on the harvest orders database harvest-orders-mysql since 09:45 make the harvest order
confirmations harvest-order-confirmation-api fail (about half of the orders made since then end
``CONFIRM_FAILED``; ongoing); unrelated, the sensor readings queue pen-sensor-readings-kafka backs up behind the pen
sensor telemetry ingest pen-sensor-telemetry-ingest-service since 09:50 (consumer lag still growing; its caller
the oxygen alarm notifier oxygen-alarm-notifier times out on it; ongoing); last night 02:10-02:40 an eviction storm
on the feed control cache feed-control-redis behind the feeding barge control feeding-barge-control-service,
reaching the feed ration planner feed-ration-planner-service (resolved); yesterday a bad deploy of the wellboat
logistics dispatch wellboat-logistics-dispatch-service 4.8.0 at 14:00, rolled back at 14:25; a WARN-only latency
blip of the vet health report service vet-health-report-service this morning 07:35-07:48.
Healthy: sea-lice-count-service, buyer-portal-web, pen-telemetry-timeseries-pg, processing-plant-intake-gateway.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Oslo")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="salmonet",
    title="Salmonet salmon farm operations",
    seed=92604,
    timezone="Europe/Oslo",
    anchor=_at(4, 10, 20),
    hours=36,
    ids=IdFormats(order="LAKS-{alpha:2}{num:5}", user="BYR.{num:3}-{alpha:3}", trace="smn{hex:14}"),
    order_service="harvest-order-confirmation-api",
    orders_per_hour=36,
    order_statuses=("CONFIRMED", "CONFIRMED", "SCHEDULED", "DELIVERED"),
    vocab=Vocabulary(request_rate="farm_calls_per_s", latency="farm_p95_latency_ms", error_ratio="farm_failed_frac",
                     hit_ratio="feedcache_hit_frac", evictions="feedcache_evictions_ps",
                     query_latency="orders_sql_p95_ms", lock_waits="orders_row_lock_waits_ps",
                     pool_in_use="orders_conn_busy", pool_size="orders_conn_cap",
                     consumer_lag="sensor_readings_unconsumed", tls_days="plant_cert_days_left",
                     tls_failures="plant_tls_errors_ps", cache_alert="FeedCacheHitFracLow",
                     latency_alert="FarmP95LatencyHigh", error_alert="FarmFailedFracHigh",
                     db_alert="OrdersRowLockWaits", pool_alert="OrdersConnCapReached",
                     lag_alert="SensorReadingsBacklog", tls_alert="PlantTlsErrors"),
    services=(
        _S(name="buyer-portal-web", team="销售组 Sales", description_zh="买家下单门户",
           description_en="buyer ordering portal", depends_on=("harvest-order-confirmation-api",)),
        _S(name="harvest-order-confirmation-api", team="收获订单组 Harvest Orders", description_zh="收获订单确认",
           description_en="harvest order confirmations",
           depends_on=("harvest-orders-mysql", "wellboat-logistics-dispatch-service")),
        _S(name="harvest-orders-mysql", kind="mysql", team="DBA", description_zh="收获订单库 (MySQL)",
           description_en="harvest orders database"),
        _S(name="wellboat-logistics-dispatch-service", team="物流组 Logistics",
           description_zh="活鱼船运输调度 (送加工厂)",
           description_en="wellboat logistics to the processing plant",
           depends_on=("processing-plant-intake-gateway",)),
        _S(name="processing-plant-intake-gateway", kind="external", team="外部 External",
           description_zh="加工厂收货接口", description_en="processing plant intake"),
        _S(name="pen-sensor-telemetry-ingest-service", team="传感器组 Sensors", description_zh="网箱传感数据采集入库",
           description_en="pen sensor telemetry ingest",
           depends_on=("pen-sensor-readings-kafka", "pen-telemetry-timeseries-pg")),
        _S(name="pen-sensor-readings-kafka", kind="kafka", team="传感器组 Sensors",
           description_zh="传感器读数队列 (Kafka)", description_en="sensor readings queue"),
        _S(name="pen-telemetry-timeseries-pg", kind="postgres", team="传感器组 Sensors",
           description_zh="网箱时序数据库 (PostgreSQL)", description_en="pen telemetry time-series database"),
        _S(name="oxygen-alarm-notifier", team="值班告警组 Alarms", description_zh="溶氧告警推送",
           description_en="oxygen alarms", depends_on=("pen-sensor-telemetry-ingest-service",)),
        _S(name="feeding-barge-control-service", team="投喂组 Feeding", description_zh="投喂船控制",
           description_en="feeding barge control", depends_on=("feed-control-redis",)),
        _S(name="feed-control-redis", kind="redis", team="投喂组 Feeding", description_zh="投喂参数缓存 (Redis)",
           description_en="feed control cache"),
        _S(name="feed-ration-planner-service", team="投喂组 Feeding", description_zh="饲料配给计划",
           description_en="feed ration planner", depends_on=("feeding-barge-control-service",)),
        _S(name="vet-health-report-service", team="鱼病兽医组 Fish Health", description_zh="兽医健康报告",
           description_en="vet reports"),
        _S(name="sea-lice-count-service", team="鱼病兽医组 Fish Health", description_zh="海虱计数",
           description_en="sea lice counts", depends_on=("pen-telemetry-timeseries-pg",)),
    ),
    incidents=(
        IncidentSpec(id="harvest-orders-lock", kind="database", flavor="lock_wait",
                     service="harvest-order-confirmation-api", origin="harvest-orders-mysql", start=_at(4, 9, 45),
                     error_rate=3, error_code="HOC-5307", warn_code="HOM-W14", order_failure_share=0.5,
                     order_status="CONFIRM_FAILED"),
        IncidentSpec(id="sensor-readings-backlog", kind="queue", service="pen-sensor-telemetry-ingest-service",
                     origin="pen-sensor-readings-kafka", start=_at(4, 9, 50), error_rate=2, error_code="PST-4471",
                     warn_code="PSR-W22", topic="pen.sensor.readings", upstream=("oxygen-alarm-notifier",),
                     upstream_code="OXA-5032"),
        IncidentSpec(id="feed-cache-evictions", kind="cache", service="feeding-barge-control-service",
                     origin="feed-control-redis", start=_at(4, 2, 10), end=_at(4, 2, 40), error_rate=3,
                     error_code="FBC-5046", warn_code="FCR-W03", upstream=("feed-ration-planner-service",),
                     upstream_code="FRP-5041"),
        IncidentSpec(id="wellboat-bad-deploy", kind="deploy", service="wellboat-logistics-dispatch-service",
                     start=_at(3, 14, 0), end=_at(3, 14, 25), error_rate=4, error_code="WLD-5002", version="4.8.0",
                     previous_version="4.7.2"),
        IncidentSpec(id="vet-report-blip", kind="blip", service="vet-health-report-service", start=_at(4, 7, 35),
                     end=_at(4, 7, 48), error_rate=0, warn_code="VHR-W07", alert_severity="warning"),
    ),
)
