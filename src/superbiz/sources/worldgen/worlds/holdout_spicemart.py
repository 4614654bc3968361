"""Held-out world ``spicemart``: a spice wholesale marketplace in Asia/Pontianak (UTC+07:00, no daylight time; "now"
is 14:05 local on 4 December = 07:05 UTC; orders of ten digits like ``4410029381`` (made by the order service
pesanan-svc), buyers ``byr_`` + 3 letters + 5 digits, trace ids ``sm`` + 20 hex digits).

Incidents: the order database pesanan-db runs the order service's connection pool dry since 13:30 (still going),
two hops below the buyer app rempah-app (chain rempah-app → pesanan-svc → pesanan-db; a share of the orders
fails with status ``DB_POOL_TIMEOUT``); a backlog of the shipping queue kirim-q behind the shipping worker
kirim-worker this morning 07:10–07:50 (resolved); a clean rollout of the search cari-rempah 5.8.0 at 13:25–13:31
(``rollout_ok``, a tempting false cause); the SMS partner kabarin-ext's certificate expired last night
22:00–22:30 (the SMS notifier kabar-sms failed its handshakes; renewed); a WARN-only latency blip of the seller
portal pasar-seller at 12:00–12:12.
Healthy: mutu-cert (quality certificates), mutu-pg, cari-es, rempah-redis.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Pontianak")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="spicemart",
    title="Spicemart spice wholesale marketplace",
    seed=70944,
    timezone="Asia/Pontianak",
    anchor=_at(4, 14, 5),
    hours=36,
    ids=IdFormats(order="44{num:8}", user="byr_{alpha:3}{num:5}", trace="sm{hex:20}"),
    order_service="pesanan-svc",
    orders_per_hour=45,
    order_statuses=("DIBAYAR", "DIBAYAR", "DIKEMAS", "DIKIRIM"),
    vocab=Vocabulary(request_rate="svc_rps", latency="svc_lat_p99_ms", error_ratio="svc_err_ratio",
                     hit_ratio="rempah_cache_hit", evictions="rempah_cache_evict_ps",
                     query_latency="pesanandb_query_p99_ms", lock_waits="pesanandb_lock_waits",
                     pool_in_use="pesanan_dbpool_active", pool_size="pesanan_dbpool_max",
                     consumer_lag="kirim_lag_msgs", tls_days="partner_tls_days_left",
                     tls_failures="partner_tls_errors_ps", cache_alert="RempahCacheHitLow",
                     latency_alert="SvcP99Slow", error_alert="SvcErrorsHigh", db_alert="PesananDbSlow",
                     pool_alert="PesananDbPoolFull", lag_alert="KirimLagHigh", tls_alert="PartnerTlsBroken"),
    services=(
        _S(name="rempah-app", team="买家端组 Buyer App", description_zh="买家App (下单)",
           description_en="buyer app", depends_on=("pesanan-svc", "cari-rempah", "rempah-redis")),
        _S(name="rempah-redis", kind="redis", team="买家端组 Buyer App", description_zh="买家会话缓存 (Redis)",
           description_en="buyer session cache"),
        _S(name="pasar-seller", team="卖家组 Seller Portal", description_zh="卖家后台",
           description_en="seller portal", depends_on=("pesanan-svc", "mutu-cert")),
        _S(name="pesanan-svc", team="订单组 Orders", description_zh="订单服务",
           description_en="order service", depends_on=("pesanan-db", "kirim-q", "kabar-sms")),
        _S(name="pesanan-db", kind="mysql", team="DBA", description_zh="订单数据库 (MySQL)",
           description_en="order database"),
        _S(name="kirim-q", kind="kafka", team="物流组 Shipping", description_zh="发货队列 (Kafka)",
           description_en="shipping queue"),
        _S(name="kirim-worker", team="物流组 Shipping", description_zh="发货处理 (读发货队列)",
           description_en="shipping worker", depends_on=("kirim-q",)),
        _S(name="cari-rempah", team="搜索组 Search", description_zh="商品搜索",
           description_en="spice search", depends_on=("cari-es",)),
        _S(name="cari-es", kind="elasticsearch", team="搜索组 Search", description_zh="搜索索引 (Elasticsearch)",
           description_en="search index"),
        _S(name="kabar-sms", team="通知组 Notifications", description_zh="短信通知服务",
           description_en="SMS notifications", depends_on=("kabarin-ext",)),
        _S(name="kabarin-ext", kind="external", team="外部 External", description_zh="短信通道合作方",
           description_en="SMS partner"),
        _S(name="mutu-cert", team="质检组 Quality", description_zh="质检证书服务",
           description_en="quality certificates", depends_on=("mutu-pg",)),
        _S(name="mutu-pg", kind="postgres", team="质检组 Quality", description_zh="质检证书库 (PostgreSQL)",
           description_en="certificates database"),
    ),
    incidents=(
        IncidentSpec(id="pesanan-pool", kind="database", flavor="pool", service="pesanan-svc",
                     origin="pesanan-db", start=_at(4, 13, 30), error_rate=4, error_code="PSN-5307",
                     warn_code="PDB-W14", upstream=("rempah-app",), upstream_code="RMP-5031",
                     order_failure_share=0.35, order_status="DB_POOL_TIMEOUT"),
        IncidentSpec(id="kirim-backlog", kind="queue", service="kirim-worker", origin="kirim-q",
                     start=_at(4, 7, 10), end=_at(4, 7, 50), error_rate=2, error_code="KRM-4082",
                     warn_code="KRQ-W03", topic="shipments.create"),
        IncidentSpec(id="cari-rollout", kind="deploy", service="cari-rempah", start=_at(4, 13, 25),
                     end=_at(4, 13, 31), version="5.8.0", previous_version="5.7.3", rollout_ok=True),
        IncidentSpec(id="pasar-blip", kind="blip", service="pasar-seller", start=_at(4, 12, 0),
                     end=_at(4, 12, 12), error_rate=0, warn_code="PSL-W21", alert_severity="warning"),
        IncidentSpec(id="kabarin-cert", kind="certificate", service="kabar-sms", origin="kabarin-ext",
                     start=_at(3, 22, 0), end=_at(3, 22, 30), error_rate=3, error_code="KBR-4951"),
    ),
)
