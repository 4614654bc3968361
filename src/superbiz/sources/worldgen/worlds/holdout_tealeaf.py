"""Held-out world ``tealeaf``: a tea subscription box service in Africa/Dakar (UTC+00:00, no daylight time; "now"
is 23:10 local on 4 December = 23:10 UTC, late at night; subscription orders ``tl_9f3a21`` (``tl_`` + 6 hex
digits, made by the subscription service steepsub), subscribers ``TEA-{alpha:2}{num:4}`` like ``TEA-KQ4821``,
trace ids ``chai`` + 14 hex digits).

Incidents: a bad deploy of the renewal worker kettlerenew 5.3.0 at 21:55, NOT rolled back (still erroring); the
renewal queue renewq backs up behind it since 22:00, still going (steepsub fails renewals: records with status
``RENEWAL_FAILED``); slow queries on the subscription database steepsub-pg this afternoon 14:10–14:40 behind the
subscription service steepsub (plan changes failed: records with status ``PLAN_CHANGE_FAILED``; resolved); a
recommendation cache storm (evictions) on brewmatch-redis this morning 07:30–07:50 behind the recommendation
service brewmatch, reaching the subscriber app leafapp (chain leafapp → brewmatch → brewmatch-redis; resolved).
Quiet, healthy: the courier partner dunecourier (no trouble at all), warehouse picking pickbay and its database
pickbay-db, the payment partner cuppay, notifications tinbell.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Dakar")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tealeaf",
    title="Tealeaf tea subscription boxes",
    seed=61204,
    timezone="Africa/Dakar",
    anchor=_at(4, 23, 10),
    hours=36,
    ids=IdFormats(order="tl_{hex:6}", user="TEA-{alpha:2}{num:4}", trace="chai{hex:14}"),
    order_service="steepsub",
    orders_per_hour=36,
    order_statuses=("RENEWED", "RENEWED", "PACKED", "SHIPPED", "PLAN_CHANGED"),
    vocab=Vocabulary(request_rate="brew_req_ps", latency="steep_p99_ms", error_ratio="steep_fail_share",
                     hit_ratio="reco_cache_hit_share", evictions="reco_keys_dropped_ps",
                     query_latency="subdb_stmt_p99_ms", lock_waits="subdb_lockwaits_ps",
                     pool_in_use="subdb_conn_used", pool_size="subdb_conn_cap",
                     consumer_lag="renewals_waiting", tls_days="partner_tls_days_left",
                     tls_failures="partner_tls_errs_ps", cache_alert="RecoCacheHitShareLow",
                     latency_alert="SteepP99TooSlow", error_alert="SteepFailShareHigh",
                     db_alert="SubDbStatementsSlow", pool_alert="SubDbConnsFull",
                     lag_alert="RenewalsWaitingHigh", tls_alert="PartnerTlsErrors"),
    services=(
        _S(name="leafapp", team="订阅用户端组 Subscriber App", description_zh="订阅用户App (茶盒订阅客户端)",
           description_en="subscriber app", depends_on=("steepsub", "brewmatch", "tinbell")),
        _S(name="steepsub", team="订阅组 Subscriptions", description_zh="订阅服务 (续订与改套餐)",
           description_en="subscription service", depends_on=("steepsub-pg", "kettlerenew", "cuppay")),
        _S(name="steepsub-pg", kind="postgres", team="DBA", description_zh="订阅数据库 (PostgreSQL)",
           description_en="subscription db"),
        _S(name="kettlerenew", team="续订组 Renewals", description_zh="续订处理worker (读续订队列扣款)",
           description_en="renewal worker", depends_on=("renewq", "steepsub-pg", "cuppay")),
        _S(name="renewq", kind="kafka", team="续订组 Renewals", description_zh="续订队列 (Kafka)",
           description_en="renewal queue"),
        _S(name="cuppay", kind="external", team="外部 External", description_zh="支付合作方",
           description_en="payment partner"),
        _S(name="pickbay", team="仓储组 Warehouse", description_zh="仓库拣货服务",
           description_en="warehouse picking", depends_on=("pickbay-db", "dunecourier")),
        _S(name="pickbay-db", kind="mysql", team="仓储组 Warehouse", description_zh="拣货数据库 (MySQL)",
           description_en="picking database"),
        _S(name="dunecourier", kind="external", team="外部 External", description_zh="快递合作方",
           description_en="courier partner"),
        _S(name="brewmatch", team="推荐组 Recommendations", description_zh="口味推荐服务",
           description_en="recommendation service", depends_on=("brewmatch-redis",)),
        _S(name="brewmatch-redis", kind="redis", team="推荐组 Recommendations", description_zh="推荐缓存 (Redis)",
           description_en="recommendation cache"),
        _S(name="tinbell", team="消息组 Notifications", description_zh="消息通知服务 (短信/邮件)",
           description_en="notifications"),
    ),
    incidents=(
        IncidentSpec(id="renewq-backlog", kind="queue", service="kettlerenew", origin="renewq",
                     start=_at(4, 22, 0), error_rate=2, error_code="KTR-4471", warn_code="RNQ-W12",
                     topic="subscription.renewals", upstream=("steepsub",), upstream_code="STS-5094",
                     order_failure_share=0.5, order_status="RENEWAL_FAILED"),
        IncidentSpec(id="kettlerenew-bad-deploy", kind="deploy", service="kettlerenew", start=_at(4, 21, 55),
                     error_rate=2, error_code="KTR-5003", version="5.3.0", previous_version="5.2.6"),
        IncidentSpec(id="steepsub-pg-slow", kind="database", flavor="slow_query", service="steepsub",
                     origin="steepsub-pg", start=_at(4, 14, 10), end=_at(4, 14, 40), error_rate=3,
                     error_code="STS-5208", warn_code="SPG-W07", upstream=("leafapp",), upstream_code="LFA-5031",
                     order_failure_share=0.6, order_status="PLAN_CHANGE_FAILED"),
        IncidentSpec(id="brewmatch-evictions", kind="cache", service="brewmatch", origin="brewmatch-redis",
                     start=_at(4, 7, 30), end=_at(4, 7, 50), error_rate=3, error_code="BRM-5044",
                     warn_code="BMR-W03", upstream=("leafapp",), upstream_code="LFA-5042"),
    ),
)
