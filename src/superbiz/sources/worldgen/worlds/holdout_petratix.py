"""Held-out world ``petratix``: timed-entry tickets for heritage sites in Jordan (gate scanners, a shuttle) in
Asia/Amman (UTC+03:00 all year; "now" is 07:05 local on 4 December = 04:05 UTC, the gates just opened; tickets
``PX417.KQ502`` (sold by slotsale), visitors ``pass.jo.04417``, trace ids ``ptx`` + 14 hex digits + ``-j``).

Incidents: an eviction storm on the visitor-pass cache visapass-redis since 06:30 makes the visitor pass service
visapass time out, and its callers the entry validation service entryflow and the gate scanner app scanpost fail
(chain scanpost → entryflow → visapass → visapass-redis; ongoing); a clean rollout of the gate firmware service
gatefw-ota 5.3.0 at 06:40–06:47 (``rollout_ok``, a tempting false cause); the payment partner jopay-link's
certificate expired from 23:30 yesterday to 01:10 today (across local midnight; the payment service petrapay
failed its handshakes, ticket sales slotsale failed purchases as PAYMENT_FAILED; renewed); a shuttle telemetry
backlog on shuttle-gps-q 02:10–04:35 behind the shuttle tracker shuttletrack (resolved); lock waits on the
timed-entry database timedslot-db yesterday 19:40–20:25 behind the timed-entry slot service timedslot (resolved);
a bad deploy of the pricing service pricewell 2.8.0 yesterday at 14:20, rolled back at 14:45 (slotsale failed some
purchases as PRICE_MISMATCH). Healthy: visitorhub (visitor app and website), audioguide, slotsale-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Amman")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="petratix",
    title="Petratix heritage-site entry tickets",
    seed=71917,
    timezone="Asia/Amman",
    anchor=_at(4, 7, 5),
    hours=36,
    ids=IdFormats(order="PX{num:3}.{alpha:2}{num:3}", user="pass.jo.{num:5}", trace="ptx{hex:14}-j"),
    order_service="slotsale",
    orders_per_hour=30,
    order_statuses=("ISSUED", "ISSUED", "SCANNED", "REFUNDED"),
    vocab=Vocabulary(request_rate="entry_req_ps", latency="entry_p99_ms", error_ratio="entry_err_share",
                     hit_ratio="pass_cache_hit_share", evictions="pass_keys_evicted_ps",
                     query_latency="slot_sql_p99_ms", lock_waits="slot_row_lock_waits_ps",
                     pool_in_use="slot_conns_used", pool_size="slot_conns_cap",
                     consumer_lag="shuttle_pings_unread", tls_days="psp_cert_days_left",
                     tls_failures="psp_tls_errors_ps", cache_alert="PassCacheHitLow", latency_alert="EntryP99High",
                     error_alert="EntryErrShareHigh", db_alert="SlotRowLockWaits", pool_alert="SlotConnsFull",
                     lag_alert="ShuttlePingsBacklog", tls_alert="PspTlsHandshakeFail"),
    services=(
        _S(name="scanpost", team="闸机组 Gate Ops", description_zh="闸机扫码应用 (入口闸机)",
           description_en="ticket gates scanner app", depends_on=("entryflow", "gatefw-ota")),
        _S(name="entryflow", team="入园核验组 Entry Control", description_zh="入园核验服务",
           description_en="entry validation service", depends_on=("visapass", "timedslot")),
        _S(name="visapass", team="通行证组 Visitor Pass", description_zh="游客通行证服务",
           description_en="visitor pass service", depends_on=("visapass-redis",)),
        _S(name="visapass-redis", kind="redis", team="通行证组 Visitor Pass",
           description_zh="通行证缓存 (Redis)", description_en="visitor pass cache"),
        _S(name="gatefw-ota", team="闸机组 Gate Ops", description_zh="闸机固件下发服务",
           description_en="gate firmware service"),
        _S(name="slotsale", team="票务组 Ticketing", description_zh="门票销售 (分时段购票)",
           description_en="ticket sales", depends_on=("slotsale-db", "timedslot", "pricewell", "petrapay")),
        _S(name="slotsale-db", kind="mysql", team="票务组 Ticketing", description_zh="门票订单库 (MySQL)",
           description_en="ticket orders database"),
        _S(name="timedslot", team="票务组 Ticketing", description_zh="分时段预约服务 (入场时段)",
           description_en="timed-entry slot service", depends_on=("timedslot-db",)),
        _S(name="timedslot-db", kind="postgres", team="DBA", description_zh="分时段库 (PostgreSQL)",
           description_en="timed-entry database"),
        _S(name="pricewell", team="定价组 Pricing", description_zh="票价服务",
           description_en="pricing service"),
        _S(name="petrapay", team="支付组 Payments", description_zh="支付服务",
           description_en="payment service", depends_on=("jopay-link",)),
        _S(name="jopay-link", kind="external", team="外部 External", description_zh="支付合作方 (收单机构)",
           description_en="payment partner"),
        _S(name="shuttletrack", team="接驳车组 Shuttle", description_zh="接驳车定位服务",
           description_en="shuttle tracker", depends_on=("shuttle-gps-q",)),
        _S(name="shuttle-gps-q", kind="kafka", team="接驳车组 Shuttle",
           description_zh="接驳车定位队列 (Kafka)", description_en="shuttle telemetry queue"),
        _S(name="visitorhub", team="游客端组 Visitor Apps", description_zh="游客App和官网",
           description_en="visitor app and website", depends_on=("slotsale", "shuttletrack", "audioguide")),
        _S(name="audioguide", team="游客端组 Visitor Apps", description_zh="语音导览服务",
           description_en="audio guide service"),
    ),
    incidents=(
        IncidentSpec(id="visapass-evictions", kind="cache", service="visapass", origin="visapass-redis",
                     start=_at(4, 6, 30), error_rate=3, error_code="VSP-5047", warn_code="VPR-W11",
                     upstream=("entryflow", "scanpost"), upstream_code="GTE-5040"),
        IncidentSpec(id="gatefw-rollout", kind="deploy", service="gatefw-ota", start=_at(4, 6, 40),
                     end=_at(4, 6, 47), version="5.3.0", previous_version="5.2.9", rollout_ok=True),
        IncidentSpec(id="shuttle-backlog", kind="queue", service="shuttletrack", origin="shuttle-gps-q",
                     start=_at(4, 2, 10), end=_at(4, 4, 35), error_rate=2, error_code="SHT-4410",
                     warn_code="SGQ-W08", topic="shuttle.positions"),
        IncidentSpec(id="jopay-cert", kind="certificate", service="petrapay", origin="jopay-link",
                     start=_at(3, 23, 30), end=_at(4, 1, 10), error_rate=3, error_code="PPY-4951",
                     upstream=("slotsale",), upstream_code="SLS-4952", order_failure_share=0.5,
                     order_status="PAYMENT_FAILED"),
        IncidentSpec(id="timedslot-lock", kind="database", flavor="lock_wait", service="timedslot",
                     origin="timedslot-db", start=_at(3, 19, 40), end=_at(3, 20, 25), error_rate=3,
                     error_code="TSL-5213", warn_code="TSD-W31"),
        IncidentSpec(id="pricewell-bad-deploy", kind="deploy", service="pricewell", start=_at(3, 14, 20),
                     end=_at(3, 14, 45), error_rate=4, error_code="PRW-5002", version="2.8.0",
                     previous_version="2.7.3", upstream=("slotsale",), upstream_code="SLS-5031",
                     order_failure_share=0.35, order_status="PRICE_MISMATCH"),
    ),
)
