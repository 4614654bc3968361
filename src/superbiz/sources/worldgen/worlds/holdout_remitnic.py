"""Held-out world ``remitnic``: remittance payouts in Nicaragua, America/Managua (UTC−06:00, no daylight time;
"now" is 16:50 local on 4 December = 22:50 UTC; the data begin at 04:50 local on 3 December; payouts
``RNC-K7Q0417`` (made by pagoflow), senders/recipients by a cédula-like id ``001-120587-0004X``, trace ids
``rnq.`` + 14 hex digits).

Incidents: an eviction storm on the FX rates cache tasa-redis since 16:05 behind the FX rates service tasa-fx,
reaching the payout service pagoflow and the agent app agentepos (chain agentepos → pagoflow → tasa-fx →
tasa-redis, three hops; ongoing; payouts fail as ``PAYOUT_FAILED``); the partner bank BancoSur's certificate
(bancsur-ext) expired yesterday 10:00 and is still expired (bancolink fails its handshakes, pagoflow fails payouts
to that bank as ``BANK_REJECTED``; ongoing for more than a day); a bad deploy of the KYC service kycheck 5.3.0 at
14:00, rolled back at 14:20 (the agent app agentepos failed with it), then the fixed 5.3.1 rolled out cleanly at
15:00–15:06 (``rollout_ok``); a consumer backlog of the notifications sender avisos-svc on avisos-q this morning
08:10–09:05 (resolved); the ledger database libro-pg's connection pool exhausted under the ledger service
libro-mayor twice yesterday, 09:30–09:50 and 17:10–17:40 (pagoflow failed with it; resolved).
Healthy: cumplimiento (AML screening), pagoflow-db, kyc-docs-pg, smsnica-ext.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Managua")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="remitnic",
    title="Remitnic remittance payouts in Nicaragua",
    seed=65505,
    timezone="America/Managua",
    anchor=_at(4, 16, 50),
    hours=36,
    ids=IdFormats(order="RNC-{alnum:3}{num:4}", user="{num:3}-{num:6}-{num:4}{alpha:1}", trace="rnq.{hex:14}"),
    order_service="pagoflow",
    orders_per_hour=40,
    order_statuses=("PAID_OUT", "PAID_OUT", "READY_FOR_PICKUP", "CREDITED"),
    vocab=Vocabulary(request_rate="payouts_req_ps", latency="payout_p99_ms", error_ratio="payout_err_share",
                     hit_ratio="fxcache_hit_share", evictions="fxcache_evict_ps", query_latency="ledger_q_p99_ms",
                     lock_waits="ledger_lockwait_ps", pool_in_use="ledger_pool_busy", pool_size="ledger_pool_cap",
                     consumer_lag="notice_backlog_msgs", tls_days="bank_cert_days_left",
                     tls_failures="bank_tls_errors_ps", cache_alert="FxCacheHitLow", latency_alert="PayoutP99High",
                     error_alert="PayoutErrShareHigh", db_alert="LedgerDbSlow", pool_alert="LedgerPoolFull",
                     lag_alert="NoticeBacklogGrowing", tls_alert="BankTlsBroken"),
    services=(
        _S(name="agentepos", team="代理网点组 Agent Network", description_zh="代理网点App (收付款柜台)",
           description_en="agent app", depends_on=("pagoflow", "kycheck")),
        _S(name="pagoflow", team="出款组 Payouts", description_zh="汇款出款服务",
           description_en="payout service",
           depends_on=("tasa-fx", "bancolink", "libro-mayor", "pagoflow-db", "cumplimiento", "avisos-q")),
        _S(name="pagoflow-db", kind="mysql", team="出款组 Payouts", description_zh="出款数据库 (MySQL)",
           description_en="payouts database"),
        _S(name="tasa-fx", team="汇率组 FX Desk", description_zh="汇率服务", description_en="FX rates service",
           depends_on=("tasa-redis",)),
        _S(name="tasa-redis", kind="redis", team="汇率组 FX Desk", description_zh="汇率缓存 (Redis)",
           description_en="FX rates cache"),
        _S(name="bancolink", team="银行通道组 Bank Rails", description_zh="合作银行通道",
           description_en="partner bank gateway", depends_on=("bancsur-ext",)),
        _S(name="bancsur-ext", kind="external", team="外部 External", description_zh="合作银行 BancoSur",
           description_en="partner bank BancoSur"),
        _S(name="kycheck", team="合规认证组 KYC", description_zh="KYC 实名认证服务",
           description_en="KYC verification service", depends_on=("kyc-docs-pg",)),
        _S(name="kyc-docs-pg", kind="postgres", team="合规认证组 KYC", description_zh="KYC 证件库 (PostgreSQL)",
           description_en="KYC documents database"),
        _S(name="libro-mayor", team="账务组 Ledger", description_zh="账本服务", description_en="ledger service",
           depends_on=("libro-pg",)),
        _S(name="libro-pg", kind="postgres", team="DBA", description_zh="账本数据库 (PostgreSQL)",
           description_en="ledger database"),
        _S(name="avisos-svc", team="通知组 Notifications", description_zh="到账通知服务 (短信)",
           description_en="notifications service", depends_on=("avisos-q", "smsnica-ext")),
        _S(name="avisos-q", kind="kafka", team="通知组 Notifications", description_zh="通知队列 (Kafka)",
           description_en="notifications queue"),
        _S(name="smsnica-ext", kind="external", team="外部 External", description_zh="短信网关",
           description_en="SMS gateway"),
        _S(name="cumplimiento", team="合规认证组 KYC", description_zh="反洗钱筛查服务",
           description_en="AML screening service"),
    ),
    incidents=(
        IncidentSpec(id="tasa-evictions", kind="cache", service="tasa-fx", origin="tasa-redis",
                     start=_at(4, 16, 5), error_rate=3, error_code="TFX-5044", warn_code="TRD-W07",
                     upstream=("pagoflow", "agentepos"), upstream_code="RMT-5040",
                     order_failure_share=0.45, order_status="PAYOUT_FAILED"),
        IncidentSpec(id="bancsur-cert", kind="certificate", service="bancolink", origin="bancsur-ext",
                     start=_at(3, 10, 0), error_rate=1, error_code="BKL-4953", upstream=("pagoflow",),
                     upstream_code="PGF-4957", order_failure_share=0.12, order_status="BANK_REJECTED"),
        IncidentSpec(id="kycheck-bad-deploy", kind="deploy", service="kycheck", start=_at(4, 14, 0),
                     end=_at(4, 14, 20), error_rate=4, error_code="KYC-5002", version="5.3.0",
                     previous_version="5.2.7", upstream=("agentepos",), upstream_code="AGP-5031"),
        IncidentSpec(id="kycheck-fixed-rollout", kind="deploy", service="kycheck", start=_at(4, 15, 0),
                     end=_at(4, 15, 6), version="5.3.1", previous_version="5.2.7", rollout_ok=True),
        IncidentSpec(id="avisos-backlog", kind="queue", service="avisos-svc", origin="avisos-q",
                     start=_at(4, 8, 10), end=_at(4, 9, 5), error_rate=2, error_code="AVS-4410",
                     warn_code="AVQ-W12", topic="payout.notices"),
        IncidentSpec(id="libro-pool-morning", kind="database", flavor="pool", service="libro-mayor",
                     origin="libro-pg", start=_at(3, 9, 30), end=_at(3, 9, 50), error_rate=3,
                     error_code="LBM-5103", warn_code="LPG-W21", upstream=("pagoflow",), upstream_code="PGF-5033"),
        IncidentSpec(id="libro-pool-evening", kind="database", flavor="pool", service="libro-mayor",
                     origin="libro-pg", start=_at(3, 17, 10), end=_at(3, 17, 40), error_rate=3,
                     error_code="LBM-5103", warn_code="LPG-W21", upstream=("pagoflow",), upstream_code="PGF-5033"),
    ),
)
