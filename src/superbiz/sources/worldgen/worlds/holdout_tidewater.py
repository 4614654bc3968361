"""HELD OUT: the engine's developers must not read this module until measurement.

Held-out world ``tidewater``: a municipal water utility (smart meter readings ingest, billing runs, leak alerts,
field-crew work orders, customer portal, SMS notices) in America/Sao_Paulo (BRT, UTC-3 all year, no daylight saving
since 2019: a local day begins at 03:00 UTC), with work-order ids ``WO-<creation date>-<5 alnum>``, ``CT<8 digits>``
customer ids and ``twr-<14 hex>`` trace ids, and its own metric and alert vocabulary.
Incidents (local times): a usage-charts latency blip yesterday morning, tariff-redis evictions behind bill-runner
errors yesterday afternoon (resolved; civic-gate -> bill-runner -> tariff-redis), a bad usage-portal deploy rolled
back yesterday evening (resolved), an expired certificate of the smsc-bridge-ext SMS partner at sms-courier across
local midnight (resolved; civic-gate -> leak-sentinel -> sms-courier -> smsc-bridge-ext), workorder-pg slow queries
failing crew-dispatch work orders early this morning (resolved, work orders DISPATCH_FAILED), a meter-readings
backlog at flowmeter-intake (ongoing, leak-sentinel sees it) and a customer-pg connection-pool exhaustion at
account-desk hitting civic-gate (ongoing). Healthy throughout: route-planner (whose dependency crew-dispatch alerted
this morning), crew-roster-redis, route-cache-redis, usage-es, gov-tax-ext.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Sao_Paulo")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 6, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

_VOCAB = Vocabulary(
    request_rate="calls_per_s", latency="resp_p99_millis", error_ratio="failed_call_pct",
    hit_ratio="redis_hit_pct", evictions="redis_evicted_keys_ps", query_latency="pg_stmt_p99_millis",
    lock_waits="pg_lock_waiters", pool_in_use="pg_conns_busy", pool_size="pg_conns_max",
    consumer_lag="readings_unconsumed", tls_days="partner_cert_ttl_days", tls_failures="partner_handshake_fail_ps",
    cache_alert="RedisHitPctLow", latency_alert="RespP99Slow", error_alert="FailedCallPctHigh",
    db_alert="PgStatementsSlow", pool_alert="PgConnsExhausted", lag_alert="ReadingsUnconsumedRising",
    tls_alert="PartnerCertBroken",
)

_SERVICES = (
    _S(name="civic-gate", team="门户组 Portal Edge", description_zh="客户门户与外勤 App 的统一 API 网关",
       description_en="customer portal and field app API gateway",
       depends_on=("crew-dispatch", "leak-sentinel", "usage-portal", "bill-runner", "account-desk", "route-planner")),
    _S(name="crew-dispatch", team="外勤组 Field Ops", description_zh="外勤工单派发服务 (抢修、换表、巡检)",
       description_en="field-crew work order dispatch", depends_on=("workorder-pg", "crew-roster-redis")),
    _S(name="workorder-pg", kind="postgres", team="DBA", description_zh="工单库 (PostgreSQL)",
       description_en="work order database"),
    _S(name="crew-roster-redis", kind="redis", team="外勤组 Field Ops", description_zh="班组排班缓存 (Redis)",
       description_en="crew roster cache"),
    _S(name="route-planner", team="外勤组 Field Ops", description_zh="外勤路线规划 (按工单排路线)",
       description_en="field route planner", depends_on=("crew-dispatch", "route-cache-redis")),
    _S(name="route-cache-redis", kind="redis", team="外勤组 Field Ops", description_zh="路线缓存 (Redis)",
       description_en="route cache"),
    _S(name="flowmeter-intake", team="计量组 Metering", description_zh="智能水表读数接入 (消费读数流)",
       description_en="smart meter readings ingest consumer", depends_on=("readings-stream",)),
    _S(name="readings-stream", kind="kafka", team="平台组 Platform", description_zh="水表读数上报流 (Kafka)",
       description_en="meter readings stream"),
    _S(name="leak-sentinel", team="管网组 Network", description_zh="漏水检测与告警 (读数异常、夜间流量)",
       description_en="leak detection and alerting", depends_on=("flowmeter-intake", "sms-courier")),
    _S(name="sms-courier", team="通知组 Notices", description_zh="短信通知服务 (停水、漏水、账单提醒)",
       description_en="SMS notice service", depends_on=("smsc-bridge-ext",)),
    _S(name="smsc-bridge-ext", kind="external", team="外部 External", description_zh="运营商短信网关接口",
       description_en="carrier SMS gateway partner"),
    _S(name="usage-portal", team="门户组 Portal Edge", description_zh="客户用水查询门户",
       description_en="customer water usage portal", depends_on=("usage-charts",)),
    _S(name="usage-charts", team="计量组 Metering", description_zh="用水曲线与历史读数查询",
       description_en="usage charts and reading history", depends_on=("usage-es",)),
    _S(name="usage-es", kind="elasticsearch", team="计量组 Metering", description_zh="历史读数检索集群",
       description_en="reading history search cluster"),
    _S(name="bill-runner", team="账务组 Billing", description_zh="账单批量计算 (按阶梯水价出账)",
       description_en="billing run service", depends_on=("tariff-redis", "gov-tax-ext")),
    _S(name="tariff-redis", kind="redis", team="账务组 Billing", description_zh="阶梯水价缓存 (Redis)",
       description_en="tariff cache"),
    _S(name="gov-tax-ext", kind="external", team="外部 External", description_zh="市政税费计算接口",
       description_en="municipal tax calculation partner"),
    _S(name="account-desk", team="客户组 Customers", description_zh="客户账户与户号管理",
       description_en="customer account service", depends_on=("customer-pg",)),
    _S(name="customer-pg", kind="postgres", team="DBA", description_zh="客户库 (PostgreSQL)",
       description_en="customer database"),
)

_INCIDENTS = (
    IncidentSpec(id="usage-charts-latency-blip", kind="blip", service="usage-charts", start=_at(10, 10, 12),
                 end=_at(10, 10, 31), error_rate=0, warn_code="UCH-W207", alert_severity="warning"),
    IncidentSpec(id="tariff-redis-evictions", kind="cache", service="bill-runner", origin="tariff-redis",
                 start=_at(10, 15, 5), end=_at(10, 15, 49), error_rate=3, error_code="BLR-2217",
                 warn_code="TRF-W061", upstream=("civic-gate",), upstream_code="CVG-3217"),
    IncidentSpec(id="usage-portal-bad-deploy", kind="deploy", service="usage-portal", start=_at(10, 19, 40),
                 end=_at(10, 20, 18), error_rate=3.5, error_code="UPT-5502", version="4.12.0",
                 previous_version="4.11.3"),
    IncidentSpec(id="smsc-bridge-cert-expired", kind="certificate", service="sms-courier", origin="smsc-bridge-ext",
                 start=_at(10, 23, 44), end=_at(11, 0, 52), error_rate=2.5, error_code="SMS-6611",
                 upstream=("leak-sentinel",), upstream_code="LKS-1611"),
    IncidentSpec(id="workorder-pg-slow-queries", kind="database", flavor="slow_query", service="crew-dispatch",
                 origin="workorder-pg", start=_at(11, 6, 35), end=_at(11, 7, 22), error_rate=3,
                 error_code="CRW-4408", warn_code="WOP-W330", upstream=("civic-gate",), upstream_code="CVG-3408",
                 order_failure_share=0.55, order_status="DISPATCH_FAILED"),
    IncidentSpec(id="meter-readings-backlog", kind="queue", service="flowmeter-intake", origin="readings-stream",
                 start=_at(11, 11, 48), error_rate=2, error_code="FMI-7340", warn_code="FMI-W090",
                 topic="meter-readings", upstream=("leak-sentinel",), upstream_code="LKS-1340"),
    IncidentSpec(id="customer-pg-pool-exhausted", kind="database", flavor="pool", service="account-desk",
                 origin="customer-pg", start=_at(11, 13, 10), error_rate=3, error_code="ACD-8503",
                 warn_code="CPG-W015", upstream=("civic-gate",), upstream_code="CVG-3503"),
)

SPEC = WorldSpec(
    name="tidewater",
    title="Tidewater municipal water utility",
    seed=591273,
    timezone="America/Sao_Paulo",
    anchor=_at(11, 14, 20),
    hours=36,
    ids=IdFormats(order="WO-{date}-{alnum:5}", user="CT{num:8}", trace="twr-{hex:14}"),
    order_service="crew-dispatch",
    orders_per_hour=40,
    order_statuses=("SCHEDULED", "SCHEDULED", "COMPLETED", "EN_ROUTE", "CANCELLED"),
    vocab=_VOCAB,
    services=_SERVICES,
    incidents=_INCIDENTS,
)
