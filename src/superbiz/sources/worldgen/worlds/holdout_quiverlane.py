"""Held-out world ``quiverlane``: an archery range (lane bookings, equipment lockers, league scoring, coaching
lessons) in America/Cuiaba (UTC-04:00, no daylight saving). Booking ids look like ``LN-07@QL-2612``, archers
``arc#4417``, trace ids ``qltr3fa9c-0b1d2e4f6a``.

"Now" is 2026-10-14 20:40 local (2026-10-15 00:40 UTC); the data starts 36 hours earlier, 2026-10-13 08:40 local.

Incidents (local times):

* cache eviction storm on rediwisp behind coachwyn (coaching lessons), 2026-10-13 22:10-22:40 (last night);
* the payment partner cardorra's certificate expired: zephpay TLS handshakes fail 09:00-09:45 today, tirvane
  (the lane-booking app) fails its calls; bookings fail with PAY_BALKED;
* warnings-only latency blip on fyndra (archer lookup) 11:20-11:38 today (no errors);
* bad deploy of lokkrent (locker rentals) 5.2.0 at 14:00, rolled back to 5.1.7 at 14:25; tirvane's locker
  calls fail; bookings fail with LOCKER_VOID;
* Kafka backlog of score events (topic qlv.scorefeed on quellbus) on tallymere 16:30-17:10, scorvin's calls fail;
* clean rollout of scorvin (league scoring) 3.12.0 at 18:00, completed 18:06 (no errors: a tempting false cause);
* MySQL connection-pool exhaustion: mybrask (MySQL) behind rezvolt (reservation ledger) 18:10-19:00, through
  sloqet (lane slots) up to tirvane (lane-booking app), a three-hop chain; bookings fail with LANE_UNHELD.

Healthy: hoodlyn (archer profiles), pgvardo (PostgreSQL), esmarra (Elasticsearch).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Cuiaba")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="quiverlane",
    title="Quiverlane archery range",
    seed=61829,
    timezone="America/Cuiaba",
    anchor=_at(14, 20, 40),
    hours=36,
    ids=IdFormats(order="LN-{num:2}@QL-{num:4}", user="arc#{num:4}", trace="qltr{hex:5}-{hex:10}"),
    order_service="tirvane",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "CHECKED_IN", "SETTLED"),
    vocab=Vocabulary(cache_alert="QlvCacheThin", latency_alert="QlvSlowTail", error_alert="QlvErrSpike",
                     db_alert="QlvQuerySlog", pool_alert="QlvPoolBrim", lag_alert="QlvLagSwell",
                     tls_alert="QlvTlsSour"),
    services=(
        _S(name="tirvane", team="订道组 Lanes", description_zh="订道应用 (靶道预订)",
           description_en="lane-booking app", depends_on=("sloqet", "zephpay", "lokkrent")),
        _S(name="sloqet", team="订道组 Lanes", description_zh="靶道排期服务", description_en="lane slot scheduler",
           depends_on=("rezvolt",)),
        _S(name="rezvolt", team="订道组 Lanes", description_zh="预订账本服务", description_en="reservation ledger",
           depends_on=("mybrask",)),
        _S(name="mybrask", kind="mysql", team="DBA", description_zh="订道数据库 (MySQL)",
           description_en="lane booking database"),
        _S(name="lokkrent", team="器材组 Gear", description_zh="储物柜租用", description_en="equipment locker rentals",
           depends_on=("pgvardo",)),
        _S(name="scorvin", team="联赛组 League", description_zh="联赛计分应用", description_en="league scoring app",
           depends_on=("tallymere", "pgvardo")),
        _S(name="tallymere", team="联赛组 League", description_zh="成绩事件消费", description_en="score event consumer",
           depends_on=("quellbus",)),
        _S(name="quellbus", kind="kafka", team="联赛组 League", description_zh="成绩事件队列 (Kafka)",
           description_en="score event queue"),
        _S(name="pgvardo", kind="postgres", team="DBA", description_zh="联赛与器材数据库 (PostgreSQL)",
           description_en="league and gear database"),
        _S(name="zephpay", team="支付组 Payments", description_zh="支付服务", description_en="payments",
           depends_on=("cardorra",)),
        _S(name="cardorra", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="payment partner"),
        _S(name="coachwyn", team="教练组 Coaching", description_zh="教练课预约", description_en="coaching lessons",
           depends_on=("rediwisp",)),
        _S(name="rediwisp", kind="redis", team="教练组 Coaching", description_zh="课程缓存 (Redis)",
           description_en="lesson cache"),
        _S(name="fyndra", team="会员组 Members", description_zh="射手查询", description_en="archer lookup",
           depends_on=("esmarra",)),
        _S(name="esmarra", kind="elasticsearch", team="会员组 Members", description_zh="射手索引 (Elasticsearch)",
           description_en="archer search index"),
        _S(name="hoodlyn", team="会员组 Members", description_zh="射手资料", description_en="archer profiles"),
    ),
    incidents=(
        IncidentSpec(id="lesson-cache", kind="cache", service="coachwyn", origin="rediwisp", start=_at(13, 22, 10),
                     end=_at(13, 22, 40), error_rate=3, error_code="CWN-4481", warn_code="RDW-W05"),
        IncidentSpec(id="partner-cert", kind="certificate", service="zephpay", origin="cardorra",
                     start=_at(14, 9, 0), end=_at(14, 9, 45), error_rate=3, error_code="ZPH-4950",
                     upstream=("tirvane",), upstream_code="TRZ-4022", order_failure_share=0.7,
                     order_status="PAY_BALKED"),
        IncidentSpec(id="lookup-blip", kind="blip", service="fyndra", start=_at(14, 11, 20), end=_at(14, 11, 38),
                     error_rate=0, warn_code="FYD-W03", alert_severity="warning"),
        IncidentSpec(id="locker-deploy", kind="deploy", service="lokkrent", start=_at(14, 14, 0),
                     end=_at(14, 14, 25), error_rate=4, error_code="LKR-9021", version="5.2.0",
                     previous_version="5.1.7", upstream=("tirvane",), upstream_code="TRZ-4409",
                     order_failure_share=0.6, order_status="LOCKER_VOID"),
        IncidentSpec(id="score-backlog", kind="queue", service="tallymere", origin="quellbus", start=_at(14, 16, 30),
                     end=_at(14, 17, 10), error_rate=2, error_code="TQM-3308", warn_code="TQM-W12",
                     topic="qlv.scorefeed", upstream=("scorvin",), upstream_code="TZV-5904",
                     alert_severity="warning"),
        IncidentSpec(id="scoring-rollout", kind="deploy", service="scorvin", start=_at(14, 18, 0), end=_at(14, 18, 6),
                     version="3.12.0", previous_version="3.11.4", rollout_ok=True),
        IncidentSpec(id="booking-pool", kind="database", flavor="pool", service="rezvolt", origin="mybrask",
                     start=_at(14, 18, 10), end=_at(14, 19, 0), error_rate=4, error_code="RZV-7340",
                     warn_code="MBK-W88", upstream=("sloqet", "tirvane"), upstream_code="TRZ-5031",
                     order_failure_share=0.5, order_status="LANE_UNHELD"),
    ),
)
