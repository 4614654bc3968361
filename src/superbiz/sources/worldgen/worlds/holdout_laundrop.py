"""HELD-OUT world ``laundrop``: a laundromat network (IoT washers and dryers in every store, a machine telemetry
gateway, app wallet top-ups, a card-payment partner, loyalty points, a store-ops console, customer notifications)
in Africa/Casablanca (UTC+01:00 in December; "now" is 06:50 local, 05:50 UTC, as the stores open; wash cycle ids
``LD-CAS-0007-2612-88``, customers ``c.88213``, trace ids ``ldq`` and 18 hex digits).

Wash cycles go through the app gateway ``spinport`` → ``cyclebook`` (洗衣订单) → ``coinpurse`` (钱包充值) →
``coinpurse-pg``: the wallet database's connection pool is exhausted this morning (ongoing; three services fail,
some cycles end TOPUP_FAILED). The loyalty service ``sudspoints`` has had a slow query on ``sudspoints-pg`` since
before local midnight (still going, the episode crosses midnight). The machine telemetry gateway ``telewash`` was
backlogged on its Kafka topic before dawn (resolved about an hour before "now"). Yesterday: the card partner's
certificate expired in the afternoon (``payrinse`` → ``kartpay-ext``, callers ``coinpurse``; renewed after about
50 minutes) and an eviction storm on ``drumcache`` in the evening failed machine control ``drumctl`` (callers
``cyclebook``). This morning a clean rollout (``rollout_ok``) of the store-ops console ``storedesk`` finished just
before a latency blip of the notifications service ``chimewash`` (unrelated: a tempting false cause).
Healthy: washfind, washfind-es, storedesk; drumctl and payrinse since their recoveries; tumblemq and kartpay-ext
emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Africa/Casablanca")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="laundrop",
    title="Laundrop laundromat network",
    seed=52817,
    timezone="Africa/Casablanca",
    anchor=_at(17, 6, 50),
    hours=36,
    ids=IdFormats(order="LD-CAS-{num:4}-{num:4}-{num:2}", user="c.{num:5}", trace="ldq{hex:18}"),
    order_service="cyclebook",
    orders_per_hour=26,
    order_statuses=("COMPLETED", "COMPLETED", "RUNNING", "PAID", "REFUNDED"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="p99_latency_ms", error_ratio="err_ratio_5m",
                     hit_ratio="kv_hit_rate", evictions="kv_evictions_per_s", query_latency="sql_p99_ms",
                     lock_waits="sql_lock_waits_per_s", pool_in_use="pg_pool_busy", pool_size="pg_pool_max",
                     consumer_lag="telemetry_lag_msgs", tls_days="cert_days_left", tls_failures="tls_fail_per_s",
                     cache_alert="DrumCacheMissStorm", latency_alert="P99LatencyHigh", error_alert="ErrorRateBurn",
                     db_alert="SlowSqlOngoing", pool_alert="PgPoolDrained", lag_alert="TelemetryLagHigh",
                     tls_alert="PartnerCertInvalid"),
    services=(
        _S(name="spinport", team="平台组 Platform", description_zh="APP 网关", description_en="customer app gateway",
           depends_on=("cyclebook", "coinpurse", "sudspoints", "washfind")),
        _S(name="cyclebook", team="洗衣业务组 Cycles", description_zh="洗衣订单 (启动洗涤/烘干)",
           description_en="wash cycle booking", depends_on=("coinpurse", "drumctl")),
        _S(name="coinpurse", team="钱包组 Wallet", description_zh="APP 钱包充值",
           description_en="app wallet top-ups", depends_on=("coinpurse-pg", "payrinse")),
        _S(name="coinpurse-pg", kind="postgres", team="DBA", description_zh="钱包数据库 (PostgreSQL)",
           description_en="wallet database"),
        _S(name="payrinse", team="钱包组 Wallet", description_zh="银行卡支付对接",
           description_en="card payment client", depends_on=("kartpay-ext",)),
        _S(name="kartpay-ext", kind="external", team="外部 External", description_zh="外部银行卡支付合作方",
           description_en="card payment partner"),
        _S(name="drumctl", team="设备组 Machines", description_zh="洗衣机烘干机远程控制",
           description_en="washer and dryer machine control", depends_on=("drumcache",)),
        _S(name="drumcache", kind="redis", team="设备组 Machines", description_zh="机器状态缓存 (Redis)",
           description_en="machine state cache"),
        _S(name="telewash", team="设备组 Machines", description_zh="机器遥测网关",
           description_en="machine telemetry gateway", depends_on=("tumblemq",)),
        _S(name="tumblemq", kind="kafka", team="设备组 Machines", description_zh="机器遥测消息队列 (Kafka)",
           description_en="machine telemetry queue"),
        _S(name="sudspoints", team="会员组 Loyalty", description_zh="会员积分",
           description_en="loyalty points", depends_on=("sudspoints-pg",)),
        _S(name="sudspoints-pg", kind="postgres", team="DBA", description_zh="积分数据库 (PostgreSQL)",
           description_en="loyalty database"),
        _S(name="storedesk", team="门店运营组 Store Ops", description_zh="门店运营控制台",
           description_en="store-ops console", depends_on=("drumctl", "telewash")),
        _S(name="chimewash", team="通知组 Notify", description_zh="通知服务 (洗好了提醒、短信、推送)",
           description_en="customer notifications"),
        _S(name="washfind", team="搜索组 Search", description_zh="附近门店查找",
           description_en="nearby store finder", depends_on=("washfind-es",)),
        _S(name="washfind-es", kind="elasticsearch", team="搜索组 Search", description_zh="门店索引 (Elasticsearch)",
           description_en="store index"),
    ),
    incidents=(
        IncidentSpec(id="wallet-pool-drained", kind="database", flavor="pool", service="coinpurse",
                     origin="coinpurse-pg", start=_at(17, 6, 24), error_rate=4, error_code="CPS-5307",
                     warn_code="CPG-W31", upstream=("cyclebook", "spinport"), upstream_code="CYB-5031",
                     order_failure_share=0.5, order_status="TOPUP_FAILED"),
        IncidentSpec(id="points-slow-sql", kind="database", flavor="slow_query", service="sudspoints",
                     origin="sudspoints-pg", start=_at(16, 23, 37), error_rate=2, error_code="SPT-5104",
                     warn_code="SPG-W14"),
        IncidentSpec(id="telemetry-backlog", kind="queue", service="telewash", origin="tumblemq",
                     start=_at(17, 3, 42), end=_at(17, 5, 49), error_rate=2, error_code="TLW-4406",
                     warn_code="TMQ-W42", topic="machine.telemetry.v2", alert_severity="warning"),
        IncidentSpec(id="kartpay-cert", kind="certificate", service="payrinse", origin="kartpay-ext",
                     start=_at(16, 14, 18), end=_at(16, 15, 6), error_rate=2, error_code="PRN-4953",
                     upstream=("coinpurse",), upstream_code="CPS-5021"),
        IncidentSpec(id="drumcache-evictions", kind="cache", service="drumctl", origin="drumcache",
                     start=_at(16, 20, 11), end=_at(16, 20, 47), error_rate=3, error_code="DRC-5042",
                     warn_code="DCH-W07", upstream=("cyclebook",), upstream_code="CYB-5044"),
        IncidentSpec(id="storedesk-rollout", kind="deploy", service="storedesk", start=_at(17, 5, 52),
                     end=_at(17, 6, 1), version="5.3.0", previous_version="5.2.4", rollout_ok=True),
        IncidentSpec(id="chimewash-blip", kind="blip", service="chimewash", start=_at(17, 6, 3), end=_at(17, 6, 17),
                     error_rate=0, warn_code="CHM-W05", alert_severity="warning"),
    ),
)
