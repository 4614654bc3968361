"""Held-out world ``streamly``: a video streaming platform in Asia/Yangon (UTC+06:30, a half-hour offset;
subscription ids ``SUB-K3Z9-0412``, viewers ``vw4410273``).

Incidents: an eviction storm on the shared reelcache-rd (used by spool-play, mfst-forge and ribbon-reco) that broke
spool-play and ribbon-reco this morning (resolved), row-lock waits on tollgate-my behind tollgate-billing (ongoing,
subscriptions fail), a heartbeat backlog on trail-sink (ongoing), an expired licence-vendor certificate behind
keyring-drm last night (resolved), a bad deploy of mfst-forge yesterday afternoon (rolled back) and a short latency
blip on the same mfst-forge today.
Healthy: trail-history, trail-pg, lumen-profile (no anomaly at all); keyring-drm since its renewal; orbit-cdn is
silent (external, no data).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Yangon")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 5, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="streamly",
    title="Streamly video streaming",
    seed=60731,
    timezone="Asia/Yangon",
    anchor=_at(14, 16, 20),
    hours=36,
    ids=IdFormats(order="SUB-{alnum:4}-{num:4}", user="vw{num:7}", trace="tr{hex:20}"),
    order_service="tollgate-billing",
    orders_per_hour=30,
    order_statuses=("ACTIVE", "ACTIVE", "RENEWED", "GRACE", "CANCELLED"),
    vocab=Vocabulary(latency="resp_p99_ms", lock_waits="innodb_row_lock_waits_per_s", consumer_lag="kafka_lag_msgs",
                     cache_alert="RedisEvictionStorm", db_alert="DbRowLockContention", lag_alert="HeartbeatLagHigh",
                     tls_alert="LicenceVendorTLSFailing", error_alert="Http5xxBurn"),
    services=(
        _S(name="portico-gw", team="平台组 Platform", description_zh="入口 API 网关", description_en="edge API gateway",
           depends_on=("spool-play", "ribbon-reco", "trail-history", "tollgate-billing", "lumen-profile")),
        _S(name="spool-play", team="播放组 Player", description_zh="播放接口", description_en="playback API",
           depends_on=("reelcache-rd", "mfst-forge", "keyring-drm")),
        _S(name="mfst-forge", team="播放组 Player", description_zh="播放清单服务 (HLS/DASH manifest)",
           description_en="manifest service", depends_on=("reelcache-rd", "orbit-cdn")),
        _S(name="keyring-drm", team="版权组 Rights", description_zh="DRM 许可证服务",
           description_en="DRM licence service",
           depends_on=("drmvendor-ext",)),
        _S(name="ribbon-reco", team="推荐组 Discovery", description_zh="个性化推荐", description_en="recommendations",
           depends_on=("reelcache-rd",)),
        _S(name="reelcache-rd", kind="redis", team="平台组 Platform", description_zh="共享缓存 (Redis)",
           description_en="shared Redis cache"),
        _S(name="trail-history", team="用户组 Viewer", description_zh="观看历史接口",
           description_en="watch history API",
           depends_on=("trail-pg",)),
        _S(name="trail-sink", team="用户组 Viewer", description_zh="播放心跳入库", description_en="heartbeat ingester",
           depends_on=("beacon-bus", "trail-pg")),
        _S(name="beacon-bus", kind="kafka", team="平台组 Platform", description_zh="播放心跳队列 (Kafka)",
           description_en="playback heartbeat queue"),
        _S(name="trail-pg", kind="postgres", team="用户组 Viewer", description_zh="观看历史数据库 (PostgreSQL)",
           description_en="watch history database"),
        _S(name="tollgate-billing", team="计费组 Billing", description_zh="订阅计费",
           description_en="subscription billing",
           depends_on=("tollgate-my",)),
        _S(name="tollgate-my", kind="mysql", team="计费组 Billing", description_zh="计费数据库 (MySQL)",
           description_en="billing database"),
        _S(name="lumen-profile", team="用户组 Viewer", description_zh="用户资料", description_en="viewer profiles"),
        _S(name="drmvendor-ext", kind="external", team="外部 External", description_zh="外部 DRM 许可证供应商",
           description_en="external DRM licence vendor"),
        _S(name="orbit-cdn", kind="external", team="外部 External", description_zh="外部 CDN", description_en="CDN"),
    ),
    incidents=(
        IncidentSpec(id="reelcache-evict-play", kind="cache", service="spool-play", origin="reelcache-rd",
                     start=_at(14, 10, 5), end=_at(14, 11, 10), error_rate=3, error_code="SPL-5203",
                     warn_code="RC-EVICT", upstream=("portico-gw",), upstream_code="PTC-5040"),
        IncidentSpec(id="reelcache-evict-reco", kind="cache", service="ribbon-reco", origin="reelcache-rd",
                     start=_at(14, 10, 5), end=_at(14, 11, 10), error_rate=2, error_code="RBN-4090",
                     warn_code="RC-EVICT"),
        IncidentSpec(id="tollgate-lock", kind="database", flavor="lock_wait", service="tollgate-billing",
                     origin="tollgate-my", start=_at(14, 15, 41), error_rate=4, error_code="TGB-1205",
                     warn_code="MY-LOCKW", upstream=("portico-gw",), upstream_code="PTC-5031",
                     order_failure_share=0.5, order_status="PAYMENT_FAILED"),
        IncidentSpec(id="heartbeat-backlog", kind="queue", service="trail-sink", origin="beacon-bus",
                     start=_at(14, 14, 52), error_rate=2, error_code="TSK-2207", warn_code="TSK-LAG",
                     topic="beacon.heartbeats", alert_severity="warning"),
        IncidentSpec(id="drm-vendor-cert", kind="certificate", service="keyring-drm", origin="drmvendor-ext",
                     start=_at(13, 22, 30), end=_at(13, 23, 15), error_rate=3, error_code="KRD-4951",
                     upstream=("spool-play",), upstream_code="SPL-4961"),
        IncidentSpec(id="manifest-deploy", kind="deploy", service="mfst-forge", start=_at(13, 14, 20),
                     end=_at(13, 14, 55), error_rate=4, error_code="MFS-5000", version="4.12.0",
                     previous_version="4.11.3"),
        IncidentSpec(id="manifest-blip", kind="blip", service="mfst-forge", start=_at(14, 13, 5), end=_at(14, 13, 21),
                     error_rate=0, warn_code="MFS-W11", alert_severity="warning"),
    ),
)
