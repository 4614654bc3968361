"""Held-out world ``fragcup``: an esports amateur tournament platform in Asia/Srednekolymsk (UTC+11:00, no
daylight time; "now" is 22:10 local on 3 December 2026 = 11:10 UTC on 3 December; the data begin at 12:10 local on
2 December). Records (match bookings and prize payouts, made by the players' app cuplobby) ``BK482-QZ117``, players
``tag.KQZR42``, trace ids ``fcx-`` + 10 hex digits.

Incidents (local times):

* a bad deploy of the match scheduler bracketeer 7.2.0 (from 7.1.4) at 21:00, NOT rolled back, still failing at
  "now"; the players' app cuplobby sees it too; failed match bookings as records, status ``BOOKING_FAILED``;
* slow queries on the match database arenaledger-pg 19:30-20:00 (resolved), three hops below the players' app:
  cuplobby -> bracketeer -> arenaledger -> arenaledger-pg; failed match bookings too, status ``BOOKING_FAILED``;
* a replay upload queue backlog since 21:50, still going: the replay processor reelsmith behind the queue
  reelsmith-q, topic ``replay.uploads``;
* an expired certificate of the payout partner kofferbank this morning 10:00-10:20 (resolved), seen by the prize
  payout service bountypay; failed payouts as records, status ``PAYOUT_FAILED``;
* a WARN-only latency blip of the anti-cheat service vigilcat at 18:00-18:12;
* a clean rollout of the team registration squadmint 3.4.0 at 20:52-20:57 (``rollout_ok``; a tempting false cause).

Healthy all day: the team registration squadmint (apart from its clean rollout) and its database squadmint-db, the
leaderboard glorytab and its cache glorytab-redis, the match notification push hypecast, the referee desk zebradesk.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Srednekolymsk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="fragcup",
    title="Fragcup esports amateur tournament platform",
    seed=83117,
    timezone="Asia/Srednekolymsk",
    anchor=_at(3, 22, 10),
    hours=34,
    ids=IdFormats(order="BK{num:3}-{alpha:2}{num:3}", user="tag.{alpha:4}{num:2}", trace="fcx-{hex:10}"),
    order_service="cuplobby",
    orders_per_hour=40,
    order_statuses=("BOOKED", "CHECKED_IN", "PLAYED", "PLAYED"),
    vocab=Vocabulary(request_rate="frag_hits_per_s", latency="frag_p99_ms", error_ratio="frag_err_frac",
                     hit_ratio="rank_cache_hit_frac", evictions="rank_cache_evicts_ps",
                     query_latency="arena_sql_p99_ms", lock_waits="arena_lock_waits_ps",
                     pool_in_use="arena_conns_busy", pool_size="arena_conns_max",
                     consumer_lag="replay_msgs_pending", tls_days="payout_cert_days_left",
                     tls_failures="payout_tls_errs_ps", cache_alert="RankCacheColdHits",
                     latency_alert="FragP99Slow", error_alert="FragErrFracSpike", db_alert="ArenaSqlCrawling",
                     pool_alert="ArenaConnsMaxed", lag_alert="ReplayMsgsPilingUp", tls_alert="PayoutTlsRejected"),
    services=(
        _S(name="cuplobby", team="玩家端组 Player App", description_zh="玩家大厅App (约赛与报名入口)",
           description_en="players' app", depends_on=("bracketeer", "squadmint", "glorytab", "bountypay")),
        _S(name="bracketeer", team="赛程组 Scheduling", description_zh="赛程排期服务",
           description_en="match scheduler", depends_on=("arenaledger", "hypecast")),
        _S(name="arenaledger", team="对局数据组 Match Data", description_zh="对局记录服务",
           description_en="match records service", depends_on=("arenaledger-pg",)),
        _S(name="arenaledger-pg", kind="postgres", team="对局数据组 Match Data",
           description_zh="对局数据库 (PostgreSQL)", description_en="match database"),
        _S(name="squadmint", team="战队组 Teams", description_zh="战队报名服务",
           description_en="team registration", depends_on=("squadmint-db",)),
        _S(name="squadmint-db", kind="mysql", team="战队组 Teams", description_zh="战队数据库 (MySQL)",
           description_en="team registration database"),
        _S(name="vigilcat", team="反作弊组 Anti-Cheat", description_zh="反作弊服务",
           description_en="anti-cheat service", depends_on=("arenaledger",)),
        _S(name="reelsmith", team="录像组 Replays", description_zh="录像上传处理服务 (读录像上传队列)",
           description_en="replay upload processor", depends_on=("reelsmith-q", "vigilcat")),
        _S(name="reelsmith-q", kind="kafka", team="录像组 Replays", description_zh="录像上传队列 (Kafka)",
           description_en="replay upload queue"),
        _S(name="bountypay", team="奖金组 Prizes", description_zh="奖金发放服务",
           description_en="prize payout service", depends_on=("kofferbank", "hypecast")),
        _S(name="kofferbank", kind="external", team="外部 External", description_zh="奖金支付合作银行",
           description_en="payout partner bank"),
        _S(name="glorytab", team="排行榜组 Leaderboard", description_zh="排行榜服务",
           description_en="leaderboard service", depends_on=("glorytab-redis",)),
        _S(name="glorytab-redis", kind="redis", team="排行榜组 Leaderboard", description_zh="排行榜缓存 (Redis)",
           description_en="leaderboard cache"),
        _S(name="hypecast", team="消息组 Messaging", description_zh="赛事通知推送",
           description_en="match notification push"),
        _S(name="zebradesk", team="裁判组 Referees", description_zh="裁判工单台",
           description_en="referee desk", depends_on=("squadmint-db", "hypecast")),
    ),
    incidents=(
        IncidentSpec(id="bracketeer-bad-deploy", kind="deploy", service="bracketeer", start=_at(3, 21, 0),
                     error_rate=4, error_code="BRK-5021", version="7.2.0", previous_version="7.1.4",
                     upstream=("cuplobby",), upstream_code="LBY-5002", order_failure_share=0.4,
                     order_status="BOOKING_FAILED"),
        IncidentSpec(id="squadmint-rollout", kind="deploy", service="squadmint", start=_at(3, 20, 52),
                     end=_at(3, 20, 57), version="3.4.0", previous_version="3.3.9", rollout_ok=True),
        IncidentSpec(id="reelsmith-backlog", kind="queue", service="reelsmith", origin="reelsmith-q",
                     start=_at(3, 21, 50), error_rate=2, error_code="RLS-4082", warn_code="RSQ-W14",
                     topic="replay.uploads"),
        IncidentSpec(id="arenaledger-slow", kind="database", flavor="slow_query", service="arenaledger",
                     origin="arenaledger-pg", start=_at(3, 19, 30), end=_at(3, 20, 0), error_rate=3,
                     error_code="ARL-5047", warn_code="APG-W22", upstream=("bracketeer", "cuplobby"),
                     upstream_code="LBY-5031", order_failure_share=0.35, order_status="BOOKING_FAILED"),
        IncidentSpec(id="vigilcat-blip", kind="blip", service="vigilcat", start=_at(3, 18, 0), end=_at(3, 18, 12),
                     error_rate=0, warn_code="VGC-W03", alert_severity="warning"),
        IncidentSpec(id="kofferbank-cert", kind="certificate", service="bountypay", origin="kofferbank",
                     start=_at(3, 10, 0), end=_at(3, 10, 20), error_rate=3, error_code="BNT-4950",
                     order_failure_share=0.6, order_status="PAYOUT_FAILED"),
    ),
)
