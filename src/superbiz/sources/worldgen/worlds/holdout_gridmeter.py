"""HELD OUT: the engine's developers must not read this module until measurement.

Held-out world ``gridmeter``: an IoT smart-meter electricity utility in Australia/Adelaide (+10:30 in summer
time), with bill ids ``BL-<day>-<seq>``, ``NMI`` account ids and two-part trace ids, and its own metric and alert
vocabulary. Incidents (local times): a usage-api latency blip yesterday morning, usage-cache evictions behind
usage-api errors yesterday afternoon (resolved), tariff-db lock waits failing bill rating late last night
(resolved), an expired certificate of the meter radio vendor breaking head-end-gateway overnight (resolved), a
bad notify-hub deploy rolled back late this morning (resolved), a meter-ingest backlog on interval reads
(ongoing) and a crew-db connection-pool exhaustion at work-order-svc (ongoing). Healthy throughout:
outage-map, outage-index, customer-app today, reading-store.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Australia/Adelaide")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 2, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

_VOCAB = Vocabulary(
    request_rate="http_requests_rate", latency="http_latency_p99", error_ratio="http_5xx_share",
    hit_ratio="kv_hit_rate", evictions="kv_evictions_per_sec", query_latency="sql_p99_latency",
    lock_waits="sql_lock_waits_rate", pool_in_use="sql_pool_busy", pool_size="sql_pool_capacity",
    consumer_lag="stream_backlog", tls_days="x509_days_left", tls_failures="x509_handshake_errors",
    cache_alert="KvHitRateDegraded", latency_alert="SlowResponsesP99", error_alert="High5xxShare",
    db_alert="SqlContention", pool_alert="SqlPoolFull", lag_alert="StreamBacklogRising",
    tls_alert="PeerCertInvalid",
)

SPEC = WorldSpec(
    name="gridmeter",
    title="GridMeter smart-meter utility",
    seed=500031,
    timezone="Australia/Adelaide",
    anchor=_at(12, 16, 40),
    hours=36,
    ids=IdFormats(order="BL-{date}-{seq:5}", user="NMI{num:10}", trace="gm{alnum:10}-{hex:6}"),
    order_service="billing-engine",
    orders_per_hour=30,
    order_statuses=("ISSUED", "ISSUED", "PAID", "DIRECT_DEBIT_SCHEDULED", "OVERDUE"),
    vocab=_VOCAB,
    services=(
        _S(name="customer-app", team="用户端组 Customer Experience",
           description_zh="用户自助 App 后端 (用电查询、账单)",
           description_en="customer self-service app backend",
           depends_on=("usage-api", "billing-engine", "outage-map")),
        _S(name="usage-api", team="用电数据组 Usage", description_zh="用电量查询接口",
           description_en="energy usage API", depends_on=("usage-cache", "reading-store")),
        _S(name="usage-cache", kind="redis", team="用电数据组 Usage", description_zh="用电量缓存 (Redis)",
           description_en="usage cache"),
        _S(name="reading-store", kind="postgres", team="DBA", description_zh="电表读数库 (PostgreSQL)",
           description_en="meter reading store"),
        _S(name="billing-engine", team="计费组 Billing", description_zh="电费计费与出账",
           description_en="tariff rating and bill run", depends_on=("tariff-db", "notify-hub", "reading-store")),
        _S(name="tariff-db", kind="mysql", team="DBA", description_zh="电价与计费数据库 (MySQL)",
           description_en="tariff database"),
        _S(name="notify-hub", team="触达组 Messaging", description_zh="账单与停电通知发送",
           description_en="bill and outage notifications", depends_on=("sendwave-sms",)),
        _S(name="sendwave-sms", kind="external", team="外部 External", description_zh="外部短信/邮件通道",
           description_en="external SMS and e-mail provider"),
        _S(name="head-end-gateway", team="计量接入组 Metering", description_zh="电表头端网关 (远程抄表与通断电)",
           description_en="meter head-end gateway", depends_on=("meshradio-vendor", "reading-stream")),
        _S(name="meshradio-vendor", kind="external", team="外部 External", description_zh="外部电表无线组网服务商",
           description_en="external meter mesh-radio vendor"),
        _S(name="reading-stream", kind="kafka", team="平台组 Platform", description_zh="电表读数事件流 (Kafka)",
           description_en="meter reading event stream"),
        _S(name="meter-ingest", team="计量接入组 Metering", description_zh="读数入库 (消费者)",
           description_en="meter reading ingest (consumer)", depends_on=("reading-stream", "reading-store")),
        _S(name="field-ops", team="现场运维组 Field Operations", description_zh="现场作业调度 (换表、通断电)",
           description_en="field operations dispatch", depends_on=("head-end-gateway", "work-order-svc")),
        _S(name="work-order-svc", team="现场运维组 Field Operations", description_zh="工单服务",
           description_en="work order service", depends_on=("crew-db",)),
        _S(name="crew-db", kind="postgres", team="DBA", description_zh="工单与班组数据库 (PostgreSQL)",
           description_en="work order and crew database"),
        _S(name="outage-map", team="停电信息组 Outage", description_zh="停电地图与停电查询",
           description_en="outage map", depends_on=("outage-index",)),
        _S(name="outage-index", kind="elasticsearch", team="停电信息组 Outage", description_zh="停电检索集群",
           description_en="outage search cluster"),
    ),
    incidents=(
        IncidentSpec(id="usage-latency-blip", kind="blip", service="usage-api", start=_at(11, 7, 46),
                     end=_at(11, 8, 3), error_rate=0, warn_code="USG-W30", alert_severity="warning"),
        IncidentSpec(id="usage-cache-evictions", kind="cache", service="usage-api", origin="usage-cache",
                     start=_at(11, 13, 14), end=_at(11, 14, 6), error_rate=2.5, error_code="USG-E504",
                     warn_code="UCH-W01", upstream=("customer-app",), upstream_code="CAP-E502"),
        IncidentSpec(id="tariff-lock-waits", kind="database", flavor="lock_wait", service="billing-engine",
                     origin="tariff-db", start=_at(11, 22, 31), end=_at(11, 23, 22), error_rate=3,
                     error_code="RATE-E409", warn_code="TDB-W11", order_failure_share=0.5,
                     order_status="RATING_FAILED"),
        IncidentSpec(id="meshradio-cert-expired", kind="certificate", service="head-end-gateway",
                     origin="meshradio-vendor", start=_at(12, 2, 5), end=_at(12, 4, 48), error_rate=2,
                     error_code="HES-E495", upstream=("field-ops",), upstream_code="FOP-E503"),
        IncidentSpec(id="notify-bad-deploy", kind="deploy", service="notify-hub", start=_at(12, 11, 4),
                     end=_at(12, 11, 39), error_rate=4, error_code="NTF-E500", version="7.14.0",
                     previous_version="7.13.2", upstream=("billing-engine",), upstream_code="RATE-E502",
                     order_failure_share=0.35, order_status="BILL_UNDELIVERED"),
        IncidentSpec(id="ingest-backlog", kind="queue", service="meter-ingest", origin="reading-stream",
                     start=_at(12, 15, 57), error_rate=2, error_code="ING-E408", warn_code="ING-W90",
                     topic="interval-reads"),
        IncidentSpec(id="crew-pool-exhausted", kind="database", flavor="pool", service="work-order-svc",
                     origin="crew-db", start=_at(12, 16, 12), error_rate=3, error_code="WOS-E503",
                     warn_code="CRW-W07", upstream=("field-ops",), upstream_code="FOP-E504"),
    ),
)
