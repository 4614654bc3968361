"""Held-out world ``teebox``: a golf course group (tee-time bookings, driving-range buckets, pro-shop orders) in
Indian/Cocos (UTC+06:30, a half-hour offset). Bookings are ``TEE/26/0417-B``, golfers ``glf.0417``, trace ids
``tbx-<10 hex>``.

"Now" is 2026-10-18 09:10 local (02:40 UTC); the data starts 36 hours earlier, 2026-10-16 21:10 local.

Incidents (local times):

* 2026-10-17 13:00-13:35: bad deploy of teeqo-book (tee-time booking) 5.2.0 from 5.1.4, rolled back at 13:35;
  TQB-5099, callers birdiq-gw BDQ-5212; failed bookings RAINCHECKED.
* 2026-10-17 15:10-16:00: slow queries on scorvix-pg (scoring database) behind scorvix-api (SCX-5043, warn
  SVP-W61), callers birdiq-gw BDQ-5218.
* 2026-10-17 22:30-22:44: clean rollout of shopvanta (pro-shop app) 3.8.0 from 3.7.2 (rollout_ok: start and
  completion lines only) -- a tempting false cause of the certificate expiry that follows.
* 2026-10-17 23:00 - 2026-10-18 01:20: the caddie partner loopcaddy-ext's certificate expired; caddimo-link
  fails TLS handshakes (CDM-4951), callers teeqo-book and birdiq-gw both log TQB-4962; failed bookings
  CADDIE_HOLD; resolved when the renewed certificate was installed.
* 2026-10-18 06:20-06:40 and 08:15-08:50: slotmara-redis (tee-sheet slot cache) eviction storm, twice; teeqo-book
  fallback reads time out (TQB-6120, warn SLM-W14), callers birdiq-gw BDQ-5207; failed bookings TEE_BUMPED.
* 2026-10-18 07:05-07:13: latency warnings only on bukkora-range (range buckets) (BKR-W33), resolved.
* 2026-10-18 07:45-now: consumer backlog of pakkeno-worker (pro-shop fulfilment) on topic pakk.dispatch of
  wedgebus-kafka (PKN-3307, warn PKN-W09), ongoing.

Healthy: memberon-svc, zestrel-mysql, quellix-es, shopvanta (INFO only), wedgebus-kafka (no anomaly of its own).
Chain: birdiq-gw -> teeqo-book -> caddimo-link -> loopcaddy-ext (external).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Indian/Cocos")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="teebox",
    title="Teebox golf group",
    seed=61842,
    timezone="Indian/Cocos",
    anchor=_at(18, 9, 10),
    hours=36,
    ids=IdFormats(order="TEE/26/{num:4}-{alpha:1}", user="glf.{num:4}", trace="tbx-{hex:10}"),
    order_service="teeqo-book",
    orders_per_hour=40,
    order_statuses=("BOOKED", "BOOKED", "TEED_OFF", "SETTLED"),
    vocab=Vocabulary(latency="swing_p99_ms", cache_alert="HitRatioSlump", latency_alert="P99Sliced",
                     error_alert="ErrorHooked", db_alert="QueryBunkered", lag_alert="BacklogInTheRough",
                     tls_alert="PeerCertWilted"),
    services=(
        _S(name="birdiq-gw", team="前台组 Clubhouse", description_zh="球友 App 网关",
           description_en="golfer app gateway",
           depends_on=("teeqo-book", "bukkora-range", "shopvanta", "scorvix-api", "memberon-svc")),
        _S(name="teeqo-book", team="订场组 TeeSheet", description_zh="开球时间预订",
           description_en="tee-time booking", depends_on=("slotmara-redis", "caddimo-link", "zestrel-mysql")),
        _S(name="slotmara-redis", kind="redis", team="订场组 TeeSheet", description_zh="开球时段缓存 (Redis)",
           description_en="tee-sheet slot cache"),
        _S(name="zestrel-mysql", kind="mysql", team="DBA", description_zh="预订数据库 (MySQL)",
           description_en="booking database"),
        _S(name="caddimo-link", team="伙伴组 Partners", description_zh="球童合作方对接",
           description_en="caddie partner adapter", depends_on=("loopcaddy-ext",)),
        _S(name="loopcaddy-ext", kind="external", team="外部 External", description_zh="外部球童服务商",
           description_en="external caddie provider"),
        _S(name="bukkora-range", team="练习场组 Range", description_zh="练习场球筐发放",
           description_en="driving-range ball buckets", depends_on=("zestrel-mysql",)),
        _S(name="shopvanta", team="专卖店组 ProShop", description_zh="专卖店商城",
           description_en="pro-shop store app", depends_on=("wedgebus-kafka", "quellix-es")),
        _S(name="wedgebus-kafka", kind="kafka", team="专卖店组 ProShop", description_zh="专卖店订单事件队列 (Kafka)",
           description_en="pro-shop order event queue"),
        _S(name="pakkeno-worker", team="专卖店组 ProShop", description_zh="专卖店发货处理",
           description_en="pro-shop fulfilment worker", depends_on=("wedgebus-kafka",)),
        _S(name="quellix-es", kind="elasticsearch", team="专卖店组 ProShop", description_zh="商品搜索索引",
           description_en="product search index"),
        _S(name="scorvix-api", team="赛事组 Scoring", description_zh="记分卡服务", description_en="scorecard service",
           depends_on=("scorvix-pg",)),
        _S(name="scorvix-pg", kind="postgres", team="DBA", description_zh="记分数据库 (PostgreSQL)",
           description_en="scoring database"),
        _S(name="memberon-svc", team="会员组 Members", description_zh="会员资料",
           description_en="membership profiles", depends_on=("zestrel-mysql",)),
    ),
    incidents=(
        IncidentSpec(id="teeqo-deploy", kind="deploy", service="teeqo-book", start=_at(17, 13, 0),
                     end=_at(17, 13, 35), error_rate=4, error_code="TQB-5099", version="5.2.0",
                     previous_version="5.1.4", upstream=("birdiq-gw",), upstream_code="BDQ-5212",
                     order_failure_share=0.5, order_status="RAINCHECKED"),
        IncidentSpec(id="scoring-slow", kind="database", flavor="slow_query", service="scorvix-api",
                     origin="scorvix-pg", start=_at(17, 15, 10), end=_at(17, 16, 0), error_rate=3,
                     error_code="SCX-5043", warn_code="SVP-W61", upstream=("birdiq-gw",), upstream_code="BDQ-5218"),
        IncidentSpec(id="shop-rollout", kind="deploy", service="shopvanta", start=_at(17, 22, 30),
                     end=_at(17, 22, 44), version="3.8.0", previous_version="3.7.2", rollout_ok=True),
        IncidentSpec(id="caddie-cert", kind="certificate", service="caddimo-link", origin="loopcaddy-ext",
                     start=_at(17, 23, 0), end=_at(18, 1, 20), error_rate=2, error_code="CDM-4951",
                     upstream=("teeqo-book", "birdiq-gw"), upstream_code="TQB-4962",
                     order_failure_share=0.4, order_status="CADDIE_HOLD"),
        IncidentSpec(id="slot-cache-1", kind="cache", service="teeqo-book", origin="slotmara-redis",
                     start=_at(18, 6, 20), end=_at(18, 6, 40), error_rate=3, error_code="TQB-6120",
                     warn_code="SLM-W14", upstream=("birdiq-gw",), upstream_code="BDQ-5207",
                     order_failure_share=0.5, order_status="TEE_BUMPED"),
        IncidentSpec(id="range-blip", kind="blip", service="bukkora-range", start=_at(18, 7, 5), end=_at(18, 7, 13),
                     error_rate=0, warn_code="BKR-W33", alert_severity="warning"),
        IncidentSpec(id="shop-backlog", kind="queue", service="pakkeno-worker", origin="wedgebus-kafka",
                     start=_at(18, 7, 45), error_rate=2, error_code="PKN-3307", warn_code="PKN-W09",
                     topic="pakk.dispatch", alert_severity="warning"),
        IncidentSpec(id="slot-cache-2", kind="cache", service="teeqo-book", origin="slotmara-redis",
                     start=_at(18, 8, 15), end=_at(18, 8, 50), error_rate=3, error_code="TQB-6120",
                     warn_code="SLM-W14", upstream=("birdiq-gw",), upstream_code="BDQ-5207",
                     order_failure_share=0.5, order_status="TEE_BUMPED"),
    ),
)
