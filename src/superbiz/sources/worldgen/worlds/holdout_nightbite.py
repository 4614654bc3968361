"""Held-out world ``nightbite``: a late-night food delivery platform (restaurant orders, rider dispatch, kitchen
display, payments) in Africa/Johannesburg (UTC+02, no daylight time; "now" is 00:20 local, 22:20 UTC of the
previous date, so the local "today" holds only twenty minutes and "tonight" / "last night" are the main windows;
order ids ``NB-20261210-K7QZ``, users ``cust482913``, trace ids ``nb`` + 14 hex).

Incidents: the rider dispatch service ridermatch fails since a bad deploy last night (7.3.0, not rolled back,
still failing now); the maps partner mapveld's certificate expired last night and is still expired (etaquote →
mapveld, caller moonpass: a two-hop chain from the gateway); the shared Redis nitecache (used by bitecart,
kdsboard and ridermatch) had an eviction storm last night that only broke the kitchen display kdsboard
(resolved); a lock wait on the order database bitecart-db yesterday afternoon (resolved, some checkouts
failed); a rider-offer queue backlog on ridermatch yesterday early evening (resolved); a fine rollout of
kdsboard yesterday evening; a short latency blip on the payments client payrelay just after midnight today.
Healthy: menushelf, dishdex, rider-pg; the payments partner randpay's certificate is fine (randpay and
owlstream emit no metrics of their own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Johannesburg")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="nightbite",
    title="Nightbite late-night delivery",
    seed=52817,
    timezone="Africa/Johannesburg",
    anchor=_at(11, 0, 20),
    hours=36,
    ids=IdFormats(order="NB-{date}-{alnum:4}", user="cust{num:6}", trace="nb{hex:14}"),
    order_service="bitecart",
    orders_per_hour=35,
    order_statuses=("DELIVERED", "DELIVERED", "DELIVERED", "COOKING", "ON_THE_WAY", "CANCELLED"),
    vocab=Vocabulary(request_rate="rps", latency="http_p99_ms", error_ratio="req_fail_ratio",
                     hit_ratio="redis_hit_rate", evictions="redis_evictions_per_s", lock_waits="row_lock_waits_per_s",
                     consumer_lag="kafka_lag_msgs", tls_days="peer_cert_days_left", tls_failures="tls_fail_per_s",
                     cache_alert="RedisHitRateDrop", latency_alert="SlowResponses", error_alert="FailRatioHigh",
                     db_alert="RowLockPileup", pool_alert="DbConnsMaxed", lag_alert="KafkaLagRising",
                     tls_alert="PeerCertInvalid"),
    services=(
        _S(name="moonpass", team="接入组 Edge", description_zh="App 与商家端 API 网关",
           description_en="app and merchant API gateway",
           depends_on=("bitecart", "ridermatch", "etaquote", "menushelf")),
        _S(name="bitecart", team="订单组 Orders", description_zh="下单与订单服务",
           description_en="checkout and order service", depends_on=("bitecart-db", "nitecache", "payrelay")),
        _S(name="bitecart-db", kind="mysql", team="DBA", description_zh="订单数据库 (MySQL)",
           description_en="order database"),
        _S(name="nitecache", kind="redis", team="基础架构组 Infra", description_zh="共享缓存 (Redis)",
           description_en="shared cache"),
        _S(name="ridermatch", team="调度组 Dispatch", description_zh="骑手派单调度",
           description_en="rider dispatch", depends_on=("nitecache", "rider-pg", "owlstream")),
        _S(name="rider-pg", kind="postgres", team="DBA", description_zh="骑手数据库 (PostgreSQL)",
           description_en="rider database"),
        _S(name="owlstream", kind="kafka", team="基础架构组 Infra", description_zh="订单事件消息队列 (Kafka)",
           description_en="order event queue"),
        _S(name="kdsboard", team="商家组 Merchant", description_zh="后厨出餐屏",
           description_en="kitchen display system", depends_on=("nitecache", "owlstream")),
        _S(name="etaquote", team="调度组 Dispatch", description_zh="送达时间预估",
           description_en="delivery ETA estimates", depends_on=("mapveld",)),
        _S(name="mapveld", kind="external", team="外部 External", description_zh="外部地图路径规划合作方",
           description_en="maps and routing partner"),
        _S(name="payrelay", team="支付组 Payments", description_zh="支付渠道对接",
           description_en="payment provider client", depends_on=("randpay",)),
        _S(name="randpay", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="payment processor partner"),
        _S(name="menushelf", team="商家组 Merchant", description_zh="餐厅菜单搜索",
           description_en="restaurant menu search", depends_on=("dishdex",)),
        _S(name="dishdex", kind="elasticsearch", team="商家组 Merchant", description_zh="菜单索引 (Elasticsearch)",
           description_en="menu index"),
    ),
    incidents=(
        IncidentSpec(id="ridermatch-deploy", kind="deploy", service="ridermatch", start=_at(10, 23, 51),
                     error_rate=3, error_code="RDM-5006", version="7.3.0", previous_version="7.2.4"),
        IncidentSpec(id="mapveld-cert", kind="certificate", service="etaquote", origin="mapveld",
                     start=_at(10, 23, 12), error_rate=2, error_code="ETA-4952", upstream=("moonpass",),
                     upstream_code="MPS-5024"),
        IncidentSpec(id="nitecache-evictions", kind="cache", service="kdsboard", origin="nitecache",
                     start=_at(10, 21, 5), end=_at(10, 21, 48), error_rate=3, error_code="KDS-5041",
                     warn_code="NTC-W09"),
        IncidentSpec(id="order-lock", kind="database", flavor="lock_wait", service="bitecart", origin="bitecart-db",
                     start=_at(10, 14, 35), end=_at(10, 15, 10), error_rate=3, error_code="BCT-5123",
                     warn_code="BDB-W31", order_failure_share=0.5, order_status="CHECKOUT_FAILED"),
        IncidentSpec(id="offer-backlog", kind="queue", service="ridermatch", origin="owlstream",
                     start=_at(10, 18, 30), end=_at(10, 19, 15), error_rate=2, error_code="RDM-4410",
                     warn_code="OWL-W44", topic="rider.offers", alert_severity="warning"),
        IncidentSpec(id="kdsboard-rollout", kind="deploy", service="kdsboard", start=_at(10, 17, 40),
                     end=_at(10, 17, 58), version="2.9.0", previous_version="2.8.5", rollout_ok=True),
        IncidentSpec(id="payrelay-blip", kind="blip", service="payrelay", start=_at(11, 0, 6), end=_at(11, 0, 13),
                     error_rate=0, warn_code="PRL-W02", alert_severity="warning"),
    ),
)
