"""Held-out world ``hivecomb``: a honey and beekeeping co-op marketplace in Africa/Kigali (UTC+02:00, no daylight
time; "now" is 10:40 local on 4 December = 08:40 UTC; honey orders ``HC/2026/00417`` (made by combcart), buyers
``HCU-`` + 6 letters/digits, trace ids ``hcx`` + 13 hex digits; the data begin at 22:40 local on 2 December).

Incidents: the mobile-money partner momolink's certificate has been expired since 10:05 today, so the mobile-money
payments gateway mopay-gw fails its TLS handshakes (momolink is silent: only its caller logs) and the honey orders
service combcart fails some orders with PAY_DECLINED (ongoing, chain combcart → mopay-gw → momolink); a clean
rollout of the grading lab service gradelab 3.2.0 at 09:55–10:01 today (``rollout_ok``; a tempting false cause);
a backlog of the hive telemetry queue buzzq last night 02:00–02:40 behind the hive-sensor telemetry ingest
apiary-ingest (topic hive.readings; resolved); an eviction storm on the inventory cache stockhive-redis yesterday
15:20–15:45 behind the warehouse inventory service stockhive, reaching the buyer app combapp (chain combapp →
stockhive → stockhive-redis; resolved).
Healthy: exportdocs (export paperwork), keeperfund (beekeeper payouts), combcart-db, gradelab-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Kigali")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="hivecomb",
    title="Hivecomb honey and beekeeping co-op marketplace",
    seed=73041,
    timezone="Africa/Kigali",
    anchor=_at(4, 10, 40),
    hours=36,
    ids=IdFormats(order="HC/2026/{seq:5}", user="HCU-{alnum:6}", trace="hcx{hex:13}"),
    order_service="combcart",
    orders_per_hour=30,
    order_statuses=("PAID", "PAID", "PACKED", "DISPATCHED"),
    vocab=Vocabulary(request_rate="comb_req_rate", latency="comb_p95_latency_ms", error_ratio="comb_fail_share",
                     hit_ratio="stock_cache_hits", evictions="stock_cache_evicts_ps",
                     query_latency="lab_sql_p95_ms", lock_waits="lab_lock_waits_ps", pool_in_use="cart_db_conns",
                     pool_size="cart_db_conns_cap", consumer_lag="hive_readings_backlog",
                     tls_days="momo_cert_days", tls_failures="momo_tls_errors_ps",
                     cache_alert="StockCacheHitsDown", latency_alert="CombSlowP95",
                     error_alert="CombFailShareHigh", db_alert="LabSqlSlow", pool_alert="CartDbConnsFull",
                     lag_alert="HiveReadingsBacklog", tls_alert="MomoHandshakeErrors"),
    services=(
        _S(name="combapp", team="买家体验组 Buyer Experience", description_zh="买家App (蜂蜜商城)",
           description_en="buyer app", depends_on=("combcart", "stockhive", "gradelab")),
        _S(name="combcart", team="订单组 Orders", description_zh="蜂蜜订单服务",
           description_en="honey orders service", depends_on=("combcart-db", "mopay-gw", "stockhive")),
        _S(name="combcart-db", kind="mysql", team="订单组 Orders", description_zh="订单数据库 (MySQL)",
           description_en="orders database"),
        _S(name="mopay-gw", team="支付组 Payments", description_zh="移动钱包支付网关 (MoMo)",
           description_en="mobile-money payments gateway", depends_on=("momolink",)),
        _S(name="momolink", kind="external", team="外部 External", description_zh="移动钱包合作方",
           description_en="mobile-money partner"),
        _S(name="apiary-ingest", team="蜂箱物联组 Hive IoT", description_zh="蜂箱传感器数据接入 (读队列)",
           description_en="hive-sensor telemetry ingest", depends_on=("buzzq",)),
        _S(name="buzzq", kind="kafka", team="蜂箱物联组 Hive IoT", description_zh="蜂箱遥测队列 (Kafka)",
           description_en="hive telemetry queue"),
        _S(name="stockhive", team="仓储组 Warehouse", description_zh="仓库库存服务",
           description_en="warehouse inventory service", depends_on=("stockhive-redis",)),
        _S(name="stockhive-redis", kind="redis", team="仓储组 Warehouse", description_zh="库存缓存 (Redis)",
           description_en="inventory cache"),
        _S(name="gradelab", team="化验组 Grading Lab", description_zh="蜂蜜分级化验服务",
           description_en="honey grading lab service", depends_on=("gradelab-pg",)),
        _S(name="gradelab-pg", kind="postgres", team="化验组 Grading Lab", description_zh="化验结果数据库 (PostgreSQL)",
           description_en="lab results database"),
        _S(name="exportdocs", team="出口组 Export", description_zh="出口单证服务",
           description_en="export paperwork service", depends_on=("gradelab", "combcart-db")),
        _S(name="keeperfund", team="蜂农结算组 Keeper Payouts", description_zh="蜂农结算服务",
           description_en="beekeeper payouts"),
    ),
    incidents=(
        IncidentSpec(id="momolink-cert", kind="certificate", service="mopay-gw", origin="momolink",
                     start=_at(4, 10, 5), error_rate=3, error_code="MPG-4952", upstream=("combcart",),
                     upstream_code="CMB-5207", order_failure_share=0.5, order_status="PAY_DECLINED"),
        IncidentSpec(id="gradelab-rollout", kind="deploy", service="gradelab", start=_at(4, 9, 55),
                     end=_at(4, 10, 1), version="3.2.0", previous_version="3.1.7", rollout_ok=True),
        IncidentSpec(id="buzzq-backlog", kind="queue", service="apiary-ingest", origin="buzzq",
                     start=_at(4, 2, 0), end=_at(4, 2, 40), error_rate=2, error_code="API-4408",
                     warn_code="BZQ-W11", topic="hive.readings"),
        IncidentSpec(id="stockhive-evictions", kind="cache", service="stockhive", origin="stockhive-redis",
                     start=_at(3, 15, 20), end=_at(3, 15, 45), error_rate=3, error_code="STH-5046",
                     warn_code="SHR-W03", upstream=("combapp",), upstream_code="CAP-5044"),
    ),
)
