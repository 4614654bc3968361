"""Held-out world ``tractorly``: farm machinery rental (tractors, combines, sprayers) on Minsk time, zone
Europe/Minsk (UTC+03:00, no daylight saving; rental contracts ``BY/AGR/2026/0417``, farmers ``farm-0417-mn``,
22-hex trace ids).

Incidents: slow queries on the contracts database dagavor-pg under the rental contracts service dagavor-svc since
11:40 this morning, still going on at "now" (12:23 local), seen two hops up at the farmer mobile app
(dagavor-svc -> kalyasa-book -> zhniva-app); contracts created meanwhile stay PENDING_DB_TIMEOUT; the leasing-bank
partner's certificate (lizbank-partner, called by the leasing applications service lizing-finance) expired
yesterday at 16:00 and was renewed yesterday at 16:45 (resolved); a machine-telematics ingest backlog on
traktar-telemetry (topic machine.telemetry, queue traktar-kafka) early this morning 03:00-05:10 (resolved); a bad
deploy of the dealer portal dylerka-portal at 10:15 (4.2.0), rolled back at 10:35 (resolved; seen at the gateway
kasiba-edge), then a fixed 4.2.1 redeployed cleanly at 11:00 (rollout_ok; forty minutes before the contracts slow
queries, a tempting false cause); a pricing-cache eviction blip on tsena-redis under tsena-pricing yesterday
19:10-19:22 (resolved); a short latency blip of the push notifications service zvon-push this morning at 07:30
(resolved). Healthy: tekhnika-catalog (equipment catalogue), tekhnika-mysql.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Europe/Minsk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tractorly",
    title="Tractorly farm machinery rental",
    seed=90417,
    timezone="Europe/Minsk",
    anchor=_at(26, 12, 23),
    hours=36,
    ids=IdFormats(order="BY/AGR/2026/{num:4}", user="farm-{num:4}-mn", trace="{hex:22}"),
    order_service="zhniva-app",
    orders_per_hour=28,
    order_statuses=("RESERVED", "RESERVED", "ACTIVE", "ACTIVE", "RETURNED", "CANCELLED"),
    vocab=Vocabulary(request_rate="rps_total", latency="resp_p95_ms", error_ratio="fail_ratio",
                     hit_ratio="price_cache_hit", evictions="price_cache_evictions_per_s",
                     query_latency="pg_stmt_p95_ms", lock_waits="pg_lock_waiters", pool_in_use="pg_conns_busy",
                     pool_size="pg_conns_max", consumer_lag="telemetry_lag_msgs",
                     tls_days="peer_cert_days_left", tls_failures="peer_tls_errors_per_s",
                     cache_alert="PriceCacheHitDrop", latency_alert="RespP95Slow", error_alert="FailRatioHigh",
                     db_alert="ContractsDbSlowStatements", pool_alert="PgConnsExhausted",
                     lag_alert="TelemetryLagBuilding", tls_alert="PartnerTlsBroken"),
    services=(
        _S(name="kasiba-edge", team="平台组 Platform", description_zh="统一接入网关",
           description_en="edge API gateway", depends_on=("zhniva-app", "dylerka-portal")),
        _S(name="zhniva-app", team="农户体验组 Farmer Experience", description_zh="农户手机 App 后端 (农机租赁下单)",
           description_en="farmer mobile app backend (machinery rental)",
           depends_on=("kalyasa-book", "tsena-pricing", "tekhnika-catalog", "zvon-push")),
        _S(name="kalyasa-book", team="租赁组 Rentals", description_zh="农机预约排期服务",
           description_en="machine booking and scheduling service", depends_on=("dagavor-svc",)),
        _S(name="dagavor-svc", team="租赁组 Rentals", description_zh="租赁合同服务",
           description_en="rental contracts service", depends_on=("dagavor-pg", "lizing-finance")),
        _S(name="dagavor-pg", kind="postgres", team="DBA", description_zh="租赁合同数据库 (PostgreSQL)",
           description_en="contracts database"),
        _S(name="lizing-finance", team="金融组 Finance", description_zh="融资租赁申请服务",
           description_en="leasing applications service", depends_on=("lizbank-partner",)),
        _S(name="lizbank-partner", kind="external", team="外部 External", description_zh="外部融资租赁合作银行",
           description_en="external leasing-bank partner"),
        _S(name="dylerka-portal", team="经销商组 Dealer Network", description_zh="经销商门户",
           description_en="dealer portal", depends_on=("tekhnika-catalog", "tsena-pricing")),
        _S(name="tsena-pricing", team="定价组 Pricing", description_zh="租金定价服务",
           description_en="rental pricing service", depends_on=("tsena-redis",)),
        _S(name="tsena-redis", kind="redis", team="定价组 Pricing", description_zh="定价缓存 (Redis)",
           description_en="pricing cache"),
        _S(name="tekhnika-catalog", team="设备组 Equipment", description_zh="农机设备目录服务",
           description_en="equipment catalogue service", depends_on=("tekhnika-mysql",)),
        _S(name="tekhnika-mysql", kind="mysql", team="设备组 Equipment", description_zh="设备目录数据库 (MySQL)",
           description_en="equipment catalogue database"),
        _S(name="traktar-telemetry", team="物联网组 IoT", description_zh="农机遥测数据接入",
           description_en="machine telematics ingest", depends_on=("traktar-kafka",)),
        _S(name="traktar-kafka", kind="kafka", team="物联网组 IoT", description_zh="农机遥测消息队列 (Kafka)",
           description_en="telematics ingest queue"),
        _S(name="zvon-push", team="通知组 Notifications", description_zh="推送通知服务",
           description_en="push notification service"),
    ),
    incidents=(
        IncidentSpec(id="contracts-slow-query", kind="database", flavor="slow_query", service="dagavor-svc",
                     origin="dagavor-pg", start=_at(26, 11, 40), error_rate=3, error_code="DGV-5042",
                     warn_code="DPG-SLOW9", upstream=("kalyasa-book", "zhniva-app"), upstream_code="KLB-5040",
                     order_failure_share=0.5, order_status="PENDING_DB_TIMEOUT"),
        IncidentSpec(id="bank-cert-expired", kind="certificate", service="lizing-finance", origin="lizbank-partner",
                     start=_at(25, 16, 0), end=_at(25, 16, 45), error_rate=3, error_code="LZF-4951"),
        IncidentSpec(id="telemetry-backlog", kind="queue", service="traktar-telemetry", start=_at(26, 3, 0),
                     end=_at(26, 5, 10), error_rate=2, error_code="TRK-4290", warn_code="TRK-LAG2",
                     topic="machine.telemetry", alert_severity="warning"),
        IncidentSpec(id="portal-bad-deploy", kind="deploy", service="dylerka-portal", start=_at(26, 10, 15),
                     end=_at(26, 10, 35), error_rate=5, error_code="DLR-5031", version="4.2.0",
                     previous_version="4.1.3", upstream=("kasiba-edge",), upstream_code="KSB-5020"),
        IncidentSpec(id="portal-redeploy", kind="deploy", service="dylerka-portal", start=_at(26, 11, 0),
                     end=_at(26, 11, 6), version="4.2.1", previous_version="4.1.3", rollout_ok=True),
        IncidentSpec(id="pricing-evictions", kind="cache", service="tsena-pricing", origin="tsena-redis",
                     start=_at(25, 19, 10), end=_at(25, 19, 22), error_rate=2, error_code="TSN-5033",
                     warn_code="TRD-EVICT1"),
        IncidentSpec(id="push-blip", kind="blip", service="zvon-push", start=_at(26, 7, 30), end=_at(26, 7, 41)),
    ),
)
