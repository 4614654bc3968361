"""Held-out world ``quizcast``: a live trivia quiz show app in Asia/Yekaterinburg (UTC+5; "now" is 23:20 local
during the evening live show, 18:20 UTC, so the local and UTC dates agree; prize payouts ``QZ/26/1203/00881``,
players ``pl_77a1``).

Incidents: the answer grader ansgrade lags behind its answer-submission queue now (ans-kafka backlog still
growing, ongoing); a leaderboard cache eviction storm last evening made lbrank and, through it, the gateway
quizedge time out (lbcache → lbrank → quizedge, resolved); a prize-payout deploy this afternoon was rolled back
(some payouts failed); the push partner's certificate expired yesterday afternoon and was renewed this morning
(pushwave → pushnest, resolved); the player wallet walletd had two separate incidents today (a lock wait on
wallet-pg in the morning, a pool exhaustion of wallet-pg in the evening, both resolved); a short latency blip
on the video relay vodrelay this evening.
Healthy: ansgate (shares its prefix with the failing ansgrade), modbot; ans-kafka and the partners emit no
metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Yekaterinburg")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="quizcast",
    title="Quizcast live trivia",
    seed=52817,
    timezone="Asia/Yekaterinburg",
    anchor=_at(4, 23, 20),
    hours=36,
    ids=IdFormats(order="QZ/26/{num:4}/{num:5}", user="pl_{hex:4}", trace="{hex:24}"),
    order_service="prizepay",
    orders_per_hour=36,
    order_statuses=("PAID", "PAID", "PAID", "PENDING", "HELD"),
    vocab=Vocabulary(latency="req_p99_millis", error_ratio="err_resp_share", error_alert="QuizErrBurst",
                     latency_alert="SlowQuizCalls", pool_alert="DbConnSaturated", lag_alert="AnswerLagGrowing",
                     tls_alert="PushCertInvalid", cache_alert="RankCacheEvicting", db_alert="WalletLockWaits",
                     consumer_lag="consumer_backlog_msgs"),
    services=(
        _S(name="quizedge", team="平台组 Platform", description_zh="对外 API 网关", description_en="public API gateway",
           depends_on=("roundctl", "ansgate", "lbrank", "prizepay", "walletd", "modbot")),
        _S(name="roundctl", team="直播组 Live Show", description_zh="直播答题轮次编排",
           description_en="live show round orchestrator", depends_on=("vodrelay", "pushwave")),
        _S(name="ansgate", team="答题组 Answers", description_zh="答案提交接入",
           description_en="answer submission intake", depends_on=("ans-kafka",)),
        _S(name="ans-kafka", kind="kafka", team="答题组 Answers", description_zh="答案提交消息队列 (Kafka)",
           description_en="answer submission queue"),
        _S(name="ansgrade", team="答题组 Answers", description_zh="答案判分消费者",
           description_en="answer grading consumer", depends_on=("ans-kafka",)),
        _S(name="lbrank", team="排行组 Ranking", description_zh="排行榜服务", description_en="leaderboard service",
           depends_on=("lbcache",)),
        _S(name="lbcache", kind="redis", team="排行组 Ranking", description_zh="排行榜缓存 (Redis)",
           description_en="leaderboard cache"),
        _S(name="prizepay", team="奖金组 Prizes", description_zh="奖金发放", description_en="prize payouts",
           depends_on=("prize-db", "walletd")),
        _S(name="prize-db", kind="mysql", team="奖金组 Prizes", description_zh="奖金发放数据库 (MySQL)",
           description_en="prize payout database"),
        _S(name="walletd", team="钱包组 Wallet", description_zh="玩家钱包", description_en="player wallets",
           depends_on=("wallet-pg",)),
        _S(name="wallet-pg", kind="postgres", team="DBA", description_zh="钱包数据库 (PostgreSQL)",
           description_en="wallet database"),
        _S(name="pushwave", team="合作方对接组 Partners", description_zh="推送合作方接入",
           description_en="push partner client", depends_on=("pushnest",)),
        _S(name="pushnest", kind="external", team="外部 External", description_zh="外部推送合作方",
           description_en="push notification partner"),
        _S(name="vodrelay", team="合作方对接组 Partners", description_zh="直播视频 CDN 接入",
           description_en="video CDN relay", depends_on=("cdnova",)),
        _S(name="cdnova", kind="external", team="外部 External", description_zh="外部视频 CDN 合作方",
           description_en="video CDN partner"),
        _S(name="modbot", team="审核组 Moderation", description_zh="内容审核 (昵称与聊天)",
           description_en="moderation of nicknames and chat"),
    ),
    incidents=(
        IncidentSpec(id="answer-backlog", kind="queue", service="ansgrade", origin="ans-kafka", start=_at(4, 22, 48),
                     error_rate=3, error_code="AGR-4412", warn_code="AKF-W31", topic="quiz.answers.submit"),
        IncidentSpec(id="rank-evictions", kind="cache", service="lbrank", origin="lbcache", start=_at(3, 20, 12),
                     end=_at(3, 20, 51), error_rate=3, error_code="LBR-5041", warn_code="LBC-W09",
                     upstream=("quizedge",), upstream_code="QZE-5044"),
        IncidentSpec(id="prizepay-deploy", kind="deploy", service="prizepay", start=_at(4, 14, 25),
                     end=_at(4, 15, 5), error_rate=4, error_code="PZP-5003", version="7.3.0",
                     previous_version="7.2.4", order_failure_share=0.5, order_status="PAYOUT_FAILED"),
        IncidentSpec(id="pushnest-cert", kind="certificate", service="pushwave", origin="pushnest",
                     start=_at(3, 17, 40), end=_at(4, 8, 35), error_rate=2, error_code="PSW-4953"),
        IncidentSpec(id="wallet-lock", kind="database", flavor="lock_wait", service="walletd", origin="wallet-pg",
                     start=_at(4, 9, 12), end=_at(4, 9, 47), error_rate=3, error_code="WLT-5210",
                     warn_code="WPG-W22"),
        IncidentSpec(id="wallet-pool", kind="database", flavor="pool", service="walletd", origin="wallet-pg",
                     start=_at(4, 19, 3), end=_at(4, 19, 36), error_rate=4, error_code="WLT-5307",
                     warn_code="WPG-W12"),
        IncidentSpec(id="vodrelay-blip", kind="blip", service="vodrelay", start=_at(4, 21, 5), end=_at(4, 21, 19),
                     error_rate=0, warn_code="VDL-W04", alert_severity="warning"),
    ),
)
