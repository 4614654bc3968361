"""Held-out world ``kelpnet``: an aquaculture farm-monitoring platform (sea-pen sensors, feeding robots, harvest
orders for buyers, a partner marine-weather API) in Asia/Vladivostok (UTC+10, no daylight time; "now" is 05:40
local, so the local day began at 14:00 UTC of the previous UTC date; harvest orders ``HV20261214-0421``, buyers
``BYR304918``, trace ids ``kn-`` + 16 hex).

Incidents: the partner marine-weather API's certificate expired at 02:10 local and is still expired (marlink →
aquamet, caller stormwarn); the sensor-reading queue has been backlogged since 04:55 and still grows (sondelink ←
sonde-bus); a slow-query episode on the harvest-order database in the night reached the buyer portal over three
hops (buyerdeck → pengate → haulmark → haul-pg, resolved); an eviction storm on the sea-pen state Redis broke the
feeding-robot scheduler yesterday evening while the other Redis user, the pen dashboard penwatch, stayed fine
(resolved); a bad deploy of the harvest-order service yesterday afternoon (rolled back, orders rejected); a latency
blip of the storm alert push just after midnight; a clean rollout of penwatch yesterday morning.
Healthy: sondelog (name close to the failing sondelink), sonde-es, penwatch now; aquamet and sonde-bus emit no
metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Vladivostok")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="kelpnet",
    title="Kelpnet aquaculture farm monitoring",
    seed=58217,
    timezone="Asia/Vladivostok",
    anchor=_at(15, 5, 40),
    hours=36,
    ids=IdFormats(order="HV{date}-{num:4}", user="BYR{num:6}", trace="kn-{hex:16}"),
    order_service="haulmark",
    orders_per_hour=24,
    order_statuses=("CONFIRMED", "CONFIRMED", "PACKED", "DISPATCHED", "DELIVERED"),
    vocab=Vocabulary(request_rate="rps", latency="svc_p99_latency_ms", error_ratio="fail_ratio",
                     hit_ratio="redis_hit_rate", evictions="redis_evictions_per_s", query_latency="pg_query_p99_ms",
                     consumer_lag="topic_backlog_msgs", tls_days="cert_expiry_days",
                     tls_failures="tls_errors_per_s", cache_alert="PenCacheHitDrop",
                     latency_alert="SlowResponses", error_alert="FailRatioHigh", db_alert="PgQueriesSlow",
                     pool_alert="PgConnsExhausted", lag_alert="SensorBacklogRising", tls_alert="PartnerCertInvalid"),
    services=(
        _S(name="buyerdeck", team="渠道组 Sales", description_zh="买家采购门户", description_en="buyer portal",
           depends_on=("pengate",)),
        _S(name="pengate", team="平台组 Platform", description_zh="内部 API 网关",
           description_en="internal API gateway", depends_on=("haulmark", "penwatch", "feedsched")),
        _S(name="haulmark", team="订单组 Orders", description_zh="收获订单服务", description_en="harvest order service",
           depends_on=("haul-pg",)),
        _S(name="haul-pg", kind="postgres", team="DBA", description_zh="收获订单数据库 (PostgreSQL)",
           description_en="harvest order database"),
        _S(name="feedsched", team="投喂组 Feeding", description_zh="投喂机器人调度",
           description_en="feeding robot scheduler", depends_on=("pencache",)),
        _S(name="pencache", kind="redis", team="养殖平台组 Farm Platform", description_zh="网箱状态缓存 (Redis)",
           description_en="sea pen state cache"),
        _S(name="penwatch", team="养殖平台组 Farm Platform", description_zh="网箱监控看板",
           description_en="sea pen dashboard", depends_on=("pencache", "sonde-es")),
        _S(name="sondelink", team="传感器组 Sensors", description_zh="网箱传感器数据接入",
           description_en="pen sensor ingest", depends_on=("sonde-bus", "sonde-es")),
        _S(name="sonde-bus", kind="kafka", team="传感器组 Sensors", description_zh="传感器读数消息队列 (Kafka)",
           description_en="sensor reading queue"),
        _S(name="sondelog", team="传感器组 Sensors", description_zh="传感器历史归档",
           description_en="sensor history archive", depends_on=("sonde-es",)),
        _S(name="sonde-es", kind="elasticsearch", team="传感器组 Sensors",
           description_zh="传感器读数索引 (Elasticsearch)",
           description_en="sensor reading index"),
        _S(name="marlink", team="合作方对接组 Partners", description_zh="海况气象合作方接入",
           description_en="marine weather partner client", depends_on=("aquamet",)),
        _S(name="aquamet", kind="external", team="外部 External", description_zh="外部海况气象 API",
           description_en="partner marine weather API"),
        _S(name="stormwarn", team="通知组 Notify", description_zh="风暴预警推送",
           description_en="storm alert push", depends_on=("marlink",)),
    ),
    incidents=(
        IncidentSpec(id="aquamet-cert", kind="certificate", service="marlink", origin="aquamet",
                     start=_at(15, 2, 10), error_rate=2, error_code="MRL-4953", upstream=("stormwarn",),
                     upstream_code="STW-5024"),
        IncidentSpec(id="sonde-backlog", kind="queue", service="sondelink", origin="sonde-bus", start=_at(15, 4, 55),
                     error_rate=2, error_code="SDL-4410", warn_code="SBS-W31", topic="pen.sensor.raw",
                     alert_severity="warning"),
        IncidentSpec(id="haul-slow", kind="database", flavor="slow_query", service="haulmark", origin="haul-pg",
                     start=_at(15, 3, 12), end=_at(15, 3, 58), error_rate=3, error_code="HMK-5041",
                     warn_code="HPG-W17", upstream=("pengate", "buyerdeck"), upstream_code="UPX-5043"),
        IncidentSpec(id="pencache-evict", kind="cache", service="feedsched", origin="pencache", start=_at(14, 21, 34),
                     end=_at(14, 22, 11), error_rate=3, error_code="FDS-5031", warn_code="PCR-W09"),
        IncidentSpec(id="haulmark-deploy", kind="deploy", service="haulmark", start=_at(14, 14, 25),
                     end=_at(14, 15, 5), error_rate=4, error_code="HMK-5002", version="7.3.0",
                     previous_version="7.2.4", order_failure_share=0.5, order_status="REJECTED"),
        IncidentSpec(id="stormwarn-blip", kind="blip", service="stormwarn", start=_at(15, 0, 41), end=_at(15, 0, 56),
                     error_rate=0, warn_code="STW-W03", alert_severity="warning"),
        IncidentSpec(id="penwatch-rollout", kind="deploy", service="penwatch", start=_at(14, 10, 5),
                     end=_at(14, 10, 19), version="2.9.1", previous_version="2.9.0", rollout_ok=True),
    ),
)
