"""Held-out world ``rinkside``: a chain of ice arenas in Asia/Baku (UTC+04:00; "now" is 19:10 local on 5 December
= 15:10 UTC, the evening skating peak; session bookings ``RNK-BAK-7Q2-0417`` (made by rinkbook), members
``m.0417.az``, trace ids ``rk`` + 16 hex digits).

Incidents: the connection pool of the members database passvault-pg is exhausted since 18:40 (the membership-pass
service passvault fails, the turnstile controller turnix two hops up fails too; ongoing); a bad deploy of the skate
rental bladehire 6.2.0 at 17:00 (still failing, not rolled back); a telemetry-queue backlog behind the ice-temperature
telemetry consumer chillmon 14:00–15:30 (resolved); the payments partner manatpay's certificate expired at 09:00 and
was renewed at 09:45 (the payments service tillrink failed its handshakes, bookings rinkbook saw it; resolved); a
WARN-only latency blip of rinkbook at 06:20–06:34; a clean rollout of the hockey-league service faceoffly 3.9.1 at
12:10–12:18 (``rollout_ok``); yesterday evening 19:30–20:45 an eviction storm on the session cache glidecal-redis
behind the session timetable glidecal, reaching bookings rinkbook and the members app puckpal (chain puckpal →
rinkbook → glidecal → glidecal-redis).
Healthy: faceoffly (hockey leagues), faceoffly-pg, rinkbook-db; chillmon-q and manatpay emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Baku")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="rinkside",
    title="Rinkside ice arenas",
    seed=60417,
    timezone="Asia/Baku",
    anchor=_at(5, 19, 10),
    hours=36,
    ids=IdFormats(order="RNK-BAK-{alnum:3}-{num:4}", user="m.{num:4}.az", trace="rk{hex:16}"),
    order_service="rinkbook",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "CHECKED_IN", "AWAITING_PAYMENT"),
    vocab=Vocabulary(request_rate="calls_per_sec", latency="reply_p99_msec", error_ratio="bad_call_share",
                     hit_ratio="sess_hit_share", evictions="sess_evicted_per_s", query_latency="pg_query_p99_msec",
                     lock_waits="pg_lock_waits_per_s", pool_in_use="member_conns_used",
                     pool_size="member_conns_limit", consumer_lag="icetemp_msgs_behind",
                     tls_days="partner_cert_days_left", tls_failures="partner_tls_errors_per_s",
                     cache_alert="SessCacheHitsDropping", latency_alert="ReplyP99TooSlow",
                     error_alert="BadCallShareHigh", db_alert="PgQueryP99High", pool_alert="MemberConnsMaxedOut",
                     lag_alert="IceTempQueueBehind", tls_alert="PartnerCertRejected"),
    services=(
        _S(name="puckpal", team="会员应用组 Members App", description_zh="会员 App (手机端)",
           description_en="members app", depends_on=("rinkbook", "faceoffly")),
        _S(name="rinkbook", team="预订组 Bookings", description_zh="冰场时段预订",
           description_en="skating session bookings", depends_on=("glidecal", "tillrink", "rinkbook-db")),
        _S(name="rinkbook-db", kind="mysql", team="预订组 Bookings", description_zh="预订数据库 (MySQL)",
           description_en="bookings database"),
        _S(name="glidecal", team="场次组 Sessions", description_zh="场次时刻表",
           description_en="session timetable", depends_on=("glidecal-redis",)),
        _S(name="glidecal-redis", kind="redis", team="场次组 Sessions", description_zh="场次缓存 (Redis)",
           description_en="session cache"),
        _S(name="tillrink", team="支付组 Payments", description_zh="支付服务",
           description_en="payments service", depends_on=("manatpay",)),
        _S(name="manatpay", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="payments partner"),
        _S(name="turnix", team="场馆设备组 Venue IoT", description_zh="闸机控制 (入场闸机 IoT)",
           description_en="turnstile controller (IoT)", depends_on=("passvault",)),
        _S(name="passvault", team="会员组 Membership", description_zh="会员卡与入场资格",
           description_en="membership passes", depends_on=("passvault-pg",)),
        _S(name="passvault-pg", kind="postgres", team="DBA", description_zh="会员数据库 (PostgreSQL)",
           description_en="members database"),
        _S(name="bladehire", team="租赁组 Rental", description_zh="冰鞋租赁",
           description_en="skate rental", depends_on=("tillrink",)),
        _S(name="chillmon", team="制冰组 Ice Plant", description_zh="冰面温度遥测",
           description_en="ice-temperature telemetry", depends_on=("chillmon-q",)),
        _S(name="chillmon-q", kind="kafka", team="制冰组 Ice Plant", description_zh="冰温遥测队列 (Kafka)",
           description_en="ice telemetry queue"),
        _S(name="faceoffly", team="联赛组 Leagues", description_zh="冰球联赛排程",
           description_en="hockey leagues", depends_on=("faceoffly-pg",)),
        _S(name="faceoffly-pg", kind="postgres", team="DBA", description_zh="联赛数据库 (PostgreSQL)",
           description_en="leagues database"),
    ),
    incidents=(
        IncidentSpec(id="passvault-pool-exhausted", kind="database", flavor="pool", service="passvault",
                     origin="passvault-pg", start=_at(5, 18, 40), error_rate=4, error_code="PSV-5309",
                     warn_code="PVP-W21", upstream=("turnix",), upstream_code="TNX-5031"),
        IncidentSpec(id="bladehire-bad-deploy", kind="deploy", service="bladehire", start=_at(5, 17, 0),
                     error_rate=3, error_code="BLH-5002", version="6.2.0", previous_version="6.1.4"),
        IncidentSpec(id="chillmon-backlog", kind="queue", service="chillmon", origin="chillmon-q",
                     start=_at(5, 14, 0), end=_at(5, 15, 30), error_rate=2, error_code="CHM-4408",
                     warn_code="CMQ-W12", topic="ice.temp.readings", alert_severity="warning"),
        IncidentSpec(id="manatpay-cert", kind="certificate", service="tillrink", origin="manatpay",
                     start=_at(5, 9, 0), end=_at(5, 9, 45), error_rate=3, error_code="TLR-4953",
                     upstream=("rinkbook",), upstream_code="RKB-5027", order_failure_share=0.6,
                     order_status="PAY_FAILED"),
        IncidentSpec(id="rinkbook-blip", kind="blip", service="rinkbook", start=_at(5, 6, 20), end=_at(5, 6, 34),
                     error_rate=0, warn_code="RKB-W04", alert_severity="warning"),
        IncidentSpec(id="faceoffly-rollout", kind="deploy", service="faceoffly", start=_at(5, 12, 10),
                     end=_at(5, 12, 18), version="3.9.1", previous_version="3.9.0", rollout_ok=True),
        IncidentSpec(id="glidecal-evictions", kind="cache", service="glidecal", origin="glidecal-redis",
                     start=_at(4, 19, 30), end=_at(4, 20, 45), error_rate=3, error_code="GLC-5044",
                     warn_code="GLR-W03", upstream=("rinkbook", "puckpal"), upstream_code="PKP-5041",
                     order_failure_share=0.3, order_status="SLOT_UNCONFIRMED"),
    ),
)
