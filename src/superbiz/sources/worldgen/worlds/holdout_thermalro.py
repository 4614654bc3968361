"""Held-out world ``thermalro``: bookings of a thermal spa resort in Romania (treatments, rooms, wristband
lockers, bar and restaurant POS) in Europe/Bucharest (UTC+02:00 in December; "now" is 11:10 local on 4 December =
09:10 UTC; the data begin at 23:10 local on 2 December; bookings ``TRO20261204-0412`` (made by rezerva-api, the day
of creation in the id), guests ``OASP-K7Q2M`` (5 upper-case letters/digits), trace ids ``tr-`` + 8 hex + ``-`` + 4
hex).

Incidents: a treatments cache eviction storm on terma-redis since 10:35 today behind the treatments service
tratament-svc, reaching the spa booking widget termabook (chain termabook → tratament-svc → terma-redis; ongoing);
a CLEAN rollout of the widget termabook 4.8.0 at 10:40–10:46 (``rollout_ok``; the tempting false cause); the
wristband locker queue bratara-q backed up behind the locker sync bratara-sync this morning 06:10–07:00
(resolved); a bad deploy of the POS casa-pos 5.3.0 yesterday evening 19:15, rolled back at 19:40, then the fixed
5.3.1 rolled out cleanly this morning 08:00–08:06 (``rollout_ok``); lock waits on the guests database oaspeti-pg
yesterday afternoon 15:20–16:05 failing bookings of rezerva-api (status ``OASPETE_BLOCAT``); the insurance
partner asiguro's certificate expired at 09:00 today, renewed at 09:40 (asigura-link failed its handshakes).
Healthy: camere-svc (rooms), camere-mysql, puncte-fidel (loyalty points), casa-mysql.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Bucharest")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="thermalro",
    title="Thermalro thermal spa resort bookings",
    seed=62417,
    timezone="Europe/Bucharest",
    anchor=_at(4, 11, 10),
    hours=36,
    ids=IdFormats(order="TRO{date}-{seq:4}", user="OASP-{alnum:5}", trace="tr-{hex:8}-{hex:4}"),
    order_service="rezerva-api",
    orders_per_hour=30,
    order_statuses=("CONFIRMATA", "CONFIRMATA", "ACHITATA", "CHECKIN"),
    vocab=Vocabulary(request_rate="spa_req_ps", latency="spa_p95_ms", error_ratio="spa_fail_frac",
                     hit_ratio="treat_cache_hit", evictions="treat_cache_evict_ps", query_latency="guest_sql_p95_ms",
                     lock_waits="guest_row_lock_waits_ps", pool_in_use="guest_conns_active",
                     pool_size="guest_conns_cap", consumer_lag="wristband_events_behind",
                     tls_days="insurer_cert_days", tls_failures="insurer_handshake_err_ps",
                     cache_alert="TreatCacheHitLow", latency_alert="SpaP95TooSlow",
                     error_alert="SpaFailFracHigh", db_alert="GuestRowLockWaits", pool_alert="GuestConnsFull",
                     lag_alert="WristbandEventsBehind", tls_alert="InsurerHandshakeFailing"),
    services=(
        _S(name="termabook", team="前台数字组 Guest Digital", description_zh="水疗预约小部件 (官网预约挂件)",
           description_en="spa booking widget", depends_on=("tratament-svc", "rezerva-api", "camere-svc")),
        _S(name="rezerva-api", team="预订组 Reservations", description_zh="预订服务 (疗程与客房预订)",
           description_en="bookings service", depends_on=("oaspeti-pg", "camere-svc", "asigura-link")),
        _S(name="oaspeti-pg", kind="postgres", team="DBA", description_zh="客人数据库 (PostgreSQL)",
           description_en="guests database"),
        _S(name="tratament-svc", team="疗程组 Treatments", description_zh="疗程服务 (按摩、泥疗、理疗排班)",
           description_en="treatments service", depends_on=("terma-redis",)),
        _S(name="terma-redis", kind="redis", team="疗程组 Treatments", description_zh="疗程缓存 (Redis)",
           description_en="treatments cache"),
        _S(name="camere-svc", team="客房组 Rooms", description_zh="客房服务", description_en="rooms service",
           depends_on=("camere-mysql",)),
        _S(name="camere-mysql", kind="mysql", team="客房组 Rooms", description_zh="客房数据库 (MySQL)",
           description_en="rooms database"),
        _S(name="bratara-sync", team="储物柜组 Lockers", description_zh="手环储物柜同步 (读队列开柜)",
           description_en="wristband locker sync", depends_on=("bratara-q",)),
        _S(name="bratara-q", kind="kafka", team="储物柜组 Lockers", description_zh="手环储物柜队列 (Kafka)",
           description_en="locker wristband queue"),
        _S(name="casa-pos", team="餐饮收银组 F&B POS", description_zh="收银系统 POS (酒吧、餐厅)",
           description_en="POS / point of sale (bars, restaurant)", depends_on=("casa-mysql", "puncte-fidel")),
        _S(name="casa-mysql", kind="mysql", team="餐饮收银组 F&B POS", description_zh="收银数据库 (MySQL)",
           description_en="POS database"),
        _S(name="asigura-link", team="保险对接组 Insurance", description_zh="保险对接服务 (客人意外险)",
           description_en="insurance link service", depends_on=("asiguro",)),
        _S(name="asiguro", kind="external", team="外部 External", description_zh="保险合作方",
           description_en="insurance partner"),
        _S(name="puncte-fidel", team="会员组 Loyalty", description_zh="会员积分服务",
           description_en="loyalty points service"),
    ),
    incidents=(
        IncidentSpec(id="terma-evictions", kind="cache", service="tratament-svc", origin="terma-redis",
                     start=_at(4, 10, 35), error_rate=3, error_code="TRT-5307", warn_code="TMR-W14",
                     upstream=("termabook",), upstream_code="TBK-5190"),
        IncidentSpec(id="termabook-rollout", kind="deploy", service="termabook", start=_at(4, 10, 40),
                     end=_at(4, 10, 46), version="4.8.0", previous_version="4.7.3", rollout_ok=True),
        IncidentSpec(id="bratara-backlog", kind="queue", service="bratara-sync", origin="bratara-q",
                     start=_at(4, 6, 10), end=_at(4, 7, 0), error_rate=2, error_code="BRS-4471",
                     warn_code="BRQ-W22", topic="locker.wristband.taps"),
        IncidentSpec(id="casa-pos-bad-deploy", kind="deploy", service="casa-pos", start=_at(3, 19, 15),
                     end=_at(3, 19, 40), error_rate=4, error_code="POS-5530", version="5.3.0",
                     previous_version="5.2.7"),
        IncidentSpec(id="casa-pos-fix-rollout", kind="deploy", service="casa-pos", start=_at(4, 8, 0),
                     end=_at(4, 8, 6), version="5.3.1", previous_version="5.2.7", rollout_ok=True),
        IncidentSpec(id="oaspeti-lock", kind="database", flavor="lock_wait", service="rezerva-api",
                     origin="oaspeti-pg", start=_at(3, 15, 20), end=_at(3, 16, 5), error_rate=3,
                     error_code="REZ-5409", warn_code="OSP-W40", order_failure_share=0.45,
                     order_status="OASPETE_BLOCAT"),
        IncidentSpec(id="asiguro-cert", kind="certificate", service="asigura-link", origin="asiguro",
                     start=_at(4, 9, 0), end=_at(4, 9, 40), error_rate=3, error_code="ASG-4950"),
    ),
)
