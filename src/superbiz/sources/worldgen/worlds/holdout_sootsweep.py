"""Held-out world ``sootsweep``: a chimney-sweep and stove-inspection booking service (sweep visits, inspector
routes, safety certificates) in America/Cambridge_Bay (MST, UTC-07:00 in November). Visit ids ``SW-00917-c``
(``SW-{seq:5}-{hex:1}``), customers ``hearth-0031``, trace ids like ``QK402913z5c0e7a``.

"Now" is 2026-11-18 10:45 local (17:45 UTC); the data starts 2026-11-16 22:45 local (36 hours).

Incidents (local times):

* yesterday (11-17) 07:40-08:25: quote cache cindrel-redis evictions (cache) behind chimquote (price quotes);
  the customer portal sootgate sees it too. No failed visits.
* yesterday 16:00-17:10: the external inspection registry hobreg-partner's TLS certificate expired at 16:00
  (notAfter) and was renewed at 17:10 (certificate): certwyn-svc (safety certificates) fails, its caller
  flumora-api (visit booking) too; visits fail with status CERT_STUCK.
* yesterday 19:30-21:05: reminder queue backlog (queue) of nudgelet-worker on dampflue-bus, topic
  ``dampflue.nudges`` (warning alert).
* today 06:40-06:52: warnings-only latency blip of quibbin-search (no ERROR lines).
* today 08:06-08:13: clean rollout of chimquote 5.2.0 (``rollout_ok``): a tempting false cause, minutes before
* today 08:20-09:15: connection-pool exhaustion on the MySQL grimbox-mysql, shared by TWO apps: flumora-api fails
  first (incident start 08:20, errors from 08:22, code FMR-5307, visits SLOTLAPSE; the portal sootgate fails too),
  creoset-route (inspector routes) later (incident start 08:33, errors from 08:35, code CRZ-4712, visits
  ROUTE_SNAG). Visits created 08:20-08:33 fail as SLOTLAPSE, 08:33-09:15 as ROUTE_SNAG.
* today 10:05: bad deploy of tallix-pay 3.8.0 (from 3.7.4), NOT rolled back: errors TLX-5120 until now, visits
  PAY_FIZZLE; the portal sootgate fails too.

Three-hop chain: sootgate -> flumora-api -> certwyn-svc -> hobreg-partner.
Healthy: bristlo-crm, purselin-pg, fumix-es; certwyn-svc, chimquote and creoset-route are fine now.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Cambridge_Bay")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="sootsweep",
    title="Sootsweep chimney sweeping",
    seed=91731,
    timezone="America/Cambridge_Bay",
    anchor=_at(18, 10, 45),
    hours=36,
    ids=IdFormats(order="SW-{seq:5}-{hex:1}", user="hearth-{seq:4}", trace="{alpha:2}{num:6}z{hex:6}"),
    order_service="flumora-api",
    orders_per_hour=60,
    order_statuses=("ON_ROUTE", "SWEPT_OK", "SWEPT_OK", "CERT_SIGNED"),
    vocab=Vocabulary(latency="flue_call_p99_ms", error_ratio="flue_err_share", hit_ratio="quote_hit_share",
                     consumer_lag="remind_lag_msgs", cache_alert="QuoteCacheThinning", latency_alert="SootCallsSlow",
                     error_alert="FaultBudgetScorch", pool_alert="GrimSocketsBrimful",
                     lag_alert="NudgeBacklogSwelling", tls_alert="RegistryHandshakeSour"),
    services=(
        _S(name="sootgate", team="前台组 Frontdesk", description_zh="顾客预约门户",
           description_en="customer booking portal",
           depends_on=("flumora-api", "quibbin-search", "tallix-pay", "bristlo-crm")),
        _S(name="flumora-api", team="约单组 Bookings", description_zh="上门清扫预约服务",
           description_en="sweep visit booking API",
           depends_on=("grimbox-mysql", "certwyn-svc", "chimquote", "tallix-pay")),
        _S(name="creoset-route", team="调度组 Dispatch", description_zh="巡检员路线规划",
           description_en="inspector route planner", depends_on=("grimbox-mysql",)),
        _S(name="grimbox-mysql", kind="mysql", team="DBA", description_zh="预约与路线数据库 (MySQL)",
           description_en="bookings and routes database"),
        _S(name="certwyn-svc", team="合规组 Compliance", description_zh="安全证书签发",
           description_en="safety certificate issuing", depends_on=("hobreg-partner",)),
        _S(name="hobreg-partner", kind="external", team="外部 External", description_zh="外部炉具检验登记平台",
           description_en="external inspection registry"),
        _S(name="chimquote", team="计价组 Pricing", description_zh="上门报价服务", description_en="visit price quotes",
           depends_on=("cindrel-redis",)),
        _S(name="cindrel-redis", kind="redis", team="计价组 Pricing", description_zh="报价缓存 (Redis)",
           description_en="quote cache"),
        _S(name="tallix-pay", team="收银组 Cashier", description_zh="支付服务", description_en="payments",
           depends_on=("purselin-pg",)),
        _S(name="purselin-pg", kind="postgres", team="收银组 Cashier", description_zh="支付账务库 (PostgreSQL)",
           description_en="payments ledger database"),
        _S(name="nudgelet-worker", team="通知组 Notify", description_zh="上门提醒通知",
           description_en="visit reminder notifications", depends_on=("dampflue-bus",)),
        _S(name="dampflue-bus", kind="kafka", team="通知组 Notify", description_zh="提醒消息队列 (Kafka)",
           description_en="reminder queue"),
        _S(name="quibbin-search", team="搜索组 Search", description_zh="师傅与地址搜索",
           description_en="sweeper and address search", depends_on=("fumix-es",)),
        _S(name="fumix-es", kind="elasticsearch", team="搜索组 Search", description_zh="搜索索引 (Elasticsearch)",
           description_en="search index"),
        _S(name="bristlo-crm", team="客服组 Care", description_zh="顾客档案", description_en="customer profiles"),
    ),
    incidents=(
        # listed before the flumora-api pool incident: visits created from 08:33 fail as ROUTE_SNAG
        IncidentSpec(id="route-pool", kind="database", flavor="pool", service="creoset-route", origin="grimbox-mysql",
                     start=_at(18, 8, 33), end=_at(18, 9, 15), error_rate=3, error_code="CRZ-4712",
                     warn_code="GBW-W14", order_failure_share=0.45, order_status="ROUTE_SNAG"),
        IncidentSpec(id="booking-pool", kind="database", flavor="pool", service="flumora-api", origin="grimbox-mysql",
                     start=_at(18, 8, 20), end=_at(18, 9, 15), error_rate=4, error_code="FMR-5307",
                     warn_code="GBW-W14", upstream=("sootgate",), upstream_code="SGV-5034",
                     order_failure_share=0.6, order_status="SLOTLAPSE"),
        IncidentSpec(id="quote-evictions", kind="cache", service="chimquote", origin="cindrel-redis",
                     start=_at(17, 7, 40), end=_at(17, 8, 25), error_rate=3, error_code="CQX-5088",
                     warn_code="CDL-W61", upstream=("sootgate",), upstream_code="SGV-5049"),
        IncidentSpec(id="registry-cert", kind="certificate", service="certwyn-svc", origin="hobreg-partner",
                     start=_at(17, 16, 0), end=_at(17, 17, 10), error_rate=3, error_code="CWY-4953",
                     upstream=("flumora-api",), upstream_code="FMR-4962", order_failure_share=0.4,
                     order_status="CERT_STUCK"),
        IncidentSpec(id="nudge-backlog", kind="queue", service="nudgelet-worker", origin="dampflue-bus",
                     start=_at(17, 19, 30), end=_at(17, 21, 5), error_rate=2, error_code="NDJ-3306",
                     warn_code="NDJ-W08", topic="dampflue.nudges", alert_severity="warning"),
        IncidentSpec(id="search-blip", kind="blip", service="quibbin-search", start=_at(18, 6, 40),
                     end=_at(18, 6, 52), error_rate=0, warn_code="QBB-W33", alert_severity="warning"),
        IncidentSpec(id="quote-rollout", kind="deploy", service="chimquote", start=_at(18, 8, 6), end=_at(18, 8, 13),
                     version="5.2.0", previous_version="5.1.9", rollout_ok=True, error_rate=0),
        IncidentSpec(id="pay-deploy", kind="deploy", service="tallix-pay", start=_at(18, 10, 5), error_rate=4,
                     error_code="TLX-5120", version="3.8.0", previous_version="3.7.4", upstream=("sootgate",),
                     upstream_code="SGV-5027", order_failure_share=0.3, order_status="PAY_FIZZLE"),
    ),
)
