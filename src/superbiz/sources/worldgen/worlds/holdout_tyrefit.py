"""Held-out world ``tyrefit``: tyre fitting and wheel-alignment appointments for a chain of car-service garages in
Europe/Sofia (UTC+02:00 in December, EET; "now" is 15:40 local on 4 December = 13:40 UTC; the data begin at 03:40
local on 3 December; fitting bookings ``TFB-20261204-01319`` (made by slotbook; the date part is the UTC creation
day), drivers ``DRV287873BG``, trace ids ``tf`` + 8 hex digits + ``-`` + 4 hex digits).

Incidents: the bookings database connection pool of the booking service slotbook is exhausted twice today — this
morning 08:10–08:35 (resolved) and again since 13:50 (still going on) — waiting on the bookings database slotbook-db
(chain fitmate-app → slotbook → slotbook-db); both episodes fail bookings (status ``SLOT_NOT_HELD``, code
``SLB-5307``) and the customer app fitmate-app sees the 503s (``FMA-5031``); a clean rollout of the garage tablet
app backend bayboard 5.2.0 at 11:00–11:06 (``rollout_ok``); a WARN-only latency blip of the SMS reminders
smsnudge at 12:20–12:31; yesterday 16:00–16:45 the external tyre-supplier stock API treadsupply (silent: no logs of
its own) failed its TLS handshakes with the tyre stock service tyrestock (its certificate had expired; the
generator's only kind for a silent partner), so the customer app's availability look-ups failed too
(``FMA-4042``). Team acronym "GTS" (garage tablet services) names two services: bayboard and jobcard.
Healthy: jobcard (GTS job cards), alignbay (wheel alignment bays), paywheel (payments), paywheel-redis,
tyrestock-pg, nudge-q.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Sofia")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tyrefit",
    title="Tyrefit garage tyre fitting and alignment bookings",
    seed=240417,
    timezone="Europe/Sofia",
    anchor=_at(4, 15, 40),
    hours=36,
    ids=IdFormats(order="TFB-{date}-{seq:5}", user="DRV{num:6}BG", trace="tf{hex:8}-{hex:4}"),
    order_service="slotbook",
    orders_per_hour=45,
    order_statuses=("CONFIRMED", "CONFIRMED", "FITTED", "NO_SHOW"),
    vocab=Vocabulary(request_rate="fit_req_ps", latency="fit_p99_ms", error_ratio="fit_err_ratio",
                     hit_ratio="tf_cache_hit", evictions="tf_evicted_ps", query_latency="tf_sql_p99_ms",
                     lock_waits="tf_lock_waits_ps", pool_in_use="booking_pool_busy",
                     pool_size="booking_pool_max", consumer_lag="reminders_unsent",
                     tls_days="supplier_cert_days_left", tls_failures="supplier_tls_errors_ps",
                     cache_alert="TfCacheHitLow", latency_alert="FitP99High", error_alert="FitErrRatioHigh",
                     db_alert="TfSqlSlow", pool_alert="BookingPoolExhausted", lag_alert="RemindersPiling",
                     tls_alert="SupplierTlsFailing"),
    services=(
        _S(name="fitmate-app", team="客户端组 Customer App", description_zh="客户App (预约换胎/四轮定位)",
           description_en="customer app", depends_on=("slotbook", "tyrestock", "paywheel")),
        _S(name="bayboard", team="GTS 门店平板服务组 Garage Tablet Services",
           description_zh="GTS 门店平板App后端 (工位看板)", description_en="GTS garage tablet app backend",
           depends_on=("slotbook", "jobcard")),
        _S(name="jobcard", team="GTS 门店平板服务组 Garage Tablet Services",
           description_zh="GTS 施工工单服务", description_en="GTS job card service", depends_on=("tyrestock",)),
        _S(name="slotbook", team="预约组 Bookings", description_zh="换胎预约服务",
           description_en="fitting bookings service", depends_on=("slotbook-db", "alignbay", "smsnudge")),
        _S(name="slotbook-db", kind="mysql", team="预约组 Bookings", description_zh="预约数据库 (MySQL)",
           description_en="bookings database"),
        _S(name="alignbay", team="四轮定位组 Alignment", description_zh="四轮定位工位排期",
           description_en="wheel alignment bay scheduling"),
        _S(name="tyrestock", team="库存组 Tyre Stock", description_zh="轮胎库存服务",
           description_en="tyre stock service", depends_on=("tyrestock-pg", "treadsupply")),
        _S(name="tyrestock-pg", kind="postgres", team="库存组 Tyre Stock",
           description_zh="库存数据库 (PostgreSQL)", description_en="stock database"),
        _S(name="treadsupply", kind="external", team="外部 External", description_zh="轮胎供应商库存接口",
           description_en="tyre supplier stock API"),
        _S(name="paywheel", team="支付组 Payments", description_zh="支付服务", description_en="payments",
           depends_on=("paywheel-redis",)),
        _S(name="paywheel-redis", kind="redis", team="支付组 Payments", description_zh="支付会话缓存 (Redis)",
           description_en="payment session cache"),
        _S(name="smsnudge", team="消息组 Messaging", description_zh="短信提醒服务",
           description_en="SMS reminders", depends_on=("nudge-q",)),
        _S(name="nudge-q", kind="kafka", team="消息组 Messaging", description_zh="提醒消息队列 (Kafka)",
           description_en="reminder queue"),
    ),
    incidents=(
        IncidentSpec(id="slotbook-pool-morning", kind="database", flavor="pool", service="slotbook",
                     origin="slotbook-db", start=_at(4, 8, 10), end=_at(4, 8, 35), error_rate=3,
                     error_code="SLB-5307", warn_code="SBD-W14", upstream=("fitmate-app",),
                     upstream_code="FMA-5031", order_failure_share=0.6, order_status="SLOT_NOT_HELD"),
        IncidentSpec(id="slotbook-pool-afternoon", kind="database", flavor="pool", service="slotbook",
                     origin="slotbook-db", start=_at(4, 13, 50), error_rate=3,
                     error_code="SLB-5307", warn_code="SBD-W14", upstream=("fitmate-app",),
                     upstream_code="FMA-5031", order_failure_share=0.4, order_status="SLOT_NOT_HELD"),
        IncidentSpec(id="bayboard-rollout", kind="deploy", service="bayboard", start=_at(4, 11, 0),
                     end=_at(4, 11, 6), version="5.2.0", previous_version="5.1.3", rollout_ok=True),
        IncidentSpec(id="smsnudge-blip", kind="blip", service="smsnudge", start=_at(4, 12, 20),
                     end=_at(4, 12, 31), error_rate=0, warn_code="SMN-W07", alert_severity="warning"),
        IncidentSpec(id="treadsupply-cert", kind="certificate", service="tyrestock", origin="treadsupply",
                     start=_at(3, 16, 0), end=_at(3, 16, 45), error_rate=3, error_code="TST-4958",
                     upstream=("fitmate-app",), upstream_code="FMA-4042"),
    ),
)
