"""Held-out world ``taigaheat``: a district heating utility in Siberia, Asia/Irkutsk (UTC+08:00, no daylight time;
"now" is 02:30 local on 4 December = 18:30 UTC on 3 December, the night shift, so the local date is one day ahead
of the UTC date; payments ``PLT-000417-IRK`` (made by pay.gate), customer accounts ``LS`` + 9 digits, trace ids
``th_`` + 16 hex digits).

Incidents: the meter readings queue meterq.kafka backs up since 00:40 and is still growing (the readings processor
meterread.worker misses its deadlines; ongoing); the bank partner sibbank-ext's certificate expired at 01:00 and the
payments service pay.gate still fails its handshakes (failed payment records ``PAY_FAILED``; ongoing); a bad deploy
of the billing service heatbill 2026.12.1 at 23:10 yesterday, rolled back at 23:40 (pay.gate's calls to it failed
too); a clean rollout of the boiler telemetry kotel.telemetry 5.3.0 yesterday 18:10–18:17 (``rollout_ok``); the
customer accounts service abonent-svc exhausted its pool to the customers database abonent_mysql twice yesterday,
11:00–11:20 and 19:30–20:05; an eviction storm on the tariff cache tariff-redis yesterday morning 08:20–08:55 behind
the tariff service tariff_svc, reaching the customer app teplo.app (chain teplo.app → tariff_svc → tariff-redis;
resolved). Healthy: notify.sms (SMS notifications), dispatch-desk (dispatcher console), heatbill-pg, kotel-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Irkutsk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="taigaheat",
    title="Taigaheat district heating utility",
    seed=61204,
    timezone="Asia/Irkutsk",
    anchor=_at(4, 2, 30),
    hours=36,
    ids=IdFormats(order="PLT-{seq:6}-IRK", user="LS{num:9}", trace="th_{hex:16}"),
    order_service="pay.gate",
    orders_per_hour=30,
    order_statuses=("PAID", "PAID", "POSTED", "RECEIPT_SENT"),
    vocab=Vocabulary(request_rate="heat_req_ps", latency="resp_p99_ms", error_ratio="fail_share",
                     hit_ratio="tariff_cache_hit", evictions="tariff_evict_ps", query_latency="sql_p99_ms",
                     lock_waits="row_lock_waits_ps", pool_in_use="abonent_pool_busy",
                     pool_size="abonent_pool_cap", consumer_lag="readings_backlog",
                     tls_days="bank_cert_days", tls_failures="bank_tls_errs_ps",
                     cache_alert="TariffCacheCold", latency_alert="RespP99High",
                     error_alert="FailShareHigh", db_alert="SqlSlow", pool_alert="AbonentPoolFull",
                     lag_alert="ReadingsBacklogGrowing", tls_alert="BankTlsBroken"),
    services=(
        _S(name="teplo.app", team="客户端组 Customer App", description_zh="客户App (手机缴费与查账)",
           description_en="customer app", depends_on=("abonent-svc", "tariff_svc", "heatbill", "pay.gate")),
        _S(name="abonent-svc", team="用户组 Customer Accounts", description_zh="用户档案服务",
           description_en="customer accounts service", depends_on=("abonent_mysql",)),
        _S(name="abonent_mysql", kind="mysql", team="DBA", description_zh="用户数据库 (MySQL)",
           description_en="customers database"),
        _S(name="tariff_svc", team="计费组 Billing", description_zh="费率服务", description_en="tariff service",
           depends_on=("tariff-redis",)),
        _S(name="tariff-redis", kind="redis", team="计费组 Billing", description_zh="费率缓存 (Redis)",
           description_en="tariff cache"),
        _S(name="heatbill", team="计费组 Billing", description_zh="供暖计费服务 (出账单)",
           description_en="heating billing service", depends_on=("heatbill-pg", "tariff_svc")),
        _S(name="heatbill-pg", kind="postgres", team="DBA", description_zh="计费数据库 (PostgreSQL)",
           description_en="billing database"),
        _S(name="pay.gate", team="支付组 Payments", description_zh="缴费服务 (银行代扣与在线缴费)",
           description_en="payments service", depends_on=("sibbank-ext", "heatbill")),
        _S(name="sibbank-ext", kind="external", team="外部 External", description_zh="银行合作方 (收单银行)",
           description_en="bank partner"),
        _S(name="meterread.worker", team="抄表组 Metering", description_zh="抄表数据处理 (读队列写计费库)",
           description_en="meter readings processor", depends_on=("meterq.kafka", "heatbill-pg")),
        _S(name="meterq.kafka", kind="kafka", team="抄表组 Metering", description_zh="抄表数据队列 (Kafka)",
           description_en="meter readings queue"),
        _S(name="kotel.telemetry", team="锅炉房组 Boiler Ops", description_zh="锅炉遥测服务",
           description_en="boiler telemetry", depends_on=("kotel-pg",)),
        _S(name="kotel-pg", kind="postgres", team="锅炉房组 Boiler Ops", description_zh="遥测数据库 (PostgreSQL)",
           description_en="telemetry database"),
        _S(name="dispatch-desk", team="调度组 Dispatch", description_zh="调度台", description_en="dispatcher console",
           depends_on=("kotel.telemetry",)),
        _S(name="notify.sms", team="客户端组 Customer App", description_zh="短信通知",
           description_en="SMS notifications"),
    ),
    incidents=(
        IncidentSpec(id="meterq-backlog", kind="queue", service="meterread.worker", origin="meterq.kafka",
                     start=_at(4, 0, 40), error_rate=2, error_code="MRW-4081", warn_code="MRQ-W12",
                     topic="meter.readings.v2"),
        IncidentSpec(id="sibbank-cert", kind="certificate", service="pay.gate", origin="sibbank-ext",
                     start=_at(4, 1, 0), error_rate=3, error_code="PGT-4952", order_failure_share=0.6,
                     order_status="PAY_FAILED"),
        IncidentSpec(id="heatbill-bad-deploy", kind="deploy", service="heatbill", start=_at(3, 23, 10),
                     end=_at(3, 23, 40), error_rate=4, error_code="HBL-5007", version="2026.12.1",
                     previous_version="2026.11.4", upstream=("pay.gate",), upstream_code="PGT-5021"),
        IncidentSpec(id="kotel-rollout", kind="deploy", service="kotel.telemetry", start=_at(3, 18, 10),
                     end=_at(3, 18, 17), version="5.3.0", previous_version="5.2.2", rollout_ok=True),
        IncidentSpec(id="abonent-pool-evening", kind="database", flavor="pool", service="abonent-svc",
                     origin="abonent_mysql", start=_at(3, 19, 30), end=_at(3, 20, 5), error_rate=3,
                     error_code="ABN-5033", warn_code="ABM-W07"),
        IncidentSpec(id="abonent-pool-noon", kind="database", flavor="pool", service="abonent-svc",
                     origin="abonent_mysql", start=_at(3, 11, 0), end=_at(3, 11, 20), error_rate=3,
                     error_code="ABN-5033", warn_code="ABM-W07"),
        IncidentSpec(id="tariff-cache-storm", kind="cache", service="tariff_svc", origin="tariff-redis",
                     start=_at(3, 8, 20), end=_at(3, 8, 55), error_rate=3, error_code="TRF-5040",
                     warn_code="TRR-W03", upstream=("teplo.app",), upstream_code="APP-5043"),
    ),
)
