"""Held-out world ``signbridge``: a sign-language interpreting agency (interpreter bookings, video relay calls,
interpreter rosters, client invoicing) in Asia/Aden (UTC+03:00, no daylight time; "now" is 00:40 local on 7
December = 21:40 UTC on 6 December, just after local midnight, so "last night" / "yesterday evening" are minutes
ago and the local "today" began at 21:00 UTC on the 6th; client requests ``ASL-00412-KQ`` (made by the clients'
app mudraapp), clients ``client_QRB418``, trace ids ``sgb`` + 12 hex digits).

Incidents (local times):
- a slow-query wave on the interpreter booking database slotmosa-db yesterday (6 December) 10:00-10:45, behind the
  booking service slotmosa and reaching the clients' app mudraapp (chain mudraapp -> slotmosa -> slotmosa-db, two
  hops below the app; failed requests as records, status ``BOOKING_FAILED``; resolved);
- an expired certificate of the e-invoicing partner taxorbis yesterday 16:00-16:30, logged only by its caller, the
  client invoicing service billquill (failed requests as records, status ``INVOICE_REJECTED``; resolved);
- a WARN-only latency blip on the sign vocabulary service kinestra yesterday 20:00-20:12 (warnings, no errors);
- a clean rollout of the interpreter roster service rosterloom 4.2.0 at 23:45-23:49 yesterday (``rollout_ok``; a
  tempting false cause for the storm that follows);
- an eviction storm on the relay session cache relaywave-redis 23:50 yesterday - 00:20 today, across local
  midnight, behind the video relay service relaywave and reaching mudraapp (failed relay calls as records, status
  ``RELAY_FAILED``; resolved 20 minutes before "now").
Healthy: the roster database rosterloom-pg, the invoicing database billquill-pg, the call-record search callscope,
the email sender pingsafa, the interpreter payouts service feewright (and rosterloom itself: its rollout was clean).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Aden")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="signbridge",
    title="Signbridge sign-language interpreting agency",
    seed=70743,
    timezone="Asia/Aden",
    anchor=_at(7, 0, 40),
    hours=34,
    ids=IdFormats(order="ASL-{seq:5}-{alpha:2}", user="client_{alpha:3}{num:3}", trace="sgb{hex:12}"),
    order_service="mudraapp",
    orders_per_hour=40,
    order_statuses=("CONFIRMED", "INTERPRETED", "INTERPRETED", "BILLED"),
    vocab=Vocabulary(request_rate="sign_req_ps", latency="sign_p99_ms", error_ratio="sign_err_share",
                     hit_ratio="relay_cache_hit_share", evictions="relay_cache_evicted_ps",
                     query_latency="booking_sql_p99_ms", lock_waits="booking_lock_waits_ps",
                     pool_in_use="booking_conns_busy", pool_size="booking_conns_max",
                     consumer_lag="relay_events_behind", tls_days="einvoice_cert_days",
                     tls_failures="einvoice_tls_errors_ps", cache_alert="RelayCacheHitDrop",
                     latency_alert="SignP99Slow", error_alert="SignErrShareHigh", db_alert="BookingSqlCrawl",
                     pool_alert="BookingConnsFull", lag_alert="RelayEventsBehind", tls_alert="EinvoiceTlsExpired"),
    services=(
        _S(name="mudraapp", team="客户端组 Client Apps", description_zh="客户App (预约手语翻译与视频转接)",
           description_en="clients' app", depends_on=("slotmosa", "relaywave", "billquill", "kinestra")),
        _S(name="slotmosa", team="预约组 Bookings", description_zh="译员预约服务",
           description_en="interpreter booking service", depends_on=("slotmosa-db", "rosterloom")),
        _S(name="slotmosa-db", kind="mysql", team="预约组 Bookings", description_zh="预约数据库 (MySQL)",
           description_en="booking database"),
        _S(name="relaywave", team="视频转接组 Video Relay", description_zh="视频转接服务",
           description_en="video relay service", depends_on=("relaywave-redis", "rosterloom", "callscope")),
        _S(name="relaywave-redis", kind="redis", team="视频转接组 Video Relay", description_zh="转接会话缓存 (Redis)",
           description_en="relay session cache"),
        _S(name="callscope", kind="elasticsearch", team="视频转接组 Video Relay",
           description_zh="通话记录检索 (Elasticsearch)", description_en="call record search"),
        _S(name="rosterloom", team="译员调度组 Interpreter Roster", description_zh="译员排班名册服务",
           description_en="interpreter roster service", depends_on=("rosterloom-pg",)),
        _S(name="rosterloom-pg", kind="postgres", team="译员调度组 Interpreter Roster",
           description_zh="排班数据库 (PostgreSQL)", description_en="roster database"),
        _S(name="billquill", team="开票组 Invoicing", description_zh="客户开票服务",
           description_en="client invoicing service", depends_on=("billquill-pg", "taxorbis", "pingsafa")),
        _S(name="billquill-pg", kind="postgres", team="开票组 Invoicing", description_zh="开票数据库 (PostgreSQL)",
           description_en="invoicing database"),
        _S(name="taxorbis", kind="external", team="外部 External", description_zh="电子发票合作方",
           description_en="e-invoicing partner"),
        _S(name="pingsafa", team="消息组 Messaging", description_zh="邮件通知服务",
           description_en="email sender"),
        _S(name="kinestra", team="手语词库组 Sign Lexicon", description_zh="手语词库服务",
           description_en="sign vocabulary service"),
        _S(name="feewright", team="译员结算组 Payouts", description_zh="译员结算服务",
           description_en="interpreter payouts service", depends_on=("rosterloom", "billquill-pg")),
    ),
    incidents=(
        IncidentSpec(id="slotmosa-slow-queries", kind="database", flavor="slow_query", service="slotmosa",
                     origin="slotmosa-db", start=_at(6, 10, 0), end=_at(6, 10, 45), error_rate=3,
                     error_code="SLM-5071", warn_code="SMD-W14", upstream=("mudraapp",), upstream_code="MDR-5032",
                     order_failure_share=0.4, order_status="BOOKING_FAILED"),
        IncidentSpec(id="taxorbis-certificate", kind="certificate", service="billquill", origin="taxorbis",
                     start=_at(6, 16, 0), end=_at(6, 16, 30), error_rate=3, error_code="BQL-4951",
                     order_failure_share=0.5, order_status="INVOICE_REJECTED"),
        IncidentSpec(id="kinestra-blip", kind="blip", service="kinestra", start=_at(6, 20, 0), end=_at(6, 20, 12),
                     error_rate=0, warn_code="KNS-W03", alert_severity="warning"),
        IncidentSpec(id="rosterloom-rollout", kind="deploy", service="rosterloom", start=_at(6, 23, 45),
                     end=_at(6, 23, 49), version="4.2.0", previous_version="4.1.7", rollout_ok=True),
        IncidentSpec(id="relaywave-evictions", kind="cache", service="relaywave", origin="relaywave-redis",
                     start=_at(6, 23, 50), end=_at(7, 0, 20), error_rate=3, error_code="RLW-5038",
                     warn_code="RWR-W09", upstream=("mudraapp",), upstream_code="MDR-5044",
                     order_failure_share=0.6, order_status="RELAY_FAILED"),
    ),
)
