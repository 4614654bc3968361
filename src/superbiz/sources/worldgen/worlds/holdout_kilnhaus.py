"""Held-out world ``kilnhaus``: a pottery studio (class bookings, kiln firing schedules, glaze shop orders) in
Asia/Khandyga (UTC+09:00). Shop order ids look like ``KH#20481``, student ids ``stu.0417``, trace ids
``fz-1a2b3c4d-123``.

"Now" is 2026-10-14 12:40 local (03:40 UTC); the data starts 2026-10-13 00:40 local (36 hours).

Incidents (local times):

* yesterday 18:10-18:38: bad deploy of glazzet (glaze shop) 3.14.0, rolled back to 3.13.2; shop orders fail with
  CKOUT_CRASH; the portal quorvo-gw sees the errors too.
* yesterday 21:00 - today 00:10: kiln-firing backlog: conefyr (kiln firing scheduler) lags on topic
  ``ovnx.firing-batches`` of kafzen-bus (Kafka); resolved.
* today 06:40-07:25: lock waits on obvaq-my (payments ledger MySQL) behind tillvex (payments); glazzet fails
  shop orders with PAY_HUNG (three-hop chain quorvo-gw -> glazzet -> tillvex -> obvaq-my); resolved.
* today 09:32-09:46: warnings-only latency blip on rostrel (class roster); resolved.
* today 10:06-10:11: clean rollout of lessonyx (class booking) 8.2.0 (from 8.1.5): the tempting false cause of
  the miss storm that follows.
* today 10:15-10:55: miss storm on pugrix-redis, shared by two apps: lessonyx (class booking) fails first
  (LSX-7316, from 10:17), glazzet (glaze shop) later (GZT-4190, from 10:21; shop orders fail with CART_COLD);
  the portal quorvo-gw fails with QVG-5207 for the booking errors; resolved (the shop is fine now).
* today 12:20 - now: the external shipping partner parcelqo's certificate expired; sendivo (dispatch of fired
  pieces) fails its TLS handshakes (SDV-4951); still firing.

Healthy: studvia (student profiles), bellwik (notifications), sherdex-es (glaze catalog search), lumbo-pg
(studio records PostgreSQL).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Khandyga")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="kilnhaus",
    title="Kilnhaus pottery studio",
    seed=61903,
    timezone="Asia/Khandyga",
    anchor=_at(14, 12, 40),
    hours=36,
    ids=IdFormats(order="KH#{num:5}", user="stu.{num:4}", trace="fz-{hex:8}-{num:3}"),
    order_service="glazzet",
    orders_per_hour=40,
    order_statuses=("GLZ_PAID", "GLZ_PAID", "GLZ_BOXED", "GLZ_HANDED"),
    vocab=Vocabulary(cache_alert="KvMissFlood", lag_alert="FiringQueueStall", tls_alert="CertPeerLapsed",
                     error_alert="FaultRatioSpike", latency_alert="TailLagBreach", db_alert="LedgerLockSwell"),
    services=(
        _S(name="quorvo-gw", team="门户组 Portal", description_zh="工作室门户网关 (学员与顾客入口)",
           description_en="studio portal gateway (students and shoppers)",
           depends_on=("lessonyx", "glazzet", "studvia")),
        _S(name="lessonyx", team="课程组 Classes", description_zh="陶艺课程预约", description_en="class booking app",
           depends_on=("pugrix-redis", "rostrel", "bellwik")),
        _S(name="glazzet", team="釉料商店组 Glaze Shop", description_zh="釉料商店 (订单)",
           description_en="glaze shop (orders)", depends_on=("pugrix-redis", "tillvex", "sherdex-es", "lumbo-pg")),
        _S(name="pugrix-redis", kind="redis", team="平台组 Platform", description_zh="共享缓存 (Redis)",
           description_en="shared cache"),
        _S(name="rostrel", team="课程组 Classes", description_zh="课堂名册服务", description_en="class roster service",
           depends_on=("lumbo-pg",)),
        _S(name="tillvex", team="支付组 Payments", description_zh="支付服务", description_en="payments service",
           depends_on=("obvaq-my",)),
        _S(name="obvaq-my", kind="mysql", team="DBA", description_zh="支付账本数据库 (MySQL)",
           description_en="payments ledger database"),
        _S(name="lumbo-pg", kind="postgres", team="DBA", description_zh="工作室业务库 (PostgreSQL)",
           description_en="studio records database"),
        _S(name="conefyr", team="窑炉组 Kiln Crew", description_zh="窑炉烧制排程",
           description_en="kiln firing scheduler",
           depends_on=("kafzen-bus",)),
        _S(name="kafzen-bus", kind="kafka", team="平台组 Platform", description_zh="烧制任务队列 (Kafka)",
           description_en="firing job queue"),
        _S(name="sendivo", team="物流组 Dispatch", description_zh="成品寄送服务", description_en="fired-piece dispatch",
           depends_on=("parcelqo",)),
        _S(name="parcelqo", kind="external", team="外部 External", description_zh="外部快递合作方",
           description_en="external shipping partner"),
        _S(name="studvia", team="学员组 Members", description_zh="学员资料", description_en="student profiles"),
        _S(name="bellwik", team="消息组 Notify", description_zh="通知推送", description_en="notifications"),
        _S(name="sherdex-es", kind="elasticsearch", team="釉料商店组 Glaze Shop",
           description_zh="釉料目录搜索 (Elasticsearch)", description_en="glaze catalog search"),
    ),
    incidents=(
        IncidentSpec(id="booking-rollout", kind="deploy", service="lessonyx", start=_at(14, 10, 6),
                     end=_at(14, 10, 11), version="8.2.0", previous_version="8.1.5", rollout_ok=True),
        IncidentSpec(id="miss-storm-booking", kind="cache", service="lessonyx", origin="pugrix-redis",
                     start=_at(14, 10, 15), end=_at(14, 10, 55), error_rate=3, error_code="LSX-7316",
                     warn_code="PGX-W51", upstream=("quorvo-gw",), upstream_code="QVG-5207"),
        IncidentSpec(id="miss-storm-shop", kind="cache", service="glazzet", origin="pugrix-redis",
                     start=_at(14, 10, 19), end=_at(14, 10, 55), error_rate=2, error_code="GZT-4190",
                     warn_code="PGX-W51", order_failure_share=0.5, order_status="CART_COLD"),
        IncidentSpec(id="ledger-locks", kind="database", flavor="lock_wait", service="tillvex", origin="obvaq-my",
                     start=_at(14, 6, 40), end=_at(14, 7, 25), error_rate=3, error_code="TVX-6023",
                     warn_code="OBQ-W13", upstream=("glazzet",), upstream_code="GZT-4402",
                     order_failure_share=0.6, order_status="PAY_HUNG"),
        IncidentSpec(id="firing-backlog", kind="queue", service="conefyr", origin="kafzen-bus",
                     start=_at(13, 21, 0), end=_at(14, 0, 10), error_rate=2, error_code="CNF-3381",
                     warn_code="CNF-W72", topic="ovnx.firing-batches", alert_severity="warning"),
        IncidentSpec(id="parcel-cert", kind="certificate", service="sendivo", origin="parcelqo",
                     start=_at(14, 12, 20), error_rate=3, error_code="SDV-4951"),
        IncidentSpec(id="shop-deploy", kind="deploy", service="glazzet", start=_at(13, 18, 10), end=_at(13, 18, 38),
                     error_rate=4, error_code="GZT-5099", version="3.14.0", previous_version="3.13.2",
                     upstream=("quorvo-gw",), upstream_code="QVG-5211", order_failure_share=0.4,
                     order_status="CKOUT_CRASH"),
        IncidentSpec(id="roster-blip", kind="blip", service="rostrel", start=_at(14, 9, 32), end=_at(14, 9, 46),
                     error_rate=0, warn_code="RZL-W09", alert_severity="warning"),
    ),
)
