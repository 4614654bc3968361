"""HELD-OUT world ``skilift``: a ski resort (lift passes, gate scanners, lift telemetry, snow report, rental gear,
ski school) in Asia/Bishkek (UTC+6, no daylight time). Lift pass ids are lower case with dashes like
``lp-7f3k-22`` (``lp-`` + four hex + two digits); skiers ``skr_NNNNNN``; "now" is 2026-12-03 05:10 local
(2026-12-02 23:10 UTC), so the local "today" is five hours old and began at 18:00 UTC on 2026-12-02.

Lift passes are sold by ``passdesk`` (雪票/缆车票销售) behind the public ``slopegate`` (滑雪场统一网关);
it charges through ``tillbridge`` (支付合作方对接), the client of the payment partner ``glacipay``: a two-hop
partner chain whose certificate expired at 23:18 local yesterday and is still expired (passes bought since are
PAY_DECLINED). Since 04:48 local the lift status telemetry consumer ``liftwatch`` lags behind its queue
``liftpulse-bus`` (ongoing). Resolved: the gate scanners ``turnscan`` failed during an eviction storm on the pass
validity cache ``scan-redis`` this morning (03:51-04:29 local); a lock wait on ``lesson-mysql`` broke ski-school
booking ``coachslot`` yesterday afternoon (14:22-15:47 local), and ``coachslot`` was redeployed cleanly after
midnight (00:55-01:08, ``rollout_ok``); a bad deploy of rental gear ``gearhire`` yesterday evening (18:40,
rolled back at 19:12); a latency blip on the snow report ``powderfeed`` yesterday evening (21:05-21:19).
Healthy: pass-pg, snowdata-es, gear-mysql (and powderfeed, gearhire, coachslot now).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Bishkek")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="skilift",
    title="Skilift ski resort operations",
    seed=61733,
    timezone="Asia/Bishkek",
    anchor=_at(3, 5, 10),
    hours=36,
    ids=IdFormats(order="lp-{hex:4}-{num:2}", user="skr_{num:6}", trace="{hex:20}"),
    order_service="passdesk",
    orders_per_hour=35,
    order_statuses=("ISSUED", "ACTIVATED", "ACTIVATED", "SCANNED", "SCANNED"),
    vocab=Vocabulary(request_rate="gate_rps", latency="svc_latency_p99", error_ratio="err_share",
                     hit_ratio="redis_hit_rate", evictions="redis_evict_per_s", query_latency="sql_p99_ms",
                     lock_waits="row_lock_waits_per_s", pool_in_use="db_conn_active", pool_size="db_conn_limit",
                     consumer_lag="telemetry_lag_msgs", tls_days="partner_cert_ttl_days",
                     tls_failures="partner_tls_fail_per_s", cache_alert="PassCacheMissStorm",
                     latency_alert="ResponseTooSlow", error_alert="ErrorShareHigh", db_alert="RowLocksPiling",
                     pool_alert="DbConnsMaxedOut", lag_alert="TelemetryLagRising", tls_alert="PartnerTlsBroken"),
    services=(
        _S(name="slopegate", team="平台组 Platform", description_zh="滑雪场统一网关",
           description_en="ski resort API gateway",
           depends_on=("passdesk", "turnscan", "liftwatch", "powderfeed", "gearhire", "coachslot")),
        _S(name="passdesk", team="票务组 Ticketing", description_zh="雪票（缆车票）销售",
           description_en="lift pass sales", depends_on=("tillbridge", "pass-pg")),
        _S(name="pass-pg", kind="postgres", team="DBA", description_zh="雪票数据库 (PostgreSQL)",
           description_en="lift pass database"),
        _S(name="tillbridge", team="支付组 Payments", description_zh="支付合作方对接",
           description_en="payment partner client", depends_on=("glacipay",)),
        _S(name="glacipay", kind="external", team="外部 External", description_zh="外部支付合作方 API",
           description_en="payment partner API"),
        _S(name="turnscan", team="闸机组 Gates", description_zh="闸机扫码验票",
           description_en="gate scanner pass validation", depends_on=("scan-redis", "pass-pg")),
        _S(name="scan-redis", kind="redis", team="闸机组 Gates", description_zh="雪票有效性缓存 (Redis)",
           description_en="pass validity cache"),
        _S(name="liftwatch", team="缆车运维组 Lift Ops", description_zh="缆车运行状态遥测",
           description_en="lift status telemetry", depends_on=("liftpulse-bus",)),
        _S(name="liftpulse-bus", kind="kafka", team="缆车运维组 Lift Ops",
           description_zh="缆车遥测事件队列 (Kafka)", description_en="lift telemetry event queue"),
        _S(name="powderfeed", team="雪况组 Snow Report", description_zh="雪况播报",
           description_en="snow report", depends_on=("snowdata-es",)),
        _S(name="snowdata-es", kind="elasticsearch", team="雪况组 Snow Report",
           description_zh="雪况历史索引 (Elasticsearch)", description_en="snow history index"),
        _S(name="gearhire", team="租赁组 Rentals", description_zh="雪具租赁",
           description_en="rental gear (skis, boots, boards)", depends_on=("gear-mysql",)),
        _S(name="gear-mysql", kind="mysql", team="DBA", description_zh="租赁数据库 (MySQL)",
           description_en="rentals database"),
        _S(name="coachslot", team="滑雪学校组 Ski School", description_zh="滑雪学校课程预约",
           description_en="ski school lesson booking", depends_on=("lesson-mysql",)),
        _S(name="lesson-mysql", kind="mysql", team="DBA", description_zh="课程数据库 (MySQL)",
           description_en="lesson database"),
    ),
    incidents=(
        IncidentSpec(id="glacipay-cert-expired", kind="certificate", service="tillbridge", origin="glacipay",
                     start=_at(2, 23, 18), error_rate=2, error_code="TLB-4953", upstream=("passdesk", "slopegate"),
                     upstream_code="PSD-5026", order_failure_share=0.6, order_status="PAY_DECLINED"),
        IncidentSpec(id="liftpulse-backlog", kind="queue", service="liftwatch", origin="liftpulse-bus",
                     start=_at(3, 4, 48), error_rate=2, error_code="LFW-4410", warn_code="LPB-W06",
                     topic="lift.status.telemetry", alert_severity="warning"),
        IncidentSpec(id="scan-redis-evictions", kind="cache", service="turnscan", origin="scan-redis",
                     start=_at(3, 3, 51), end=_at(3, 4, 29), error_rate=3, error_code="TSC-5042",
                     warn_code="SRD-W03", upstream=("slopegate",), upstream_code="SGW-5041"),
        IncidentSpec(id="lesson-lock-wait", kind="database", flavor="lock_wait", service="coachslot",
                     origin="lesson-mysql", start=_at(2, 14, 22), end=_at(2, 15, 47), error_rate=3,
                     error_code="CSL-5409", warn_code="LMY-W11", upstream=("slopegate",), upstream_code="SGW-5034"),
        IncidentSpec(id="gearhire-bad-deploy", kind="deploy", service="gearhire", start=_at(2, 18, 40),
                     end=_at(2, 19, 12), error_rate=4, error_code="GRH-5001", version="4.2.0",
                     previous_version="4.1.3"),
        IncidentSpec(id="powderfeed-blip", kind="blip", service="powderfeed", start=_at(2, 21, 5),
                     end=_at(2, 21, 19), error_rate=0, warn_code="PWF-W04", alert_severity="warning"),
        IncidentSpec(id="coachslot-rollout", kind="deploy", service="coachslot", start=_at(3, 0, 55),
                     end=_at(3, 1, 8), version="5.0.1", previous_version="5.0.0", rollout_ok=True),
    ),
)
