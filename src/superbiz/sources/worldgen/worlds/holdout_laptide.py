"""Held-out world ``laptide``: a public swimming-pool network (lane bookings, swim-lesson enrolments, locker fobs,
water-quality sensors) in America/Martinique (UTC-04:00, no daylight time; "now" is 19:30 local on 4 December =
23:30 UTC on 4 December; the data begin at 07:30 local on 3 December). Records (lane bookings, enrolments, fob
activations, all made through the members' app nadamo) ``KQ40417@fdf`` (two letters, five digits, ``@fdf``),
members ``MQ972-40417``, trace ids ``lt`` + 6 hex + ``.`` + 6 hex.

Incidents (local times):

- the lane-booking database slotvik-pg's connection pool exhausted TWICE this evening, 18:05-18:40 and 19:05-19:15
  (both resolved; the second ended fifteen minutes before "now"), under the lane slot allocator slotvik, three hops
  below the members' app (chain nadamo -> bahnplan -> slotvik -> slotvik-pg; bahnplan and nadamo log failed calls
  with ``LNB-5032``); failed lane bookings as records both times, status ``LANE_REJECTED``;
- a clean rollout of the water-quality sensor service aquavisor 3.1.0 at 18:00-18:04 (``rollout_ok``: INFO lines
  only; a tempting false cause for the first pool episode five minutes later);
- a bad deploy of the swim-lesson enrolment service kursola 4.2.0 this morning at 07:00, rolled back at 07:30
  (failed enrolments as records, status ``ENROL_VOID``, code ``KRS-5007``);
- a locker-fob activation queue backlog yesterday 20:00-20:30 (the fob activator fobrix behind fobrix-q, topic
  ``fob.activations``; failed fob activations as records, status ``FOB_UNLINKED``, code ``FBX-4081``); stored on
  today's UTC date (00:00-00:30 UTC on 4 December);
- a WARN-only latency blip of the coach roster coachroll at 15:00-15:10 today.

Healthy: the lesson enrolment database kursola-my, the water readings database aquavisor-pg, the water-quality
sensor service aquavisor (only its clean rollout), membership billing kassabo, the card acquirer partner caribpay,
the SMS notifier ringlo, the entrance turnstiles turnstyx.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Martinique")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

_POOL = {
    "kind": "database", "flavor": "pool", "service": "slotvik", "origin": "slotvik-pg", "error_rate": 3,
    "error_code": "SLV-5031", "warn_code": "SPG-W44", "upstream": ("bahnplan", "nadamo"),
    "upstream_code": "LNB-5032", "order_failure_share": 0.45, "order_status": "LANE_REJECTED",
}

SPEC = WorldSpec(
    name="laptide",
    title="Laptide public swimming-pool network",
    seed=97204,
    timezone="America/Martinique",
    anchor=_at(4, 19, 30),
    hours=36,
    ids=IdFormats(order="{alpha:2}{num:5}@fdf", user="MQ972-{num:5}", trace="lt{hex:6}.{hex:6}"),
    order_service="nadamo",
    orders_per_hour=44,
    order_statuses=("BOOKED", "BOOKED", "SWUM", "ACTIVE"),
    vocab=Vocabulary(request_rate="swim_req_ps", latency="swim_p99_ms", error_ratio="swim_err_frac",
                     hit_ratio="tide_cache_hit_frac", evictions="tide_cache_evict_ps",
                     query_latency="swim_sql_p99_ms", lock_waits="swim_lock_waits_ps",
                     pool_in_use="swim_db_conns_busy", pool_size="swim_db_conns_max",
                     consumer_lag="fob_msgs_waiting", tls_days="acq_cert_days_left",
                     tls_failures="acq_tls_fail_ps", cache_alert="TideCacheCold", latency_alert="SwimP99Slow",
                     error_alert="SwimErrFracHigh", db_alert="SwimSqlSluggish", pool_alert="LaneConnsDrained",
                     lag_alert="FobMsgsPilingUp", tls_alert="AcquirerTlsBroken"),
    services=(
        _S(name="nadamo", team="会员端组 Member App", description_zh="会员App (订泳道、报游泳课、激活储物柜手环)",
           description_en="members' app", depends_on=("bahnplan", "kursola", "fobrix", "aquavisor", "kassabo")),
        _S(name="bahnplan", team="泳道组 Lanes", description_zh="泳道预约服务",
           description_en="lane booking service", depends_on=("slotvik",)),
        _S(name="slotvik", team="泳道组 Lanes", description_zh="泳道时段分配",
           description_en="lane slot allocator", depends_on=("slotvik-pg",)),
        _S(name="slotvik-pg", kind="postgres", team="泳道组 Lanes", description_zh="泳道预约数据库 (PostgreSQL)",
           description_en="lane-booking database"),
        _S(name="kursola", team="课程组 Lessons", description_zh="游泳课报名服务",
           description_en="swim-lesson enrolment service", depends_on=("kursola-my", "coachroll", "ringlo")),
        _S(name="kursola-my", kind="mysql", team="课程组 Lessons", description_zh="课程报名数据库 (MySQL)",
           description_en="lesson enrolment database"),
        _S(name="coachroll", team="教练组 Coaching", description_zh="教练排班",
           description_en="coach roster"),
        _S(name="fobrix", team="更衣室组 Lockers", description_zh="储物柜手环激活 (读激活队列)",
           description_en="locker fob activator", depends_on=("fobrix-q",)),
        _S(name="fobrix-q", kind="kafka", team="更衣室组 Lockers", description_zh="手环激活队列 (Kafka)",
           description_en="fob activation queue"),
        _S(name="aquavisor", team="水质组 Water Quality", description_zh="水质传感器服务 (余氯、pH、水温)",
           description_en="water-quality sensor service", depends_on=("aquavisor-pg",)),
        _S(name="aquavisor-pg", kind="postgres", team="水质组 Water Quality", description_zh="水质读数库 (PostgreSQL)",
           description_en="water readings database"),
        _S(name="kassabo", team="计费组 Billing", description_zh="会员计费 (月卡、次卡扣款)",
           description_en="membership billing", depends_on=("caribpay", "ringlo")),
        _S(name="caribpay", kind="external", team="外部 External", description_zh="银行卡收单合作方",
           description_en="card acquirer partner"),
        _S(name="ringlo", team="消息组 Messaging", description_zh="短信通知",
           description_en="SMS notifier"),
        _S(name="turnstyx", team="场馆组 Venues", description_zh="入口闸机",
           description_en="entrance turnstiles", depends_on=("kassabo",)),
    ),
    incidents=(
        IncidentSpec(id="slotvik-pool-early", start=_at(4, 18, 5), end=_at(4, 18, 40), **_POOL),
        IncidentSpec(id="slotvik-pool-late", start=_at(4, 19, 5), end=_at(4, 19, 15), **_POOL),
        IncidentSpec(id="aquavisor-rollout", kind="deploy", service="aquavisor", start=_at(4, 18, 0),
                     end=_at(4, 18, 4), version="3.1.0", previous_version="3.0.7", rollout_ok=True),
        IncidentSpec(id="kursola-bad-deploy", kind="deploy", service="kursola", start=_at(4, 7, 0),
                     end=_at(4, 7, 30), error_rate=4, error_code="KRS-5007", version="4.2.0",
                     previous_version="4.1.3", order_failure_share=0.5, order_status="ENROL_VOID"),
        IncidentSpec(id="fobrix-backlog", kind="queue", service="fobrix", origin="fobrix-q", start=_at(3, 20, 0),
                     end=_at(3, 20, 30), error_rate=2, error_code="FBX-4081", warn_code="FBQ-W12",
                     topic="fob.activations", order_failure_share=0.45, order_status="FOB_UNLINKED"),
        IncidentSpec(id="coachroll-blip", kind="blip", service="coachroll", start=_at(4, 15, 0),
                     end=_at(4, 15, 10), error_rate=0, warn_code="CRL-W03", alert_severity="warning"),
    ),
)
