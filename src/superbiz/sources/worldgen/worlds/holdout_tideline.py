"""HELD-OUT world ``tideline``: a city water utility's smart-meter reading, leak alerting and billing platform in
Pacific/Marquesas (UTC-09:30; "now" 16:50 local, 02:20 UTC the next day; bill ids ``TL482-K7ZQ2``, meter
accounts ``wm.04417729``, 24-hex trace ids).

Bills go through the public ``spout-gw`` → ``billrun`` (账单生成) → ``tariffcalc`` (阶梯水价) → ``aquatally``
(用水量台账) → ``aquatally-pg``: a four-hop chain whose PostgreSQL connection pool is exhausted this afternoon
(ongoing; bills held). ``leakwatch`` (漏损告警) has two incidents of different causes: a slow query on
``leakdb`` yesterday evening (resolved) and an eviction storm on ``leakcache`` now (ongoing), both seen by
``crewdispatch`` (抢修派单) with different codes. Resolved: the partner bank's direct-debit certificate behind
``autopay`` expired before dawn and was renewed early this morning (debits failed); a bad deploy of
``custportal`` yesterday afternoon (rolled back); a latency blip on ``geomap`` this morning. A clean rollout
(``rollout_ok``) of ``meterflow`` late this morning. Healthy: meterflow, pulsebus, purity-lab.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Pacific/Marquesas")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tideline",
    title="Tideline water utility",
    seed=70419,
    timezone="Pacific/Marquesas",
    anchor=_at(2, 16, 50),
    hours=36,
    ids=IdFormats(order="TL{num:3}-{alnum:5}", user="wm.{num:8}", trace="{hex:24}"),
    order_service="billrun",
    orders_per_hour=30,
    order_statuses=("ISSUED", "ISSUED", "PAID", "PAID", "OVERDUE"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="resp_p99_ms", error_ratio="failed_req_ratio",
                     hit_ratio="redis_hit_pct", evictions="redis_evictions_per_s", query_latency="sql_p99_ms",
                     pool_in_use="pg_pool_busy", pool_size="pg_pool_max", tls_days="peer_cert_days_left",
                     tls_failures="tls_errors_per_s", cache_alert="CacheMissStorm", latency_alert="SlowResponses",
                     error_alert="FailureRateHigh", db_alert="SqlLatencyHigh", pool_alert="DbPoolExhausted",
                     lag_alert="QueueLagHigh", tls_alert="PeerCertInvalid"),
    services=(
        _S(name="spout-gw", team="平台组 Platform", description_zh="水务统一对外网关",
           description_en="utility public gateway",
           depends_on=("billrun", "custportal", "geomap", "meterflow")),
        _S(name="billrun", team="账务组 Billing", description_zh="水费账单生成服务",
           description_en="water bill generation", depends_on=("tariffcalc", "autopay")),
        _S(name="tariffcalc", team="账务组 Billing", description_zh="阶梯水价计算",
           description_en="tiered tariff calculation", depends_on=("aquatally",)),
        _S(name="aquatally", team="计量组 Metering", description_zh="用水量台账",
           description_en="water consumption ledger", depends_on=("aquatally-pg",)),
        _S(name="aquatally-pg", kind="postgres", team="DBA", description_zh="用水量数据库 (PostgreSQL)",
           description_en="consumption database"),
        _S(name="autopay", team="账务组 Billing", description_zh="银行代扣服务",
           description_en="direct debit payments", depends_on=("bankgate-ext",)),
        _S(name="bankgate-ext", kind="external", team="外部 External", description_zh="合作银行代扣接口",
           description_en="external partner bank debit API"),
        _S(name="leakwatch", team="漏损组 Leak Detection", description_zh="漏损告警服务",
           description_en="leak alerting", depends_on=("leakcache", "leakdb")),
        _S(name="leakcache", kind="redis", team="漏损组 Leak Detection", description_zh="漏损告警缓存 (Redis)",
           description_en="leak alert cache"),
        _S(name="leakdb", kind="mysql", team="DBA", description_zh="漏损事件数据库 (MySQL)",
           description_en="leak event database"),
        _S(name="crewdispatch", team="抢修组 Field Crews", description_zh="抢修派单服务",
           description_en="repair crew dispatch", depends_on=("leakwatch",)),
        _S(name="meterflow", team="计量组 Metering", description_zh="智能水表读数接入",
           description_en="smart meter reading intake", depends_on=("pulsebus",)),
        _S(name="pulsebus", kind="kafka", team="平台组 Platform", description_zh="水表读数消息总线 (Kafka)",
           description_en="meter reading event bus"),
        _S(name="custportal", team="客服组 Customer Care", description_zh="客户自助门户（查账单、报漏水）",
           description_en="customer self-service portal"),
        _S(name="geomap", team="管网组 Network", description_zh="供水管网地图",
           description_en="pipe network map"),
        _S(name="purity-lab", team="水质组 Water Quality", description_zh="水质检测数据服务",
           description_en="water quality sampling"),
    ),
    incidents=(
        IncidentSpec(id="tally-pool-exhausted", kind="database", flavor="pool", service="aquatally",
                     origin="aquatally-pg", start=_at(2, 15, 38), error_rate=3, error_code="AQT-5303",
                     warn_code="APG-CONN9", upstream=("tariffcalc", "billrun", "spout-gw"),
                     upstream_code="TRF-5031", order_failure_share=0.5, order_status="BILL_HELD"),
        IncidentSpec(id="leak-cache-evictions", kind="cache", service="leakwatch", origin="leakcache",
                     start=_at(2, 16, 21), error_rate=3, error_code="LKW-4409", warn_code="LKC-EVICT",
                     upstream=("crewdispatch",), upstream_code="CRW-5044"),
        IncidentSpec(id="leak-slow-query", kind="database", flavor="slow_query", service="leakwatch",
                     origin="leakdb", start=_at(1, 19, 14), end=_at(1, 19, 57), error_rate=3,
                     error_code="LKW-5108", warn_code="LDB-SLOW3", upstream=("crewdispatch",),
                     upstream_code="CRW-5041"),
        IncidentSpec(id="bank-cert-expired", kind="certificate", service="autopay", origin="bankgate-ext",
                     start=_at(2, 3, 41), end=_at(2, 6, 12), error_rate=2, error_code="APY-4951",
                     upstream=("billrun",), upstream_code="BLR-4031", order_failure_share=0.5,
                     order_status="DEBIT_FAILED"),
        IncidentSpec(id="portal-bad-deploy", kind="deploy", service="custportal", start=_at(1, 14, 7),
                     end=_at(1, 14, 39), error_rate=4, error_code="CPT-5000", version="3.4.0",
                     previous_version="3.3.2", upstream=("spout-gw",), upstream_code="SPG-5020"),
        IncidentSpec(id="meterflow-rollout", kind="deploy", service="meterflow", start=_at(2, 10, 15),
                     end=_at(2, 10, 23), version="2.8.0", previous_version="2.7.5", rollout_ok=True),
        IncidentSpec(id="geomap-latency-blip", kind="blip", service="geomap", start=_at(2, 8, 44),
                     end=_at(2, 8, 58), error_rate=0, warn_code="GEO-W02", alert_severity="warning"),
    ),
)
