"""Held-out world ``tuktukgo``: a tuk-tuk and motorbike-taxi ride-hailing app (rider app, driver app, dispatch,
fares with surge pricing, trips, e-wallet payments, promotions) in Asia/Bangkok (UTC+07, no daylight time; "now" is
03:40 local on 2026-12-15, 20:40 UTC of the 14th, so the local "today" is the small hours only and "last night" /
"yesterday" carry most of the story; trip ids ``TRP-BKK-0417X``, riders ``rdr_0417_th``, trace ids ``tk`` + 16
hex).

Incidents: the dispatch/matching service kwanmatch fails since a bad deploy at 03:05 local (5.2.0, not rolled
back, still failing now); the e-wallet partner paokpay's certificate expired at 00:30 and was renewed at 02:10
(walletlink fails, its caller tripledger too; trips created in between partly end ``PAYMENT_FAILED``); the
driver-location queue pinqueue backlogged twice for the location tracker geotrail (23:10-23:40 yesterday and
02:50-03:20 today, both resolved); the surge pricing cache surgepot had an eviction storm yesterday evening that
broke the fare service farewai and, through it, the rider app backend tukrider (a two-hop chain, resolved); slow
queries on the trips database tripdb yesterday afternoon 15:00-15:45 (resolved); a fine rollout of the driver app
backend tukdriver yesterday evening. Healthy: promokit, promopg, placefind, placeidx (paokpay, pinqueue and
placeidx emit no metrics of their own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Bangkok")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tuktukgo",
    title="TuktukGo ride-hailing",
    seed=70417,
    timezone="Asia/Bangkok",
    anchor=_at(15, 3, 40),
    hours=36,
    ids=IdFormats(order="TRP-BKK-{num:4}{alpha:1}", user="rdr_{num:4}_th", trace="tk{hex:16}"),
    order_service="tripledger",
    orders_per_hour=30,
    order_statuses=("COMPLETED", "COMPLETED", "COMPLETED", "ON_TRIP", "RIDER_CANCELLED"),
    vocab=Vocabulary(request_rate="ride_req_per_s", latency="resp_p99_millis", error_ratio="failed_req_share",
                     hit_ratio="surge_cache_hit_pct", evictions="keys_evicted_rate", query_latency="sql_p99_millis",
                     lock_waits="innodb_lock_waits_rate", consumer_lag="loc_consumer_lag",
                     tls_days="partner_cert_days_left", tls_failures="tls_handshake_errs_per_s",
                     cache_alert="SurgeCacheMissStorm", latency_alert="RideApiSlow", error_alert="RideApiFailing",
                     db_alert="TripDbSlowSql", pool_alert="TripDbPoolExhausted", lag_alert="LocationLagHigh",
                     tls_alert="PartnerTlsBroken"),
    services=(
        _S(name="tukrider", team="乘客组 Rider", description_zh="乘客端 App 后端",
           description_en="rider app backend", depends_on=("farewai", "kwanmatch", "tripledger", "placefind")),
        _S(name="tukdriver", team="司机组 Driver", description_zh="司机端 App 后端",
           description_en="driver app backend", depends_on=("kwanmatch", "geotrail", "tripledger")),
        _S(name="kwanmatch", team="调度组 Dispatch", description_zh="派单撮合服务",
           description_en="dispatch and matching service", depends_on=("geotrail", "surgepot")),
        _S(name="geotrail", team="调度组 Dispatch", description_zh="司机位置追踪",
           description_en="driver location tracker", depends_on=("pinqueue",)),
        _S(name="pinqueue", kind="kafka", team="基础架构组 Infra", description_zh="司机位置消息队列 (Kafka)",
           description_en="driver location queue"),
        _S(name="farewai", team="计价组 Pricing", description_zh="车费报价服务",
           description_en="fare quote service", depends_on=("surgepot", "promokit")),
        _S(name="surgepot", kind="redis", team="计价组 Pricing", description_zh="动态加价缓存 (Redis)",
           description_en="surge pricing cache"),
        _S(name="tripledger", team="行程组 Trips", description_zh="行程订单服务",
           description_en="trip booking service", depends_on=("tripdb", "walletlink", "promokit")),
        _S(name="tripdb", kind="mysql", team="DBA", description_zh="行程数据库 (MySQL)",
           description_en="trips database"),
        _S(name="walletlink", team="支付组 Payments", description_zh="电子钱包支付对接",
           description_en="e-wallet payment client", depends_on=("paokpay",)),
        _S(name="paokpay", kind="external", team="外部 External", description_zh="外部电子钱包合作方",
           description_en="e-wallet partner"),
        _S(name="promokit", team="营销组 Growth", description_zh="优惠券与促销服务",
           description_en="promotions and coupons service", depends_on=("promopg",)),
        _S(name="promopg", kind="postgres", team="DBA", description_zh="促销数据库 (PostgreSQL)",
           description_en="promotions database"),
        _S(name="placefind", team="乘客组 Rider", description_zh="上车地点搜索",
           description_en="pickup place search", depends_on=("placeidx",)),
        _S(name="placeidx", kind="elasticsearch", team="乘客组 Rider", description_zh="地点索引 (Elasticsearch)",
           description_en="place index"),
    ),
    incidents=(
        IncidentSpec(id="kwanmatch-deploy", kind="deploy", service="kwanmatch", start=_at(15, 3, 5),
                     error_rate=3, error_code="KWM-5031", version="5.2.0", previous_version="5.1.3"),
        IncidentSpec(id="paokpay-cert", kind="certificate", service="walletlink", origin="paokpay",
                     start=_at(15, 0, 30), end=_at(15, 2, 10), error_rate=2, error_code="WLK-4961",
                     upstream=("tripledger",), upstream_code="TLG-5029", order_failure_share=0.6,
                     order_status="PAYMENT_FAILED"),
        IncidentSpec(id="location-backlog-late", kind="queue", service="geotrail", origin="pinqueue",
                     start=_at(14, 23, 10), end=_at(14, 23, 40), error_rate=2, error_code="GTR-4408",
                     warn_code="PNQ-W21", topic="driver.location.v2", alert_severity="warning"),
        IncidentSpec(id="location-backlog-early", kind="queue", service="geotrail", origin="pinqueue",
                     start=_at(15, 2, 50), end=_at(15, 3, 20), error_rate=2, error_code="GTR-4408",
                     warn_code="PNQ-W21", topic="driver.location.v2", alert_severity="warning"),
        IncidentSpec(id="surge-evictions", kind="cache", service="farewai", origin="surgepot",
                     start=_at(14, 20, 15), end=_at(14, 20, 50), error_rate=3, error_code="FWI-5012",
                     warn_code="SGP-W07", upstream=("tukrider",), upstream_code="TKR-5027"),
        IncidentSpec(id="tripdb-slow", kind="database", flavor="slow_query", service="tripledger", origin="tripdb",
                     start=_at(14, 15, 0), end=_at(14, 15, 45), error_rate=2, error_code="TLG-5044",
                     warn_code="TDB-W12"),
        IncidentSpec(id="tukdriver-rollout", kind="deploy", service="tukdriver", start=_at(14, 18, 20),
                     end=_at(14, 18, 36), version="8.14.0", previous_version="8.13.2", rollout_ok=True),
    ),
)
