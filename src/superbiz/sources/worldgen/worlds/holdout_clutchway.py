"""Held-out world ``clutchway``: a driving school (lesson bookings, instructor cars, road-test slots, theory exams)
in America/Miquelon (UTC-03:00 in December; "now" is 17:50 local on 8 December 2026 = 20:50 UTC the same day; the
data begin at 07:50 local on 7 December). Bookings ``SPM-K70417`` (two upper-case letters or digits, then four
digits; made by the learners' app pupilgo, lesson bookings and road-test bookings alike), learners
``apprenti.40417``, trace ids ``clw-`` + 16 hex digits.

Incidents (local times):

* a bad deploy of the lesson-booking service lessonrig 4.12.0 at 16:10, rolled back to 4.11.3 at 16:35 (ERROR
  ``LRG-5120`` on lessonrig, ``PGO-5021`` on the learners' app pupilgo; failed lesson bookings as records, status
  ``LESSON_FAILED``);
* road-test-slot database lock waits 16:50-17:20 on roadslot-db, two hops below the learners' app (chain pupilgo
  -> slotwarden -> roadslot-db; WARN ``RSD-W33`` on roadslot-db, ERROR ``SLW-4091`` on slotwarden, ``PGO-5034`` on
  pupilgo; failed road-test bookings as records, status ``TEST_UNBOOKED``);
* a clean rollout of the theory-exam service theorix 7.3.0 at 16:45-16:49 (``rollout_ok``; a tempting false cause
  for the lock waits);
* the payment partner payvanta's certificate expired yesterday 09:00-09:30, logged only by its caller, the tuition
  checkout feeclerk (ERROR ``FCK-4953``);
* a WARN-only latency blip of the car-telematics service gearpulse today 13:00-13:12 (WARN ``GPL-W21``).

Healthy: the instructors' portal coachdesk, the instructor-car scheduler dualpedal and its database dualpedal-db,
the SMS reminder service chimeloop, the learners' session cache pupilgo-redis, the lesson database lessonrig-pg,
the theory question index theorix-es (and theorix itself, whose rollout went fine).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Miquelon")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="clutchway",
    title="Clutchway driving school",
    seed=71750,
    timezone="America/Miquelon",
    anchor=_at(8, 17, 50),
    hours=34,
    ids=IdFormats(order="SPM-{alnum:2}{num:4}", user="apprenti.{num:5}", trace="clw-{hex:16}"),
    order_service="pupilgo",
    orders_per_hour=40,
    order_statuses=("BOOKED", "CONFIRMED", "CONFIRMED", "DRIVEN"),
    vocab=Vocabulary(request_rate="drive_req_ps", latency="drive_p99_ms", error_ratio="drive_err_frac",
                     hit_ratio="seatcache_hit_frac", evictions="seatcache_evict_ps",
                     query_latency="slotdb_query_p99_ms", lock_waits="slotdb_lockwaits_ps",
                     pool_in_use="slotdb_conns_busy", pool_size="slotdb_conns_max",
                     consumer_lag="drive_backlog_msgs", tls_days="partner_cert_days_left",
                     tls_failures="partner_tls_errs_ps", cache_alert="SeatCacheColdHits",
                     latency_alert="DriveP99Slow", error_alert="DriveErrFracBurn", db_alert="SlotDbContention",
                     pool_alert="SlotDbConnsFull", lag_alert="DriveBacklogRising", tls_alert="PartnerTlsExpired"),
    services=(
        _S(name="pupilgo", team="学员端组 Learner App", description_zh="学员App (约课、约路考、交学费)",
           description_en="learners' app",
           depends_on=("pupilgo-redis", "lessonrig", "slotwarden", "theorix", "feeclerk")),
        _S(name="pupilgo-redis", kind="redis", team="学员端组 Learner App", description_zh="学员会话缓存 (Redis)",
           description_en="learner session cache"),
        _S(name="lessonrig", team="排课组 Lesson Scheduling", description_zh="约课服务 (练车课预约)",
           description_en="lesson-booking service", depends_on=("lessonrig-pg", "dualpedal", "chimeloop")),
        _S(name="lessonrig-pg", kind="postgres", team="排课组 Lesson Scheduling",
           description_zh="练车课数据库 (PostgreSQL)", description_en="lesson database"),
        _S(name="slotwarden", team="路考组 Road Test", description_zh="路考预约服务 (考位分配)",
           description_en="road-test slot service", depends_on=("roadslot-db", "chimeloop")),
        _S(name="roadslot-db", kind="mysql", team="路考组 Road Test", description_zh="路考考位数据库 (MySQL)",
           description_en="road-test slot database"),
        _S(name="theorix", team="理论组 Theory", description_zh="理论考试服务 (科目一模拟与正式考试)",
           description_en="theory exam service", depends_on=("theorix-es",)),
        _S(name="theorix-es", kind="elasticsearch", team="理论组 Theory", description_zh="理论题库索引 (Elasticsearch)",
           description_en="theory question index"),
        _S(name="feeclerk", team="财务组 Billing", description_zh="学费收银服务",
           description_en="tuition checkout", depends_on=("payvanta",)),
        _S(name="payvanta", kind="external", team="外部 External", description_zh="支付合作方 (刷卡通道)",
           description_en="payment partner"),
        _S(name="dualpedal", team="车辆组 Fleet", description_zh="教练车调度 (副刹车教练车排班)",
           description_en="instructor car scheduler", depends_on=("dualpedal-db", "gearpulse")),
        _S(name="dualpedal-db", kind="mysql", team="车辆组 Fleet", description_zh="教练车数据库 (MySQL)",
           description_en="instructor car database"),
        _S(name="gearpulse", team="车辆组 Fleet", description_zh="车载遥测服务 (教练车 GPS 与油耗)",
           description_en="car telematics service"),
        _S(name="coachdesk", team="教练端组 Instructor Portal", description_zh="教练端 (教练排班与学员评语)",
           description_en="instructors' portal", depends_on=("lessonrig", "dualpedal")),
        _S(name="chimeloop", team="消息组 Messaging", description_zh="短信提醒服务 (上课与路考提醒)",
           description_en="SMS reminder service"),
    ),
    incidents=(
        IncidentSpec(id="lessonrig-bad-deploy", kind="deploy", service="lessonrig", start=_at(8, 16, 10),
                     end=_at(8, 16, 35), error_rate=4, error_code="LRG-5120", version="4.12.0",
                     previous_version="4.11.3", upstream=("pupilgo",), upstream_code="PGO-5021",
                     order_failure_share=0.5, order_status="LESSON_FAILED"),
        IncidentSpec(id="theorix-rollout", kind="deploy", service="theorix", start=_at(8, 16, 45),
                     end=_at(8, 16, 49), version="7.3.0", previous_version="7.2.4", rollout_ok=True),
        IncidentSpec(id="roadslot-lock-wait", kind="database", flavor="lock_wait", service="slotwarden",
                     origin="roadslot-db", start=_at(8, 16, 50), end=_at(8, 17, 20), error_rate=3,
                     error_code="SLW-4091", warn_code="RSD-W33", upstream=("pupilgo",), upstream_code="PGO-5034",
                     order_failure_share=0.4, order_status="TEST_UNBOOKED"),
        IncidentSpec(id="payvanta-certificate", kind="certificate", service="feeclerk", origin="payvanta",
                     start=_at(7, 9, 0), end=_at(7, 9, 30), error_rate=3, error_code="FCK-4953"),
        IncidentSpec(id="gearpulse-blip", kind="blip", service="gearpulse", start=_at(8, 13, 0),
                     end=_at(8, 13, 12), error_rate=0, warn_code="GPL-W21", alert_severity="warning"),
    ),
)
