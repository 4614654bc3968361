"""Held-out world ``coinvault``: a small crypto exchange in Atlantic/Bermuda (UTC-04:00 in December, daylight time
only in summer; "now" is 02:15 local on 4 December = 06:15 UTC, the middle of the night, so "today" has two hours
and "last night" / "yesterday evening" are before midnight; customer requests (withdrawals and account
verifications, recorded by the trading app vaultapp) ``WD7F3K9Q2M`` (two letters then 8 letters/digits), users
``cvu-`` + 8 digits, trace ids ``tx`` + 6 hex ``.`` + 8 hex).

Incidents: a backlog on the withdrawal queue payout-bus since 01:50, still going: the withdrawal worker
coldsend cannot keep up and vaultapp fails withdrawals (``WITHDRAW_FAILED``; chain vaultapp → coldsend →
payout-bus); a CLEAN rollout of the fee service feeclerk 4.12.0 at 01:45–01:49 (``rollout_ok``, tempting but
innocent); today 00:30–01:10 the KYC partner verifid's certificate was expired (the account verification service
idproof failed its handshakes, vaultapp failed verifications as ``KYC_REJECTED``; renewed); yesterday (before
midnight) 22:30–22:45 lock waits on the wallet database purse-pg made the wallet service purse fail; yesterday
afternoon 14:00–14:20 consumer lag on the price feed kafka tickertape behind its consumer quotesync (resolved).
Healthy: the matching engine crossbook and its cache crossbook-redis, notifications pingwave, the admin
console backdesk, feeclerk-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Atlantic/Bermuda")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="coinvault",
    title="Coinvault crypto exchange",
    seed=61923,
    timezone="Atlantic/Bermuda",
    anchor=_at(4, 2, 15),
    hours=36,
    ids=IdFormats(order="{alpha:2}{alnum:8}", user="cvu-{num:8}", trace="tx{hex:6}.{hex:8}"),
    order_service="vaultapp",
    orders_per_hour=60,
    order_statuses=("SETTLED", "SETTLED", "VERIFIED", "CREDITED"),
    vocab=Vocabulary(request_rate="api_calls_ps", latency="resp_p99_ms", error_ratio="failed_call_frac",
                     hit_ratio="book_cache_hit", evictions="book_cache_evict_ps", query_latency="sql_p99_ms",
                     lock_waits="row_lock_waits_ps", pool_in_use="pg_conns_used", pool_size="pg_conns_limit",
                     consumer_lag="unread_msgs", tls_days="peer_cert_days_left", tls_failures="tls_fail_ps",
                     cache_alert="BookCacheCold", latency_alert="RespP99High", error_alert="FailedCallsHigh",
                     db_alert="RowLocksPiling", pool_alert="PgConnsMaxed", lag_alert="UnreadMsgsGrowing",
                     tls_alert="PeerTlsBroken"),
    services=(
        _S(name="vaultapp", team="交易App组 Trading App", description_zh="交易App (下单、提币、实名认证入口)",
           description_en="trading app", depends_on=("crossbook", "purse", "idproof", "coldsend", "feeclerk")),
        _S(name="crossbook", team="撮合组 Matching", description_zh="撮合引擎",
           description_en="matching engine", depends_on=("crossbook-redis", "feeclerk")),
        _S(name="crossbook-redis", kind="redis", team="撮合组 Matching", description_zh="订单簿缓存 (Redis)",
           description_en="order book cache"),
        _S(name="purse", team="钱包组 Wallet", description_zh="钱包服务",
           description_en="wallet service", depends_on=("purse-pg",)),
        _S(name="purse-pg", kind="postgres", team="DBA", description_zh="钱包库 (PostgreSQL)",
           description_en="wallet db"),
        _S(name="idproof", team="合规组 Compliance", description_zh="实名认证服务 (KYC)",
           description_en="account verification (KYC)", depends_on=("verifid",)),
        _S(name="verifid", kind="external", team="外部 External", description_zh="KYC 认证合作方",
           description_en="KYC partner"),
        _S(name="tickertape", kind="kafka", team="行情组 Market Data", description_zh="行情 Kafka",
           description_en="price feed kafka"),
        _S(name="quotesync", team="行情组 Market Data", description_zh="行情消费服务",
           description_en="price feed consumer", depends_on=("tickertape", "crossbook-redis")),
        _S(name="payout-bus", kind="kafka", team="钱包组 Wallet", description_zh="提币队列 (Kafka)",
           description_en="withdrawal queue"),
        _S(name="coldsend", team="钱包组 Wallet", description_zh="提币处理服务 (消费提币队列)",
           description_en="withdrawal worker", depends_on=("payout-bus", "purse")),
        _S(name="feeclerk", team="费率组 Fees", description_zh="手续费服务",
           description_en="fee service", depends_on=("feeclerk-db",)),
        _S(name="feeclerk-db", kind="mysql", team="费率组 Fees", description_zh="费率库 (MySQL)",
           description_en="fee db"),
        _S(name="pingwave", team="消息组 Messaging", description_zh="通知服务 (短信、邮件、推送)",
           description_en="notifications"),
        _S(name="backdesk", team="运营组 Operations", description_zh="后台管理",
           description_en="admin console", depends_on=("purse", "idproof", "pingwave")),
    ),
    incidents=(
        IncidentSpec(id="payout-backlog", kind="queue", service="coldsend", origin="payout-bus",
                     start=_at(4, 1, 50), error_rate=2, error_code="CSD-4081", warn_code="CSD-W17",
                     topic="withdrawals.pending", upstream=("vaultapp",), upstream_code="VPA-5408",
                     order_failure_share=0.5, order_status="WITHDRAW_FAILED"),
        IncidentSpec(id="feeclerk-rollout", kind="deploy", service="feeclerk", start=_at(4, 1, 45),
                     end=_at(4, 1, 49), version="4.12.0", previous_version="4.11.2", rollout_ok=True),
        IncidentSpec(id="verifid-cert", kind="certificate", service="idproof", origin="verifid",
                     start=_at(4, 0, 30), end=_at(4, 1, 10), error_rate=3, error_code="IDP-4951",
                     upstream=("vaultapp",), upstream_code="VPA-4953", order_failure_share=0.5,
                     order_status="KYC_REJECTED"),
        IncidentSpec(id="purse-pg-locks", kind="database", flavor="lock_wait", service="purse", origin="purse-pg",
                     start=_at(3, 22, 30), end=_at(3, 22, 45), error_rate=3, error_code="PRS-5230",
                     warn_code="PPG-W44"),
        IncidentSpec(id="tickertape-lag", kind="queue", service="quotesync", origin="tickertape",
                     start=_at(3, 14, 0), end=_at(3, 14, 20), error_rate=2, error_code="QSY-4102",
                     warn_code="QSY-W09", topic="ticks.spot"),
    ),
)
