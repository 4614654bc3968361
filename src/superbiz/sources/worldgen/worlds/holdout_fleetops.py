"""Held-out world ``fleetops``: a truck fleet telematics platform (GPS ingestion, route planning, driver app, fuel
cards) in America/Mexico_City (UTC-06:00, no summer time). Fuel-card transactions ``FCX-K7Q24821``, drivers
``drv04821``, traces of 16 hex digits.

Incidents: the fuel-card network partner's certificate expired just before local midnight (fuel authorisations
failed until it was renewed; resolved), an ETA cache eviction storm behind route planning with dispatch and the
driver app failing through it (two hops, ongoing), a GPS ping backlog on the track writer (ongoing), lock waits on
the driver database behind the driver app yesterday afternoon (resolved), a bad geofence deploy this morning
(rolled back), a short latency blip on GPS ingestion last night.
Healthy: notify-push, track-pg, ping-stream, the map partner mapvendor-api (its certificate is valid).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Mexico_City")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="fleetops",
    title="Fleetops telematics",
    seed=73219,
    timezone="America/Mexico_City",
    anchor=_at(24, 10, 25),
    hours=30,
    ids=IdFormats(order="FCX-{alnum:4}{num:4}", user="drv{num:5}", trace="{hex:16}"),
    order_service="fuelcard-auth",
    orders_per_hour=30,
    order_statuses=("AUTHORIZED", "AUTHORIZED", "SETTLED", "SETTLED", "SETTLED", "REVERSED"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="p99_latency_ms", error_ratio="err_rate",
                     tls_days="cert_expiry_days", cache_alert="CacheEvictionStorm", latency_alert="P99TooHigh",
                     error_alert="ErrorRateBurn", db_alert="DatabaseDegraded", pool_alert="PoolExhausted",
                     lag_alert="ConsumerBacklog", tls_alert="PartnerTLSBroken"),
    services=(
        _S(name="edge-ingress", team="平台组 Platform", description_zh="统一入口网关（司机 App 与调度台流量）",
           description_en="edge gateway for the driver app and dispatch console",
           depends_on=("driverapp-bff", "dispatch-console", "fuelcard-auth")),
        _S(name="ping-ingest", team="车载数据组 Telematics", description_zh="车载终端 GPS 定位上报接入",
           description_en="GPS ping intake from truck units", depends_on=("ping-stream",)),
        _S(name="ping-stream", kind="kafka", team="车载数据组 Telematics", description_zh="GPS 定位消息流 (Kafka)",
           description_en="GPS ping stream"),
        _S(name="track-writer", team="车载数据组 Telematics", description_zh="轨迹落库（消费定位消息写入轨迹库）",
           description_en="track writer (consumes pings into the track store)",
           depends_on=("ping-stream", "track-pg")),
        _S(name="track-pg", kind="postgres", team="DBA", description_zh="车辆轨迹库 (PostgreSQL)",
           description_en="vehicle track database"),
        _S(name="geofence-eval", team="车载数据组 Telematics", description_zh="电子围栏进出判定",
           description_en="geofence entry/exit evaluation", depends_on=("ping-stream",)),
        _S(name="routeplan", team="路线组 Routing", description_zh="路线规划与 ETA 计算",
           description_en="route planning and ETA", depends_on=("eta-cache", "mapvendor-api")),
        _S(name="eta-cache", kind="redis", team="路线组 Routing", description_zh="ETA 与路段缓存 (Redis)",
           description_en="ETA and road segment cache"),
        _S(name="mapvendor-api", kind="external", team="外部合作方 Partner", description_zh="外部地图与路况服务商",
           description_en="external map and traffic provider"),
        _S(name="dispatch-console", team="调度组 Dispatch", description_zh="调度台后端（派车、改线）",
           description_en="dispatch console backend (assign trucks, reroute)", depends_on=("routeplan",)),
        _S(name="driverapp-bff", team="司机端组 Driver App", description_zh="司机 App 后端（接单、导航、打卡）",
           description_en="driver app backend (jobs, navigation, shifts)",
           depends_on=("routeplan", "driver-mysql", "notify-push")),
        _S(name="driver-mysql", kind="mysql", team="DBA", description_zh="司机与排班数据库 (MySQL)",
           description_en="driver and shift database"),
        _S(name="notify-push", team="司机端组 Driver App", description_zh="司机消息推送",
           description_en="push notifications to drivers"),
        _S(name="fuelcard-auth", team="油卡组 Fuel Cards", description_zh="油卡加油交易授权",
           description_en="fuel card transaction authorisation", depends_on=("fuelnet-api",)),
        _S(name="fuelnet-api", kind="external", team="外部合作方 Partner", description_zh="外部油卡结算网络",
           description_en="external fuel card network"),
    ),
    incidents=(
        IncidentSpec(id="fuelnet-cert", kind="certificate", service="fuelcard-auth", origin="fuelnet-api",
                     start=_at(23, 23, 47), end=_at(24, 1, 12), error_rate=3, error_code="FCA-7102",
                     upstream=("edge-ingress",), upstream_code="EDG-5302", order_failure_share=0.7,
                     order_status="PARTNER_UNREACHABLE"),
        IncidentSpec(id="eta-evictions", kind="cache", service="routeplan", origin="eta-cache",
                     start=_at(24, 9, 52), error_rate=3, error_code="RTP-4431", warn_code="ETC-W12",
                     upstream=("dispatch-console", "driverapp-bff"), upstream_code="UPS-5040"),
        IncidentSpec(id="ping-backlog", kind="queue", service="track-writer", origin="ping-stream",
                     start=_at(24, 8, 5), error_rate=2, error_code="TRW-3307", warn_code="TRW-W41",
                     topic="gps.pings.v2", alert_severity="warning"),
        IncidentSpec(id="driver-locks", kind="database", flavor="lock_wait", service="driverapp-bff",
                     origin="driver-mysql", start=_at(23, 15, 20), end=_at(23, 15, 58), error_rate=4,
                     error_code="DRV-6120", warn_code="MYS-LW3", upstream=("edge-ingress",),
                     upstream_code="EDG-5031"),
        IncidentSpec(id="geofence-deploy", kind="deploy", service="geofence-eval", start=_at(24, 6, 40),
                     end=_at(24, 7, 5), error_rate=4, error_code="GEO-5009", version="3.18.0",
                     previous_version="3.17.4"),
        IncidentSpec(id="ping-blip", kind="blip", service="ping-ingest", start=_at(23, 20, 14),
                     end=_at(23, 20, 26), error_rate=0, warn_code="PNG-W05", alert_severity="warning"),
    ),
)
