"""Held-out world ``coilvend``: a vending-machine operator (machine telemetry, cashless payments, restock routes,
planograms) in Europe/Volgograd (UTC+03:00). Vend transactions ``vx.20261207.0417``, machines (users)
``VM#0417-VGG``, trace ids ``tlm.3fa09c1b7e42``.

"Now" is 2026-12-07 07:50 local; the data starts 2026-12-06 05:50 local (26 hours).

Incidents (local time):
- kardwyn-acq (the external card acquirer) certificate expired: zentavo-pay TLS handshakes fail 2026-12-06
  18:00–19:30 (resolved); vend transactions fail AUTH_NOCERT; vendrix-edge fails as a caller.
- mintora-rds cache evictions behind dispenzo-svc 2026-12-06 21:10–21:45 (resolved).
- pulsewick-kfk telemetry backlog: telmarq-ingest consumer lag on topic vendbeat.raw 2026-12-06 23:40 –
  2026-12-07 00:50, across midnight (resolved).
- vendrix-edge warnings-only latency blip 2026-12-07 02:15–02:31.
- planova-svc bad deploy 3.8.0 at 04:00, rolled back to 3.7.4 at 04:20 (restoq-planner fails as a caller).
- rutaro-app clean rollout 2.14.0 05:10–05:14 (no errors; a tempting false cause of what follows).
- gondex-es slow queries under shelvix-search 05:20–06:05 (resolved): restoq-planner and rutaro-app fail as
  callers (rutaro-app → restoq-planner → shelvix-search → gondex-es, three hops).
- zentabase lock waits 06:30–07:05 (resolved): dispenzo-svc fails 06:30–06:48 (vend transactions VEND_STUCK),
  zentavo-pay fails 06:30–07:05 (vend transactions CHARGE_HUNG from 06:48); vendrix-edge fails as a caller.
Healthy: ledgora-fin, fennick-mysql, stockyon-wms.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Volgograd")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec
_I = IncidentSpec

SPEC = WorldSpec(
    name="coilvend",
    title="Coilvend vending operations",
    seed=71417,
    timezone="Europe/Volgograd",
    anchor=_at(7, 7, 50),
    hours=26,
    ids=IdFormats(order="vx.{date}.{num:4}", user="VM#{num:4}-VGG", trace="tlm.{hex:12}"),
    order_service="zentavo-pay",
    orders_per_hour=60,
    order_statuses=("VEND_OK", "VEND_OK", "VEND_OK", "COIL_SETTLED", "REFUND_AUTO"),
    vocab=Vocabulary(cache_alert="CoilHitSag", latency_alert="CoilLatencyCreep", error_alert="CoilFaultSurge",
                     db_alert="CoilDbStall", pool_alert="CoilPoolBrim", lag_alert="CoilBeatLag",
                     tls_alert="CoilTlsReject"),
    services=(
        _S(name="vendrix-edge", team="接入组 Edge", description_zh="售货机接入网关",
           description_en="vending machine edge gateway", depends_on=("zentavo-pay", "dispenzo-svc")),
        _S(name="zentavo-pay", team="支付组 Payments", description_zh="无现金支付服务",
           description_en="cashless payment service", depends_on=("zentabase", "kardwyn-acq")),
        _S(name="zentabase", kind="postgres", team="DBA", description_zh="支付交易数据库 (PostgreSQL)",
           description_en="payments database"),
        _S(name="kardwyn-acq", kind="external", team="外部 External", description_zh="银行卡收单机构 (外部)",
           description_en="card acquirer"),
        _S(name="dispenzo-svc", team="出货组 Dispense", description_zh="出货会话服务",
           description_en="dispense session service", depends_on=("zentabase", "mintora-rds")),
        _S(name="mintora-rds", kind="redis", team="出货组 Dispense", description_zh="出货会话缓存 (Redis)",
           description_en="dispense session cache"),
        _S(name="telmarq-ingest", team="遥测组 Telemetry", description_zh="机台遥测接入",
           description_en="machine telemetry ingest", depends_on=("pulsewick-kfk",)),
        _S(name="pulsewick-kfk", kind="kafka", team="遥测组 Telemetry", description_zh="遥测消息队列 (Kafka)",
           description_en="telemetry queue"),
        _S(name="rutaro-app", team="补货组 Restock", description_zh="补货路线App",
           description_en="restock route app", depends_on=("restoq-planner",)),
        _S(name="restoq-planner", team="补货组 Restock", description_zh="补货计划器",
           description_en="restock planner", depends_on=("shelvix-search", "planova-svc")),
        _S(name="shelvix-search", team="补货组 Restock", description_zh="货道库存检索",
           description_en="slot stock search", depends_on=("gondex-es",)),
        _S(name="gondex-es", kind="elasticsearch", team="DBA", description_zh="货道索引 (Elasticsearch)",
           description_en="slot index (Elasticsearch)"),
        _S(name="planova-svc", team="陈列组 Planogram", description_zh="货道陈列图服务",
           description_en="planogram service"),
        _S(name="ledgora-fin", team="财务组 Finance", description_zh="对账结算",
           description_en="settlement reconciliation", depends_on=("fennick-mysql",)),
        _S(name="fennick-mysql", kind="mysql", team="财务组 Finance", description_zh="结算数据库 (MySQL)",
           description_en="settlement database"),
        _S(name="stockyon-wms", team="仓储组 Depot", description_zh="仓库库存管理",
           description_en="depot stock management"),
    ),
    incidents=(
        _I(id="acquirer-cert", kind="certificate", service="zentavo-pay", origin="kardwyn-acq",
           start=_at(6, 18, 0), end=_at(6, 19, 30), error_rate=3, error_code="KDW-4951",
           upstream=("vendrix-edge",), upstream_code="VXD-5021", order_failure_share=0.6,
           order_status="AUTH_NOCERT"),
        _I(id="dispense-cache", kind="cache", service="dispenzo-svc", origin="mintora-rds", start=_at(6, 21, 10),
           end=_at(6, 21, 45), error_rate=2, error_code="DZQ-4408", warn_code="MNQ-W61"),
        _I(id="telemetry-backlog", kind="queue", service="telmarq-ingest", origin="pulsewick-kfk",
           start=_at(6, 23, 40), end=_at(7, 0, 50), error_rate=2, error_code="TQJ-3107", warn_code="TQJ-W20",
           topic="vendbeat.raw"),
        _I(id="edge-blip", kind="blip", service="vendrix-edge", start=_at(7, 2, 15), end=_at(7, 2, 31),
           error_rate=0, warn_code="VXD-W09", alert_severity="warning"),
        _I(id="planogram-deploy", kind="deploy", service="planova-svc", start=_at(7, 4, 0), end=_at(7, 4, 20),
           error_rate=4, error_code="PGZ-5000", version="3.8.0", previous_version="3.7.4",
           upstream=("restoq-planner",), upstream_code="RUQ-5002"),
        _I(id="route-rollout", kind="deploy", service="rutaro-app", start=_at(7, 5, 10), end=_at(7, 5, 14),
           version="2.14.0", previous_version="2.13.3", rollout_ok=True, error_rate=0),
        _I(id="slot-search-slow", kind="database", flavor="slow_query", service="shelvix-search",
           origin="gondex-es", start=_at(7, 5, 20), end=_at(7, 6, 5), error_rate=3, error_code="SQZ-5040",
           warn_code="GZE-W33", upstream=("restoq-planner", "rutaro-app"), upstream_code="RUQ-5031"),
        _I(id="dispense-lock", kind="database", flavor="lock_wait", service="dispenzo-svc", origin="zentabase",
           start=_at(7, 6, 30), end=_at(7, 6, 48), error_rate=2, error_code="DZQ-5061", warn_code="ZQL-W45",
           order_failure_share=0.8, order_status="VEND_STUCK"),
        _I(id="payments-lock", kind="database", flavor="lock_wait", service="zentavo-pay", origin="zentabase",
           start=_at(7, 6, 30), end=_at(7, 7, 5), error_rate=3, error_code="ZVP-5072", warn_code="ZQL-W45",
           upstream=("vendrix-edge",), upstream_code="VXD-5034", order_failure_share=0.7,
           order_status="CHARGE_HUNG"),
    ),
)
