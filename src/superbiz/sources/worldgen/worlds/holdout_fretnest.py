"""Held-out world ``fretnest``: a music-lesson school (lesson bookings, teacher rosters, instrument rental, tuition
billing) in Atlantic/Madeira (UTC+00:00 in December: local time equals UTC). Lesson records ``FN-26-12-0417``,
students ``stu/0417``, trace ids ``fz7a1b2c.0417``.

"Now" is 2026-12-10 11:50 local; the data starts 36 hours earlier, 2026-12-08 23:50 local.

Incidents (local times):

* yesterday 2026-12-09 13:20-13:50: eviction storm on the session cache mynacache behind gavottebook (cache,
  resolved);
* yesterday 2026-12-09 17:00-18:10: the video-lesson partner camlisto's certificate expired, vidorelay failed its
  TLS handshakes (certificate, resolved);
* today 01:00-02:30: reminder-mail backlog on dingmailer (topic plinkq.lessonnudge of plinkq; queue, resolved);
* today 06:40-06:55: warnings-only latency blip on scorelume (sheet-music search);
* today 08:00-08:45: slow queries on the tuition database tallowpg behind feewick (database slow_query,
  resolved; tuition payments FEE_STALLED; gavottebook sees it too);
* today 09:15-09:40: bad deploy 4.8.0 of the rental app hirelute, rolled back to 4.7.3 at 09:40 (rentals
  RENTAL_VOIDED; strumgate sees it too);
* today 10:20-10:24: clean rollout 2.19.0 of the roster app rostrella (rollout_ok: a tempting false cause);
* today 10:30-11:05: lock waits on tallowpg behind feewick (database lock_wait, resolved; tuition payments
  FEE_REVERTED; gavottebook sees it too).

Nothing is failing at "now". Healthy: tabmint, zithdb, noteseek, rostrella (only its rollout lines).
Chain: strumgate -> gavottebook -> feewick -> tallowpg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Atlantic/Madeira")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="fretnest",
    title="Fretnest music school",
    seed=61207,
    timezone="Atlantic/Madeira",
    anchor=_at(10, 11, 50),
    hours=36,
    ids=IdFormats(order="FN-26-12-{seq:4}", user="stu/{num:4}", trace="fz7{hex:5}.{num:4}"),
    order_service="feewick",
    orders_per_hour=40,
    order_statuses=("LESSON_PAID", "LESSON_PAID", "TERM_BILLED", "LESSON_PAID"),
    vocab=Vocabulary(latency="resp_p99_millis", error_ratio="failed_call_share", query_latency="pg_stmt_p99_ms",
                     lock_waits="pg_lockwait_per_s", consumer_lag="mail_backlog_msgs",
                     tls_failures="partner_tls_fail_per_s", cache_alert="MynaHitDroop",
                     latency_alert="FretLagP99", error_alert="FretErrBurn", db_alert="PgGrumbleDetected",
                     pool_alert="PoolBrimFull", lag_alert="ReminderPileUp", tls_alert="VidCertWilt"),
    services=(
        _S(name="strumgate", team="前端组 Web", description_zh="学员与家长门户",
           description_en="student and parent portal",
           depends_on=("gavottebook", "hirelute", "vidorelay", "scorelume", "tabmint")),
        _S(name="gavottebook", team="排课组 Booking", description_zh="课程预约服务",
           description_en="lesson booking service", depends_on=("feewick", "rostrella", "mynacache")),
        _S(name="feewick", team="财务组 Billing", description_zh="学费计费服务",
           description_en="tuition billing",
           depends_on=("tallowpg",)),
        _S(name="tallowpg", kind="postgres", team="DBA", description_zh="学费数据库 (PostgreSQL)",
           description_en="tuition database"),
        _S(name="rostrella", team="教务组 Faculty", description_zh="教师排班应用",
           description_en="teacher roster app"),
        _S(name="mynacache", kind="redis", team="排课组 Booking", description_zh="预约会话缓存 (Redis)",
           description_en="booking session cache"),
        _S(name="hirelute", team="租赁组 Rentals", description_zh="乐器租赁应用",
           description_en="instrument rental app", depends_on=("zithdb",)),
        _S(name="zithdb", kind="mysql", team="租赁组 Rentals", description_zh="乐器库存数据库 (MySQL)",
           description_en="instrument inventory database"),
        _S(name="dingmailer", team="通知组 Notify", description_zh="上课提醒邮件",
           description_en="lesson reminder mailer", depends_on=("plinkq",)),
        _S(name="plinkq", kind="kafka", team="通知组 Notify", description_zh="提醒消息队列 (Kafka)",
           description_en="reminder message queue"),
        _S(name="vidorelay", team="在线课组 Online", description_zh="视频课对接服务",
           description_en="video lesson bridge", depends_on=("camlisto",)),
        _S(name="camlisto", kind="external", team="外部 External", description_zh="视频课合作方",
           description_en="video lesson partner"),
        _S(name="scorelume", team="曲库组 Library", description_zh="曲谱搜索",
           description_en="sheet music search",
           depends_on=("noteseek",)),
        _S(name="noteseek", kind="elasticsearch", team="曲库组 Library",
           description_zh="曲谱索引 (Elasticsearch)",
           description_en="sheet music index"),
        _S(name="tabmint", team="用户组 Accounts", description_zh="学员档案", description_en="student profiles"),
    ),
    incidents=(
        IncidentSpec(id="myna-evictions", kind="cache", service="gavottebook", origin="mynacache",
                     start=_at(9, 13, 20), end=_at(9, 13, 50), error_rate=3, error_code="GVB-4420",
                     warn_code="MYN-W03", upstream=("strumgate",), upstream_code="STG-4421"),
        IncidentSpec(id="camlisto-cert", kind="certificate", service="vidorelay", origin="camlisto",
                     start=_at(9, 17, 0), end=_at(9, 18, 10), error_rate=3, error_code="VDR-4951"),
        IncidentSpec(id="reminder-backlog", kind="queue", service="dingmailer", origin="plinkq",
                     start=_at(10, 1, 0), end=_at(10, 2, 30), error_rate=2, error_code="DMR-3041",
                     warn_code="DMR-W09", topic="plinkq.lessonnudge", alert_severity="warning"),
        IncidentSpec(id="scorelume-blip", kind="blip", service="scorelume", start=_at(10, 6, 40),
                     end=_at(10, 6, 55), error_rate=0, warn_code="SLU-W05", alert_severity="warning"),
        IncidentSpec(id="tallow-slow", kind="database", flavor="slow_query", service="feewick", origin="tallowpg",
                     start=_at(10, 8, 0), end=_at(10, 8, 45), error_rate=3, error_code="FWK-5210",
                     warn_code="TWX-W21", upstream=("gavottebook",), upstream_code="GVB-5031",
                     order_failure_share=0.5, order_status="FEE_STALLED"),
        IncidentSpec(id="hirelute-deploy", kind="deploy", service="hirelute", start=_at(10, 9, 15),
                     end=_at(10, 9, 40), error_rate=4, error_code="HLT-5007", version="4.8.0",
                     previous_version="4.7.3", upstream=("strumgate",), upstream_code="STG-5077",
                     order_failure_share=0.6, order_status="RENTAL_VOIDED"),
        IncidentSpec(id="rostrella-rollout", kind="deploy", service="rostrella", start=_at(10, 10, 20),
                     end=_at(10, 10, 24), version="2.19.0", previous_version="2.18.4", rollout_ok=True),
        IncidentSpec(id="tallow-locks", kind="database", flavor="lock_wait", service="feewick", origin="tallowpg",
                     start=_at(10, 10, 30), end=_at(10, 11, 5), error_rate=3, error_code="FWK-5240",
                     warn_code="TWX-W22", upstream=("gavottebook",), upstream_code="GVB-5032",
                     order_failure_share=0.6, order_status="FEE_REVERTED"),
    ),
)
