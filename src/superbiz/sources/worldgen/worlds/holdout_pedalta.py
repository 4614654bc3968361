"""Held-out world ``pedalta``: a public bike-share in Tel Aviv, Asia/Jerusalem (UTC+02:00 in December, Israel
Standard Time; "now" is 08:25 local on 4 December = 06:25 UTC, the morning commute; rentals ``rent_00417_tlv``
(made by dockride), riders ``rdr-7K2Q9M``, trace ids ``pdl.`` + 14 hex digits).

Incidents: lock waits on the docks database dockvault-pg since 07:50 make the rentals service dockride fail dock
unlocks, and the rider app ridepal fails with it (chain ridepal → dockride → dockvault-pg; failed rentals
``UNLOCK_FAILED``; ongoing); the station-status queue statusbus-q backs up behind the station status sync
stationfeed since 08:05 (unrelated; ongoing); a clean rollout of the pricing service farecalc 2.14.0 at
07:55–08:02 (``rollout_ok``, a tempting false cause); the payment partner shekelpay's certificate expired at 02:00
and was renewed at 03:15 (paybridge failed its handshakes); a bad deploy of the maps service routemap 4.8.0
yesterday evening 19:30, rolled back at 19:55 (ridepal failed map calls with it); a WARN-only latency blip of the
e-bike battery telemetry voltcell at 06:40–06:52.
Healthy: riderid (rider accounts), riderid-db, tariff-redis.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Jerusalem")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="pedalta",
    title="Pedalta Tel Aviv bike-share",
    seed=60425,
    timezone="Asia/Jerusalem",
    anchor=_at(4, 8, 25),
    hours=36,
    ids=IdFormats(order="rent_{seq:5}_tlv", user="rdr-{alnum:6}", trace="pdl.{hex:14}"),
    order_service="dockride",
    orders_per_hour=40,
    order_statuses=("ACTIVE", "RETURNED", "RETURNED", "RETURNED"),
    vocab=Vocabulary(request_rate="unlock_req_ps", latency="ride_p99_ms", error_ratio="ride_err_share",
                     hit_ratio="tariff_hit_share", evictions="tariff_evict_ps", query_latency="dock_sql_p99_ms",
                     lock_waits="dock_row_lock_waits_ps", pool_in_use="dock_conns_used",
                     pool_size="dock_conns_limit", consumer_lag="station_events_behind",
                     tls_days="psp_cert_days_left", tls_failures="psp_handshake_errs_ps",
                     cache_alert="TariffHitShareLow", latency_alert="RideP99High",
                     error_alert="RideErrShareHigh", db_alert="DockRowLockWaits", pool_alert="DockConnsMaxed",
                     lag_alert="StationEventsBehind", tls_alert="PspHandshakeErrors"),
    services=(
        _S(name="ridepal", team="骑手App组 Rider App", description_zh="骑行App (骑手手机应用)",
           description_en="rider app", depends_on=("dockride", "routemap", "riderid", "farecalc")),
        _S(name="dockride", team="租车组 Rentals", description_zh="租车服务 (开锁/还车)",
           description_en="rentals service", depends_on=("dockvault-pg", "farecalc", "paybridge")),
        _S(name="dockvault-pg", kind="postgres", team="DBA", description_zh="车桩数据库 (PostgreSQL)",
           description_en="docks database"),
        _S(name="stationfeed", team="站点组 Stations", description_zh="站点状态同步 (读队列)",
           description_en="station status sync", depends_on=("statusbus-q",)),
        _S(name="statusbus-q", kind="kafka", team="站点组 Stations", description_zh="站点状态队列 (Kafka)",
           description_en="station status queue"),
        _S(name="farecalc", team="计价组 Pricing", description_zh="计价服务",
           description_en="pricing service", depends_on=("tariff-redis",)),
        _S(name="tariff-redis", kind="redis", team="计价组 Pricing", description_zh="价目缓存 (Redis)",
           description_en="tariff cache"),
        _S(name="paybridge", team="支付组 Payments", description_zh="支付服务",
           description_en="payments service", depends_on=("shekelpay",)),
        _S(name="shekelpay", kind="external", team="外部 External", description_zh="支付合作方 (收单)",
           description_en="payment partner"),
        _S(name="routemap", team="地图组 Maps", description_zh="地图服务 (找车/导航)",
           description_en="maps service"),
        _S(name="voltcell", team="车队组 Fleet", description_zh="电单车电池遥测",
           description_en="e-bike battery telemetry"),
        _S(name="riderid", team="账号组 Accounts", description_zh="骑手账号服务",
           description_en="rider accounts", depends_on=("riderid-db",)),
        _S(name="riderid-db", kind="mysql", team="账号组 Accounts", description_zh="账号数据库 (MySQL)",
           description_en="accounts database"),
    ),
    incidents=(
        IncidentSpec(id="dockvault-lock", kind="database", flavor="lock_wait", service="dockride",
                     origin="dockvault-pg", start=_at(4, 7, 50), error_rate=3, error_code="DKR-5409",
                     warn_code="DVP-W17", upstream=("ridepal",), upstream_code="RPL-5031",
                     order_failure_share=0.35, order_status="UNLOCK_FAILED"),
        IncidentSpec(id="statusbus-backlog", kind="queue", service="stationfeed", origin="statusbus-q",
                     start=_at(4, 8, 5), error_rate=2, error_code="STF-4308", warn_code="SBQ-W04",
                     topic="station.status"),
        IncidentSpec(id="farecalc-rollout", kind="deploy", service="farecalc", start=_at(4, 7, 55),
                     end=_at(4, 8, 2), version="2.14.0", previous_version="2.13.2", rollout_ok=True),
        IncidentSpec(id="shekelpay-cert", kind="certificate", service="paybridge", origin="shekelpay",
                     start=_at(4, 2, 0), end=_at(4, 3, 15), error_rate=3, error_code="PYB-4951"),
        IncidentSpec(id="routemap-bad-deploy", kind="deploy", service="routemap", start=_at(3, 19, 30),
                     end=_at(3, 19, 55), error_rate=4, error_code="RMP-5002", version="4.8.0",
                     previous_version="4.7.3", upstream=("ridepal",), upstream_code="RPL-5024"),
        IncidentSpec(id="voltcell-blip", kind="blip", service="voltcell", start=_at(4, 6, 40),
                     end=_at(4, 6, 52), error_rate=0, warn_code="VLC-W09", alert_severity="warning"),
    ),
)
