"""Held-out world ``quiverly``: archery ranges (lane bookings, bow rentals, coaching sessions) in Africa/Ndjamena
(UTC+01:00, no DST). Booking ids ``QV+0413+A`` (plus signs), members by email-like handles ``KM.0412@range.td``,
trace ids ``qvt.<14 hex>``.

"Now" (the anchor) is 2026-10-15 07:30 local (06:30 UTC); the data starts 36 hours earlier, 2026-10-13 19:30 local.

Incidents (local time):

* yesterday 17:50-17:56: clean rollout of coachvane (coaching sessions) 4.2.0 from 4.1.3 (``rollout_ok``; no
  errors: a tempting false cause next to the cache storm);
* yesterday 18:00-19:30: cache storm (evictions) on nockcache (Redis) under lanezzo (lane booking app), callers
  fletchora (front gateway) fail too (two hops: fletchora -> lanezzo -> nockcache); bookings NOCK_DROPPED;
* yesterday 22:10-22:48: bad deploy of scorquill (score sheets) 2.9.0 from 2.8.4, rolled back;
* today 02:15-03:05: the payment partner payzerka's TLS certificate expired, tillfeather (payments) fails, its
  caller tallybow (booking ledger) too; bookings TILL_REFUSED;
* today 05:20-05:38: warnings-only latency blip on bowsift (bow catalogue search);
* today 06:40-07:10: slow queries on plinthmy (bookings MySQL) behind slotrix (lane slot inventory), callers
  tallybow and memberoo (member app) fail too (three hops: memberoo -> tallybow -> slotrix -> plinthmy);
  bookings SLOT_STALLED;
* today 07:14-now: the bow-rental return queue (stringq, topic bowreturn-evt) backs up under bowlendo (bow
  rentals), ongoing, warning severity.

Yesterday afternoon (12:00-17:50) is quiet. Healthy throughout: coachvane, siftidx, stringq, payzerka (silent
external: no logs or metrics of its own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Africa/Ndjamena")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="quiverly",
    title="Quiverly archery ranges",
    seed=60731,
    timezone="Africa/Ndjamena",
    anchor=_at(15, 7, 30),
    hours=36,
    ids=IdFormats(order="QV+{num:4}+{alpha:1}", user="{alpha:2}.{num:4}@range.td", trace="qvt.{hex:14}"),
    order_service="tallybow",
    orders_per_hour=40,
    order_statuses=("LANE_RESERVED", "LANE_RESERVED", "SHOT_DONE", "SETTLED"),
    vocab=Vocabulary(latency="turnaround_p99_ms", cache_alert="CacheHitsSagging",
                     latency_alert="TailLatencyOverbudget", error_alert="ErrorShareVaulting",
                     db_alert="QueryCrawlDetected", lag_alert="RentalQueueBacklog", tls_alert="TlsPeerRejected"),
    services=(
        _S(name="fletchora", team="平台组 Fletch Platform", description_zh="前台入口网关",
           description_en="front door gateway", depends_on=("lanezzo", "coachvane", "bowlendo", "bowsift",
                                                              "scorquill")),
        _S(name="lanezzo", team="靶道组 Lanes", description_zh="靶道预约 App 后端",
           description_en="lane booking app backend", depends_on=("nockcache",)),
        _S(name="nockcache", kind="redis", team="靶道组 Lanes", description_zh="靶道预约缓存 (Redis)",
           description_en="lane booking cache"),
        _S(name="memberoo", team="会员组 Members", description_zh="会员 App 后端",
           description_en="member app backend", depends_on=("tallybow",)),
        _S(name="tallybow", team="账务组 Ledger", description_zh="预约记账服务",
           description_en="booking ledger service", depends_on=("slotrix", "tillfeather")),
        _S(name="slotrix", team="靶道组 Lanes", description_zh="靶道场次库存服务",
           description_en="lane slot inventory service", depends_on=("plinthmy",)),
        _S(name="plinthmy", kind="mysql", team="DBA", description_zh="预约数据库 (MySQL)",
           description_en="bookings database"),
        _S(name="coachvane", team="教练组 Coaching", description_zh="教练课预约服务",
           description_en="coaching session service", depends_on=("tallybow",)),
        _S(name="bowlendo", team="租赁组 Rentals", description_zh="弓具租赁服务",
           description_en="bow rental service", depends_on=("stringq", "tallybow")),
        _S(name="stringq", kind="kafka", team="租赁组 Rentals", description_zh="弓具归还事件队列 (Kafka)",
           description_en="bow return event queue"),
        _S(name="tillfeather", team="支付组 Payments", description_zh="收银付款服务",
           description_en="checkout payment service", depends_on=("payzerka",)),
        _S(name="payzerka", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="external payment partner"),
        _S(name="scorquill", team="成绩组 Scores", description_zh="成绩记分服务",
           description_en="score sheet service"),
        _S(name="bowsift", team="租赁组 Rentals", description_zh="弓具目录搜索",
           description_en="bow catalogue search", depends_on=("siftidx",)),
        _S(name="siftidx", kind="elasticsearch", team="租赁组 Rentals", description_zh="弓具目录索引 (Elasticsearch)",
           description_en="bow catalogue index"),
    ),
    incidents=(
        IncidentSpec(id="coachvane-rollout", kind="deploy", service="coachvane", start=_at(14, 17, 50),
                     end=_at(14, 17, 56), version="4.2.0", previous_version="4.1.3", rollout_ok=True,
                     error_rate=0),
        IncidentSpec(id="nockcache-storm", kind="cache", service="lanezzo", origin="nockcache",
                     start=_at(14, 18, 0), end=_at(14, 19, 30), error_rate=3, error_code="LNZ-7741",
                     warn_code="NKC-W19", upstream=("fletchora",), upstream_code="FHA-5520",
                     order_failure_share=0.35, order_status="NOCK_DROPPED"),
        IncidentSpec(id="scorquill-deploy", kind="deploy", service="scorquill", start=_at(14, 22, 10),
                     end=_at(14, 22, 48), error_rate=4, error_code="SQV-5005", version="2.9.0",
                     previous_version="2.8.4"),
        IncidentSpec(id="payzerka-cert", kind="certificate", service="tillfeather", origin="payzerka",
                     start=_at(15, 2, 15), end=_at(15, 3, 5), error_rate=3, error_code="TFR-4950",
                     upstream=("tallybow",), upstream_code="TBW-4951", order_failure_share=0.5,
                     order_status="TILL_REFUSED"),
        IncidentSpec(id="bowsift-blip", kind="blip", service="bowsift", start=_at(15, 5, 20), end=_at(15, 5, 38),
                     error_rate=0, warn_code="BSF-W07", alert_severity="warning"),
        IncidentSpec(id="plinthmy-slow", kind="database", flavor="slow_query", service="slotrix",
                     origin="plinthmy", start=_at(15, 6, 40), end=_at(15, 7, 10), error_rate=4,
                     error_code="SLX-6083", warn_code="PLM-W44", upstream=("tallybow", "memberoo"),
                     upstream_code="TBW-5093", order_failure_share=0.4, order_status="SLOT_STALLED"),
        IncidentSpec(id="bowlendo-backlog", kind="queue", service="bowlendo", origin="stringq",
                     start=_at(15, 7, 14), error_rate=2, error_code="BWL-3317", warn_code="BWL-W62",
                     topic="bowreturn-evt", alert_severity="warning"),
    ),
)
