"""Held-out world ``tunehire``: musical-instrument rentals (pianos, violins, drums) with delivery vans and tuning
appointments, in Asia/Famagusta (UTC+02:00 in November; rental ids ``TNH482K0917``, users ``hrms.K3J9Q``, trace
ids ``tqx`` + 13 hex).

"Now" is Thursday 2026-11-19 18:05 local (16:05 UTC); the data starts 36 hours earlier, Wednesday 2026-11-18
06:05 local. Incidents (local times):

- quavero-pg connection pool exhausted 17:20-17:50 today under two callers that log different codes: the rentals
  app lyrabox-app (LYBX-4431; its gateway fretgate FRGT-5093; failed rentals HIRE_STALLED) and the tuning
  scheduler pegtune-sched (PEGN-2260); pool warnings QVR-W88 on quavero-pg (resolved).
- rosinkv (Redis) eviction storm behind stockivo three short times today: 10:05-10:15, 13:40-14:00 (the longest)
  and 16:30-16:35 (the last); stockivo STKV-3318, its caller lyrabox-app LYBX-4502, failed rentals STOCK_UNKNOWN.
- clean rollout of the pricing service tarifonic 6.3.0 at 17:10 (completed 17:16): no errors, a tempting false
  cause of the pool exhaustion ten minutes later.
- delivery-van tracking vantrakko: a warnings-only latency blip 15:10-15:24 today (VNWL-W17, no ERROR lines).
- delivery dispatch backlog: dispakto lagging on topic ferrokast.vanloads since 17:40 today (ongoing, warning).
- certificate of the external insurer polisano-ext expired yesterday 14:20-16:05 behind the damage-waiver
  service guardlyre (GDLY-4950; lyrabox-app LYBX-4210; failed rentals WAIVER_BLOCKED; renewed, resolved).
- bad deploy of the invoice service invoxel 4.12.0 today 08:40, rolled back to 4.11.3 at 09:05 (NVXL-5120).

Healthy: scoutle (instrument search), harpidx (Elasticsearch), dingavo (SMS notifications), ferrokast itself
(only its consumer lags).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Famagusta")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tunehire",
    title="Tunehire instrument rentals",
    seed=61893,
    timezone="Asia/Famagusta",
    anchor=_at(19, 18, 5),
    hours=36,
    ids=IdFormats(order="TNH{num:3}K{num:4}", user="hrms.{alnum:5}", trace="tqx{hex:13}"),
    order_service="lyrabox-app",
    orders_per_hour=60,
    order_statuses=("ON_HIRE", "ON_HIRE", "RETURNED", "DELIVERED"),
    vocab=Vocabulary(pool_alert="PoolSeatsDry", cache_alert="RosinMissFlood", lag_alert="LoadoutLagRising",
                     tls_alert="CertSouredOff", latency_alert="TuneSlowAlarm", error_alert="ErrTideHigh"),
    services=(
        _S(name="fretgate", team="平台组 Stagehands", description_zh="对外网关 (App 与网站入口)",
           description_en="public gateway for the app and website",
           depends_on=("lyrabox-app", "pegtune-sched", "scoutle", "vantrakko")),
        _S(name="lyrabox-app", team="租赁组 Hire crew", description_zh="乐器租赁下单应用",
           description_en="instrument rentals app",
           depends_on=("quavero-pg", "stockivo", "tarifonic", "guardlyre", "invoxel", "dingavo")),
        _S(name="pegtune-sched", team="调音组 Tuners", description_zh="调音预约排期",
           description_en="tuning appointment scheduler", depends_on=("quavero-pg", "dingavo")),
        _S(name="quavero-pg", kind="postgres", team="DBA", description_zh="租赁与预约数据库 (PostgreSQL)",
           description_en="rentals and appointments database"),
        _S(name="stockivo", team="库存组 Stockroom", description_zh="乐器可租库存查询",
           description_en="instrument availability service", depends_on=("rosinkv",)),
        _S(name="rosinkv", kind="redis", team="库存组 Stockroom", description_zh="库存缓存 (Redis)",
           description_en="availability cache"),
        _S(name="tarifonic", team="定价组 Pricing", description_zh="租金定价服务",
           description_en="rental pricing service"),
        _S(name="vantrakko", team="配送组 Van crew", description_zh="送货车实时定位追踪",
           description_en="delivery van tracking"),
        _S(name="dispakto", team="配送组 Van crew", description_zh="配送派单处理",
           description_en="delivery dispatch worker", depends_on=("ferrokast",)),
        _S(name="ferrokast", kind="kafka", team="平台组 Stagehands", description_zh="配送任务队列 (Kafka)",
           description_en="delivery job queue"),
        _S(name="guardlyre", team="保障组 Cover", description_zh="乐器损坏保障 (押金与保险)",
           description_en="damage waiver and insurance", depends_on=("polisano-ext",)),
        _S(name="polisano-ext", kind="external", team="外部 External", description_zh="外部保险公司接口",
           description_en="external insurer API"),
        _S(name="invoxel", team="账单组 Billing", description_zh="账单与发票", description_en="invoices and receipts"),
        _S(name="scoutle", team="搜索组 Finders", description_zh="乐器搜索", description_en="instrument search",
           depends_on=("harpidx",)),
        _S(name="harpidx", kind="elasticsearch", team="搜索组 Finders", description_zh="乐器搜索索引 (Elasticsearch)",
           description_en="instrument search index"),
        _S(name="dingavo", team="通知组 Bells", description_zh="短信与推送通知",
           description_en="SMS and push notifications"),
    ),
    incidents=(
        IncidentSpec(id="rentals-pool", kind="database", flavor="pool", service="lyrabox-app", origin="quavero-pg",
                     start=_at(19, 17, 20), end=_at(19, 17, 50), error_rate=4, error_code="LYBX-4431",
                     warn_code="QVR-W88", upstream=("fretgate",), upstream_code="FRGT-5093",
                     order_failure_share=0.6, order_status="HIRE_STALLED"),
        IncidentSpec(id="tuning-pool", kind="database", flavor="pool", service="pegtune-sched", origin="quavero-pg",
                     start=_at(19, 17, 20), end=_at(19, 17, 50), error_rate=3, error_code="PEGN-2260",
                     warn_code="QVR-W88"),
        IncidentSpec(id="stock-cache-1", kind="cache", service="stockivo", origin="rosinkv", start=_at(19, 10, 5),
                     end=_at(19, 10, 15), error_rate=3, error_code="STKV-3318", warn_code="RSN-W41",
                     upstream=("lyrabox-app",), upstream_code="LYBX-4502", order_failure_share=0.5,
                     order_status="STOCK_UNKNOWN"),
        IncidentSpec(id="stock-cache-2", kind="cache", service="stockivo", origin="rosinkv", start=_at(19, 13, 40),
                     end=_at(19, 14, 0), error_rate=3, error_code="STKV-3318", warn_code="RSN-W41",
                     upstream=("lyrabox-app",), upstream_code="LYBX-4502", order_failure_share=0.5,
                     order_status="STOCK_UNKNOWN"),
        IncidentSpec(id="stock-cache-3", kind="cache", service="stockivo", origin="rosinkv", start=_at(19, 16, 30),
                     end=_at(19, 16, 35), error_rate=3, error_code="STKV-3318", warn_code="RSN-W41",
                     upstream=("lyrabox-app",), upstream_code="LYBX-4502", order_failure_share=0.5,
                     order_status="STOCK_UNKNOWN"),
        IncidentSpec(id="pricing-rollout", kind="deploy", service="tarifonic", start=_at(19, 17, 10),
                     end=_at(19, 17, 16), version="6.3.0", previous_version="6.2.4", rollout_ok=True),
        IncidentSpec(id="van-tracking-blip", kind="blip", service="vantrakko", start=_at(19, 15, 10),
                     end=_at(19, 15, 24), error_rate=0, warn_code="VNWL-W17", alert_severity="warning"),
        IncidentSpec(id="dispatch-backlog", kind="queue", service="dispakto", origin="ferrokast",
                     start=_at(19, 17, 40), error_rate=2, error_code="DSPK-3090", warn_code="DSPK-W12",
                     topic="ferrokast.vanloads", alert_severity="warning"),
        IncidentSpec(id="insurer-cert", kind="certificate", service="guardlyre", origin="polisano-ext",
                     start=_at(18, 14, 20), end=_at(18, 16, 5), error_rate=3, error_code="GDLY-4950",
                     upstream=("lyrabox-app",), upstream_code="LYBX-4210", order_failure_share=0.5,
                     order_status="WAIVER_BLOCKED"),
        IncidentSpec(id="invoice-deploy", kind="deploy", service="invoxel", start=_at(19, 8, 40),
                     end=_at(19, 9, 5), error_rate=4, error_code="NVXL-5120", version="4.12.0",
                     previous_version="4.11.3"),
    ),
)
