"""Held-out world ``drumlane``: a music-lesson marketplace (teacher bookings, practice rooms, video lessons, teacher
payouts) in Europe/Gibraltar (UTC+01:00 in December, Central European winter time; "now" is 18:45 local on
6 December 2026 = 17:45 UTC on 6 December; the data begin 36 hours earlier, at 06:45 local on 5 December). Lesson
records ``DL417-K7QZ-GI`` (made by the teachers' app podiumdesk), teachers ``prof_4417K``, trace ids ``dln`` + 13
hex digits.

Incidents (local times):
- a bad deploy of the lesson booking service slurbook 3.14.0 today at 17:10, rolled back at 17:35 (lesson bookings
  failed as records, status ``BOOKING_FAILED``; the teachers' app podiumdesk logs ``PDM-5027``);
- a session eviction storm on the video session cache encorecam-redis today 17:45-18:05 behind the video lesson
  service encorecam, reaching the teachers' app (chain podiumdesk -> encorecam -> encorecam-redis; failed video
  joins as records, status ``JOIN_FAILED``; podiumdesk logs ``PDM-5048``); resolved 40 minutes before "now";
- a clean rollout of the practice-room service rehearsa 2.7.0 today at 17:40-17:46 (``rollout_ok``; a tempting
  false cause of the storm: encorecam depends on rehearsa);
- a connection pool exhaustion of the fee ledger feeledger (database feeledger-pg) yesterday 09:00-09:50, three
  hops below the teachers' app (chain podiumdesk -> feeroll -> feeledger -> feeledger-pg; failed payouts as
  records, status ``PAYOUT_FAILED``; feeroll and podiumdesk log ``FRL-5039``);
- a WARN-only latency blip of the practice-room service rehearsa today at 12:30-12:42 (warning alert, no errors).

Healthy: the lesson booking database slurbook-pg, the practice-room database rehearsa-db, the bank payout partner
quavergiro, the lesson reminder push tuneping, the teacher search metronest and its index metronest-es, the
sheet-music library scorecrate. Nothing is firing at "now".
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Gibraltar")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="drumlane",
    title="Drumlane music-lesson marketplace",
    seed=71845,
    timezone="Europe/Gibraltar",
    anchor=_at(6, 18, 45),
    hours=36,
    ids=IdFormats(order="DL{num:3}-{alnum:4}-GI", user="prof_{num:4}{alpha:1}", trace="dln{hex:13}"),
    order_service="podiumdesk",
    orders_per_hour=40,
    order_statuses=("CONFIRMED", "LESSON_DONE", "LESSON_DONE", "SETTLED"),
    vocab=Vocabulary(request_rate="lesson_req_ps", latency="lesson_p99_ms", error_ratio="lesson_err_share",
                     hit_ratio="session_cache_hit_share", evictions="session_cache_evict_ps",
                     query_latency="tempo_sql_p99_ms", lock_waits="tempo_row_locks_ps",
                     pool_in_use="tempo_conns_busy", pool_size="tempo_conns_max",
                     consumer_lag="lesson_msgs_behind", tls_days="bank_cert_days_left",
                     tls_failures="bank_tls_errs_ps", cache_alert="SessionCacheHitDropped",
                     latency_alert="LessonP99Slow", error_alert="LessonErrShareHigh", db_alert="TempoSqlSlow",
                     pool_alert="TempoConnsMaxedOut", lag_alert="LessonMsgsPilingUp",
                     tls_alert="BankTlsHandshakeBroken"),
    services=(
        _S(name="podiumdesk", team="老师端组 Teacher App", description_zh="老师端App (接课、上视频课、提现)",
           description_en="teachers' app",
           depends_on=("slurbook", "encorecam", "feeroll", "rehearsa", "metronest", "scorecrate")),
        _S(name="slurbook", team="约课组 Bookings", description_zh="约课服务",
           description_en="lesson booking service", depends_on=("slurbook-pg", "tuneping")),
        _S(name="slurbook-pg", kind="postgres", team="约课组 Bookings", description_zh="约课数据库 (PostgreSQL)",
           description_en="lesson booking database"),
        _S(name="encorecam", team="视频课组 Video Lessons", description_zh="视频课服务 (在线上课与琴房直播)",
           description_en="video lesson service", depends_on=("encorecam-redis", "rehearsa")),
        _S(name="encorecam-redis", kind="redis", team="视频课组 Video Lessons", description_zh="视频会话缓存 (Redis)",
           description_en="video session cache"),
        _S(name="rehearsa", team="琴房组 Practice Rooms", description_zh="琴房预订服务",
           description_en="practice-room service", depends_on=("rehearsa-db",)),
        _S(name="rehearsa-db", kind="mysql", team="琴房组 Practice Rooms", description_zh="琴房数据库 (MySQL)",
           description_en="practice-room database"),
        _S(name="feeroll", team="结算组 Payouts", description_zh="老师提现服务",
           description_en="teacher payout service", depends_on=("feeledger", "quavergiro")),
        _S(name="feeledger", team="结算组 Payouts", description_zh="课酬账本服务",
           description_en="lesson-fee ledger", depends_on=("feeledger-pg",)),
        _S(name="feeledger-pg", kind="postgres", team="结算组 Payouts", description_zh="课酬账本数据库 (PostgreSQL)",
           description_en="fee ledger database"),
        _S(name="quavergiro", kind="external", team="外部 External", description_zh="银行打款合作方",
           description_en="bank payout partner"),
        _S(name="tuneping", team="消息组 Messaging", description_zh="上课提醒推送",
           description_en="lesson reminder push"),
        _S(name="metronest", team="搜索组 Search", description_zh="找老师搜索",
           description_en="teacher search", depends_on=("metronest-es",)),
        _S(name="metronest-es", kind="elasticsearch", team="搜索组 Search",
           description_zh="老师搜索索引 (Elasticsearch)", description_en="teacher search index"),
        _S(name="scorecrate", team="教研组 Curriculum", description_zh="乐谱素材库",
           description_en="sheet-music library"),
    ),
    incidents=(
        IncidentSpec(id="slurbook-bad-deploy", kind="deploy", service="slurbook", start=_at(6, 17, 10),
                     end=_at(6, 17, 35), error_rate=4, error_code="SLB-5021", version="3.14.0",
                     previous_version="3.13.2", upstream=("podiumdesk",), upstream_code="PDM-5027",
                     order_failure_share=0.5, order_status="BOOKING_FAILED"),
        IncidentSpec(id="rehearsa-rollout", kind="deploy", service="rehearsa", start=_at(6, 17, 40),
                     end=_at(6, 17, 46), version="2.7.0", previous_version="2.6.5", rollout_ok=True),
        IncidentSpec(id="encorecam-session-storm", kind="cache", service="encorecam", origin="encorecam-redis",
                     start=_at(6, 17, 45), end=_at(6, 18, 5), error_rate=3, error_code="ENC-5043",
                     warn_code="ECR-W12", upstream=("podiumdesk",), upstream_code="PDM-5048",
                     order_failure_share=0.4, order_status="JOIN_FAILED"),
        IncidentSpec(id="feeledger-pool", kind="database", flavor="pool", service="feeledger",
                     origin="feeledger-pg", start=_at(5, 9, 0), end=_at(5, 9, 50), error_rate=3,
                     error_code="FLG-5036", warn_code="FPG-W04", upstream=("feeroll", "podiumdesk"),
                     upstream_code="FRL-5039", order_failure_share=0.45, order_status="PAYOUT_FAILED"),
        IncidentSpec(id="rehearsa-blip", kind="blip", service="rehearsa", start=_at(6, 12, 30), end=_at(6, 12, 42),
                     error_rate=0, warn_code="RHS-W07", alert_severity="warning"),
    ),
)
