"""Held-out world ``surfcast``: a marine-weather and surf-forecast subscription service in Australia/Lord_Howe
(UTC+11 in December, daylight time with a half-hour shift; the local day is ahead of UTC until 11:00 local, so
"today" and "yesterday" are not the UTC dates; subscription ids ``SB4821-QKX``, users ``srf_3fa9c1``).

Incidents: the forecast model runner swellcast fails from two overlapping causes now (its PostgreSQL pool is
exhausted AND its buoy-observation queue is backlogged, both ongoing); the partner weather feed's certificate
expired before local midnight and is still expired (metbridge → oceanmet, callers nudger); a map-tile cache
eviction storm in the night (resolved); a latency blip on the tide tables this morning; a bad deploy of the
subscription service yesterday afternoon (rolled back, some subscriptions failed); a lock wait on the buoy
ingest database yesterday evening (resolved).
Healthy: spotfinder, spot-es, surfpass-db; obs-bus and oceanmet emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Australia/Lord_Howe")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="surfcast",
    title="Surfcast marine forecasts",
    seed=71903,
    timezone="Australia/Lord_Howe",
    anchor=_at(9, 10, 40),
    hours=36,
    ids=IdFormats(order="SB{num:4}-{alpha:3}", user="srf_{hex:6}", trace="{hex:20}"),
    order_service="surfpass",
    orders_per_hour=30,
    order_statuses=("ACTIVE", "ACTIVE", "RENEWED", "TRIAL", "PAUSED"),
    vocab=Vocabulary(latency="resp_p99_ms", error_ratio="http_5xx_ratio", error_alert="Http5xxSpike",
                     latency_alert="P99AboveTarget", pool_alert="PgPoolExhausted", lag_alert="ObsQueueLagHigh",
                     tls_alert="PartnerTlsExpired", cache_alert="TileCacheThrash", db_alert="DbLockContention",
                     consumer_lag="queue_lag_msgs"),
    services=(
        _S(name="reefgate", team="平台组 Platform", description_zh="对外 API 网关", description_en="public API gateway",
           depends_on=("swellcast", "tidetab", "chartlet", "surfpass", "spotfinder")),
        _S(name="swellcast", team="预报组 Forecast", description_zh="浪况预报模型运行服务",
           description_en="swell forecast model runner", depends_on=("swellcast-pg", "obs-bus")),
        _S(name="swellcast-pg", kind="postgres", team="DBA", description_zh="预报模型数据库 (PostgreSQL)",
           description_en="forecast model database"),
        _S(name="obs-bus", kind="kafka", team="数据接入组 Ingest", description_zh="浮标观测消息队列 (Kafka)",
           description_en="buoy observation queue"),
        _S(name="buoywire", team="数据接入组 Ingest", description_zh="浮标数据采集",
           description_en="buoy data ingest", depends_on=("buoy-pg", "obs-bus")),
        _S(name="buoy-pg", kind="postgres", team="DBA", description_zh="浮标数据库 (PostgreSQL)",
           description_en="buoy readings database"),
        _S(name="chartlet", team="地图组 Maps", description_zh="地图瓦片服务", description_en="map tile server",
           depends_on=("tilecache",)),
        _S(name="tilecache", kind="redis", team="地图组 Maps", description_zh="瓦片缓存 (Redis)",
           description_en="map tile cache"),
        _S(name="tidetab", team="预报组 Forecast", description_zh="潮汐表服务", description_en="tide tables"),
        _S(name="surfpass", team="会员组 Membership", description_zh="订阅与会员计费",
           description_en="subscriptions and billing", depends_on=("surfpass-db",)),
        _S(name="surfpass-db", kind="mysql", team="会员组 Membership", description_zh="订阅数据库 (MySQL)",
           description_en="subscription database"),
        _S(name="nudger", team="通知组 Notify", description_zh="预警推送 (APP 推送)",
           description_en="alert push notifications", depends_on=("metbridge", "swellcast")),
        _S(name="metbridge", team="合作方对接组 Partners", description_zh="合作方气象数据接入",
           description_en="partner weather feed client", depends_on=("oceanmet",)),
        _S(name="oceanmet", kind="external", team="外部 External", description_zh="外部合作方气象数据源",
           description_en="partner weather feed"),
        _S(name="spotfinder", team="搜索组 Search", description_zh="浪点搜索", description_en="surf spot search",
           depends_on=("spot-es",)),
        _S(name="spot-es", kind="elasticsearch", team="搜索组 Search", description_zh="浪点索引 (Elasticsearch)",
           description_en="surf spot index"),
    ),
    incidents=(
        IncidentSpec(id="swellcast-pool", kind="database", flavor="pool", service="swellcast", origin="swellcast-pg",
                     start=_at(9, 10, 2), error_rate=4, error_code="SWC-5307", warn_code="PGP-W11",
                     upstream=("reefgate",), upstream_code="RGW-5032"),
        IncidentSpec(id="obs-backlog", kind="queue", service="swellcast", origin="obs-bus", start=_at(9, 9, 41),
                     error_rate=2, error_code="SWC-4408", warn_code="OBS-W40", topic="buoy.obs.raw",
                     alert_severity="warning"),
        IncidentSpec(id="oceanmet-cert", kind="certificate", service="metbridge", origin="oceanmet",
                     start=_at(8, 23, 27), error_rate=2, error_code="MTB-4951", upstream=("nudger",),
                     upstream_code="NDG-5020"),
        IncidentSpec(id="tile-evictions", kind="cache", service="chartlet", origin="tilecache", start=_at(9, 2, 14),
                     end=_at(9, 2, 58), error_rate=3, error_code="CHT-5040", warn_code="TLC-W07",
                     upstream=("reefgate",), upstream_code="RGW-5044"),
        IncidentSpec(id="tidetab-blip", kind="blip", service="tidetab", start=_at(9, 7, 36), end=_at(9, 7, 52),
                     error_rate=0, warn_code="TDT-W03", alert_severity="warning"),
        IncidentSpec(id="surfpass-deploy", kind="deploy", service="surfpass", start=_at(8, 15, 20),
                     end=_at(8, 15, 55), error_rate=4, error_code="SPS-5001", version="4.12.0",
                     previous_version="4.11.3", order_failure_share=0.6, order_status="PAYMENT_FAILED"),
        IncidentSpec(id="buoy-lock", kind="database", flavor="lock_wait", service="buoywire", origin="buoy-pg",
                     start=_at(8, 18, 10), end=_at(8, 18, 45), error_rate=3, error_code="BYW-5209",
                     warn_code="BPG-W21"),
    ),
)
