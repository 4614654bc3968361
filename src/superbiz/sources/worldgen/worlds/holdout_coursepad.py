"""Held-out world ``coursepad`` (sealed): an online courses and exams platform in Asia/Seoul.

Do not read this file while working on the engine: it is measured once, unseen.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Seoul")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="coursepad",
    title="Coursepad online academy",
    seed=82311,
    timezone="Asia/Seoul",
    anchor=_at(19, 14, 25),
    hours=40,
    ids=IdFormats(order="LX{num:4}-{alnum:4}", user="stu{num:6}", trace="cpx{hex:13}"),
    order_service="enrol-desk",
    orders_per_hour=30,
    order_statuses=("ENROLLED", "ENROLLED", "IN_PROGRESS", "CERTIFIED"),
    vocab=Vocabulary(
        latency="resp_p99_ms", error_ratio="fail_ratio", hit_ratio="redis_hit_rate",
        evictions="redis_evicted_per_s", consumer_lag="kafka_backlog_msgs", tls_days="peer_cert_days_left",
        cache_alert="RedisHitRateSag", latency_alert="TailLatencyHigh", error_alert="FailRatioHigh",
        db_alert="DbQuerySlowdown", pool_alert="DbConnPoolFull", lag_alert="BacklogAboveLimit",
        tls_alert="PeerCertInvalid",
    ),
    services=(
        _S(name="campus-gateway", team="平台组 Platform", description_zh="学员端统一入口网关",
           description_en="learner-facing API gateway",
           depends_on=("enrol-desk", "lecture-stream", "exam-room", "course-catalog", "diploma-mint")),
        _S(name="enrol-desk", team="选课组 Enrolment", description_zh="选课报名与支付下单",
           description_en="course enrolment and checkout", depends_on=("enrol-mysql", "seat-cache", "hanpay-gw")),
        _S(name="enrol-mysql", kind="mysql", team="选课组 Enrolment", description_zh="报名数据库 (MySQL)",
           description_en="enrolment database"),
        _S(name="seat-cache", kind="redis", team="选课组 Enrolment", description_zh="名额缓存 (Redis)",
           description_en="course seat cache"),
        _S(name="hanpay-gw", kind="external", team="外部 External", description_zh="外部支付网关 HanPay",
           description_en="external payment gateway"),
        _S(name="lecture-stream", team="视频组 Video", description_zh="课程视频播放服务",
           description_en="video lesson playback", depends_on=("clip-cache",)),
        _S(name="clip-cache", kind="redis", team="视频组 Video", description_zh="视频分片索引缓存 (Redis)",
           description_en="video segment index cache"),
        _S(name="course-catalog", team="内容组 Content", description_zh="课程目录与搜索",
           description_en="course catalogue and search", depends_on=("syllabus-search",)),
        _S(name="syllabus-search", kind="elasticsearch", team="内容组 Content", description_zh="课程检索集群",
           description_en="syllabus search cluster"),
        _S(name="exam-room", team="考试组 Exams", description_zh="在线考试会话服务",
           description_en="online exam sessions", depends_on=("quiz-grader",)),
        _S(name="quiz-grader", team="考试组 Exams", description_zh="测验提交与判分",
           description_en="quiz submission and grading", depends_on=("answer-pg", "grade-bus")),
        _S(name="answer-pg", kind="postgres", team="考试组 Exams", description_zh="答卷数据库 (PostgreSQL)",
           description_en="answer sheet database"),
        _S(name="grade-bus", kind="kafka", team="平台组 Platform", description_zh="成绩事件总线 (Kafka)",
           description_en="grade event bus"),
        _S(name="scorecard-worker", team="成绩组 Grades", description_zh="成绩单汇总消费者",
           description_en="scorecard aggregation consumer", depends_on=("grade-bus",)),
        _S(name="diploma-mint", team="证书组 Certificates", description_zh="结业证书签发服务",
           description_en="course certificate issuing", depends_on=("grade-bus", "sealkey-api")),
        _S(name="sealkey-api", kind="external", team="外部 External", description_zh="外部电子签章服务",
           description_en="external e-signature service"),
        _S(name="notice-post", team="消息组 Messaging", description_zh="学员通知推送",
           description_en="learner notifications", depends_on=("grade-bus",)),
    ),
    incidents=(
        IncidentSpec(id="diploma-bad-release", kind="deploy", service="diploma-mint", start=_at(18, 16, 5),
                     end=_at(18, 16, 41), error_rate=5, error_code="DPM-6002", version="v3.8.0",
                     previous_version="v3.7.4"),
        IncidentSpec(id="hanpay-cert-expired", kind="certificate", service="enrol-desk", origin="hanpay-gw",
                     start=_at(18, 23, 38), end=_at(19, 1, 12), error_rate=2, error_code="ENR-7301",
                     order_failure_share=0.5, order_status="PAYMENT_FAILED"),
        IncidentSpec(id="catalog-latency-blip", kind="blip", service="course-catalog", start=_at(19, 6, 50),
                     end=_at(19, 7, 4), error_rate=0, warn_code="CAT-W09", alert_severity="warning"),
        IncidentSpec(id="scorecard-backlog", kind="queue", service="scorecard-worker", origin="grade-bus",
                     start=_at(19, 9, 5), end=_at(19, 10, 20), error_rate=2, error_code="SCW-3120",
                     warn_code="SCW-W45", topic="quiz-scored", alert_severity="warning"),
        IncidentSpec(id="enrol-lock-wait", kind="database", flavor="lock_wait", service="enrol-desk",
                     origin="enrol-mysql", start=_at(19, 11, 2), end=_at(19, 11, 47), error_rate=3,
                     error_code="ENR-4409", warn_code="EMY-W02", order_failure_share=0.35,
                     order_status="ENROL_ROLLBACK"),
        IncidentSpec(id="clip-cache-evictions", kind="cache", service="lecture-stream", origin="clip-cache",
                     start=_at(19, 13, 32), error_rate=4, error_code="LEC-2207", warn_code="CLP-W31",
                     upstream=("campus-gateway",), upstream_code="GTW-5041"),
        IncidentSpec(id="answer-pg-slow", kind="database", flavor="slow_query", service="quiz-grader",
                     origin="answer-pg", start=_at(19, 13, 51), error_rate=3, error_code="QZG-5108",
                     warn_code="APG-W14", upstream=("exam-room",), upstream_code="EXR-5030"),
    ),
)
