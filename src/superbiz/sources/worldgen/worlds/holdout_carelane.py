"""HELD OUT: the engine's developers must not read this module until measurement.

Held-out world ``carelane``: a clinic appointment-scheduling platform in Asia/Kolkata (a +05:30 offset), with
lower-case appointment ids (``appt_20260319_4821``), ``MRN`` patient ids and 16-character trace ids, and its own
metric and alert vocabulary. Incidents (local times): a billing DB connection-pool exhaustion yesterday afternoon
(resolved), an expired payer certificate yesterday evening that failed bookings (resolved), a reminder consumer
backlog this morning (resolved), slow queries on the clinic DB behind slot-finder that fail bookings (ongoing),
a bad telehealth-gateway deploy that was not rolled back (ongoing), and a patient-portal latency blip yesterday
morning. Healthy: provider-directory, provider-search, lab-results, lab-pg, slot-cache.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Kolkata")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 3, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

_VOCAB = Vocabulary(
    request_rate="req_per_sec", latency="resp_p99_millis", error_ratio="err_rate", hit_ratio="redis_hits_ratio",
    evictions="redis_evictions_rate", query_latency="db_query_p99_millis", lock_waits="db_lock_wait_rate",
    pool_in_use="db_conns_active", pool_size="db_conns_max", consumer_lag="kafka_consumer_lag",
    tls_days="cert_expiry_days", tls_failures="tls_errors_rate",
    cache_alert="RedisHitsLow", latency_alert="P99TooHigh", error_alert="ErrRateAboveSLO",
    db_alert="DbQueriesSlow", pool_alert="DbConnsExhausted", lag_alert="KafkaLagHigh", tls_alert="TlsPeerExpired",
)

SPEC = WorldSpec(
    name="carelane",
    title="CareLane clinic scheduling",
    seed=560034,
    timezone="Asia/Kolkata",
    anchor=_at(19, 13, 10),
    hours=36,
    ids=IdFormats(order="appt_{date}_{num:4}", user="MRN{num:8}", trace="{alnum:16}"),
    order_service="appointment-api",
    orders_per_hour=35,
    order_statuses=("CONFIRMED", "CONFIRMED", "CHECKED_IN", "COMPLETED", "RESCHEDULED"),
    vocab=_VOCAB,
    services=(
        _S(name="patient-portal", team="患者端组 Patient Apps", description_zh="患者门户 (网页与 App 后端)",
           description_en="patient portal backend",
           depends_on=("appointment-api", "provider-directory", "telehealth-gateway", "lab-results")),
        _S(name="appointment-api", team="预约组 Scheduling", description_zh="预约挂号接口",
           description_en="appointment booking API",
           depends_on=("slot-finder", "insurance-verify", "clinic-db", "visit-events")),
        _S(name="slot-finder", team="预约组 Scheduling", description_zh="号源查询",
           description_en="open slot search", depends_on=("slot-cache", "clinic-db")),
        _S(name="slot-cache", kind="redis", team="预约组 Scheduling", description_zh="号源缓存 (Redis)",
           description_en="slot cache"),
        _S(name="clinic-db", kind="postgres", team="DBA", description_zh="门诊排班数据库 (PostgreSQL)",
           description_en="clinic schedule database"),
        _S(name="insurance-verify", team="医保组 Coverage", description_zh="医保资格校验",
           description_en="insurance eligibility check", depends_on=("payer-exchange",)),
        _S(name="payer-exchange", kind="external", team="外部 External", description_zh="外部医保交换平台",
           description_en="external payer exchange"),
        _S(name="provider-directory", team="医生组 Providers", description_zh="医生与科室目录",
           description_en="provider directory", depends_on=("provider-search",)),
        _S(name="provider-search", kind="elasticsearch", team="医生组 Providers", description_zh="医生检索集群",
           description_en="provider search cluster"),
        _S(name="telehealth-gateway", team="远程问诊组 Telehealth", description_zh="远程视频问诊网关",
           description_en="telehealth video gateway", depends_on=("video-vendor",)),
        _S(name="video-vendor", kind="external", team="外部 External", description_zh="外部视频服务商",
           description_en="external video vendor"),
        _S(name="lab-results", team="检验组 Labs", description_zh="检验报告查询", description_en="lab results",
           depends_on=("lab-pg",)),
        _S(name="lab-pg", kind="postgres", team="DBA", description_zh="检验报告数据库",
           description_en="lab results database"),
        _S(name="visit-events", kind="kafka", team="平台组 Platform", description_zh="就诊事件流 (Kafka)",
           description_en="visit event stream"),
        _S(name="reminder-sender", team="触达组 Outreach", description_zh="预约提醒短信发送 (消费者)",
           description_en="appointment reminder sender (consumer)", depends_on=("visit-events", "textline-sms")),
        _S(name="textline-sms", kind="external", team="外部 External", description_zh="外部短信通道",
           description_en="external SMS provider"),
        _S(name="billing-worker", team="结算组 Billing", description_zh="诊费结算 (消费者)",
           description_en="visit billing worker (consumer)", depends_on=("visit-events", "billing-mysql")),
        _S(name="billing-mysql", kind="mysql", team="DBA", description_zh="结算数据库 (MySQL)",
           description_en="billing database"),
    ),
    incidents=(
        IncidentSpec(id="portal-latency-blip", kind="blip", service="patient-portal", start=_at(18, 10, 35),
                     end=_at(18, 10, 52), error_rate=0, warn_code="PTL_W5", alert_severity="warning"),
        IncidentSpec(id="billing-pool-exhausted", kind="database", flavor="pool", service="billing-worker",
                     origin="billing-mysql", start=_at(18, 15, 20), end=_at(18, 15, 58), error_rate=3,
                     error_code="BIL_1053", warn_code="BMY_W77"),
        IncidentSpec(id="payer-cert-expired", kind="certificate", service="insurance-verify",
                     origin="payer-exchange", start=_at(18, 19, 5), end=_at(18, 21, 47), error_rate=2,
                     error_code="INS_4951", upstream=("appointment-api",), upstream_code="APT_2290",
                     order_failure_share=0.4, order_status="COVERAGE_UNVERIFIED"),
        IncidentSpec(id="reminder-backlog", kind="queue", service="reminder-sender", origin="visit-events",
                     start=_at(19, 6, 10), end=_at(19, 7, 35), error_rate=1.5, error_code="RMD_3011",
                     warn_code="RMD_W300", topic="appointment-booked", alert_severity="warning"),
        IncidentSpec(id="clinic-db-slow", kind="database", flavor="slow_query", service="slot-finder",
                     origin="clinic-db", start=_at(19, 11, 52), error_rate=4, error_code="SLF_5040",
                     warn_code="CDB_W101", upstream=("appointment-api",), upstream_code="APT_5041",
                     order_failure_share=0.3, order_status="SLOT_UNAVAILABLE"),
        IncidentSpec(id="telehealth-bad-deploy", kind="deploy", service="telehealth-gateway", start=_at(19, 12, 41),
                     error_rate=3, error_code="TLH_5000", version="2026.3.2", previous_version="2026.3.1",
                     upstream=("patient-portal",), upstream_code="PTL_5020"),
    ),
)
