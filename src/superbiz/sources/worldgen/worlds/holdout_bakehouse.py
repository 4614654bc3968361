"""Held-out world ``bakehouse``: an industrial bakery supplying cafés and supermarkets, in America/Jamaica
(UTC-05:00, no daylight time; "now" is 06:10 local on 4 December = 11:10 UTC, early morning: the local day has
barely begun and "last night" is the evening of 3 December; wholesale orders ``BKH-0412-JM`` (made by the order
intake service doughorder), customer accounts ``KGN-QT417``, trace ids ``bkt`` + 14 hex digits).

Incidents: a backlog of the oven telemetry consumer ovenpulse-sink on the oven telemetry kafka ovenpulse-kafka
(topic oven.telemetry) this morning 04:30–05:20 (resolved); slow queries on the order database doughorder-db since
05:50, still going, under the order intake service doughorder (chain crumbportal → doughorder → doughorder-db;
wholesale orders fail with ``INTAKE_TIMEOUT``); yesterday 16:00–16:30 the delivery route partner loafroute's
certificate was expired (a silent partner: only the driver app backend crustdriver logs its failed handshakes;
renewed); a CLEAN rollout of the label printer service tagpress 4.2.0 at 05:45–05:52 (``rollout_ok``; no errors).
Healthy: loafbill (invoicing) and loafbill-pg, ryeformula (recipes) and ryeformula-redis, ovenmind (oven
controller), bakestat-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Jamaica")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="bakehouse",
    title="Bakehouse wholesale bakery",
    seed=61204,
    timezone="America/Jamaica",
    anchor=_at(4, 6, 10),
    hours=36,
    ids=IdFormats(order="BKH-{num:4}-JM", user="KGN-{alpha:2}{num:3}", trace="bkt{hex:14}"),
    order_service="doughorder",
    orders_per_hour=60,
    order_statuses=("ACCEPTED", "ACCEPTED", "BAKING", "DISPATCHED", "DELIVERED"),
    vocab=Vocabulary(request_rate="bake_req_rate", latency="bake_resp_p99_ms", error_ratio="bake_err_share",
                     hit_ratio="formula_cache_hits", evictions="formula_cache_evicts_ps",
                     query_latency="orderdb_stmt_p99_ms", lock_waits="orderdb_lockwaits_ps",
                     pool_in_use="orderdb_conns_used", pool_size="orderdb_conns_cap",
                     consumer_lag="oven_events_behind", tls_days="partner_cert_days",
                     tls_failures="partner_handshake_fail_ps", cache_alert="FormulaCacheCold",
                     latency_alert="BakeRespSlow", error_alert="BakeErrShareHigh", db_alert="OrderDbSlowStatements",
                     pool_alert="OrderDbConnsFull", lag_alert="OvenEventsBehind", tls_alert="PartnerHandshakeBroken"),
    services=(
        _S(name="crumbportal", team="批发门户组 Wholesale Portal", description_zh="批发订货门户 (咖啡店/超市下单网站)",
           description_en="wholesale order portal", depends_on=("doughorder", "loafbill")),
        _S(name="doughorder", team="订单组 Order Intake", description_zh="订单接收服务",
           description_en="order intake service", depends_on=("doughorder-db", "ryeformula", "tagpress")),
        _S(name="doughorder-db", kind="mysql", team="DBA", description_zh="订单数据库 (MySQL)",
           description_en="order db"),
        _S(name="ovenmind", team="烘焙车间组 Bake Floor", description_zh="烤炉控制器",
           description_en="oven controller", depends_on=("ryeformula", "ovenpulse-kafka")),
        _S(name="ovenpulse-kafka", kind="kafka", team="烘焙车间组 Bake Floor", description_zh="烤炉遥测 Kafka",
           description_en="oven telemetry kafka"),
        _S(name="ovenpulse-sink", team="烘焙车间组 Bake Floor", description_zh="烤炉遥测消费者 (读 Kafka 写库)",
           description_en="oven telemetry consumer", depends_on=("ovenpulse-kafka", "bakestat-pg")),
        _S(name="bakestat-pg", kind="postgres", team="烘焙车间组 Bake Floor", description_zh="烤炉数据库 (PostgreSQL)",
           description_en="oven telemetry database"),
        _S(name="ryeformula", team="配方组 Recipes", description_zh="配方服务",
           description_en="recipe service", depends_on=("ryeformula-redis",)),
        _S(name="ryeformula-redis", kind="redis", team="配方组 Recipes", description_zh="配方缓存 (Redis)",
           description_en="recipe cache"),
        _S(name="crustdriver", team="配送组 Delivery", description_zh="司机App (后端)",
           description_en="driver app", depends_on=("loafroute",)),
        _S(name="loafroute", kind="external", team="外部 External", description_zh="配送路线合作方",
           description_en="delivery route partner"),
        _S(name="tagpress", team="包装组 Packing", description_zh="标签打印服务",
           description_en="label printer service", depends_on=("ryeformula",)),
        _S(name="loafbill", team="财务组 Billing", description_zh="开票服务",
           description_en="invoicing", depends_on=("loafbill-pg",)),
        _S(name="loafbill-pg", kind="postgres", team="财务组 Billing", description_zh="开票数据库 (PostgreSQL)",
           description_en="invoicing database"),
    ),
    incidents=(
        IncidentSpec(id="ovenpulse-backlog", kind="queue", service="ovenpulse-sink", origin="ovenpulse-kafka",
                     start=_at(4, 4, 30), end=_at(4, 5, 20), error_rate=2, error_code="OVP-4407",
                     warn_code="OVP-W12", topic="oven.telemetry"),
        IncidentSpec(id="doughorder-db-slow", kind="database", flavor="slow_query", service="doughorder",
                     origin="doughorder-db", start=_at(4, 5, 50), error_rate=3, error_code="DGH-5108",
                     warn_code="DDB-W44", upstream=("crumbportal",), upstream_code="CRP-5031",
                     order_failure_share=0.5, order_status="INTAKE_TIMEOUT"),
        IncidentSpec(id="loafroute-cert", kind="certificate", service="crustdriver", origin="loafroute",
                     start=_at(3, 16, 0), end=_at(3, 16, 30), error_rate=3, error_code="CDV-4951"),
        IncidentSpec(id="tagpress-rollout", kind="deploy", service="tagpress", start=_at(4, 5, 45),
                     end=_at(4, 5, 52), version="4.2.0", previous_version="4.1.7", rollout_ok=True),
    ),
)
