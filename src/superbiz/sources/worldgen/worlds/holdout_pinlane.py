"""Held-out world ``pinlane``: a bowling alley chain (lane bookings, shoe rental, league scores) in Asia/Aqtobe
(UTC+05:00, no daylight saving). Lane bookings (the orders) are ``LN-24-0815``, members ``bwl_0033``, trace ids
``pnl-<hex6>-<digits6>``.

"Now" is 2026-10-17 20:50 local (15:50 UTC); the data starts 30 hours earlier, 2026-10-16 14:50 local.

Incidents (local time):

* certificate: the external payment partner mervpay-ext's certificate expired at 2026-10-16 22:10; coinvra-pay's
  TLS handshakes failed until the renewal at 2026-10-17 00:40 (resolved, across local midnight); lanzo-book saw
  the failures (LZB-5620) and bookings failed as ``PAY_VOIDED``.
* deploy: frambo-league 2.8.0 at 11:05 today threw errors, rolled back to 2.7.4 at 11:32 (resolved).
* blip: skuffo-shoes p99 latency warnings 14:10-14:24 today (WARN only, a warning alert, resolved).
* rollout_ok: lanzo-book 5.12.0 rolled out at 17:20 today, completed 17:26 without errors (a tempting false
  cause of the pool exhaustion that starts at 17:30).
* database pool: boxmy-db (MySQL) close to max_connections, lanzo-book's connection pool exhausted 17:30-18:20
  today (resolved); pinvex-gate saw 503s; bookings failed as ``NOT_RESERVED`` (LZB-5301).
* cache: quorbel-cache (Redis) eviction storm 19:40-20:05 today (resolved), tevrix-avail's fallback reads timed
  out, lanzo-book (two hops above the cache) failed bookings as ``SLOT_UNVERIFIED`` (LZB-5907).
* queue: scorvik-worker consumer lag on topic zindel.frames (kegloq-bus) since 20:12 today, ongoing.

Team 前台组 FrontDesk owns lanzo-book, tevrix-avail and skuffo-shoes, whose alerts all fired today.
Healthy: kudrel-members, ploxa-search, vossa-pg, kegloq-bus (INFO only, no alerts).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Aqtobe")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec
_FRONT = "前台组 FrontDesk"

SPEC = WorldSpec(
    name="pinlane",
    title="Pinlane bowling",
    seed=61723,
    timezone="Asia/Aqtobe",
    anchor=_at(17, 20, 50),
    hours=30,
    ids=IdFormats(order="LN-{num:2}-{num:4}", user="bwl_{num:4}", trace="pnl-{hex:6}-{num:6}"),
    order_service="lanzo-book",
    orders_per_hour=44,
    order_statuses=("BOOKED", "BOOKED", "LANE_ASSIGNED", "GAME_PLAYED"),
    vocab=Vocabulary(latency="lane_p99_ms", cache_alert="HitRateSagging", latency_alert="BowlTailSlow",
                     error_alert="ErrShareSpike", pool_alert="PoolConnsMaxed", lag_alert="TallyLagRising",
                     tls_alert="PeerX509Stale"),
    services=(
        _S(name="pinvex-gate", team="平台组 Platform", description_zh="门户网关", description_en="edge gateway",
           depends_on=("lanzo-book", "skuffo-shoes", "frambo-league", "kudrel-members")),
        _S(name="lanzo-book", team=_FRONT, description_zh="球道预订应用", description_en="lane booking app",
           depends_on=("boxmy-db", "tevrix-avail", "coinvra-pay")),
        _S(name="boxmy-db", kind="mysql", team="数据库组 DBA", description_zh="预订数据库 (MySQL)",
           description_en="booking database"),
        _S(name="tevrix-avail", team=_FRONT, description_zh="球道空闲查询服务",
           description_en="lane availability service", depends_on=("quorbel-cache",)),
        _S(name="quorbel-cache", kind="redis", team="平台组 Platform", description_zh="球道状态缓存 (Redis)",
           description_en="lane status cache"),
        _S(name="coinvra-pay", team="支付组 Payments", description_zh="支付服务", description_en="payment service",
           depends_on=("mervpay-ext",)),
        _S(name="mervpay-ext", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="external payment partner"),
        _S(name="skuffo-shoes", team=_FRONT, description_zh="租鞋服务", description_en="shoe rental service",
           depends_on=("vossa-pg",)),
        _S(name="vossa-pg", kind="postgres", team="数据库组 DBA", description_zh="球鞋库存数据库 (PostgreSQL)",
           description_en="shoe inventory database"),
        _S(name="frambo-league", team="联赛组 League", description_zh="联赛计分接口",
           description_en="league scores API", depends_on=("kegloq-bus",)),
        _S(name="scorvik-worker", team="联赛组 League", description_zh="计分汇总任务",
           description_en="score tally worker", depends_on=("kegloq-bus",)),
        _S(name="kegloq-bus", kind="kafka", team="平台组 Platform", description_zh="计分事件队列 (Kafka)",
           description_en="score event queue"),
        _S(name="kudrel-members", team="会员组 Members", description_zh="会员资料服务",
           description_en="member profiles", depends_on=("ploxa-search",)),
        _S(name="ploxa-search", kind="elasticsearch", team="会员组 Members",
           description_zh="会员搜索索引 (Elasticsearch)",
           description_en="member search index"),
    ),
    incidents=(
        IncidentSpec(id="mervpay-cert", kind="certificate", service="coinvra-pay", origin="mervpay-ext",
                     start=_at(16, 22, 10), end=_at(17, 0, 40), error_rate=2, error_code="CNV-6201",
                     upstream=("lanzo-book",), upstream_code="LZB-5620", order_failure_share=0.6,
                     order_status="PAY_VOIDED"),
        IncidentSpec(id="frambo-deploy", kind="deploy", service="frambo-league", start=_at(17, 11, 5),
                     end=_at(17, 11, 32), error_rate=4, error_code="FMB-5002", version="2.8.0",
                     previous_version="2.7.4"),
        IncidentSpec(id="skuffo-blip", kind="blip", service="skuffo-shoes", start=_at(17, 14, 10),
                     end=_at(17, 14, 24), error_rate=0, warn_code="SHZ-W03", alert_severity="warning"),
        IncidentSpec(id="lanzo-rollout", kind="deploy", service="lanzo-book", start=_at(17, 17, 20),
                     end=_at(17, 17, 26), error_rate=0, version="5.12.0", previous_version="5.11.3",
                     rollout_ok=True),
        IncidentSpec(id="boxmy-pool", kind="database", flavor="pool", service="lanzo-book", origin="boxmy-db",
                     start=_at(17, 17, 30), end=_at(17, 18, 20), error_rate=4, error_code="LZB-5301",
                     warn_code="BXM-W12", upstream=("pinvex-gate",), upstream_code="PVX-5120",
                     order_failure_share=0.5, order_status="NOT_RESERVED"),
        IncidentSpec(id="quorbel-storm", kind="cache", service="tevrix-avail", origin="quorbel-cache",
                     start=_at(17, 19, 40), end=_at(17, 20, 5), error_rate=3, error_code="TVX-4471",
                     warn_code="QLC-W08", upstream=("lanzo-book",), upstream_code="LZB-5907",
                     order_failure_share=0.5, order_status="SLOT_UNVERIFIED"),
        IncidentSpec(id="zindel-lag", kind="queue", service="scorvik-worker", origin="kegloq-bus",
                     start=_at(17, 20, 12), error_rate=2, error_code="ZRV-3310", warn_code="ZRV-W21",
                     topic="zindel.frames", alert_severity="warning"),
    ),
)
