"""Held-out world ``stemfold``: a florist delivery network in Africa/Bamako (UTC+00:00 all year, no daylight time:
local time is UTC; "now" is 04:10 local on 6 December 2026 = 04:10 UTC on 6 December, before dawn while the night
wholesale flower market runs; bouquet orders ``BQ00417/K7`` (a slash; taken by the florists' app petalpad),
florist shops ``btq-4417K``, trace ids ``sf`` + 16 hex digits).

Incidents (local times):

* a bad deploy of the bouquet-order service posyline 7.4.0 yesterday (5 December) at 18:00, rolled back at 18:25
  (bouquet orders failed as records, status ``ARRANGE_FAILED``, logged by petalpad);
* a connection-pool exhaustion of the courier-slot service slotrunner on its database slotrunner-db last night
  23:30 - 00:15 (across local midnight), two hops below the florists' app (petalpad -> slotrunner ->
  slotrunner-db; courier bookings failed as records, status ``NO_COURIER_SLOT``);
* a WARN-only latency blip of the florist till tillpetal today 01:00 - 01:12;
* a clean rollout of the greeting-card printing service giftscribe 2.9.0 today 03:35 - 03:39 (``rollout_ok``; a
  tempting false cause);
* the stem-auction feed partner veilingnet's certificate expired: TLS handshakes of its caller clockbid failing
  since 03:40, still going at "now" (logged only by clockbid; no failed records).

Healthy: the bouquet database posyline-db, the SMS notifier chimebox, the courier partner ridemoto, the card print
queue cardspool, the stem inventory service stemcellar and its database stemcellar-db (no lines of their own), and
tillpetal outside its blip.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Bamako")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="stemfold",
    title="Stemfold florist delivery network",
    seed=71206,
    timezone="Africa/Bamako",
    anchor=_at(6, 4, 10),
    hours=36,
    ids=IdFormats(order="BQ{seq:5}/{alpha:1}{num:1}", user="btq-{num:4}{alpha:1}", trace="sf{hex:16}"),
    order_service="petalpad",
    orders_per_hour=30,
    order_statuses=("ARRANGED", "DISPATCHED", "DELIVERED", "DELIVERED"),
    vocab=Vocabulary(request_rate="stem_req_rate", latency="bouquet_p99_ms", error_ratio="bouquet_err_frac",
                     hit_ratio="stemcache_hit_frac", evictions="stemcache_evicts_ps",
                     query_latency="fold_sql_p99_ms", lock_waits="fold_lock_waits_ps",
                     pool_in_use="slotdb_conns_busy", pool_size="slotdb_conns_max",
                     consumer_lag="cardjob_backlog", tls_days="auction_cert_days_left",
                     tls_failures="auction_tls_errs_ps", cache_alert="StemCacheColdHits",
                     latency_alert="BouquetP99Slow", error_alert="BouquetErrFracHigh", db_alert="FoldSqlSlow",
                     pool_alert="SlotConnsMaxedOut", lag_alert="CardJobsBackedUp",
                     tls_alert="AuctionTlsHandshakeFail"),
    services=(
        _S(name="petalpad", team="花店前台组 Florist Desk", description_zh="花店接单App (花艺师下单与配送预约)",
           description_en="florists' app",
           depends_on=("posyline", "slotrunner", "giftscribe", "stemcellar", "tillpetal")),
        _S(name="posyline", team="花束订单组 Bouquet Orders", description_zh="花束订单服务",
           description_en="bouquet-order service", depends_on=("posyline-db", "chimebox")),
        _S(name="posyline-db", kind="mysql", team="花束订单组 Bouquet Orders", description_zh="花束订单数据库 (MySQL)",
           description_en="bouquet database"),
        _S(name="slotrunner", team="配送调度组 Courier Dispatch", description_zh="配送时段预约服务",
           description_en="courier-slot service", depends_on=("slotrunner-db", "ridemoto")),
        _S(name="slotrunner-db", kind="postgres", team="配送调度组 Courier Dispatch",
           description_zh="配送时段数据库 (PostgreSQL)", description_en="courier-slot database"),
        _S(name="ridemoto", kind="external", team="外部 External", description_zh="摩托快递合作方",
           description_en="moto courier partner"),
        _S(name="giftscribe", team="贺卡组 Greeting Cards", description_zh="贺卡打印服务",
           description_en="greeting-card printing service", depends_on=("cardspool",)),
        _S(name="cardspool", kind="kafka", team="贺卡组 Greeting Cards", description_zh="贺卡打印队列 (Kafka)",
           description_en="card print queue"),
        _S(name="stemcellar", team="花材库存组 Stem Stock", description_zh="花材库存服务",
           description_en="stem inventory service", depends_on=("stemcellar-db", "clockbid")),
        _S(name="stemcellar-db", kind="mysql", team="花材库存组 Stem Stock", description_zh="花材库存数据库 (MySQL)",
           description_en="stem inventory database"),
        _S(name="clockbid", team="花材采购组 Stem Buying", description_zh="花材拍卖行情接入 (夜间批发市场)",
           description_en="stem-auction feed", depends_on=("veilingnet",)),
        _S(name="veilingnet", kind="external", team="外部 External", description_zh="花卉拍卖行情合作方",
           description_en="flower auction partner"),
        _S(name="tillpetal", team="收银组 Florist Till", description_zh="花店收银服务",
           description_en="florist till"),
        _S(name="chimebox", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notifier"),
    ),
    incidents=(
        IncidentSpec(id="posyline-bad-deploy", kind="deploy", service="posyline", start=_at(5, 18, 0),
                     end=_at(5, 18, 25), error_rate=4, error_code="PSY-5102", version="7.4.0",
                     previous_version="7.3.2", upstream=("petalpad",), upstream_code="PTL-5031",
                     order_failure_share=0.5, order_status="ARRANGE_FAILED"),
        IncidentSpec(id="slotrunner-pool", kind="database", flavor="pool", service="slotrunner",
                     origin="slotrunner-db", start=_at(5, 23, 30), end=_at(6, 0, 15), error_rate=3,
                     error_code="SLR-5307", warn_code="SDB-W21", upstream=("petalpad",), upstream_code="PTL-5034",
                     order_failure_share=0.4, order_status="NO_COURIER_SLOT"),
        IncidentSpec(id="tillpetal-blip", kind="blip", service="tillpetal", start=_at(6, 1, 0), end=_at(6, 1, 12),
                     error_rate=0, warn_code="TLP-W03", alert_severity="warning"),
        IncidentSpec(id="giftscribe-rollout", kind="deploy", service="giftscribe", start=_at(6, 3, 35),
                     end=_at(6, 3, 39), version="2.9.0", previous_version="2.8.4", rollout_ok=True),
        IncidentSpec(id="veilingnet-cert", kind="certificate", service="clockbid", origin="veilingnet",
                     start=_at(6, 3, 40), error_rate=3, error_code="CLB-4952"),
    ),
)
