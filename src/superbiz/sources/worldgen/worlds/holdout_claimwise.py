"""Held-out world ``claimwise``: insurance claims (first notice of loss, document upload, assessment, payouts) in
Europe/London, summer time (BST, UTC+1). Claim ids ``CLX4821-K7Q``, policy holders ``HLD204913``.

Sealed: the engine's developers must not read this file or ``evals/qa-holdout/claimwise/`` before measurement.

Incidents (local times, "now" = 2026-09-17 14:50 BST):

* policy cache eviction storm: policy-redis → policy-lookup → fnol-intake (claims fail), firing since 13:58;
* settlement consumer backlog on claim-events, firing since 14:12;
* bank partner certificate expired behind payout-engine, 23:41 yesterday → 00:37 today (across midnight);
* lock waits on claimsdb-mysql behind adjuster-desk, 08:12–08:57 this morning;
* bad deploy of evidence-vault, 10:31–10:52 this morning, rolled back;
* connection pool exhausted on fnol-intake (claimsdb-mysql), 16:05–16:48 yesterday (claims fail);
* latency blip on claim-tracker, 09:14–09:29 yesterday.

Healthy throughout: notice-sender, fraud-sentinel, doc-index-es, policy-pg, payout-ledger-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Europe/London")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 9, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="claimwise",
    title="Claimwise insurance claims",
    seed=90517,
    timezone="Europe/London",
    anchor=_at(17, 14, 50),
    hours=40,
    ids=IdFormats(order="CLX{num:4}-{alnum:3}", user="HLD{num:6}", trace="lz{hex:22}"),
    order_service="fnol-intake",
    orders_per_hour=30,
    order_statuses=("REGISTERED", "REGISTERED", "UNDER_ASSESSMENT", "APPROVED", "PAID_OUT"),
    noise_per_hour=4,
    vocab=Vocabulary(
        request_rate="http_requests_ps", latency="http_p99_latency_ms", error_ratio="http_5xx_share",
        hit_ratio="redis_keyspace_hit_rate", evictions="redis_evictions_ps", query_latency="sql_p99_ms",
        lock_waits="innodb_row_lock_waits_ps", pool_in_use="jdbc_pool_active", pool_size="jdbc_pool_max",
        consumer_lag="kafka_group_lag", tls_days="peer_cert_days_left", tls_failures="tls_handshake_errors_ps",
        cache_alert="RedisHitRateDropped", latency_alert="P99OverBudget", error_alert="Http5xxShareHigh",
        db_alert="SqlContentionHigh", pool_alert="JdbcPoolExhausted", lag_alert="KafkaGroupLagRising",
        tls_alert="PeerTlsHandshakeErrors",
    ),
    services=(
        _S(name="lossline-gateway", team="平台组 Platform", description_zh="理赔对外入口网关",
           description_en="claims edge gateway", depends_on=("fnol-intake", "evidence-vault", "claim-tracker")),
        _S(name="fnol-intake", team="报案组 FNOL", description_zh="首次报案受理 (FNOL)",
           description_en="first notice of loss intake",
           depends_on=("policy-lookup", "claimsdb-mysql", "claim-events")),
        _S(name="policy-lookup", team="保单组 Policy", description_zh="保单有效性与保额查询",
           description_en="policy validity and cover lookup", depends_on=("policy-redis", "policy-pg")),
        _S(name="policy-redis", kind="redis", team="保单组 Policy", description_zh="保单缓存 (Redis)",
           description_en="policy cache (Redis)"),
        _S(name="policy-pg", kind="postgres", team="保单组 Policy", description_zh="保单数据库 (PostgreSQL)",
           description_en="policy database"),
        _S(name="claimsdb-mysql", kind="mysql", team="DBA 数据库组", description_zh="理赔主库 (MySQL)",
           description_en="claims main database"),
        _S(name="claim-events", kind="kafka", team="平台组 Platform", description_zh="理赔事件总线 (Kafka)",
           description_en="claim event bus"),
        _S(name="evidence-vault", team="材料组 Documents", description_zh="理赔材料上传与存储",
           description_en="claim document upload and storage", depends_on=("doc-index-es", "ocrlens-api")),
        _S(name="doc-index-es", kind="elasticsearch", team="材料组 Documents", description_zh="材料检索索引",
           description_en="document search index"),
        _S(name="ocrlens-api", kind="external", team="外部 External", description_zh="外部 OCR 识别服务商",
           description_en="external OCR provider"),
        _S(name="adjuster-desk", team="定损组 Assessment", description_zh="定损评估工作台",
           description_en="loss assessment desk", depends_on=("claimsdb-mysql", "fraud-sentinel", "claim-events")),
        _S(name="fraud-sentinel", team="风控组 Fraud", description_zh="反欺诈评分", description_en="fraud scoring"),
        _S(name="payout-engine", team="赔付组 Payouts", description_zh="赔款支付引擎",
           description_en="claim payout engine", depends_on=("payout-ledger-pg", "bankrail-partner")),
        _S(name="payout-ledger-pg", kind="postgres", team="赔付组 Payouts", description_zh="赔付台账库 (PostgreSQL)",
           description_en="payout ledger database"),
        _S(name="bankrail-partner", kind="external", team="外部 External", description_zh="外部银行代付通道",
           description_en="external bank payment rail"),
        _S(name="settle-worker", team="赔付组 Payouts", description_zh="结案结算消费者",
           description_en="settlement worker (consumer)", depends_on=("claim-events", "payout-engine")),
        _S(name="claim-tracker", team="客服组 Service", description_zh="理赔进度查询",
           description_en="claim progress tracker", depends_on=("doc-index-es", "claimsdb-mysql")),
        _S(name="notice-sender", team="消息组 Messaging", description_zh="短信与邮件通知",
           description_en="SMS and email notices", depends_on=("claim-events",)),
    ),
    incidents=(
        IncidentSpec(id="policy-cache-evictions", kind="cache", service="policy-lookup", origin="policy-redis",
                     start=_at(17, 13, 58), error_rate=4, error_code="PLK-4408", warn_code="PRD-W31",
                     upstream=("fnol-intake",), upstream_code="FNL-5104", order_failure_share=0.35,
                     order_status="POLICY_CHECK_TIMEOUT"),
        IncidentSpec(id="settlement-backlog", kind="queue", service="settle-worker", origin="claim-events",
                     start=_at(17, 14, 12), error_rate=2, error_code="STL-3317", warn_code="STL-W12",
                     topic="claims.approved", alert_severity="warning"),
        IncidentSpec(id="bankrail-cert-expired", kind="certificate", service="payout-engine",
                     origin="bankrail-partner", start=_at(16, 23, 41), end=_at(17, 0, 37), error_rate=2,
                     error_code="PAY-7720", upstream=("settle-worker",), upstream_code="STL-4952"),
        IncidentSpec(id="adjuster-lock-waits", kind="database", flavor="lock_wait", service="adjuster-desk",
                     origin="claimsdb-mysql", start=_at(17, 8, 12), end=_at(17, 8, 57), error_rate=3,
                     error_code="ADJ-1213", warn_code="CDB-1205"),
        IncidentSpec(id="evidence-bad-deploy", kind="deploy", service="evidence-vault", start=_at(17, 10, 31),
                     end=_at(17, 10, 52), error_rate=5, error_code="EVV-5001", version="5.2.0",
                     previous_version="5.1.3", upstream=("lossline-gateway",), upstream_code="LGW-5020"),
        IncidentSpec(id="intake-pool-exhausted", kind="database", flavor="pool", service="fnol-intake",
                     origin="claimsdb-mysql", start=_at(16, 16, 5), end=_at(16, 16, 48), error_rate=3,
                     error_code="FNL-3040", warn_code="CDB-W40", upstream=("lossline-gateway",),
                     upstream_code="LGW-5031", order_failure_share=0.5, order_status="INTAKE_FAILED"),
        IncidentSpec(id="tracker-latency-blip", kind="blip", service="claim-tracker", start=_at(16, 9, 14),
                     end=_at(16, 9, 29), error_rate=0, warn_code="CTR-W09", alert_severity="warning"),
    ),
)
