"""Held-out world ``frostwick``: an ice rink (session tickets, skate rental, lessons, Zamboni maintenance
schedule) in Asia/Damascus (UTC+03:00). Order ids ``FWT-20261119-7KQ2``, users ``sk8r.123456``, trace ids
``1a2b3c4d.5e6f7a8b9c0d``.

"Now" is 2026-11-19 21:40 local (18:40 UTC); the data starts 2026-11-18 05:40 local (40 hours).

Incidents (local time):

* holdbrim's MySQL connection pool on brimsql exhausted TWICE today: 08:12-08:49 (morning) and 19:06-20:03
  (evening), three hops below the user-facing ticket app (frisket-app -> sessvale -> holdbrim -> brimsql);
  sessvale and frisket-app fail too; ticket orders fail with ``HOLD_STRANDED``.
* sessvale's clean rollout 4.12.0 today 18:44-18:57 (``rollout_ok``; between the two pool windows and just before
  the evening one: a tempting false cause).
* rimecache (the lessons app's Redis) evicting today 15:18-15:46: coachlume's fallback reads time out.
* gatrille (the entry gates) latency blip today 17:12-17:27, warnings only.
* bladora (skate rental) bad deploy 2.8.0 yesterday 19:35-20:02, rolled back to 2.7.6; orders ``KIT_VOIDED``.
* zambrel (Zamboni maintenance scheduler) consumer backlog on icewake topic ``zmbl.shave.jobs`` since 20:52
  today (ongoing, warning).
* vornpay's (external payment partner) certificate expired at 21:08 today (ongoing): bladora and frisket-app
  fail; orders ``RENTAL_UNPAID``.

Healthy: kiosvend (the ticket machines), sleetidx, bladepg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Damascus")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

_POOL = {"kind": "database", "flavor": "pool", "service": "holdbrim", "origin": "brimsql", "error_rate": 4,
         "error_code": "HBM-4061", "warn_code": "BSQ-W40", "upstream": ("sessvale", "frisket-app"),
         "upstream_code": "SVL-5033", "order_failure_share": 0.5, "order_status": "HOLD_STRANDED"}

SPEC = WorldSpec(
    name="frostwick",
    title="Frostwick ice rink",
    seed=61907,
    timezone="Asia/Damascus",
    anchor=_at(19, 21, 40),
    hours=40,
    ids=IdFormats(order="FWT-{date}-{alnum:4}", user="sk8r.{num:6}", trace="{hex:8}.{hex:12}"),
    order_service="frisket-app",
    orders_per_hour=40,
    order_statuses=("ICEPASS_PAID", "ICEPASS_PAID", "ICEPASS_USED", "ICEPASS_REFUND"),
    vocab=Vocabulary(cache_alert="FrimbleCacheDrain", latency_alert="FrimbleSlowP99", error_alert="FrimbleErrorBurn",
                     db_alert="FrimbleSlowSql", pool_alert="FrimblePoolDry", lag_alert="FrimbleLagRising",
                     tls_alert="FrimbleTlsBroken"),
    services=(
        _S(name="frisket-app", team="票务组 Ticketing", description_zh="购票 App（场次票）",
           description_en="ticket app for skating sessions", depends_on=("sessvale", "bladora", "sleetidx")),
        _S(name="sessvale", team="票务组 Ticketing", description_zh="场次预订服务",
           description_en="session booking service", depends_on=("holdbrim",)),
        _S(name="holdbrim", team="票务组 Ticketing", description_zh="座位锁定账本",
           description_en="ticket hold ledger", depends_on=("brimsql",)),
        _S(name="brimsql", kind="mysql", team="DBA", description_zh="票务数据库 (MySQL)",
           description_en="ticketing database"),
        _S(name="kiosvend", team="场馆组 Venue", description_zh="自助售票机",
           description_en="the ticket machines", depends_on=("sessvale",)),
        _S(name="gatrille", team="场馆组 Venue", description_zh="入场闸机",
           description_en="the entry gates", depends_on=("sessvale",)),
        _S(name="sleetidx", kind="elasticsearch", team="票务组 Ticketing", description_zh="场次搜索索引",
           description_en="session search index"),
        _S(name="bladora", team="租赁组 Rental", description_zh="冰鞋租赁服务",
           description_en="skate rental service", depends_on=("bladepg", "vornpay")),
        _S(name="bladepg", kind="postgres", team="租赁组 Rental", description_zh="租赁数据库 (PostgreSQL)",
           description_en="rental database"),
        _S(name="vornpay", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="external payment partner"),
        _S(name="coachlume", team="教学组 Coaching", description_zh="滑冰课程预约 App",
           description_en="lessons app", depends_on=("rimecache",)),
        _S(name="rimecache", kind="redis", team="教学组 Coaching", description_zh="课程缓存 (Redis)",
           description_en="lessons cache"),
        _S(name="zambrel", team="冰面组 Ice crew", description_zh="浇冰车维护排程",
           description_en="Zamboni maintenance scheduler", depends_on=("icewake",)),
        _S(name="icewake", kind="kafka", team="冰面组 Ice crew", description_zh="冰面作业队列 (Kafka)",
           description_en="ice job queue"),
    ),
    incidents=(
        IncidentSpec(id="hold-pool-morning", start=_at(19, 8, 12), end=_at(19, 8, 49), **_POOL),
        IncidentSpec(id="sessvale-rollout", kind="deploy", service="sessvale", start=_at(19, 18, 44),
                     end=_at(19, 18, 57), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="hold-pool-evening", start=_at(19, 19, 6), end=_at(19, 20, 3), **_POOL),
        IncidentSpec(id="lessons-evictions", kind="cache", service="coachlume", origin="rimecache",
                     start=_at(19, 15, 18), end=_at(19, 15, 46), error_rate=3, error_code="CLM-4421",
                     warn_code="RIMC-W09"),
        IncidentSpec(id="gates-blip", kind="blip", service="gatrille", start=_at(19, 17, 12), end=_at(19, 17, 27),
                     error_rate=0, warn_code="GTX-W05", alert_severity="warning"),
        IncidentSpec(id="rental-bad-deploy", kind="deploy", service="bladora", start=_at(18, 19, 35),
                     end=_at(18, 20, 2), error_rate=4, error_code="BLA-5009", version="2.8.0",
                     previous_version="2.7.6", upstream=("frisket-app",), upstream_code="FRK-5002",
                     order_failure_share=0.3, order_status="KIT_VOIDED"),
        IncidentSpec(id="zamboni-backlog", kind="queue", service="zambrel", origin="icewake", start=_at(19, 20, 52),
                     error_rate=2, error_code="ZBR-3107", warn_code="ZBR-W12", topic="zmbl.shave.jobs",
                     alert_severity="warning"),
        IncidentSpec(id="vornpay-cert", kind="certificate", service="bladora", origin="vornpay",
                     start=_at(19, 21, 8), error_rate=3, error_code="BLA-0496", upstream=("frisket-app",),
                     upstream_code="FRK-4496", order_failure_share=0.4, order_status="RENTAL_UNPAID"),
    ),
)
