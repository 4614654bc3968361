"""Held-out world ``lintly``: a self-service laundromat network in Asia/Riyadh (UTC+3, no DST): washer/dryer
machine controllers, an app that starts and pays for cycles, coin/card kiosks, machine telemetry, detergent stock,
a loyalty wallet, an SMS partner and a card acquirer partner. "Now" is 01:43 local (22:43 UTC of the previous
date), so the evening before is asked as 昨晚 / last night / tonight. Cycle ids ``CYC:88213:7Q`` (colons), users
``usr.88a1f2``.

Incidents: the machine telemetry consumer telemsink fails from two overlapping causes now (its telemetry topic on
drumbus is backlogged since 00:18, and its PostgreSQL drumlog-pg runs slow queries since 00:57; the gateway
lintgate fails on it); the kiosk backend kioskd is failing since a deploy at 01:06 that was not rolled back; the
SMS partner smsdock's certificate expired yesterday afternoon and was renewed in the evening (textbell, callers
spinctl: a two-hop chain from the machine controllers); a cache eviction storm on the loyalty wallet's Redis
yesterday morning (foldcoin, callers cyclepay: some cycles failed to pay); a latency blip of the machine
controllers late last evening; a clean rollout of the detergent stock service yesterday afternoon.
Healthy: acqlink (card acquirer client), soapstock (after its clean rollout), soap-es, cyclepay-db; tenderpay and
smsdock emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Riyadh")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lintly",
    title="Lintly self-service laundromats",
    seed=60417,
    timezone="Asia/Riyadh",
    anchor=_at(16, 1, 43),
    hours=36,
    ids=IdFormats(order="CYC:{num:5}:{alnum:2}", user="usr.{hex:6}", trace="lt{hex:18}"),
    order_service="cyclepay",
    orders_per_hour=26,
    order_statuses=("PAID", "PAID", "COMPLETED", "COMPLETED", "REFUNDED"),
    vocab=Vocabulary(request_rate="reqs_per_sec", latency="lat_p99_millis", error_ratio="err_share",
                     hit_ratio="kv_hit_share", evictions="kv_evictions_per_s", query_latency="pg_stmt_p99_ms",
                     consumer_lag="telemetry_backlog_msgs", tls_days="peer_cert_days_left",
                     tls_failures="peer_tls_fail_per_s", cache_alert="KvHitShareDrop", latency_alert="P99Slow",
                     error_alert="ErrShareHigh", db_alert="PgStatementsSlow", pool_alert="PoolDrained",
                     lag_alert="TelemetryBacklogHigh", tls_alert="PeerCertRejected"),
    services=(
        _S(name="lintgate", team="平台组 Platform", description_zh="洗衣 APP 接入网关",
           description_en="laundry app API gateway",
           depends_on=("spinctl", "cyclepay", "foldcoin", "telemsink", "soapstock")),
        _S(name="spinctl", team="设备组 Machines", description_zh="洗衣机/烘干机控制服务",
           description_en="washer and dryer machine controller", depends_on=("textbell",)),
        _S(name="cyclepay", team="支付组 Payments", description_zh="洗衣周期下单与支付",
           description_en="cycle checkout and payment", depends_on=("cyclepay-db", "acqlink", "foldcoin")),
        _S(name="cyclepay-db", kind="mysql", team="DBA", description_zh="订单数据库 (MySQL)",
           description_en="cycle orders database"),
        _S(name="acqlink", team="支付组 Payments", description_zh="收单机构对接",
           description_en="card acquirer client", depends_on=("tenderpay",)),
        _S(name="tenderpay", kind="external", team="外部 External", description_zh="外部收单机构",
           description_en="card acquirer partner"),
        _S(name="foldcoin", team="会员组 Loyalty", description_zh="积分钱包",
           description_en="loyalty wallet", depends_on=("foldkv",)),
        _S(name="foldkv", kind="redis", team="会员组 Loyalty", description_zh="钱包缓存 (Redis)",
           description_en="wallet balance cache"),
        _S(name="telemsink", team="数据组 Data", description_zh="机器遥测消费服务",
           description_en="machine telemetry consumer", depends_on=("drumbus", "drumlog-pg")),
        _S(name="drumbus", kind="kafka", team="数据组 Data", description_zh="机器遥测消息队列 (Kafka)",
           description_en="machine telemetry queue"),
        _S(name="drumlog-pg", kind="postgres", team="DBA", description_zh="遥测数据库 (PostgreSQL)",
           description_en="telemetry database"),
        _S(name="textbell", team="通知组 Notify", description_zh="短信通知 (取衣提醒)",
           description_en="SMS notifications (pickup reminders)", depends_on=("smsdock",)),
        _S(name="smsdock", kind="external", team="外部 External", description_zh="外部短信服务商",
           description_en="SMS partner"),
        _S(name="kioskd", team="门店组 Stores", description_zh="投币/刷卡自助机后台",
           description_en="coin and card kiosk backend", depends_on=("cyclepay",)),
        _S(name="soapstock", team="门店组 Stores", description_zh="洗衣液库存", description_en="detergent stock",
           depends_on=("soap-es",)),
        _S(name="soap-es", kind="elasticsearch", team="门店组 Stores", description_zh="库存索引 (Elasticsearch)",
           description_en="stock index"),
    ),
    incidents=(
        IncidentSpec(id="drumbus-backlog", kind="queue", service="telemsink", origin="drumbus",
                     start=_at(16, 0, 18), error_rate=2, error_code="TMS-4408", warn_code="DRB-W40",
                     topic="machine.telemetry", alert_severity="warning"),
        IncidentSpec(id="drumlog-slow", kind="database", flavor="slow_query", service="telemsink",
                     origin="drumlog-pg", start=_at(16, 0, 57), error_rate=3, error_code="TMS-5205",
                     warn_code="DLP-W12", upstream=("lintgate",), upstream_code="LGW-5033"),
        IncidentSpec(id="kioskd-deploy", kind="deploy", service="kioskd", start=_at(16, 1, 6), error_rate=3,
                     error_code="KSD-5001", version="5.3.0", previous_version="5.2.7"),
        IncidentSpec(id="smsdock-cert", kind="certificate", service="textbell", origin="smsdock",
                     start=_at(15, 15, 37), end=_at(15, 19, 58), error_rate=2, error_code="TXB-4950",
                     upstream=("spinctl",), upstream_code="SPC-5027"),
        IncidentSpec(id="foldkv-evictions", kind="cache", service="foldcoin", origin="foldkv",
                     start=_at(15, 9, 14), end=_at(15, 9, 52), error_rate=3, error_code="FLC-5044",
                     warn_code="FKV-W09", upstream=("cyclepay",), upstream_code="CYP-5031",
                     order_failure_share=0.5, order_status="PAY_FAILED"),
        IncidentSpec(id="spinctl-blip", kind="blip", service="spinctl", start=_at(15, 22, 48),
                     end=_at(15, 23, 3), error_rate=0, warn_code="SPC-W03", alert_severity="warning"),
        IncidentSpec(id="soapstock-rollout", kind="deploy", service="soapstock", start=_at(15, 16, 40),
                     end=_at(15, 16, 52), version="2.14.0", previous_version="2.13.2", rollout_ok=True),
    ),
)
