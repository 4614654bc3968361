"""Held-out world ``vanpitch``: caravan and campervan park pitch bookings (pitch reservations, gate barriers, power
hookups, shower tokens) in Pacific/Majuro (UTC+12:00, no daylight time; "now" is 09:00 local on 10 December =
21:00 UTC on 9 December, so the UTC date is a day behind the local one and the local "today" began at 12:00 UTC on
the 9th; the data span 34 hours, from 23:00 local on 8 December). Pitch bookings ``VP0417.KQ`` (made by the pitch
booking service pitchery), campers ``rig+40417``, trace ids ``vpt-`` + 12 hex digits.

Incidents (all local times, all over by "now"):

* a power-hookup meter queue backlog yesterday (9 December) 20:00-20:30: the hookup meter service amphook behind
  the queue ampmeter-q, topic ``hookup.meter-reads``; bookings whose meter read failed are records with status
  ``METER_UNREAD`` (code ``AMH-4062``);
* a WARN-only blip of the shower-token service sudsbank today 06:00-06:20 (p99 latency; no errors);
* a bad deploy of the pitch booking service pitchery 3.14.0 today at 07:30, rolled back at 07:55 (failed pitch
  bookings, status ``PITCH_REJECTED``, code ``PCH-5071``; the camper app rigport fails with ``RGP-5022``);
* a clean rollout of the gate-barrier service boomarm 4.2.0 today 08:15-08:21 (``rollout_ok``; a tempting false
  cause of what follows);
* a connection pool exhaustion of pitchery on the pitch inventory database pitchstock-pg today 08:20-08:40, one
  hop below pitchery (failed pitch bookings again, the same status ``PITCH_REJECTED`` with code ``PCH-5093``; the
  camper app rigport fails with ``RGP-5038``: rigport -> pitchery -> pitchstock-pg).

Healthy: the gate barrier boomarm (its rollout was clean) and the number-plate reader platespy, the site fees
service nightfee with its database nightfee-db and the card partner tillbird, the notification sender chirpcast,
the warden tablet app wardenpad, the shower-token cache sudsbank-redis; sudsbank itself is healthy except its
06:00-06:20 WARN blip; amphook and ampmeter-q are healthy since 20:30 yesterday.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Majuro")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="vanpitch",
    title="Vanpitch caravan and campervan park pitch bookings",
    seed=71210,
    timezone="Pacific/Majuro",
    anchor=_at(10, 9, 0),
    hours=34,
    ids=IdFormats(order="VP{seq:4}.{alpha:2}", user="rig+{num:5}", trace="vpt-{hex:12}"),
    order_service="pitchery",
    orders_per_hour=40,
    order_statuses=("RESERVED", "ARRIVED", "ARRIVED", "DEPARTED"),
    vocab=Vocabulary(request_rate="site_calls_ps", latency="site_call_p99_ms", error_ratio="site_call_fail_frac",
                     hit_ratio="token_cache_hit_frac", evictions="token_cache_evicted_ps",
                     query_latency="site_sql_p99_ms", lock_waits="site_row_waits_ps", pool_in_use="site_conns_busy",
                     pool_size="site_conns_max", consumer_lag="meter_reads_queued",
                     tls_days="card_partner_cert_days", tls_failures="card_partner_tls_errs_ps",
                     cache_alert="TokenCacheHitsDropping", latency_alert="SiteCallsSlow",
                     error_alert="SiteCallsFailing", db_alert="SiteSqlSluggish", pool_alert="SiteConnsAllBusy",
                     lag_alert="MeterReadsQueuedUp", tls_alert="CardPartnerTlsDown"),
    services=(
        _S(name="rigport", team="房车App组 Camper App", description_zh="房车营地App (露营者订营位、开闸、买淋浴币)",
           description_en="camper app", depends_on=("pitchery", "sudsbank", "amphook")),
        _S(name="pitchery", team="营位预订组 Pitch Bookings", description_zh="营位预订服务 (订营位)",
           description_en="pitch booking service",
           depends_on=("pitchstock-pg", "boomarm", "nightfee", "chirpcast")),
        _S(name="pitchstock-pg", kind="postgres", team="营位预订组 Pitch Bookings",
           description_zh="营位库存数据库 (PostgreSQL)", description_en="pitch inventory database"),
        _S(name="boomarm", team="道闸组 Gate Barriers", description_zh="道闸服务 (入口栏杆抬杆)",
           description_en="gate barrier service", depends_on=("platespy",)),
        _S(name="platespy", team="道闸组 Gate Barriers", description_zh="车牌识别服务",
           description_en="number-plate reader"),
        _S(name="amphook", team="电桩组 Power Hookups", description_zh="接电桩电表服务 (读电表读数)",
           description_en="power hookup meter service", depends_on=("ampmeter-q",)),
        _S(name="ampmeter-q", kind="kafka", team="电桩组 Power Hookups", description_zh="电表读数队列 (Kafka)",
           description_en="hookup meter queue"),
        _S(name="sudsbank", team="设施组 Amenities", description_zh="淋浴币服务 (买淋浴币、刷币开淋浴)",
           description_en="shower token service", depends_on=("sudsbank-redis",)),
        _S(name="sudsbank-redis", kind="redis", team="设施组 Amenities", description_zh="淋浴币缓存 (Redis)",
           description_en="shower token cache"),
        _S(name="nightfee", team="营地收费组 Site Fees", description_zh="营地收费结算服务",
           description_en="site fees service", depends_on=("nightfee-db", "tillbird")),
        _S(name="nightfee-db", kind="mysql", team="营地收费组 Site Fees", description_zh="收费数据库 (MySQL)",
           description_en="site fees database"),
        _S(name="tillbird", kind="external", team="外部 External", description_zh="刷卡支付合作方",
           description_en="card payment partner"),
        _S(name="chirpcast", team="消息组 Messaging", description_zh="短信与推送通知服务",
           description_en="notification sender"),
        _S(name="wardenpad", team="营地管理组 Park Wardens", description_zh="营地管理员平板App",
           description_en="warden tablet app", depends_on=("pitchery", "boomarm")),
    ),
    incidents=(
        IncidentSpec(id="ampmeter-backlog", kind="queue", service="amphook", origin="ampmeter-q",
                     start=_at(9, 20, 0), end=_at(9, 20, 30), error_rate=2, error_code="AMH-4062",
                     warn_code="AMQ-W18", topic="hookup.meter-reads", order_failure_share=0.5,
                     order_status="METER_UNREAD"),
        IncidentSpec(id="sudsbank-blip", kind="blip", service="sudsbank", start=_at(10, 6, 0), end=_at(10, 6, 20),
                     error_rate=0, warn_code="SDB-W03"),
        IncidentSpec(id="pitchery-bad-deploy", kind="deploy", service="pitchery", start=_at(10, 7, 30),
                     end=_at(10, 7, 55), error_rate=4, error_code="PCH-5071", version="3.14.0",
                     previous_version="3.13.2", upstream=("rigport",), upstream_code="RGP-5022",
                     order_failure_share=0.6, order_status="PITCH_REJECTED"),
        IncidentSpec(id="boomarm-rollout", kind="deploy", service="boomarm", start=_at(10, 8, 15),
                     end=_at(10, 8, 21), version="4.2.0", previous_version="4.1.5", rollout_ok=True),
        IncidentSpec(id="pitchstock-pool", kind="database", flavor="pool", service="pitchery",
                     origin="pitchstock-pg", start=_at(10, 8, 20), end=_at(10, 8, 40), error_rate=3,
                     error_code="PCH-5093", warn_code="PSK-W41", upstream=("rigport",), upstream_code="RGP-5038",
                     order_failure_share=0.5, order_status="PITCH_REJECTED"),
    ),
)
