"""Held-out world ``bigtopia``: a touring circus in Pacific/Wallis (UTC+12, no DST; the local day is a day ahead
of the UTC date for every local time before noon). Seat reservations are the orders (ids ``seat_a7f2_0413``,
users ``ushr_123456``, trace ids ``ringtr_<12 hex>``).

"Now" is 2026-11-19 13:30 local (2026-11-19 01:30 UTC); the data starts 36 hours earlier, 2026-11-18 01:30 local.

Incidents (local times):

- the quokkapay payment partner's TLS certificate expired 2026-11-18 19:00 behind payhoop (renewed 20:15; seat
  reservations failed PAY_BOUNCED, seatwrangle saw it too) — three hops from calliope-gw;
- a seat-allocation queue backlog on seatfiller (topic ringbus.seatpick, origin ringbus) across local midnight,
  2026-11-18 23:30 → 2026-11-19 00:40 (reservations failed SEAT_STUCK, seatwrangle saw it);
- lock waits on rotadb behind rotaclown (performer rota) 2026-11-19 06:10 → 06:55;
- a clean rollout of payhoop 2.9.1 (from 2.9.0) 08:55 → 09:01 — fine, no errors (a tempting false cause of
  seatwrangle's errors minutes later: payhoop is one of its dependencies);
- a holdbin (seat-hold Redis) eviction storm behind seatwrangle 09:05 → 09:50 (reservations failed HOLD_LOST,
  calliope-gw saw it);
- a WARN-only latency blip on riggeye (tent rigging sensors) 11:12 → 11:31;
- a bad deploy of popcornix (concessions) 3.8.0 (from 3.7.4) at 12:40, NOT rolled back: still failing now
  (calliope-gw sees it).

Healthy: flyerpost, snackpg, rigsearch (and rotaclown, riggeye, seatfiller, payhoop, holdbin after their windows).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Wallis")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="bigtopia",
    title="Bigtopia touring circus",
    seed=71923,
    timezone="Pacific/Wallis",
    anchor=_at(19, 13, 30),
    hours=36,
    ids=IdFormats(order="seat_{hex:4}_{num:4}", user="ushr_{num:6}", trace="ringtr_{hex:12}"),
    order_service="seatwrangle",
    orders_per_hour=30,
    order_statuses=("STUBBED", "STUBBED", "USHERED", "PUNCHED"),
    vocab=Vocabulary(error_alert="ClownErrorBurst", latency_alert="SawdustSlowCall", cache_alert="HoldbinMissWave",
                     db_alert="RotadbLockPile", lag_alert="SeatQueueSwell", tls_alert="PartnerCertLapsed",
                     pool_alert="PoolTentFull"),
    services=(
        _S(name="calliope-gw", team="售票前台组 Boxoffice", description_zh="售票前台网关",
           description_en="box-office gateway", depends_on=("seatwrangle", "popcornix", "rotaclown", "flyerpost")),
        _S(name="seatwrangle", team="票务组 Ticketing (tix crew)", description_zh="座位预订服务",
           description_en="seat reservation service", depends_on=("holdbin", "seatfiller", "payhoop")),
        _S(name="holdbin", kind="redis", team="票务组 Ticketing (tix crew)", description_zh="座位锁定缓存 (Redis)",
           description_en="seat-hold cache"),
        _S(name="seatfiller", team="票务组 Ticketing (tix crew)", description_zh="选座队列处理",
           description_en="seat allocation worker", depends_on=("ringbus",)),
        _S(name="ringbus", kind="kafka", team="平台组 Platform", description_zh="选座消息队列 (Kafka)",
           description_en="seat allocation queue"),
        _S(name="payhoop", team="支付组 Payments", description_zh="支付对接服务",
           description_en="payment partner adapter", depends_on=("quokkapay",)),
        _S(name="quokkapay", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="external payment partner"),
        _S(name="popcornix", team="小卖部组 Snacks", description_zh="小卖部点单服务",
           description_en="concessions ordering service", depends_on=("snackpg",)),
        _S(name="snackpg", kind="postgres", team="小卖部组 Snacks", description_zh="小卖部数据库 (PostgreSQL)",
           description_en="concessions database"),
        _S(name="rotaclown", team="演员组 Troupe", description_zh="演员排班服务",
           description_en="performer rota service", depends_on=("rotadb",)),
        _S(name="rotadb", kind="mysql", team="DBA", description_zh="排班数据库 (MySQL)",
           description_en="performer rota database"),
        _S(name="riggeye", team="索具组 Riggers", description_zh="帐篷索具传感器采集",
           description_en="tent rigging sensor ingest", depends_on=("rigsearch",)),
        _S(name="rigsearch", kind="elasticsearch", team="索具组 Riggers",
           description_zh="传感器读数检索 (Elasticsearch)", description_en="sensor readings search"),
        _S(name="flyerpost", team="宣传组 Promo", description_zh="观众通知推送",
           description_en="audience notifications"),
    ),
    incidents=(
        IncidentSpec(id="quokkapay-cert", kind="certificate", service="payhoop", origin="quokkapay",
                     start=_at(18, 19, 0), end=_at(18, 20, 15), error_rate=3, error_code="PYH-4951",
                     upstream=("seatwrangle",), upstream_code="SWR-5127", order_failure_share=0.5,
                     order_status="PAY_BOUNCED"),
        IncidentSpec(id="seatpick-backlog", kind="queue", service="seatfiller", origin="ringbus",
                     start=_at(18, 23, 30), end=_at(19, 0, 40), error_rate=2, error_code="SFQ-4711",
                     warn_code="SFQ-W12", topic="ringbus.seatpick", upstream=("seatwrangle",),
                     upstream_code="SWR-5093", order_failure_share=0.4, order_status="SEAT_STUCK",
                     alert_severity="warning"),
        IncidentSpec(id="rotadb-locks", kind="database", flavor="lock_wait", service="rotaclown", origin="rotadb",
                     start=_at(19, 6, 10), end=_at(19, 6, 55), error_rate=3, error_code="RKW-5309",
                     warn_code="RTB-W33"),
        IncidentSpec(id="payhoop-rollout", kind="deploy", service="payhoop", start=_at(19, 8, 55),
                     end=_at(19, 9, 1), version="2.9.1", previous_version="2.9.0", rollout_ok=True),
        IncidentSpec(id="holdbin-evictions", kind="cache", service="seatwrangle", origin="holdbin",
                     start=_at(19, 9, 5), end=_at(19, 9, 50), error_rate=3, error_code="SWR-4420",
                     warn_code="HBN-W05", upstream=("calliope-gw",), upstream_code="CZG-5044",
                     order_failure_share=0.35, order_status="HOLD_LOST"),
        IncidentSpec(id="riggeye-blip", kind="blip", service="riggeye", start=_at(19, 11, 12), end=_at(19, 11, 31),
                     error_rate=0, warn_code="RBZ-W18", alert_severity="warning"),
        IncidentSpec(id="popcornix-deploy", kind="deploy", service="popcornix", start=_at(19, 12, 40),
                     error_rate=4, error_code="PCX-5000", version="3.8.0", previous_version="3.7.4",
                     upstream=("calliope-gw",), upstream_code="CZG-5210"),
    ),
)
