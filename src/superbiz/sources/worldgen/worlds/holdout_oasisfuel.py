"""Held-out world ``oasisfuel``: a fuel station chain's pumps, payments and loyalty in Asia/Kuwait (UTC+03:00, no
daylight time; "now" is 00:40 local on 5 December = 21:40 UTC on 4 December, just after midnight, so the local
"today" has 40 minutes; fuel payments ``KW-P07-0091`` (country, pump number, 4 digits; made by nozzlepay),
loyalty members ``OFM-123456``, trace ids ``oaz`` + 14 hex digits).

Incidents: the card partner kwcardnet's certificate expired at 23:50 yesterday (4 December) and is still expired
across midnight: the pump payment service nozzlepay fails its TLS handshakes and declines fuel payments
(``CARD_DECLINED`` records), the pump controller dispenserd sees the failures too (ongoing); a clean rollout of
the loyalty service oasispoints 6.4.0 at 22:05–22:09 (``rollout_ok``; tempting, but not a cause); an eviction storm
on the loyalty cache oasispoints-redis 22:10–22:40 behind oasispoints, reaching the station app stationapp
(chain stationapp → oasispoints → oasispoints-redis; resolved); a backlog on the fleet card queue fleetpass-kafka
13:00–14:00 yesterday afternoon (the fleet card worker fleetpass-worker fell behind; fleetpass saw timeouts; resolved).
Healthy: washslot (car wash booking), washslot-db, slipmaker (receipts), nozzlepay-db, fleetpass-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Kuwait")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="oasisfuel",
    title="Oasisfuel fuel stations: pumps, payments and loyalty",
    seed=96507,
    timezone="Asia/Kuwait",
    anchor=_at(5, 0, 40),
    hours=36,
    ids=IdFormats(order="KW-P{num:2}-{seq:4}", user="OFM-{num:6}", trace="oaz{hex:14}"),
    order_service="nozzlepay",
    orders_per_hour=45,
    order_statuses=("AUTHORIZED", "FUELED", "SETTLED", "SETTLED"),
    vocab=Vocabulary(request_rate="pump_txn_per_s", latency="pump_auth_p95_ms", error_ratio="pump_fail_frac",
                     hit_ratio="points_cache_hit_frac", evictions="points_keys_evicted_ps",
                     query_latency="paydb_stmt_p95_ms", lock_waits="paydb_lock_waits_ps",
                     pool_in_use="paydb_conns_used", pool_size="paydb_conns_cap",
                     consumer_lag="fleet_txn_backlog", tls_days="cardnet_cert_days_left",
                     tls_failures="cardnet_handshake_fail_ps", cache_alert="PointsCacheHitLow",
                     latency_alert="PumpAuthSlow", error_alert="PumpFailFracHigh", db_alert="PayDbSlow",
                     pool_alert="PayDbConnsFull", lag_alert="FleetTxnBacklogHigh",
                     tls_alert="CardnetHandshakeFailing"),
    services=(
        _S(name="stationapp", team="车主App组 Driver App", description_zh="加油站App (车主手机端)",
           description_en="station app", depends_on=("nozzlepay", "oasispoints", "washslot")),
        _S(name="dispenserd", team="站点设备组 Forecourt Devices", description_zh="加油机控制器",
           description_en="pump controller", depends_on=("nozzlepay",)),
        _S(name="nozzlepay", team="支付组 Pump Payments", description_zh="加油支付服务 (油枪付款)",
           description_en="pump payment service", depends_on=("kwcardnet", "nozzlepay-db", "oasispoints", "slipmaker")),
        _S(name="nozzlepay-db", kind="postgres", team="支付组 Pump Payments", description_zh="支付数据库 (PostgreSQL)",
           description_en="payments database"),
        _S(name="kwcardnet", kind="external", team="外部 External", description_zh="银行卡合作方 (刷卡通道)",
           description_en="card partner"),
        _S(name="oasispoints", team="会员积分组 Loyalty", description_zh="会员积分服务",
           description_en="loyalty service", depends_on=("oasispoints-redis",)),
        _S(name="oasispoints-redis", kind="redis", team="会员积分组 Loyalty", description_zh="积分缓存 (Redis)",
           description_en="loyalty cache"),
        _S(name="fleetpass", team="车队卡组 Fleet Cards", description_zh="车队卡服务 (企业油卡)",
           description_en="fleet card service", depends_on=("fleetpass-kafka", "fleetpass-pg")),
        _S(name="fleetpass-kafka", kind="kafka", team="车队卡组 Fleet Cards", description_zh="车队卡交易队列 (Kafka)",
           description_en="fleet card queue"),
        _S(name="fleetpass-worker", team="车队卡组 Fleet Cards", description_zh="车队卡记账 worker (读队列写库)",
           description_en="fleet card worker", depends_on=("fleetpass-kafka", "fleetpass-pg")),
        _S(name="fleetpass-pg", kind="postgres", team="车队卡组 Fleet Cards", description_zh="车队卡数据库 (PG)",
           description_en="fleet card database"),
        _S(name="washslot", team="洗车组 Car Wash", description_zh="洗车预约服务",
           description_en="car wash booking", depends_on=("washslot-db",)),
        _S(name="washslot-db", kind="mysql", team="洗车组 Car Wash", description_zh="洗车预约数据库 (MySQL)",
           description_en="car wash database"),
        _S(name="slipmaker", team="支付组 Pump Payments", description_zh="小票服务 (电子收据)",
           description_en="receipts service"),
    ),
    incidents=(
        IncidentSpec(id="kwcardnet-cert", kind="certificate", service="nozzlepay", origin="kwcardnet",
                     start=_at(4, 23, 50), error_rate=3, error_code="NZP-4953", upstream=("dispenserd",),
                     upstream_code="DSP-5027", order_failure_share=0.6, order_status="CARD_DECLINED"),
        IncidentSpec(id="oasispoints-evictions", kind="cache", service="oasispoints", origin="oasispoints-redis",
                     start=_at(4, 22, 10), end=_at(4, 22, 40), error_rate=3, error_code="OPT-5044",
                     warn_code="OPR-W02", upstream=("stationapp",), upstream_code="STA-5041"),
        IncidentSpec(id="oasispoints-rollout", kind="deploy", service="oasispoints", start=_at(4, 22, 5),
                     end=_at(4, 22, 9), version="6.4.0", previous_version="6.3.2", rollout_ok=True),
        IncidentSpec(id="fleetpass-backlog", kind="queue", service="fleetpass-worker", origin="fleetpass-kafka",
                     start=_at(4, 13, 0), end=_at(4, 14, 0), error_rate=2, error_code="FPW-4410",
                     warn_code="FPK-W08", topic="fleet.card.txns", upstream=("fleetpass",),
                     upstream_code="FLP-5043"),
    ),
)
