"""Held-out world ``yurtstay``: nomad ger (yurt) camp bookings and horse treks in Asia/Hovd (UTC+07:00, no daylight
time; "now" is 18:00 local on 4 December 2026 = 11:00 UTC on 4 December; camp bookings ``GER00417HV`` (made by the
camp booking app ailbook), travellers ``khan_40417``, trace ids ``yt-`` + 12 hex digits).

Incidents: a satellite-SMS partner certificate expiry this morning 07:00-07:45 (the partner tengersms behind the
guest notifier dokhio; resolved); a bad deploy of the horse trek scheduler morintrek 4.6.0 at 15:10, rolled back at
15:40 (trek reservations failed as records, status ``TREK_FAILED``); an eviction storm on the availability cache
nuudel-redis since 17:35, still going, behind the availability lookup nuudel and reaching the camp booking app
ailbook (chain ailbook -> nuudel -> nuudel-redis; failed camp bookings as records, status ``BOOKING_FAILED``).
Look-alikes: the camp booking app ailbook (in trouble since 17:35) and the camp inventory gerstock (healthy).
Healthy: the camp inventory gerstock and its database gerstock-pg, the quiet payment service tugrikon and its
database tugrikon-db, the booking database ailbook-db, the trek database morintrek-pg, the support desk kheerdesk.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Hovd")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="yurtstay",
    title="Yurtstay nomad ger camp bookings and horse treks",
    seed=73906,
    timezone="Asia/Hovd",
    anchor=_at(4, 18, 0),
    hours=34,
    ids=IdFormats(order="GER{seq:5}HV", user="khan_{num:5}", trace="yt-{hex:12}"),
    order_service="ailbook",
    orders_per_hour=60,
    order_statuses=("RESERVED", "CONFIRMED", "CONFIRMED", "CHECKED_IN"),
    vocab=Vocabulary(request_rate="ger_req_per_s", latency="ger_p99_ms", error_ratio="ger_fail_frac",
                     hit_ratio="vacancy_cache_hit_frac", evictions="vacancy_cache_evicts_ps",
                     query_latency="steppe_sql_p99_ms", lock_waits="steppe_lock_waits_ps",
                     pool_in_use="steppe_conns_used", pool_size="steppe_conns_cap",
                     consumer_lag="steppe_msgs_waiting", tls_days="satsms_cert_days_left",
                     tls_failures="satsms_tls_fail_ps", cache_alert="VacancyCacheHitLow",
                     latency_alert="GerP99TooSlow", error_alert="GerFailFracHigh", db_alert="SteppeSqlSlow",
                     pool_alert="SteppeConnsExhausted", lag_alert="SteppeMsgsPilingUp",
                     tls_alert="SatSmsTlsBroken"),
    services=(
        _S(name="ailbook", team="营地预订组 Camp Booking", description_zh="营地预订 (毡房下单App)",
           description_en="camp booking app",
           depends_on=("ailbook-db", "nuudel", "morintrek", "tugrikon", "dokhio")),
        _S(name="ailbook-db", kind="mysql", team="营地预订组 Camp Booking", description_zh="预订数据库 (MySQL)",
           description_en="booking database"),
        _S(name="nuudel", team="空位组 Vacancy", description_zh="空位查询服务",
           description_en="availability lookup", depends_on=("nuudel-redis", "gerstock")),
        _S(name="nuudel-redis", kind="redis", team="空位组 Vacancy", description_zh="空位缓存 (Redis)",
           description_en="availability cache"),
        _S(name="gerstock", team="营地库存组 Camp Inventory", description_zh="营地库存 (毡房床位管理)",
           description_en="camp inventory", depends_on=("gerstock-pg",)),
        _S(name="gerstock-pg", kind="postgres", team="营地库存组 Camp Inventory",
           description_zh="营地库存数据库 (PostgreSQL)", description_en="camp inventory database"),
        _S(name="morintrek", team="马队组 Horse Treks", description_zh="骑马行程排期服务",
           description_en="horse trek scheduler", depends_on=("morintrek-pg", "dokhio")),
        _S(name="morintrek-pg", kind="postgres", team="马队组 Horse Treks", description_zh="行程数据库 (PostgreSQL)",
           description_en="trek database"),
        _S(name="dokhio", team="通知组 Guest Notify", description_zh="客人通知服务 (短信)",
           description_en="guest notifier", depends_on=("tengersms",)),
        _S(name="tengersms", kind="external", team="外部 External", description_zh="卫星短信合作方",
           description_en="satellite SMS partner"),
        _S(name="tugrikon", team="收款组 Payments", description_zh="收款服务",
           description_en="payment service", depends_on=("tugrikon-db",)),
        _S(name="tugrikon-db", kind="mysql", team="收款组 Payments", description_zh="收款数据库 (MySQL)",
           description_en="payment database"),
        _S(name="kheerdesk", team="客服组 Guest Care", description_zh="客服工单台",
           description_en="guest support desk", depends_on=("ailbook-db", "dokhio")),
    ),
    incidents=(
        IncidentSpec(id="tengersms-cert", kind="certificate", service="dokhio", origin="tengersms",
                     start=_at(4, 7, 0), end=_at(4, 7, 45), error_rate=2, error_code="DKH-4962"),
        IncidentSpec(id="morintrek-bad-deploy", kind="deploy", service="morintrek", start=_at(4, 15, 10),
                     end=_at(4, 15, 40), error_rate=4, error_code="MTK-5019", version="4.6.0",
                     previous_version="4.5.2", order_failure_share=0.5, order_status="TREK_FAILED"),
        IncidentSpec(id="nuudel-evictions", kind="cache", service="nuudel", origin="nuudel-redis",
                     start=_at(4, 17, 35), error_rate=3, error_code="NDL-5072", warn_code="NDR-W31",
                     upstream=("ailbook",), upstream_code="ALB-5034", order_failure_share=0.5,
                     order_status="BOOKING_FAILED"),
    ),
)
