"""Held-out world ``tutorly``: an online tutoring marketplace (lesson booking, tutor matching, video classroom,
tutor payouts) in Asia/Colombo (UTC+05:30, no daylight saving; "now" is 21:35 local, so the local day began at
18:30 UTC of the previous UTC date; lesson ids ``L-482-QKTM``, students ``stu-4KQ9ZM``, ``t``+24-hex trace ids).

Incidents: the payout runner payrunner fails from two overlapping causes tonight (its lesson-completed queue on
lessonq is backlogged AND its own PostgreSQL payrunner-pg runs slow queries, both ongoing); a bad deploy of the
booking service lessonbook at 15:30 local this afternoon (rolled back at 16:05, bookings failed as
BOOKING_FAILED, the gateway saw errors), followed an hour later by a clean rollout of matchr; the video relay
partner's certificate expired in the small hours and was renewed (classroomd, callers pingbell; resolved); a
slot-cache eviction storm yesterday evening (slotcache → matchr → tutorgate, resolved); a warnings-only latency
blip on pingbell around noon.
Healthy: homeworkr, homework-pg, tutor-es, lessonbook-db; lessonq and vidlink emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Colombo")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tutorly",
    title="Tutorly tutoring marketplace",
    seed=52417,
    timezone="Asia/Colombo",
    anchor=_at(26, 21, 35),
    hours=36,
    ids=IdFormats(order="L-{num:3}-{alpha:4}", user="stu-{alnum:6}", trace="t{hex:24}"),
    order_service="lessonbook",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "COMPLETED", "RESCHEDULED", "CANCELLED"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="api_p99_latency_ms", error_ratio="req_fail_ratio",
                     hit_ratio="slot_cache_hit", evictions="cache_evictions_per_s", query_latency="sql_p99_ms",
                     consumer_lag="lesson_queue_lag", tls_days="peer_cert_days_left",
                     tls_failures="tls_fail_per_s", cache_alert="SlotCacheMissStorm",
                     latency_alert="TailLatencyHigh", error_alert="FailRatioBreach", db_alert="PgQuerySlow",
                     pool_alert="DbConnPoolFull", lag_alert="LessonQueueBacklog", tls_alert="PeerCertExpired"),
    services=(
        _S(name="tutorgate", team="平台组 Platform", description_zh="对外 API 网关 (App 与网页入口)",
           description_en="public API gateway", depends_on=("lessonbook", "matchr", "classroomd", "homeworkr")),
        _S(name="lessonbook", team="约课组 Booking", description_zh="课程预约服务",
           description_en="lesson booking service", depends_on=("lessonbook-db", "slotcache", "lessonq")),
        _S(name="lessonbook-db", kind="mysql", team="DBA", description_zh="约课数据库 (MySQL)",
           description_en="booking database"),
        _S(name="slotcache", kind="redis", team="约课组 Booking", description_zh="老师空闲时段缓存 (Redis)",
           description_en="tutor availability slot cache"),
        _S(name="matchr", team="匹配组 Matching", description_zh="老师匹配推荐",
           description_en="tutor matching", depends_on=("tutor-es", "slotcache")),
        _S(name="tutor-es", kind="elasticsearch", team="匹配组 Matching", description_zh="老师档案索引 (Elasticsearch)",
           description_en="tutor profile index"),
        _S(name="classroomd", team="课堂组 Classroom", description_zh="视频课堂服务",
           description_en="video classroom", depends_on=("vidlink",)),
        _S(name="vidlink", kind="external", team="外部 External", description_zh="第三方音视频中继",
           description_en="third-party video relay"),
        _S(name="pingbell", team="通知组 Notify", description_zh="上课提醒推送 (短信与 App 推送)",
           description_en="lesson reminder notifications", depends_on=("classroomd", "lessonbook")),
        _S(name="payrunner", team="结算组 Payouts", description_zh="老师课酬结算与打款",
           description_en="tutor payout runner", depends_on=("payrunner-pg", "lessonq")),
        _S(name="payrunner-pg", kind="postgres", team="DBA", description_zh="结算数据库 (PostgreSQL)",
           description_en="payout database"),
        _S(name="lessonq", kind="kafka", team="平台组 Platform", description_zh="课程事件消息队列 (Kafka)",
           description_en="lesson event queue"),
        _S(name="homeworkr", team="作业组 Homework", description_zh="作业提交与批改",
           description_en="homework submission and grading", depends_on=("homework-pg",)),
        _S(name="homework-pg", kind="postgres", team="作业组 Homework", description_zh="作业数据库 (PostgreSQL)",
           description_en="homework database"),
    ),
    incidents=(
        IncidentSpec(id="payout-backlog", kind="queue", service="payrunner", origin="lessonq", start=_at(26, 20, 20),
                     error_rate=2, error_code="PYR-4412", warn_code="LQ-W31", topic="lesson.completed",
                     alert_severity="warning"),
        IncidentSpec(id="payout-db-slow", kind="database", flavor="slow_query", service="payrunner",
                     origin="payrunner-pg", start=_at(26, 20, 48), error_rate=3, error_code="PYR-5108",
                     warn_code="PRP-W17"),
        IncidentSpec(id="lessonbook-bad-deploy", kind="deploy", service="lessonbook", start=_at(26, 15, 30),
                     end=_at(26, 16, 5), error_rate=4, error_code="LBK-5003", version="7.4.0",
                     previous_version="7.3.2", upstream=("tutorgate",), upstream_code="TGW-5021",
                     order_failure_share=0.6, order_status="BOOKING_FAILED"),
        IncidentSpec(id="matchr-rollout", kind="deploy", service="matchr", start=_at(26, 17, 5), end=_at(26, 17, 12),
                     version="3.18.0", previous_version="3.17.4", rollout_ok=True),
        IncidentSpec(id="vidlink-cert", kind="certificate", service="classroomd", origin="vidlink",
                     start=_at(26, 2, 40), end=_at(26, 4, 15), error_rate=2, error_code="CLS-4951",
                     upstream=("pingbell",), upstream_code="PGB-5024"),
        IncidentSpec(id="slot-evictions", kind="cache", service="matchr", origin="slotcache", start=_at(25, 22, 10),
                     end=_at(25, 22, 55), error_rate=3, error_code="MTR-5040", warn_code="SLC-W07",
                     upstream=("tutorgate",), upstream_code="TGW-5044"),
        IncidentSpec(id="pingbell-blip", kind="blip", service="pingbell", start=_at(26, 12, 40), end=_at(26, 12, 56),
                     error_rate=0, warn_code="PGB-W03", alert_severity="warning"),
    ),
)
