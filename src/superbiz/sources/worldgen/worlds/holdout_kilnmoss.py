"""Held-out world ``kilnmoss``: a pottery studio (class bookings, the kiln firing queue, glaze inventory, member
accounts) in Asia/Vientiane (UTC+07:00). Bookings ``KMR40417-QX``, members ``kmu_QXT482``, traces
``kmt-3fa9c1-004417``. Booking statuses: booked, attended, kilned; failed bookings: held, refunded, cracked.

"Now" is 2026-12-18 17:45 local (10:45 UTC); the data starts 2026-12-17 05:45 local (36 hours).

Incidents (local time):

* yesterday 10:20–10:38: a WARN-only latency blip on sorquin-search (class search); no errors.
* yesterday 15:10–15:45: a bad deploy of pelbrix-admin (staff console) 3.8.0 (from 3.7.4), rolled back at 15:45.
* yesterday 21:30 – today 00:50: the payments partner tendrapay's certificate expired; membrik-svc (member
  accounts) fails its TLS handshakes, qulbo-api (class booking) fails its calls; failed bookings ``refunded``.
* today 06:40–07:35: row lock waits on pigmora-pg (glaze database) behind glazmo-inv; wendra-gw fails its calls.
* today 09:02–09:09: a clean rollout of qulbo-api 5.2.0 (from 5.1.9): no errors, no alerts (a tempting false
  cause of the storm that follows).
* today 09:15–10:05: an eviction storm on seatwisp (seat cache, Redis) behind slotfen-svc (seat availability),
  qulbo-api fails its calls; failed bookings ``held``. Chain: wendra-gw → qulbo-api → slotfen-svc → seatwisp.
* today 16:20 – now: a consumer backlog on the kiln firing queue: fyrlo-sched (firing scheduler) lags on topic
  ``bisqueload.kmq`` of cindrak-bus (Kafka); failed bookings ``cracked``; still going on.

Healthy: chimlo-notify, zibrel-my, spindrel-es (and cindrak-bus itself logs nothing wrong).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Vientiane")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="kilnmoss",
    title="Kilnmoss pottery studio",
    seed=72913,
    timezone="Asia/Vientiane",
    anchor=_at(18, 17, 45),
    hours=36,
    ids=IdFormats(order="KMR{num:5}-{alpha:2}", user="kmu_{alpha:3}{num:3}", trace="kmt-{hex:6}-{num:6}"),
    order_service="qulbo-api",
    orders_per_hour=32,
    order_statuses=("booked", "booked", "attended", "kilned"),
    vocab=Vocabulary(cache_alert="CacheHitSlump", latency_alert="TailLatencyWobble", error_alert="ErrShareLeap",
                     db_alert="RowLockStorm", pool_alert="PoolHeadroomGone", lag_alert="QueueDepthClimbing",
                     tls_alert="PartnerTlsRefused"),
    services=(
        _S(name="wendra-gw", team="平台组 Platform (gate crew)", description_zh="工作室网站统一入口网关",
           description_en="studio web gateway",
           depends_on=("qulbo-api", "glazmo-inv", "fyrlo-sched", "sorquin-search", "membrik-svc")),
        _S(name="qulbo-api", team="课程组 Classes (class squad)", description_zh="陶艺课程预约接口",
           description_en="pottery class booking API", depends_on=("slotfen-svc", "zibrel-my", "membrik-svc")),
        _S(name="slotfen-svc", team="课程组 Classes (class squad)", description_zh="课位余量查询服务",
           description_en="class seat availability service", depends_on=("seatwisp",)),
        _S(name="seatwisp", kind="redis", team="课程组 Classes (class squad)", description_zh="课位缓存 (Redis)",
           description_en="seat cache (Redis)"),
        _S(name="zibrel-my", kind="mysql", team="DBA", description_zh="预约数据库 (MySQL)",
           description_en="booking database (MySQL)"),
        _S(name="membrik-svc", team="会员组 Members (member desk)", description_zh="会员账户与储值",
           description_en="member accounts and prepaid credit", depends_on=("tendrapay",)),
        _S(name="tendrapay", kind="external", team="外部 External", description_zh="外部支付合作方 Tendrapay",
           description_en="external payments partner"),
        _S(name="glazmo-inv", team="釉料组 Glaze (glaze room)", description_zh="釉料库存服务",
           description_en="glaze inventory service", depends_on=("pigmora-pg",)),
        _S(name="pigmora-pg", kind="postgres", team="DBA", description_zh="釉料库存数据库 (PostgreSQL)",
           description_en="glaze inventory database"),
        _S(name="fyrlo-sched", team="窑务组 Kiln ops (kiln gang)", description_zh="窑炉烧制排队调度 (消费者)",
           description_en="kiln firing queue scheduler (consumer)", depends_on=("cindrak-bus",)),
        _S(name="cindrak-bus", kind="kafka", team="平台组 Platform (gate crew)",
           description_zh="烧制任务消息总线 (Kafka)", description_en="kiln job event bus (Kafka)"),
        _S(name="chimlo-notify", team="消息组 Messaging", description_zh="上课与取件通知",
           description_en="class and pickup notifications", depends_on=("cindrak-bus",)),
        _S(name="sorquin-search", team="搜索组 Search", description_zh="课程搜索", description_en="class search",
           depends_on=("spindrel-es",)),
        _S(name="spindrel-es", kind="elasticsearch", team="搜索组 Search", description_zh="课程检索集群",
           description_en="class search cluster"),
        _S(name="pelbrix-admin", team="前台组 Front desk", description_zh="员工后台管理台",
           description_en="staff admin console", depends_on=("zibrel-my",)),
    ),
    incidents=(
        IncidentSpec(id="search-blip", kind="blip", service="sorquin-search", start=_at(17, 10, 20),
                     end=_at(17, 10, 38), error_rate=0, warn_code="SRQ-W09", alert_severity="warning"),
        IncidentSpec(id="admin-bad-deploy", kind="deploy", service="pelbrix-admin", start=_at(17, 15, 10),
                     end=_at(17, 15, 45), error_rate=4, error_code="PXA-5002", version="3.8.0",
                     previous_version="3.7.4"),
        IncidentSpec(id="payments-cert", kind="certificate", service="membrik-svc", origin="tendrapay",
                     start=_at(17, 21, 30), end=_at(18, 0, 50), error_rate=2, error_code="MBV-4971",
                     upstream=("qulbo-api",), upstream_code="QLO-5547", order_failure_share=0.5,
                     order_status="refunded"),
        IncidentSpec(id="glaze-lock-wait", kind="database", flavor="lock_wait", service="glazmo-inv",
                     origin="pigmora-pg", start=_at(18, 6, 40), end=_at(18, 7, 35), error_rate=3,
                     error_code="GZM-5208", warn_code="PGM-W33", upstream=("wendra-gw",), upstream_code="WDR-5029"),
        IncidentSpec(id="booking-rollout", kind="deploy", service="qulbo-api", start=_at(18, 9, 2),
                     end=_at(18, 9, 9), error_rate=0, version="5.2.0", previous_version="5.1.9", rollout_ok=True),
        IncidentSpec(id="seat-cache-storm", kind="cache", service="slotfen-svc", origin="seatwisp",
                     start=_at(18, 9, 15), end=_at(18, 10, 5), error_rate=4, error_code="SLF-6612",
                     warn_code="SWP-W14", upstream=("qulbo-api",), upstream_code="QLO-5530",
                     order_failure_share=0.45, order_status="held"),
        IncidentSpec(id="firing-backlog", kind="queue", service="fyrlo-sched", origin="cindrak-bus",
                     start=_at(18, 16, 20), error_rate=2, error_code="FYR-3417", warn_code="FYR-W22",
                     topic="bisqueload.kmq", alert_severity="warning", order_failure_share=0.35,
                     order_status="cracked"),
    ),
)
