"""Held-out world ``chessarena``: online chess tournaments and matchmaking in Asia/Yerevan (UTC+04:00, no daylight
time; "now" is 21:10 local on 4 December = 17:10 UTC, during the evening tournament; tournament registrations
``CA-REG-00417`` (made by the tournament scheduler tourney-sched), players ``FIDE-12345678``, trace ids ``ca`` +
14 hex digits).

Incidents: a bad deploy of the rating service elo2-ratings 2.14.0 (from 2.13.3) at 20:20, NOT rolled back and still
failing at "now"; its callers matchmaking match-engine-v2 and the tournament scheduler tourney-sched fail with it
(tourney-sched fails some tournament registrations, status REGISTRATION_FAILED), two hops below the chess app
knightly-app, which itself had a clean rollout of 5.8.0 at 19:30-19:36 (``rollout_ok``: a tempting false cause);
this morning 09:00-09:25 the premium payments partner payvault-ext's certificate was expired (premium-pay failed
its handshakes; renewed); yesterday afternoon 15:00-15:40 the move-events queue movebus-kafka (topic move.events)
backed up behind the anti-cheat consumer fairplay-ac (resolved).
Healthy: rating-cache (named like the failing ratings service), ratings-pg, lobby-redis, ws-gateway-3, gamesrv-9,
tourney-mysql.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Yerevan")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="chessarena",
    title="Chessarena online chess tournaments and matchmaking",
    seed=61207,
    timezone="Asia/Yerevan",
    anchor=_at(4, 21, 10),
    hours=36,
    ids=IdFormats(order="CA-REG-{seq:5}", user="FIDE-{num:8}", trace="ca{hex:14}"),
    order_service="tourney-sched",
    orders_per_hour=40,
    order_statuses=("REGISTERED", "REGISTERED", "CHECKED_IN", "PAIRED"),
    vocab=Vocabulary(request_rate="moves_req_ps", latency="move_p99_ms", error_ratio="game_err_ratio",
                     hit_ratio="lobby_hit_ratio", evictions="lobby_evictions_ps", query_latency="pg_stmt_p99_ms",
                     lock_waits="pg_lock_waits_ps", pool_in_use="conns_busy", pool_size="conns_max",
                     consumer_lag="move_events_unacked", tls_days="peer_cert_days_left",
                     tls_failures="peer_tls_errors_ps", cache_alert="LobbyHitRatioLow",
                     latency_alert="MoveP99Slow", error_alert="GameErrRatioHigh", db_alert="PgStmtSlow",
                     pool_alert="ConnsBusyMax", lag_alert="MoveEventsUnacked", tls_alert="PeerTlsErrors"),
    services=(
        _S(name="knightly-app", team="客户端组 Player Apps", description_zh="棋手App (网页与手机)",
           description_en="chess app (web and mobile)",
           depends_on=("ws-gateway-3", "match-engine-v2", "tourney-sched", "premium-pay")),
        _S(name="ws-gateway-3", team="对局平台组 Game Platform", description_zh="对局长连接网关 (WebSocket)",
           description_en="websocket gateway", depends_on=("gamesrv-9",)),
        _S(name="gamesrv-9", team="对局平台组 Game Platform", description_zh="对局服务器 (棋钟与走子)",
           description_en="game server (clocks and moves)", depends_on=("movebus-kafka",)),
        _S(name="movebus-kafka", kind="kafka", team="对局平台组 Game Platform", description_zh="走子事件队列 (Kafka)",
           description_en="move-events queue"),
        _S(name="fairplay-ac", team="公平竞技组 Fair Play", description_zh="反作弊服务 (读走子事件)",
           description_en="anti-cheat service", depends_on=("movebus-kafka",)),
        _S(name="match-engine-v2", team="匹配组 Matchmaking", description_zh="匹配服务 (快棋配对)",
           description_en="matchmaking", depends_on=("elo2-ratings", "lobby-redis")),
        _S(name="lobby-redis", kind="redis", team="匹配组 Matchmaking", description_zh="大厅缓存 (Redis)",
           description_en="lobby cache"),
        _S(name="elo2-ratings", team="等级分组 Ratings", description_zh="等级分服务 (Elo积分)",
           description_en="ratings service", depends_on=("rating-cache", "ratings-pg")),
        _S(name="rating-cache", kind="redis", team="等级分组 Ratings", description_zh="等级分缓存 (Redis)",
           description_en="rating cache"),
        _S(name="ratings-pg", kind="postgres", team="等级分组 Ratings", description_zh="等级分数据库 (PostgreSQL)",
           description_en="ratings database"),
        _S(name="tourney-sched", team="赛事组 Tournaments", description_zh="赛事调度 (比赛报名与配对轮次)",
           description_en="tournament scheduler (registrations and rounds)",
           depends_on=("tourney-mysql", "elo2-ratings")),
        _S(name="tourney-mysql", kind="mysql", team="赛事组 Tournaments", description_zh="赛事数据库 (MySQL)",
           description_en="tournaments database"),
        _S(name="premium-pay", team="会员组 Premium", description_zh="会员支付 (高级会员订阅)",
           description_en="premium payments", depends_on=("payvault-ext",)),
        _S(name="payvault-ext", kind="external", team="外部 External", description_zh="会员支付合作方",
           description_en="premium payments partner"),
    ),
    incidents=(
        IncidentSpec(id="elo2-bad-deploy", kind="deploy", service="elo2-ratings", start=_at(4, 20, 20),
                     error_rate=4, error_code="E2R-5007", version="2.14.0", previous_version="2.13.3",
                     upstream=("match-engine-v2", "tourney-sched"), upstream_code="CHS-5021",
                     order_failure_share=0.35, order_status="REGISTRATION_FAILED"),
        IncidentSpec(id="knightly-rollout", kind="deploy", service="knightly-app", start=_at(4, 19, 30),
                     end=_at(4, 19, 36), version="5.8.0", previous_version="5.7.2", rollout_ok=True),
        IncidentSpec(id="payvault-cert", kind="certificate", service="premium-pay", origin="payvault-ext",
                     start=_at(4, 9, 0), end=_at(4, 9, 25), error_rate=3, error_code="PRM-4950"),
        IncidentSpec(id="movebus-backlog", kind="queue", service="fairplay-ac", origin="movebus-kafka",
                     start=_at(3, 15, 0), end=_at(3, 15, 40), error_rate=2, error_code="FPA-4080",
                     warn_code="MVB-W12", topic="move.events"),
    ),
)
