"""Held-out world ``minecart``: a silver mine's ore-car and hoist operations plus miners' safety check-ins, in
America/La_Paz (UTC-04:00, no daylight time; "now" is 16:40 local on 4 December = 20:40 UTC, late in the day
shift); ore-car trips ``TRIP-4K-00417`` (made by the ore-car tracking cart-tracker-v3), miners ``PT-0417-AG``,
trace ids ``mc`` + 14 hex digits.

Incidents: a bad deploy of the hoist-control gateway hoist2-gw 5.3.0 at 16:10, NOT rolled back and still failing
(cart-tracker-v3 fails ore-car trips with it, status ``HOIST_ABORTED``); an eviction storm on the ventilation
sensor cache ventwatch-redis 15:55-16:20 behind the ventilation sensor service ventwatch3, reaching the shift
check-in kiosk app shiftgate-kiosk (chain shiftgate-kiosk → ventwatch3 → ventwatch-redis; resolved); a WARN-only
slowdown of the assay lab service assaylab-api since 16:25 (ongoing); last night 23:30-00:15 (across midnight) the
payroll-export partner bancominas' certificate was expired (payroll-xport failed its handshakes; renewed).
Healthy: minerdir (miners directory), lamproom4 (cap-lamp room), assay-pg, cart-trips-db, shift-events-q.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/La_Paz")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="minecart",
    title="Minecart silver mine haulage and safety",
    seed=61417,
    timezone="America/La_Paz",
    anchor=_at(4, 16, 40),
    hours=36,
    ids=IdFormats(order="TRIP-4K-{seq:5}", user="PT-{num:4}-AG", trace="mc{hex:14}"),
    order_service="cart-tracker-v3",
    orders_per_hour=36,
    order_statuses=("LOADED", "HOISTED", "HOISTED", "DUMPED"),
    vocab=Vocabulary(request_rate="skip_calls_ps", latency="skip_p95_ms", error_ratio="skip_fail_frac",
                     hit_ratio="airdata_hit_frac", evictions="airdata_evicted_ps", query_latency="assay_sql_p95_ms",
                     lock_waits="assay_lock_waits_ps", pool_in_use="assay_conns_used",
                     pool_size="assay_conns_cap", consumer_lag="shift_events_behind",
                     tls_days="bank_cert_days_left", tls_failures="bank_tls_fail_ps",
                     cache_alert="AirdataHitFracLow", latency_alert="SkipP95Slow",
                     error_alert="SkipFailFracHigh", db_alert="AssaySqlSlow", pool_alert="AssayConnsFull",
                     lag_alert="ShiftEventsBehind", tls_alert="BankTlsBroken"),
    services=(
        _S(name="shiftgate-kiosk", team="安全签到组 Safety Check-in", description_zh="下井签到机 (班次签到App)",
           description_en="shift check-in kiosk app", depends_on=("ventwatch3", "minerdir", "shift-events-q")),
        _S(name="ventwatch3", team="通风组 Ventilation", description_zh="通风传感器服务",
           description_en="ventilation sensor service", depends_on=("ventwatch-redis",)),
        _S(name="ventwatch-redis", kind="redis", team="通风组 Ventilation", description_zh="通风数据缓存 (Redis)",
           description_en="ventilation sensor cache"),
        _S(name="minerdir", team="安全签到组 Safety Check-in", description_zh="矿工名册服务",
           description_en="miners directory"),
        _S(name="shift-events-q", kind="kafka", team="安全签到组 Safety Check-in",
           description_zh="班次事件队列 (Kafka)", description_en="shift events queue"),
        _S(name="lamproom4", team="安全签到组 Safety Check-in", description_zh="矿灯房服务",
           description_en="cap-lamp room service", depends_on=("shift-events-q",)),
        _S(name="cart-tracker-v3", team="运输组 Haulage", description_zh="矿车追踪 (矿车趟次)",
           description_en="ore-car tracking", depends_on=("cart-trips-db", "hoist2-gw")),
        _S(name="cart-trips-db", kind="mysql", team="运输组 Haulage", description_zh="矿车趟次数据库 (MySQL)",
           description_en="ore-car trips database"),
        _S(name="hoist2-gw", team="提升机组 Hoist Control", description_zh="提升机控制网关 (罐笼/箕斗)",
           description_en="hoist control gateway"),
        _S(name="assaylab-api", team="化验室 Assay Lab", description_zh="化验室服务 (品位化验)",
           description_en="assay lab service", depends_on=("assay-pg",)),
        _S(name="assay-pg", kind="postgres", team="化验室 Assay Lab", description_zh="化验数据库 (PostgreSQL)",
           description_en="assay database"),
        _S(name="payroll-xport", team="薪酬组 Payroll", description_zh="工资导出服务",
           description_en="payroll export", depends_on=("bancominas",)),
        _S(name="bancominas", kind="external", team="外部 External", description_zh="工资代发银行合作方",
           description_en="payroll bank partner"),
    ),
    incidents=(
        IncidentSpec(id="hoist2-bad-deploy", kind="deploy", service="hoist2-gw", start=_at(4, 16, 10),
                     error_rate=4, error_code="HST-5307", version="5.3.0", previous_version="5.2.6",
                     upstream=("cart-tracker-v3",), upstream_code="CTR-5120",
                     order_failure_share=0.45, order_status="HOIST_ABORTED"),
        IncidentSpec(id="ventwatch-evictions", kind="cache", service="ventwatch3", origin="ventwatch-redis",
                     start=_at(4, 15, 55), end=_at(4, 16, 20), error_rate=3, error_code="VWT-5044",
                     warn_code="VWR-W11", upstream=("shiftgate-kiosk",), upstream_code="SGK-5041"),
        IncidentSpec(id="assaylab-slow", kind="blip", service="assaylab-api", start=_at(4, 16, 25),
                     error_rate=0, warn_code="ASY-W19", alert_severity="warning"),
        IncidentSpec(id="bancominas-cert", kind="certificate", service="payroll-xport", origin="bancominas",
                     start=_at(3, 23, 30), end=_at(4, 0, 15), error_rate=3, error_code="PXP-4953"),
    ),
)
