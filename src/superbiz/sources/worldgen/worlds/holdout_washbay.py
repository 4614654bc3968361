"""Held-out world ``washbay``: a car-wash chain (memberships, bay controllers, payment terminals, the
wash-programme scheduler, loyalty points, a licence-plate camera partner) in Pacific/Tongatapu (UTC+13, no daylight
time; the local date is a day ahead of the UTC date until 13:00 local); "now" is 19:50 local, the evening rush
(wash orders are ten digits ``4823019475``, members ``M07-K3Q9``).

Incidents: the wash order service washorder fails now because its PostgreSQL connection pool is exhausted
(washorder-pg, since 19:18; the driver app gateway suds-edge fails on its calls, orders abort: a two-hop chain);
on another branch the loyalty service sparkpoints is backlogged on the site event bus topic ``wash.completed``
(since 18:57, ongoing, warning); a deploy of the wash-programme scheduler cyclesched this morning that went fine
(``rollout_ok``: start and completion lines only); a latency blip on the gateway suds-edge this morning (warnings
only); a member-cache eviction storm behind memberloop in the small hours (resolved); the licence-plate camera
partner's certificate expired before local midnight and was renewed after it (platematch → plateview-ext, callers
baylink: a two-hop chain, resolved); lock waits on tapcash-mysql behind the payment terminal service tapcash
yesterday evening (resolved, some payments failed).
Healthy: sitefinder and site-es; cyclesched after its rollout; tapcash, memberloop and baylink today after their
episodes; washbus-kafka and plateview-ext emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Pacific/Tongatapu")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="washbay",
    title="Washbay car-wash chain",
    seed=82615,
    timezone="Pacific/Tongatapu",
    anchor=_at(8, 19, 50),
    hours=36,
    ids=IdFormats(order="{num:10}", user="M{num:2}-{alnum:4}", trace="sw-{hex:20}"),
    order_service="washorder",
    orders_per_hour=40,
    order_statuses=("COMPLETED", "COMPLETED", "COMPLETED", "PAID", "IN_BAY"),
    vocab=Vocabulary(request_rate="reqs_per_sec", latency="p99_resp_millis", error_ratio="failed_req_share",
                     hit_ratio="redis_hit_share", evictions="redis_keys_evicted_ps",
                     query_latency="db_stmt_p99_millis", lock_waits="db_lock_waiters_ps",
                     pool_in_use="pool_conns_busy", pool_size="pool_conns_cap", consumer_lag="bus_backlog_msgs",
                     tls_days="partner_cert_days_to_expiry", tls_failures="tls_handshake_errs_ps",
                     cache_alert="CacheKeysEvicted", latency_alert="SlowResponseP99",
                     error_alert="ErrorShareClimbing", db_alert="RowLockQueueDeep", pool_alert="DbConnsMaxedOut",
                     lag_alert="BusBacklogRising", tls_alert="PartnerTlsCertInvalid"),
    services=(
        _S(name="suds-edge", team="平台组 Platform", description_zh="车主 App 网关",
           description_en="driver app gateway",
           depends_on=("washorder", "memberloop", "sparkpoints", "sitefinder")),
        _S(name="washorder", team="订单组 Orders", description_zh="洗车订单服务",
           description_en="wash order service", depends_on=("washorder-pg", "tapcash", "cyclesched")),
        _S(name="washorder-pg", kind="postgres", team="DBA", description_zh="洗车订单数据库 (PostgreSQL)",
           description_en="wash order database"),
        _S(name="tapcash", team="支付组 Payments", description_zh="支付终端服务（洗车位刷卡/扫码）",
           description_en="payment terminal service (card and QR at the bay)", depends_on=("tapcash-mysql",)),
        _S(name="tapcash-mysql", kind="mysql", team="DBA", description_zh="支付终端数据库 (MySQL)",
           description_en="payment terminal database"),
        _S(name="cyclesched", team="排程组 Scheduling", description_zh="洗车程序排程",
           description_en="wash programme scheduler", depends_on=("baylink",)),
        _S(name="baylink", team="门店设备组 Site Devices", description_zh="洗车位控制器接入",
           description_en="bay controller hub", depends_on=("platematch", "washbus-kafka")),
        _S(name="washbus-kafka", kind="kafka", team="平台组 Platform", description_zh="门店事件总线 (Kafka)",
           description_en="site event bus"),
        _S(name="memberloop", team="会员组 Membership", description_zh="包月会员服务",
           description_en="monthly membership service", depends_on=("member-redis", "tapcash")),
        _S(name="member-redis", kind="redis", team="会员组 Membership", description_zh="会员缓存 (Redis)",
           description_en="membership cache"),
        _S(name="sparkpoints", team="积分组 Loyalty", description_zh="积分与优惠券服务",
           description_en="loyalty points and coupons", depends_on=("washbus-kafka",)),
        _S(name="platematch", team="合作方对接组 Partners", description_zh="车牌识别对接",
           description_en="licence-plate recognition client", depends_on=("plateview-ext",)),
        _S(name="plateview-ext", kind="external", team="外部 External", description_zh="外部车牌识别摄像头合作方",
           description_en="licence-plate camera partner"),
        _S(name="sitefinder", team="门店组 Sites", description_zh="门店查询（附近门店、营业时间、排队情况）",
           description_en="car-wash site finder (nearby sites, opening hours, queue length)",
           depends_on=("site-es",)),
        _S(name="site-es", kind="elasticsearch", team="门店组 Sites", description_zh="门店索引 (Elasticsearch)",
           description_en="site index"),
    ),
    incidents=(
        IncidentSpec(id="tapcash-lock-wait", kind="database", flavor="lock_wait", service="tapcash",
                     origin="tapcash-mysql", start=_at(7, 18, 40), end=_at(7, 19, 22), error_rate=3,
                     error_code="TAP-1205", warn_code="TMY-1205", order_failure_share=0.4,
                     order_status="PAYMENT_FAILED"),
        IncidentSpec(id="plate-cert-expired", kind="certificate", service="platematch", origin="plateview-ext",
                     start=_at(7, 23, 42), end=_at(8, 1, 15), error_rate=2, error_code="PMX-4950",
                     upstream=("baylink",), upstream_code="BAY-5074"),
        IncidentSpec(id="member-cache-evictions", kind="cache", service="memberloop", origin="member-redis",
                     start=_at(8, 3, 5), end=_at(8, 3, 41), error_rate=3, error_code="MBR-3107",
                     warn_code="MRC-W31"),
        IncidentSpec(id="edge-blip", kind="blip", service="suds-edge", start=_at(8, 8, 14), end=_at(8, 8, 29),
                     error_rate=0, warn_code="SUD-W801", alert_severity="warning"),
        IncidentSpec(id="cyclesched-rollout", kind="deploy", service="cyclesched", start=_at(8, 10, 20),
                     end=_at(8, 10, 36), error_rate=0, version="5.3.0", previous_version="5.2.4",
                     rollout_ok=True),
        IncidentSpec(id="points-backlog", kind="queue", service="sparkpoints", origin="washbus-kafka",
                     topic="wash.completed", start=_at(8, 18, 57), error_rate=2, error_code="SPK-4081",
                     warn_code="SPK-LAG9", alert_severity="warning"),
        IncidentSpec(id="washorder-pool", kind="database", flavor="pool", service="washorder", origin="washorder-pg",
                     start=_at(8, 19, 18), error_rate=4, error_code="WOS-5330", warn_code="WPG-53300",
                     upstream=("suds-edge",), upstream_code="SUD-5023", order_failure_share=0.5,
                     order_status="WASH_ABORTED"),
    ),
)
