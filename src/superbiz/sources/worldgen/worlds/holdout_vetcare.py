"""Held-out world ``vetcare``: a chain of veterinary clinics in America/Halifax (UTC-04:00 in November; pharmacy
order ids ``RXO-7K2M9QA``, pet owners ``OWN048213``, trace ids ``vc-<hex>``).

Incidents: an expired certificate of the external card gateway behind vet-pay since late this morning (ongoing,
not renewed; pharmacy orders fail with PAYMENT_FAILED), an apptslot-redis eviction storm behind appt-book this morning
(resolved), lock waits on rx-db behind rx-order yesterday afternoon (resolved; orders SUBMIT_FAILED), a bad deploy
of labtrack-api last night (rolled back), an SMS reminder backlog on remind-sender (ongoing), connection-pool
exhaustion on chart-db behind petchart (ongoing), a short latency blip on clinic-finder early this morning.
Healthy: owner-profile, appt-db, notify-bus, fundy-sms.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Halifax")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="vetcare",
    title="VetCare clinic chain",
    seed=73391,
    timezone="America/Halifax",
    anchor=_at(18, 15, 10),
    hours=36,
    ids=IdFormats(order="RXO-{alnum:7}", user="OWN{num:6}", trace="vc-{hex:20}"),
    order_service="rx-order",
    orders_per_hour=30,
    order_statuses=("FILLED", "FILLED", "READY_FOR_PICKUP", "DISPENSED"),
    vocab=Vocabulary(latency="http_p99_ms", tls_days="cert_days_left", error_alert="ErrorRateBurning",
                     latency_alert="P99LatencyHigh", cache_alert="CacheHitRateDrop", db_alert="DbLockWaitsHigh",
                     pool_alert="DbConnPoolFull", lag_alert="QueueLagHigh", tls_alert="CertHandshakeErrors"),
    services=(
        _S(name="clinic-edge", team="平台组 Platform", description_zh="诊所门户网关",
           description_en="clinic portal gateway",
           depends_on=("appt-book", "petchart", "rx-order", "labtrack-api", "clinic-finder", "owner-profile")),
        _S(name="appt-book", team="预约组 Scheduling", description_zh="预约挂号服务",
           description_en="appointment booking service", depends_on=("apptslot-redis", "appt-db", "notify-bus")),
        _S(name="apptslot-redis", kind="redis", team="预约组 Scheduling", description_zh="号源缓存 (Redis)",
           description_en="appointment slot cache (Redis)"),
        _S(name="appt-db", kind="postgres", team="预约组 Scheduling", description_zh="预约数据库 (PostgreSQL)",
           description_en="appointment database"),
        _S(name="petchart", team="病历组 Records", description_zh="宠物电子病历", description_en="pet medical records",
           depends_on=("chart-db",)),
        _S(name="chart-db", kind="mysql", team="DBA", description_zh="病历数据库 (MySQL)",
           description_en="medical records database"),
        _S(name="rx-order", team="药房组 Pharmacy", description_zh="药房处方订单", description_en="pharmacy orders",
           depends_on=("rx-db", "vet-pay", "notify-bus")),
        _S(name="rx-db", kind="postgres", team="药房组 Pharmacy", description_zh="药房订单数据库 (PostgreSQL)",
           description_en="pharmacy order database"),
        _S(name="vet-pay", team="支付组 Payments", description_zh="支付收款服务", description_en="payment service",
           depends_on=("bluenose-pay",)),
        _S(name="bluenose-pay", kind="external", team="外部 External", description_zh="外部刷卡支付网关 Bluenose Pay",
           description_en="external card payment gateway"),
        _S(name="notify-bus", kind="kafka", team="平台组 Platform", description_zh="通知事件总线 (Kafka)",
           description_en="notification event bus"),
        _S(name="remind-sender", team="消息组 Messaging", description_zh="短信提醒发送",
           description_en="SMS reminder sender", depends_on=("notify-bus", "fundy-sms")),
        _S(name="fundy-sms", kind="external", team="外部 External", description_zh="外部短信通道",
           description_en="external SMS carrier"),
        _S(name="labtrack-api", team="检验组 Lab", description_zh="化验结果服务", description_en="lab results service"),
        _S(name="clinic-finder", team="门店组 Clinics", description_zh="门店查询", description_en="clinic locator"),
        _S(name="owner-profile", team="用户组 Accounts", description_zh="宠物主人账户",
           description_en="pet owner accounts",
           depends_on=("appt-db",)),
    ),
    incidents=(
        IncidentSpec(id="bluenose-cert-expired", kind="certificate", service="vet-pay", origin="bluenose-pay",
                     start=_at(18, 11, 46), error_rate=2, error_code="VPY-4951", upstream=("rx-order",),
                     upstream_code="RXO-5402", order_failure_share=0.3, order_status="PAYMENT_FAILED"),
        IncidentSpec(id="apptslot-redis-evictions", kind="cache", service="appt-book", origin="apptslot-redis",
                     start=_at(18, 8, 37), end=_at(18, 9, 24), error_rate=4, error_code="APB-4301",
                     warn_code="SLC-W12", upstream=("clinic-edge",), upstream_code="EDG-5103"),
        IncidentSpec(id="rx-db-lock-wait", kind="database", flavor="lock_wait", service="rx-order", origin="rx-db",
                     start=_at(17, 14, 18), end=_at(17, 15, 2), error_rate=3, error_code="RXO-5302",
                     warn_code="RXDB-W05", order_failure_share=0.5, order_status="SUBMIT_FAILED"),
        IncidentSpec(id="labtrack-api-deploy", kind="deploy", service="labtrack-api", start=_at(17, 21, 52),
                     end=_at(17, 22, 31), error_rate=4, error_code="LAB-5001", version="5.2.0",
                     previous_version="5.1.3", upstream=("clinic-edge",), upstream_code="EDG-5150"),
        IncidentSpec(id="reminder-backlog", kind="queue", service="remind-sender", origin="notify-bus",
                     start=_at(18, 13, 35), error_rate=2, error_code="RMS-3107", warn_code="RMS-W21",
                     topic="sms.reminders", alert_severity="warning"),
        IncidentSpec(id="chart-db-pool", kind="database", flavor="pool", service="petchart", origin="chart-db",
                     start=_at(18, 14, 31), error_rate=3, error_code="PCH-5204", warn_code="CDB-POOL-W",
                     upstream=("clinic-edge",), upstream_code="EDG-5120"),
        IncidentSpec(id="finder-blip", kind="blip", service="clinic-finder", start=_at(18, 7, 5), end=_at(18, 7, 24),
                     error_rate=0, warn_code="CLF-W08", alert_severity="warning"),
    ),
)
