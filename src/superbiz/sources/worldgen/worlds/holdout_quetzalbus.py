"""Held-out world ``quetzalbus``: intercity bus ticketing in America/Guatemala (UTC-06:00, no DST; "now" is 21:35
local, the late-evening booking rush for the night and dawn departures, which is already 03:35 UTC of the next day;
tickets ``GT-TKT-20261204-0417`` (the UTC day + a sequence), passengers ``pax_0417_gt``).

Incidents: lock waits on the seat-inventory database since 21:05 local, still going on at "now", with ticket sales
and the passenger app failing three hops away (pasajero-bff → taquilla → asientos → asientos-mysql; tickets fail
with SEAT_HOLD_FAILED); the payment gateway partner's certificate expired at 20:00 and is still expired (cobrogate →
pagoseguro-ext, wallet top-ups in monedero failing with it); a GPS telemetry backlog this evening 18:10–19:40
(resolved; rastreo → rutas-kafka, topic bus.gps.pings); a clean rollout of the driver app backend at 21:00
(conductor-api 6.3.0, INFO lines only: tempting, innocent); a bad boarding-scanner deploy yesterday 07:30 rolled back
at 08:05 (abordo-scan 3.8.0); a timetable cache eviction storm yesterday evening 19:20–19:55 (horariox →
horario-redis, the passenger app saw it); a timetable latency blip this afternoon 15:40–15:54.
Healthy: tarifario (fare rules) and avisador (passenger SMS notices); pagoseguro-ext emits no metrics of its own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Guatemala")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="quetzalbus",
    title="QuetzalBus intercity ticketing",
    seed=70417,
    timezone="America/Guatemala",
    anchor=_at(3, 21, 35),
    hours=40,
    ids=IdFormats(order="GT-TKT-{date}-{seq:4}", user="pax_{num:4}_gt", trace="qz{hex:20}"),
    order_service="taquilla",
    orders_per_hour=30,
    order_statuses=("ISSUED", "ISSUED", "ISSUED", "BOARDED", "ISSUED"),
    vocab=Vocabulary(request_rate="calls_per_sec", latency="p99_resp_ms", error_ratio="err_frac",
                     hit_ratio="kv_hit_frac", evictions="kv_evict_per_s", query_latency="sql_p99_ms",
                     lock_waits="innodb_lock_waits_s", pool_in_use="conn_busy", pool_size="conn_max",
                     consumer_lag="lag_msgs_behind", tls_days="cert_days_left", tls_failures="tls_hs_fail_s",
                     cache_alert="TimetableKvColdMisses", latency_alert="P99TooSlow", error_alert="ErrFracBurning",
                     db_alert="InnoLockPileup", pool_alert="ConnPoolMaxed", lag_alert="GpsPingsLagging",
                     tls_alert="PeerCertRejected"),
    services=(
        _S(name="pasajero-bff", team="乘客端组 Passenger", description_zh="乘客 App 后端",
           description_en="passenger app backend",
           depends_on=("taquilla", "horariox", "monedero", "tarifario")),
        _S(name="taquilla", team="售票组 Ticketing", description_zh="车票售卖服务",
           description_en="ticket sales service", depends_on=("asientos", "cobrogate", "tarifario")),
        _S(name="asientos", team="座位组 Inventory", description_zh="座位库存服务",
           description_en="seat inventory service", depends_on=("asientos-mysql",)),
        _S(name="asientos-mysql", kind="mysql", team="DBA", description_zh="座位库存数据库 (MySQL)",
           description_en="seat inventory database"),
        _S(name="cobrogate", team="支付组 Payments", description_zh="支付网关对接服务",
           description_en="payment gateway adapter", depends_on=("pagoseguro-ext",)),
        _S(name="pagoseguro-ext", kind="external", team="外部 External", description_zh="外部支付网关合作方",
           description_en="external payment gateway partner"),
        _S(name="monedero", team="支付组 Payments", description_zh="乘客钱包充值服务",
           description_en="passenger wallet top-up service", depends_on=("cobrogate",)),
        _S(name="abordo-scan", team="车站设备组 Station IoT", description_zh="登车扫码闸机 (IoT)",
           description_en="boarding scanners (IoT)", depends_on=("taquilla",)),
        _S(name="rastreo", team="车队组 Fleet", description_zh="车辆 GPS 定位追踪",
           description_en="bus GPS tracking", depends_on=("rutas-kafka",)),
        _S(name="rutas-kafka", kind="kafka", team="平台组 Platform", description_zh="GPS 遥测消息队列 (Kafka)",
           description_en="GPS telemetry queue"),
        _S(name="horariox", team="线路组 Routes", description_zh="班次时刻表服务",
           description_en="timetable service", depends_on=("horario-redis",)),
        _S(name="horario-redis", kind="redis", team="线路组 Routes", description_zh="时刻表缓存 (Redis)",
           description_en="timetable cache"),
        _S(name="conductor-api", team="司机端组 Drivers", description_zh="司机 App 后端",
           description_en="driver app backend", depends_on=("horariox", "rastreo")),
        _S(name="tarifario", team="售票组 Ticketing", description_zh="票价规则服务",
           description_en="fare rules service"),
        _S(name="avisador", team="乘客端组 Passenger", description_zh="乘客短信通知",
           description_en="passenger SMS notices", depends_on=("horariox",)),
    ),
    incidents=(
        IncidentSpec(id="scanner-bad-deploy", kind="deploy", service="abordo-scan", start=_at(2, 7, 30),
                     end=_at(2, 8, 5), error_rate=4, error_code="ABS-5006", version="3.8.0",
                     previous_version="3.7.2"),
        IncidentSpec(id="timetable-evictions", kind="cache", service="horariox", origin="horario-redis",
                     start=_at(2, 19, 20), end=_at(2, 19, 55), error_rate=3, error_code="HRX-2241",
                     warn_code="RDS-EVICT", upstream=("pasajero-bff",), upstream_code="PBF-5044"),
        IncidentSpec(id="timetable-blip", kind="blip", service="horariox", start=_at(3, 15, 40), end=_at(3, 15, 54),
                     error_rate=0, warn_code="HRX-W05", alert_severity="warning"),
        IncidentSpec(id="gps-backlog", kind="queue", service="rastreo", origin="rutas-kafka", topic="bus.gps.pings",
                     start=_at(3, 18, 10), end=_at(3, 19, 40), error_rate=2, error_code="RST-3307",
                     warn_code="RST-W22", alert_severity="warning"),
        IncidentSpec(id="pagoseguro-cert", kind="certificate", service="cobrogate", origin="pagoseguro-ext",
                     start=_at(3, 20, 0), error_rate=2, error_code="CBG-4952", upstream=("monedero",),
                     upstream_code="MND-5021"),
        IncidentSpec(id="driver-rollout", kind="deploy", service="conductor-api", start=_at(3, 21, 0),
                     end=_at(3, 21, 12), error_rate=0, version="6.3.0", previous_version="6.2.4",
                     rollout_ok=True),
        IncidentSpec(id="seat-lock-wait", kind="database", flavor="lock_wait", service="asientos",
                     origin="asientos-mysql", start=_at(3, 21, 5), error_rate=3, error_code="AST-4710",
                     warn_code="MYS-1205", upstream=("taquilla", "pasajero-bff"), upstream_code="TQL-5031",
                     order_failure_share=0.5, order_status="SEAT_HOLD_FAILED"),
    ),
)
