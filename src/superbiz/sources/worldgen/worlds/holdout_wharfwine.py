"""Held-out world ``wharfwine``: a Tasmanian wine estate's cellar-door bookings and wine club shipping in
Australia/Hobart (Australian summer time, UTC+11:00; "now" is 12:10 local on 4 December = 01:10 UTC; orders
``ww-19f3-a7`` (tasting bookings and club shipments, made by cellardoor), club members ``mbr.4821.tas``, trace ids
``wwt`` + 13 hex digits).

Incidents: an eviction storm on the slot cache tastings-cache 11:20–11:50 today behind the tasting slots service
tastings, reaching the cellar-door booking app cellardoor (chain cellardoor → tastings → tastings-cache; resolved;
some tasting bookings failed as ``SLOT_UNAVAILABLE``); the shipping-label partner labelwise's certificate expired
at 11:40 today, still failing (club shipping crateship fails its handshakes; some club shipments failed as
``LABEL_REJECTED``; ongoing); a bad deploy of the club membership service vinclub 4.8.0 yesterday at 17:00, rolled
back at 17:25; a WARN-only latency blip of the loyalty service corkpoints this morning 09:05–09:17.
Healthy: cellardoor-db, vinclub-pg, barrelcount (stock), pourpay (payments), dispatch-q (shipments queue).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Australia/Hobart")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="wharfwine",
    title="Wharfwine estate cellar door and wine club",
    seed=61193,
    timezone="Australia/Hobart",
    anchor=_at(4, 12, 10),
    hours=36,
    ids=IdFormats(order="ww-{hex:4}-{hex:2}", user="mbr.{num:4}.tas", trace="wwt{hex:13}"),
    order_service="cellardoor",
    orders_per_hour=40,
    order_statuses=("BOOKED", "BOOKED", "CONFIRMED", "SHIPPED"),
    vocab=Vocabulary(request_rate="pour_req_ps", latency="pour_p95_ms", error_ratio="pour_err_frac",
                     hit_ratio="slot_hit_frac", evictions="slot_evicted_ps", query_latency="vintage_sql_p95_ms",
                     lock_waits="vintage_lock_waits_ps", pool_in_use="vintage_conns_busy",
                     pool_size="vintage_conns_max", consumer_lag="crate_msgs_unread",
                     tls_days="label_cert_days_left", tls_failures="label_tls_fail_ps",
                     cache_alert="SlotHitFracLow", latency_alert="PourP95Slow",
                     error_alert="PourErrFracHigh", db_alert="VintageLockWaits", pool_alert="VintageConnsExhausted",
                     lag_alert="CrateMsgsPiling", tls_alert="LabelTlsFailing"),
    services=(
        _S(name="cellardoor", team="酒窖门店组 Cellar Door", description_zh="酒窖品鉴预约 (App与网页)",
           description_en="cellar-door booking app", depends_on=("cellardoor-db", "tastings", "vinclub", "pourpay")),
        _S(name="cellardoor-db", kind="mysql", team="酒窖门店组 Cellar Door", description_zh="预约数据库 (MySQL)",
           description_en="bookings database"),
        _S(name="tastings", team="品鉴组 Tastings", description_zh="品鉴时段服务",
           description_en="tasting slots service", depends_on=("tastings-cache", "barrelcount")),
        _S(name="tastings-cache", kind="redis", team="品鉴组 Tastings", description_zh="时段缓存 (Redis)",
           description_en="slot cache"),
        _S(name="barrelcount", team="库存组 Cellar Stock", description_zh="酒品库存服务",
           description_en="wine stock service"),
        _S(name="vinclub", team="酒友会组 Wine Club", description_zh="酒友会会员服务",
           description_en="club membership service", depends_on=("vinclub-pg", "corkpoints")),
        _S(name="vinclub-pg", kind="postgres", team="DBA", description_zh="会员数据库 (PostgreSQL)",
           description_en="members database"),
        _S(name="crateship", team="配送组 Club Shipping", description_zh="酒友会发货服务",
           description_en="club shipping service", depends_on=("labelwise", "dispatch-q", "vinclub")),
        _S(name="dispatch-q", kind="kafka", team="配送组 Club Shipping", description_zh="发货队列 (Kafka)",
           description_en="shipments queue"),
        _S(name="labelwise", kind="external", team="外部 External", description_zh="快递面单合作方",
           description_en="shipping labels partner"),
        _S(name="corkpoints", team="积分组 Loyalty", description_zh="会员积分服务",
           description_en="loyalty points service"),
        _S(name="pourpay", team="支付组 Payments", description_zh="支付服务",
           description_en="payments service"),
    ),
    incidents=(
        IncidentSpec(id="tastings-cache-evictions", kind="cache", service="tastings", origin="tastings-cache",
                     start=_at(4, 11, 20), end=_at(4, 11, 50), error_rate=3, error_code="TST-5071",
                     warn_code="TSC-W14", upstream=("cellardoor",), upstream_code="CDR-5034",
                     order_failure_share=0.4, order_status="SLOT_UNAVAILABLE"),
        IncidentSpec(id="labelwise-cert", kind="certificate", service="crateship", origin="labelwise",
                     start=_at(4, 11, 40), error_rate=3, error_code="CRS-4958",
                     order_failure_share=0.35, order_status="LABEL_REJECTED"),
        IncidentSpec(id="vinclub-bad-deploy", kind="deploy", service="vinclub", start=_at(3, 17, 0),
                     end=_at(3, 17, 25), error_rate=4, error_code="VCL-5009", version="4.8.0",
                     previous_version="4.7.3"),
        IncidentSpec(id="corkpoints-blip", kind="blip", service="corkpoints", start=_at(4, 9, 5),
                     end=_at(4, 9, 17), error_rate=0, warn_code="CKP-W03", alert_severity="warning"),
    ),
)
