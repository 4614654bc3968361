"""Held-out world ``mealkit``: a meal-kit subscription service in Australia/Brisbane (UTC+10:00, no daylight saving;
"now" is 06:15 local on 3 December = 20:15 UTC on 2 December, boxes shipping early in the morning; box ids
``MK-BNE-20261203-0417`` (built by boxforge, the local day is a day ahead of UTC before 10:00), customers
``cust_0417_a``, trace ids ``mk`` + 16 hex digits).

Incidents: a stampede on the recipe cache simmercache since 05:30 behind the recipe service recipix, spreading to the
box builder boxforge (boxes fail RECIPE_UNAVAILABLE; ongoing; chain boxforge → recipix → simmercache); a clean menu
deploy of menuvue 4.12.0 at 05:50 (``rollout_ok``, minutes after the stampede began: a tempting false cause); a
picking-queue backlog on pickq behind warehouse picking pickwise since 04:00, still growing; the courier partner
veloparcel's certificate expired at 05:00 and is still failing (courier dispatch dispatchr fails its handshakes,
the customer app ladlefront sees it); yesterday: slow queries on the payments database kitpay-db 15:00–15:40
(kitpay failing, ladlefront sees it; resolved) and a bad deploy of boxforge 9.4.0 at 20:00 rolled back at 20:20.
Healthy: nudgepost (notifications), larderlog (customer accounts) and its larderlog-pg, menuvue-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Australia/Brisbane")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="mealkit",
    title="Mealkit meal-kit subscriptions",
    seed=60417,
    timezone="Australia/Brisbane",
    anchor=_at(3, 6, 15),
    hours=36,
    ids=IdFormats(order="MK-BNE-{date}-{num:4}", user="cust_{num:4}_{hex:1}", trace="mk{hex:16}"),
    order_service="boxforge",
    orders_per_hour=30,
    order_statuses=("PACKED", "PACKED", "SHIPPED", "AWAITING_PICK"),
    vocab=Vocabulary(request_rate="calls_per_s", latency="lat_p95_ms", error_ratio="err_frac",
                     hit_ratio="recipe_hit_pct", evictions="recipe_evict_per_s", query_latency="query_p95_ms",
                     lock_waits="lock_wait_per_s", pool_in_use="db_conn_used", pool_size="db_conn_max",
                     consumer_lag="pick_lag_msgs", tls_days="tls_expiry_days", tls_failures="tls_handshake_fail_per_s",
                     cache_alert="RecipeCacheMissStorm", latency_alert="LatP95High", error_alert="ErrFracHigh",
                     db_alert="PayDbQuerySlow", pool_alert="DbConnSaturated", lag_alert="PickQueueLagGrowing",
                     tls_alert="CourierTlsExpired"),
    services=(
        _S(name="ladlefront", team="客户端组 App", description_zh="顾客 App 后端 (下单/订阅管理)",
           description_en="customer app backend", depends_on=("boxforge", "kitpay", "dispatchr", "larderlog",
                                                              "menuvue")),
        _S(name="boxforge", team="配餐组 Boxes", description_zh="餐盒组装器 (选菜配盒)",
           description_en="box builder", depends_on=("recipix", "menuvue")),
        _S(name="menuvue", team="菜单组 Menu", description_zh="每周菜单服务",
           description_en="weekly menu service", depends_on=("menuvue-pg",)),
        _S(name="menuvue-pg", kind="postgres", team="DBA", description_zh="菜单数据库 (PostgreSQL)",
           description_en="menu database"),
        _S(name="recipix", team="菜谱组 Recipes", description_zh="菜谱服务 (食材与做法)",
           description_en="recipe service", depends_on=("simmercache",)),
        _S(name="simmercache", kind="redis", team="菜谱组 Recipes", description_zh="菜谱缓存 (Redis)",
           description_en="recipe cache"),
        _S(name="kitpay", team="支付组 Payments", description_zh="订阅扣款与支付",
           description_en="subscriptions and payments", depends_on=("kitpay-db",)),
        _S(name="kitpay-db", kind="mysql", team="DBA", description_zh="支付数据库 (MySQL)",
           description_en="payments database"),
        _S(name="pickwise", team="仓储组 Warehouse", description_zh="仓库拣货服务 (按队列拣货)",
           description_en="warehouse picking", depends_on=("pickq",)),
        _S(name="pickq", kind="kafka", team="仓储组 Warehouse", description_zh="拣货任务队列 (Kafka)",
           description_en="picking task queue"),
        _S(name="dispatchr", team="配送组 Delivery", description_zh="快递派单服务 (对接快递合作方)",
           description_en="courier dispatch", depends_on=("veloparcel",)),
        _S(name="veloparcel", kind="external", team="外部 External", description_zh="外部快递合作方",
           description_en="courier partner"),
        _S(name="nudgepost", team="消息组 Messaging", description_zh="通知推送 (短信/推送)",
           description_en="notifications"),
        _S(name="larderlog", team="账户组 Accounts", description_zh="顾客账户与地址",
           description_en="customer accounts", depends_on=("larderlog-pg",)),
        _S(name="larderlog-pg", kind="postgres", team="DBA", description_zh="账户数据库 (PostgreSQL)",
           description_en="accounts database"),
    ),
    incidents=(
        IncidentSpec(id="simmercache-stampede", kind="cache", service="recipix", origin="simmercache",
                     start=_at(3, 5, 30), error_rate=3, error_code="RCX-5031", warn_code="SMC-W07",
                     upstream=("boxforge",), upstream_code="BXF-5043", order_failure_share=0.4,
                     order_status="RECIPE_UNAVAILABLE"),
        IncidentSpec(id="menuvue-rollout", kind="deploy", service="menuvue", start=_at(3, 5, 50),
                     end=_at(3, 5, 56), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="pickq-backlog", kind="queue", service="pickwise", origin="pickq", start=_at(3, 4, 0),
                     error_rate=2, error_code="PKW-4082", warn_code="PKQ-W22", topic="pick.tasks",
                     alert_severity="warning"),
        IncidentSpec(id="veloparcel-cert", kind="certificate", service="dispatchr", origin="veloparcel",
                     start=_at(3, 5, 0), error_rate=3, error_code="DSP-4953", upstream=("ladlefront",),
                     upstream_code="LDF-5029"),
        IncidentSpec(id="kitpay-slow", kind="database", flavor="slow_query", service="kitpay", origin="kitpay-db",
                     start=_at(2, 15, 0), end=_at(2, 15, 40), error_rate=3, error_code="KPY-5087",
                     warn_code="KDB-W12", upstream=("ladlefront",), upstream_code="LDF-5034"),
        IncidentSpec(id="boxforge-bad-deploy", kind="deploy", service="boxforge", start=_at(2, 20, 0),
                     end=_at(2, 20, 20), error_rate=4, error_code="BXF-5001", version="9.4.0",
                     previous_version="9.3.2"),
    ),
)
