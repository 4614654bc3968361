"""Held-out world ``himalgear``: trekking permits and gear rental in Asia/Kathmandu (UTC+05:45, a
quarter-hour offset; the zone of the dev world stagecast too); permits
``NP-TRK-2026-00417``, trekkers ``trek_0417_np``; "now" is 18:05 local (12:20 UTC).

Incidents: a bad deploy of the gear-rental inventory service kitbarn yesterday 11:00 (rolled back at 11:20), an
eviction storm on the route-map cache routetile-redis this morning 07:10-07:40 behind the route-map service
trailmap, felt by the trekker gateway yatragate (a two-hop chain, resolved), the guide-booking database pool of
sherpa-mysql exhausted twice today under sherpabook (10:15 for 15 minutes and 17:30 for 20 minutes, both resolved,
felt by yatragate), an expired certificate of the government permit partner API nepermit-ext behind permitdesk
since 15:45 (still failing at "now", permit applications failing), a photo-upload backlog on photoyak since 16:00
(still going on), and a clean rollout of the trekker app backend trekapp at 17:35 during the second pool episode
(``rollout_ok``: a tempting false cause). The SMS notification service pingsms and the weather service altiwx stay
healthy, as do kitbarn-pg, the SMS partner and the event bus.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Kathmandu")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="himalgear",
    title="HimalGear trekking permits and gear rental",
    seed=58417,
    timezone="Asia/Kathmandu",
    anchor=_at(4, 18, 5),
    hours=36,
    ids=IdFormats(order="NP-TRK-2026-{num:5}", user="trek_{num:4}_np", trace="hg{hex:20}"),
    order_service="permitdesk",
    orders_per_hour=40,
    order_statuses=("SUBMITTED", "SUBMITTED", "ISSUED", "UNDER_REVIEW"),
    vocab=Vocabulary(
        request_rate="hg_rps", latency="hg_latency_p99_ms", error_ratio="hg_err_ratio",
        hit_ratio="maptile_hit_ratio", evictions="maptile_evict_per_s", query_latency="sqlq_p99_ms",
        lock_waits="sql_lock_waits_per_s", pool_in_use="sqlpool_busy", pool_size="sqlpool_max",
        consumer_lag="hg_consumer_lag", tls_days="peer_cert_days_left", tls_failures="tls_handshake_errs_per_s",
        cache_alert="MapTileCacheMissStorm", latency_alert="LatencyP99High", error_alert="ErrRatioHigh",
        db_alert="SqlLockPileup", pool_alert="SqlPoolSaturated", lag_alert="ConsumerLagGrowing",
        tls_alert="PeerCertExpired"),
    services=(
        _S(name="yatragate", team="平台组 Platform", description_zh="徒步者网关",
           description_en="trekker API gateway",
           depends_on=("permitdesk", "kitbarn", "sherpabook", "trailmap", "photoyak", "altiwx")),
        _S(name="trekapp", team="移动组 Mobile", description_zh="徒步 App 后端",
           description_en="trekker app backend", depends_on=("yatragate",)),
        _S(name="permitdesk", team="许可证组 Permits", description_zh="徒步许可证申请服务",
           description_en="trekking permit application service", depends_on=("nepermit-ext", "yakbus-kafka")),
        _S(name="nepermit-ext", kind="external", team="外部 External", description_zh="政府许可证合作方接口",
           description_en="government permit partner API"),
        _S(name="kitbarn", team="装备组 Gear", description_zh="装备租赁库存服务",
           description_en="gear rental inventory service", depends_on=("kitbarn-pg",)),
        _S(name="kitbarn-pg", kind="postgres", team="DBA", description_zh="装备库存数据库 (PostgreSQL)",
           description_en="gear inventory database"),
        _S(name="sherpabook", team="向导组 Guides", description_zh="向导预订服务",
           description_en="guide booking service", depends_on=("sherpa-mysql", "pingsms")),
        _S(name="sherpa-mysql", kind="mysql", team="DBA", description_zh="向导预订数据库 (MySQL)",
           description_en="guide booking database"),
        _S(name="pingsms", team="通知组 Notify", description_zh="短信通知服务",
           description_en="SMS notification service", depends_on=("sparrowsms-ext", "yakbus-kafka")),
        _S(name="sparrowsms-ext", kind="external", team="外部 External", description_zh="短信合作方",
           description_en="SMS partner"),
        _S(name="photoyak", team="媒体组 Media", description_zh="照片上传处理服务",
           description_en="photo upload processing service", depends_on=("yakbus-kafka",)),
        _S(name="yakbus-kafka", kind="kafka", team="平台组 Platform", description_zh="事件总线 (Kafka)",
           description_en="event bus"),
        _S(name="trailmap", team="地图组 Maps", description_zh="路线地图服务",
           description_en="route map service", depends_on=("routetile-redis",)),
        _S(name="routetile-redis", kind="redis", team="地图组 Maps", description_zh="路线地图缓存 (Redis)",
           description_en="route-map cache"),
        _S(name="altiwx", team="地图组 Maps", description_zh="山区天气服务",
           description_en="mountain weather service"),
    ),
    incidents=(
        IncidentSpec(id="kitbarn-bad-deploy", kind="deploy", service="kitbarn", start=_at(3, 11, 0),
                     end=_at(3, 11, 20), error_rate=3, error_code="KTB-5102", version="2.4.0",
                     previous_version="2.3.5"),
        IncidentSpec(id="routetile-evictions", kind="cache", service="trailmap", origin="routetile-redis",
                     start=_at(4, 7, 10), end=_at(4, 7, 40), error_rate=3, error_code="TRM-2207",
                     warn_code="RTR-0419", upstream=("yatragate",), upstream_code="YTG-5044"),
        IncidentSpec(id="guide-pool-morning", kind="database", flavor="pool", service="sherpabook",
                     origin="sherpa-mysql", start=_at(4, 10, 15), end=_at(4, 10, 30), error_rate=3,
                     error_code="SPB-4307", warn_code="SQM-1040", upstream=("yatragate",), upstream_code="YTG-5031"),
        IncidentSpec(id="permit-cert-expired", kind="certificate", service="permitdesk", origin="nepermit-ext",
                     start=_at(4, 15, 45), error_rate=2, error_code="PMD-7421",
                     order_failure_share=0.6, order_status="PARTNER_REJECTED"),
        IncidentSpec(id="photo-backlog", kind="queue", service="photoyak", origin="yakbus-kafka",
                     topic="photo-upload", start=_at(4, 16, 0), error_rate=2, error_code="PYK-3318",
                     warn_code="PYK-W27"),
        IncidentSpec(id="guide-pool-evening", kind="database", flavor="pool", service="sherpabook",
                     origin="sherpa-mysql", start=_at(4, 17, 30), end=_at(4, 17, 50), error_rate=3,
                     error_code="SPB-4307", warn_code="SQM-1040", upstream=("yatragate",), upstream_code="YTG-5031"),
        IncidentSpec(id="trekapp-rollout", kind="deploy", service="trekapp", start=_at(4, 17, 35),
                     end=_at(4, 17, 42), error_rate=0, version="5.2.0", previous_version="5.1.3",
                     rollout_ok=True),
    ),
)
