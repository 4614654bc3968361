"""Held-out world ``lagoonbus``: an island ferry-bus shuttle network in Pacific/Noumea (UTC+11:00, no daylight
time; "now" is 07:50 local on 4 December = 20:50 UTC on 3 December, the morning commute; ticket validations
``RB-0417-NC`` (recorded by the ticket service tapgate), riders ``NCR~04417``, trace ids ``lgb:`` + 10 hex digits).

Incidents: the validation database tapgate-pg's connection pool is exhausted since 07:15, so the ticket service
tapgate fails validations (failed validations are records with status ``VALIDATION_FAILED``) and the rider app
skiffride sees errors too (chain skiffride → tapgate → tapgate-pg; ongoing); a clean rollout of the route
scheduler routeloom 5.2.0 at 07:05–07:12 (``rollout_ok``, a tempting false cause); a WARN-only blip of the driver
tablets backend cabpad at 06:30–06:41; yesterday 18:00–18:40 the top-up payment partner coralcard's certificate
was expired (the card top-up service reefpay failed its handshakes; renewed); last night 21:10–21:50 the delay-SMS
queue wavetxt-q backed up behind the SMS sender lagoonsms (resolved).
Healthy: passhold (rider accounts), passhold-redis, routeloom-db, pierwatch (pier display boards).
The data span 36 hours (from 19:50 local on 2 December).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Noumea")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lagoonbus",
    title="Lagoonbus island ferry-bus shuttles",
    seed=61143,
    timezone="Pacific/Noumea",
    anchor=_at(4, 7, 50),
    hours=36,
    ids=IdFormats(order="RB-{seq:4}-NC", user="NCR~{num:5}", trace="lgb:{hex:10}"),
    order_service="tapgate",
    orders_per_hour=60,
    order_statuses=("VALIDATED", "VALIDATED", "VALIDATED", "TRANSFERRED"),
    vocab=Vocabulary(request_rate="taps_per_s", latency="tap_p95_ms", error_ratio="tap_fail_frac",
                     hit_ratio="rider_cache_hit_frac", evictions="rider_cache_evict_ps",
                     query_latency="validdb_sql_p95_ms", lock_waits="validdb_lock_waits_ps",
                     pool_in_use="validdb_pool_busy", pool_size="validdb_pool_max",
                     consumer_lag="delay_sms_unsent", tls_days="topup_cert_days_left",
                     tls_failures="topup_tls_fail_ps", cache_alert="RiderCacheHitLow", latency_alert="TapP95Slow",
                     error_alert="TapFailFracHigh", db_alert="ValidDbSlow", pool_alert="ValidDbPoolExhausted",
                     lag_alert="DelaySmsBacklog", tls_alert="TopupTlsHandshakeFailing"),
    services=(
        _S(name="skiffride", team="乘客App组 Rider App", description_zh="乘客App (买票扫码)",
           description_en="rider app", depends_on=("tapgate", "passhold", "reefpay", "routeloom")),
        _S(name="tapgate", team="票务组 Ticketing", description_zh="验票服务 (车上验票机/闸机)",
           description_en="ticket validation service (on-board validators)", depends_on=("tapgate-pg", "passhold")),
        _S(name="tapgate-pg", kind="postgres", team="DBA", description_zh="验票数据库 (PostgreSQL)",
           description_en="validation database"),
        _S(name="passhold", team="账户组 Rider Accounts", description_zh="乘客账户与月票",
           description_en="rider accounts and passes", depends_on=("passhold-redis",)),
        _S(name="passhold-redis", kind="redis", team="账户组 Rider Accounts", description_zh="乘客账户缓存 (Redis)",
           description_en="rider accounts cache"),
        _S(name="routeloom", team="调度组 Route Ops", description_zh="线路排班调度",
           description_en="route scheduler", depends_on=("routeloom-db",)),
        _S(name="routeloom-db", kind="mysql", team="调度组 Route Ops", description_zh="排班数据库 (MySQL)",
           description_en="schedule database"),
        _S(name="cabpad", team="车载组 Onboard", description_zh="司机平板后台",
           description_en="driver tablets backend", depends_on=("routeloom",)),
        _S(name="reefpay", team="支付组 Payments", description_zh="交通卡充值",
           description_en="card top-up payments", depends_on=("coralcard",)),
        _S(name="coralcard", kind="external", team="外部 External", description_zh="充值支付合作方",
           description_en="top-up payment partner"),
        _S(name="lagoonsms", team="通知组 Notifications", description_zh="晚点短信通知",
           description_en="delay SMS alerts", depends_on=("wavetxt-q",)),
        _S(name="wavetxt-q", kind="kafka", team="通知组 Notifications", description_zh="晚点短信队列 (Kafka)",
           description_en="delay SMS queue"),
        _S(name="pierwatch", team="码头组 Piers", description_zh="码头到站显示屏",
           description_en="pier departure boards", depends_on=("routeloom",)),
    ),
    incidents=(
        IncidentSpec(id="tapgate-pool", kind="database", flavor="pool", service="tapgate", origin="tapgate-pg",
                     start=_at(4, 7, 15), error_rate=4, error_code="TGV-5307", warn_code="TPG-W12",
                     upstream=("skiffride",), upstream_code="SKF-5030", order_failure_share=0.5,
                     order_status="VALIDATION_FAILED"),
        IncidentSpec(id="routeloom-rollout", kind="deploy", service="routeloom", start=_at(4, 7, 5),
                     end=_at(4, 7, 12), version="5.2.0", previous_version="5.1.3", rollout_ok=True),
        IncidentSpec(id="cabpad-blip", kind="blip", service="cabpad", start=_at(4, 6, 30), end=_at(4, 6, 41),
                     error_rate=0, warn_code="CBP-W07", alert_severity="warning"),
        IncidentSpec(id="wavetxt-backlog", kind="queue", service="lagoonsms", origin="wavetxt-q",
                     start=_at(3, 21, 10), end=_at(3, 21, 50), error_rate=2, error_code="LSM-4408",
                     warn_code="WTQ-W03", topic="delay.sms"),
        IncidentSpec(id="coralcard-cert", kind="certificate", service="reefpay", origin="coralcard",
                     start=_at(3, 18, 0), end=_at(3, 18, 40), error_rate=3, error_code="RFP-4951"),
    ),
)
