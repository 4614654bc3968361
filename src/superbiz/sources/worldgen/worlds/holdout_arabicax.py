"""Held-out world ``arabicax``: a coffee commodity exchange in Africa/Addis_Ababa (UTC+03:00, no daylight time;
"now" is 14:15 local on 4 December = 11:15 UTC, early afternoon of a trading day; auction bids
``BID/2612/00417`` (placed through bidfloor), trading members ``MBR-ET-4172``, trace ids ``cx`` + 10 hex digits
+ ``-et``).

Incidents: lock waits on the auction-bids database bidvault-pg twice today, the bid intake bidfloor failing bids
(``BID_REJECTED``, code BDF-5307): 10:00–10:40 during the morning auction (resolved) and again since 13:50, still
going (same service, two episodes); a bad deploy of the settlement service settlex 4.8.0 at 12:30, NOT rolled back
and still failing now (the traders portal tradeportal sees its errors); a backlog of the grading-lab results queue
cuplab-q behind the cupping results reader cupscore this morning 07:40–08:25 (resolved); a clean rollout of the
warehouse receipts service ewr-issuer 2.11.0 at 13:40–13:46 (``rollout_ok``); yesterday 15:10–16:05 the FX
partner birrfx's certificate was expired (the FX quote service fxquote failed its handshakes; renewed); a
WARN-only latency blip of the market-data feed tickerboard at 11:20–11:32.
Healthy: memberdesk (member registry), lotgrade (lot grades), lotgrade-redis, settlex-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Addis_Ababa")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="arabicax",
    title="Arabicax coffee commodity exchange",
    seed=261204,
    timezone="Africa/Addis_Ababa",
    anchor=_at(4, 14, 15),
    hours=36,
    ids=IdFormats(order="BID/2612/{seq:5}", user="MBR-ET-{num:4}", trace="cx{hex:10}-et"),
    order_service="bidfloor",
    orders_per_hour=36,
    order_statuses=("ACCEPTED", "ACCEPTED", "OUTBID", "AWARDED"),
    vocab=Vocabulary(request_rate="bids_in_ps", latency="bid_p95_ms", error_ratio="bid_fail_share",
                     hit_ratio="grade_cache_hits", evictions="grade_cache_drops_ps", query_latency="vault_sql_p95_ms",
                     lock_waits="vault_row_lock_waits_ps", pool_in_use="vault_sessions_used",
                     pool_size="vault_sessions_cap", consumer_lag="cupping_results_pending",
                     tls_days="fx_cert_days_valid", tls_failures="fx_handshake_errs_ps",
                     cache_alert="GradeCacheHitsDropping", latency_alert="BidP95TooSlow",
                     error_alert="FailShareAboveSlo", db_alert="VaultRowLocksPiling",
                     pool_alert="VaultSessionsFull", lag_alert="CuppingResultsBehind",
                     tls_alert="FxHandshakeBroken"),
    services=(
        _S(name="tradeportal", team="交易员终端组 Trader Desk", description_zh="交易员门户 (网页与终端)",
           description_en="traders portal", depends_on=("bidfloor", "settlex", "tickerboard")),
        _S(name="bidfloor", team="拍卖组 Auction Floor", description_zh="拍卖出价服务 (竞价接单)",
           description_en="auction bids service", depends_on=("bidvault-pg", "lotgrade", "memberdesk")),
        _S(name="bidvault-pg", kind="postgres", team="DBA", description_zh="出价数据库 (PostgreSQL)",
           description_en="auction bids database"),
        _S(name="settlex", team="结算组 Settlement", description_zh="交割结算服务",
           description_en="settlement service", depends_on=("settlex-db", "fxquote")),
        _S(name="settlex-db", kind="mysql", team="结算组 Settlement", description_zh="结算数据库 (MySQL)",
           description_en="settlement database"),
        _S(name="fxquote", team="外汇组 FX Desk", description_zh="外汇报价服务 (比尔兑美元)",
           description_en="FX quote service", depends_on=("birrfx",)),
        _S(name="birrfx", kind="external", team="外部 External", description_zh="外汇合作银行",
           description_en="FX partner bank"),
        _S(name="cupscore", team="品质分级组 Grading Lab", description_zh="杯测结果接入 (读队列写分级)",
           description_en="cupping results reader", depends_on=("cuplab-q", "lotgrade")),
        _S(name="cuplab-q", kind="kafka", team="品质分级组 Grading Lab", description_zh="分级实验室结果队列 (Kafka)",
           description_en="grading-lab results queue"),
        _S(name="lotgrade", team="品质分级组 Grading Lab", description_zh="批次分级服务",
           description_en="lot grading service", depends_on=("lotgrade-redis",)),
        _S(name="lotgrade-redis", kind="redis", team="品质分级组 Grading Lab", description_zh="分级缓存 (Redis)",
           description_en="lot grades cache"),
        _S(name="ewr-issuer", team="仓储组 Warehouse", description_zh="仓单服务 (电子仓单签发)",
           description_en="warehouse receipts service", depends_on=("lotgrade",)),
        _S(name="tickerboard", team="行情组 Market Data", description_zh="行情数据推送",
           description_en="market data feed"),
        _S(name="memberdesk", team="会员组 Membership", description_zh="会员注册服务",
           description_en="member registry"),
    ),
    incidents=(
        IncidentSpec(id="bidvault-lock-morning", kind="database", flavor="lock_wait", service="bidfloor",
                     origin="bidvault-pg", start=_at(4, 10, 0), end=_at(4, 10, 40), error_rate=3,
                     error_code="BDF-5307", warn_code="BVP-W22", order_failure_share=0.45,
                     order_status="BID_REJECTED"),
        IncidentSpec(id="bidvault-lock-afternoon", kind="database", flavor="lock_wait", service="bidfloor",
                     origin="bidvault-pg", start=_at(4, 13, 50), error_rate=3, error_code="BDF-5307",
                     warn_code="BVP-W22", order_failure_share=0.45, order_status="BID_REJECTED"),
        IncidentSpec(id="settlex-bad-deploy", kind="deploy", service="settlex", start=_at(4, 12, 30),
                     error_rate=4, error_code="STX-5120", version="4.8.0", previous_version="4.7.3",
                     upstream=("tradeportal",), upstream_code="TPL-5032"),
        IncidentSpec(id="ewr-rollout", kind="deploy", service="ewr-issuer", start=_at(4, 13, 40),
                     end=_at(4, 13, 46), version="2.11.0", previous_version="2.10.2", rollout_ok=True),
        IncidentSpec(id="cuplab-backlog", kind="queue", service="cupscore", origin="cuplab-q",
                     start=_at(4, 7, 40), end=_at(4, 8, 25), error_rate=2, error_code="CUP-4408",
                     warn_code="CLQ-W11", topic="grading.cupping-results"),
        IncidentSpec(id="tickerboard-blip", kind="blip", service="tickerboard", start=_at(4, 11, 20),
                     end=_at(4, 11, 32), error_rate=0, warn_code="TKB-W07", alert_severity="warning"),
        IncidentSpec(id="birrfx-cert", kind="certificate", service="fxquote", origin="birrfx",
                     start=_at(3, 15, 10), end=_at(3, 16, 5), error_rate=3, error_code="FXQ-4951"),
    ),
)
