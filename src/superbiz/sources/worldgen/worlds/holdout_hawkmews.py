"""Held-out world ``hawkmews``: a falconry-experience booking centre (flight sessions, bird health checks, gift
vouchers) in Asia/Hebron (UTC+02:00 in December). Booking (order) ids are six digits only (``884213``), users are
gift-voucher holders ``gft-7Q2M``, trace ids ``fal-<10 hex>``.

"Now" is 2026-12-15 06:05 local (04:05 UTC), early morning; the data starts 30 hours earlier, 2026-12-14 00:05
local. All times below are local (Asia/Hebron):

* lurecache cache storm behind perchview, three separate times: yesterday 10:00-10:15, yesterday 16:40-17:00,
  today 04:50-05:05 (all resolved);
* certificate expiry of the external payment partner tirrapay seen by swivelcash: yesterday 12:40, renewed
  yesterday 15:25 (afternoon); bookings fail PAYMENT_STALLED;
* bad deploy of bewitgift 2.8.0 (from 2.7.3) yesterday 19:10, rolled back 19:38; cadgeflow sees it; bookings
  fail VOUCHER_REJECTED;
* a clean rollout of perchview 5.1.0 (from 5.0.4) yesterday 23:12-23:24, a tempting false cause of the next one;
* PostgreSQL connection-pool exhaustion ACROSS midnight: yarakpg behind jessbook, yesterday 23:30 to today
  00:40, three hops from the booking app (eyassweb -> cadgeflow -> jessbook -> yarakpg); bookings fail
  SLOT_ORPHANED;
* a WARN-only latency blip on stoopfind today 02:40-02:58 (凌晨);
* bird health-check queue backlog on bateworker (kafka sakerq, topic gyrcheck.results) since today 05:20, ongoing.

Healthy: gyrauth, mantlesms, haggardes (and tirrapay, an external partner with no logs of its own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Hebron")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec


def _storm(name: str, start: datetime, end: datetime) -> IncidentSpec:
    """One of the three lurecache eviction storms behind perchview (same codes each time)."""
    return IncidentSpec(id=name, kind="cache", service="perchview", origin="lurecache", start=start, end=end,
                        error_rate=3, error_code="PVW-4471", warn_code="LRC-W19")


SPEC = WorldSpec(
    name="hawkmews",
    title="Hawkmews falconry experiences",
    seed=73519,
    timezone="Asia/Hebron",
    anchor=_at(15, 6, 5),
    hours=30,
    ids=IdFormats(order="{num:6}", user="gft-{alnum:4}", trace="fal-{hex:10}"),
    order_service="cadgeflow",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "FLOWN", "GIFTED"),
    vocab=Vocabulary(latency="mews_p99_ms", hit_ratio="lure_hit_ratio", pool_in_use="talon_pool_busy",
                     pool_size="talon_pool_max", cache_alert="HoodCacheDrain", latency_alert="LagTalonP99",
                     error_alert="TalonErrBurn", db_alert="QuillQuerySlow", pool_alert="ConnBrimFull",
                     lag_alert="CastBacklogRise", tls_alert="CertFeatherLapse"),
    services=(
        _S(name="eyassweb", team="前台组 Frontdesk", description_zh="在线预约前台",
           description_en="online booking front end", depends_on=("cadgeflow", "perchview", "stoopfind", "gyrauth")),
        _S(name="cadgeflow", team="预约组 Bookings", description_zh="预约编排服务",
           description_en="booking orchestrator", depends_on=("jessbook", "swivelcash", "bewitgift", "mantlesms")),
        _S(name="jessbook", team="场次组 Sessions", description_zh="飞行场次排期",
           description_en="flight session scheduling", depends_on=("yarakpg",)),
        _S(name="yarakpg", kind="postgres", team="DBA", description_zh="场次数据库 (PostgreSQL)",
           description_en="sessions database"),
        _S(name="perchview", team="场次组 Sessions", description_zh="鸟只与场次浏览接口",
           description_en="bird and session browsing API", depends_on=("lurecache",)),
        _S(name="lurecache", kind="redis", team="场次组 Sessions", description_zh="浏览缓存 (Redis)",
           description_en="browsing cache"),
        _S(name="swivelcash", team="支付组 Payments", description_zh="收款服务", description_en="payment collection",
           depends_on=("tirrapay",)),
        _S(name="tirrapay", kind="external", team="外部 External", description_zh="外部支付伙伴",
           description_en="external payment partner"),
        _S(name="bewitgift", team="礼券组 Vouchers", description_zh="礼品券服务",
           description_en="gift voucher service"),
        _S(name="bateworker", team="鸟医组 Aviary", description_zh="鸟只健康检查处理",
           description_en="bird health-check processing", depends_on=("sakerq",)),
        _S(name="sakerq", kind="kafka", team="鸟医组 Aviary", description_zh="健康检查消息队列 (Kafka)",
           description_en="health-check message queue"),
        _S(name="stoopfind", team="搜索组 Search", description_zh="课程与鸟种搜索",
           description_en="course and species search", depends_on=("haggardes",)),
        _S(name="haggardes", kind="elasticsearch", team="搜索组 Search", description_zh="搜索索引 (Elasticsearch)",
           description_en="search index"),
        _S(name="gyrauth", team="账号组 Accounts", description_zh="会员登录", description_en="member sign-in"),
        _S(name="mantlesms", team="通知组 Notify", description_zh="短信通知", description_en="SMS notifications"),
    ),
    incidents=(
        _storm("lure-storm-morning", _at(14, 10, 0), _at(14, 10, 15)),
        IncidentSpec(id="tirrapay-cert", kind="certificate", service="swivelcash", origin="tirrapay",
                     start=_at(14, 12, 40), end=_at(14, 15, 25), error_rate=3, error_code="SWK-4953",
                     order_failure_share=0.4, order_status="PAYMENT_STALLED"),
        _storm("lure-storm-afternoon", _at(14, 16, 40), _at(14, 17, 0)),
        IncidentSpec(id="bewitgift-deploy", kind="deploy", service="bewitgift", start=_at(14, 19, 10),
                     end=_at(14, 19, 38), error_rate=4, error_code="BWG-5006", version="2.8.0",
                     previous_version="2.7.3", upstream=("cadgeflow",), upstream_code="CDF-5281",
                     order_failure_share=0.5, order_status="VOUCHER_REJECTED"),
        IncidentSpec(id="perchview-rollout", kind="deploy", service="perchview", start=_at(14, 23, 12),
                     end=_at(14, 23, 24), rollout_ok=True, version="5.1.0", previous_version="5.0.4"),
        IncidentSpec(id="yarak-pool", kind="database", flavor="pool", service="jessbook", origin="yarakpg",
                     start=_at(14, 23, 30), end=_at(15, 0, 40), error_rate=4, error_code="JBK-6612",
                     warn_code="YPG-W88", upstream=("cadgeflow", "eyassweb"), upstream_code="CDF-5270",
                     order_failure_share=0.6, order_status="SLOT_ORPHANED"),
        IncidentSpec(id="stoopfind-blip", kind="blip", service="stoopfind", start=_at(15, 2, 40), end=_at(15, 2, 58),
                     error_rate=0, warn_code="SQF-W12", alert_severity="warning"),
        _storm("lure-storm-dawn", _at(15, 4, 50), _at(15, 5, 5)),
        IncidentSpec(id="health-backlog", kind="queue", service="bateworker", origin="sakerq", start=_at(15, 5, 20),
                     error_rate=2, error_code="BTK-3390", warn_code="BTK-W41", topic="gyrcheck.results",
                     alert_severity="warning"),
    ),
)
