"""HELD OUT: the engine's developers must not read this module until measurement.

Held-out world ``questforge``: an online multiplayer game backend (matchmaking, login, item shop purchases, player
bags, leaderboards, guild chat, reward mail) in Asia/Tokyo (JST, UTC+9 all year: a local day begins at 15:00 UTC
of the day before), with purchase ids ``TX<UTC date><5 seq>``, ``p<9 digits>`` player ids and ``tr<22 hex>``
trace ids, and its own metric and alert vocabulary. Incidents (local times): a guild-chat latency blip yesterday
morning, rank-redis evictions behind rank-board errors yesterday afternoon (resolved; arena-edge -> rank-board ->
rank-redis), a bad reward-post deploy rolled back yesterday evening (resolved), an expired certificate of the
console-sso-ext login partner at auth-keeper across local midnight (resolved), gem-ledger-db lock waits failing
gem-wallet debits and item-shop purchases this morning (resolved, purchases PAYMENT_ABORTED; arena-edge ->
item-shop -> gem-wallet -> gem-ledger-db), a match-tickets backlog at lobby-match (ongoing) and a bag-pg
connection-pool exhaustion at bag-store hitting item-shop (ongoing). Healthy throughout: profile-card (whose
dependency rank-board alerted yesterday), token-kv, player-pg, chat-archive-es.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Tokyo")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 3, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

_VOCAB = Vocabulary(
    request_rate="ingress_qps", latency="svc_p99_latency_ms", error_ratio="svc_error_fraction",
    hit_ratio="redis_keyspace_hit_ratio", evictions="redis_evicted_keys_rate", query_latency="db_stmt_p99_ms",
    lock_waits="db_lock_wait_events_per_s", pool_in_use="dbpool_used_conns", pool_size="dbpool_max_conns",
    consumer_lag="consumer_group_lag", tls_days="peer_cert_ttl_days", tls_failures="tls_handshake_fail_per_s",
    cache_alert="CacheKeyspaceMissStorm", latency_alert="TailLatencyHigh", error_alert="ErrorFractionBurn",
    db_alert="DbLockContention", pool_alert="DbPoolDepleted", lag_alert="ConsumerGroupLagging",
    tls_alert="PeerCertificateExpired",
)

_SERVICES = (
    _S(name="arena-edge", team="接入组 Client Edge", description_zh="游戏客户端接入网关 (登录、匹配、商城、排行榜入口)",
       description_en="game client edge API",
       depends_on=("auth-keeper", "lobby-match", "item-shop", "rank-board", "guild-chat")),
    _S(name="auth-keeper", team="账号组 Accounts", description_zh="登录鉴权服务 (账号登录、会话令牌)",
       description_en="login and session auth service", depends_on=("token-kv", "player-pg", "console-sso-ext")),
    _S(name="token-kv", kind="redis", team="账号组 Accounts", description_zh="会话令牌缓存 (Redis)",
       description_en="session token cache"),
    _S(name="player-pg", kind="postgres", team="DBA", description_zh="玩家账号数据库 (PostgreSQL)",
       description_en="player account database"),
    _S(name="console-sso-ext", kind="external", team="外部 External", description_zh="主机平台账号登录合作方接口",
       description_en="console platform single sign-on partner"),
    _S(name="lobby-match", team="匹配组 Matchmaking", description_zh="匹配服务 (消费排队票据并组局)",
       description_en="matchmaking service (consumer)", depends_on=("ticket-stream",)),
    _S(name="ticket-stream", kind="kafka", team="平台组 Platform", description_zh="匹配排队票据流 (Kafka)",
       description_en="matchmaking ticket stream"),
    _S(name="item-shop", team="商城组 Store", description_zh="道具商城下单服务 (购买道具、礼包)",
       description_en="item shop purchase service", depends_on=("gem-wallet", "bag-store")),
    _S(name="gem-wallet", team="支付组 Wallet", description_zh="宝石钱包扣款服务",
       description_en="gem wallet debit service", depends_on=("gem-ledger-db",)),
    _S(name="gem-ledger-db", kind="mysql", team="DBA", description_zh="宝石流水数据库 (MySQL)",
       description_en="gem ledger database"),
    _S(name="bag-store", team="背包组 Inventory", description_zh="玩家背包与道具库存服务",
       description_en="player inventory service", depends_on=("bag-pg",)),
    _S(name="bag-pg", kind="postgres", team="DBA", description_zh="背包数据库 (PostgreSQL)",
       description_en="inventory database"),
    _S(name="rank-board", team="排行组 Leaderboards", description_zh="排行榜服务 (赛季榜、好友榜)",
       description_en="leaderboard service", depends_on=("rank-redis",)),
    _S(name="rank-redis", kind="redis", team="排行组 Leaderboards", description_zh="排行榜缓存 (Redis)",
       description_en="leaderboard cache"),
    _S(name="profile-card", team="社交组 Social", description_zh="玩家名片与战绩展示",
       description_en="player profile card service", depends_on=("rank-board", "player-pg")),
    _S(name="guild-chat", team="社交组 Social", description_zh="公会聊天服务", description_en="guild chat service",
       depends_on=("chat-archive-es",)),
    _S(name="chat-archive-es", kind="elasticsearch", team="社交组 Social", description_zh="聊天记录检索集群",
       description_en="chat history search cluster"),
    _S(name="reward-post", team="运营组 LiveOps", description_zh="奖励邮件发放 (活动奖励、补偿邮件)",
       description_en="in-game reward mail service", depends_on=("player-pg",)),
)

_INCIDENTS = (
    IncidentSpec(id="guild-chat-latency-blip", kind="blip", service="guild-chat", start=_at(11, 10, 12),
                 end=_at(11, 10, 31), error_rate=0, warn_code="GCH-W210", alert_severity="warning"),
    IncidentSpec(id="rank-redis-evictions", kind="cache", service="rank-board", origin="rank-redis",
                 start=_at(11, 15, 7), end=_at(11, 15, 58), error_rate=3, error_code="RNK-4504",
                 warn_code="RRD-W311", upstream=("arena-edge",), upstream_code="ARE-2504"),
    IncidentSpec(id="reward-post-bad-deploy", kind="deploy", service="reward-post", start=_at(11, 20, 14),
                 end=_at(11, 20, 49), error_rate=3.5, error_code="RWP-5500", version="5.3.0",
                 previous_version="5.2.7"),
    IncidentSpec(id="console-sso-cert-expired", kind="certificate", service="auth-keeper", origin="console-sso-ext",
                 start=_at(11, 23, 46), end=_at(12, 0, 58), error_rate=2.5, error_code="AUK-4526",
                 upstream=("arena-edge",), upstream_code="ARE-2401"),
    IncidentSpec(id="gem-ledger-lock-waits", kind="database", flavor="lock_wait", service="gem-wallet",
                 origin="gem-ledger-db", start=_at(12, 8, 32), end=_at(12, 9, 19), error_rate=3,
                 error_code="GEM-4409", warn_code="GLD-W120", upstream=("item-shop",), upstream_code="SHP-3409",
                 order_failure_share=0.5, order_status="PAYMENT_ABORTED"),
    IncidentSpec(id="match-ticket-backlog", kind="queue", service="lobby-match", origin="ticket-stream",
                 start=_at(12, 16, 5), error_rate=2, error_code="LBM-4408", warn_code="LBM-W060",
                 topic="match-tickets", upstream=("arena-edge",), upstream_code="ARE-2408"),
    IncidentSpec(id="bag-pg-pool-exhausted", kind="database", flavor="pool", service="bag-store", origin="bag-pg",
                 start=_at(12, 16, 41), error_rate=3, error_code="BAG-4503", warn_code="BPG-W015",
                 upstream=("item-shop",), upstream_code="SHP-3503"),
)

SPEC = WorldSpec(
    name="questforge",
    title="QuestForge online game backend",
    seed=472913,
    timezone="Asia/Tokyo",
    anchor=_at(12, 17, 25),
    hours=36,
    ids=IdFormats(order="TX{date}{seq:5}", user="p{num:9}", trace="tr{hex:22}"),
    order_service="item-shop",
    orders_per_hour=50,
    order_statuses=("DELIVERED", "DELIVERED", "DELIVERED", "CLAIMED", "REFUNDED"),
    vocab=_VOCAB,
    services=_SERVICES,
    incidents=_INCIDENTS,
)
