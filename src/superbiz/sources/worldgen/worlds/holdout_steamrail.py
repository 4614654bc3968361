"""Held-out world ``steamrail``: a heritage steam railway selling excursion tickets, dining-car meals and seat
reservations, in Indian/Reunion (UTC+04:00, no daylight time; "now" is 12:30 local on 3 December 2026 = 08:30 UTC;
bookings ``STM-K00417`` (a letter and a sequence, made by the booking front chuffdesk), travellers ``trv.4417.re``,
trace ids ``lok`` + 12 hex digits).

Incidents (local times):
- lock waits on the ticketing database tixledger-db today 11:40-12:05 (resolved 25 minutes before "now"), behind the
  ticketing core tixledger and reaching the booking front chuffdesk (chain chuffdesk -> tixledger -> tixledger-db;
  failed ticket sales as records, status ``TICKET_FAILED``);
- a clean rollout of the conductor handheld app punchclip 4.1.0 today 11:35-11:39 (``rollout_ok``; a tempting false
  cause: no errors, no alerts);
- an eviction storm on the seat-map cache seatwright-redis yesterday 10:00-10:30, behind the seat reservation
  service seatwright and reaching chuffdesk (failed seat reservations as records, status ``SEAT_HOLD_FAILED``);
- an expired certificate of the dining-car caterer partner galleyco this morning 08:00-08:20, logged only by its
  caller, the dining-car meal service dinercar (no failed records);
- a WARN-only latency blip of the station display service platboard this morning 09:00-09:10.
Healthy: the conductor app punchclip (its rollout went fine), the notifier whistlepost, the timetable service
rostergauge and its database rostergauge-pg, the fare settlement fareclerk, the dining-car database dinercar-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Indian/Reunion")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="steamrail",
    title="Steamrail heritage steam railway",
    seed=73141,
    timezone="Indian/Reunion",
    anchor=_at(3, 12, 30),
    hours=36,
    ids=IdFormats(order="STM-{alpha:1}{seq:5}", user="trv.{num:4}.re", trace="lok{hex:12}"),
    order_service="chuffdesk",
    orders_per_hour=40,
    order_statuses=("BOOKED", "BOOKED", "BOARDED", "TRAVELLED"),
    vocab=Vocabulary(request_rate="rail_req_ps", latency="rail_p99_ms", error_ratio="rail_err_frac",
                     hit_ratio="seatmap_hit_frac", evictions="seatmap_evict_ps", query_latency="tix_sql_p99_ms",
                     lock_waits="tix_row_lock_waits_ps", pool_in_use="tix_conn_busy", pool_size="tix_conn_max",
                     consumer_lag="rail_msgs_behind", tls_days="caterer_cert_days_left",
                     tls_failures="caterer_tls_fail_ps", cache_alert="SeatMapHitDrop", latency_alert="RailP99Slow",
                     error_alert="RailErrFracHigh", db_alert="TixLedgerLockPileup", pool_alert="TixConnsFull",
                     lag_alert="RailMsgsBacklog", tls_alert="CatererTlsExpired"),
    services=(
        _S(name="chuffdesk", team="售票组 Booking", description_zh="购票前台 (网站与售票窗口)",
           description_en="booking front", depends_on=("tixledger", "seatwright", "dinercar", "whistlepost")),
        _S(name="tixledger", team="票务组 Ticketing", description_zh="票务核心服务",
           description_en="ticketing core", depends_on=("tixledger-db",)),
        _S(name="tixledger-db", kind="mysql", team="票务组 Ticketing", description_zh="票务数据库 (MySQL)",
           description_en="ticketing database"),
        _S(name="seatwright", team="座位组 Seating", description_zh="座位预订服务",
           description_en="seat reservation service", depends_on=("seatwright-redis",)),
        _S(name="seatwright-redis", kind="redis", team="座位组 Seating", description_zh="座位图缓存 (Redis)",
           description_en="seat-map cache"),
        _S(name="dinercar", team="餐车组 Dining Car", description_zh="餐车点餐服务",
           description_en="dining-car meal service", depends_on=("dinercar-pg", "galleyco")),
        _S(name="dinercar-pg", kind="postgres", team="餐车组 Dining Car", description_zh="餐车订单数据库 (PostgreSQL)",
           description_en="dining-car orders database"),
        _S(name="galleyco", kind="external", team="外部 External", description_zh="餐车外包餐饮合作方",
           description_en="dining-car caterer partner"),
        _S(name="punchclip", team="列车员组 Conductors", description_zh="列车员手持验票App",
           description_en="conductor handheld app", depends_on=("tixledger", "rostergauge")),
        _S(name="platboard", team="车站组 Stations", description_zh="车站显示屏服务",
           description_en="station display service", depends_on=("rostergauge",)),
        _S(name="rostergauge", team="运行图组 Timetable", description_zh="列车时刻表服务",
           description_en="timetable service", depends_on=("rostergauge-pg",)),
        _S(name="rostergauge-pg", kind="postgres", team="运行图组 Timetable",
           description_zh="时刻表数据库 (PostgreSQL)", description_en="timetable database"),
        _S(name="fareclerk", team="财务组 Finance", description_zh="票款结算服务",
           description_en="fare settlement", depends_on=("tixledger-db",)),
        _S(name="whistlepost", team="消息组 Messaging", description_zh="短信与邮件通知服务",
           description_en="SMS and email notifier"),
    ),
    incidents=(
        IncidentSpec(id="tixledger-lock-wait", kind="database", flavor="lock_wait", service="tixledger",
                     origin="tixledger-db", start=_at(3, 11, 40), end=_at(3, 12, 5), error_rate=3,
                     error_code="TXL-5071", warn_code="TXD-W23", upstream=("chuffdesk",), upstream_code="CHF-5032",
                     order_failure_share=0.45, order_status="TICKET_FAILED"),
        IncidentSpec(id="punchclip-rollout", kind="deploy", service="punchclip", start=_at(3, 11, 35),
                     end=_at(3, 11, 39), version="4.1.0", previous_version="4.0.7", rollout_ok=True),
        IncidentSpec(id="seatmap-evictions", kind="cache", service="seatwright", origin="seatwright-redis",
                     start=_at(2, 10, 0), end=_at(2, 10, 30), error_rate=3, error_code="STW-5044",
                     warn_code="STR-W09", upstream=("chuffdesk",), upstream_code="CHF-5038",
                     order_failure_share=0.4, order_status="SEAT_HOLD_FAILED"),
        IncidentSpec(id="galleyco-cert", kind="certificate", service="dinercar", origin="galleyco",
                     start=_at(3, 8, 0), end=_at(3, 8, 20), error_rate=2, error_code="DNC-4951"),
        IncidentSpec(id="platboard-blip", kind="blip", service="platboard", start=_at(3, 9, 0), end=_at(3, 9, 10),
                     error_rate=0, warn_code="PLB-W31", alert_severity="warning"),
    ),
)
