"""Held-out world ``ferrybook``: island ferry ticketing in Europe/Athens (UTC+02:00 in November; "now" =
2026-11-26 12:07 local; booking ids ``fb-2026-000123``, passengers ``pax-77812``).

Incidents: connection-pool exhaustion on voyage-pg, the database shared by booking-api and seat-ledger (one
cause, two symptomatic services, ongoing since late this morning); a schedule-cache eviction storm behind
sailing-sched this morning (resolved); a gate-scan backlog on boarding-scan (ongoing since this morning); a bad
deploy of deck-planner early this morning (rolled back); the payment partner's expired certificate behind
tidepay-gw yesterday afternoon (renewed); a latency blip on manifest-svc last night.
Healthy: fare-quote, notify-relay, deck-mysql.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Europe/Athens")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="ferrybook",
    title="Ferrybook island ferries",
    seed=60829,
    timezone="Europe/Athens",
    anchor=_at(26, 12, 7),
    hours=36,
    ids=IdFormats(order="fb-2026-{seq:6}", user="pax-{num:5}", trace="{hex:16}"),
    order_service="booking-api",
    orders_per_hour=44,
    order_statuses=("TICKETED", "TICKETED", "TICKETED", "CHECKED_IN", "BOARDED"),
    vocab=Vocabulary(latency="response_p99_ms", error_alert="HighErrorRate", pool_alert="DbPoolExhausted",
                     lag_alert="ScanBacklogHigh", cache_alert="CacheHitRateDrop", tls_alert="PartnerTLSFailing"),
    services=(
        _S(name="gangway-edge", team="平台组 Platform", description_zh="对外 API 网关（App 与售票网站入口）",
           description_en="public API gateway for the app and ticket site",
           depends_on=("booking-api", "sailing-sched", "boarding-scan", "deck-planner", "fare-quote")),
        _S(name="booking-api", team="订票组 Booking", description_zh="订票下单接口",
           description_en="ticket booking API",
           depends_on=("seat-ledger", "voyage-pg", "tidepay-gw", "fare-quote", "notify-relay")),
        _S(name="seat-ledger", team="订票组 Booking", description_zh="座位库存服务（锁座、释放座位）",
           description_en="seat inventory service", depends_on=("voyage-pg",)),
        _S(name="voyage-pg", kind="postgres", team="DBA", description_zh="航次与订票主库 (PostgreSQL)",
           description_en="voyage and booking database"),
        _S(name="sailing-sched", team="航运组 Operations", description_zh="船期时刻表服务",
           description_en="sailing schedule service", depends_on=("sched-cache",)),
        _S(name="sched-cache", kind="redis", team="航运组 Operations", description_zh="船期缓存 (Redis)",
           description_en="schedule cache"),
        _S(name="boarding-scan", team="港口组 Port", description_zh="登船闸机扫码服务",
           description_en="boarding gate scanning", depends_on=("scan-events", "manifest-svc")),
        _S(name="scan-events", kind="kafka", team="港口组 Port", description_zh="闸机扫码事件队列 (Kafka)",
           description_en="gate scan event queue"),
        _S(name="manifest-svc", team="港口组 Port", description_zh="乘客名单服务", description_en="passenger manifest"),
        _S(name="deck-planner", team="车辆甲板组 Vehicle Deck", description_zh="车辆甲板分配",
           description_en="vehicle deck allocation", depends_on=("deck-mysql",)),
        _S(name="deck-mysql", kind="mysql", team="车辆甲板组 Vehicle Deck", description_zh="甲板分配数据库 (MySQL)",
           description_en="deck allocation database"),
        _S(name="tidepay-gw", team="支付组 Payments", description_zh="支付网关（对接支付合作方）",
           description_en="payment gateway to the payment partner", depends_on=("aegeanpay-psp",)),
        _S(name="aegeanpay-psp", kind="external", team="外部 External", description_zh="外部支付合作方 AegeanPay",
           description_en="external payment partner AegeanPay"),
        _S(name="fare-quote", team="票价组 Pricing", description_zh="票价计算", description_en="fare pricing"),
        _S(name="notify-relay", team="平台组 Platform", description_zh="短信与邮件通知（电子船票）",
           description_en="SMS and e-mail notifications (e-tickets)"),
    ),
    incidents=(
        IncidentSpec(id="booking-pool", kind="database", flavor="pool", service="booking-api", origin="voyage-pg",
                     start=_at(26, 11, 34), error_rate=4, error_code="BKG-5503", warn_code="PG-CONN-53",
                     upstream=("gangway-edge",), upstream_code="GWE-5031", order_failure_share=0.4,
                     order_status="FAILED_DB"),
        IncidentSpec(id="seat-pool", kind="database", flavor="pool", service="seat-ledger", origin="voyage-pg",
                     start=_at(26, 11, 37), error_rate=3, error_code="SEAT-5503", warn_code="PG-CONN-53"),
        IncidentSpec(id="sched-evictions", kind="cache", service="sailing-sched", origin="sched-cache",
                     start=_at(26, 7, 48), end=_at(26, 8, 36), error_rate=3, error_code="SCH-4081",
                     warn_code="RDS-EVICT", upstream=("gangway-edge",), upstream_code="GWE-5044"),
        IncidentSpec(id="scan-backlog", kind="queue", service="boarding-scan", origin="scan-events",
                     start=_at(26, 10, 52), error_rate=2, error_code="GATE-3107", warn_code="GATE-LAG",
                     topic="gate-scans", alert_severity="warning"),
        IncidentSpec(id="deck-deploy", kind="deploy", service="deck-planner", start=_at(26, 6, 35),
                     end=_at(26, 7, 4), error_rate=4, error_code="DECK-5000", version="3.4.0",
                     previous_version="3.3.7", upstream=("gangway-edge",), upstream_code="GWE-5002"),
        IncidentSpec(id="psp-cert", kind="certificate", service="tidepay-gw", origin="aegeanpay-psp",
                     start=_at(25, 15, 20), end=_at(25, 16, 5), error_rate=3, error_code="TPG-0495",
                     upstream=("booking-api",), upstream_code="BKG-4020", order_failure_share=0.5,
                     order_status="PAYMENT_FAILED"),
        IncidentSpec(id="manifest-blip", kind="blip", service="manifest-svc", start=_at(25, 23, 5),
                     end=_at(25, 23, 19), error_rate=0, warn_code="MNF-W11", alert_severity="warning"),
    ),
)
