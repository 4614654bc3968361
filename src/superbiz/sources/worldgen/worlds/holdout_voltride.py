"""HELD OUT: the engine's developers must not read this module until measurement.

Held-out world ``voltride``: an e-scooter sharing (micromobility) platform in America/Bogota (UTC-5, no summer
time), with ride ids ``VR-<4 alnum>-<seq>``, ``rdr<hex>`` rider ids and ``vt-<hex>`` trace ids, and its own metric
and alert vocabulary. Incidents (local times): a pricing-svc latency blip yesterday morning, surge-cache evictions
behind pricing-svc errors yesterday evening (resolved), an expired certificate of the IoT telematics vendor breaking
scooter unlocks after midnight (resolved, rides UNLOCK_FAILED), a bad receipt-mailer deploy rolled back this
morning (resolved), trip-db slow queries failing ride starts around noon (resolved, rides START_TIMEOUT), a
telemetry-sink backlog on vehicle pings (ongoing) and a fleet-db connection-pool exhaustion at fleet-api hitting
battery-ops (ongoing). Healthy throughout: zone-index, swap-db, fleet-cache; pricing-svc and receipt-mailer now.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Bogota")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 3, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

_VOCAB = Vocabulary(
    request_rate="req_per_sec", latency="resp_time_p99_ms", error_ratio="failed_request_fraction",
    hit_ratio="redis_hit_fraction", evictions="redis_evictions_rate", query_latency="db_query_p99_ms",
    lock_waits="db_row_lock_waits", pool_in_use="conn_pool_active", pool_size="conn_pool_max",
    consumer_lag="topic_lag_msgs", tls_days="cert_expiry_days", tls_failures="tls_errors_per_sec",
    cache_alert="RedisHitRateDrop", latency_alert="P99TooSlow", error_alert="FailedRequestsHigh",
    db_alert="DbQueriesSlow", pool_alert="ConnPoolExhausted", lag_alert="TopicLagHigh",
    tls_alert="UpstreamCertExpired",
)

SPEC = WorldSpec(
    name="voltride",
    title="VoltRide e-scooter sharing",
    seed=700417,
    timezone="America/Bogota",
    anchor=_at(18, 15, 25),
    hours=36,
    ids=IdFormats(order="VR-{alnum:4}-{seq:5}", user="rdr{hex:8}", trace="vt-{hex:16}"),
    order_service="trip-svc",
    orders_per_hour=35,
    order_statuses=("COMPLETED", "COMPLETED", "COMPLETED", "CANCELLED_BY_RIDER", "PAYMENT_PENDING"),
    vocab=_VOCAB,
    services=(
        _S(name="rider-app", team="骑行用户端组 Rider Experience",
           description_zh="骑行用户 App 后端 (找车、扫码、行程)",
           description_en="rider app backend", depends_on=("trip-svc", "fleet-api", "pricing-svc")),
        _S(name="trip-svc", team="行程组 Trips", description_zh="行程服务 (开锁、计时、结束行程)",
           description_en="ride lifecycle service",
           depends_on=("trip-db", "unlock-gw", "pricing-svc", "receipt-mailer")),
        _S(name="trip-db", kind="postgres", team="DBA", description_zh="行程数据库 (PostgreSQL)",
           description_en="ride database"),
        _S(name="unlock-gw", team="车辆接入组 Vehicle IoT", description_zh="车辆开锁网关 (远程开关锁)",
           description_en="scooter unlock gateway", depends_on=("iotlink-vendor", "telemetry-bus")),
        _S(name="iotlink-vendor", kind="external", team="外部 External", description_zh="外部车载物联网通信服务商",
           description_en="external IoT telematics vendor"),
        _S(name="telemetry-bus", kind="kafka", team="平台组 Platform", description_zh="车辆上报事件流 (Kafka)",
           description_en="vehicle telemetry event stream"),
        _S(name="telemetry-sink", team="车辆接入组 Vehicle IoT", description_zh="车辆位置与电量入库 (消费者)",
           description_en="vehicle telemetry ingest (consumer)", depends_on=("telemetry-bus", "fleet-db")),
        _S(name="fleet-api", team="车队组 Fleet", description_zh="车队与车辆状态查询接口",
           description_en="fleet and vehicle state API", depends_on=("fleet-cache", "fleet-db")),
        _S(name="fleet-cache", kind="redis", team="车队组 Fleet", description_zh="车辆状态缓存 (Redis)",
           description_en="vehicle state cache"),
        _S(name="fleet-db", kind="mysql", team="DBA", description_zh="车队数据库 (MySQL)",
           description_en="fleet database"),
        _S(name="pricing-svc", team="定价组 Pricing", description_zh="计价与动态调价",
           description_en="fare and surge pricing", depends_on=("surge-cache", "zone-index")),
        _S(name="surge-cache", kind="redis", team="定价组 Pricing", description_zh="动态调价系数缓存 (Redis)",
           description_en="surge multiplier cache"),
        _S(name="zone-index", kind="elasticsearch", team="定价组 Pricing", description_zh="运营区域与禁停区检索集群",
           description_en="geofence zone search cluster"),
        _S(name="receipt-mailer", team="触达组 Messaging", description_zh="行程收据与通知发送",
           description_en="ride receipts and notifications", depends_on=("mailgate-ext",)),
        _S(name="mailgate-ext", kind="external", team="外部 External", description_zh="外部邮件/推送通道",
           description_en="external e-mail and push provider"),
        _S(name="battery-ops", team="换电运维组 Battery Operations", description_zh="换电任务调度 (换电员派单)",
           description_en="battery swap dispatch", depends_on=("fleet-api", "swap-db")),
        _S(name="swap-db", kind="postgres", team="DBA", description_zh="换电任务数据库 (PostgreSQL)",
           description_en="battery swap task database"),
    ),
    incidents=(
        IncidentSpec(id="pricing-latency-blip", kind="blip", service="pricing-svc", start=_at(17, 9, 12),
                     end=_at(17, 9, 29), error_rate=0, warn_code="PRC-W21", alert_severity="warning"),
        IncidentSpec(id="surge-cache-evictions", kind="cache", service="pricing-svc", origin="surge-cache",
                     start=_at(17, 17, 41), end=_at(17, 18, 27), error_rate=3, error_code="PRC-E504",
                     warn_code="SCH-W03", upstream=("rider-app",), upstream_code="APP-E502"),
        IncidentSpec(id="iotlink-cert-expired", kind="certificate", service="unlock-gw", origin="iotlink-vendor",
                     start=_at(18, 0, 52), end=_at(18, 3, 16), error_rate=2.5, error_code="ULK-E495",
                     upstream=("trip-svc",), upstream_code="TRP-E503", order_failure_share=0.7,
                     order_status="UNLOCK_FAILED"),
        IncidentSpec(id="receipt-bad-deploy", kind="deploy", service="receipt-mailer", start=_at(18, 8, 47),
                     end=_at(18, 9, 22), error_rate=3.5, error_code="RCM-E500", version="5.0.0",
                     previous_version="4.9.3", upstream=("trip-svc",), upstream_code="TRP-E502"),
        IncidentSpec(id="trip-db-slow", kind="database", flavor="slow_query", service="trip-svc", origin="trip-db",
                     start=_at(18, 11, 58), end=_at(18, 12, 44), error_rate=3, error_code="TRP-E504",
                     warn_code="TDB-W17", upstream=("rider-app",), upstream_code="APP-E504",
                     order_failure_share=0.4, order_status="START_TIMEOUT"),
        IncidentSpec(id="telemetry-backlog", kind="queue", service="telemetry-sink", origin="telemetry-bus",
                     start=_at(18, 14, 41), error_rate=2, error_code="TSK-E408", warn_code="TSK-W88",
                     topic="vehicle-pings"),
        IncidentSpec(id="fleet-pool-exhausted", kind="database", flavor="pool", service="fleet-api",
                     origin="fleet-db", start=_at(18, 15, 3), error_rate=3, error_code="FLT-E503",
                     warn_code="FDB-W09", upstream=("battery-ops",), upstream_code="BOP-E503"),
    ),
)
