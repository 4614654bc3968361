"""Held-out world ``finwarden``: a public aquarium (timed-entry tickets, feeding-show seats, membership
renewals) in America/Yakutat (AKST, UTC-09:00 in December; purchase records ``AQ-T-20261204-0417``, members
``mbr:0417``, trace ids ``aqx.1a2b3c4d.0417``).

"Now" is 2026-12-04 19:30 local (2026-12-05 04:30 UTC, the UTC day after); the data starts 30 hours earlier,
2026-12-03 13:30 local.

Incidents (local times, 2026-12-04):

* 10:40-10:55 a warnings-only latency blip on feedclock-svc (the feeding-show schedule), resolved;
* 12:20-12:55 a cache eviction storm on guidepearl-rd behind tankguide-api (the exhibit guide API), resolved;
* 16:00-16:20 a bad deploy of showpod-app 5.2.0 (the feeding-show seat app), rolled back to 5.1.3; failed
  purchase records SHOW_SEAT_ERROR;
* 17:28-17:35 a clean rollout of tixnautil-core 8.14.0 (the ticket core): no errors, a tempting false cause
  of the lock wait that follows;
* 17:40-18:25 a lock wait on coralvat-pg (the seat database) behind seatlobe-inv (seat inventory), felt
  through the four-hop chain gillpass-app -> tixnautil-core -> seatlobe-inv -> coralvat-pg; failed purchase
  records SEAT_LOCK_TIMEOUT, resolved;
* 18:50-now a print-job backlog on printmoray-wkr (wristband and ticket printing) on topic
  inkeel.wristband-print, still going;
* 19:05-now the certificate of paykelp-partner (the membership payment partner) expired: anemorenew
  (membership renewals) fails TLS handshakes, tixnautil-core's renewal checkouts fail; failed purchase records
  RENEWAL_UNPAID, still going.

Healthy: donafin-svc, scanbuoy-gate, renewvault-pg (and inkeel-bus logs no anomaly of its own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Yakutat")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="finwarden",
    title="Finwarden aquarium",
    seed=61904,
    timezone="America/Yakutat",
    anchor=_at(4, 19, 30),
    hours=30,
    ids=IdFormats(order="AQ-T-{date}-{seq:4}", user="mbr:{num:4}", trace="aqx.{hex:8}.{num:4}"),
    order_service="tixnautil-core",
    orders_per_hour=40,
    order_statuses=("ENTRY_BOOKED", "ENTRY_BOOKED", "SCANNED_IN", "MEMBER_RENEWED"),
    vocab=Vocabulary(request_rate="gill_rps", latency="gill_p99_ms", error_ratio="gill_error_share",
                     lock_waits="aq_lock_waits", tls_days="fw_tls_days_left", tls_failures="fw_tls_fail_per_s",
                     consumer_lag="print_lag_jobs", cache_alert="PearlCacheDrain", latency_alert="SlowGillResponse",
                     error_alert="FinErrorSurge", db_alert="SeatLockTideHigh", pool_alert="TankPoolBrim",
                     lag_alert="PrintQueueSwell", tls_alert="KrillCertLapsed"),
    services=(
        _S(name="gillpass-app", team="票务前端组 Ticket Web", description_zh="分时入场购票 App",
           description_en="timed-entry ticket app", depends_on=("tixnautil-core", "tankguide-api")),
        _S(name="tixnautil-core", team="票务核心组 Ticket Core", description_zh="票务核心（下单与结账）",
           description_en="ticket core (orders and checkout)",
           depends_on=("seatlobe-inv", "anemorenew", "printmoray-wkr")),
        _S(name="seatlobe-inv", team="座位组 Seating", description_zh="座位库存服务",
           description_en="seat inventory", depends_on=("coralvat-pg",)),
        _S(name="coralvat-pg", kind="postgres", team="DBA", description_zh="座位与门票数据库 (PostgreSQL)",
           description_en="seat and ticket database"),
        _S(name="showpod-app", team="表演票务组 Shows", description_zh="喂食秀选座 App",
           description_en="feeding-show seat app", depends_on=("seatlobe-inv", "feedclock-svc")),
        _S(name="feedclock-svc", team="表演票务组 Shows", description_zh="喂食秀排期服务",
           description_en="feeding-show schedule"),
        _S(name="printmoray-wkr", team="场馆运营组 Venue Ops", description_zh="腕带与门票打印队列处理",
           description_en="wristband and ticket print worker", depends_on=("inkeel-bus",)),
        _S(name="inkeel-bus", kind="kafka", team="场馆运营组 Venue Ops", description_zh="打印任务队列 (Kafka)",
           description_en="print job queue"),
        _S(name="anemorenew", team="会员组 Membership", description_zh="会员续费服务",
           description_en="membership renewals", depends_on=("paykelp-partner", "renewvault-pg")),
        _S(name="paykelp-partner", kind="external", team="外部 External", description_zh="外部会员支付合作方",
           description_en="external membership payment partner"),
        _S(name="renewvault-pg", kind="postgres", team="会员组 Membership", description_zh="会员数据库 (PostgreSQL)",
           description_en="membership database"),
        _S(name="tankguide-api", team="导览组 Guide", description_zh="展区导览与开放时间接口",
           description_en="exhibit guide and opening hours API", depends_on=("guidepearl-rd",)),
        _S(name="guidepearl-rd", kind="redis", team="导览组 Guide", description_zh="导览缓存 (Redis)",
           description_en="exhibit guide cache"),
        _S(name="donafin-svc", team="捐赠组 Giving", description_zh="捐赠与认养海洋动物",
           description_en="donations and animal adoptions"),
        _S(name="scanbuoy-gate", team="场馆运营组 Venue Ops", description_zh="入口闸机扫码",
           description_en="entrance gate scanning", depends_on=("tixnautil-core",)),
    ),
    incidents=(
        IncidentSpec(id="feedclock-blip", kind="blip", service="feedclock-svc", start=_at(4, 10, 40),
                     end=_at(4, 10, 55), error_rate=0, warn_code="FDC-W03", alert_severity="warning"),
        IncidentSpec(id="guide-cache-drain", kind="cache", service="tankguide-api", origin="guidepearl-rd",
                     start=_at(4, 12, 20), end=_at(4, 12, 55), error_rate=3, error_code="TGD-7302",
                     warn_code="GPR-W11"),
        IncidentSpec(id="showpod-bad-deploy", kind="deploy", service="showpod-app", start=_at(4, 16, 0),
                     end=_at(4, 16, 20), error_rate=4, error_code="SPD-5066", version="5.2.0",
                     previous_version="5.1.3", order_failure_share=0.5, order_status="SHOW_SEAT_ERROR"),
        IncidentSpec(id="core-clean-rollout", kind="deploy", service="tixnautil-core", start=_at(4, 17, 28),
                     end=_at(4, 17, 35), version="8.14.0", previous_version="8.13.2", rollout_ok=True),
        IncidentSpec(id="seat-lock-wait", kind="database", flavor="lock_wait", service="seatlobe-inv",
                     origin="coralvat-pg", start=_at(4, 17, 40), end=_at(4, 18, 25), error_rate=3,
                     error_code="SLI-4871", warn_code="CVP-W40", upstream=("tixnautil-core", "gillpass-app"),
                     upstream_code="TNC-5093", order_failure_share=0.45, order_status="SEAT_LOCK_TIMEOUT"),
        IncidentSpec(id="print-backlog", kind="queue", service="printmoray-wkr", origin="inkeel-bus",
                     start=_at(4, 18, 50), error_rate=2, error_code="PMW-3310", warn_code="PMW-W08",
                     topic="inkeel.wristband-print", alert_severity="warning"),
        IncidentSpec(id="paykelp-cert-expired", kind="certificate", service="anemorenew", origin="paykelp-partner",
                     start=_at(4, 19, 5), error_rate=3, error_code="ANR-4957", upstream=("tixnautil-core",),
                     upstream_code="TNC-4412", order_failure_share=0.6, order_status="RENEWAL_UNPAID"),
    ),
)
