"""HELD-OUT world ``bagtrack``: airport baggage handling in Asia/Kamchatka (UTC+12, no daylight time; the local
day is ahead of UTC, so "today" began at 12:00 UTC of the previous UTC date). Bag tag ids are written with
spaces like ``0176 AB 123456`` (four digits, two letters, six digits); passengers ``PNR-XXXXXX``; "now" is
2026-11-26 16:45 local (04:45 UTC).

Bag tags printed at check-in go through the public ``apron-gw`` (行李系统网关) → ``tagdesk`` (值机行李牌打印)
→ ``bagroute`` (分拣路由) → ``bagmanifest`` (航班行李舱单) → ``manifest-pg``: a four-hop chain whose PostgreSQL
connection pool is exhausted since 16:08 local (ongoing; new bags are held as TAG_HOLD). Since 15:37 the
conveyor sorter controller ``sortbelt`` lags behind its scan-event queue ``sortevent-bus`` (ongoing).
Resolved: an eviction storm on the transfer-bag cache ``xfer-cache`` behind ``transferhub`` at dawn (凌晨);
the airline partner ``carrierhub``'s certificate expired yesterday evening and was renewed (seen by
``airlink-api`` and its caller ``transferhub``); a bad deploy of the lost-bag claims service ``claimdesk``
yesterday early afternoon (rolled back), redeployed cleanly this morning with a fixed version; a latency blip
on the bag scales ``scalehub`` this morning.
Two caches on different services: ``tagprint-redis`` (tagdesk, healthy) and ``xfer-cache`` (transferhub).
Healthy: bagtrace, bagtrace-es, tagprint-redis, claim-mysql (and claimdesk now).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Kamchatka")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="bagtrack",
    title="Bagtrack airport baggage handling",
    seed=48217,
    timezone="Asia/Kamchatka",
    anchor=_at(26, 16, 45),
    hours=36,
    ids=IdFormats(order="{num:4} {alpha:2} {num:6}", user="PNR-{alnum:6}", trace="{hex:24}"),
    order_service="tagdesk",
    orders_per_hour=45,
    order_statuses=("TAGGED", "SORTED", "LOADED", "LOADED", "ARRIVED"),
    vocab=Vocabulary(request_rate="bag_req_per_s", latency="svc_p99_millis", error_ratio="fail_ratio",
                     hit_ratio="kv_hit_pct", evictions="kv_evictions_per_s", pool_in_use="pg_conns_busy",
                     pool_size="pg_conns_max", consumer_lag="scan_events_behind", tls_days="peer_cert_days_left",
                     tls_failures="peer_tls_errors_per_s", cache_alert="KvHitRateCollapsed",
                     latency_alert="SlowResponses", error_alert="FailRatioHigh", db_alert="DbQueriesStalling",
                     pool_alert="PgConnsExhausted", lag_alert="ScanEventsBehind", tls_alert="PeerCertInvalid"),
    services=(
        _S(name="apron-gw", team="平台组 Platform", description_zh="行李系统统一网关",
           description_en="baggage platform gateway",
           depends_on=("tagdesk", "transferhub", "claimdesk", "bagtrace", "scalehub")),
        _S(name="tagdesk", team="值机组 Check-in", description_zh="值机行李牌打印",
           description_en="check-in bag tag printing", depends_on=("bagroute", "tagprint-redis")),
        _S(name="tagprint-redis", kind="redis", team="值机组 Check-in", description_zh="行李牌模板缓存 (Redis)",
           description_en="bag tag template cache"),
        _S(name="bagroute", team="分拣组 Sortation", description_zh="行李分拣路由决策",
           description_en="bag sort routing decisions", depends_on=("bagmanifest",)),
        _S(name="bagmanifest", team="航班组 Flight Ops", description_zh="航班行李舱单",
           description_en="flight baggage manifests", depends_on=("manifest-pg",)),
        _S(name="manifest-pg", kind="postgres", team="DBA", description_zh="舱单数据库 (PostgreSQL)",
           description_en="manifest database"),
        _S(name="sortbelt", team="分拣组 Sortation", description_zh="传送带分拣机控制",
           description_en="conveyor sorter control", depends_on=("sortevent-bus", "bagroute")),
        _S(name="sortevent-bus", kind="kafka", team="分拣组 Sortation", description_zh="分拣扫描事件队列 (Kafka)",
           description_en="sorter scan event queue"),
        _S(name="transferhub", team="中转组 Transfers", description_zh="中转行李（航班间转运）",
           description_en="transfer bags between flights", depends_on=("xfer-cache", "airlink-api")),
        _S(name="xfer-cache", kind="redis", team="中转组 Transfers", description_zh="中转行李缓存 (Redis)",
           description_en="transfer bag cache"),
        _S(name="airlink-api", team="合作方对接组 Partners", description_zh="航司合作方接口对接",
           description_en="airline partner API client", depends_on=("carrierhub",)),
        _S(name="carrierhub", kind="external", team="外部 External", description_zh="外部航司合作方 API",
           description_en="airline partner API"),
        _S(name="claimdesk", team="客服组 Passenger Care", description_zh="行李遗失理赔",
           description_en="lost bag claims", depends_on=("claim-mysql",)),
        _S(name="claim-mysql", kind="mysql", team="DBA", description_zh="理赔数据库 (MySQL)",
           description_en="claims database"),
        _S(name="bagtrace", team="旅客服务组 Passenger Apps", description_zh="旅客行李位置查询",
           description_en="passenger bag location lookup", depends_on=("bagtrace-es",)),
        _S(name="bagtrace-es", kind="elasticsearch", team="旅客服务组 Passenger Apps",
           description_zh="行李轨迹索引 (Elasticsearch)", description_en="bag trace index"),
        _S(name="scalehub", team="值机组 Check-in", description_zh="值机行李称重",
           description_en="bag weighing scales"),
    ),
    incidents=(
        IncidentSpec(id="manifest-pool-exhausted", kind="database", flavor="pool", service="bagmanifest",
                     origin="manifest-pg", start=_at(26, 16, 8), error_rate=4, error_code="BMF-5306",
                     warn_code="MPG-W17", upstream=("bagroute", "tagdesk", "apron-gw"), upstream_code="BRT-5031",
                     order_failure_share=0.5, order_status="TAG_HOLD"),
        IncidentSpec(id="sorter-scan-backlog", kind="queue", service="sortbelt", origin="sortevent-bus",
                     start=_at(26, 15, 37), error_rate=2, error_code="SRB-4412", warn_code="SEB-W08",
                     topic="sorter.scan.events", alert_severity="warning"),
        IncidentSpec(id="xfer-cache-evictions", kind="cache", service="transferhub", origin="xfer-cache",
                     start=_at(26, 4, 21), end=_at(26, 5, 3), error_rate=3, error_code="TFH-5044",
                     warn_code="XFC-W02", upstream=("apron-gw",), upstream_code="APG-5040"),
        IncidentSpec(id="carrierhub-cert-expired", kind="certificate", service="airlink-api", origin="carrierhub",
                     start=_at(25, 19, 52), end=_at(25, 22, 31), error_rate=2, error_code="ALK-4951",
                     upstream=("transferhub",), upstream_code="TFH-5027"),
        IncidentSpec(id="claimdesk-bad-deploy", kind="deploy", service="claimdesk", start=_at(25, 13, 10),
                     end=_at(25, 13, 44), error_rate=4, error_code="CLD-5000", version="5.3.0",
                     previous_version="5.2.4"),
        IncidentSpec(id="claimdesk-redeploy", kind="deploy", service="claimdesk", start=_at(26, 10, 5),
                     end=_at(26, 10, 21), version="5.3.1", previous_version="5.2.4", rollout_ok=True),
        IncidentSpec(id="scalehub-blip", kind="blip", service="scalehub", start=_at(26, 9, 14), end=_at(26, 9, 29),
                     error_rate=0, warn_code="SCL-W05", alert_severity="warning"),
    ),
)
