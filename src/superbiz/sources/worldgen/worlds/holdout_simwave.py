"""Held-out world ``simwave``: a mobile operator's SIM activation, number porting and airtime top-ups in
Africa/Nairobi (top-up ids ``TOPUP-4821-Q9XK``, subscribers by MSISDN ``2547xxxxxxxx``).

Sealed: the engine's developers must not read this file or ``evals/qa-holdout/simwave/`` before measurement.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Africa/Nairobi")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="simwave",
    title="Simwave mobile subscriber platform",
    seed=77203,
    timezone="Africa/Nairobi",
    anchor=_at(24, 11, 25),
    hours=40,
    ids=IdFormats(order="TOPUP-{num:4}-{alnum:4}", user="2547{num:8}", trace="t{num:3}x{hex:12}"),
    order_service="airtime-topup",
    orders_per_hour=36,
    order_statuses=("CREDITED", "CREDITED", "CREDITED", "SETTLED"),
    noise_per_hour=5,
    vocab=Vocabulary(
        request_rate="http_requests_per_s", latency="http_p99_latency_ms", error_ratio="http_error_ratio",
        hit_ratio="redis_hit_ratio", evictions="redis_evicted_keys_per_s", query_latency="db_query_p99_ms",
        lock_waits="db_lock_waits_per_s", pool_in_use="db_pool_active", pool_size="db_pool_max",
        consumer_lag="kafka_consumer_lag", tls_days="tls_peer_cert_days_left",
        tls_failures="tls_handshake_errors_per_s", cache_alert="RedisHitRatioDrop", latency_alert="HttpP99High",
        error_alert="HttpErrorRatioHigh", db_alert="DbContention", pool_alert="DbPoolExhausted",
        lag_alert="KafkaLagRising", tls_alert="PeerTlsHandshakeErrors",
    ),
    services=(
        _S(name="channel-edge", team="渠道组 Channels", description_zh="渠道接入网关 (USSD / App / 代理商)",
           description_en="channel gateway for USSD, app and dealers",
           depends_on=("airtime-topup", "simact-orchestrator", "porting-hub")),
        _S(name="simact-orchestrator", team="开卡组 Activation", description_zh="SIM 卡激活编排",
           description_en="SIM activation orchestrator",
           depends_on=("kyc-verifier", "msisdn-allocator", "hlr-provisioner", "simlife-bus")),
        _S(name="kyc-verifier", team="实名组 KYC", description_zh="用户实名认证核验",
           description_en="subscriber KYC verification", depends_on=("kyc-cache", "idcheck-registry")),
        _S(name="kyc-cache", kind="redis", team="实名组 KYC", description_zh="实名核验结果缓存 (Redis)",
           description_en="KYC result cache (Redis)"),
        _S(name="idcheck-registry", kind="external", team="外部 External", description_zh="国家身份登记核验接口",
           description_en="national ID registry API"),
        _S(name="msisdn-allocator", team="号码组 Numbering", description_zh="手机号码分配",
           description_en="MSISDN number allocator", depends_on=("msisdn-pool-pg",)),
        _S(name="msisdn-pool-pg", kind="postgres", team="号码组 Numbering", description_zh="号码池数据库 (PostgreSQL)",
           description_en="number pool database"),
        _S(name="hlr-provisioner", team="核心网组 Core Network", description_zh="HLR/HSS 开户与变更下发",
           description_en="HLR/HSS subscriber provisioning", depends_on=("subscriber-mysql",)),
        _S(name="subscriber-mysql", kind="mysql", team="核心网组 Core Network", description_zh="用户档案库 (MySQL)",
           description_en="subscriber profile database"),
        _S(name="porting-hub", team="携转组 Porting", description_zh="携号转网受理",
           description_en="number portability hub", depends_on=("mnp-clearinghouse", "simlife-bus")),
        _S(name="mnp-clearinghouse", kind="external", team="外部 External", description_zh="携号转网清算中心接口",
           description_en="MNP clearinghouse API"),
        _S(name="port-sync-worker", team="携转组 Porting", description_zh="携入号码同步消费者",
           description_en="port-in sync consumer", depends_on=("simlife-bus", "hlr-provisioner")),
        _S(name="simlife-bus", kind="kafka", team="平台组 Platform", description_zh="用户生命周期事件总线 (Kafka)",
           description_en="subscriber lifecycle event bus"),
        _S(name="airtime-topup", team="充值组 Top-up", description_zh="话费充值",
           description_en="airtime top-up service",
           depends_on=("wallet-ledger", "mobimoney-psp", "voucher-es", "simlife-bus")),
        _S(name="wallet-ledger", team="账务组 Billing", description_zh="话费余额账本",
           description_en="prepaid balance ledger", depends_on=("balance-mysql",)),
        _S(name="balance-mysql", kind="mysql", team="账务组 Billing", description_zh="余额数据库 (MySQL)",
           description_en="balance database"),
        _S(name="mobimoney-psp", kind="external", team="外部 External", description_zh="移动钱包支付通道",
           description_en="mobile money payment provider"),
        _S(name="voucher-es", kind="elasticsearch", team="充值组 Top-up", description_zh="充值卡检索 (Elasticsearch)",
           description_en="voucher search cluster"),
        _S(name="sms-notifier", team="消息组 Messaging", description_zh="短信通知",
           description_en="SMS notifications", depends_on=("simlife-bus",)),
    ),
    incidents=(
        IncidentSpec(id="kyc-cache-evictions", kind="cache", service="kyc-verifier", origin="kyc-cache",
                     start=_at(24, 10, 2), error_rate=4, error_code="KYV-4408", warn_code="KCH-W21",
                     upstream=("simact-orchestrator",), upstream_code="SAO-5031"),
        IncidentSpec(id="port-sync-backlog", kind="queue", service="port-sync-worker", origin="simlife-bus",
                     start=_at(24, 9, 18), error_rate=2, error_code="PSW-3107", warn_code="PSW-W09",
                     topic="port-completed", alert_severity="warning"),
        IncidentSpec(id="balance-lock-wait", kind="database", flavor="lock_wait", service="wallet-ledger",
                     origin="balance-mysql", start=_at(23, 14, 36), end=_at(23, 15, 22), error_rate=5,
                     error_code="WLG-6013", warn_code="BMY-W04", upstream=("airtime-topup",),
                     upstream_code="ATU-5209", order_failure_share=0.55, order_status="LEDGER_TIMEOUT"),
        IncidentSpec(id="psp-cert-expired", kind="certificate", service="airtime-topup", origin="mobimoney-psp",
                     start=_at(23, 23, 41), end=_at(24, 0, 58), error_rate=3, error_code="ATU-4951",
                     order_failure_share=0.6, order_status="PAYMENT_FAILED"),
        IncidentSpec(id="porting-hub-deploy", kind="deploy", service="porting-hub", start=_at(24, 7, 12),
                     end=_at(24, 7, 49), error_rate=4, error_code="PHB-5500", version="v5.8.0",
                     previous_version="v5.7.4", upstream=("channel-edge",), upstream_code="CHE-5024"),
        IncidentSpec(id="msisdn-pool-exhausted", kind="database", flavor="pool", service="msisdn-allocator",
                     origin="msisdn-pool-pg", start=_at(23, 8, 5), end=_at(23, 8, 47), error_rate=3,
                     error_code="MSA-5302", warn_code="MPG-W11", upstream=("simact-orchestrator",),
                     upstream_code="SAO-5036"),
        IncidentSpec(id="hlr-latency-blip", kind="blip", service="hlr-provisioner", start=_at(23, 17, 48),
                     end=_at(23, 18, 3), error_rate=0, warn_code="HLR-W02", alert_severity="warning"),
    ),
)
