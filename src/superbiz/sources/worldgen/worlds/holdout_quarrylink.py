"""Held-out world ``quarrylink``: a quarry's trucking and weighbridge operations in Asia/Almaty (UTC+05:00, no
daylight time; "now" is 06:50 local on 4 December = 01:50 UTC, the early shift; the data begin at 18:50 local on
2 December; load tickets ``QL-ALM-004217`` (made by the load tickets service loadslip), haulier accounts
``HLR/KZ/0417``, trace ids ``qlk.`` + 4 hex digits + ``.`` + 8 hex digits).

Incidents: a bad deploy of the weighbridge sync scalesync 4.8.0 at 05:30 this morning, rolled back at 06:10 (the
load tickets service loadslip failed some load tickets with it, status ``WEIGH_SYNC_FAILED``; ended); yesterday
22:00–23:30 the dispatch queue haulq-kafka backed up behind its worker haulq-worker (topic ``dispatch.jobs``; the
dispatch console haulcall timed out on it; resolved); since 06:30 this morning the telemetry redis telemo-redis is
out of connections under the truck tracker rigtrace (connection pool exhausted; still going).
Healthy: tallybill (invoicing) and its e-invoice gateway esf-gw, quarryportal, blastsched, scaledb-pg,
loadslip-db, trackhist-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Almaty")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="quarrylink",
    title="Quarrylink quarry trucking and weighbridge",
    seed=60417,
    timezone="Asia/Almaty",
    anchor=_at(4, 6, 50),
    hours=36,
    ids=IdFormats(order="QL-ALM-{num:6}", user="HLR/KZ/{num:4}", trace="qlk.{hex:4}.{hex:8}"),
    order_service="loadslip",
    orders_per_hour=40,
    order_statuses=("TICKETED", "TICKETED", "WEIGHED", "DELIVERED"),
    vocab=Vocabulary(request_rate="haul_req_ps", latency="haul_p99_ms", error_ratio="haul_err_share",
                     hit_ratio="telemetry_hit_share", evictions="telemetry_evicted_ps",
                     query_latency="scale_sql_p99_ms", lock_waits="scale_lock_waits_ps",
                     pool_in_use="conns_busy", pool_size="conns_max", consumer_lag="dispatch_jobs_behind",
                     tls_days="esf_cert_days_left", tls_failures="esf_tls_fail_ps",
                     cache_alert="TelemetryHitShareLow", latency_alert="HaulP99Slow",
                     error_alert="HaulErrShareHigh", db_alert="ScaleSqlSlow", pool_alert="ConnsExhausted",
                     lag_alert="DispatchJobsBehind", tls_alert="EsfTlsFailing"),
    services=(
        _S(name="haulcall", team="调度组 Dispatch", description_zh="派车台 (调度控制台)",
           description_en="dispatch console", depends_on=("haulq-kafka", "rigtrace", "loadslip")),
        _S(name="haulq-kafka", kind="kafka", team="调度组 Dispatch", description_zh="派车队列 (Kafka)",
           description_en="dispatch queue"),
        _S(name="haulq-worker", team="调度组 Dispatch", description_zh="派车队列消费者 (派单 worker)",
           description_en="dispatch queue worker", depends_on=("haulq-kafka", "loadslip")),
        _S(name="rigtrace", team="车辆定位组 Fleet Tracking", description_zh="车辆定位 (卡车追踪)",
           description_en="truck tracker", depends_on=("telemo-redis", "trackhist-pg")),
        _S(name="telemo-redis", kind="redis", team="车辆定位组 Fleet Tracking", description_zh="车载遥测缓存 (Redis)",
           description_en="telemetry redis"),
        _S(name="trackhist-pg", kind="postgres", team="车辆定位组 Fleet Tracking",
           description_zh="轨迹历史库 (PostgreSQL)", description_en="track history database"),
        _S(name="scalesync", team="地磅组 Weighbridge", description_zh="地磅同步 (过磅数据同步)",
           description_en="weighbridge sync", depends_on=("scaledb-pg",)),
        _S(name="scaledb-pg", kind="postgres", team="地磅组 Weighbridge", description_zh="地磅数据库 (PostgreSQL)",
           description_en="weighbridge database"),
        _S(name="loadslip", team="磅单组 Load Tickets", description_zh="磅单服务 (装车小票)",
           description_en="load tickets service", depends_on=("loadslip-db", "scalesync")),
        _S(name="loadslip-db", kind="mysql", team="磅单组 Load Tickets", description_zh="磅单数据库 (MySQL)",
           description_en="load tickets database"),
        _S(name="quarryportal", team="客户门户组 Customer Portal", description_zh="客户门户 (网页与App)",
           description_en="customer portal", depends_on=("loadslip", "rigtrace", "tallybill")),
        _S(name="tallybill", team="结算组 Invoicing", description_zh="开票结算服务",
           description_en="invoicing service", depends_on=("esf-gw",)),
        _S(name="esf-gw", kind="external", team="外部 External", description_zh="电子发票网关 (ESF)",
           description_en="e-invoice gateway"),
        _S(name="blastsched", team="爆破组 Blasting", description_zh="爆破排班服务",
           description_en="blast scheduling"),
    ),
    incidents=(
        IncidentSpec(id="telemo-conns", kind="database", flavor="pool", service="rigtrace", origin="telemo-redis",
                     start=_at(4, 6, 30), error_rate=3, error_code="RGT-5307", warn_code="TLM-W12",
                     upstream=("haulcall",), upstream_code="HLC-5033"),
        IncidentSpec(id="scalesync-bad-deploy", kind="deploy", service="scalesync", start=_at(4, 5, 30),
                     end=_at(4, 6, 10), error_rate=4, error_code="SCS-5001", version="4.8.0",
                     previous_version="4.7.3", upstream=("loadslip",), upstream_code="LSP-5021",
                     order_failure_share=0.45, order_status="WEIGH_SYNC_FAILED"),
        IncidentSpec(id="haulq-backlog", kind="queue", service="haulq-worker", origin="haulq-kafka",
                     start=_at(3, 22, 0), end=_at(3, 23, 30), error_rate=2, error_code="HQW-4408",
                     warn_code="HQK-W05", topic="dispatch.jobs", upstream=("haulcall",), upstream_code="HLC-4082"),
    ),
)
