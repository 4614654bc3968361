"""Held-out world ``cragline``: a climbing gym (day passes, route setting, gear rental) in Asia/Qostanay (UTC+05:00;
pass ids ``CL-PASS-00731``, member ids ``climber_208``).

"Now" is 2026-12-05 18:30 local (13:30 UTC); the data starts 36 hours earlier, 2026-12-04 06:30 local.

Incidents (local times):

- the day-pass app vertipass has TWO different troubles today:
  - 08:00-08:30: connection-pool exhaustion on its MySQL belaydb (one hop down; belaydb WARN and vertipass ERROR
    VRP-7301 from 08:00 to 08:30; failed passes PASS_VOIDED; the gateway cragdoor-gw fails too from 08:03,
    KDG-5931; alert ConnRackEmpty 08:03-08:32);
  - 15:45-16:40: a key-eviction storm on the Redis chalkcache (two hops down: vertipass -> holdquota ->
    chalkcache; chalkcache WARN from 15:45, holdquota ERROR HQT-6112 from 15:47, vertipass ERROR VRP-7342 (its
    failed passes GATE_TIMEOUT) from 15:45, all until 16:40; alerts KeyWiltStorm, PumpLatencyHigh to 16:42);
- a clean rollout of vertipass 4.12.0 (from 4.11.3) today 15:30-15:37 (no errors: a tempting false cause of the
  15:45 trouble);
- yesterday 20:05-21:20: the external payment partner quickdrawpay's certificate expired (chalkpay ERROR
  CHP-4951, vertipass VRP-7388; failed passes PAY_DYNO_FAIL), resolved;
- today 10:20-10:50: a bad deploy of the gear rental service gearnook 2.7.0 (from 2.6.4), rolled back
  (GNK-5000; the gateway KDG-5977);
- today 12:10-12:24: a warnings-only latency blip on the member accounts service topropeid (TPR-W12);
- since 17:50 today (ongoing): a consumer backlog of the check-in tally tallyhook on topic boulderscan.checkins
  (Kafka cruxbus; TLH-W21, TLH-3090).

Healthy all day: routewisp (route setting), gradeslab (its PostgreSQL), crimpdex (route search, Elasticsearch).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Qostanay")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="cragline",
    title="Cragline climbing gym",
    seed=73119,
    timezone="Asia/Qostanay",
    anchor=_at(5, 18, 30),
    hours=36,
    ids=IdFormats(order="CL-PASS-{seq:5}", user="climber_{num:3}", trace="qd{num:4}x{hex:10}"),
    order_service="vertipass",
    orders_per_hour=44,
    order_statuses=("PASS_ISSUED", "PASS_ISSUED", "WALLED_IN", "WALLED_IN", "PASS_LAPSED"),
    vocab=Vocabulary(latency="send_p99_ms", error_ratio="failed_call_share", hit_ratio="chalk_hit_share",
                     evictions="keys_dropped_per_s", pool_in_use="belay_conns_busy", pool_size="belay_conns_max",
                     consumer_lag="tally_backlog_msgs", cache_alert="KeyWiltStorm", latency_alert="PumpLatencyHigh",
                     error_alert="ErrorCruxBreach", pool_alert="ConnRackEmpty", lag_alert="TallyLagPiling",
                     tls_alert="TlsGripSlipping", db_alert="SlowBetaQueries"),
    services=(
        _S(name="cragdoor-gw", team="平台组 Basecamp", description_zh="场馆入口网关",
           description_en="gym front gateway",
           depends_on=("vertipass", "gearnook", "routewisp", "topropeid")),
        _S(name="vertipass", team="票务组 Ticketing", description_zh="日票应用 (买票、入场)",
           description_en="day-pass app (buy and scan passes)",
           depends_on=("belaydb", "holdquota", "chalkpay", "topropeid")),
        _S(name="belaydb", kind="mysql", team="DBA", description_zh="日票数据库 (MySQL)",
           description_en="day-pass database"),
        _S(name="holdquota", team="票务组 Ticketing", description_zh="入场名额服务 (时段容量)",
           description_en="entry slot quota service", depends_on=("chalkcache",)),
        _S(name="chalkcache", kind="redis", team="票务组 Ticketing", description_zh="名额缓存 (Redis)",
           description_en="slot quota cache"),
        _S(name="chalkpay", team="支付组 Payments", description_zh="支付服务", description_en="payment service",
           depends_on=("quickdrawpay",)),
        _S(name="quickdrawpay", kind="external", team="外部 External", description_zh="外部支付通道",
           description_en="external payment partner"),
        _S(name="routewisp", team="定线组 Setters", description_zh="定线管理 (线路、难度、换线)",
           description_en="route setting service", depends_on=("gradeslab", "crimpdex")),
        _S(name="gradeslab", kind="postgres", team="定线组 Setters", description_zh="线路数据库 (PostgreSQL)",
           description_en="routes database"),
        _S(name="crimpdex", kind="elasticsearch", team="定线组 Setters", description_zh="线路搜索索引 (Elasticsearch)",
           description_en="route search index"),
        _S(name="gearnook", team="装备组 Gear", description_zh="装备租赁 (鞋、安全带)",
           description_en="gear rental (shoes, harnesses)"),
        _S(name="tallyhook", team="运营组 Floor Ops", description_zh="入场签到统计", description_en="check-in tally",
           depends_on=("cruxbus",)),
        _S(name="cruxbus", kind="kafka", team="平台组 Basecamp", description_zh="签到事件队列 (Kafka)",
           description_en="check-in event queue"),
        _S(name="topropeid", team="会员组 Members", description_zh="会员账户", description_en="member accounts"),
    ),
    incidents=(
        IncidentSpec(id="pass-pool", kind="database", flavor="pool", service="vertipass", origin="belaydb",
                     start=_at(5, 8, 0), end=_at(5, 8, 30), error_rate=4, error_code="VRP-7301",
                     warn_code="BLY-W44", upstream=("cragdoor-gw",), upstream_code="KDG-5931",
                     order_failure_share=0.6, order_status="PASS_VOIDED"),
        IncidentSpec(id="pass-rollout", kind="deploy", service="vertipass", start=_at(5, 15, 30), end=_at(5, 15, 37),
                     version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="quota-storm", kind="cache", service="holdquota", origin="chalkcache",
                     start=_at(5, 15, 45), end=_at(5, 16, 40), error_rate=3, error_code="HQT-6112",
                     warn_code="CKH-W07", upstream=("vertipass",), upstream_code="VRP-7342",
                     order_failure_share=0.5, order_status="GATE_TIMEOUT"),
        IncidentSpec(id="pay-cert", kind="certificate", service="chalkpay", origin="quickdrawpay",
                     start=_at(4, 20, 5), end=_at(4, 21, 20), error_rate=2, error_code="CHP-4951",
                     upstream=("vertipass",), upstream_code="VRP-7388",
                     order_failure_share=0.4, order_status="PAY_DYNO_FAIL"),
        IncidentSpec(id="gear-deploy", kind="deploy", service="gearnook", start=_at(5, 10, 20), end=_at(5, 10, 50),
                     error_rate=3, error_code="GNK-5000", version="2.7.0", previous_version="2.6.4",
                     upstream=("cragdoor-gw",), upstream_code="KDG-5977"),
        IncidentSpec(id="member-blip", kind="blip", service="topropeid", start=_at(5, 12, 10), end=_at(5, 12, 24),
                     error_rate=0, warn_code="TPR-W12", alert_severity="warning"),
        IncidentSpec(id="tally-lag", kind="queue", service="tallyhook", origin="cruxbus", start=_at(5, 17, 50),
                     error_rate=2, error_code="TLH-3090", warn_code="TLH-W21", topic="boulderscan.checkins",
                     alert_severity="warning"),
    ),
)
