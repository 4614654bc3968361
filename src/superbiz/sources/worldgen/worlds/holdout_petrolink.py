"""HELD-OUT world ``petrolink``: a fuel-station network's forecourt platform (pump controllers, forecourt payments,
card authorisation, fleet fuel cards, price boards, tank level telemetry) in Australia/Darwin (UTC+09:30, no
daylight saving; "now" 22:47 local on 2026-12-14 = 13:17 UTC; transaction ids with middle dots
``PL·0412·88213``, fleet accounts ``FA123-KQ``, ``pl`` + 20-hex trace ids).

Card payments go through the edge ``siteedge`` → ``forepay`` (前庭支付) → ``cardauth`` (银行卡授权) →
``authledger`` (授权流水台账) → ``authledger-pg``: a four-hop chain whose PostgreSQL connection pool has been
exhausted since 22:06 (ongoing; transactions left pending). On another branch, the tank level telemetry consumer
``tankwatch`` has been backlogged on topic ``tank.dips`` since 21:12, before it (ongoing; fuel delivery scheduling
``depotsched`` fails with it). Resolved: the partner bank's certificate behind ``fleetcard`` (车队油卡) expired
yesterday evening and was renewed before midnight (fleet card sales declined); an eviction storm on
``pricecache`` under ``pricesign`` (油价牌发布) yesterday afternoon; a bad deploy of ``pumpctl`` (加油机控制器)
this afternoon (rolled back); a latency blip on ``cardauth`` this morning. A clean rollout (``rollout_ok``) of
``pricesign`` late this morning. Healthy: loyaltyhub, carwashq.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Australia/Darwin")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="petrolink",
    title="Petrolink fuel-station network",
    seed=84127,
    timezone="Australia/Darwin",
    anchor=_at(14, 22, 47),
    hours=36,
    ids=IdFormats(order="PL·{num:4}·{num:5}", user="FA{num:3}-{alpha:2}", trace="pl{hex:20}"),
    order_service="forepay",
    orders_per_hour=34,
    order_statuses=("APPROVED", "APPROVED", "SETTLED", "SETTLED", "VOIDED"),
    vocab=Vocabulary(request_rate="tx_rate_per_s", latency="p99_resp_ms", error_ratio="txn_fail_frac",
                     hit_ratio="price_cache_hit", evictions="price_keys_evicted_per_s", query_latency="pg_stmt_p99_ms",
                     lock_waits="pg_lock_waits_per_s", pool_in_use="ledger_pool_used", pool_size="ledger_pool_limit",
                     consumer_lag="dip_lag_msgs", tls_days="partner_cert_days", tls_failures="bank_tls_fails_per_s",
                     cache_alert="PriceCacheThrashing", latency_alert="RespTimeHigh", error_alert="ErrShareBreach",
                     db_alert="LedgerSqlSlow", pool_alert="PoolAtCapacity", lag_alert="BacklogBuilding",
                     tls_alert="BankTlsExpired"),
    services=(
        _S(name="siteedge", team="平台组 Platform", description_zh="加油站边缘网关",
           description_en="station edge gateway", depends_on=("forepay", "pumpctl", "pricesign", "loyaltyhub")),
        _S(name="forepay", team="支付组 Payments", description_zh="前庭支付服务（油枪挂枪后扣款）",
           description_en="forecourt payments", depends_on=("cardauth", "fleetcard")),
        _S(name="cardauth", team="支付组 Payments", description_zh="银行卡授权服务",
           description_en="card authorisation", depends_on=("authledger",)),
        _S(name="authledger", team="风控账务组 Risk & Ledger", description_zh="授权流水台账",
           description_en="authorisation ledger", depends_on=("authledger-pg",)),
        _S(name="authledger-pg", kind="postgres", team="DBA", description_zh="授权流水数据库 (PostgreSQL)",
           description_en="authorisation ledger database"),
        _S(name="fleetcard", team="车队组 Fleet", description_zh="车队油卡服务",
           description_en="fleet fuel cards", depends_on=("wattlebank-ext",)),
        _S(name="wattlebank-ext", kind="external", team="外部 External", description_zh="合作银行油卡结算接口",
           description_en="external partner bank fleet card settlement API"),
        _S(name="pumpctl", team="站点设备组 Site Devices", description_zh="加油机控制器服务",
           description_en="pump controller service"),
        _S(name="tankwatch", team="站点设备组 Site Devices", description_zh="油罐液位遥测",
           description_en="tank level telemetry", depends_on=("dipstream",)),
        _S(name="dipstream", kind="kafka", team="平台组 Platform", description_zh="液位读数消息总线 (Kafka)",
           description_en="tank reading event bus"),
        _S(name="depotsched", team="物流组 Logistics", description_zh="油品配送调度",
           description_en="fuel delivery scheduling", depends_on=("tankwatch",)),
        _S(name="pricesign", team="定价组 Pricing", description_zh="油价牌发布服务",
           description_en="price board publisher", depends_on=("pricecache",)),
        _S(name="pricecache", kind="redis", team="定价组 Pricing", description_zh="油价缓存 (Redis)",
           description_en="fuel price cache"),
        _S(name="loyaltyhub", team="会员组 Loyalty", description_zh="积分会员服务",
           description_en="loyalty rewards"),
        _S(name="carwashq", team="增值服务组 Add-ons", description_zh="洗车预约服务",
           description_en="car wash booking"),
    ),
    incidents=(
        IncidentSpec(id="ledger-pool-exhausted", kind="database", flavor="pool", service="authledger",
                     origin="authledger-pg", start=_at(14, 22, 6), error_rate=3, error_code="LDG-7503",
                     warn_code="APG-W40", upstream=("cardauth", "forepay", "siteedge"), upstream_code="ATH-7504",
                     order_failure_share=0.5, order_status="AUTH_PENDING"),
        IncidentSpec(id="tank-dips-backlog", kind="queue", service="tankwatch", origin="dipstream",
                     topic="tank.dips", start=_at(14, 21, 12), error_rate=2, error_code="TNK-6208",
                     warn_code="TNK-W11", upstream=("depotsched",), upstream_code="DPS-6210"),
        IncidentSpec(id="fleet-bank-cert-expired", kind="certificate", service="fleetcard", origin="wattlebank-ext",
                     start=_at(13, 20, 52), end=_at(13, 23, 34), error_rate=2, error_code="FLC-4495",
                     upstream=("forepay",), upstream_code="FPY-4496", order_failure_share=0.4,
                     order_status="FLEET_DECLINED"),
        IncidentSpec(id="price-cache-evictions", kind="cache", service="pricesign", origin="pricecache",
                     start=_at(13, 15, 10), end=_at(13, 15, 58), error_rate=3, error_code="PRC-3301",
                     warn_code="PCH-W09"),
        IncidentSpec(id="pumpctl-bad-deploy", kind="deploy", service="pumpctl", start=_at(14, 14, 20),
                     end=_at(14, 14, 51), error_rate=4, error_code="PMP-5000", version="5.2.0",
                     previous_version="5.1.4", upstream=("siteedge",), upstream_code="EDG-5020"),
        IncidentSpec(id="pricesign-rollout", kind="deploy", service="pricesign", start=_at(14, 11, 32),
                     end=_at(14, 11, 41), version="8.3.0", previous_version="8.2.6", rollout_ok=True),
        IncidentSpec(id="cardauth-latency-blip", kind="blip", service="cardauth", start=_at(14, 7, 48),
                     end=_at(14, 8, 3), error_rate=0, warn_code="CAU-W03", alert_severity="warning"),
    ),
)
