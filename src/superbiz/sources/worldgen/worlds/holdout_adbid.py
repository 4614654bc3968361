"""Held-out world ``adbid``: an online advertising exchange in Asia/Karachi (UTC+05:00; insertion orders
``IO-K7QZ-48213``, advertisers ``adv_004512``).

One central service, auction-core, has three incidents of different kinds: a bid-cache eviction storm on
bidcache-redis yesterday morning (resolved), a bad deploy yesterday evening (rolled back), and slow queries on
floor-pg going on now. Also: a lock-wait storm on budget-mysql behind pacing-svc this morning (resolved), an
expired DSP partner certificate behind bidder2-gw across last midnight (resolved), a click backlog on
click-track going on now (billing-rollup fails to bill), a short latency blip on creative-review this morning.
Healthy: fraud-scan, review-es, invoice-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Karachi")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="adbid",
    title="Adbid ad exchange",
    seed=64093,
    timezone="Asia/Karachi",
    anchor=_at(21, 16, 25),
    hours=36,
    ids=IdFormats(order="IO-{alnum:4}-{num:5}", user="adv_{seq:6}", trace="{hex:20}"),
    order_service="billing-rollup",
    orders_per_hour=30,
    order_statuses=("BILLED", "BILLED", "BILLED", "INVOICED", "CREDIT_HOLD"),
    vocab=Vocabulary(latency="resp_p99_ms", error_ratio="err_rate", error_alert="ErrorRateSpike",
                     latency_alert="P99TooSlow", db_alert="DbQueriesSlow", lag_alert="ConsumerBacklog"),
    services=(
        _S(name="xchg-edge", team="交易平台组 Exchange", description_zh="广告交易入口网关",
           description_en="exchange ingress gateway", depends_on=("auction-core", "click-track", "creative-review")),
        _S(name="auction-core", team="竞价组 Auction", description_zh="竞价撮合引擎 (处理竞价请求)",
           description_en="auction engine for bid requests",
           depends_on=("bidcache-redis", "floor-pg", "bidder2-gw", "pacing-svc", "fraud-scan")),
        _S(name="bidcache-redis", kind="redis", team="竞价组 Auction", description_zh="出价缓存 (Redis)",
           description_en="bid cache"),
        _S(name="floor-pg", kind="postgres", team="DBA", description_zh="底价规则数据库 (PostgreSQL)",
           description_en="floor price database"),
        _S(name="bidder2-gw", team="买方对接组 Demand", description_zh="DSP 出价网关",
           description_en="bidder gateway to DSPs", depends_on=("dsp-partner",)),
        _S(name="dsp-partner", kind="external", team="外部 External", description_zh="外部 DSP 买方",
           description_en="external DSP partner"),
        _S(name="pacing-svc", team="预算组 Budget", description_zh="预算匀速投放控制",
           description_en="budget pacing", depends_on=("budget-mysql",)),
        _S(name="budget-mysql", kind="mysql", team="DBA", description_zh="预算数据库 (MySQL)",
           description_en="budget database"),
        _S(name="fraud-scan", team="反作弊组 Traffic Quality", description_zh="无效流量识别",
           description_en="invalid traffic detection"),
        _S(name="creative-review", team="素材审核组 Creative", description_zh="广告素材审核",
           description_en="ad creative review", depends_on=("review-es",)),
        _S(name="review-es", kind="elasticsearch", team="素材审核组 Creative",
           description_zh="素材检索 (Elasticsearch)", description_en="creative search index"),
        _S(name="click-track", team="归因组 Attribution", description_zh="点击追踪",
           description_en="click tracking", depends_on=("click-kafka",)),
        _S(name="click-kafka", kind="kafka", team="平台组 Platform", description_zh="点击事件队列 (Kafka)",
           description_en="click event queue"),
        _S(name="billing-rollup", team="结算组 Billing", description_zh="广告计费结算",
           description_en="ad billing rollup", depends_on=("click-track", "invoice-pg")),
        _S(name="invoice-pg", kind="postgres", team="结算组 Billing", description_zh="账单数据库 (PostgreSQL)",
           description_en="invoice database"),
    ),
    incidents=(
        IncidentSpec(id="auction-bidcache-evictions", kind="cache", service="auction-core", origin="bidcache-redis",
                     start=_at(20, 9, 12), end=_at(20, 9, 58), error_rate=3, error_code="AUC-2408",
                     warn_code="BCR-W11"),
        IncidentSpec(id="auction-bad-deploy", kind="deploy", service="auction-core", start=_at(20, 19, 36),
                     end=_at(20, 20, 3), error_rate=5, error_code="AUC-5000", version="4.12.0",
                     previous_version="4.11.3", upstream=("xchg-edge",), upstream_code="XCE-5020"),
        IncidentSpec(id="auction-floor-slow", kind="database", flavor="slow_query", service="auction-core",
                     origin="floor-pg", start=_at(21, 15, 47), error_rate=4, error_code="AUC-5041",
                     warn_code="FPG-SLOW", upstream=("xchg-edge",), upstream_code="XCE-5031"),
        IncidentSpec(id="pacing-lock-waits", kind="database", flavor="lock_wait", service="pacing-svc",
                     origin="budget-mysql", start=_at(21, 8, 5), end=_at(21, 8, 52), error_rate=3,
                     error_code="PAC-1205", warn_code="BDG-1205"),
        IncidentSpec(id="dsp-cert-expired", kind="certificate", service="bidder2-gw", origin="dsp-partner",
                     start=_at(20, 23, 41), end=_at(21, 0, 37), error_rate=3, error_code="BGW-0495"),
        IncidentSpec(id="click-backlog", kind="queue", service="click-track", origin="click-kafka",
                     start=_at(21, 14, 58), error_rate=2, error_code="CLK-3009", warn_code="CLK-W31",
                     topic="clicks.raw", upstream=("billing-rollup",), upstream_code="BIL-4090",
                     order_failure_share=0.5, order_status="UNBILLED", alert_severity="warning"),
        IncidentSpec(id="review-latency-blip", kind="blip", service="creative-review", start=_at(21, 11, 20),
                     end=_at(21, 11, 34), error_rate=0, warn_code="CRV-W07", alert_severity="warning"),
    ),
)
