"""Held-out world ``telecabina``: urban cable-car lines on Bogota time, zone America/Guayaquil (UTC-05:00, no daylight
saving; America/Bogota itself is voltride's and zones are unique per world; ride ids ``BOG-TC-0417-2612``, riders
``rider.0417.co``, 24-hex trace ids).

Incidents: a fares-cache eviction storm on cuota-redis behind cuota-rules (the fare rules), which makes the ticket
gates (torno-gates) fail validations two hops away since 06:40 this morning (ongoing); the card-payment partner's
certificate that expired last night at 23:00 and was renewed at 06:55 this morning (resolved, across local
midnight); a bad deploy of the rider app backend viajero-app yesterday at 18:00, rolled back at 18:30 and redeployed
fixed at 19:10 (resolved); a cabin-telemetry consumer backlog overnight 01:00-03:30 (resolved); lock waits on the
ride-history database yesterday 13:00-13:25 (resolved). Rides failed during the deploy (APP_ERROR) and the
certificate expiry (CARD_DECLINED_TLS). Healthy: taller-orders (maintenance work orders), anden-displays (station
displays), taller-pg, cabina-kafka.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Guayaquil")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="telecabina",
    title="Telecabina urban cable car",
    seed=70417,
    timezone="America/Guayaquil",
    anchor=_at(19, 7, 12),
    hours=36,
    ids=IdFormats(order="BOG-TC-{num:4}-{num:4}", user="rider.{num:4}.co", trace="{hex:24}"),
    order_service="viajero-app",
    orders_per_hour=36,
    order_statuses=("BOARDED", "BOARDED", "COMPLETED", "COMPLETED", "REFUNDED"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="resp_p99_ms", error_ratio="fail_ratio",
                     hit_ratio="fares_hit_pct", evictions="fares_evictions_per_s", query_latency="sql_p99_ms",
                     lock_waits="row_lock_waits_per_s", consumer_lag="telemetry_lag_msgs",
                     tls_days="peer_cert_days_left", tls_failures="tls_handshake_errors_per_s",
                     cache_alert="FaresCacheHitDrop", latency_alert="RespSlow", error_alert="FailRatioHigh",
                     db_alert="SqlSlow", pool_alert="DbConnsExhausted", lag_alert="TelemetryLagging",
                     tls_alert="PeerCertInvalid"),
    services=(
        _S(name="teleferico-edge", team="平台组 Platform", description_zh="乘客 API 入口网关",
           description_en="rider API edge gateway", depends_on=("viajero-app", "viajes-hist")),
        _S(name="viajero-app", team="乘客应用组 Rider App", description_zh="乘客 App 后端 (购票与行程)",
           description_en="rider app backend (tickets and rides)",
           depends_on=("abono-pay", "viajes-hist", "cuota-rules")),
        _S(name="torno-gates", team="闸机组 Gates", description_zh="检票闸机 (物联网验票机)",
           description_en="ticket gates (IoT validators)", depends_on=("cuota-rules",)),
        _S(name="cuota-rules", team="票价组 Fares", description_zh="票价规则服务", description_en="fare rules service",
           depends_on=("cuota-redis",)),
        _S(name="cuota-redis", kind="redis", team="票价组 Fares", description_zh="票价缓存 (Redis)",
           description_en="fares cache"),
        _S(name="abono-pay", team="支付组 Payments", description_zh="银行卡支付服务",
           description_en="card payment service", depends_on=("tarjetanet-partner",)),
        _S(name="tarjetanet-partner", kind="external", team="外部 External", description_zh="外部银行卡收单合作方",
           description_en="external card-payment partner"),
        _S(name="gondola-telemetry", team="运维数据组 Telemetry", description_zh="吊厢遥测数据接入",
           description_en="cabin telemetry ingestion", depends_on=("cabina-kafka",)),
        _S(name="cabina-kafka", kind="kafka", team="运维数据组 Telemetry", description_zh="吊厢遥测消息队列 (Kafka)",
           description_en="cabin telemetry queue"),
        _S(name="taller-orders", team="维保组 Maintenance", description_zh="维修工单服务",
           description_en="maintenance work orders", depends_on=("taller-pg", "gondola-telemetry")),
        _S(name="taller-pg", kind="postgres", team="维保组 Maintenance", description_zh="工单数据库 (PostgreSQL)",
           description_en="work-order database"),
        _S(name="viajes-hist", team="乘客应用组 Rider App", description_zh="乘车记录服务",
           description_en="ride history service", depends_on=("viajes-mysql",)),
        _S(name="viajes-mysql", kind="mysql", team="DBA", description_zh="乘车记录数据库 (MySQL)",
           description_en="ride-history database"),
        _S(name="anden-displays", team="站务组 Stations", description_zh="站台信息屏",
           description_en="station displays", depends_on=("teleferico-edge",)),
    ),
    incidents=(
        IncidentSpec(id="fares-evictions", kind="cache", service="cuota-rules", origin="cuota-redis",
                     start=_at(19, 6, 40), error_rate=3, error_code="FRR-5032", warn_code="CRD-EVICT9",
                     upstream=("torno-gates",), upstream_code="GATE-E417"),
        IncidentSpec(id="card-cert-expired", kind="certificate", service="abono-pay", origin="tarjetanet-partner",
                     start=_at(18, 23, 0), end=_at(19, 6, 55), error_rate=2, error_code="ABP-4951",
                     upstream=("viajero-app",), upstream_code="VJA-4027", order_failure_share=0.5,
                     order_status="CARD_DECLINED_TLS"),
        IncidentSpec(id="app-bad-deploy", kind="deploy", service="viajero-app", start=_at(18, 18, 0),
                     end=_at(18, 18, 30), error_rate=5, error_code="VJA-5009", version="4.12.0",
                     previous_version="4.11.3", upstream=("teleferico-edge",), upstream_code="TLE-5021",
                     order_failure_share=0.6, order_status="APP_ERROR"),
        IncidentSpec(id="app-redeploy", kind="deploy", service="viajero-app", start=_at(18, 19, 10),
                     end=_at(18, 19, 16), version="4.12.1", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="telemetry-backlog", kind="queue", service="gondola-telemetry", start=_at(19, 1, 0),
                     end=_at(19, 3, 30), error_rate=2, error_code="GTM-4290", warn_code="GTM-LAG3",
                     topic="cabin.telemetry", alert_severity="warning"),
        IncidentSpec(id="ridehist-lock-wait", kind="database", flavor="lock_wait", service="viajes-hist",
                     origin="viajes-mysql", start=_at(18, 13, 0), end=_at(18, 13, 25), error_rate=3,
                     error_code="VJH-5301", warn_code="VMY-LOCK2"),
    ),
)
