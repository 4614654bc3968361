"""Held-out world ``atollstay``: island resort operations in Indian/Maldives (UTC+05:00, no daylight saving;
"now" = 2026-12-01 23:20 local, late at night; bookings ``ATL-2026-MLE-0417``, guests ``G0417MV``, 24-hex
trace ids).

Incidents: slow queries on resv-mysql (the villa bookings database) since 22:40 behind villa-resv, seen two hops
up at conch-app (the guest app backend), still going on at "now" (bookings fail with HOLD_TIMEOUT); the seaplane
operator partner's certificate that expired yesterday at 16:00 and still fails hop-transfer (more than a day); a
room-service order backlog on tray-bus consumed by galley-worker this evening 19:00-20:10 (resolved); a bad
spa-slots deploy at 21:00 rolled back at 21:15 and redeployed fixed at 21:50 (a clean rollout); a short latency
blip on tariff-svc (the rates cache) this morning. Healthy: cowrie-pay, tidy-tab, tidy-pg, spa-pg, tariff-redis.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Indian/Maldives")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="atollstay",
    title="Atollstay island resort",
    seed=70417,
    timezone="Indian/Maldives",
    anchor=_at(1, 23, 20),
    hours=36,
    ids=IdFormats(order="ATL-2026-MLE-{num:4}", user="G{num:4}MV", trace="{hex:24}"),
    order_service="villa-resv",
    orders_per_hour=24,
    order_statuses=("HELD", "CONFIRMED", "CONFIRMED", "CHECKED_IN"),
    vocab=Vocabulary(request_rate="resort_req_per_s", latency="resort_p99_latency_ms", error_ratio="resort_err_ratio",
                     query_latency="resv_query_p99_ms", consumer_lag="tray_consumer_lag",
                     tls_failures="partner_tls_fail_per_s", tls_days="partner_cert_days_left",
                     db_alert="ResvQueriesSlow", lag_alert="TrayOrdersBacklog", error_alert="ResortErrorsHigh",
                     latency_alert="ResortP99High", cache_alert="RatesCacheMissing", tls_alert="PartnerTlsExpired"),
    services=(
        _S(name="conch-app", team="宾客体验组 Guest Experience", description_zh="宾客 App 后端",
           description_en="guest app backend",
           depends_on=("villa-resv", "spa-slots", "tray-orders", "tariff-svc", "hop-transfer")),
        _S(name="villa-resv", team="预订组 Reservations", description_zh="别墅预订服务",
           description_en="villa booking service", depends_on=("resv-mysql", "tariff-svc", "cowrie-pay")),
        _S(name="resv-mysql", kind="mysql", team="DBA", description_zh="预订数据库 (MySQL)",
           description_en="bookings database"),
        _S(name="tariff-svc", team="收益组 Revenue", description_zh="房价缓存服务",
           description_en="rates cache service", depends_on=("tariff-redis",)),
        _S(name="tariff-redis", kind="redis", team="收益组 Revenue", description_zh="房价缓存 (Redis)",
           description_en="rates cache store"),
        _S(name="hop-transfer", team="交通组 Transfers", description_zh="水上飞机接驳调度",
           description_en="seaplane transfer scheduling", depends_on=("skyreef-partner",)),
        _S(name="skyreef-partner", kind="external", team="外部 External", description_zh="水上飞机运营商合作方 API",
           description_en="seaplane operator partner API"),
        _S(name="spa-slots", team="康体组 Wellness", description_zh="水疗预约服务",
           description_en="spa booking service", depends_on=("spa-pg",)),
        _S(name="spa-pg", kind="postgres", team="康体组 Wellness", description_zh="水疗预约数据库 (PostgreSQL)",
           description_en="spa booking database"),
        _S(name="tray-orders", team="餐饮组 Dining", description_zh="客房送餐下单服务",
           description_en="room-service ordering", depends_on=("tray-bus",)),
        _S(name="tray-bus", kind="kafka", team="餐饮组 Dining", description_zh="送餐订单队列 (Kafka)",
           description_en="room-service order queue"),
        _S(name="galley-worker", team="餐饮组 Dining", description_zh="后厨送餐订单处理",
           description_en="kitchen room-service order worker", depends_on=("tray-bus",)),
        _S(name="cowrie-pay", team="财务组 Finance", description_zh="支付服务", description_en="payments"),
        _S(name="tidy-tab", team="客房组 Housekeeping", description_zh="客房清洁平板后端",
           description_en="housekeeping tablet backend", depends_on=("tidy-pg",)),
        _S(name="tidy-pg", kind="postgres", team="客房组 Housekeeping", description_zh="清洁任务数据库 (PostgreSQL)",
           description_en="housekeeping task database"),
    ),
    incidents=(
        IncidentSpec(id="resv-slow-query", kind="database", flavor="slow_query", service="villa-resv",
                     origin="resv-mysql", start=_at(1, 22, 40), error_rate=3, error_code="VRS-5041",
                     warn_code="RSQ-SLOW3", upstream=("conch-app",), upstream_code="CNA-5024",
                     order_failure_share=0.5, order_status="HOLD_TIMEOUT"),
        IncidentSpec(id="skyreef-cert-expired", kind="certificate", service="hop-transfer",
                     origin="skyreef-partner", start=datetime(2026, 11, 30, 16, 0, tzinfo=_TZ),
                     error_rate=2, error_code="HOP-4952"),
        IncidentSpec(id="tray-backlog", kind="queue", service="galley-worker", start=_at(1, 19, 0),
                     end=_at(1, 20, 10), error_rate=2, error_code="GLY-4290", warn_code="GLY-LAG1",
                     topic="tray.orders.v1", alert_severity="warning"),
        IncidentSpec(id="spa-bad-deploy", kind="deploy", service="spa-slots", start=_at(1, 21, 0),
                     end=_at(1, 21, 15), error_rate=5, error_code="SPA-5003", version="3.4.0",
                     previous_version="3.3.2", upstream=("conch-app",), upstream_code="CNA-5031"),
        IncidentSpec(id="spa-redeploy", kind="deploy", service="spa-slots", start=_at(1, 21, 50),
                     end=_at(1, 21, 55), version="3.4.1", previous_version="3.3.2", rollout_ok=True),
        IncidentSpec(id="tariff-blip", kind="blip", service="tariff-svc", start=_at(1, 9, 12),
                     end=_at(1, 9, 26), error_rate=0, warn_code="TRF-W07", alert_severity="warning"),
    ),
)
