"""Held-out world ``lockwise``: emergency locksmith call-outs (call-out requests, locksmith rosters, van tracking,
key-blank stock, invoices) in America/Cayenne (UTC-03:00, no daylight time; "now" is 02:10 local on 10 December
2026 = 05:10 UTC on 10 December, just after local midnight: the local date changed two hours ago, and anything
after 21:00 local yesterday is stored on the UTC date of 10 December; the data begin 34 hours before "now", at
16:10 local on 8 December). Ids: call-outs ``SOS482913-Q`` (``SOS`` + 6 digits + ``-`` + one letter; made by the
customers' app clefapp), customers ``tel594-612345`` (phone-like), trace ids ``lkw`` + 13 hex digits.

Incidents (local times):

* a call-out dispatch queue backlog since 01:30 today, still going at "now": the dispatch matcher smithmatch lags
  on the Kafka queue smithq (topic ``callout.dispatch``) and the customers' app clefapp fails with it (failed
  call-out assignments as records, status ``DISPATCH_STALLED``);
* a clean rollout of the invoice service facturo 4.12.0 at 01:25-01:31 today (``rollout_ok``: INFO lines only; a
  tempting false cause five minutes before the backlog);
* a connection pool exhaustion of the locksmith roster service smithrota on its database smithrota-pg yesterday
  22:40-23:25, three hops below the customers' app (chain clefapp -> callbook -> smithrota -> smithrota-pg; failed
  call-out bookings as records, status ``BOOKING_VOID``);
* an expired certificate of the key-blank supplier partner ebauchex yesterday 15:00-15:30, logged only by its
  caller, the key-blank stock service blankbin (no records fail);
* a WARN-only latency blip of the van tracker vanpulse at 00:30-00:42 today (a warning alert, resolved).

Healthy (no WARN/ERROR lines, no alert over the whole data): the invoice service facturo (only its clean
rollout's INFO lines) and its database facturo-db, the SMS notifier sonnette, the locksmith field app smithpad,
the van position cache vanpos-redis, the key-blank stock database blankdb, the Kafka queue smithq itself (its lag is
logged by its consumer smithmatch). The booking service callbook and the customers' app clefapp log ERROR lines only
as callers (callbook and clefapp during the pool exhaustion, code ``CBK-5033``; clefapp during the backlog, code
``CLF-5072``); vanpulse and smithrota are healthy at "now".
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Cayenne")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lockwise",
    title="Lockwise emergency locksmith call-outs",
    seed=59412,
    timezone="America/Cayenne",
    anchor=_at(10, 2, 10),
    hours=34,
    ids=IdFormats(order="SOS{num:6}-{alpha:1}", user="tel594-{num:6}", trace="lkw{hex:13}"),
    order_service="clefapp",
    orders_per_hour=40,
    order_statuses=("EN_ROUTE", "DOOR_OPENED", "DOOR_OPENED", "INVOICED"),
    vocab=Vocabulary(request_rate="sos_req_per_s", latency="sos_p99_ms", error_ratio="sos_err_frac",
                     hit_ratio="vanpos_hit_frac", evictions="vanpos_evict_ps", query_latency="lw_sql_p99_ms",
                     lock_waits="lw_row_locks_ps", pool_in_use="lw_dbconn_busy", pool_size="lw_dbconn_cap",
                     consumer_lag="callouts_unpicked", tls_days="blank_cert_days_left",
                     tls_failures="blank_tls_fail_ps", cache_alert="VanPosHitDrop", latency_alert="SosP99Slow",
                     error_alert="SosErrFracHigh", db_alert="LwSqlSlow", pool_alert="LwDbConnsMaxedOut",
                     lag_alert="CalloutsPilingUp", tls_alert="BlankSupplierTlsDown"),
    services=(
        _S(name="clefapp", team="客户端组 Customer App", description_zh="客户叫锁匠App (开锁下单)",
           description_en="customer call-out app", depends_on=("callbook", "smithmatch", "facturo")),
        _S(name="callbook", team="预约组 Booking", description_zh="上门预约服务",
           description_en="call-out booking service", depends_on=("smithrota", "smithq", "sonnette")),
        _S(name="smithrota", team="排班组 Rostering", description_zh="锁匠排班服务",
           description_en="locksmith roster service", depends_on=("smithrota-pg",)),
        _S(name="smithrota-pg", kind="postgres", team="排班组 Rostering", description_zh="排班数据库 (PostgreSQL)",
           description_en="locksmith roster database"),
        _S(name="smithq", kind="kafka", team="调度组 Dispatch", description_zh="派单队列 (Kafka)",
           description_en="call-out dispatch queue"),
        _S(name="smithmatch", team="调度组 Dispatch", description_zh="派单匹配服务 (读派单队列, 给锁匠派单)",
           description_en="dispatch matcher", depends_on=("smithq", "vanpulse")),
        _S(name="vanpulse", team="车队组 Fleet", description_zh="锁匠车辆定位服务",
           description_en="van tracker", depends_on=("vanpos-redis",)),
        _S(name="vanpos-redis", kind="redis", team="车队组 Fleet", description_zh="车辆位置缓存 (Redis)",
           description_en="van position cache"),
        _S(name="blankbin", team="仓储组 Stock", description_zh="钥匙胚库存服务",
           description_en="key-blank stock service", depends_on=("blankdb", "ebauchex")),
        _S(name="blankdb", kind="mysql", team="仓储组 Stock", description_zh="钥匙胚库存数据库 (MySQL)",
           description_en="key-blank stock database"),
        _S(name="ebauchex", kind="external", team="外部 External", description_zh="钥匙胚供应商接口",
           description_en="key-blank supplier partner"),
        _S(name="facturo", team="财务组 Invoicing", description_zh="发票服务",
           description_en="invoice service", depends_on=("facturo-db", "sonnette")),
        _S(name="facturo-db", kind="mysql", team="财务组 Invoicing", description_zh="发票数据库 (MySQL)",
           description_en="invoice database"),
        _S(name="sonnette", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notifier"),
        _S(name="smithpad", team="锁匠端组 Field App", description_zh="锁匠端App (接单、开锁记录)",
           description_en="locksmith field app", depends_on=("smithmatch", "blankbin", "vanpulse")),
    ),
    incidents=(
        IncidentSpec(id="smithq-backlog", kind="queue", service="smithmatch", origin="smithq",
                     start=_at(10, 1, 30), error_rate=2, error_code="SMM-4410", warn_code="SMQ-W21",
                     topic="callout.dispatch", upstream=("clefapp",), upstream_code="CLF-5072",
                     order_failure_share=0.4, order_status="DISPATCH_STALLED"),
        IncidentSpec(id="facturo-rollout", kind="deploy", service="facturo", start=_at(10, 1, 25),
                     end=_at(10, 1, 31), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="smithrota-pool", kind="database", flavor="pool", service="smithrota",
                     origin="smithrota-pg", start=_at(9, 22, 40), end=_at(9, 23, 25), error_rate=3,
                     error_code="RTA-5031", warn_code="RPG-W04", upstream=("callbook", "clefapp"),
                     upstream_code="CBK-5033", order_failure_share=0.6, order_status="BOOKING_VOID"),
        IncidentSpec(id="ebauchex-cert", kind="certificate", service="blankbin", origin="ebauchex",
                     start=_at(9, 15, 0), end=_at(9, 15, 30), error_rate=2, error_code="BLB-4951"),
        IncidentSpec(id="vanpulse-blip", kind="blip", service="vanpulse", start=_at(10, 0, 30),
                     end=_at(10, 0, 42), error_rate=0, warn_code="VPL-W09", alert_severity="warning"),
    ),
)
