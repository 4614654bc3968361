"""Held-out world ``kavabar``: a cafe chain's point-of-sale and loyalty in Pacific/Efate (UTC+11:00, no daylight
time; "now" is 20:40 local on 4 December = 09:40 UTC the same morning; till orders ``KV:0417:EF`` (made by the till
checkout tilldesk, colons), loyalty members ``kvm_ab12cd``, trace ids ``kvb`` + 14 hex digits).

Incidents: a bad deploy of the POS sync service kavasync 4.8.0 at 19:55, NOT rolled back and still failing (the till
checkout tilldesk fails card payments with it: records ``PAYMENT_FAILED``); lock waits on the points database
beanpoints-pg at lunch 12:10–12:40 behind the loyalty points service beanpoints (tilldesk failed point redemptions:
records ``REDEEM_FAILED``; resolved); a WARN-only latency blip of the barista tablets brewpad at 16:20–16:32 (no
errors); yesterday evening 18:30–18:55 an eviction storm on the menu cache menuboard-redis behind the menu service
menuboard, reaching brewpad (chain brewpad → menuboard → menuboard-redis; resolved).
Healthy: the delivery partner link dashrun and the silent delivery partner dashkiwi (no trouble at all), the card
payment gateway cardpay and its acquirer acquirebank, e-receipts receiptmail, the POS sync queue posq, the orders
database tilldesk-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Efate")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="kavabar",
    title="Kavabar cafes point-of-sale and loyalty",
    seed=61104,
    timezone="Pacific/Efate",
    anchor=_at(4, 20, 40),
    hours=36,
    ids=IdFormats(order="KV:{seq:4}:{alpha:2}", user="kvm_{hex:6}", trace="kvb{hex:14}"),
    order_service="tilldesk",
    orders_per_hour=40,
    order_statuses=("PAID", "PAID", "SERVED", "PICKED_UP"),
    vocab=Vocabulary(request_rate="till_req_ps", latency="till_p95_ms", error_ratio="till_err_frac",
                     hit_ratio="menu_cache_hit_frac", evictions="menu_cache_evicted_ps",
                     query_latency="points_sql_p95_ms", lock_waits="points_lock_waits_ps",
                     pool_in_use="points_conns_busy", pool_size="points_conns_max",
                     consumer_lag="pos_events_unread", tls_days="gw_cert_days_left",
                     tls_failures="gw_tls_fail_ps", cache_alert="MenuCacheHitLow", latency_alert="TillP95Slow",
                     error_alert="TillErrFracHigh", db_alert="PointsLockWaits", pool_alert="PointsConnsExhausted",
                     lag_alert="PosEventsPiling", tls_alert="GatewayTlsFailing"),
    services=(
        _S(name="brewpad", team="门店设备组 Store Devices", description_zh="咖啡师平板 (吧台点单屏)",
           description_en="barista tablets", depends_on=("menuboard", "kavasync")),
        _S(name="tilldesk", team="收银组 Tills", description_zh="收银结账服务",
           description_en="till checkout", depends_on=("tilldesk-db", "kavasync", "beanpoints", "cardpay")),
        _S(name="tilldesk-db", kind="mysql", team="收银组 Tills", description_zh="收银订单库 (MySQL)",
           description_en="till orders database"),
        _S(name="kavasync", team="收银组 Tills", description_zh="POS 同步服务",
           description_en="POS sync service", depends_on=("posq", "tilldesk-db")),
        _S(name="posq", kind="kafka", team="收银组 Tills", description_zh="POS 同步队列 (Kafka)",
           description_en="POS sync queue"),
        _S(name="beanpoints", team="会员积分组 Loyalty", description_zh="会员积分服务",
           description_en="loyalty points service", depends_on=("beanpoints-pg",)),
        _S(name="beanpoints-pg", kind="postgres", team="DBA", description_zh="积分数据库 (PostgreSQL)",
           description_en="points database"),
        _S(name="menuboard", team="菜单组 Menu", description_zh="菜单服务",
           description_en="menu service", depends_on=("menuboard-redis",)),
        _S(name="menuboard-redis", kind="redis", team="菜单组 Menu", description_zh="菜单缓存 (Redis)",
           description_en="menu cache"),
        _S(name="cardpay", team="支付组 Payments", description_zh="刷卡支付网关",
           description_en="card payment gateway", depends_on=("acquirebank",)),
        _S(name="acquirebank", kind="external", team="外部 External", description_zh="收单银行 (外部)",
           description_en="card acquirer bank"),
        _S(name="dashrun", team="外卖组 Delivery", description_zh="外卖对接服务",
           description_en="delivery partner link", depends_on=("dashkiwi", "menuboard")),
        _S(name="dashkiwi", kind="external", team="外部 External", description_zh="外卖平台合作方",
           description_en="delivery partner"),
        _S(name="receiptmail", team="会员积分组 Loyalty", description_zh="电子小票服务",
           description_en="e-receipts"),
    ),
    incidents=(
        IncidentSpec(id="kavasync-bad-deploy", kind="deploy", service="kavasync", start=_at(4, 19, 55),
                     error_rate=4, error_code="PSY-5003", version="4.8.0", previous_version="4.7.2",
                     upstream=("tilldesk",), upstream_code="TLP-5021", order_failure_share=0.4,
                     order_status="PAYMENT_FAILED"),
        IncidentSpec(id="brewpad-blip", kind="blip", service="brewpad", start=_at(4, 16, 20),
                     end=_at(4, 16, 32), error_rate=0, warn_code="BRP-W05", alert_severity="warning"),
        IncidentSpec(id="beanpoints-lock", kind="database", flavor="lock_wait", service="beanpoints",
                     origin="beanpoints-pg", start=_at(4, 12, 10), end=_at(4, 12, 40), error_rate=3,
                     error_code="BNP-5213", warn_code="BPG-W31", upstream=("tilldesk",), upstream_code="TLP-5077",
                     order_failure_share=0.5, order_status="REDEEM_FAILED"),
        IncidentSpec(id="menuboard-evictions", kind="cache", service="menuboard", origin="menuboard-redis",
                     start=_at(3, 18, 30), end=_at(3, 18, 55), error_rate=3, error_code="MNH-5044",
                     warn_code="MNR-W02", upstream=("brewpad",), upstream_code="BRP-5041"),
    ),
)
