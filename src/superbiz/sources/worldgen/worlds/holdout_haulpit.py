"""Held-out world ``haulpit``: an open-pit quarry operator (blast scheduling, haul-truck dispatch, a weighbridge
partner, aggregate sales tickets, a truck telemetry feed, a fuel card partner, a shift roster) in
Asia/Ulaanbaatar (UTC+8, no daylight time; "now" is 14:25 local = 06:25 UTC, so the local "today" began at 16:00
UTC of the previous UTC date; sales tickets ``HP_26_004417_K``, drivers ``drv:0412``).

Incidents: the haul-truck dispatcher haulsched fails from two overlapping causes now (an eviction storm on its
Redis cache loadcache, then slow queries on its own MySQL haulsched-db, both ongoing; the gateway cragway sees
it); the weighbridge partner's certificate expired overnight and was renewed this morning (weighnet → scalelink →
aggrsale, two hops up); a bad deploy of the sales-ticket service yesterday evening (rolled back, some tickets
voided); a clean rollout of the fuel card client fuelpass late this morning; the truck telemetry backlog on
telemq still growing since midday; a latency blip on the shift roster this morning.
Healthy: blastplan, blastplan-pg, aggrsale-db; weighnet and fuelkey are external and emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Ulaanbaatar")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="haulpit",
    title="Haulpit quarry operations",
    seed=52817,
    timezone="Asia/Ulaanbaatar",
    anchor=_at(11, 14, 25),
    hours=36,
    ids=IdFormats(order="HP_26_{num:6}_{alpha:1}", user="drv:{num:4}", trace="hp{hex:18}"),
    order_service="aggrsale",
    orders_per_hour=30,
    order_statuses=("ISSUED", "ISSUED", "WEIGHED", "INVOICED", "LOADED"),
    vocab=Vocabulary(request_rate="calls_per_s", latency="svc_p99_ms", error_ratio="failed_call_ratio",
                     hit_ratio="kv_hit_share", evictions="kv_evictions_per_s", query_latency="sql_p99_ms",
                     consumer_lag="telemetry_lag_msgs", tls_days="peer_cert_days_left",
                     tls_failures="peer_tls_fail_per_s", cache_alert="KvEvictionStorm",
                     latency_alert="HaulP99Degraded", error_alert="CallFailSurge", db_alert="SqlSlowQueries",
                     pool_alert="SqlPoolDrained", lag_alert="TelemetryLagGrowing",
                     tls_alert="WeighPeerCertBad"),
    services=(
        _S(name="cragway", team="平台组 Platform", description_zh="矿区 API 网关", description_en="site API gateway",
           depends_on=("haulsched", "blastplan", "aggrsale", "shiftroll", "fuelpass")),
        _S(name="haulsched", team="调度组 Dispatch", description_zh="矿卡调度服务",
           description_en="haul truck dispatch", depends_on=("haulsched-db", "loadcache", "rigbeat")),
        _S(name="haulsched-db", kind="mysql", team="DBA", description_zh="调度数据库 (MySQL)",
           description_en="dispatch database"),
        _S(name="loadcache", kind="redis", team="调度组 Dispatch", description_zh="调度缓存 (Redis)",
           description_en="dispatch cache"),
        _S(name="blastplan", team="爆破组 Blasting", description_zh="爆破排程", description_en="blast scheduling",
           depends_on=("blastplan-pg",)),
        _S(name="blastplan-pg", kind="postgres", team="DBA", description_zh="爆破排程数据库 (PostgreSQL)",
           description_en="blast schedule database"),
        _S(name="scalelink", team="合作方对接组 Partners", description_zh="地磅合作方对接",
           description_en="weighbridge partner client", depends_on=("weighnet",)),
        _S(name="weighnet", kind="external", team="外部 External", description_zh="外部地磅合作方",
           description_en="weighbridge partner"),
        _S(name="aggrsale", team="销售组 Sales", description_zh="砂石料销售单服务",
           description_en="aggregate sales tickets", depends_on=("aggrsale-db", "scalelink")),
        _S(name="aggrsale-db", kind="mysql", team="销售组 Sales", description_zh="销售单数据库 (MySQL)",
           description_en="sales ticket database"),
        _S(name="rigbeat", team="车联网组 Telematics", description_zh="矿卡遥测数据接入",
           description_en="truck telemetry ingest", depends_on=("telemq",)),
        _S(name="telemq", kind="kafka", team="车联网组 Telematics", description_zh="遥测消息队列 (Kafka)",
           description_en="telemetry queue"),
        _S(name="fuelpass", team="合作方对接组 Partners", description_zh="加油卡合作方对接",
           description_en="fuel card partner client", depends_on=("fuelkey",)),
        _S(name="fuelkey", kind="external", team="外部 External", description_zh="外部加油卡合作方",
           description_en="fuel card partner"),
        _S(name="shiftroll", team="人事排班组 Workforce", description_zh="司机排班表",
           description_en="driver shift roster"),
    ),
    incidents=(
        IncidentSpec(id="loadcache-evictions", kind="cache", service="haulsched", origin="loadcache",
                     start=_at(11, 13, 48), error_rate=3, error_code="HSD-5041", warn_code="LDC-W12",
                     upstream=("cragway",), upstream_code="CGW-5030"),
        IncidentSpec(id="haulsched-slow-sql", kind="database", flavor="slow_query", service="haulsched",
                     origin="haulsched-db", start=_at(11, 14, 2), error_rate=3, error_code="HSD-5208",
                     warn_code="HDB-W31"),
        IncidentSpec(id="weighnet-cert", kind="certificate", service="scalelink", origin="weighnet",
                     start=_at(11, 2, 37), end=_at(11, 8, 52), error_rate=2, error_code="SCL-4953",
                     upstream=("aggrsale",), upstream_code="AGS-5027"),
        IncidentSpec(id="aggrsale-deploy", kind="deploy", service="aggrsale", start=_at(10, 19, 40),
                     end=_at(10, 20, 15), error_rate=4, error_code="AGS-5003", version="3.8.0",
                     previous_version="3.7.4", order_failure_share=0.5, order_status="VOIDED"),
        IncidentSpec(id="fuelpass-rollout", kind="deploy", service="fuelpass", start=_at(11, 11, 5),
                     end=_at(11, 11, 22), error_rate=0, version="2.4.1", previous_version="2.4.0",
                     rollout_ok=True),
        IncidentSpec(id="telemetry-backlog", kind="queue", service="rigbeat", origin="telemq", start=_at(11, 12, 51),
                     error_rate=2, error_code="RGB-4409", warn_code="TMQ-W44", topic="truck.telemetry.raw",
                     alert_severity="warning"),
        IncidentSpec(id="shiftroll-blip", kind="blip", service="shiftroll", start=_at(11, 9, 14), end=_at(11, 9, 31),
                     error_rate=0, warn_code="SHR-W05", alert_severity="warning"),
    ),
)
