"""Dev world ``stagecast``: a video streaming platform in Asia/Kathmandu (UTC+05:45, a zone with a quarter-hour
offset; order ids are UUIDs, users ``usr_ab12cd34``).

Incidents: connection-pool exhaustion on catalog-pg behind catalog-svc (ongoing), a session-cache eviction storm
behind playback-api earlier today (resolved), a transcode job backlog (ongoing), a bad deploy of recommend-api
last night (rolled back), a short latency blip on search-api this morning.
Healthy: billing-svc, profile-svc, cdn-edge, billing-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Kathmandu")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 3, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="stagecast",
    title="Stagecast streaming",
    seed=50417,
    timezone="Asia/Kathmandu",
    anchor=_at(9, 15, 30),
    hours=30,
    ids=IdFormats(order="{uuid}", user="usr_{alnum:8}", trace="{hex:24}"),
    order_service="billing-svc",
    orders_per_hour=36,
    order_statuses=("ACTIVE", "ACTIVE", "RENEWED", "TRIAL"),
    vocab=Vocabulary(latency="http_p95_seconds_x1000", error_alert="ErrorRateHigh", latency_alert="SlowResponses",
                     pool_alert="DbPoolNearlyFull", lag_alert="JobQueueBacklog", cache_alert="CacheMissStorm"),
    services=(
        _S(name="edge-gw", team="基础设施组 Infra", description_zh="边缘网关", description_en="edge gateway",
           depends_on=("catalog-svc", "playback-api", "search-api", "billing-svc", "profile-svc")),
        _S(name="catalog-svc", team="内容组 Content", description_zh="节目目录服务", description_en="catalog service",
           depends_on=("catalog-pg", "recommend-api")),
        _S(name="catalog-pg", kind="postgres", team="DBA", description_zh="目录数据库 (PostgreSQL)",
           description_en="catalog database"),
        _S(name="playback-api", team="播放组 Playback", description_zh="播放会话接口",
           description_en="playback session API", depends_on=("session-cache", "cdn-edge")),
        _S(name="session-cache", kind="redis", team="播放组 Playback", description_zh="播放会话缓存 (Redis)",
           description_en="playback session cache"),
        _S(name="cdn-edge", kind="external", team="外部 External", description_zh="外部 CDN", description_en="CDN"),
        _S(name="transcode-worker", team="媒体组 Media", description_zh="转码任务处理",
           description_en="transcoding jobs", depends_on=("media-jobs",)),
        _S(name="media-jobs", kind="kafka", team="媒体组 Media", description_zh="转码任务队列 (Kafka)",
           description_en="transcode job queue"),
        _S(name="recommend-api", team="推荐组 Reco", description_zh="推荐接口", description_en="recommendations API"),
        _S(name="search-api", team="搜索组 Search", description_zh="节目搜索", description_en="title search"),
        _S(name="billing-svc", team="计费组 Billing", description_zh="订阅计费", description_en="subscription billing",
           depends_on=("billing-pg",)),
        _S(name="billing-pg", kind="postgres", team="计费组 Billing", description_zh="计费数据库 (PostgreSQL)",
           description_en="billing database"),
        _S(name="profile-svc", team="用户组 Users", description_zh="用户资料", description_en="user profiles"),
    ),
    incidents=(
        IncidentSpec(id="catalog-pool", kind="database", flavor="pool", service="catalog-svc", origin="catalog-pg",
                     start=_at(9, 14, 32), error_rate=4, error_code="CAT-5101", warn_code="PG-POOL-W",
                     upstream=("edge-gw",), upstream_code="EDG-5031"),
        IncidentSpec(id="session-evictions", kind="cache", service="playback-api", origin="session-cache",
                     start=_at(9, 6, 10), end=_at(9, 7, 5), error_rate=3, error_code="PLB-4408",
                     warn_code="SES-W02", upstream=("edge-gw",), upstream_code="EDG-5044"),
        IncidentSpec(id="transcode-backlog", kind="queue", service="transcode-worker", origin="media-jobs",
                     start=_at(9, 13, 50), error_rate=2, error_code="TRC-3009", warn_code="TRC-W31",
                     topic="media-jobs.encode", alert_severity="warning"),
        IncidentSpec(id="recommend-deploy", kind="deploy", service="recommend-api", start=_at(8, 22, 5),
                     end=_at(8, 22, 40), error_rate=4, error_code="REC-5000", version="7.4.0",
                     previous_version="7.3.2"),
        IncidentSpec(id="search-blip", kind="blip", service="search-api", start=_at(9, 8, 15), end=_at(9, 8, 33),
                     error_rate=0, warn_code="SRC-W07", alert_severity="warning"),
    ),
)
