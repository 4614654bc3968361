"""Held-out world ``wheatrail``: grain freight by rail in Australia/Perth (UTC+08:00, no daylight time; "now" is
17:55 local on 4 December = 09:55 UTC, the end of a harvest day; delivery bookings ``WR-HV26-0417`` (made by
haulbook), growers ``GRW.0417.WA``, trace ids ``whr-`` + 12 hex digits).

Incidents: lock waits on the deliveries database loadledger-pg since 16:20 make the weighbridge ingest reader
tarewise fail, and the weighbridge ingest queue scalewire-q backs up behind it since 16:30 (chain tarewise →
loadledger-pg; both ongoing); a bad deploy of the silo intake siloin 7.2.0 at 14:10, rolled back at 14:30 (the
booking service haulbook failed some bookings with it); a clean rollout of the rail car allocation wagonmatch
3.4.1 at 13:00–13:07 (``rollout_ok``); a WARN-only latency blip of the growers portal growgate at 11:40–11:52; an
eviction storm on the grain grades cache gradekeep-redis this morning 08:00–08:25 behind the grades service
gradekeep, reaching siloin (chain siloin → gradekeep → gradekeep-redis; resolved); yesterday 09:00–09:50 the
freight-invoicing partner invoxa's certificate was expired (freightbill failed its handshakes; renewed).
Healthy: paytally (grower payments), haulbook-db, wagonmatch-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Australia/Perth")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="wheatrail",
    title="Wheatrail grain freight by rail",
    seed=80417,
    timezone="Australia/Perth",
    anchor=_at(4, 17, 55),
    hours=36,
    ids=IdFormats(order="WR-HV26-{seq:4}", user="GRW.{num:4}.WA", trace="whr-{hex:12}"),
    order_service="haulbook",
    orders_per_hour=40,
    order_statuses=("BOOKED", "BOOKED", "WEIGHED", "RAILED"),
    vocab=Vocabulary(request_rate="tonnage_req_ps", latency="haul_p95_ms", error_ratio="haul_err_frac",
                     hit_ratio="grades_hit_frac", evictions="grades_evicted_ps", query_latency="ledger_sql_p95_ms",
                     lock_waits="ledger_lock_waits_ps", pool_in_use="ledger_conns_busy",
                     pool_size="ledger_conns_max", consumer_lag="weigh_tickets_unread",
                     tls_days="partner_cert_days_left", tls_failures="partner_tls_fail_ps",
                     cache_alert="GradesHitFracLow", latency_alert="HaulP95Slow",
                     error_alert="HaulErrFracHigh", db_alert="LedgerLockWaits", pool_alert="LedgerConnsExhausted",
                     lag_alert="WeighTicketsPiling", tls_alert="PartnerTlsFailing"),
    services=(
        _S(name="growgate", team="种植户门户组 Grower Portal", description_zh="种植户门户 (网页与App)",
           description_en="growers portal", depends_on=("haulbook", "gradekeep", "paytally")),
        _S(name="haulbook", team="收货预约组 Harvest Bookings", description_zh="收货交付预约",
           description_en="harvest delivery bookings", depends_on=("haulbook-db", "wagonmatch", "siloin")),
        _S(name="haulbook-db", kind="mysql", team="收货预约组 Harvest Bookings", description_zh="预约数据库 (MySQL)",
           description_en="bookings database"),
        _S(name="siloin", team="筒仓收货组 Silo Intake", description_zh="筒仓入仓服务",
           description_en="silo intake service", depends_on=("gradekeep", "loadledger-pg")),
        _S(name="tarewise", team="地磅组 Weighbridge", description_zh="地磅数据接入 (读队列写库)",
           description_en="weighbridge ingest reader", depends_on=("scalewire-q", "loadledger-pg")),
        _S(name="scalewire-q", kind="kafka", team="地磅组 Weighbridge", description_zh="地磅接入队列 (Kafka)",
           description_en="weighbridge ingest queue"),
        _S(name="loadledger-pg", kind="postgres", team="DBA", description_zh="交付记录数据库 (PostgreSQL)",
           description_en="deliveries database"),
        _S(name="wagonmatch", team="铁路调度组 Rail Ops", description_zh="车皮分配服务",
           description_en="rail car allocation service", depends_on=("wagonmatch-db",)),
        _S(name="wagonmatch-db", kind="mysql", team="铁路调度组 Rail Ops", description_zh="车皮数据库 (MySQL)",
           description_en="rail car database"),
        _S(name="gradekeep", team="质检组 Grain Quality", description_zh="谷物等级服务",
           description_en="grain grades service", depends_on=("gradekeep-redis",)),
        _S(name="gradekeep-redis", kind="redis", team="质检组 Grain Quality", description_zh="谷物等级缓存 (Redis)",
           description_en="grain grades cache"),
        _S(name="freightbill", team="运费结算组 Freight Billing", description_zh="运费开票服务",
           description_en="freight invoicing", depends_on=("invoxa",)),
        _S(name="invoxa", kind="external", team="外部 External", description_zh="运费开票合作方",
           description_en="freight-invoicing partner"),
        _S(name="paytally", team="付款组 Grower Payments", description_zh="种植户付款服务",
           description_en="grower payments"),
    ),
    incidents=(
        IncidentSpec(id="loadledger-lock", kind="database", flavor="lock_wait", service="tarewise",
                     origin="loadledger-pg", start=_at(4, 16, 20), error_rate=3, error_code="TRW-5213",
                     warn_code="LLP-W31"),
        IncidentSpec(id="scalewire-backlog", kind="queue", service="tarewise", origin="scalewire-q",
                     start=_at(4, 16, 30), error_rate=2, error_code="TRW-4410", warn_code="SWQ-W08",
                     topic="weighbridge.tickets"),
        IncidentSpec(id="siloin-bad-deploy", kind="deploy", service="siloin", start=_at(4, 14, 10),
                     end=_at(4, 14, 30), error_rate=4, error_code="SIN-5002", version="7.2.0",
                     previous_version="7.1.4", upstream=("haulbook",), upstream_code="HBK-5031",
                     order_failure_share=0.4, order_status="INTAKE_REJECTED"),
        IncidentSpec(id="wagonmatch-rollout", kind="deploy", service="wagonmatch", start=_at(4, 13, 0),
                     end=_at(4, 13, 7), version="3.4.1", previous_version="3.4.0", rollout_ok=True),
        IncidentSpec(id="growgate-blip", kind="blip", service="growgate", start=_at(4, 11, 40),
                     end=_at(4, 11, 52), error_rate=0, warn_code="GRG-W05", alert_severity="warning"),
        IncidentSpec(id="gradekeep-evictions", kind="cache", service="gradekeep", origin="gradekeep-redis",
                     start=_at(4, 8, 0), end=_at(4, 8, 25), error_rate=3, error_code="GDK-5044",
                     warn_code="GKR-W02", upstream=("siloin",), upstream_code="SIN-5041"),
        IncidentSpec(id="invoxa-cert", kind="certificate", service="freightbill", origin="invoxa",
                     start=_at(3, 9, 0), end=_at(3, 9, 50), error_rate=3, error_code="FRB-4953"),
    ),
)
