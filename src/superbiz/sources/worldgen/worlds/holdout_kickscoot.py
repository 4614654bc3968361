"""Held-out world ``kickscoot``: an e-scooter and e-bike sharing city service in Europe/Tallinn (UTC+02:00 in
December, no daylight time then; "now" is 18:20 local on 4 December = 16:20 UTC, the evening rush; rides
``SCT_00417`` (made by the ride orders service tripbook), riders ``KR-048213``, trace ids ``kst.`` + 16 hex digits).

Incidents: lock waits on the ride ledger database rideledger-pg 17:40–18:05 today make the unlock service unlockd
fail (chain tripbook → unlockd → rideledger-pg; resolved; failed rides recorded as ``UNLOCK_FAILED``); the battery
telemetry queue cellpulse-q backs up behind the battery telemetry ingest cellpulse since 18:00 (ongoing, growing);
last night 23:10–23:50 (3 December) the card payment partner cardlinq's certificate was expired (the wallet top-up
service walletup failed its handshakes; failed top-ups recorded as ``TOPUP_DECLINED``; renewed); a clean
firmware-config rollout of the fleet ops console fleetdeck 5.8.0 at 17:35–17:41 (``rollout_ok``, a tempting false
cause). Healthy: kickapp (rider app), zonemap (parking zones), zonemap-redis, farewheel (fare pricing),
fleetdeck-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Tallinn")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="kickscoot",
    title="Kickscoot e-scooter and e-bike sharing",
    seed=41729,
    timezone="Europe/Tallinn",
    anchor=_at(4, 18, 20),
    hours=36,
    ids=IdFormats(order="SCT_{seq:5}", user="KR-{num:6}", trace="kst.{hex:16}"),
    order_service="tripbook",
    orders_per_hour=55,
    order_statuses=("RIDE_ENDED", "RIDE_ENDED", "RIDE_ENDED", "RIDING", "TOPPED_UP"),
    vocab=Vocabulary(request_rate="unlock_req_ps", latency="ride_api_p95_ms", error_ratio="ride_fail_frac",
                     hit_ratio="zone_cache_hit_frac", evictions="zone_cache_evict_ps",
                     query_latency="ledger_stmt_p95_ms", lock_waits="ledger_row_lock_waits_ps",
                     pool_in_use="ledger_sessions_busy", pool_size="ledger_sessions_cap",
                     consumer_lag="battery_msgs_behind", tls_days="card_partner_cert_days",
                     tls_failures="card_handshake_fail_ps", cache_alert="ZoneCacheHitLow",
                     latency_alert="RideApiP95High", error_alert="RideFailFracHigh", db_alert="LedgerRowLockWaits",
                     pool_alert="LedgerSessionsFull", lag_alert="BatteryMsgsBehind",
                     tls_alert="CardPartnerHandshakeFail"),
    services=(
        _S(name="kickapp", team="骑行App组 Rider App", description_zh="骑行App (扫码用车)",
           description_en="rider app", depends_on=("tripbook", "zonemap", "walletup")),
        _S(name="tripbook", team="行程组 Rides", description_zh="行程下单服务",
           description_en="ride orders service", depends_on=("unlockd", "farewheel", "walletup")),
        _S(name="unlockd", team="开锁组 Unlock", description_zh="开锁服务 (扫码开锁)",
           description_en="unlock service", depends_on=("rideledger-pg", "zonemap")),
        _S(name="rideledger-pg", kind="postgres", team="DBA", description_zh="行程账本数据库 (PostgreSQL)",
           description_en="ride ledger database"),
        _S(name="cellpulse", team="电池组 Battery", description_zh="电池遥测接入 (读队列写库)",
           description_en="battery telemetry ingest", depends_on=("cellpulse-q",)),
        _S(name="cellpulse-q", kind="kafka", team="电池组 Battery", description_zh="电池遥测队列 (Kafka)",
           description_en="battery telemetry queue"),
        _S(name="fleetdeck", team="车队运维组 Fleet Ops", description_zh="车队运维控制台 (固件配置下发)",
           description_en="fleet ops console", depends_on=("fleetdeck-db",)),
        _S(name="fleetdeck-db", kind="mysql", team="车队运维组 Fleet Ops", description_zh="车队数据库 (MySQL)",
           description_en="fleet database"),
        _S(name="walletup", team="钱包组 Wallet", description_zh="钱包充值服务",
           description_en="wallet top-up service", depends_on=("cardlinq",)),
        _S(name="cardlinq", kind="external", team="外部 External", description_zh="银行卡支付合作方",
           description_en="card payment partner"),
        _S(name="zonemap", team="停车区组 Parking Zones", description_zh="停车区服务 (还车围栏)",
           description_en="parking zones service", depends_on=("zonemap-redis",)),
        _S(name="zonemap-redis", kind="redis", team="停车区组 Parking Zones", description_zh="停车区缓存 (Redis)",
           description_en="parking zones cache"),
        _S(name="farewheel", team="计价组 Pricing", description_zh="计价服务",
           description_en="fare pricing service"),
    ),
    incidents=(
        IncidentSpec(id="rideledger-lock", kind="database", flavor="lock_wait", service="unlockd",
                     origin="rideledger-pg", start=_at(4, 17, 40), end=_at(4, 18, 5), error_rate=4,
                     error_code="UNL-5307", warn_code="RLG-W12", upstream=("tripbook",), upstream_code="TRB-5036",
                     order_failure_share=0.35, order_status="UNLOCK_FAILED"),
        IncidentSpec(id="cellpulse-backlog", kind="queue", service="cellpulse", origin="cellpulse-q",
                     start=_at(4, 18, 0), error_rate=2, error_code="CPL-4421", warn_code="CPQ-W07",
                     topic="battery.telemetry"),
        IncidentSpec(id="fleetdeck-rollout", kind="deploy", service="fleetdeck", start=_at(4, 17, 35),
                     end=_at(4, 17, 41), version="5.8.0", previous_version="5.7.3", rollout_ok=True),
        IncidentSpec(id="cardlinq-cert", kind="certificate", service="walletup", origin="cardlinq",
                     start=_at(3, 23, 10), end=_at(3, 23, 50), error_rate=3, error_code="WLT-4951",
                     order_failure_share=0.5, order_status="TOPUP_DECLINED"),
    ),
)
