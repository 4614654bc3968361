"""Held-out world ``parkwise``: city parking garages (entry/exit lanes, plate recognition, pay kiosks, monthly
passes) in America/St_Johns (UTC-03:30 in December). "Now" is early morning local time; ticket ids look like
``TK-4821-A7QZ``, motorists ``drv.3fa9c1``, trace ids 20 hex digits.

Incidents: a plate-cache eviction storm behind platecam, seen by the lanes, yesterday evening (resolved, two-hop
lanegate -> platecam -> plate-cache); a bad passbook release last night (rolled back); the card acquirer's expired
certificate failing kiosk payments across local midnight (resolved); lock waits on passbook-db overnight
(resolved); a short latency blip on receipts before dawn; a sensor-event backlog on spotcount (ongoing); slow
fare-db queries behind tariff, failing kiosk payments (ongoing, two-hop kioskpay -> tariff -> fare-db).
Healthy: signboard, motorist-app.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/St_Johns")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="parkwise",
    title="Parkwise city garages",
    seed=71903,
    timezone="America/St_Johns",
    anchor=_at(15, 7, 40),
    hours=32,
    ids=IdFormats(order="TK-{num:4}-{alnum:4}", user="drv.{hex:6}", trace="{hex:20}"),
    order_service="kioskpay",
    orders_per_hour=30,
    order_statuses=("SETTLED", "SETTLED", "EXITED", "VALIDATED"),
    vocab=Vocabulary(latency="resp_p99_ms", error_ratio="err_share", error_alert="ErrorShareHigh",
                     latency_alert="RespP99Slow", cache_alert="PlateCacheColdMiss", db_alert="DbQueriesSlow",
                     lag_alert="SensorBacklog", tls_alert="TlsHandshakeErrors", consumer_lag="backlog_msgs"),
    services=(
        _S(name="lanegate", team="闸口组 Lanes", description_zh="出入口道闸控制（抬杆放行）",
           description_en="entry/exit lane barrier controller", depends_on=("platecam", "passbook", "kioskpay")),
        _S(name="platecam", team="识别组 Vision", description_zh="车牌识别（ANPR）",
           description_en="licence plate recognition", depends_on=("plate-cache",)),
        _S(name="plate-cache", kind="redis", team="识别组 Vision", description_zh="车牌识别结果缓存 (Redis)",
           description_en="plate read cache"),
        _S(name="passbook", team="月卡组 Passes", description_zh="月卡/包月通行证",
           description_en="monthly parking passes", depends_on=("passbook-db",)),
        _S(name="passbook-db", kind="postgres", team="DBA", description_zh="月卡数据库 (PostgreSQL)",
           description_en="pass database"),
        _S(name="kioskpay", team="收费组 Payments", description_zh="自助缴费机（停车票结算）",
           description_en="pay-station kiosks and ticket settlement",
           depends_on=("tariff", "card-acquirer", "receipts")),
        _S(name="tariff", team="收费组 Payments", description_zh="停车费率计算",
           description_en="parking fee calculation", depends_on=("fare-db",)),
        _S(name="fare-db", kind="mysql", team="DBA", description_zh="费率与缴费数据库 (MySQL)",
           description_en="fares and payments database"),
        _S(name="card-acquirer", kind="external", team="外部 Acquirer", description_zh="银行卡收单机构",
           description_en="card acquiring bank"),
        _S(name="receipts", team="收费组 Payments", description_zh="电子停车收据",
           description_en="e-receipts for parking payments"),
        _S(name="spotcount", team="车位组 Bays", description_zh="车位占用计数（地磁传感器）",
           description_en="bay occupancy counter from ground sensors", depends_on=("bay-events",)),
        _S(name="bay-events", kind="kafka", team="车位组 Bays", description_zh="车位传感器事件队列 (Kafka)",
           description_en="bay sensor event stream"),
        _S(name="signboard", team="车位组 Bays", description_zh="路口余位诱导屏",
           description_en="street vacancy signs", depends_on=("spotcount",)),
        _S(name="motorist-app", team="车主端 App", description_zh="车主小程序后端",
           description_en="motorist app backend", depends_on=("passbook", "kioskpay")),
    ),
    incidents=(
        IncidentSpec(id="plate-cache-evict", kind="cache", service="platecam", origin="plate-cache",
                     start=_at(14, 19, 10), end=_at(14, 19, 52), error_rate=3, error_code="ANPR-4082",
                     warn_code="PLC-W11", upstream=("lanegate",), upstream_code="LANE-5023"),
        IncidentSpec(id="passbook-release", kind="deploy", service="passbook", start=_at(14, 21, 35),
                     end=_at(14, 22, 8), error_rate=4, error_code="PSB-5007", version="3.8.0",
                     previous_version="3.7.4"),
        IncidentSpec(id="acquirer-cert", kind="certificate", service="kioskpay", origin="card-acquirer",
                     start=_at(14, 23, 25), end=_at(15, 1, 10), error_rate=2.5, error_code="KSK-4951",
                     order_failure_share=0.6, order_status="CARD_DECLINED"),
        IncidentSpec(id="passbook-locks", kind="database", flavor="lock_wait", service="passbook",
                     origin="passbook-db", start=_at(15, 3, 5), end=_at(15, 3, 40), error_rate=2,
                     error_code="PSB-4090", warn_code="PGL-W03"),
        IncidentSpec(id="receipts-blip", kind="blip", service="receipts", start=_at(15, 5, 12), end=_at(15, 5, 29),
                     error_rate=0, warn_code="RCP-W20", alert_severity="warning"),
        IncidentSpec(id="bay-backlog", kind="queue", service="spotcount", origin="bay-events",
                     start=_at(15, 6, 48), error_rate=2, error_code="BAY-3304", warn_code="BAY-W07",
                     topic="bay-events.ground-sensors", alert_severity="warning"),
        IncidentSpec(id="fare-slow", kind="database", flavor="slow_query", service="tariff", origin="fare-db",
                     start=_at(15, 7, 12), error_rate=3, error_code="TRF-5041", warn_code="FDB-W31",
                     upstream=("kioskpay",), upstream_code="KSK-5034", order_failure_share=0.9,
                     order_status="UNPAID"),
    ),
)
