"""Held-out world ``heelwright``: a shoe-repair and cobbler chain (repair tickets, resole jobs, courier pickups) in
America/Araguaina (UTC-03:00, no daylight saving). Repair tickets ``SR/0417/KX``, customers ``sole-0417``, trace
ids ``hwt-AB12C-0f3e9a``.

"Now" is 2026-10-14 13:20 local (16:20 UTC); the data starts 36 hours earlier, 2026-10-13 01:20 local.
Incidents (local times):

- yesterday 22:40-23:55: consumer backlog on topic resolo.jobs of nubrasp-worker (Kafka kipsole-bus; resolved);
- today 07:40-08:05: bad deploy 4.12.0 of fetchby-pickup (the pickup app), rolled back to 4.11.3 at 08:05;
  tickets created meanwhile fail PICKUP_VOIDED; trodmere-web sees errors;
- today 09:10-09:50: MySQL lock wait on cobdrum-my behind two apps: welto-bench (09:10-09:30, tickets fail
  RESOLE_VOIDED) and awlbrix-tickets (09:10-09:50, tickets fail INTAKE_STALLED from 09:30, while welto-bench's
  window holds the failures before); trodmere-web sees errors;
- today 10:35-10:47: warnings-only latency blip on insolo-stores (no errors; resolved);
- today 11:30-now: the certificate of the courier partner ferrovo-courier expired; ravelo-dispatch fails TLS
  handshakes, fetchby-pickup fails its calls (still failing); tickets fail COURIER_REJECTED;
- today 12:01-12:05: clean rollout 2.8.1 of quillet-quote (no errors: a tempting false cause of the next);
- today 12:10-12:30: eviction storm on the quote cache tagwel-redis behind quillet-quote (resolved); trodmere-web
  sees errors.

Chain: trodmere-web -> fetchby-pickup -> ravelo-dispatch -> ferrovo-courier (external).
Healthy: vamply-pay, hobvetta-pg, stitchu-notify, grommex-search.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Araguaina")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="heelwright",
    title="Heelwright shoe repair",
    seed=41714,
    timezone="America/Araguaina",
    anchor=_at(14, 13, 20),
    hours=36,
    ids=IdFormats(order="SR/{num:4}/{alpha:2}", user="sole-{num:4}", trace="hwt-{alnum:5}-{hex:6}"),
    order_service="awlbrix-tickets",
    orders_per_hour=48,
    order_statuses=("RECEIVED", "ON_BENCH", "RESOLED", "READY", "COLLECTED"),
    vocab=Vocabulary(request_rate="cobbler_rps", latency="p99_resp_msec", error_ratio="heel_err_share",
                     hit_ratio="quote_cache_hits", evictions="tagwel_evict_per_s", lock_waits="lockwait_per_sec",
                     consumer_lag="bench_lag_msgs", tls_days="cert_days_to_lapse", tls_failures="ferrovo_tls_fails",
                     cache_alert="HeelCacheThin", db_alert="LastLockPileup", error_alert="WeltErrorSurge",
                     latency_alert="SoleLagSlow", lag_alert="BenchQueueSwell", tls_alert="FerrovoTlsLapse",
                     pool_alert="ShankPoolFull"),
    services=(
        _S(name="trodmere-web", team="门店前台组 Storefront", description_zh="顾客预约下单网站",
           description_en="customer booking website",
           depends_on=("awlbrix-tickets", "quillet-quote", "fetchby-pickup", "vamply-pay", "insolo-stores")),
        _S(name="awlbrix-tickets", team="工单组 Ticket crew", description_zh="维修工单服务",
           description_en="repair ticket service", depends_on=("cobdrum-my", "stitchu-notify")),
        _S(name="welto-bench", team="车间组 Bench crew", description_zh="换底作业排程",
           description_en="resole job scheduling", depends_on=("cobdrum-my", "kipsole-bus")),
        _S(name="cobdrum-my", kind="mysql", team="DBA", description_zh="工单主库 (MySQL)",
           description_en="repair ticket database"),
        _S(name="fetchby-pickup", team="物流组 Logistics", description_zh="上门取件预约 App",
           description_en="courier pickup app", depends_on=("ravelo-dispatch",)),
        _S(name="ravelo-dispatch", team="物流组 Logistics", description_zh="快递派单适配",
           description_en="courier dispatch adapter", depends_on=("ferrovo-courier",)),
        _S(name="ferrovo-courier", kind="external", team="外部 External", description_zh="外部快递合作方接口",
           description_en="courier partner API"),
        _S(name="quillet-quote", team="定价组 Pricing", description_zh="维修报价服务",
           description_en="repair quote pricing", depends_on=("tagwel-redis",)),
        _S(name="tagwel-redis", kind="redis", team="定价组 Pricing", description_zh="报价缓存 (Redis)",
           description_en="quote cache"),
        _S(name="nubrasp-worker", team="车间组 Bench crew", description_zh="换底任务消费",
           description_en="resole job worker", depends_on=("kipsole-bus",)),
        _S(name="kipsole-bus", kind="kafka", team="平台组 Platform", description_zh="车间任务队列 (Kafka)",
           description_en="workshop job queue"),
        _S(name="vamply-pay", team="财务组 Finance", description_zh="收款服务", description_en="payments",
           depends_on=("hobvetta-pg",)),
        _S(name="hobvetta-pg", kind="postgres", team="财务组 Finance", description_zh="收款数据库 (PostgreSQL)",
           description_en="payments database"),
        _S(name="stitchu-notify", team="消息组 Messaging", description_zh="取鞋短信通知",
           description_en="pickup SMS notifications"),
        _S(name="insolo-stores", team="门店前台组 Storefront", description_zh="门店查询",
           description_en="store locator", depends_on=("grommex-search",)),
        _S(name="grommex-search", kind="elasticsearch", team="门店前台组 Storefront",
           description_zh="门店搜索索引 (Elasticsearch)", description_en="store search index"),
    ),
    incidents=(
        # listed before the ticket service's lock wait: its window (09:10-09:30) takes the failed tickets first
        IncidentSpec(id="bench-lockwait", kind="database", flavor="lock_wait", service="welto-bench",
                     origin="cobdrum-my", start=_at(14, 9, 10), end=_at(14, 9, 30), error_rate=3,
                     error_code="WLB-3390", warn_code="CDM-LW09", order_failure_share=0.45,
                     order_status="RESOLE_VOIDED"),
        IncidentSpec(id="tickets-lockwait", kind="database", flavor="lock_wait", service="awlbrix-tickets",
                     origin="cobdrum-my", start=_at(14, 9, 10), end=_at(14, 9, 50), error_rate=4,
                     error_code="AWB-4471", warn_code="CDM-LW09", upstream=("trodmere-web",),
                     upstream_code="TDW-5023", order_failure_share=0.45, order_status="INTAKE_STALLED"),
        IncidentSpec(id="pickup-deploy", kind="deploy", service="fetchby-pickup", start=_at(14, 7, 40),
                     end=_at(14, 8, 5), error_rate=4, error_code="FBY-5120", version="4.12.0",
                     previous_version="4.11.3", upstream=("trodmere-web",), upstream_code="TDW-5007",
                     order_failure_share=0.4, order_status="PICKUP_VOIDED"),
        IncidentSpec(id="courier-cert", kind="certificate", service="ravelo-dispatch", origin="ferrovo-courier",
                     start=_at(14, 11, 30), error_rate=3, error_code="RVD-4953", upstream=("fetchby-pickup",),
                     upstream_code="FBY-5031", order_failure_share=0.35, order_status="COURIER_REJECTED"),
        IncidentSpec(id="quote-rollout", kind="deploy", service="quillet-quote", start=_at(14, 12, 1),
                     end=_at(14, 12, 5), version="2.8.1", previous_version="2.8.0", rollout_ok=True),
        IncidentSpec(id="quote-cache", kind="cache", service="quillet-quote", origin="tagwel-redis",
                     start=_at(14, 12, 10), end=_at(14, 12, 30), error_rate=3, error_code="QLX-2708",
                     warn_code="TAGW-EV3", upstream=("trodmere-web",), upstream_code="TDW-5044"),
        IncidentSpec(id="resole-backlog", kind="queue", service="nubrasp-worker", origin="kipsole-bus",
                     start=_at(13, 22, 40), end=_at(13, 23, 55), error_rate=2, error_code="NBR-3304",
                     warn_code="NBR-W12", topic="resolo.jobs", alert_severity="warning"),
        IncidentSpec(id="stores-blip", kind="blip", service="insolo-stores", start=_at(14, 10, 35),
                     end=_at(14, 10, 47), error_rate=0, warn_code="INS-W40", alert_severity="warning"),
    ),
)
