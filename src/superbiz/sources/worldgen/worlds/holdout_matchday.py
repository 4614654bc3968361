"""Held-out world ``matchday``: a football stadium's match-day operations in Europe/Paris (UTC+01:00 in December;
"now" is 20:30 local on 4 December = 19:30 UTC, during an evening match that kicked off at 20:00; match-day
transactions (gate entries and concession sales, recorded by ticketing-core) ``MD-26-A7F3`` (prefix, 2 digits,
4 upper-case letters/digits), supporters ``SUP-KX40217``, trace ids ``mdt`` + 10 hex digits + ``-z``).

Incidents: an eviction storm on the turnstile token cache gatetoken-redis TWICE, both under the turnstile gateway
turnstile-gw (fans denied entry: transactions ``ENTRY_DENIED``, code TGW-5031): first 19:40–20:05 (resolved),
again since 20:20 (still going); a bad deploy of the concession POS kiosk-pos 4.8.0 at 17:50, rolled back at
18:20 (sales ``SALE_FAILED``, code KPO-5120); yesterday 22:00–22:35 a backlog of the POS sync queue possync-kafka
behind the worker possync-worker (topic ``pos.sales``; resolved); a CLEAN rollout of the fan ticket app fanpass-app
9.2.0 at 20:15–20:18 (``rollout_ok``, no errors: a tempting suspect). Healthy: payterra (card payment partner),
parkmatch + parkmatch-db (parking), arenawifi (wifi portal), ticketing-core's database ticketing-pg, kiosk-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Paris")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="matchday",
    title="Matchday stadium operations",
    seed=73019,
    timezone="Europe/Paris",
    anchor=_at(4, 20, 30),
    hours=36,
    ids=IdFormats(order="MD-{num:2}-{alnum:4}", user="SUP-{alpha:2}{num:5}", trace="mdt{hex:10}-z"),
    order_service="ticketing-core",
    orders_per_hour=120,
    order_statuses=("ADMITTED", "ADMITTED", "SOLD", "SOLD", "SETTLED"),
    vocab=Vocabulary(request_rate="md_req_rate", latency="md_p99_ms", error_ratio="md_err_share",
                     hit_ratio="token_hit_share", evictions="token_evictions_ps", query_latency="sql_p99_ms",
                     lock_waits="sql_lock_waits_ps", pool_in_use="sql_conns_used", pool_size="sql_conns_cap",
                     consumer_lag="sync_backlog_msgs", tls_days="peer_cert_days", tls_failures="peer_tls_errs_ps",
                     cache_alert="TokenCacheHitLow", latency_alert="MatchdayP99High",
                     error_alert="MatchdayErrShareHigh", db_alert="SqlSlowOrLocked", pool_alert="SqlConnsFull",
                     lag_alert="SyncBacklogGrowing", tls_alert="PeerTlsBroken"),
    services=(
        _S(name="fanpass-app", team="球迷应用组 Fan App", description_zh="球迷票务App (电子票二维码)",
           description_en="fan ticket app", depends_on=("ticketing-core", "parkmatch")),
        _S(name="turnstile-gw", team="入场组 Stadium Entry", description_zh="闸机网关 (检票闸机)",
           description_en="turnstile gateway / ticket gates", depends_on=("gatetoken-redis", "ticketing-core")),
        _S(name="gatetoken-redis", kind="redis", team="入场组 Stadium Entry", description_zh="闸机令牌缓存 (Redis)",
           description_en="turnstile token cache"),
        _S(name="ticketing-core", team="票务组 Ticketing", description_zh="票务服务 (入场与消费流水)",
           description_en="ticket service", depends_on=("ticketing-pg",)),
        _S(name="ticketing-pg", kind="postgres", team="DBA", description_zh="票务数据库 (PostgreSQL)",
           description_en="ticket database"),
        _S(name="kiosk-pos", team="餐饮零售组 Concessions", description_zh="小卖部收银 (场内餐饮POS)",
           description_en="concession POS", depends_on=("kiosk-db", "payterra", "possync-kafka")),
        _S(name="kiosk-db", kind="mysql", team="餐饮零售组 Concessions", description_zh="收银数据库 (MySQL)",
           description_en="POS database"),
        _S(name="possync-kafka", kind="kafka", team="餐饮零售组 Concessions", description_zh="收银同步队列 (Kafka)",
           description_en="POS sync queue"),
        _S(name="possync-worker", team="餐饮零售组 Concessions", description_zh="收银同步任务 (读队列对账)",
           description_en="POS sync worker", depends_on=("possync-kafka", "ticketing-core")),
        _S(name="payterra", kind="external", team="外部 External", description_zh="银行卡支付合作方",
           description_en="card payment partner"),
        _S(name="parkmatch", team="停车组 Parking", description_zh="停车场服务 (车位预约与道闸)",
           description_en="parking service", depends_on=("parkmatch-db",)),
        _S(name="parkmatch-db", kind="mysql", team="停车组 Parking", description_zh="停车数据库 (MySQL)",
           description_en="parking database"),
        _S(name="arenawifi", team="场馆网络组 Venue Network", description_zh="场馆WiFi认证门户",
           description_en="stadium wifi portal"),
    ),
    incidents=(
        IncidentSpec(id="gatetoken-evictions-2", kind="cache", service="turnstile-gw", origin="gatetoken-redis",
                     start=_at(4, 20, 20), error_rate=4, error_code="TGW-5031", warn_code="GTR-W07",
                     order_failure_share=0.5, order_status="ENTRY_DENIED"),
        IncidentSpec(id="fanpass-rollout", kind="deploy", service="fanpass-app", start=_at(4, 20, 15),
                     end=_at(4, 20, 18), version="9.2.0", previous_version="9.1.5", rollout_ok=True),
        IncidentSpec(id="gatetoken-evictions-1", kind="cache", service="turnstile-gw", origin="gatetoken-redis",
                     start=_at(4, 19, 40), end=_at(4, 20, 5), error_rate=4, error_code="TGW-5031",
                     warn_code="GTR-W07", order_failure_share=0.5, order_status="ENTRY_DENIED"),
        IncidentSpec(id="kiosk-pos-bad-deploy", kind="deploy", service="kiosk-pos", start=_at(4, 17, 50),
                     end=_at(4, 18, 20), error_rate=4, error_code="KPO-5120", version="4.8.0",
                     previous_version="4.7.3", order_failure_share=0.4, order_status="SALE_FAILED"),
        IncidentSpec(id="possync-backlog", kind="queue", service="possync-worker", origin="possync-kafka",
                     start=_at(3, 22, 0), end=_at(3, 22, 35), error_rate=2, error_code="PSW-4082",
                     warn_code="PSW-W11", topic="pos.sales"),
    ),
)
