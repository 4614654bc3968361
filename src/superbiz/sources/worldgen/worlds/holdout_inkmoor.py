"""Held-out world ``inkmoor``: a tattoo studio network (appointment booking, artist portfolios, deposit payments) in
Africa/Kinshasa (UTC+01:00, no daylight saving). Deposits ``DPT~0417~KQZ``, clients ``cli:482.QK``, trace ids
``tq3fa9c1.042``.

"Now" is 2026-12-07 16:40 local (15:40 UTC); the data starts 36 hours earlier, 2026-12-06 04:40 local.

Incidents (local time):

- quotrix-api (tattoo price quotes) bad deploy 3.8.0 (from 3.7.4) yesterday 2026-12-06 21:10, rolled back 21:48;
  the client booking app glimtack-app saw errors too.
- chairlo-api (appointment scheduling) latency blip, warnings only, today 07:40-07:58.
- benchvy-db (chair slot MySQL) lock waits today 09:20-10:05 under slotrune-svc (slot allocator), which fails;
  its callers chairlo-api and glimtack-app fail too (three hops: glimtack-app -> chairlo-api -> slotrune-svc ->
  benchvy-db). Deposits created in the window fail as VOID_NOSLOT.
- gallerk-redis (portfolio cache) eviction storm today 11:05-11:40 under portivo-api (artist portfolios);
  glimtack-app sees errors too.
- depvella-svc (deposit payments) clean rollout 5.2.0 (from 5.1.9) today 13:02-13:11: no errors (a tempting false
  cause of the next incident).
- payquinta (external card payment partner) certificate expired today 13:20 (notAfter), renewed 14:35:
  depvella-svc's TLS handshakes fail from 13:20, holdrix-svc's (card pre-authorisation holds, cached sessions)
  from 13:44. Deposits fail as DECLINED_GW 13:20-13:44 and HOLD_SNAPPED 13:44-14:35.
- zinqbus-kafka (reminder queue) backlog on topic zinq.aftercare under nudgeloom-worker (aftercare reminders)
  since today 15:55, still going on at "now".

Healthy: waivrex-svc (consent forms), stampora-svc (loyalty stamp cards), ledgrim-pg (deposit ledger
database), sifterra-es (portfolio search index); payquinta is an external partner (no logs of its own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Kinshasa")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="inkmoor",
    title="Inkmoor tattoo studios",
    seed=71263,
    timezone="Africa/Kinshasa",
    anchor=_at(7, 16, 40),
    hours=36,
    ids=IdFormats(order="DPT~{num:4}~{alpha:3}", user="cli:{num:3}.{alpha:2}", trace="tq{hex:6}.{num:3}"),
    order_service="depvella-svc",
    orders_per_hour=40,
    order_statuses=("DEP_HELD", "DEP_HELD", "DEP_CAPTURED", "DEP_FORFEIT"),
    vocab=Vocabulary(cache_alert="SwatchCacheCold", latency_alert="NeedleLatencyHigh",
                     error_alert="StencilErrorSpike", db_alert="BenchLockPileup", pool_alert="LedgerPoolCrowded",
                     lag_alert="AftercareQueueBehind", tls_alert="PartnerChainLapsed"),
    services=(
        _S(name="glimtack-app", team="客户端组 Frontline", description_zh="客户预约 App",
           description_en="client booking app",
           depends_on=("chairlo-api", "portivo-api", "depvella-svc", "quotrix-api", "waivrex-svc", "stampora-svc")),
        _S(name="chairlo-api", team="排期组 Scheduling", description_zh="预约排期接口",
           description_en="appointment scheduling API", depends_on=("slotrune-svc",)),
        _S(name="slotrune-svc", team="排期组 Scheduling", description_zh="纹身椅档期分配",
           description_en="chair slot allocator", depends_on=("benchvy-db",)),
        _S(name="benchvy-db", kind="mysql", team="DBA", description_zh="档期数据库 (MySQL)",
           description_en="chair slot database"),
        _S(name="portivo-api", team="作品组 Portfolio", description_zh="纹身师作品集接口",
           description_en="artist portfolio API", depends_on=("gallerk-redis", "sifterra-es")),
        _S(name="gallerk-redis", kind="redis", team="作品组 Portfolio", description_zh="作品集缓存 (Redis)",
           description_en="portfolio cache"),
        _S(name="sifterra-es", kind="elasticsearch", team="作品组 Portfolio",
           description_zh="作品搜索索引 (Elasticsearch)", description_en="portfolio search index"),
        _S(name="depvella-svc", team="支付组 Payments", description_zh="定金支付", description_en="deposit payments",
           depends_on=("holdrix-svc", "payquinta", "ledgrim-pg")),
        _S(name="holdrix-svc", team="支付组 Payments", description_zh="银行卡预授权冻结",
           description_en="card pre-authorisation holds", depends_on=("payquinta",)),
        _S(name="payquinta", kind="external", team="外部 External", description_zh="外部银行卡支付伙伴",
           description_en="card payment partner"),
        _S(name="ledgrim-pg", kind="postgres", team="支付组 Payments", description_zh="定金账本库 (PostgreSQL)",
           description_en="deposit ledger database"),
        _S(name="nudgeloom-worker", team="护理组 Care", description_zh="术后护理提醒",
           description_en="aftercare reminders", depends_on=("zinqbus-kafka",)),
        _S(name="zinqbus-kafka", kind="kafka", team="护理组 Care", description_zh="提醒消息队列 (Kafka)",
           description_en="reminder queue"),
        _S(name="quotrix-api", team="报价组 Pricing", description_zh="纹身报价估算",
           description_en="tattoo price quotes"),
        _S(name="waivrex-svc", team="合规组 Compliance", description_zh="同意书签署", description_en="consent forms"),
        _S(name="stampora-svc", team="会员组 Members", description_zh="会员集章卡",
           description_en="loyalty stamp cards", depends_on=("ledgrim-pg",)),
    ),
    incidents=(
        IncidentSpec(id="quotrix-deploy", kind="deploy", service="quotrix-api", start=_at(6, 21, 10),
                     end=_at(6, 21, 48), error_rate=4, error_code="QTX-5002", version="3.8.0",
                     previous_version="3.7.4", upstream=("glimtack-app",), upstream_code="GTK-5020"),
        IncidentSpec(id="chairlo-blip", kind="blip", service="chairlo-api", start=_at(7, 7, 40), end=_at(7, 7, 58),
                     error_rate=0, warn_code="CHL-W11", alert_severity="warning"),
        IncidentSpec(id="benchvy-locks", kind="database", flavor="lock_wait", service="slotrune-svc",
                     origin="benchvy-db", start=_at(7, 9, 20), end=_at(7, 10, 5), error_rate=3,
                     error_code="SRU-5409", warn_code="BVY-W01", upstream=("chairlo-api", "glimtack-app"),
                     upstream_code="SRU-U503", order_failure_share=0.45, order_status="VOID_NOSLOT"),
        IncidentSpec(id="gallerk-evictions", kind="cache", service="portivo-api", origin="gallerk-redis",
                     start=_at(7, 11, 5), end=_at(7, 11, 40), error_rate=3, error_code="PTV-4471",
                     warn_code="GKL-W07", upstream=("glimtack-app",), upstream_code="GTK-5044"),
        IncidentSpec(id="depvella-rollout", kind="deploy", service="depvella-svc", start=_at(7, 13, 2),
                     end=_at(7, 13, 11), error_rate=0, version="5.2.0", previous_version="5.1.9", rollout_ok=True),
        # listed before the deposit service's own certificate incident: deposits created from 13:44 fail as holds
        IncidentSpec(id="payquinta-cert-holds", kind="certificate", service="holdrix-svc", origin="payquinta",
                     start=_at(7, 13, 44), end=_at(7, 14, 35), error_rate=2, error_code="HLX-4496",
                     order_failure_share=0.6, order_status="HOLD_SNAPPED"),
        IncidentSpec(id="payquinta-cert", kind="certificate", service="depvella-svc", origin="payquinta",
                     start=_at(7, 13, 20), end=_at(7, 14, 35), error_rate=3, error_code="DPV-4495",
                     upstream=("glimtack-app",), upstream_code="GTK-5022", order_failure_share=0.6,
                     order_status="DECLINED_GW"),
        IncidentSpec(id="aftercare-backlog", kind="queue", service="nudgeloom-worker", origin="zinqbus-kafka",
                     start=_at(7, 15, 55), error_rate=2, error_code="NGL-3090", warn_code="NGL-W30",
                     topic="zinq.aftercare", alert_severity="warning"),
    ),
)
