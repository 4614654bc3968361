"""Held-out world ``matchly``: a dating app in Europe/Belgrade (UTC+01:00 in December, CET; "now" is 23:40 local on
4 December = 22:40 UTC, evening peak hours; subscription orders ``sub_20261204_00417`` (made by the subscription
renewals service subs-renew), members ``m-QK482913``, trace ids ``mly.`` + 16 hex digits).

Several service names are words an ops tool itself uses: alert-push (push notifications), status-feed (the
"who is online / activity" feed), match-queue-worker (matching), profile-db, health-survey (the post-date safety
survey).

Incidents: the push-notification partner pushlane's certificate expired at 22:50 tonight and alert-push still fails
its TLS handshakes (chat-relay, which sends message pushes through it, fails too; ongoing); a backlog of the
match queue match-queue 21:30–22:10 tonight behind the matching worker match-queue-worker (resolved); a bad deploy
of the photo moderation service photo-vet 5.8.0 yesterday at 16:00, rolled back at 16:20 (profile-hub failed photo
uploads with it); slow queries on the subscriptions database subs-pg this morning 09:10–09:35 made subs-renew time
out, and subscription renewals failed (status ``RENEWAL_FAILED``; resolved).
Healthy: status-feed, health-survey, coin-pay (payments), profile-db, chat-redis.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Belgrade")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="matchly",
    title="Matchly dating app",
    seed=91204,
    timezone="Europe/Belgrade",
    anchor=_at(4, 23, 40),
    hours=36,
    ids=IdFormats(order="sub_{date}_{seq:5}", user="m-{alpha:2}{num:6}", trace="mly.{hex:16}"),
    order_service="subs-renew",
    orders_per_hour=30,
    order_statuses=("RENEWED", "RENEWED", "ACTIVE", "TRIAL_CONVERTED"),
    vocab=Vocabulary(request_rate="swipe_req_rate", latency="mly_p95_latency_ms", error_ratio="mly_err_share",
                     hit_ratio="chat_cache_hit_share", evictions="chat_cache_evictions_ps",
                     query_latency="sql_p95_ms", lock_waits="sql_lock_waits_ps",
                     pool_in_use="db_conns_busy", pool_size="db_conns_cap", consumer_lag="match_queue_depth",
                     tls_days="push_cert_days_left", tls_failures="push_tls_errors_ps",
                     cache_alert="ChatCacheHitShareLow", latency_alert="MlyP95LatencyHigh",
                     error_alert="MlyErrShareHigh", db_alert="SqlQueriesSlow", pool_alert="DbConnsExhausted",
                     lag_alert="MatchQueueDepthHigh", tls_alert="PushPartnerTlsBroken"),
    services=(
        _S(name="profile-hub", team="资料组 Profiles", description_zh="用户资料服务 (资料页与照片上传)",
           description_en="profiles service", depends_on=("profile-db", "photo-vet")),
        _S(name="profile-db", kind="mysql", team="资料组 Profiles", description_zh="用户资料库 (MySQL)",
           description_en="profiles database"),
        _S(name="photo-vet", team="内容安全组 Trust & Safety", description_zh="照片审核服务",
           description_en="photo moderation service", depends_on=("profile-db",)),
        _S(name="match-queue-worker", team="匹配组 Matching", description_zh="匹配计算 worker (读匹配队列)",
           description_en="matching worker", depends_on=("match-queue", "profile-db")),
        _S(name="match-queue", kind="kafka", team="匹配组 Matching", description_zh="匹配队列 (Kafka)",
           description_en="match queue"),
        _S(name="chat-relay", team="聊天组 Messaging", description_zh="聊天消息转发",
           description_en="chat relay", depends_on=("chat-redis", "alert-push")),
        _S(name="chat-redis", kind="redis", team="聊天组 Messaging", description_zh="聊天会话缓存 (Redis)",
           description_en="chat session cache"),
        _S(name="alert-push", team="通知组 Notifications", description_zh="推送通知服务 (新匹配/新消息提醒)",
           description_en="push notifications service", depends_on=("pushlane",)),
        _S(name="pushlane", kind="external", team="外部 External", description_zh="推送通道合作方",
           description_en="push-notification partner"),
        _S(name="status-feed", team="动态组 Activity", description_zh="在线状态与动态流",
           description_en="online status & activity feed", depends_on=("chat-redis", "profile-db")),
        _S(name="health-survey", team="内容安全组 Trust & Safety", description_zh="约会后安全回访问卷",
           description_en="post-date safety survey", depends_on=("profile-db",)),
        _S(name="subs-renew", team="会员订阅组 Subscriptions", description_zh="会员订阅续费服务",
           description_en="subscription renewals", depends_on=("subs-pg", "coin-pay")),
        _S(name="subs-pg", kind="postgres", team="DBA", description_zh="订阅数据库 (PostgreSQL)",
           description_en="subscriptions database"),
        _S(name="coin-pay", team="支付组 Payments", description_zh="支付服务 (会员与虚拟币)",
           description_en="payments service"),
    ),
    incidents=(
        IncidentSpec(id="pushlane-cert", kind="certificate", service="alert-push", origin="pushlane",
                     start=_at(4, 22, 50), error_rate=3, error_code="APN-7495", upstream=("chat-relay",),
                     upstream_code="CRL-5217"),
        IncidentSpec(id="match-backlog", kind="queue", service="match-queue-worker", origin="match-queue",
                     start=_at(4, 21, 30), end=_at(4, 22, 10), error_rate=2, error_code="MQW-4086",
                     warn_code="MQW-W12", topic="match.candidates"),
        IncidentSpec(id="photo-vet-bad-deploy", kind="deploy", service="photo-vet", start=_at(3, 16, 0),
                     end=_at(3, 16, 20), error_rate=4, error_code="PHV-5003", version="5.8.0",
                     previous_version="5.7.3", upstream=("profile-hub",), upstream_code="PFH-5022"),
        IncidentSpec(id="subs-slow-query", kind="database", flavor="slow_query", service="subs-renew",
                     origin="subs-pg", start=_at(4, 9, 10), end=_at(4, 9, 35), error_rate=3,
                     error_code="SBR-5408", warn_code="SPG-W07", order_failure_share=0.5,
                     order_status="RENEWAL_FAILED"),
    ),
)
