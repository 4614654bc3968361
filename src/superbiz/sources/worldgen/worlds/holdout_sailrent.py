"""Held-out world ``sailrent``: sailboat and kayak rentals at harbour marinas in America/Nuuk (UTC-02:00 in
December; "now" is 13:45 local on 5 December 2026 = 15:45 UTC; boat bookings ``SRB-4821-KQ`` (made by the renters'
app berthapp), renters ``sk204913.gl``, trace ids ``sr-`` + 12 hex digits).

Incidents (local times):
- a dock-assignment cache storm today 12:40-13:10 (resolved): evictions on the dock assignment cache dockwise-redis
  behind the dock assignment service dockwise, reaching the renters' app berthapp two hops above the cache (chain
  berthapp -> dockwise -> dockwise-redis; failed bookings as records, status ``DOCK_UNASSIGNED``);
- a connection pool exhaustion of the deposit database keelfund-pg since 13:20, still going at "now", behind the
  damage deposit service keelfund and reaching berthapp (failed bookings as records, status ``DEPOSIT_FAILED``);
- a clean rollout of the skipper certification check skipcheck 4.2.0 today 12:35-12:41 (``rollout_ok``; a
  tempting false cause);
- an expired certificate of the weather-alert partner skerrywx yesterday 16:00-16:25, logged only by its caller,
  the weather alert relay galeping;
- a WARN-only latency blip of the marina gate service quaylatch today 11:00-11:09 (warning alert, resolved).
Healthy: the bookings database berthapp-db, the skipper registry database skipreg-pg, the damage photo inspection
hullsnap, the renter notifier ahoynote, the return-and-refund desk tillrund.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Nuuk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="sailrent",
    title="Sailrent harbour sailboat and kayak rentals",
    seed=70613,
    timezone="America/Nuuk",
    anchor=_at(5, 13, 45),
    hours=34,
    ids=IdFormats(order="SRB-{num:4}-{alpha:2}", user="sk{num:6}.gl", trace="sr-{hex:12}"),
    order_service="berthapp",
    orders_per_hour=42,
    order_statuses=("BOOKED", "CHECKED_OUT", "RETURNED", "RETURNED"),
    vocab=Vocabulary(request_rate="rent_req_ps", latency="rent_p99_ms", error_ratio="rent_err_share",
                     hit_ratio="slipmap_hit_share", evictions="slipmap_evict_ps",
                     query_latency="keel_sql_p99_ms", lock_waits="keel_lockwait_ps", pool_in_use="keel_conns_busy",
                     pool_size="keel_conns_max", consumer_lag="harbour_msgs_behind",
                     tls_days="wxfeed_cert_days", tls_failures="wxfeed_tls_fail_ps",
                     cache_alert="SlipmapHitShareLow", latency_alert="RentP99Slow",
                     error_alert="RentErrShareHigh", db_alert="KeelSqlSlow", pool_alert="KeelConnsDrained",
                     lag_alert="HarbourMsgsBehind", tls_alert="WxfeedTlsRejected"),
    services=(
        _S(name="berthapp", team="租船前台组 Rental Front", description_zh="租船App (租客下单订船)",
           description_en="renters' app", depends_on=("berthapp-db", "dockwise", "keelfund", "skipcheck")),
        _S(name="berthapp-db", kind="mysql", team="租船前台组 Rental Front", description_zh="订船数据库 (MySQL)",
           description_en="bookings database"),
        _S(name="dockwise", team="泊位组 Docks", description_zh="泊位分配服务",
           description_en="dock assignment service", depends_on=("dockwise-redis",)),
        _S(name="dockwise-redis", kind="redis", team="泊位组 Docks", description_zh="泊位分配缓存 (Redis)",
           description_en="dock assignment cache"),
        _S(name="keelfund", team="押金组 Deposits", description_zh="损坏押金服务",
           description_en="damage deposit service", depends_on=("keelfund-pg", "ahoynote")),
        _S(name="keelfund-pg", kind="postgres", team="押金组 Deposits", description_zh="押金数据库 (PostgreSQL)",
           description_en="deposit database"),
        _S(name="skipcheck", team="船长资质组 Skipper Certs", description_zh="船长资质核验",
           description_en="skipper certification check", depends_on=("skipreg-pg",)),
        _S(name="skipreg-pg", kind="postgres", team="船长资质组 Skipper Certs",
           description_zh="船长登记数据库 (PostgreSQL)", description_en="skipper registry database"),
        _S(name="galeping", team="气象组 Weather", description_zh="气象预警转发",
           description_en="weather alert relay", depends_on=("skerrywx",)),
        _S(name="skerrywx", kind="external", team="外部 External", description_zh="气象预警合作方",
           description_en="weather-alert partner"),
        _S(name="quaylatch", team="码头运营组 Marina Ops", description_zh="码头闸门服务",
           description_en="marina gate service", depends_on=("berthapp-db",)),
        _S(name="hullsnap", team="验船组 Inspection", description_zh="船损拍照验收",
           description_en="damage photo inspection", depends_on=("keelfund", "ahoynote")),
        _S(name="ahoynote", team="消息组 Messaging", description_zh="租客通知服务",
           description_en="renter notifier"),
        _S(name="tillrund", team="客服组 Renter Care", description_zh="还船退款台",
           description_en="return-and-refund desk", depends_on=("berthapp-db", "ahoynote")),
    ),
    incidents=(
        IncidentSpec(id="dockwise-evictions", kind="cache", service="dockwise", origin="dockwise-redis",
                     start=_at(5, 12, 40), end=_at(5, 13, 10), error_rate=3, error_code="DKW-5072",
                     warn_code="DKR-W14", upstream=("berthapp",), upstream_code="BTA-5031",
                     order_failure_share=0.3, order_status="DOCK_UNASSIGNED"),
        IncidentSpec(id="keelfund-pool", kind="database", flavor="pool", service="keelfund", origin="keelfund-pg",
                     start=_at(5, 13, 20), error_rate=4, error_code="KLF-5163", warn_code="KPG-W22",
                     upstream=("berthapp",), upstream_code="BTA-5038", order_failure_share=0.4,
                     order_status="DEPOSIT_FAILED"),
        IncidentSpec(id="skipcheck-rollout", kind="deploy", service="skipcheck", start=_at(5, 12, 35),
                     end=_at(5, 12, 41), version="4.2.0", previous_version="4.1.7", rollout_ok=True),
        IncidentSpec(id="skerrywx-cert", kind="certificate", service="galeping", origin="skerrywx",
                     start=_at(4, 16, 0), end=_at(4, 16, 25), error_rate=2, error_code="GLP-4951"),
        IncidentSpec(id="quaylatch-blip", kind="blip", service="quaylatch", start=_at(5, 11, 0),
                     end=_at(5, 11, 9), error_rate=0, warn_code="QLT-W03", alert_severity="warning"),
    ),
)
