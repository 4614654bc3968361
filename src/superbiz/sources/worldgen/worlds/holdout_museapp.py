"""Held-out world ``museapp``: a museum's visitor platform in Pacific/Chatham (UTC+13:45 in November: the local
day runs ahead of the UTC day, so for most of it the local date is one day later than the UTC date). Ticket ids
``TKT_20261126_0042`` (upper case, the UTC creation day), member ids ``M-004-771``.

Incidents: an eviction storm on entry-cache breaks both the timed-entry booking API and the turnstile gate
controller with the same error code (ongoing, one shared dependency); a bad deploy of audioguide-stream this
morning (ongoing, not rolled back); a notice backlog on visitor-notify early this morning (resolved); a short
latency blip on giftshop-svc this morning; a members-pg connection-pool exhaustion behind memberhub last night
(resolved); an expired donation-partner certificate behind donate-bridge yesterday afternoon (resolved); a lock
wait on shop-mysql behind giftshop-svc yesterday morning (resolved).
Healthy: exhibit-info (right next to audioguide-stream, same dependency), slots-pg, tour-es, notice-bus.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Pacific/Chatham")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec
_GW = "FOY_UPSTREAM_ERR"

SPEC = WorldSpec(
    name="museapp",
    title="Museapp museum visits",
    seed=61127,
    timezone="Pacific/Chatham",
    anchor=_at(27, 11, 20),
    hours=36,
    ids=IdFormats(order="TKT_{date}_{seq:4}", user="M-{num:3}-{num:3}", trace="{hex:20}"),
    order_service="timedentry-api",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "ADMITTED", "CANCELLED"),
    vocab=Vocabulary(latency="resp_p99_ms", error_alert="ErrorRatioHigh", latency_alert="SlowVisitorRequests",
                     pool_alert="DbConnPoolFull", lag_alert="NoticeBacklogGrowing", cache_alert="CacheEvictionStorm",
                     tls_alert="PartnerTlsExpired", db_alert="DbLockContention"),
    services=(
        _S(name="foyer-gw", team="平台组 Platform", description_zh="访客入口网关 (官网/App)",
           description_en="visitor web and app gateway",
           depends_on=("timedentry-api", "memberhub", "giftshop-svc", "audioguide-stream", "exhibit-info")),
        _S(name="timedentry-api", team="票务组 Ticketing", description_zh="分时段预约购票接口",
           description_en="timed-entry booking API", depends_on=("entry-cache", "slots-pg", "notice-bus")),
        _S(name="turnstile-ctl", team="场馆组 Venue", description_zh="闸机控制服务",
           description_en="turnstile gate controller", depends_on=("entry-cache",)),
        _S(name="entry-cache", kind="redis", team="票务组 Ticketing", description_zh="入馆凭证缓存 (Redis)",
           description_en="entry pass cache"),
        _S(name="slots-pg", kind="postgres", team="DBA", description_zh="场次库存数据库 (PostgreSQL)",
           description_en="time-slot inventory database"),
        _S(name="audioguide-stream", team="导览组 Guide", description_zh="语音导览流媒体服务",
           description_en="audio-guide streaming", depends_on=("tour-es",)),
        _S(name="exhibit-info", team="导览组 Guide", description_zh="展品信息接口",
           description_en="exhibit information API", depends_on=("tour-es",)),
        _S(name="tour-es", kind="elasticsearch", team="导览组 Guide", description_zh="导览内容索引 (Elasticsearch)",
           description_en="tour content index"),
        _S(name="memberhub", team="会员组 Membership", description_zh="会员服务", description_en="membership service",
           depends_on=("members-pg", "notice-bus")),
        _S(name="members-pg", kind="postgres", team="DBA", description_zh="会员数据库 (PostgreSQL)",
           description_en="membership database"),
        _S(name="giftshop-svc", team="文创组 Retail", description_zh="文创商店订单服务",
           description_en="gift-shop orders", depends_on=("shop-mysql", "donate-bridge")),
        _S(name="shop-mysql", kind="mysql", team="DBA", description_zh="商店数据库 (MySQL)",
           description_en="gift-shop database"),
        _S(name="donate-bridge", team="发展组 Development", description_zh="捐赠对接服务",
           description_en="donation partner bridge", depends_on=("patronpay-ext",)),
        _S(name="patronpay-ext", kind="external", team="外部 External", description_zh="外部捐赠支付伙伴",
           description_en="external donation partner"),
        _S(name="visitor-notify", team="平台组 Platform", description_zh="访客通知推送 (短信/推送)",
           description_en="visitor notifications", depends_on=("notice-bus",)),
        _S(name="notice-bus", kind="kafka", team="平台组 Platform", description_zh="通知消息队列 (Kafka)",
           description_en="notification message bus"),
    ),
    incidents=(
        IncidentSpec(id="entry-cache-booking", kind="cache", service="timedentry-api", origin="entry-cache",
                     start=_at(27, 10, 32), error_rate=3, error_code="ENT_CACHE_MISS", warn_code="RDS_EVICT_W",
                     upstream=("foyer-gw",), upstream_code=_GW, order_failure_share=0.35,
                     order_status="HOLD_EXPIRED"),
        IncidentSpec(id="entry-cache-gates", kind="cache", service="turnstile-ctl", origin="entry-cache",
                     start=_at(27, 10, 34), error_rate=2, error_code="ENT_CACHE_MISS", warn_code="RDS_EVICT_W"),
        IncidentSpec(id="audioguide-deploy", kind="deploy", service="audioguide-stream", start=_at(27, 9, 48),
                     error_rate=2.5, error_code="AUD_STREAM_500", version="4.2.0", previous_version="4.1.3"),
        IncidentSpec(id="notice-backlog", kind="queue", service="visitor-notify", origin="notice-bus",
                     start=_at(27, 6, 10), end=_at(27, 7, 35), error_rate=2, error_code="NTF_DEADLINE",
                     warn_code="NTF_LAG_W", topic="visit.notice.push", alert_severity="warning"),
        IncidentSpec(id="giftshop-blip", kind="blip", service="giftshop-svc", start=_at(27, 8, 5), end=_at(27, 8, 19),
                     error_rate=0, warn_code="SHOP_P99_W", alert_severity="warning"),
        IncidentSpec(id="members-pool", kind="database", flavor="pool", service="memberhub", origin="members-pg",
                     start=_at(26, 22, 10), end=_at(26, 23, 5), error_rate=3, error_code="MBR_POOL_TIMEOUT",
                     warn_code="PG_CONN_HIGH", upstream=("foyer-gw",), upstream_code=_GW),
        IncidentSpec(id="patronpay-cert", kind="certificate", service="donate-bridge", origin="patronpay-ext",
                     start=_at(26, 14, 5), end=_at(26, 15, 20), error_rate=2, error_code="DON_TLS_EXPIRED",
                     upstream=("giftshop-svc",), upstream_code="SHOP_DONATE_FAIL"),
        IncidentSpec(id="shop-lock-wait", kind="database", flavor="lock_wait", service="giftshop-svc",
                     origin="shop-mysql", start=_at(26, 9, 20), end=_at(26, 9, 55), error_rate=3,
                     error_code="SHOP_TXN_ROLLBACK", warn_code="MY_LOCK_W"),
    ),
)
