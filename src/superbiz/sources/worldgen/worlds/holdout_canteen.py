"""HELD OUT: the engine's developers must not read this module until measurement.

Held-out world ``canteen`` (food delivery, UTC, UUID order ids) for the QA suite's held-out measurement
(``evals/qa-holdout/``). It speaks its own metric and alert vocabulary on purpose.
"""

from __future__ import annotations

from datetime import UTC, datetime

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 1, day, hh, mm, tzinfo=UTC)


_S = ServiceSpec

_VOCAB = Vocabulary(
    request_rate="rps", latency="p99_ms", error_ratio="failure_ratio", hit_ratio="kv_hit_rate",
    evictions="kv_evictions_per_s", query_latency="sql_p99_ms", lock_waits="sql_lock_waits_per_s",
    pool_in_use="sql_pool_busy", pool_size="sql_pool_capacity", consumer_lag="stream_backlog",
    tls_days="peer_cert_days_left", tls_failures="peer_tls_errors_per_s",
    cache_alert="KvHitRateDrop", latency_alert="SlowResponses", error_alert="FailureRatioHigh",
    db_alert="SqlDegraded", pool_alert="SqlPoolBusy", lag_alert="StreamBacklogHigh", tls_alert="PeerTlsBroken",
)

SPEC = WorldSpec(
    name="canteen",
    title="Canteen food delivery",
    seed=90210,
    timezone="UTC",
    anchor=_at(22, 8, 40),
    hours=30,
    ids=IdFormats(order="{uuid}", user="eater-{num:7}", trace="{hex:32}"),
    order_service="checkout-flow",
    orders_per_hour=45,
    order_statuses=("DELIVERED", "DELIVERED", "EN_ROUTE", "PREPARING"),
    vocab=_VOCAB,
    services=(
        _S(name="mobile-bff", team="客户端组 Apps", description_zh="移动端聚合层", description_en="mobile BFF",
           depends_on=("dispatch-core", "menu-catalog", "checkout-flow")),
        _S(name="dispatch-core", team="调度组 Dispatch", description_zh="骑手调度核心",
           description_en="courier dispatch core", depends_on=("courier-locator", "dispatch-pg", "geo-cache")),
        _S(name="courier-locator", team="调度组 Dispatch", description_zh="骑手定位", description_en="courier locator"),
        _S(name="dispatch-pg", kind="postgres", team="DBA", description_zh="调度数据库", description_en="dispatch DB"),
        _S(name="geo-cache", kind="redis", team="调度组 Dispatch", description_zh="地理位置缓存",
           description_en="geo cache"),
        _S(name="menu-catalog", team="商户组 Merchants", description_zh="菜单目录", description_en="menu catalog",
           depends_on=("menu-es", "menu-cache")),
        _S(name="menu-es", kind="elasticsearch", team="商户组 Merchants", description_zh="菜单检索",
           description_en="menu search"),
        _S(name="menu-cache", kind="redis", team="商户组 Merchants", description_zh="菜单缓存",
           description_en="menu cache"),
        _S(name="checkout-flow", team="交易组 Checkout", description_zh="下单结算流程",
           description_en="checkout flow", depends_on=("wallet-hub", "dispatch-core", "order-stream")),
        _S(name="wallet-hub", team="钱包组 Wallet", description_zh="钱包与扣款", description_en="wallet and charging",
           depends_on=("card-acquirer", "wallet-mysql")),
        _S(name="wallet-mysql", kind="mysql", team="DBA", description_zh="钱包数据库", description_en="wallet DB"),
        _S(name="card-acquirer", kind="external", team="外部 External", description_zh="外部收单机构",
           description_en="external card acquirer"),
        _S(name="order-stream", kind="kafka", team="平台组 Platform", description_zh="订单事件流",
           description_en="order event stream"),
        _S(name="receipt-mailer", team="消息组 Messaging", description_zh="电子小票邮件",
           description_en="receipt mailer", depends_on=("order-stream",)),
    ),
    incidents=(
        IncidentSpec(id="wallet-pool", kind="database", flavor="pool", service="wallet-hub", origin="wallet-mysql",
                     start=_at(22, 7, 58), error_rate=4, error_code="WLT-0409", warn_code="WMY-1040",
                     upstream=("checkout-flow",), upstream_code="CKO-5002", order_failure_share=0.35,
                     order_status="CHARGE_STALLED"),
        IncidentSpec(id="menu-cache-storm", kind="cache", service="menu-catalog", origin="menu-cache",
                     start=_at(22, 3, 10), end=_at(22, 3, 48), error_rate=3, error_code="MNU-2210",
                     warn_code="MCH-W3", upstream=("mobile-bff",), upstream_code="BFF-504"),
        IncidentSpec(id="receipt-backlog", kind="queue", service="receipt-mailer", origin="order-stream",
                     start=_at(22, 6, 20), error_rate=1.5, error_code="RCP-7001", warn_code="RCP-W9",
                     topic="order-placed", alert_severity="warning"),
        IncidentSpec(id="dispatch-bad-deploy", kind="deploy", service="dispatch-core", start=_at(21, 21, 30),
                     end=_at(21, 21, 52), error_rate=4, error_code="DSP-5100", version="5.2.0",
                     previous_version="5.1.9", upstream=("mobile-bff",), upstream_code="BFF-502"),
        IncidentSpec(id="bff-latency-blip", kind="blip", service="mobile-bff", start=_at(21, 14, 5),
                     end=_at(21, 14, 20), error_rate=0, warn_code="BFF-W1", alert_severity="warning"),
    ),
)
