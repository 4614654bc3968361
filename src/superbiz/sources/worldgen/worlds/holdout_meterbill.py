"""Held-out world ``meterbill``: a water utility's smart metering and billing in Asia/Dhaka (UTC+06:00; bill ids
``WB-7KQ2-0831``, customer accounts ``CA483920117``).

Incidents: slow queries on tariff-db behind tariff-v3, felt by bill-engine2 and cust-portal (three hops, ongoing);
the payment partner gatepay-ext's certificate expired under pay-bridge within the last hour (ongoing); a readings
backlog on meter-ingest2 yesterday afternoon and evening (resolved); a connection-pool exhaustion on bill-pg
behind bill-engine2 yesterday morning (resolved); an evictions storm on agg-cache behind usage-agg this morning
(resolved); a bad deploy of acct-profile last night (rolled back); a latency blip on notify-sms yesterday
afternoon.
Healthy: meter-registry, acct-pg, reading-ts.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Dhaka")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="meterbill",
    title="Meterbill water metering and billing",
    seed=60533,
    timezone="Asia/Dhaka",
    anchor=_at(14, 10, 40),
    hours=36,
    ids=IdFormats(order="WB-{alnum:4}-{num:4}", user="CA{num:9}", trace="{hex:20}"),
    order_service="bill-engine2",
    orders_per_hour=30,
    order_statuses=("ISSUED", "ISSUED", "PAID", "OVERDUE"),
    vocab=Vocabulary(latency="resp_p99_ms", error_alert="ErrorSpike", latency_alert="SlowEndpoint",
                     db_alert="DbSlowStatements", lag_alert="IngestLagHigh", tls_alert="PartnerTLSBroken",
                     pool_alert="DbConnectionsExhausted", cache_alert="AggCacheMisses"),
    services=(
        _S(name="cust-portal", team="客户渠道组 Channels", description_zh="客户自助门户 (查账单、缴费)",
           description_en="customer self-service portal", depends_on=("bill-engine2", "pay-bridge", "acct-profile")),
        _S(name="bill-engine2", team="账单组 Billing", description_zh="账单生成服务", description_en="bill generation",
           depends_on=("tariff-v3", "usage-agg", "bill-pg")),
        _S(name="bill-pg", kind="postgres", team="账单组 Billing", description_zh="账单数据库 (PostgreSQL)",
           description_en="billing database"),
        _S(name="tariff-v3", team="费率组 Tariffs", description_zh="阶梯水价计费引擎", description_en="tariff engine",
           depends_on=("tariff-db",)),
        _S(name="tariff-db", kind="mysql", team="DBA", description_zh="水价费率数据库 (MySQL)",
           description_en="tariff database"),
        _S(name="meter-ingest2", team="计量组 Metering", description_zh="智能水表读数接入",
           description_en="smart meter readings ingestion", depends_on=("readings-bus", "reading-ts")),
        _S(name="readings-bus", kind="kafka", team="计量组 Metering", description_zh="水表读数消息队列 (Kafka)",
           description_en="meter readings queue"),
        _S(name="reading-ts", kind="postgres", team="计量组 Metering", description_zh="读数时序库 (PostgreSQL)",
           description_en="readings store"),
        _S(name="usage-agg", team="计量组 Metering", description_zh="用水量汇总", description_en="usage aggregation",
           depends_on=("reading-ts", "agg-cache")),
        _S(name="agg-cache", kind="redis", team="计量组 Metering", description_zh="用量汇总缓存 (Redis)",
           description_en="usage aggregate cache"),
        _S(name="pay-bridge", team="支付组 Payments", description_zh="支付网关对接服务",
           description_en="payment gateway bridge", depends_on=("gatepay-ext",)),
        _S(name="gatepay-ext", kind="external", team="外部 External", description_zh="外部支付网关合作方",
           description_en="external payment gateway partner"),
        _S(name="acct-profile", team="客户组 Accounts", description_zh="用户户号与资料服务",
           description_en="customer account profiles", depends_on=("acct-pg",)),
        _S(name="acct-pg", kind="postgres", team="客户组 Accounts", description_zh="户号数据库 (PostgreSQL)",
           description_en="accounts database"),
        _S(name="notify-sms", team="客户渠道组 Channels", description_zh="账单短信通知",
           description_en="bill SMS notifications"),
        _S(name="meter-registry", team="计量组 Metering", description_zh="水表设备档案",
           description_en="meter device registry", depends_on=("acct-pg",)),
    ),
    incidents=(
        IncidentSpec(id="tariff-slow-queries", kind="database", flavor="slow_query", service="tariff-v3",
                     origin="tariff-db", start=_at(14, 9, 52), error_rate=4, error_code="TRV-5041",
                     warn_code="TDB-SLOW", upstream=("bill-engine2", "cust-portal"), upstream_code="BIL-5030",
                     order_failure_share=0.4, order_status="TARIFF_TIMEOUT"),
        IncidentSpec(id="gatepay-cert-expired", kind="certificate", service="pay-bridge", origin="gatepay-ext",
                     start=_at(14, 10, 3), error_rate=3, error_code="PBR-0495"),
        IncidentSpec(id="readings-backlog", kind="queue", service="meter-ingest2", origin="readings-bus",
                     start=_at(13, 16, 20), end=_at(13, 19, 45), error_rate=2, error_code="MIG-3012",
                     warn_code="MIG-W40", topic="meter.readings.raw", alert_severity="warning"),
        IncidentSpec(id="bill-pool", kind="database", flavor="pool", service="bill-engine2", origin="bill-pg",
                     start=_at(13, 11, 30), end=_at(13, 12, 10), error_rate=3, error_code="BIL-5101",
                     warn_code="BPG-POOL"),
        IncidentSpec(id="agg-cache-evictions", kind="cache", service="usage-agg", origin="agg-cache",
                     start=_at(14, 6, 10), end=_at(14, 6, 48), error_rate=3, error_code="UAG-4403",
                     warn_code="ACH-W11"),
        IncidentSpec(id="acct-profile-deploy", kind="deploy", service="acct-profile", start=_at(13, 22, 15),
                     end=_at(13, 22, 50), error_rate=4, error_code="ACP-5000", version="4.2.0",
                     previous_version="4.1.3", upstream=("cust-portal",), upstream_code="CPT-502"),
        IncidentSpec(id="sms-latency-blip", kind="blip", service="notify-sms", start=_at(13, 14, 5),
                     end=_at(13, 14, 22), error_rate=0, warn_code="NTF-W03", alert_severity="warning"),
    ),
)
