"""Dev world ``harbor``: a freight-booking platform in America/New_York (ids ``SO-7F3K2Q``).

Incidents: a fare-cache eviction storm behind quote-engine (ongoing), an expired carrier certificate last night
(resolved), a consumer backlog on the shipment events (ongoing), a short latency blip yesterday morning.
Healthy: edge-proxy, notify-hub, booking-pg, tracking-es.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/New_York")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="harbor",
    title="Harbor freight booking",
    seed=41017,
    timezone="America/New_York",
    anchor=_at(14, 16, 20),
    hours=36,
    ids=IdFormats(order="SO-{alnum:6}", user="CUST-{num:5}", trace="{hex:24}"),
    order_service="booking-api",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "IN_TRANSIT", "DELIVERED"),
    services=(
        _S(name="edge-proxy", team="平台组 Platform", description_zh="统一入口代理", description_en="edge proxy",
           depends_on=("booking-api", "tracking-api")),
        _S(name="booking-api", team="订舱组 Booking", description_zh="订舱下单接口",
           description_en="shipment booking API", depends_on=("quote-engine", "booking-pg", "carrier-bridge")),
        _S(name="quote-engine", team="运价组 Pricing", description_zh="运价计算引擎",
           description_en="freight quote engine", depends_on=("fare-cache",)),
        _S(name="fare-cache", kind="redis", team="运价组 Pricing", description_zh="运价缓存 (Redis)",
           description_en="fare cache (Redis)"),
        _S(name="booking-pg", kind="postgres", team="订舱组 Booking", description_zh="订舱数据库 (PostgreSQL)",
           description_en="booking database"),
        _S(name="carrier-bridge", team="承运商组 Carriers", description_zh="承运商接口桥接",
           description_en="carrier integration bridge", depends_on=("oceanlink-api",)),
        _S(name="oceanlink-api", kind="external", team="外部 External", description_zh="外部承运商 OceanLink 接口",
           description_en="external carrier API"),
        _S(name="tracking-api", team="追踪组 Tracking", description_zh="货运追踪查询",
           description_en="shipment tracking API", depends_on=("tracking-es", "shipment-bus")),
        _S(name="tracking-es", kind="elasticsearch", team="追踪组 Tracking", description_zh="追踪检索集群",
           description_en="tracking search cluster"),
        _S(name="shipment-bus", kind="kafka", team="平台组 Platform", description_zh="货运事件总线 (Kafka)",
           description_en="shipment event bus"),
        _S(name="manifest-worker", team="单证组 Documents", description_zh="舱单生成消费者",
           description_en="manifest builder (consumer)", depends_on=("shipment-bus", "booking-pg")),
        _S(name="notify-hub", team="消息组 Messaging", description_zh="通知中心", description_en="notification hub",
           depends_on=("shipment-bus",)),
    ),
    incidents=(
        IncidentSpec(id="fare-cache-evictions", kind="cache", service="quote-engine", origin="fare-cache",
                     start=_at(14, 14, 7), error_rate=4, error_code="QTE-7104", warn_code="FCH-W01",
                     upstream=("booking-api",), upstream_code="BKG-5021", order_failure_share=0.4,
                     order_status="QUOTE_TIMEOUT"),
        IncidentSpec(id="carrier-cert-expired", kind="certificate", service="carrier-bridge",
                     origin="oceanlink-api", start=_at(13, 22, 40), end=_at(14, 1, 15), error_rate=2,
                     error_code="CBR-4950", upstream=("booking-api",), upstream_code="BKG-5040"),
        IncidentSpec(id="manifest-backlog", kind="queue", service="manifest-worker", origin="shipment-bus",
                     start=_at(14, 15, 5), error_rate=2, error_code="MFW-3302", warn_code="MFW-W07",
                     topic="shipment-events", alert_severity="warning"),
        IncidentSpec(id="tracking-latency-blip", kind="blip", service="tracking-api", start=_at(13, 9, 12),
                     end=_at(13, 9, 31), error_rate=0, warn_code="TRK-W11", alert_severity="warning"),
    ),
)
