"""Held-out world ``brewhub``: a B2B platform where craft breweries sell kegs to bars, in Asia/Kuala_Lumpur
(UTC+08:00, no daylight saving; "now" 15:25 local; order ids ``KL/ORD/261203/00417``, bars ``bar_00731``,
trace ids ``kx-`` + 16 hex).

Incidents: the order service tapline-ord was deployed three times today: a clean release in the morning, a bad
one just before noon that failed orders (ORDER_REJECTED) and the bar-owner app backend barapp-bff until it was
rolled back at 12:05, and a clean redeploy in the afternoon (resolved); lock waits on tally-mysql (the invoicing
database) behind tallybook this morning from 08:00 to 09:30 (resolved); the payment partner gildpay-ext's TLS
certificate expired at 13:00 local, so tabsettle (payment adapter) and tapline-ord fail and orders end in
PAYMENT_TLS_FAIL (ongoing); the RFID keg-scan queue behind kegtrace backing up since early afternoon (ongoing);
a malt-cache eviction storm yesterday evening that slowed the beer catalogue brewlist and, two hops away, the
bar-owner app backend barapp-bff (resolved).
Healthy: cellarstock, droproute, foamnotify, lager-es, tapline-pg, rfidbus.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Kuala_Lumpur")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="brewhub",
    title="Brewhub keg marketplace",
    seed=70419,
    timezone="Asia/Kuala_Lumpur",
    anchor=_at(3, 15, 25),
    hours=36,
    ids=IdFormats(order="KL/ORD/{num:6}/{seq:5}", user="bar_{num:5}", trace="kx-{hex:16}"),
    order_service="tapline-ord",
    orders_per_hour=34,
    order_statuses=("ACCEPTED", "BREWERY_CONFIRMED", "KEGS_LOADED", "DELIVERED", "DELIVERED"),
    vocab=Vocabulary(request_rate="hop_requests_per_s", latency="hop_latency_p99_ms",
                     error_ratio="hop_error_share", hit_ratio="malt_hit_share", evictions="malt_evictions_per_s",
                     query_latency="sql_p99_ms", lock_waits="row_lock_waits_per_s",
                     consumer_lag="scan_backlog_msgs", tls_days="peer_cert_days_left",
                     tls_failures="peer_tls_errors_per_s",
                     cache_alert="MaltCacheCold", latency_alert="BarP99Slow", error_alert="HopErrorShareHigh",
                     db_alert="TallyLockWaits", lag_alert="KegScanLagRising", tls_alert="TabTlsExpired"),
    services=(
        _S(name="barapp-bff", team="酒吧端组 Bar App", description_zh="酒吧老板 App 后端 (BFF)",
           description_en="bar-owner app backend",
           depends_on=("brewlist", "tapline-ord", "kegtrace", "tallybook")),
        _S(name="brewlist", team="目录组 Catalogue", description_zh="啤酒目录服务 (酒款、酒厂、价格)",
           description_en="beer catalogue service", depends_on=("malt-cache", "lager-es")),
        _S(name="malt-cache", kind="redis", team="目录组 Catalogue", description_zh="啤酒目录缓存 (Redis)",
           description_en="catalogue cache"),
        _S(name="lager-es", kind="elasticsearch", team="目录组 Catalogue",
           description_zh="啤酒搜索索引 (Elasticsearch)",
           description_en="beer search index"),
        _S(name="tapline-ord", team="订单组 Orders", description_zh="酒吧订货下单服务",
           description_en="bar order service",
           depends_on=("cellarstock", "tabsettle", "tapline-pg", "foamnotify", "droproute")),
        _S(name="tapline-pg", kind="postgres", team="订单组 Orders", description_zh="订单数据库 (PostgreSQL)",
           description_en="order database"),
        _S(name="cellarstock", team="酒厂组 Brewery", description_zh="酒厂库存服务 (可售酒桶)",
           description_en="brewery inventory service"),
        _S(name="tabsettle", team="支付组 Payments", description_zh="支付网关对接服务",
           description_en="payment gateway adapter", depends_on=("gildpay-ext",)),
        _S(name="gildpay-ext", kind="external", team="外部 External", description_zh="外部支付网关合作方",
           description_en="external payment gateway partner"),
        _S(name="tallybook", team="财务组 Finance", description_zh="开票与对账服务",
           description_en="invoicing service", depends_on=("tally-mysql",)),
        _S(name="tally-mysql", kind="mysql", team="DBA", description_zh="开票数据库 (MySQL)",
           description_en="invoicing database"),
        _S(name="kegtrace", team="物流组 Logistics", description_zh="RFID 酒桶追踪 (扫码事件消费)",
           description_en="RFID keg tracking", depends_on=("rfidbus",)),
        _S(name="rfidbus", kind="kafka", team="物流组 Logistics",
           description_zh="酒桶 RFID 扫描事件队列 (Kafka)",
           description_en="keg RFID scan queue"),
        _S(name="droproute", team="物流组 Logistics", description_zh="配送路线规划",
           description_en="delivery routing"),
        _S(name="foamnotify", team="平台组 Platform", description_zh="通知服务 (推送、短信、邮件)",
           description_en="notifications (push, SMS, e-mail)"),
    ),
    incidents=(
        IncidentSpec(id="malt-evictions", kind="cache", service="brewlist", origin="malt-cache",
                     start=_at(2, 19, 42), end=_at(2, 20, 31), error_rate=3, error_code="CAT-4410",
                     warn_code="MLT-EVICT", upstream=("barapp-bff",), upstream_code="BAR-5044"),
        IncidentSpec(id="tally-lock-wait", kind="database", flavor="lock_wait", service="tallybook",
                     origin="tally-mysql", start=_at(3, 8, 0), end=_at(3, 9, 30), error_rate=2,
                     error_code="INV-4091", warn_code="TMY-LOCK"),
        IncidentSpec(id="order-bad-deploy", kind="deploy", service="tapline-ord", start=_at(3, 11, 40),
                     end=_at(3, 12, 5), error_rate=5, error_code="ORD-5003", version="3.15.0",
                     previous_version="3.14.0", upstream=("barapp-bff",), upstream_code="BAR-5020",
                     order_failure_share=0.6, order_status="ORDER_REJECTED"),
        IncidentSpec(id="order-deploy-morning", kind="deploy", service="tapline-ord", start=_at(3, 9, 10),
                     end=_at(3, 9, 17), version="3.14.0", previous_version="3.13.2", rollout_ok=True),
        IncidentSpec(id="gildpay-cert-expired", kind="certificate", service="tabsettle", origin="gildpay-ext",
                     start=_at(3, 13, 0), error_rate=2, error_code="TAB-4950", upstream=("tapline-ord",),
                     upstream_code="ORD-4032", order_failure_share=0.5, order_status="PAYMENT_TLS_FAIL"),
        IncidentSpec(id="order-deploy-afternoon", kind="deploy", service="tapline-ord", start=_at(3, 14, 30),
                     end=_at(3, 14, 36), version="3.15.1", previous_version="3.14.0", rollout_ok=True),
        IncidentSpec(id="keg-scan-backlog", kind="queue", service="kegtrace", start=_at(3, 13, 47),
                     error_rate=2, error_code="KTR-5071", warn_code="KTR-LAG", topic="keg.rfid.scans",
                     alert_severity="warning"),
    ),
)
