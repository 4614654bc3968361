"""Held-out world ``ticketdesk``: a customer-support helpdesk SaaS in America/Puerto_Rico (UTC-04:00, no
daylight saving; "now" 08:41 local at the start of the support day; ticket ids ``TD#2026-004417``, customers
``3fa1c-co/4417``, 24-hex trace ids).

Incidents: the attachment database's connection pool (attvault-pg) exhausted since 08:05 under attvault, failing
tikcore and the agent web console three hops up (ongoing; tickets fail with ATTACH_FAILED); the email ingestion
queue backlog overnight 02:10-06:00 (resolved); the SLA timer service slaclock deployed yesterday 17:30 (bad,
rolled back at 17:55; tickets created then lost their SLA timer, SLA_NOT_STARTED) and again this morning 07:30
with the fixed version (``rollout_ok``); the chatbot partner's certificate expired yesterday 22:00 and renewed at
01:30 (resolved); a portal session-cache eviction storm yesterday afternoon (resolved); a short latency blip on the
notification service this morning. Healthy: hdk-edge (gateway), kbshelf (knowledge base), tikcore-my, tikfind-es.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Puerto_Rico")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="ticketdesk",
    title="Ticketdesk helpdesk SaaS",
    seed=40417,
    timezone="America/Puerto_Rico",
    anchor=_at(19, 8, 41),
    hours=36,
    ids=IdFormats(order="TD#2026-{num:6}", user="{hex:5}-co/{num:4}", trace="{hex:24}"),
    order_service="tikcore",
    orders_per_hour=28,
    order_statuses=("NEW", "OPEN", "OPEN", "PENDING_CUSTOMER", "SOLVED", "CLOSED"),
    vocab=Vocabulary(request_rate="desk_req_per_s", latency="desk_resp_p99_ms", error_ratio="desk_fail_ratio",
                     hit_ratio="sess_cache_hit_pct", evictions="sess_evictions_per_s",
                     query_latency="sql_p99_ms", pool_in_use="pg_conns_busy", pool_size="pg_conns_max",
                     consumer_lag="inbound_mail_lag", tls_days="peer_cert_days_left",
                     tls_failures="peer_tls_errors_per_s",
                     cache_alert="SessionCacheThrashing", latency_alert="DeskSlowResponses",
                     error_alert="DeskFailuresHigh", db_alert="SqlStatementsSlow",
                     pool_alert="PgConnsExhausted", lag_alert="InboundMailBacklog", tls_alert="PeerCertInvalid"),
    services=(
        _S(name="hdk-edge", team="平台组 Platform", description_zh="服务台入口网关",
           description_en="helpdesk API gateway", depends_on=("agentdeck", "selfserve-portal", "chatbridge")),
        _S(name="agentdeck", team="坐席体验组 Agent Experience", description_zh="坐席工作台 (客服人员用的网页控制台)",
           description_en="agent web console", depends_on=("tikcore", "tikfind-es", "kbshelf")),
        _S(name="selfserve-portal", team="客户体验组 Customer Experience", description_zh="客户自助门户",
           description_en="customer self-service portal", depends_on=("tikcore", "portsess-redis", "kbshelf")),
        _S(name="portsess-redis", kind="redis", team="客户体验组 Customer Experience",
           description_zh="门户会话缓存 (Redis)", description_en="portal session cache"),
        _S(name="kbshelf", team="知识库组 Knowledge", description_zh="知识库文章服务",
           description_en="knowledge base articles", depends_on=("tikfind-es",)),
        _S(name="tikcore", team="工单组 Ticketing", description_zh="工单核心服务",
           description_en="ticket core service",
           depends_on=("tikcore-my", "attvault", "slaclock", "pingnotify", "tikfind-es")),
        _S(name="tikcore-my", kind="mysql", team="工单组 Ticketing", description_zh="工单数据库 (MySQL)",
           description_en="ticket database"),
        _S(name="tikfind-es", kind="elasticsearch", team="工单组 Ticketing",
           description_zh="工单搜索索引 (Elasticsearch)", description_en="ticket search index"),
        _S(name="attvault", team="存储组 Storage", description_zh="附件存储服务",
           description_en="attachment storage", depends_on=("attvault-pg",)),
        _S(name="attvault-pg", kind="postgres", team="存储组 Storage", description_zh="附件数据库 (PostgreSQL)",
           description_en="attachment database"),
        _S(name="slaclock", team="SLA 组 SLA", description_zh="SLA 计时服务 (响应/解决时限)",
           description_en="SLA timer service", depends_on=("tikcore-my",)),
        _S(name="mailsluice", team="渠道组 Channels", description_zh="邮件收取服务 (把客户邮件转成工单)",
           description_en="email ingestion worker", depends_on=("mailsluice-bus", "tikcore")),
        _S(name="mailsluice-bus", kind="kafka", team="渠道组 Channels", description_zh="邮件收取消息队列 (Kafka)",
           description_en="email ingestion queue"),
        _S(name="chatbridge", team="渠道组 Channels", description_zh="聊天机器人对接服务",
           description_en="chatbot integration", depends_on=("botpal-ext", "tikcore")),
        _S(name="botpal-ext", kind="external", team="外部 External", description_zh="外部聊天机器人合作方",
           description_en="external chatbot partner"),
        _S(name="pingnotify", team="平台组 Platform", description_zh="通知服务 (邮件/短信/推送)",
           description_en="notification service"),
    ),
    incidents=(
        IncidentSpec(id="attvault-pool", kind="database", flavor="pool", service="attvault", origin="attvault-pg",
                     start=_at(19, 8, 5), error_rate=3, error_code="ATV-5033", warn_code="AVPG-POOL9",
                     upstream=("tikcore", "agentdeck"), upstream_code="DSK-5034",
                     order_failure_share=0.5, order_status="ATTACH_FAILED"),
        IncidentSpec(id="mail-backlog", kind="queue", service="mailsluice", start=_at(19, 2, 10),
                     end=_at(19, 6, 0), error_rate=2, error_code="MSL-4291", warn_code="MSL-LAG3",
                     topic="inbound.mail", alert_severity="warning"),
        IncidentSpec(id="sla-bad-deploy", kind="deploy", service="slaclock", start=_at(18, 17, 30),
                     end=_at(18, 17, 55), error_rate=5, error_code="SLA-5002", version="3.14.0",
                     previous_version="3.13.2", upstream=("tikcore",), upstream_code="TKC-5020",
                     order_failure_share=0.6, order_status="SLA_NOT_STARTED"),
        IncidentSpec(id="sla-fixed-deploy", kind="deploy", service="slaclock", start=_at(19, 7, 30),
                     end=_at(19, 7, 36), version="3.14.1", previous_version="3.13.2", rollout_ok=True),
        IncidentSpec(id="botpal-cert-expired", kind="certificate", service="chatbridge", origin="botpal-ext",
                     start=_at(18, 22, 0), end=_at(19, 1, 30), error_rate=2, error_code="CHB-0495"),
        IncidentSpec(id="portal-sess-evictions", kind="cache", service="selfserve-portal", origin="portsess-redis",
                     start=_at(18, 14, 20), end=_at(18, 14, 52), error_rate=3, error_code="SSP-4408",
                     warn_code="PSR-EVICT"),
        IncidentSpec(id="notify-latency-blip", kind="blip", service="pingnotify", start=_at(19, 6, 40),
                     end=_at(19, 6, 52), error_rate=0, warn_code="PNG-W07", alert_severity="warning"),
    ),
)
