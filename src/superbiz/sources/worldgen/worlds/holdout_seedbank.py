"""Held-out world ``seedbank``: an agricultural seed and fertiliser wholesaler in America/Montevideo (UTC-03:00, no
daylight time; "now" is 15:37 local = 18:37 UTC, so the local and UTC dates agree; dealer orders ``SB 2026 004417``
(spaces inside), dealers ``DLR-UY-0412``).

Incidents: the freight partner fletex's certificate expired at lunchtime and is still expired now (shipwheel, the
shipping service, fails naming it); a pricing cache stampede this morning (plowcache behind priceplow, called by the
dealer order API dealerdesk) followed by slow queries on the pricing database priceplow-pg (both resolved: a
two-hop chain dealerdesk -> priceplow -> plowcache / priceplow-pg); a bad deploy of the catalogue search seedfind
last night, rolled back; a pick-task backlog on the warehouse picking service binpicker yesterday afternoon
(resolved); a latency blip on the gateway furrowgate about 40 minutes ago; a rollout of growerid late this
morning that went fine.
Healthy: growerid (farmer accounts) and creditgate (credit checks), dealerdesk-my; fletex and bancred emit no
metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Montevideo")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="seedbank",
    title="Seedbank agro wholesale",
    seed=52417,
    timezone="America/Montevideo",
    anchor=_at(3, 15, 37),
    hours=36,
    ids=IdFormats(order="SB 2026 {num:6}", user="DLR-UY-{num:4}", trace="{hex:24}"),
    order_service="dealerdesk",
    orders_per_hour=40,
    order_statuses=("CONFIRMED", "CONFIRMED", "PICKED", "DISPATCHED", "INVOICED"),
    vocab=Vocabulary(request_rate="reqs_per_sec", latency="lat_p95_ms", error_ratio="fail_ratio",
                     hit_ratio="redis_hit_pct", evictions="redis_evictions_s", query_latency="pg_stmt_p95_ms",
                     consumer_lag="topic_backlog", tls_days="cert_days_left", tls_failures="tls_errors_s",
                     cache_alert="PriceCacheMissStorm", latency_alert="LatencySloBurn", error_alert="FailRatioHigh",
                     db_alert="PgStatementSlow", pool_alert="PgConnsExhausted", lag_alert="PickTopicBacklog",
                     tls_alert="PartnerCertInvalid"),
    services=(
        _S(name="furrowgate", team="平台组 Platform", description_zh="经销商门户 API 网关",
           description_en="dealer portal API gateway",
           depends_on=("dealerdesk", "seedfind", "growerid", "shipwheel")),
        _S(name="dealerdesk", team="订单组 Orders", description_zh="经销商下单服务（订单 API）",
           description_en="dealer order API", depends_on=("priceplow", "creditgate", "dealerdesk-my", "binpicker")),
        _S(name="dealerdesk-my", kind="mysql", team="订单组 Orders", description_zh="订单库 (MySQL)",
           description_en="dealer order database"),
        _S(name="priceplow", team="定价组 Pricing", description_zh="定价引擎（种子化肥报价）",
           description_en="pricing engine", depends_on=("plowcache", "priceplow-pg")),
        _S(name="plowcache", kind="redis", team="定价组 Pricing", description_zh="价格缓存 (Redis)",
           description_en="price cache"),
        _S(name="priceplow-pg", kind="postgres", team="DBA", description_zh="定价数据库 (PostgreSQL)",
           description_en="pricing database"),
        _S(name="binpicker", team="仓储组 Warehouse", description_zh="仓库拣货服务",
           description_en="warehouse picking", depends_on=("pickstream", "shipwheel")),
        _S(name="pickstream", kind="kafka", team="仓储组 Warehouse", description_zh="拣货任务队列 (Kafka)",
           description_en="pick task queue"),
        _S(name="shipwheel", team="物流组 Logistics", description_zh="发货与运力预订服务",
           description_en="shipping and freight booking", depends_on=("fletex",)),
        _S(name="fletex", kind="external", team="外部 External", description_zh="外部货运合作方（订车）",
           description_en="freight-booking partner"),
        _S(name="creditgate", team="风控组 Risk", description_zh="经销商授信检查",
           description_en="dealer credit check", depends_on=("bancred",)),
        _S(name="bancred", kind="external", team="外部 External", description_zh="外部征信合作方",
           description_en="credit-check partner"),
        _S(name="seedfind", team="搜索组 Search", description_zh="商品目录搜索（种子/化肥）",
           description_en="catalogue search", depends_on=("seedfind-es",)),
        _S(name="seedfind-es", kind="elasticsearch", team="搜索组 Search", description_zh="目录索引 (Elasticsearch)",
           description_en="catalogue index"),
        _S(name="growerid", team="账户组 Accounts", description_zh="农户账户服务", description_en="farmer accounts"),
    ),
    incidents=(
        IncidentSpec(id="pick-backlog", kind="queue", service="binpicker", origin="pickstream", topic="pick.tasks",
                     start=_at(2, 14, 22), end=_at(2, 16, 5), error_rate=2, error_code="BNP-4410",
                     warn_code="PKS-LAG", alert_severity="warning"),
        IncidentSpec(id="seedfind-deploy", kind="deploy", service="seedfind", start=_at(2, 22, 14),
                     end=_at(2, 22, 46), error_rate=4, error_code="SFD-5300", version="7.3.0",
                     previous_version="7.2.4", upstream=("furrowgate",), upstream_code="FRG-5031"),
        IncidentSpec(id="plow-stampede", kind="cache", service="priceplow", origin="plowcache",
                     start=_at(3, 8, 41), end=_at(3, 9, 18), error_rate=3, error_code="PPL-6102",
                     warn_code="PCH-STMP", upstream=("dealerdesk",), upstream_code="DDK-5061",
                     order_failure_share=0.7, order_status="PRICE_FAILED"),
        IncidentSpec(id="plow-slowq", kind="database", flavor="slow_query", service="priceplow",
                     origin="priceplow-pg", start=_at(3, 8, 49), end=_at(3, 9, 31), error_rate=3,
                     error_code="PPL-6208", warn_code="PPG-SLOW", upstream=("dealerdesk",), upstream_code="DDK-5062"),
        IncidentSpec(id="growerid-rollout", kind="deploy", service="growerid", start=_at(3, 11, 10),
                     end=_at(3, 11, 24), error_rate=0, version="2.9.0", previous_version="2.8.6", rollout_ok=True),
        IncidentSpec(id="fletex-cert", kind="certificate", service="shipwheel", origin="fletex",
                     start=_at(3, 13, 52), error_rate=2, error_code="SHW-7719"),
        IncidentSpec(id="gate-blip", kind="blip", service="furrowgate", start=_at(3, 14, 55), end=_at(3, 15, 6),
                     error_rate=0, warn_code="FRG-W09", alert_severity="warning"),
    ),
)
