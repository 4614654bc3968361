"""Held-out world ``hookmere``: fishing charter bookings (boats, crews, bait supplier, weather feed) in
America/Hermosillo (UTC-07:00 all year, no daylight saving). Order ids ``RQL.4821.QZK``, users ``ANGLR-503917``,
trace ids ``FHK`` + 4 digits + 14 hex.

"Now" (the anchor) is 2026-12-09 14:40 local (21:40 UTC); the data starts 36 hours earlier, 2026-12-08 02:40 local.

Incidents (local times):

* the departure-manifest consumer quaymint falls behind on topic ``sailvox.departures`` of the chumrill Kafka bus
  TWICE: yesterday 2026-12-08 15:10-16:25 (resolved) and today 2026-12-09 13:55 (ongoing); its caller dockbell
  (departure reminders) logs DBL-5120 on both days;
* the external weather/tide partner swellnik (no logs of its own) serves an expired certificate today 05:50-07:20
  (resolved): tidegrok logs TGK-4951, its caller berthquill BQQ-5244, bookings fail ``TIDE_UNCLEARED``;
* lock waits on the booking MySQL trawlmoss behind berthquill today 09:20-10:05 (resolved): berthquill BQQ-4093,
  skifgate SKIF-5033, bookings fail ``SLIP_LOCKED``;
* the pricing cache spratkey (Redis) evicts behind fathomrate today from 12:40 (ongoing): fathomrate FTR-6112,
  berthquill BQQ-5207, bookings fail ``QUOTE_ADRIFT`` (chain skifgate -> berthquill -> fathomrate -> spratkey);
* a bad deploy of lurebin (bait supplier integration) 2.3.0 yesterday 19:40-20:15, rolled back to 2.2.6
  (LBN-5009, skifgate SKIF-5061);
* a clean rollout of quaymint 5.8.0 (from 5.7.3) today 13:25-13:35, twenty minutes before today's backlog (not
  its cause);
* a warnings-only latency blip on anglaro (fishing-spot search) today 08:05-08:24 (AGL-W27).

Healthy: crewlume, oarvane, spotwhorl (and swellnik, which never logs, is only seen through tidegrok).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Hermosillo")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="hookmere",
    title="Hookmere fishing charters",
    seed=77213,
    timezone="America/Hermosillo",
    anchor=_at(9, 14, 40),
    hours=36,
    ids=IdFormats(order="RQL.{num:4}.{alpha:3}", user="ANGLR-{num:6}", trace="FHK{num:4}{hex:14}"),
    order_service="berthquill",
    orders_per_hour=30,
    order_statuses=("CHARTERED", "CHARTERED", "CAST_OFF", "LANDED"),
    vocab=Vocabulary(cache_alert="QuoteHitsEbbing", latency_alert="P99Squall", error_alert="ErrorsRiptide",
                     db_alert="LockWaitsMooring", pool_alert="PoolGunwaleFull", lag_alert="LagSwellRising",
                     tls_alert="PartnerCertLapsing"),
    services=(
        _S(name="skifgate", team="平台组 Platform", description_zh="统一入口网关", description_en="edge gateway",
           depends_on=("berthquill", "crewlume", "lurebin", "anglaro")),
        _S(name="berthquill", team="预订组 Bookings", description_zh="包船预订下单接口",
           description_en="charter booking API", depends_on=("fathomrate", "trawlmoss", "tidegrok")),
        _S(name="fathomrate", team="定价组 Pricing", description_zh="出海报价引擎",
           description_en="trip pricing engine", depends_on=("spratkey",)),
        _S(name="spratkey", kind="redis", team="定价组 Pricing", description_zh="报价缓存 (Redis)",
           description_en="pricing cache (Redis)"),
        _S(name="trawlmoss", kind="mysql", team="DBA 数据库组", description_zh="预订主库 (MySQL)",
           description_en="booking database (MySQL)"),
        _S(name="tidegrok", team="海况组 Marine", description_zh="出海天气潮汐校验",
           description_en="weather and tide check", depends_on=("swellnik",)),
        _S(name="swellnik", kind="external", team="外部 External", description_zh="外部天气潮汐数据商",
           description_en="external weather/tide partner"),
        _S(name="crewlume", team="船员组 Crew", description_zh="船员排班", description_en="crew rostering",
           depends_on=("oarvane",)),
        _S(name="oarvane", kind="postgres", team="船员组 Crew", description_zh="船员数据库 (PostgreSQL)",
           description_en="crew database (PostgreSQL)"),
        _S(name="lurebin", team="采购组 Supply", description_zh="鱼饵供应商对接",
           description_en="bait supplier integration"),
        _S(name="chumrill", kind="kafka", team="平台组 Platform", description_zh="出航事件总线 (Kafka)",
           description_en="sailing event bus (Kafka)"),
        _S(name="quaymint", team="船务组 Marina Ops", description_zh="出海名单生成 (消费者)",
           description_en="departure manifest builder (consumer)", depends_on=("chumrill", "trawlmoss")),
        _S(name="dockbell", team="消息组 Messaging", description_zh="出海提醒通知",
           description_en="departure reminder notifications", depends_on=("quaymint",)),
        _S(name="anglaro", team="搜索组 Search", description_zh="钓点搜索", description_en="fishing spot search",
           depends_on=("spotwhorl",)),
        _S(name="spotwhorl", kind="elasticsearch", team="搜索组 Search", description_zh="钓点检索集群",
           description_en="fishing spot search cluster"),
    ),
    incidents=(
        IncidentSpec(id="manifest-backlog-yesterday", kind="queue", service="quaymint", origin="chumrill",
                     start=_at(8, 15, 10), end=_at(8, 16, 25), error_rate=2, error_code="QMT-3071",
                     warn_code="QMT-W18", topic="sailvox.departures", upstream=("dockbell",),
                     upstream_code="DBL-5120", alert_severity="warning"),
        IncidentSpec(id="lurebin-deploy", kind="deploy", service="lurebin", start=_at(8, 19, 40),
                     end=_at(8, 20, 15), error_rate=4, error_code="LBN-5009", version="2.3.0",
                     previous_version="2.2.6", upstream=("skifgate",), upstream_code="SKIF-5061"),
        IncidentSpec(id="swellnik-cert-expired", kind="certificate", service="tidegrok", origin="swellnik",
                     start=_at(9, 5, 50), end=_at(9, 7, 20), error_rate=2, error_code="TGK-4951",
                     upstream=("berthquill",), upstream_code="BQQ-5244", order_failure_share=0.5,
                     order_status="TIDE_UNCLEARED"),
        IncidentSpec(id="anglaro-blip", kind="blip", service="anglaro", start=_at(9, 8, 5), end=_at(9, 8, 24),
                     error_rate=0, warn_code="AGL-W27", alert_severity="warning"),
        IncidentSpec(id="trawlmoss-locks", kind="database", flavor="lock_wait", service="berthquill",
                     origin="trawlmoss", start=_at(9, 9, 20), end=_at(9, 10, 5), error_rate=3,
                     error_code="BQQ-4093", warn_code="TWM-W12", upstream=("skifgate",), upstream_code="SKIF-5033",
                     order_failure_share=0.4, order_status="SLIP_LOCKED"),
        IncidentSpec(id="spratkey-evictions", kind="cache", service="fathomrate", origin="spratkey",
                     start=_at(9, 12, 40), error_rate=3, error_code="FTR-6112", warn_code="SPRK-W41",
                     upstream=("berthquill",), upstream_code="BQQ-5207", order_failure_share=0.35,
                     order_status="QUOTE_ADRIFT"),
        IncidentSpec(id="quaymint-rollout", kind="deploy", service="quaymint", start=_at(9, 13, 25),
                     end=_at(9, 13, 35), version="5.8.0", previous_version="5.7.3", rollout_ok=True),
        IncidentSpec(id="manifest-backlog-today", kind="queue", service="quaymint", origin="chumrill",
                     start=_at(9, 13, 55), error_rate=2, error_code="QMT-3071", warn_code="QMT-W18",
                     topic="sailvox.departures", upstream=("dockbell",), upstream_code="DBL-5120",
                     alert_severity="warning"),
    ),
)
