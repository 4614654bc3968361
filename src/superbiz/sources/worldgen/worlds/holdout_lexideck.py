"""Held-out world ``lexideck``: a language-learning app in America/El_Salvador (UTC-06:00, no DST; "now" is 21:35
local, the evening study peak, which is already 03:35 UTC of the next day; subscriptions ``SUB_8F3K2L9Q``,
learners ``lrn-004417``).

Incidents: a streak-event backlog on the streak tracker since 18:00 local (midnight UTC) still going on at "now"
(streakd → lexbus-kafka; the lag ramps for an hour, then stays at its ceiling); a bad deploy of the speech scoring
service at 19:30, still failing and not rolled back (voxgrade, the gateway sees its errors); a clean rollout of the
content CMS at 19:25 (folio-cms, INFO lines only); an eviction storm on the leaderboard cache 20:10–20:40
(resolved) that slowed lessons two hops away (lessonrun → podium → podium-redis); lock waits on the payments
database yesterday 12:00–12:50 (coinpay → coinpay-mysql, subscriptions failing to charge); a gateway latency blip
this morning.
Healthy: cardloop (flashcards) and nudgebell (push reminders), lesson-pg; sayright-ext and pushrelay-ext emit no
metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/El_Salvador")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lexideck",
    title="LexiDeck language learning",
    seed=61733,
    timezone="America/El_Salvador",
    anchor=_at(8, 21, 35),
    hours=36,
    ids=IdFormats(order="SUB_{alnum:8}", user="lrn-{num:6}", trace="{hex:22}"),
    order_service="subsy",
    orders_per_hour=36,
    order_statuses=("ACTIVE", "ACTIVE", "ACTIVE", "TRIALING", "RENEWED"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="resp_p99_millis", error_ratio="fail_ratio",
                     hit_ratio="kv_hit_pct", evictions="kv_evictions_sec", lock_waits="row_lock_waits_sec",
                     consumer_lag="topic_lag_msgs", cache_alert="LeaderboardKvMissStorm",
                     latency_alert="SlowResponses", error_alert="FailRatioHigh", db_alert="RowLockContention",
                     lag_alert="StreakLagRising"),
    services=(
        _S(name="lx-gate", team="平台组 Platform", description_zh="学习 App 网关",
           description_en="learner app gateway",
           depends_on=("lessonrun", "cardloop", "streakd", "voxgrade", "subsy")),
        _S(name="lessonrun", team="课程组 Lessons", description_zh="课程学习服务",
           description_en="lesson player service", depends_on=("lesson-pg", "podium", "folio-cms")),
        _S(name="lesson-pg", kind="postgres", team="DBA", description_zh="课程进度数据库 (PostgreSQL)",
           description_en="lesson progress database"),
        _S(name="podium", team="增长组 Growth", description_zh="排行榜服务",
           description_en="leaderboard service", depends_on=("podium-redis",)),
        _S(name="podium-redis", kind="redis", team="增长组 Growth", description_zh="排行榜缓存 (Redis)",
           description_en="leaderboard cache"),
        _S(name="cardloop", team="记忆组 Memory", description_zh="闪卡间隔重复引擎",
           description_en="flashcard spaced-repetition engine", depends_on=("lesson-pg",)),
        _S(name="streakd", team="增长组 Growth", description_zh="连续打卡追踪",
           description_en="streak tracker", depends_on=("lexbus-kafka",)),
        _S(name="lexbus-kafka", kind="kafka", team="平台组 Platform", description_zh="学习事件总线 (Kafka)",
           description_en="learning event bus"),
        _S(name="voxgrade", team="语音组 Speech", description_zh="口语发音评分服务",
           description_en="speech scoring service", depends_on=("sayright-ext",)),
        _S(name="sayright-ext", kind="external", team="外部 External", description_zh="外部语音识别合作方",
           description_en="external speech-recognition partner"),
        _S(name="subsy", team="会员组 Subscriptions", description_zh="订阅会员服务",
           description_en="subscription service", depends_on=("coinpay",)),
        _S(name="coinpay", team="支付组 Payments", description_zh="支付扣款服务",
           description_en="payment service", depends_on=("coinpay-mysql",)),
        _S(name="coinpay-mysql", kind="mysql", team="DBA", description_zh="支付数据库 (MySQL)",
           description_en="payments database"),
        _S(name="nudgebell", team="增长组 Growth", description_zh="学习提醒推送",
           description_en="push study reminders", depends_on=("pushrelay-ext", "lexbus-kafka")),
        _S(name="pushrelay-ext", kind="external", team="外部 External", description_zh="外部推送通道",
           description_en="external push provider"),
        _S(name="folio-cms", team="内容组 Content", description_zh="课程内容管理系统",
           description_en="content CMS"),
    ),
    incidents=(
        IncidentSpec(id="pay-lock-yesterday", kind="database", flavor="lock_wait", service="coinpay",
                     origin="coinpay-mysql", start=_at(7, 12, 0), end=_at(7, 12, 50), error_rate=3,
                     error_code="CPY-4471", warn_code="MY-1205", upstream=("subsy",), upstream_code="SBS-5023",
                     order_failure_share=0.5, order_status="CHARGE_FAILED"),
        IncidentSpec(id="gate-blip-morning", kind="blip", service="lx-gate", start=_at(8, 9, 42),
                     end=_at(8, 9, 55), error_rate=0, warn_code="LXG-W12", alert_severity="warning"),
        IncidentSpec(id="streak-backlog", kind="queue", service="streakd", topic="streak-events",
                     start=_at(8, 18, 0), error_rate=2, error_code="STK-3308", warn_code="STK-W41"),
        IncidentSpec(id="cms-rollout", kind="deploy", service="folio-cms", start=_at(8, 19, 25),
                     end=_at(8, 19, 38), error_rate=0, version="5.14.0", previous_version="5.13.2",
                     rollout_ok=True),
        IncidentSpec(id="voxgrade-bad-deploy", kind="deploy", service="voxgrade", start=_at(8, 19, 30),
                     error_rate=4, error_code="VXG-5102", version="2.9.0", previous_version="2.8.6",
                     upstream=("lx-gate",), upstream_code="LXG-5060"),
        IncidentSpec(id="podium-evictions", kind="cache", service="podium", origin="podium-redis",
                     start=_at(8, 20, 10), end=_at(8, 20, 40), error_rate=3, error_code="POD-2219",
                     warn_code="RDS-EVICTED", upstream=("lessonrun",), upstream_code="LSN-5041"),
    ),
)
