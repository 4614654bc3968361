"""Held-out world ``rumbarrel``: a rum distillery's web shop and bottling line IT in America/Paramaribo
(UTC-03:00, no daylight time; "now" is 09:15 local on 4 December = 12:15 UTC, a Friday morning; shop orders
``RB/7781/PA`` (made by the shop front stillfront), customers ``KLT-AB1234``, trace ids ``rbx`` + 14 hex digits).

Incidents: an eviction storm on the cart cache caskcart-redis since 08:55, still going, behind the cart service
caskcart and reaching the shop front stillfront (chain stillfront → caskcart → caskcart-redis; orders fail as
``CART_EXPIRED``); a bad deploy of the bottling scheduler bottleplan 5.3.0 at 08:40, rolled back at 09:00; a
WARN-only latency blip of the label printer service labeljet since 08:10 (ongoing, warning alert only); yesterday
16:00–16:45 the customs-docs partner douanex's certificate was expired (silent partner: only its caller, the
export papers service exportslip, logs the handshake failures; renewed).
Healthy: tourvat (tasting-tour bookings), tourvat-pg, canepay (payments), rumledger-db (order db), fillq (bottling
jobs queue), stockcask (bottle stock).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Paramaribo")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="rumbarrel",
    title="Rumbarrel distillery web shop and bottling line",
    seed=57781,
    timezone="America/Paramaribo",
    anchor=_at(4, 9, 15),
    hours=36,
    ids=IdFormats(order="RB/{seq:4}/PA", user="KLT-{alpha:2}{num:4}", trace="rbx{hex:14}"),
    order_service="stillfront",
    orders_per_hour=30,
    order_statuses=("PLACED", "PLACED", "PAID", "SHIPPED"),
    vocab=Vocabulary(request_rate="shop_req_ps", latency="shop_p95_ms", error_ratio="shop_err_frac",
                     hit_ratio="cart_hit_frac", evictions="cart_evicted_ps", query_latency="ledger_q_p95_ms",
                     lock_waits="ledger_lockwait_ps", pool_in_use="ledger_pool_busy",
                     pool_size="ledger_pool_max", consumer_lag="fill_jobs_lag",
                     tls_days="douane_cert_days_left", tls_failures="douane_tls_fail_ps",
                     cache_alert="CartCacheHitLow", latency_alert="ShopP95High",
                     error_alert="ShopErrFracHigh", db_alert="LedgerSlow", pool_alert="LedgerPoolFull",
                     lag_alert="FillJobsLagging", tls_alert="DouaneTlsFailing"),
    services=(
        _S(name="stillfront", team="网店组 Web Shop", description_zh="网店前台 (官网商城)",
           description_en="shop front", depends_on=("caskcart", "rumledger-db", "canepay", "stockcask")),
        _S(name="caskcart", team="网店组 Web Shop", description_zh="购物车服务",
           description_en="cart service", depends_on=("caskcart-redis",)),
        _S(name="caskcart-redis", kind="redis", team="网店组 Web Shop", description_zh="购物车缓存 (Redis)",
           description_en="cart cache"),
        _S(name="rumledger-db", kind="mysql", team="DBA", description_zh="订单库 (MySQL)",
           description_en="order db"),
        _S(name="canepay", team="支付组 Payments", description_zh="支付服务",
           description_en="payments"),
        _S(name="stockcask", team="仓储组 Warehouse", description_zh="成品酒库存服务",
           description_en="bottle stock service", depends_on=("rumledger-db",)),
        _S(name="bottleplan", team="灌装线组 Bottling Line", description_zh="灌装排产 (灌装调度)",
           description_en="bottling scheduler", depends_on=("fillq", "stockcask")),
        _S(name="fillq", kind="kafka", team="灌装线组 Bottling Line", description_zh="灌装任务队列 (Kafka)",
           description_en="bottling jobs queue"),
        _S(name="labeljet", team="灌装线组 Bottling Line", description_zh="贴标打印机服务 (标签打印)",
           description_en="label printer", depends_on=("fillq",)),
        _S(name="exportslip", team="出口报关组 Export", description_zh="报关单据服务 (出口文件)",
           description_en="export papers service", depends_on=("douanex",)),
        _S(name="douanex", kind="external", team="外部 External", description_zh="报关单据合作方",
           description_en="customs-docs partner"),
        _S(name="tourvat", team="品鉴游组 Tasting Tours", description_zh="酒厂品鉴游预约",
           description_en="tasting-tour bookings", depends_on=("tourvat-pg", "canepay")),
        _S(name="tourvat-pg", kind="postgres", team="品鉴游组 Tasting Tours", description_zh="品鉴预约库 (PostgreSQL)",
           description_en="tour bookings database"),
    ),
    incidents=(
        IncidentSpec(id="caskcart-evictions", kind="cache", service="caskcart", origin="caskcart-redis",
                     start=_at(4, 8, 55), error_rate=3, error_code="CKC-5071", warn_code="CKR-W14",
                     upstream=("stillfront",), upstream_code="STF-5032",
                     order_failure_share=0.35, order_status="CART_EXPIRED"),
        IncidentSpec(id="bottleplan-bad-deploy", kind="deploy", service="bottleplan", start=_at(4, 8, 40),
                     end=_at(4, 9, 0), error_rate=4, error_code="BPL-5006", version="5.3.0",
                     previous_version="5.2.7"),
        IncidentSpec(id="labeljet-blip", kind="blip", service="labeljet", start=_at(4, 8, 10),
                     error_rate=0, warn_code="LBJ-W22", alert_severity="warning"),
        IncidentSpec(id="douanex-cert", kind="certificate", service="exportslip", origin="douanex",
                     start=_at(3, 16, 0), end=_at(3, 16, 45), error_rate=3, error_code="EXS-4958"),
    ),
)
