"""Held-out world ``recyclo``: deposit-return recycling machines in supermarkets plus household pickup bookings, in
Europe/Prague (UTC+01:00 in December; "now" is 18:05 local on 4 December = 17:05 UTC; the data begin at 06:05 local
on 3 December; vouchers ``VCH-7K2Q-91`` (issued by vouchly), recyclers ``RC482913K``, trace ids ``rv`` + 14 hex).

Incidents: slow queries on the payouts database payouts-pg since 17:20 make the payouts service refundpay time out, and
the voucher service vouchly and the supermarket machine gateway bottlegate fail behind it (chain bottlegate →
vouchly → refundpay → payouts-pg; ongoing; vouchers fail as REDEEM_FAILED); a clean rollout of vouchly 2.9.1 at
17:08–17:14 (``rollout_ok``, a tempting false cause); a bad deploy of the route planner routecraft 5.3.0 at 17:30,
rolled back at 17:45 (the pickup booking app pickupper failed calls to it); a machine-telemetry backlog on
rvm-telemetry-q behind the reader rvmtele overnight 01:00–03:30; yesterday 12:00–12:20 the SMS partner smsgo's
certificate was expired (textbridge failed its handshakes; renewed).
Healthy: fleetdesk (machine fleet console), voucher-redis, pickup-mysql, bankrail (bank payout rail).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Prague")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="recyclo",
    title="Recyclo deposit-return machines and household pickups",
    seed=61204,
    timezone="Europe/Prague",
    anchor=_at(4, 18, 5),
    hours=36,
    ids=IdFormats(order="VCH-{alnum:4}-{num:2}", user="RC{num:6}{alpha:1}", trace="rv{hex:14}"),
    order_service="vouchly",
    orders_per_hour=40,
    order_statuses=("REDEEMED", "REDEEMED", "ISSUED", "PAID_OUT"),
    vocab=Vocabulary(request_rate="rvm_req_ps", latency="rvm_p95_ms", error_ratio="rvm_err_share",
                     hit_ratio="voucher_cache_hits", evictions="voucher_cache_evicted_ps",
                     query_latency="payout_sql_p99_ms", lock_waits="payout_lock_waits_ps",
                     pool_in_use="payout_conns_used", pool_size="payout_conns_limit",
                     consumer_lag="telemetry_msgs_behind", tls_days="peer_cert_days_left",
                     tls_failures="peer_tls_errors_ps", cache_alert="VoucherCacheCold",
                     latency_alert="RvmP95TooSlow", error_alert="RvmErrShareHigh", db_alert="PayoutSqlSlow",
                     pool_alert="PayoutConnsFull", lag_alert="TelemetryFallingBehind",
                     tls_alert="PeerTlsBroken"),
    services=(
        _S(name="bottlegate", team="回收机接入组 Machine Edge",
           description_zh="超市回收机接入网关 (回收机/瓶子机)", description_en="supermarket deposit machine gateway",
           depends_on=("vouchly",)),
        _S(name="vouchly", team="押金券组 Vouchers", description_zh="押金券服务 (兑换券/小票)",
           description_en="deposit voucher service", depends_on=("refundpay", "voucher-redis")),
        _S(name="voucher-redis", kind="redis", team="押金券组 Vouchers", description_zh="押金券缓存 (Redis)",
           description_en="voucher cache"),
        _S(name="refundpay", team="打款组 Payouts", description_zh="返款打款服务 (打到用户银行卡)",
           description_en="payouts to users' bank", depends_on=("payouts-pg", "bankrail")),
        _S(name="payouts-pg", kind="postgres", team="DBA", description_zh="打款数据库 (PostgreSQL)",
           description_en="payouts database"),
        _S(name="bankrail", kind="external", team="外部 External", description_zh="银行打款通道",
           description_en="bank payout rail"),
        _S(name="pickupper", team="上门回收组 Household Pickup", description_zh="上门回收预约 App",
           description_en="household pickup booking app", depends_on=("routecraft", "pickup-mysql", "textbridge")),
        _S(name="pickup-mysql", kind="mysql", team="上门回收组 Household Pickup",
           description_zh="上门预约数据库 (MySQL)", description_en="pickup bookings database"),
        _S(name="routecraft", team="收运调度组 Collection Routes", description_zh="收运路线规划",
           description_en="collection route planner"),
        _S(name="textbridge", team="通知组 Notifications", description_zh="短信通知服务",
           description_en="SMS notifications", depends_on=("smsgo",)),
        _S(name="smsgo", kind="external", team="外部 External", description_zh="短信合作方",
           description_en="SMS partner"),
        _S(name="rvmtele", team="设备遥测组 Telemetry",
           description_zh="回收机遥测接入 (读队列)", description_en="machine telemetry reader",
           depends_on=("rvm-telemetry-q",)),
        _S(name="rvm-telemetry-q", kind="kafka", team="设备遥测组 Telemetry",
           description_zh="回收机遥测队列 (Kafka)", description_en="machine telemetry queue"),
        _S(name="fleetdesk", team="设备运维组 Fleet Ops", description_zh="回收机运维台 (机器状态/满仓)",
           description_en="machine fleet console", depends_on=("rvmtele",)),
    ),
    incidents=(
        IncidentSpec(id="payouts-slow-query", kind="database", flavor="slow_query", service="refundpay",
                     origin="payouts-pg", start=_at(4, 17, 20), error_rate=3, error_code="PYD-5108",
                     warn_code="PPG-W14", upstream=("vouchly", "bottlegate"), upstream_code="VCR-5031",
                     order_failure_share=0.5, order_status="REDEEM_FAILED"),
        IncidentSpec(id="vouchly-rollout", kind="deploy", service="vouchly", start=_at(4, 17, 8),
                     end=_at(4, 17, 14), version="2.9.1", previous_version="2.9.0", rollout_ok=True),
        IncidentSpec(id="routecraft-bad-deploy", kind="deploy", service="routecraft", start=_at(4, 17, 30),
                     end=_at(4, 17, 45), error_rate=4, error_code="RTW-5002", version="5.3.0",
                     previous_version="5.2.7", upstream=("pickupper",), upstream_code="PKU-5020"),
        IncidentSpec(id="telemetry-backlog", kind="queue", service="rvmtele", origin="rvm-telemetry-q",
                     start=_at(4, 1, 0), end=_at(4, 3, 30), error_rate=2, error_code="RVT-4402",
                     warn_code="RTQ-W07", topic="rvm.telemetry"),
        IncidentSpec(id="smsgo-cert", kind="certificate", service="textbridge", origin="smsgo",
                     start=_at(3, 12, 0), end=_at(3, 12, 20), error_rate=3, error_code="TXB-4951"),
    ),
)
