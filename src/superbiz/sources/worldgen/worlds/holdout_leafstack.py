"""Held-out world ``leafstack``: a hydroponic vertical farm (grow recipes, climate controllers, harvest orders to
grocers, grocer invoicing) in Asia/Urumqi (UTC+06:00, no daylight time; "now" is 09:05 local on 7 December =
03:05 UTC on 7 December; the data begin at 23:05 local on 5 December). Harvest orders ``U417-HO-7KQ2Z`` (made by
the grocer portal grocerdock), grocers ``GRC.QKZ0417``, trace ids 8 hex digits + ``-lf-`` + 8 hex digits.

Incidents (local times):

* a climate-controller telemetry backlog this morning 06:00-07:30 (the climate telemetry consumer climabrook
  behind the kafka humidq, topic ``climate.readings``; resolved);
* the harvest-order database cropcall-pg's connection pool exhausted since 08:40, still going, under the harvest
  order service cropcall and reaching the grocer portal grocerdock (chain grocerdock -> cropcall -> cropcall-pg;
  failed harvest orders as records, status ``HARVEST_FAILED``);
* a clean rollout of the grow-recipe engine sproutmix 4.6.0 at 08:35-08:39 (``rollout_ok``; a tempting false
  cause: cropcall depends on it);
* the grocer EDI partner ediparc's certificate expired yesterday 16:00-16:45 (grocer invoicing invoxa's TLS
  handshakes failing, the grocer portal too; invoices rejected as records, status ``INVOICE_REJECTED``);
* a WARN-only latency blip of the lighting controller lumirack at 08:50-08:56 (warning alert, resolved).

Healthy: the packing service packwhirl and its database packwhirl-db, the cold-chain dispatch frostvan, the seed
and tray inventory seedlot, the recipe store sprout-vault, the grow-recipe engine sproutmix (clean rollout only).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Urumqi")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="leafstack",
    title="Leafstack hydroponic vertical farm",
    seed=70917,
    timezone="Asia/Urumqi",
    anchor=_at(7, 9, 5),
    hours=34,
    ids=IdFormats(order="U{num:3}-HO-{alnum:5}", user="GRC.{alpha:3}{num:4}", trace="{hex:8}-lf-{hex:8}"),
    order_service="grocerdock",
    orders_per_hour=40,
    order_statuses=("ACCEPTED", "HARVESTED", "PACKED", "DELIVERED"),
    vocab=Vocabulary(request_rate="leaf_calls_ps", latency="leaf_resp_p99_ms", error_ratio="leaf_err_frac",
                     hit_ratio="leaf_kv_hit_frac", evictions="leaf_kv_evicts_ps",
                     query_latency="grow_sql_p99_ms", lock_waits="grow_sql_lockwaits_ps",
                     pool_in_use="grow_pool_busy", pool_size="grow_pool_max",
                     consumer_lag="climate_msgs_behind", tls_days="edi_cert_days_to_expiry",
                     tls_failures="edi_tls_errors_ps", cache_alert="LeafKvHitDrop",
                     latency_alert="LeafRespSlow", error_alert="LeafErrFracHigh", db_alert="GrowSqlSlow",
                     pool_alert="GrowPoolDrained", lag_alert="ClimateMsgsBacklog", tls_alert="EdiTlsExpired"),
    services=(
        _S(name="grocerdock", team="商超门户组 Grocer Portal", description_zh="商超门户 (商超下采收订单、查账单)",
           description_en="grocer portal", depends_on=("cropcall", "invoxa", "seedlot")),
        _S(name="cropcall", team="采收订单组 Harvest Orders", description_zh="采收订单服务",
           description_en="harvest order service", depends_on=("cropcall-pg", "sproutmix")),
        _S(name="cropcall-pg", kind="postgres", team="采收订单组 Harvest Orders",
           description_zh="采收订单数据库 (PostgreSQL)", description_en="harvest order database"),
        _S(name="sproutmix", team="种植配方组 Grow Recipes", description_zh="种植配方引擎",
           description_en="grow-recipe engine", depends_on=("sprout-vault",)),
        _S(name="sprout-vault", kind="mysql", team="种植配方组 Grow Recipes", description_zh="配方库 (MySQL)",
           description_en="recipe store"),
        _S(name="invoxa", team="商超结算组 Grocer Billing", description_zh="商超开票服务",
           description_en="grocer invoicing", depends_on=("ediparc",)),
        _S(name="ediparc", kind="external", team="外部 External", description_zh="商超 EDI 对接合作方",
           description_en="grocer EDI partner"),
        _S(name="climabrook", team="环境控制组 Climate", description_zh="气候控制器遥测消费 (读遥测队列)",
           description_en="climate-controller telemetry consumer", depends_on=("humidq",)),
        _S(name="humidq", kind="kafka", team="环境控制组 Climate", description_zh="气候遥测队列 (Kafka)",
           description_en="climate telemetry queue"),
        _S(name="lumirack", team="环境控制组 Climate", description_zh="补光灯控制器",
           description_en="lighting controller", depends_on=("sproutmix", "climabrook")),
        _S(name="packwhirl", team="包装组 Packing", description_zh="包装服务", description_en="packing service",
           depends_on=("packwhirl-db",)),
        _S(name="packwhirl-db", kind="mysql", team="包装组 Packing", description_zh="包装数据库 (MySQL)",
           description_en="packing database"),
        _S(name="frostvan", team="冷链配送组 Cold Chain", description_zh="冷链配送调度",
           description_en="cold-chain dispatch", depends_on=("packwhirl",)),
        _S(name="seedlot", team="种苗库存组 Seed Stock", description_zh="种子与育苗盘库存",
           description_en="seed and tray inventory"),
    ),
    incidents=(
        IncidentSpec(id="climate-telemetry-backlog", kind="queue", service="climabrook", origin="humidq",
                     start=_at(7, 6, 0), end=_at(7, 7, 30), error_rate=2, error_code="CLB-4420",
                     warn_code="HMQ-W18", topic="climate.readings"),
        IncidentSpec(id="sproutmix-rollout", kind="deploy", service="sproutmix", start=_at(7, 8, 35),
                     end=_at(7, 8, 39), version="4.6.0", previous_version="4.5.2", rollout_ok=True),
        IncidentSpec(id="cropcall-pool", kind="database", flavor="pool", service="cropcall", origin="cropcall-pg",
                     start=_at(7, 8, 40), error_rate=3, error_code="CRC-7340", warn_code="CPG-W52",
                     upstream=("grocerdock",), upstream_code="GDK-7302", order_failure_share=0.4,
                     order_status="HARVEST_FAILED"),
        IncidentSpec(id="ediparc-cert", kind="certificate", service="invoxa", origin="ediparc",
                     start=_at(6, 16, 0), end=_at(6, 16, 45), error_rate=3, error_code="IVX-6495",
                     upstream=("grocerdock",), upstream_code="GDK-6411", order_failure_share=0.5,
                     order_status="INVOICE_REJECTED"),
        IncidentSpec(id="lumirack-blip", kind="blip", service="lumirack", start=_at(7, 8, 50), end=_at(7, 8, 56),
                     error_rate=0, warn_code="LMR-W33", alert_severity="warning"),
    ),
)
