"""HELD-OUT world ``potterly``: a chain of pottery studios (wheel and hand-building class booking, kiln
controllers and firing schedules, glaze inventory, member passes, the instructor roster, a payments partner and
an email partner) in America/Santiago (UTC-3 in December, daylight time). "now" is 2026-12-10 11:55 local
(14:55 UTC), just before the lunch-hour classes. Class bookings look like ``PTY-000412/a`` (``PTY-`` + six digits
+ ``/`` + one lower-case hex character), members ``mem#20417``, trace ids ``pty`` + 16 hex.

Class booking ``wheelbook`` (课程预约) sits behind the studio app gateway ``claygate`` and charges through
``slipcharge`` (支付合作方对接), the client of the payments partner ``potpay-ext``: the partner's certificate
expired at 11:15 local today and is still expired (slipcharge fails; wheelbook and claygate see it two hops
up; bookings since are PAY_REFUSED). Since 10:52 local the kiln telemetry service ``kilnmind`` lags behind its
topic ``kiln.firing.telemetry`` on ``kilnpulse-kafka`` (ongoing, warning). Resolved: yesterday evening
(19:24-20:08 local) the connection pool of ``studio-mysql`` was exhausted under two services, member passes
``passkeeper`` (its gateway calls failed too) and firing schedules ``firesched`` (19:27-20:05); a bad deploy of
glaze inventory ``glazebin`` this morning (2.7.0 at 08:42, rolled back at 09:09); a clean rollout of the
instructor roster ``rosterly`` later this morning (10:18-10:31, ``rollout_ok``); a latency blip on the email
notifier ``mailkiln`` yesterday afternoon (15:34-15:49, warnings only).
Healthy: rosterly, roster-es, glaze-redis, wheelbook-pg, inkpost-ext (and glazebin, passkeeper, firesched,
mailkiln now).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Santiago")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="potterly",
    title="Potterly pottery studios chain",
    seed=40417,
    timezone="America/Santiago",
    anchor=_at(10, 11, 55),
    hours=36,
    ids=IdFormats(order="PTY-{num:6}/{hex:1}", user="mem#{num:5}", trace="pty{hex:16}"),
    order_service="wheelbook",
    orders_per_hour=38,
    order_statuses=("BOOKED", "BOOKED", "CONFIRMED", "ATTENDED", "ATTENDED"),
    vocab=Vocabulary(request_rate="hits_per_s", latency="resp_ms_p99", error_ratio="fail_fraction",
                     hit_ratio="kv_hit_fraction", evictions="kv_evictions_ps", query_latency="sql_resp_p99_ms",
                     lock_waits="innodb_lock_waits_ps", pool_in_use="conn_pool_used", pool_size="conn_pool_max",
                     consumer_lag="kiln_stream_lag", tls_days="peer_cert_days_left",
                     tls_failures="peer_tls_errors_ps", cache_alert="KvEvictionSurge", latency_alert="P99TooHigh",
                     error_alert="FailFractionHigh", db_alert="SqlSlowdown", pool_alert="ConnPoolDrained",
                     lag_alert="KilnStreamBehind", tls_alert="PeerCertRejected"),
    services=(
        _S(name="claygate", team="平台组 Platform", description_zh="陶艺工作室 App 网关",
           description_en="studio app gateway",
           depends_on=("wheelbook", "passkeeper", "glazebin", "kilnmind", "rosterly")),
        _S(name="wheelbook", team="课程组 Classes", description_zh="陶艺课程预约（拉坯/手捏课）",
           description_en="pottery class booking (wheel and hand-building)",
           depends_on=("wheelbook-pg", "slipcharge", "passkeeper", "mailkiln")),
        _S(name="wheelbook-pg", kind="postgres", team="DBA", description_zh="课程预约数据库 (PostgreSQL)",
           description_en="class booking database"),
        _S(name="slipcharge", team="支付组 Payments", description_zh="支付合作方对接",
           description_en="payments partner client", depends_on=("potpay-ext",)),
        _S(name="potpay-ext", kind="external", team="外部 External", description_zh="外部支付合作方 API",
           description_en="payments partner API"),
        _S(name="passkeeper", team="会员组 Membership", description_zh="会员卡与次卡",
           description_en="member passes (monthly and class packs)", depends_on=("studio-mysql",)),
        _S(name="firesched", team="窑炉组 Kiln Ops", description_zh="烧窑排程",
           description_en="kiln firing schedules", depends_on=("studio-mysql", "kilnmind")),
        _S(name="studio-mysql", kind="mysql", team="DBA", description_zh="工作室业务数据库 (MySQL)",
           description_en="studio operations database"),
        _S(name="kilnmind", team="窑炉组 Kiln Ops", description_zh="窑炉控制器遥测",
           description_en="kiln controller telemetry", depends_on=("kilnpulse-kafka",)),
        _S(name="kilnpulse-kafka", kind="kafka", team="窑炉组 Kiln Ops",
           description_zh="窑温遥测事件队列 (Kafka)",
           description_en="kiln telemetry event queue"),
        _S(name="glazebin", team="物料组 Supplies", description_zh="釉料库存",
           description_en="glaze inventory", depends_on=("glaze-redis", "studio-mysql")),
        _S(name="glaze-redis", kind="redis", team="物料组 Supplies", description_zh="釉料库存缓存 (Redis)",
           description_en="glaze stock cache"),
        _S(name="rosterly", team="教学组 Teaching", description_zh="讲师排班",
           description_en="instructor roster", depends_on=("roster-es",)),
        _S(name="roster-es", kind="elasticsearch", team="教学组 Teaching",
           description_zh="讲师档案索引 (Elasticsearch)",
           description_en="instructor profile index"),
        _S(name="mailkiln", team="消息组 Messaging", description_zh="邮件通知（预约确认、开窑提醒）",
           description_en="email notifier (booking confirmations, kiln-opening reminders)",
           depends_on=("inkpost-ext",)),
        _S(name="inkpost-ext", kind="external", team="外部 External", description_zh="外部邮件合作方",
           description_en="email delivery partner"),
    ),
    incidents=(
        IncidentSpec(id="mailkiln-blip", kind="blip", service="mailkiln", start=_at(9, 15, 34), end=_at(9, 15, 49),
                     error_rate=0, warn_code="MLK-W02", alert_severity="warning"),
        IncidentSpec(id="passkeeper-pool", kind="database", flavor="pool", service="passkeeper",
                     origin="studio-mysql", start=_at(9, 19, 24), end=_at(9, 20, 8), error_rate=3,
                     error_code="PSK-5530", warn_code="SMY-W1040", upstream=("claygate",), upstream_code="CGW-5033"),
        IncidentSpec(id="firesched-pool", kind="database", flavor="pool", service="firesched",
                     origin="studio-mysql", start=_at(9, 19, 27), end=_at(9, 20, 5), error_rate=3,
                     error_code="FSC-5530", warn_code="SMY-W1040"),
        IncidentSpec(id="glazebin-bad-deploy", kind="deploy", service="glazebin", start=_at(10, 8, 42),
                     end=_at(10, 9, 9), error_rate=4, error_code="GLZ-5001", version="2.7.0",
                     previous_version="2.6.4"),
        IncidentSpec(id="rosterly-rollout", kind="deploy", service="rosterly", start=_at(10, 10, 18),
                     end=_at(10, 10, 31), error_rate=0, version="3.1.0", previous_version="3.0.9", rollout_ok=True),
        IncidentSpec(id="kilnpulse-backlog", kind="queue", service="kilnmind", origin="kilnpulse-kafka",
                     topic="kiln.firing.telemetry", start=_at(10, 10, 52), error_rate=2, error_code="KLM-4410",
                     warn_code="KPB-W07", alert_severity="warning"),
        IncidentSpec(id="potpay-cert-expired", kind="certificate", service="slipcharge", origin="potpay-ext",
                     start=_at(10, 11, 15), error_rate=2, error_code="SLC-4952", upstream=("wheelbook", "claygate"),
                     upstream_code="WBK-5027", order_failure_share=0.5, order_status="PAY_REFUSED"),
    ),
)
