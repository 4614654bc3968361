"""Held-out world ``busline``: intercity bus ticketing in Asia/Kabul (UTC+04:30, a half-hour offset; ticket ids
``BL4301-88812``, riders ``rider_5521``).

Incidents: ticketissue-svc fails from two overlapping causes right now (a fare-cache eviction storm, then a few
minutes later connection-pool exhaustion on ticket-mysql; both ongoing), a GPS telemetry backlog on
gpsfeed-ingest this morning (resolved), a bad deploy of routeplan-svc around noon (rolled back), an expired TLS
certificate between notify-dispatch and the external SMS partner textline-sms last night (resolved), a short
latency blip on seathold-svc yesterday afternoon.
Healthy: refund-desk, refund-pg, boardscan-svc, route-es, hold-redis.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Kabul")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 5, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="busline",
    title="Busline intercity coach ticketing",
    seed=43018,
    timezone="Asia/Kabul",
    anchor=_at(14, 16, 40),
    hours=36,
    ids=IdFormats(order="BL{num:4}-{num:5}", user="rider_{num:4}", trace="{hex:20}"),
    order_service="ticketissue-svc",
    orders_per_hour=42,
    order_statuses=("ISSUED", "ISSUED", "BOARDED", "REFUNDED"),
    vocab=Vocabulary(latency="resp_p99_ms", error_ratio="err_share", consumer_lag="ingest_backlog_msgs",
                     error_alert="TicketErrorsHigh", latency_alert="SlowReplies", pool_alert="MysqlPoolDrained",
                     lag_alert="TelemetryBacklog", cache_alert="FareCacheMisses", tls_alert="PartnerTlsBroken"),
    services=(
        _S(name="coach-gate", team="平台组 Platform", description_zh="乘客入口网关", description_en="rider API gateway",
           depends_on=("routeplan-svc", "seathold-svc", "ticketissue-svc", "boardscan-svc", "refund-desk")),
        _S(name="routeplan-svc", team="行程组 Trips", description_zh="线路规划服务", description_en="route planner",
           depends_on=("route-es",)),
        _S(name="route-es", kind="elasticsearch", team="行程组 Trips", description_zh="线路检索 (Elasticsearch)",
           description_en="route search index"),
        _S(name="seathold-svc", team="座位组 Seats", description_zh="锁座服务", description_en="seat hold service",
           depends_on=("hold-redis",)),
        _S(name="hold-redis", kind="redis", team="座位组 Seats", description_zh="锁座缓存 (Redis)",
           description_en="seat hold cache"),
        _S(name="ticketissue-svc", team="票务组 Ticketing", description_zh="出票服务", description_en="ticket issuance",
           depends_on=("fare-cache", "ticket-mysql", "seathold-svc", "notify-dispatch")),
        _S(name="fare-cache", kind="redis", team="票务组 Ticketing", description_zh="票价缓存 (Redis)",
           description_en="fare cache"),
        _S(name="ticket-mysql", kind="mysql", team="DBA", description_zh="票务数据库 (MySQL)",
           description_en="ticket database"),
        _S(name="boardscan-svc", team="站务组 Stations", description_zh="检票扫码 (二维码)",
           description_en="boarding QR scan", depends_on=("ticket-mysql",)),
        _S(name="gpsfeed-ingest", team="车联组 Telematics", description_zh="车载 GPS 上报接入",
           description_en="GPS telemetry ingest", depends_on=("gps-kafka",)),
        _S(name="gps-kafka", kind="kafka", team="车联组 Telematics", description_zh="GPS 上报队列 (Kafka)",
           description_en="GPS telemetry queue"),
        _S(name="notify-dispatch", team="消息组 Messaging", description_zh="短信通知发送",
           description_en="SMS notification sender", depends_on=("textline-sms",)),
        _S(name="textline-sms", kind="external", team="外部 External", description_zh="外部短信服务商",
           description_en="SMS partner"),
        _S(name="refund-desk", team="退款组 Refunds", description_zh="退票退款服务", description_en="refunds",
           depends_on=("refund-pg",)),
        _S(name="refund-pg", kind="postgres", team="退款组 Refunds", description_zh="退款数据库 (PostgreSQL)",
           description_en="refund database"),
    ),
    incidents=(
        IncidentSpec(id="fare-evictions", kind="cache", service="ticketissue-svc", origin="fare-cache",
                     start=_at(14, 15, 52), error_rate=3, error_code="TIX-4271", warn_code="FRC-W11",
                     upstream=("coach-gate",), upstream_code="GTW-5044"),
        IncidentSpec(id="ticket-pool", kind="database", flavor="pool", service="ticketissue-svc",
                     origin="ticket-mysql", start=_at(14, 16, 5), error_rate=4, error_code="TIX-5304",
                     warn_code="MYS-POOL-W", upstream=("coach-gate",), upstream_code="GTW-5031",
                     order_failure_share=0.4, order_status="ISSUE_FAILED"),
        IncidentSpec(id="gps-backlog", kind="queue", service="gpsfeed-ingest", origin="gps-kafka",
                     start=_at(14, 6, 10), end=_at(14, 9, 25), error_rate=2, error_code="TLM-3102",
                     warn_code="TLM-W40", topic="gps.positions", alert_severity="warning"),
        IncidentSpec(id="routeplan-deploy", kind="deploy", service="routeplan-svc", start=_at(14, 11, 5),
                     end=_at(14, 11, 32), error_rate=4, error_code="RTP-5001", version="3.8.0",
                     previous_version="3.7.4", upstream=("coach-gate",), upstream_code="GTW-5020"),
        IncidentSpec(id="sms-cert", kind="certificate", service="notify-dispatch", origin="textline-sms",
                     start=_at(13, 21, 40), end=_at(13, 23, 15), error_rate=2, error_code="NTF-4950"),
        IncidentSpec(id="seathold-blip", kind="blip", service="seathold-svc", start=_at(13, 14, 20),
                     end=_at(13, 14, 38), error_rate=0, warn_code="SHD-W05", alert_severity="warning"),
    ),
)
