"""Held-out world ``pearlcup``: a bubble-tea chain's ordering in Asia/Taipei (UTC+08:00; "now" is 15:05 local on
4 December = 07:05 UTC, the afternoon rush; kiosk orders ``TPE-PC-20261204-0417`` (the UTC day, made by sipkio),
members ``pc_member_0417``, trace ids ``pc`` + 16 hex digits).

Incidents: slow queries on the loyalty stamps database inkstamp-pg since 14:30 (the stamps service inkstamp fails,
the member app bobamate two hops up fails too; ongoing); a bad deploy of the self-order kiosks sipkio 5.8.0 at 14:40
(still failing, not rolled back) after a clean rollout of sipkio 5.7.2 at 09:00–09:08 (``rollout_ok``); a
kitchen-ticket queue backlog behind the kitchen-ticket consumer tickbrew 12:00–13:10 (resolved); the delivery
partner foodlynx's certificate expired at 13:30 and was renewed at 13:50 (delivery dispatch dispatchtea failed its
handshakes; resolved); a WARN-only latency blip of the store dashboards storeboard at 10:15–10:27; yesterday evening
19:10–20:05 an eviction storm on the menu cache menumint-redis behind the menu service menumint, reaching the kiosks
sipkio (chain sipkio → menumint → menumint-redis).
Healthy: tillpearl (payments) and its partner yuanpay, sipkio-db, storeboard-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Taipei")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="pearlcup",
    title="Pearlcup bubble-tea ordering",
    seed=70417,
    timezone="Asia/Taipei",
    anchor=_at(4, 15, 5),
    hours=36,
    ids=IdFormats(order="TPE-PC-{date}-{num:4}", user="pc_member_{num:4}", trace="pc{hex:16}"),
    order_service="sipkio",
    orders_per_hour=40,
    order_statuses=("PAID", "PAID", "BREWING", "PICKED_UP"),
    vocab=Vocabulary(request_rate="cups_req_per_sec", latency="serve_p95_ms", error_ratio="failed_req_frac",
                     hit_ratio="menu_hit_frac", evictions="menu_keys_evicted_ps", query_latency="stamp_sql_p95_ms",
                     lock_waits="stamp_lock_waits_ps", pool_in_use="db_sessions_busy",
                     pool_size="db_sessions_max", consumer_lag="kitchen_tickets_pending",
                     tls_days="peer_cert_days_remaining", tls_failures="peer_handshake_fail_ps",
                     cache_alert="MenuCacheHitFracLow", latency_alert="ServeP95Slow",
                     error_alert="FailedReqFracHigh", db_alert="StampSqlSlow", pool_alert="DbSessionsExhausted",
                     lag_alert="KitchenTicketsPiling", tls_alert="PeerCertHandshakeFail"),
    services=(
        _S(name="bobamate", team="会员App组 Member App", description_zh="会员 App (手机点单与集点)",
           description_en="member app", depends_on=("inkstamp", "sipkio")),
        _S(name="sipkio", team="门店点单组 Store Ordering", description_zh="自助点单机",
           description_en="self-order kiosks", depends_on=("menumint", "tillpearl", "sipkio-db")),
        _S(name="sipkio-db", kind="mysql", team="门店点单组 Store Ordering", description_zh="点单数据库 (MySQL)",
           description_en="orders database"),
        _S(name="inkstamp", team="会员积点组 Loyalty", description_zh="集点印章服务",
           description_en="loyalty stamps", depends_on=("inkstamp-pg",)),
        _S(name="inkstamp-pg", kind="postgres", team="DBA", description_zh="集点数据库 (PostgreSQL)",
           description_en="loyalty stamps database"),
        _S(name="menumint", team="菜单组 Menu", description_zh="菜单与价目",
           description_en="menu and prices", depends_on=("menumint-redis",)),
        _S(name="menumint-redis", kind="redis", team="菜单组 Menu", description_zh="菜单缓存 (Redis)",
           description_en="menu cache"),
        _S(name="tickbrew", team="后厨组 Kitchen", description_zh="后厨出单 (制茶工单)",
           description_en="kitchen tickets", depends_on=("tickbrew-q",)),
        _S(name="tickbrew-q", kind="kafka", team="后厨组 Kitchen", description_zh="出单队列 (Kafka)",
           description_en="kitchen-ticket queue"),
        _S(name="dispatchtea", team="外送组 Delivery", description_zh="外送派单",
           description_en="delivery dispatch", depends_on=("foodlynx",)),
        _S(name="foodlynx", kind="external", team="外部 External", description_zh="外送合作平台",
           description_en="delivery partner"),
        _S(name="tillpearl", team="支付组 Payments", description_zh="支付服务",
           description_en="payments service", depends_on=("yuanpay",)),
        _S(name="yuanpay", kind="external", team="外部 External", description_zh="第三方支付合作方",
           description_en="payment partner"),
        _S(name="storeboard", team="门店运营组 Store Ops", description_zh="门店看板 (店长后台)",
           description_en="store dashboards", depends_on=("storeboard-db",)),
        _S(name="storeboard-db", kind="mysql", team="门店运营组 Store Ops", description_zh="看板数据库 (MySQL)",
           description_en="dashboards database"),
    ),
    incidents=(
        IncidentSpec(id="inkstamp-slow-query", kind="database", flavor="slow_query", service="inkstamp",
                     origin="inkstamp-pg", start=_at(4, 14, 30), error_rate=3, error_code="INK-5204",
                     warn_code="ISP-W17", upstream=("bobamate",), upstream_code="BBM-5031"),
        IncidentSpec(id="sipkio-bad-deploy", kind="deploy", service="sipkio", start=_at(4, 14, 40),
                     error_rate=4, error_code="SPK-5002", version="5.8.0", previous_version="5.7.2",
                     order_failure_share=0.4, order_status="KIOSK_ERROR"),
        IncidentSpec(id="sipkio-rollout", kind="deploy", service="sipkio", start=_at(4, 9, 0),
                     end=_at(4, 9, 8), version="5.7.2", previous_version="5.7.1", rollout_ok=True),
        IncidentSpec(id="tickbrew-backlog", kind="queue", service="tickbrew", origin="tickbrew-q",
                     start=_at(4, 12, 0), end=_at(4, 13, 10), error_rate=2, error_code="TKB-4408",
                     warn_code="TBQ-W12", topic="kitchen.tickets", alert_severity="warning"),
        IncidentSpec(id="foodlynx-cert", kind="certificate", service="dispatchtea", origin="foodlynx",
                     start=_at(4, 13, 30), end=_at(4, 13, 50), error_rate=3, error_code="DPT-4953"),
        IncidentSpec(id="storeboard-blip", kind="blip", service="storeboard", start=_at(4, 10, 15),
                     end=_at(4, 10, 27), error_rate=0, warn_code="SBD-W04", alert_severity="warning"),
        IncidentSpec(id="menumint-evictions", kind="cache", service="menumint", origin="menumint-redis",
                     start=_at(3, 19, 10), end=_at(3, 20, 5), error_rate=3, error_code="MNT-5044",
                     warn_code="MMR-W03", upstream=("sipkio",), upstream_code="SPK-5041",
                     order_failure_share=0.3, order_status="MENU_UNAVAILABLE"),
    ),
)
