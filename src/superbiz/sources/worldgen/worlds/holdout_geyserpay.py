"""Held-out world ``geyserpay``: a geothermal heating utility's billing in Atlantic/Reykjavik (UTC+00:00 all year, so
local time equals UTC; "now" is 10:07 local on 4 December = 10:07 UTC; invoices ``RK-7QZ2-4417`` (issued by invirk),
customer accounts ``IS-HV-204417``, meters ``MTR/0417/RVK`` (named in questions only), trace ids ``gy`` + 16 hex).

Incidents: row lock waits on the billing PostgreSQL saldodb since 09:20 (the account-balance service saldo failing,
the customer portal kvikport two hops up sees it; ongoing; chain kvikport → saldo → saldodb); a bad deploy of the
invoicing service invirk 4.8.0 at 09:30, not rolled back and still failing (invoices fail INVOICE_FAILED; ongoing,
beside the lock wait; kvikport also calls invirk but its errors are the lock wait's); a meter-reading ingestion
backlog behind maelir on maelir-q 06:00–08:30 today (resolved); the SMS partner smsbru's certificate expired at 07:00
and was renewed at 07:20 (the SMS notifier bodvar failed its handshakes; resolved); a WARN-only latency blip of
kvikport at 04:12–04:24; yesterday: a tariff-cache eviction storm on taxtcache 18:10–18:55 behind the tariff
service taxtbok (invirk saw it), and a clean rollout of taxtbok 2.14.1 at 15:00–15:06 (``rollout_ok``).
Healthy: kraefa (payment collection), kraefa-pg, flokkapp (field-crew app); smsbru emits no metrics of its own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Atlantic/Reykjavik")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="geyserpay",
    title="Geyserpay geothermal heating billing",
    seed=40417,
    timezone="Atlantic/Reykjavik",
    anchor=_at(4, 10, 7),
    hours=36,
    ids=IdFormats(order="RK-{alnum:4}-{num:4}", user="IS-HV-{num:6}", trace="gy{hex:16}"),
    order_service="invirk",
    orders_per_hour=30,
    order_statuses=("ISSUED", "ISSUED", "PAID", "DUE"),
    vocab=Vocabulary(request_rate="calls_per_s", latency="p99_resp_ms", error_ratio="err_fraction",
                     hit_ratio="tariff_hit_share", evictions="keys_evicted_rate", query_latency="pg_stmt_p99_ms",
                     lock_waits="pg_lock_waits_rate", pool_in_use="conns_checked_out", pool_size="conns_max",
                     consumer_lag="readings_lag_msgs", tls_days="peer_cert_days", tls_failures="handshake_fail_rate",
                     cache_alert="TariffCacheMissStorm", latency_alert="RespTimeP99High", error_alert="ErrFractionHigh",
                     db_alert="PgLockWaitsHigh", pool_alert="ConnsExhausted", lag_alert="ReadingsLagBuilding",
                     tls_alert="PeerCertHandshakeFail"),
    services=(
        _S(name="kvikport", team="门户组 Portal", description_zh="客户自助门户 (查账单/缴费)",
           description_en="customer self-service portal", depends_on=("saldo", "invirk", "kraefa")),
        _S(name="saldo", team="账务组 Accounts", description_zh="账户余额服务",
           description_en="account balance service", depends_on=("saldodb",)),
        _S(name="saldodb", kind="postgres", team="DBA", description_zh="计费数据库 (PostgreSQL)",
           description_en="billing database"),
        _S(name="invirk", team="开票组 Invoicing", description_zh="开票服务 (生成账单)",
           description_en="invoicing service", depends_on=("taxtbok", "maelir")),
        _S(name="taxtbok", team="费率组 Tariffs", description_zh="供热费率服务",
           description_en="heating tariff service", depends_on=("taxtcache",)),
        _S(name="taxtcache", kind="redis", team="费率组 Tariffs", description_zh="费率缓存 (Redis)",
           description_en="tariff cache"),
        _S(name="maelir", team="抄表组 Metering", description_zh="抄表数据接入",
           description_en="meter-reading ingestion", depends_on=("maelir-q",)),
        _S(name="maelir-q", kind="kafka", team="抄表组 Metering", description_zh="抄表消息队列 (Kafka)",
           description_en="meter-reading queue"),
        _S(name="bodvar", team="通知组 Notifications", description_zh="短信通知 (欠费/账单提醒)",
           description_en="SMS notifier", depends_on=("smsbru",)),
        _S(name="smsbru", kind="external", team="外部 External", description_zh="外部短信合作方",
           description_en="SMS partner gateway"),
        _S(name="kraefa", team="收款组 Collections", description_zh="缴费收款服务",
           description_en="payment collection", depends_on=("kraefa-pg",)),
        _S(name="kraefa-pg", kind="postgres", team="DBA", description_zh="收款数据库 (PostgreSQL)",
           description_en="payments database"),
        _S(name="flokkapp", team="外勤组 Field Ops", description_zh="外勤抄表员 App",
           description_en="field-crew app", depends_on=("maelir",)),
    ),
    incidents=(
        IncidentSpec(id="saldodb-lock-wait", kind="database", flavor="lock_wait", service="saldo", origin="saldodb",
                     start=_at(4, 9, 20), error_rate=3, error_code="SLD-5093", warn_code="SDB-W40",
                     upstream=("kvikport",), upstream_code="KVP-5031"),
        IncidentSpec(id="invirk-bad-deploy", kind="deploy", service="invirk", start=_at(4, 9, 30),
                     error_rate=4, error_code="INV-5000", version="4.8.0", previous_version="4.7.3",
                     order_failure_share=0.4, order_status="INVOICE_FAILED"),
        IncidentSpec(id="maelir-backlog", kind="queue", service="maelir", origin="maelir-q", start=_at(4, 6, 0),
                     end=_at(4, 8, 30), error_rate=2, error_code="MLR-4408", warn_code="MLR-W12",
                     topic="meter.readings", alert_severity="warning"),
        IncidentSpec(id="smsbru-cert", kind="certificate", service="bodvar", origin="smsbru",
                     start=_at(4, 7, 0), end=_at(4, 7, 20), error_rate=3, error_code="BDV-4951"),
        IncidentSpec(id="kvikport-blip", kind="blip", service="kvikport", start=_at(4, 4, 12), end=_at(4, 4, 24),
                     error_rate=0, warn_code="KVP-W03", alert_severity="warning"),
        IncidentSpec(id="taxtcache-evictions", kind="cache", service="taxtbok", origin="taxtcache",
                     start=_at(3, 18, 10), end=_at(3, 18, 55), error_rate=3, error_code="TXB-5042",
                     warn_code="TXC-W07", upstream=("invirk",), upstream_code="INV-5044"),
        IncidentSpec(id="taxtbok-rollout", kind="deploy", service="taxtbok", start=_at(3, 15, 0),
                     end=_at(3, 15, 6), version="2.14.1", previous_version="2.14.0", rollout_ok=True),
    ),
)
