"""Held-out world ``tipjar``: a tipping app for street musicians in Europe/Lisbon (UTC+0 in December, so local
and UTC clocks agree; "now" is 00:40 local, just after midnight, so "today" has barely begun and most trouble was
"yesterday evening"; tip ids ``TJ-261202-000417``, artists ``@busk_7731``).

Incidents: the push provider's certificate expired at 23:50 yesterday and is still expired (chimebell → ringpost,
crosses midnight, ongoing); the payout database pool of the artist wallets was exhausted yesterday afternoon
(hatkitty → hatkitty-pg, resolved); a fraud-check queue backlog yesterday evening resolved at 22:00 (fraudsift →
sift-bus); a bad deploy of the QR code pages at 19:00 yesterday, rolled back (some tips failed); a map cache
eviction storm yesterday evening seen two hops up at the gateway (jarfront → pinmap → pincache, resolved); a
gateway latency blip just after midnight; a fine rollout of the artist portal yesterday afternoon.
Healthy: artistdesk, jamfind, jamfind-es, tipflow-pg; ringpost and fundhop emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Lisbon")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tipjar",
    title="Tipjar street-musician tips",
    seed=52417,
    timezone="Europe/Lisbon",
    anchor=_at(12, 0, 40),
    hours=36,
    ids=IdFormats(order="TJ-{num:6}-{seq:6}", user="@busk_{num:4}", trace="{hex:24}"),
    order_service="tipflow",
    orders_per_hour=28,
    order_statuses=("SETTLED", "SETTLED", "SETTLED", "PENDING", "REFUNDED"),
    vocab=Vocabulary(latency="tip_latency_p95_ms", error_ratio="tip_err_ratio", error_alert="TipErrorsBurst",
                     latency_alert="TipLatencyHigh", pool_alert="PayoutDbPoolDrained", lag_alert="FraudQueueLagging",
                     tls_alert="PushCertExpired", cache_alert="MapCacheEvicting", db_alert="PayoutDbSlow",
                     consumer_lag="fraud_lag_events"),
    services=(
        _S(name="jarfront", team="平台组 Platform", description_zh="对外 API 网关", description_en="public API gateway",
           depends_on=("tipflow", "qrstand", "pinmap", "artistdesk", "jamfind")),
        _S(name="tipflow", team="支付组 Payments", description_zh="打赏支付服务", description_en="tip payments",
           depends_on=("tipflow-pg", "fraudsift", "hatkitty")),
        _S(name="tipflow-pg", kind="postgres", team="DBA", description_zh="打赏支付数据库 (PostgreSQL)",
           description_en="tip payments database"),
        _S(name="fraudsift", team="风控组 Risk", description_zh="反欺诈校验服务", description_en="fraud-check service",
           depends_on=("sift-bus",)),
        _S(name="sift-bus", kind="kafka", team="风控组 Risk", description_zh="风控校验消息队列 (Kafka)",
           description_en="fraud-check queue"),
        _S(name="hatkitty", team="结算组 Payouts", description_zh="艺人钱包与提现结算",
           description_en="artist wallets and payouts", depends_on=("hatkitty-pg", "fundhop")),
        _S(name="hatkitty-pg", kind="postgres", team="DBA", description_zh="钱包提现数据库 (PostgreSQL)",
           description_en="wallet and payout database"),
        _S(name="fundhop", kind="external", team="外部 External", description_zh="外部提现合作方",
           description_en="payout partner"),
        _S(name="qrstand", team="增长组 Growth", description_zh="二维码打赏页", description_en="QR code tip pages",
           depends_on=("tipflow",)),
        _S(name="pinmap", team="地图组 Maps", description_zh="定位与地图服务",
           description_en="location and map service", depends_on=("pincache",)),
        _S(name="pincache", kind="redis", team="地图组 Maps", description_zh="地图缓存 (Redis)",
           description_en="map cache"),
        _S(name="chimebell", team="通知组 Notify", description_zh="推送通知 (APP 推送)",
           description_en="push notifications", depends_on=("ringpost",)),
        _S(name="ringpost", kind="external", team="外部 External", description_zh="外部推送通道",
           description_en="push delivery provider"),
        _S(name="artistdesk", team="艺人组 Artists", description_zh="艺人后台", description_en="artist portal",
           depends_on=("hatkitty", "chimebell")),
        _S(name="jamfind", team="搜索组 Search", description_zh="艺人搜索", description_en="artist search",
           depends_on=("jamfind-es",)),
        _S(name="jamfind-es", kind="elasticsearch", team="搜索组 Search", description_zh="艺人索引 (Elasticsearch)",
           description_en="artist search index"),
    ),
    incidents=(
        IncidentSpec(id="ringpost-cert", kind="certificate", service="chimebell", origin="ringpost",
                     start=_at(11, 23, 50), error_rate=2, error_code="CHB-4953"),
        IncidentSpec(id="payout-pool", kind="database", flavor="pool", service="hatkitty", origin="hatkitty-pg",
                     start=_at(11, 15, 6), end=_at(11, 15, 52), error_rate=4, error_code="HKT-5307",
                     warn_code="HPG-W12"),
        IncidentSpec(id="fraud-backlog", kind="queue", service="fraudsift", origin="sift-bus", start=_at(11, 20, 38),
                     end=_at(11, 22, 0), error_rate=2, error_code="FRS-4408", warn_code="SFB-W31",
                     topic="tips.fraud.check", alert_severity="warning"),
        IncidentSpec(id="qrstand-deploy", kind="deploy", service="qrstand", start=_at(11, 19, 0),
                     end=_at(11, 19, 34), error_rate=4, error_code="QRS-5002", version="7.3.0",
                     previous_version="7.2.6", order_failure_share=0.5, order_status="QR_FAILED"),
        IncidentSpec(id="map-evictions", kind="cache", service="pinmap", origin="pincache", start=_at(11, 21, 12),
                     end=_at(11, 21, 49), error_rate=3, error_code="PNM-5041", warn_code="PNC-W08",
                     upstream=("jarfront",), upstream_code="JRF-5044"),
        IncidentSpec(id="jarfront-blip", kind="blip", service="jarfront", start=_at(12, 0, 7), end=_at(12, 0, 19),
                     error_rate=0, warn_code="JRF-W03", alert_severity="warning"),
        IncidentSpec(id="artistdesk-rollout", kind="deploy", service="artistdesk", start=_at(11, 17, 30),
                     end=_at(11, 17, 41), version="5.0.2", previous_version="5.0.1", rollout_ok=True),
    ),
)
