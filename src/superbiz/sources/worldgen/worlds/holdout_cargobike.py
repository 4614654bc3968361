"""Held-out world ``cargobike``: an urban cargo-bike delivery company in Europe/Budapest (UTC+01:00 in December;
"now" is 09:40 local on 4 December = 08:40 UTC, a weekday morning; deliveries ``CB-BUD-7781-K`` (city code, four
digits, a check letter; taken by the order intake bakfiets-intake), customers ``BUDC-40917``, trace ids ``cbk`` +
14 hex digits).

Incidents: a bad deploy of the route planner tourplan 5.3.0 at 08:10, rolled back at 08:35 (the order intake
bakfiets-intake failed some deliveries with it, status ``ROUTE_FAILED``; ended); an eviction storm on the rider
location redis spokes-loc-redis since 09:15 under the rider app backend spokes-rider (ongoing); last night
23:20-00:40 (across midnight) a backlog of the battery swap queue voltswap-q behind its worker voltswap-worker
(resolved); a CLEAN rollout of the customer app backend kargo-app 2.14.0 at 09:10-09:16 (``rollout_ok``).
Healthy: szamlazo (invoicing), cb-notify and the SMS partner smsfalcon, depotstock, the delivery db drop-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Budapest")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="cargobike",
    title="Cargobike urban cargo-bike deliveries",
    seed=47781,
    timezone="Europe/Budapest",
    anchor=_at(4, 9, 40),
    hours=36,
    ids=IdFormats(order="CB-BUD-{num:4}-{alpha:1}", user="BUDC-{num:5}", trace="cbk{hex:14}"),
    order_service="bakfiets-intake",
    orders_per_hour=45,
    order_statuses=("ACCEPTED", "ON_BIKE", "DELIVERED", "DELIVERED"),
    vocab=Vocabulary(request_rate="drops_req_per_s", latency="drop_p95_ms", error_ratio="drop_fail_share",
                     hit_ratio="riderpos_hit_share", evictions="riderpos_evictions_ps",
                     query_latency="dropdb_query_p95_ms", lock_waits="dropdb_lock_waits_ps",
                     pool_in_use="dropdb_conns_used", pool_size="dropdb_conns_cap",
                     consumer_lag="swap_jobs_waiting", tls_days="sms_cert_days_left",
                     tls_failures="sms_tls_errors_ps", cache_alert="RiderPosHitShareLow",
                     latency_alert="DropP95TooSlow", error_alert="DropFailShareHigh", db_alert="DropDbSlow",
                     pool_alert="DropDbConnsFull", lag_alert="SwapJobsPilingUp", tls_alert="SmsTlsBroken"),
    services=(
        _S(name="kargo-app", team="客户端组 Customer App", description_zh="客户App (下单与跟踪)",
           description_en="customer app", depends_on=("bakfiets-intake", "spokes-rider")),
        _S(name="bakfiets-intake", team="接单组 Order Intake", description_zh="接单服务 (配送单)",
           description_en="order intake", depends_on=("drop-pg", "tourplan", "depotstock", "cb-notify")),
        _S(name="drop-pg", kind="postgres", team="DBA", description_zh="配送数据库 (PostgreSQL)",
           description_en="delivery db"),
        _S(name="tourplan", team="调度组 Dispatch", description_zh="路线规划",
           description_en="route planner", depends_on=("drop-pg", "spokes-rider")),
        _S(name="spokes-rider", team="骑手组 Rider Ops", description_zh="骑手App后端",
           description_en="rider app", depends_on=("spokes-loc-redis",)),
        _S(name="spokes-loc-redis", kind="redis", team="骑手组 Rider Ops",
           description_zh="骑手定位缓存 (Redis)", description_en="rider location redis"),
        _S(name="voltswap-worker", team="电池组 Battery Ops", description_zh="换电任务处理 (读队列)",
           description_en="battery swap worker", depends_on=("voltswap-q", "depotstock")),
        _S(name="voltswap-q", kind="kafka", team="电池组 Battery Ops", description_zh="换电队列 (Kafka)",
           description_en="battery swap queue"),
        _S(name="depotstock", team="仓储组 Depot", description_zh="站点库存服务 (电池与货箱)",
           description_en="depot stock service", depends_on=("depotstock-db",)),
        _S(name="depotstock-db", kind="mysql", team="仓储组 Depot", description_zh="站点库存数据库 (MySQL)",
           description_en="depot stock database"),
        _S(name="cb-notify", team="通知组 Notifications", description_zh="短信通知服务",
           description_en="SMS notifications", depends_on=("smsfalcon",)),
        _S(name="smsfalcon", kind="external", team="外部 External", description_zh="短信合作方",
           description_en="SMS partner"),
        _S(name="szamlazo", team="财务组 Billing", description_zh="开票服务",
           description_en="invoicing", depends_on=("szamlazo-db",)),
        _S(name="szamlazo-db", kind="mysql", team="财务组 Billing", description_zh="发票数据库 (MySQL)",
           description_en="invoice database"),
    ),
    incidents=(
        IncidentSpec(id="riderloc-evictions", kind="cache", service="spokes-rider", origin="spokes-loc-redis",
                     start=_at(4, 9, 15), error_rate=3, error_code="SPK-5307", warn_code="SLR-W11"),
        IncidentSpec(id="kargo-app-rollout", kind="deploy", service="kargo-app", start=_at(4, 9, 10),
                     end=_at(4, 9, 16), version="2.14.0", previous_version="2.13.2", rollout_ok=True),
        IncidentSpec(id="tourplan-bad-deploy", kind="deploy", service="tourplan", start=_at(4, 8, 10),
                     end=_at(4, 8, 35), error_rate=4, error_code="TPL-5120", version="5.3.0",
                     previous_version="5.2.6", upstream=("bakfiets-intake",), upstream_code="BFI-5029",
                     order_failure_share=0.45, order_status="ROUTE_FAILED"),
        IncidentSpec(id="voltswap-backlog", kind="queue", service="voltswap-worker", origin="voltswap-q",
                     start=_at(3, 23, 20), end=_at(4, 0, 40), error_rate=2, error_code="VSW-4081",
                     warn_code="VSQ-W04", topic="battery.swaps"),
    ),
)
