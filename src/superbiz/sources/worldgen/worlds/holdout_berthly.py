"""Held-out world ``berthly``: a marina (berth bookings, gate and pontoon access cards, shore power metering,
fuel dock sales, harbour-master notices, a weather data partner, a payments partner) in Pacific/Pago_Pago
(UTC−11:00, no daylight saving; the local day runs 11:00 UTC to 11:00 UTC of the next date, so every row after
13:00 local carries the next UTC date; booking ids ``MRN-2026-04417-B``, skippers ``skp_104417``, 29-character
trace ids).

Incidents: a lock wait on berth-mysql (the berth allocation database) behind the berth ledger berthledger, felt by
the booking service slipbook and the booking app gateway moorapp (a three-hop chain, ongoing since 15:38 local;
bookings fail as HOLD_UNCONFIRMED); the weather data partner squallsky's certificate behind the weather feed
windvane expired this morning (07:12 local, still expired; the harbour-master notices hmnotice fail with it); a
consumer backlog of the shore power metering service shorewatt on the meter readings queue wattlog (topic
shorepower.readings) yesterday evening (18:20–19:34 local, resolved); a bad deploy of slipbook yesterday afternoon
(5.2.0, 13:48, rolled back at 14:21; bookings BOOKING_REJECTED) and a clean redeploy (5.2.1, 16:55–17:07,
rollout_ok); a keycache eviction storm behind the access-card service quaykey overnight (02:14–02:58 local,
resolved); a short latency blip on the fuel dock sales service fuelpier late this morning. "Now" is 16:25 local.
Healthy: dockpay (the marina payments service) and its partner coinwharf, slipmap, notice-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Pacific/Pago_Pago")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="berthly",
    title="Berthly marina operations",
    seed=80633,
    timezone="Pacific/Pago_Pago",
    anchor=_at(8, 16, 25),
    hours=36,
    ids=IdFormats(order="MRN-2026-{num:5}-{alpha:1}", user="skp_{num:6}", trace="brt{hex:26}"),
    order_service="slipbook",
    orders_per_hour=30,
    order_statuses=("CONFIRMED", "CONFIRMED", "CHECKED_IN", "CHECKED_IN", "DEPARTED"),
    vocab=Vocabulary(request_rate="calls_per_sec", latency="reply_p99_ms", error_ratio="fail_fraction",
                     hit_ratio="keystore_hit_frac", evictions="keystore_evict_per_sec",
                     query_latency="stmt_p99_ms", lock_waits="innodb_lock_waits_per_sec",
                     pool_in_use="dbconn_busy", pool_size="dbconn_cap", consumer_lag="reading_backlog",
                     tls_days="partner_cert_days_left", tls_failures="partner_tls_errors_per_sec",
                     cache_alert="KeystoreMissFlood", latency_alert="ReplyP99Slow",
                     error_alert="FailFractionHigh", db_alert="InnodbLockWaitsRising", pool_alert="DbConnCapHit",
                     lag_alert="ReadingBacklogRising", tls_alert="PartnerTlsBroken"),
    services=(
        _S(name="moorapp", team="船主端组 Boater", description_zh="泊位预订 App 网关",
           description_en="booking app gateway", depends_on=("slipbook", "quaykey", "hmnotice")),
        _S(name="slipbook", team="预订组 Bookings", description_zh="泊位预订服务",
           description_en="berth booking service", depends_on=("berthledger", "dockpay")),
        _S(name="berthledger", team="泊位组 Berths", description_zh="泊位分配台账",
           description_en="berth allocation ledger", depends_on=("berth-mysql",)),
        _S(name="berth-mysql", kind="mysql", team="DBA", description_zh="泊位分配数据库 (MySQL)",
           description_en="berth allocation database"),
        _S(name="quaykey", team="门禁组 Access", description_zh="门禁与浮桥通行卡服务",
           description_en="gate and pontoon access cards", depends_on=("keycache",)),
        _S(name="keycache", kind="redis", team="门禁组 Access", description_zh="通行卡缓存 (Redis)",
           description_en="access card cache"),
        _S(name="shorewatt", team="岸电组 Shore Power", description_zh="岸电计量服务",
           description_en="shore power metering", depends_on=("wattlog",)),
        _S(name="wattlog", kind="kafka", team="岸电组 Shore Power", description_zh="电表读数队列 (Kafka)",
           description_en="meter readings queue"),
        _S(name="fuelpier", team="加油码头组 Fuel Dock", description_zh="加油码头销售服务",
           description_en="fuel dock sales", depends_on=("dockpay",)),
        _S(name="dockpay", team="支付组 Payments", description_zh="码头收款服务",
           description_en="marina payments service", depends_on=("coinwharf",)),
        _S(name="coinwharf", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="external payments partner"),
        _S(name="windvane", team="港务组 Harbour Office", description_zh="天气数据接入服务",
           description_en="weather feed service", depends_on=("squallsky",)),
        _S(name="squallsky", kind="external", team="外部 External", description_zh="外部天气数据合作方",
           description_en="external weather data partner"),
        _S(name="hmnotice", team="港务组 Harbour Office", description_zh="港务长通告服务",
           description_en="harbour-master notices", depends_on=("windvane", "notice-pg")),
        _S(name="notice-pg", kind="postgres", team="港务组 Harbour Office", description_zh="通告数据库 (PostgreSQL)",
           description_en="notices database"),
        _S(name="slipmap", team="泊位组 Berths", description_zh="码头泊位平面图服务",
           description_en="marina berth map", depends_on=("notice-pg",)),
    ),
    incidents=(
        IncidentSpec(id="berth-lock-wait", kind="database", flavor="lock_wait", service="berthledger",
                     origin="berth-mysql", start=_at(8, 15, 38), error_rate=3, error_code="BLG-4093",
                     warn_code="BMY-LW7", upstream=("slipbook", "moorapp"), upstream_code="SLB-5031",
                     order_failure_share=0.45, order_status="HOLD_UNCONFIRMED"),
        IncidentSpec(id="weather-cert", kind="certificate", service="windvane", origin="squallsky",
                     start=_at(8, 7, 12), error_rate=2, error_code="WVN-6496", upstream=("hmnotice",),
                     upstream_code="HMN-6502"),
        IncidentSpec(id="readings-backlog", kind="queue", service="shorewatt", origin="wattlog",
                     start=_at(7, 18, 20), end=_at(7, 19, 34), error_rate=2, error_code="SHW-7102",
                     warn_code="SHW-LAG3", topic="shorepower.readings", alert_severity="warning"),
        IncidentSpec(id="slipbook-bad-deploy", kind="deploy", service="slipbook", start=_at(7, 13, 48),
                     end=_at(7, 14, 21), error_rate=4, error_code="SLB-5000", version="5.2.0",
                     previous_version="5.1.4", upstream=("moorapp",), upstream_code="MRA-5020",
                     order_failure_share=0.5, order_status="BOOKING_REJECTED"),
        IncidentSpec(id="slipbook-redeploy", kind="deploy", service="slipbook", start=_at(7, 16, 55),
                     end=_at(7, 17, 7), version="5.2.1", previous_version="5.1.4", rollout_ok=True),
        IncidentSpec(id="keycache-evict", kind="cache", service="quaykey", origin="keycache",
                     start=_at(8, 2, 14), end=_at(8, 2, 58), error_rate=3, error_code="QKY-3502",
                     warn_code="KCH-EV4", upstream=("moorapp",), upstream_code="MRA-5044"),
        IncidentSpec(id="fuelpier-blip", kind="blip", service="fuelpier", start=_at(8, 11, 40), end=_at(8, 11, 53),
                     error_rate=0, warn_code="FUL-W08", alert_severity="warning"),
    ),
)
