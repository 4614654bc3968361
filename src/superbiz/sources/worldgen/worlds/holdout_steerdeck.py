"""Held-out world ``steerdeck``: a driving school (lesson bookings, road-test scheduling, instructor rosters,
learner payments) in America/Boa_Vista (UTC-04:00, no DST). Lesson ids ``DVK-2612-0417`` (random digits, then
a sequence), learners ``L0417-BV``, trace ids ``trk.<10 hex>``.

"Now" is 2026-10-14 10:15 local (14:15 UTC); the data starts 36 hours earlier, 2026-10-12 22:15 local.

Incidents (local times):
- slot-lockwait: lock waits on mirrosk-db (MySQL) since 2026-10-14 09:40, STILL going: slotweft (lesson slot
  allocator) fails, and its callers lessora-bk (the lesson-booking app) and tollvane-gw (learner gateway) fail too
  (mirrosk-db is two hops below the booking app, three below the gateway); lessons fail SEAT_LOCKFAIL.
- instrovia-rollout: a clean rollout of instrovia-app (instructor app) 2026-10-14 09:30-09:36, 4.2.0 from 4.1.7;
  no errors (a tempting false cause of the 09:40 failure).
- roadtix-deploy: a bad deploy of roadtix-sched (road-test scheduler) 2026-10-13 17:00, 3.8.0 from 3.7.4,
  rolled back 17:25; road-test bookings fail TEST_VOIDED; tollvane-gw sees errors too.
- sms-cert: the SMS partner smsquill-ext's certificate expired: notivox-svc (notifications) fails TLS handshakes
  2026-10-14 06:00-07:10; lessora-bk's confirmations fail (upstream) and lessons fail SMS_NOSEND.
- roster-backlog: roster-sync queue backlog on rosterkin-sync (topic rosterkin.shifts on vantrel-kafka)
  2026-10-14 07:30-08:20 (warning).
- route-cache: evictions on curbnest-redis behind trackelo-svc (practice routes) 2026-10-13 12:20-12:55.
- fee-blip: warnings-only latency blip on feemarq-pay (learner payments) 2026-10-14 08:45-09:02.
Healthy: coinbrisk-pg, tarnlo-pg, instrovia-app (its rollout only logs INFO), smsquill-ext (silent external).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Boa_Vista")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="steerdeck",
    title="Steerdeck driving school",
    seed=61214,
    timezone="America/Boa_Vista",
    anchor=_at(14, 10, 15),
    hours=36,
    ids=IdFormats(order="DVK-{num:4}-{seq:4}", user="L{num:4}-BV", trace="trk.{hex:10}"),
    order_service="lessora-bk",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "PAID", "DRIVEN"),
    vocab=Vocabulary(request_rate="req_per_s", latency="resp_p99_ms", error_ratio="fault_share",
                     lock_waits="row_lock_waits_per_s", consumer_lag="roster_lag_msgs",
                     cache_alert="KerbCacheThin", latency_alert="DrivePaceSlow", error_alert="StallRateHigh",
                     db_alert="GearboxLockJam", lag_alert="RosterQueueSag", tls_alert="SmsCertRefused"),
    services=(
        _S(name="tollvane-gw", team="平台组 Platform", description_zh="学员端入口网关",
           description_en="learner app gateway",
           depends_on=("lessora-bk", "roadtix-sched", "feemarq-pay", "trackelo-svc")),
        _S(name="lessora-bk", team="约课组 Booking", description_zh="练车课程预约",
           description_en="lesson booking app", depends_on=("slotweft", "notivox-svc")),
        _S(name="slotweft", team="约课组 Booking", description_zh="课时排位分配",
           description_en="lesson slot allocator", depends_on=("mirrosk-db",)),
        _S(name="mirrosk-db", kind="mysql", team="DBA", description_zh="课时数据库 (MySQL)",
           description_en="lesson slot database"),
        _S(name="roadtix-sched", team="路考组 Road Test", description_zh="路考预约排期",
           description_en="road-test scheduler", depends_on=("tarnlo-pg",)),
        _S(name="tarnlo-pg", kind="postgres", team="路考组 Road Test", description_zh="路考数据库 (PostgreSQL)",
           description_en="road-test database"),
        _S(name="instrovia-app", team="教练组 Instructors", description_zh="教练端应用",
           description_en="instructor app", depends_on=("rosterkin-sync",)),
        _S(name="rosterkin-sync", team="教练组 Instructors", description_zh="教练排班同步",
           description_en="instructor roster sync", depends_on=("vantrel-kafka",)),
        _S(name="vantrel-kafka", kind="kafka", team="平台组 Platform", description_zh="排班消息队列 (Kafka)",
           description_en="roster message queue"),
        _S(name="feemarq-pay", team="财务组 Finance", description_zh="学员缴费",
           description_en="learner payments", depends_on=("coinbrisk-pg",)),
        _S(name="coinbrisk-pg", kind="postgres", team="财务组 Finance", description_zh="缴费数据库 (PostgreSQL)",
           description_en="payments database"),
        _S(name="notivox-svc", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notification service", depends_on=("smsquill-ext",)),
        _S(name="smsquill-ext", kind="external", team="外部 External", description_zh="短信服务商",
           description_en="SMS partner"),
        _S(name="trackelo-svc", team="路线组 Routes", description_zh="练车路线查询",
           description_en="practice route lookup", depends_on=("curbnest-redis",)),
        _S(name="curbnest-redis", kind="redis", team="路线组 Routes", description_zh="路线缓存 (Redis)",
           description_en="route cache"),
    ),
    incidents=(
        IncidentSpec(id="slot-lockwait", kind="database", flavor="lock_wait", service="slotweft",
                     origin="mirrosk-db", start=_at(14, 9, 40), error_rate=4, error_code="SWF-7241",
                     warn_code="MKW-W19", upstream=("lessora-bk", "tollvane-gw"), upstream_code="LSR-5530",
                     order_failure_share=0.6, order_status="SEAT_LOCKFAIL"),
        IncidentSpec(id="instrovia-rollout", kind="deploy", service="instrovia-app", start=_at(14, 9, 30),
                     end=_at(14, 9, 36), version="4.2.0", previous_version="4.1.7", rollout_ok=True),
        IncidentSpec(id="roadtix-deploy", kind="deploy", service="roadtix-sched", start=_at(13, 17, 0),
                     end=_at(13, 17, 25), error_rate=4, error_code="RTX-6604", version="3.8.0",
                     previous_version="3.7.4", upstream=("tollvane-gw",), upstream_code="TVG-5020",
                     order_failure_share=0.7, order_status="TEST_VOIDED"),
        IncidentSpec(id="sms-cert", kind="certificate", service="notivox-svc", origin="smsquill-ext",
                     start=_at(14, 6, 0), end=_at(14, 7, 10), error_rate=3, error_code="NVX-4952",
                     upstream=("lessora-bk",), upstream_code="NKX-4410", order_failure_share=0.5,
                     order_status="SMS_NOSEND"),
        IncidentSpec(id="roster-backlog", kind="queue", service="rosterkin-sync", origin="vantrel-kafka",
                     start=_at(14, 7, 30), end=_at(14, 8, 20), error_rate=2, error_code="RQZ-3117",
                     warn_code="RQZ-W08", topic="rosterkin.shifts", alert_severity="warning"),
        IncidentSpec(id="route-cache", kind="cache", service="trackelo-svc", origin="curbnest-redis",
                     start=_at(13, 12, 20), end=_at(13, 12, 55), error_rate=3, error_code="TKL-4410",
                     warn_code="CBN-W03", upstream=("tollvane-gw",), upstream_code="TVG-5044"),
        IncidentSpec(id="fee-blip", kind="blip", service="feemarq-pay", start=_at(14, 8, 45), end=_at(14, 9, 2),
                     error_rate=0, warn_code="FQX-W40", alert_severity="warning"),
    ),
)
