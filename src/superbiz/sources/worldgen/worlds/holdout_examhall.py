"""HELD OUT: the engine's developers must not read this module until measurement.

Held-out world ``examhall``: an online examination (remote proctored exams) platform in Pacific/Auckland (NZDT,
UTC+13 at the anchor; local days straddle UTC days), with attempt ids ``EXA-<6 seq>-<2 alnum>``, ``cand.<6 digits>``
candidate ids and ``x<20 hex>`` trace ids, and its own metric and alert vocabulary. Incidents (local times): an
invigilator-desk latency blip yesterday morning, item-cache evictions behind question-bank errors yesterday
afternoon (resolved; candidate-portal -> question-bank -> item-cache), a bad certify-mailer deploy rolled back
yesterday evening (resolved), an expired certificate of the camwatch proctoring vendor at proctor-gw after
midnight (resolved, attempts PROCTOR_REJECTED), attempt-db lock waits failing exam-session submissions this
morning (resolved, attempts SUBMIT_ABORTED), an answer-log backlog at grade-worker (ongoing) and a score-db
connection-pool exhaustion at result-api hitting candidate-portal (ongoing). Healthy throughout: item-index,
roster-pg, postbox-ext.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Pacific/Auckland")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 2, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

_VOCAB = Vocabulary(
    request_rate="http_rps", latency="latency_p99_millis", error_ratio="error_share",
    hit_ratio="cache_hit_share", evictions="cache_evictions_per_sec", query_latency="sql_p99_millis",
    lock_waits="sql_lock_waits_per_sec", pool_in_use="pool_busy_conns", pool_size="pool_total_conns",
    consumer_lag="backlog_messages", tls_days="tls_days_left", tls_failures="tls_handshake_errors_per_sec",
    cache_alert="CacheHitShareLow", latency_alert="SlowP99", error_alert="ErrorShareHigh",
    db_alert="SqlDegraded", pool_alert="PoolSaturated", lag_alert="BacklogGrowing",
    tls_alert="PeerCertInvalid",
)

SPEC = WorldSpec(
    name="examhall",
    title="ExamHall online proctored exams",
    seed=913562,
    timezone="Pacific/Auckland",
    anchor=_at(24, 16, 50),
    hours=36,
    ids=IdFormats(order="EXA-{seq:6}-{alnum:2}", user="cand.{num:6}", trace="x{hex:20}"),
    order_service="exam-session",
    orders_per_hour=30,
    order_statuses=("SUBMITTED", "SUBMITTED", "GRADED", "GRADED", "WITHDRAWN"),
    vocab=_VOCAB,
    services=(
        _S(name="candidate-portal", team="考生端组 Candidate Experience",
           description_zh="考生门户后端 (报名、进入考场、查成绩)",
           description_en="candidate portal backend", depends_on=("exam-session", "question-bank", "result-api")),
        _S(name="exam-session", team="考试会话组 Exam Sessions", description_zh="考试会话服务 (开考、作答、交卷)",
           description_en="exam attempt lifecycle service",
           depends_on=("attempt-db", "question-bank", "proctor-gw")),
        _S(name="attempt-db", kind="postgres", team="DBA", description_zh="作答记录数据库 (PostgreSQL)",
           description_en="exam attempt database"),
        _S(name="question-bank", team="题库组 Item Bank", description_zh="题库服务 (组卷、取题)",
           description_en="question bank service", depends_on=("item-cache", "item-index")),
        _S(name="item-cache", kind="redis", team="题库组 Item Bank", description_zh="试题缓存 (Redis)",
           description_en="exam item cache"),
        _S(name="item-index", kind="elasticsearch", team="题库组 Item Bank", description_zh="试题检索集群",
           description_en="exam item search cluster"),
        _S(name="proctor-gw", team="监考组 Proctoring", description_zh="远程监考网关 (摄像头画面与身份核验)",
           description_en="remote proctoring gateway", depends_on=("camwatch-vendor", "answer-log")),
        _S(name="camwatch-vendor", kind="external", team="外部 External", description_zh="外部视频监考服务商",
           description_en="external video proctoring vendor"),
        _S(name="answer-log", kind="kafka", team="平台组 Platform", description_zh="作答事件流 (Kafka)",
           description_en="answer event stream"),
        _S(name="grade-worker", team="阅卷组 Grading", description_zh="自动阅卷 (消费作答事件并计分)",
           description_en="automatic grading (consumer)", depends_on=("answer-log", "score-db")),
        _S(name="score-db", kind="mysql", team="DBA", description_zh="成绩数据库 (MySQL)",
           description_en="score database"),
        _S(name="result-api", team="成绩组 Results", description_zh="成绩查询与证书生成接口",
           description_en="results and certificate API", depends_on=("score-db", "certify-mailer")),
        _S(name="certify-mailer", team="触达组 Messaging", description_zh="成绩单与证书邮件发送",
           description_en="result and certificate mailer", depends_on=("postbox-ext",)),
        _S(name="postbox-ext", kind="external", team="外部 External", description_zh="外部邮件投递通道",
           description_en="external e-mail delivery provider"),
        _S(name="invigilator-desk", team="考务组 Exam Operations", description_zh="监考老师工作台 (考场巡视、异常处理)",
           description_en="invigilator console", depends_on=("exam-session", "roster-pg")),
        _S(name="roster-pg", kind="postgres", team="DBA", description_zh="考场与考生名单数据库 (PostgreSQL)",
           description_en="exam roster database"),
    ),
    incidents=(
        IncidentSpec(id="invigilator-latency-blip", kind="blip", service="invigilator-desk", start=_at(23, 9, 36),
                     end=_at(23, 9, 55), error_rate=0, warn_code="INV-W31", alert_severity="warning"),
        IncidentSpec(id="item-cache-evictions", kind="cache", service="question-bank", origin="item-cache",
                     start=_at(23, 14, 22), end=_at(23, 15, 8), error_rate=3, error_code="QBK-E504",
                     warn_code="ICH-W07", upstream=("candidate-portal",), upstream_code="CDP-E502"),
        IncidentSpec(id="certify-bad-deploy", kind="deploy", service="certify-mailer", start=_at(23, 21, 18),
                     end=_at(23, 21, 52), error_rate=3.5, error_code="CML-E500", version="2.8.0",
                     previous_version="2.7.5", upstream=("result-api",), upstream_code="RES-E502"),
        IncidentSpec(id="camwatch-cert-expired", kind="certificate", service="proctor-gw", origin="camwatch-vendor",
                     start=_at(24, 2, 5), end=_at(24, 4, 31), error_rate=2.5, error_code="PRG-E526",
                     upstream=("exam-session",), upstream_code="EXS-E424", order_failure_share=0.6,
                     order_status="PROCTOR_REJECTED"),
        IncidentSpec(id="attempt-db-locks", kind="database", flavor="lock_wait", service="exam-session",
                     origin="attempt-db", start=_at(24, 9, 12), end=_at(24, 9, 57), error_rate=3,
                     error_code="EXS-E409", warn_code="ADB-W44", upstream=("candidate-portal",),
                     upstream_code="CDP-E409", order_failure_share=0.5, order_status="SUBMIT_ABORTED"),
        IncidentSpec(id="answer-log-backlog", kind="queue", service="grade-worker", origin="answer-log",
                     start=_at(24, 15, 58), error_rate=2, error_code="GRW-E408", warn_code="GRW-W60",
                     topic="answer-submitted"),
        IncidentSpec(id="score-db-pool-exhausted", kind="database", flavor="pool", service="result-api",
                     origin="score-db", start=_at(24, 16, 21), error_rate=3, error_code="RES-E503",
                     warn_code="SDB-W15", upstream=("candidate-portal",), upstream_code="CDP-E503"),
    ),
)
