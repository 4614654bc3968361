"""Held-out world ``gelatoly``: a gelato shop chain's ordering and delivery in Europe/Rome (UTC+01:00 in winter;
"now" is 16:20 local on 4 December = 15:20 UTC; the data begin at 04:20 local on 3 December; orders ``g7/0412/a``
(slashes, lower case; made by coppa-orders), customers ``amico-3fa9c1``, trace ids ``gl`` + 10 hex digits).

Incidents: the freezer telemetry queue frigo-q backs up since 15:40 today (the consumer frigo-reader lags and
fails; the display-case stock service vetrina-stock calling it fails too; chain scoop-app → coppa-orders →
vetrina-stock → frigo-reader → frigo-q; still going on); a CLEAN rollout of the menu service gusti-menu 5.8.0 at
15:35–15:41 today (``rollout_ok``; a tempting false cause); a WARN-only latency blip of the courier app
pedala-rider today 13:10–13:22; the card payment partner paysquare's certificate expired this morning 09:00–09:20
(carta-gw failed its handshakes; coppa-orders declined payments: orders ``PAYMENT_DECLINED``; renewed); a bad
deploy of the delivery dispatcher giro-dispatch 4.2.0 yesterday 11:05, rolled back 11:35 (coppa-orders failed
deliveries: orders ``DELIVERY_FAILED``).
Healthy: punti-loyalty (loyalty), punti-db, coppa-db, gusti-redis, scoop-app.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Rome")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="gelatoly",
    title="Gelatoly gelato shops ordering and delivery",
    seed=60412,
    timezone="Europe/Rome",
    anchor=_at(4, 16, 20),
    hours=36,
    ids=IdFormats(order="g{num:1}/{seq:4}/{hex:1}", user="amico-{hex:6}", trace="gl{hex:10}"),
    order_service="coppa-orders",
    orders_per_hour=40,
    order_statuses=("PAID", "PAID", "IN_DELIVERY", "DELIVERED"),
    vocab=Vocabulary(request_rate="scoops_req_ps", latency="cono_p95_ms", error_ratio="cono_err_frac",
                     hit_ratio="gusti_hit_frac", evictions="gusti_evicted_ps", query_latency="coppa_sql_p95_ms",
                     lock_waits="coppa_lock_waits_ps", pool_in_use="coppa_conns_busy",
                     pool_size="coppa_conns_max", consumer_lag="frigo_readings_behind",
                     tls_days="partner_cert_days_left", tls_failures="partner_tls_errors_ps",
                     cache_alert="GustiHitFracLow", latency_alert="ConoP95Slow",
                     error_alert="ConoErrFracHigh", db_alert="CoppaSqlSlow", pool_alert="CoppaConnsExhausted",
                     lag_alert="FrigoReadingsBehind", tls_alert="PartnerTlsBroken"),
    services=(
        _S(name="scoop-app", team="点单App组 Ordering App", description_zh="顾客点单App",
           description_en="customer ordering app", depends_on=("coppa-orders", "gusti-menu", "punti-loyalty")),
        _S(name="coppa-orders", team="订单组 Orders", description_zh="订单服务",
           description_en="order service",
           depends_on=("coppa-db", "vetrina-stock", "giro-dispatch", "carta-gw")),
        _S(name="coppa-db", kind="postgres", team="订单组 Orders", description_zh="订单数据库 (PostgreSQL)",
           description_en="order db"),
        _S(name="vetrina-stock", team="门店库存组 Shop Stock", description_zh="门店冰柜库存服务",
           description_en="shop freezer stock service", depends_on=("frigo-reader",)),
        _S(name="frigo-reader", team="冰柜监控组 Freezer Telemetry", description_zh="冰柜温度数据消费者 (读队列)",
           description_en="freezer telemetry consumer", depends_on=("frigo-q",)),
        _S(name="frigo-q", kind="kafka", team="冰柜监控组 Freezer Telemetry", description_zh="冰柜温度数据队列 (Kafka)",
           description_en="freezer telemetry queue"),
        _S(name="giro-dispatch", team="配送组 Delivery", description_zh="配送调度",
           description_en="delivery dispatcher"),
        _S(name="pedala-rider", team="配送组 Delivery", description_zh="骑手App",
           description_en="courier app", depends_on=("giro-dispatch",)),
        _S(name="gusti-menu", team="菜单组 Menu", description_zh="菜单服务 (口味与价格)",
           description_en="menu service", depends_on=("gusti-redis",)),
        _S(name="gusti-redis", kind="redis", team="菜单组 Menu", description_zh="菜单缓存 (Redis)",
           description_en="menu cache"),
        _S(name="carta-gw", team="支付组 Payments", description_zh="刷卡支付网关",
           description_en="card payment gateway", depends_on=("paysquare",)),
        _S(name="paysquare", kind="external", team="外部 External", description_zh="刷卡支付合作方",
           description_en="card payment partner"),
        _S(name="punti-loyalty", team="会员组 Loyalty", description_zh="会员积分服务",
           description_en="loyalty points", depends_on=("punti-db",)),
        _S(name="punti-db", kind="mysql", team="会员组 Loyalty", description_zh="积分数据库 (MySQL)",
           description_en="loyalty database"),
    ),
    incidents=(
        IncidentSpec(id="frigo-backlog", kind="queue", service="frigo-reader", origin="frigo-q",
                     start=_at(4, 15, 40), error_rate=2, error_code="FRG-5120", warn_code="FRG-W14",
                     topic="freezer.telemetry", upstream=("vetrina-stock",), upstream_code="VTR-5034"),
        IncidentSpec(id="gusti-rollout", kind="deploy", service="gusti-menu", start=_at(4, 15, 35),
                     end=_at(4, 15, 41), version="5.8.0", previous_version="5.7.3", rollout_ok=True),
        IncidentSpec(id="pedala-blip", kind="blip", service="pedala-rider", start=_at(4, 13, 10),
                     end=_at(4, 13, 22), error_rate=0, warn_code="PDL-W03", alert_severity="warning"),
        IncidentSpec(id="paysquare-cert", kind="certificate", service="carta-gw", origin="paysquare",
                     start=_at(4, 9, 0), end=_at(4, 9, 20), error_rate=3, error_code="CRT-4950",
                     upstream=("coppa-orders",), upstream_code="CPO-5092", order_failure_share=0.5,
                     order_status="PAYMENT_DECLINED"),
        IncidentSpec(id="giro-bad-deploy", kind="deploy", service="giro-dispatch", start=_at(3, 11, 5),
                     end=_at(3, 11, 35), error_rate=4, error_code="GIR-5007", version="4.2.0",
                     previous_version="4.1.9", upstream=("coppa-orders",), upstream_code="CPO-5071",
                     order_failure_share=0.45, order_status="DELIVERY_FAILED"),
    ),
)
