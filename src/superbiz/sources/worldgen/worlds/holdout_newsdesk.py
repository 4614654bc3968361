"""Held-out world ``newsdesk``: a news publisher's digital platform in Asia/Brunei (UTC+08:00, no daylight time;
"now" is 12:00 local on 4 December = 04:00 UTC; the data begin at 00:00 local on 3 December; subscription renewals
``SUB-BN-2026-55102`` (made by the subscription billing renewly), readers ``RD512345BN``, trace ids ``nd.`` + 14 hex
digits).

Incidents: yesterday evening 21:00–21:40 the subscriber database subsbase-pg ran out of connections under the
paywall service meterwall (pool exhausted), and the subscription billing renewly failed renewals through it
(``RENEWAL_FAILED`` records; chain renewly → meterwall → subsbase-pg; resolved); this morning 07:00–08:10 the push
notification queue flashq backed up during breaking news behind the push sender pushcourier (topic
``breaking.alerts``; resolved); a clean rollout of the CMS inkwell-cms 5.8.0 at 07:05–07:12 (``rollout_ok``, just
after the push backlog began: not its cause); a WARN-only latency blip of the comments service commentry at
09:00–09:12; since 11:30 the ad exchange partner bidmarket-x's certificate is expired and the ad server adslotter
fails its calls (a silent partner: only adslotter logs; ongoing). Healthy: dispatchmail (newsletter), pagerender,
pagecache-redis, inkwell-db, readerhub.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Brunei")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="newsdesk",
    title="Newsdesk digital news platform",
    seed=55102,
    timezone="Asia/Brunei",
    anchor=_at(4, 12, 0),
    hours=36,
    ids=IdFormats(order="SUB-BN-2026-{num:5}", user="RD{num:6}BN", trace="nd.{hex:14}"),
    order_service="renewly",
    orders_per_hour=40,
    order_statuses=("RENEWED", "RENEWED", "RENEWED", "GRACE_PERIOD"),
    vocab=Vocabulary(request_rate="reads_per_s", latency="serve_p95_ms", error_ratio="fail_share",
                     hit_ratio="page_cache_hit_share", evictions="page_cache_evict_ps",
                     query_latency="subs_sql_p95_ms", lock_waits="subs_lock_waits_ps", pool_in_use="subs_conns_busy",
                     pool_size="subs_conns_cap", consumer_lag="push_unsent_msgs",
                     tls_days="exchange_cert_days_to_expiry", tls_failures="exchange_handshake_fail_ps",
                     cache_alert="PageCacheHitLow", latency_alert="ServeP95TooSlow",
                     error_alert="FailShareHigh", db_alert="SubsDbSlow", pool_alert="SubsConnsExhausted",
                     lag_alert="PushBacklogGrowing", tls_alert="ExchangeTlsBroken"),
    services=(
        _S(name="readerhub", team="读者端组 Reader Apps", description_zh="新闻网站与App前端 (读者端)",
           description_en="news site and app frontend", depends_on=("pagerender", "meterwall", "commentry")),
        _S(name="inkwell-cms", team="编辑系统组 Editorial Tools", description_zh="内容管理系统 CMS (编辑发稿)",
           description_en="CMS, the editors' publishing system", depends_on=("inkwell-db", "flashq")),
        _S(name="inkwell-db", kind="mysql", team="编辑系统组 Editorial Tools",
           description_zh="稿件数据库 (MySQL)", description_en="articles database"),
        _S(name="pagerender", team="读者端组 Reader Apps", description_zh="文章渲染服务",
           description_en="article render service", depends_on=("pagecache-redis", "inkwell-db")),
        _S(name="pagecache-redis", kind="redis", team="读者端组 Reader Apps",
           description_zh="页面缓存 (Redis)", description_en="page cache"),
        _S(name="meterwall", team="订阅组 Subscriptions", description_zh="付费墙服务 (计量墙)",
           description_en="paywall service", depends_on=("subsbase-pg",)),
        _S(name="subsbase-pg", kind="postgres", team="DBA", description_zh="订户数据库 (PostgreSQL)",
           description_en="subscriber database"),
        _S(name="renewly", team="订阅组 Subscriptions", description_zh="订阅计费与续费服务",
           description_en="subscription billing and renewals", depends_on=("meterwall",)),
        _S(name="flashq", kind="kafka", team="推送组 Push", description_zh="推送通知队列 (Kafka)",
           description_en="push notification queue"),
        _S(name="pushcourier", team="推送组 Push", description_zh="推送发送服务 (读队列发App推送)",
           description_en="push notification sender", depends_on=("flashq",)),
        _S(name="adslotter", team="广告技术组 Ad Tech", description_zh="广告投放服务 (广告位)",
           description_en="ad server", depends_on=("bidmarket-x",)),
        _S(name="bidmarket-x", kind="external", team="外部 External", description_zh="广告交易平台合作方",
           description_en="ad exchange partner"),
        _S(name="commentry", team="社区组 Community", description_zh="评论服务 (读者评论)",
           description_en="comments service"),
        _S(name="dispatchmail", team="邮件组 Newsletter", description_zh="新闻邮件简报 (newsletter)",
           description_en="newsletter sender", depends_on=("inkwell-db",)),
    ),
    incidents=(
        IncidentSpec(id="subsbase-pool", kind="database", flavor="pool", service="meterwall", origin="subsbase-pg",
                     start=_at(3, 21, 0), end=_at(3, 21, 40), error_rate=3, error_code="MTW-5307",
                     warn_code="SBP-W14", upstream=("renewly",), upstream_code="RNW-5029",
                     order_failure_share=0.45, order_status="RENEWAL_FAILED"),
        IncidentSpec(id="flashq-backlog", kind="queue", service="pushcourier", origin="flashq",
                     start=_at(4, 7, 0), end=_at(4, 8, 10), error_rate=2, error_code="PSC-4082",
                     warn_code="FLQ-W06", topic="breaking.alerts"),
        IncidentSpec(id="inkwell-rollout", kind="deploy", service="inkwell-cms", start=_at(4, 7, 5),
                     end=_at(4, 7, 12), version="5.8.0", previous_version="5.7.3", rollout_ok=True),
        IncidentSpec(id="commentry-blip", kind="blip", service="commentry", start=_at(4, 9, 0),
                     end=_at(4, 9, 12), error_rate=0, warn_code="CMT-W03", alert_severity="warning"),
        IncidentSpec(id="bidmarket-cert", kind="certificate", service="adslotter", origin="bidmarket-x",
                     start=_at(4, 11, 30), error_rate=3, error_code="ADS-4951"),
    ),
)
