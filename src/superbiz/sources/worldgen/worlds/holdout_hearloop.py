"""Held-out world ``hearloop``: a chain of hearing-aid clinics (audiogram uploads, fittings, repairs, battery
subscriptions) in Pacific/Rarotonga (UTC-10:00, no daylight time; "now" is 19:50 local on 6 December = 05:50 UTC
on 7 December, so the UTC date is a day ahead of the local evening; the local "today" began at 10:00 UTC on the
6th; the data begin 38 hours before "now", at 05:50 local on 5 December). Records (made by the patients' app
tympo) ``HA0417.CK38`` (``HA`` + four-digit sequence, a dot, ``CK`` + two digits), patients ``204-KQ-417``
(digits, two letters, digits), trace ids ``HT-`` + 12 upper-case letters and digits.

Incidents (local times):

* yesterday 08:00-08:45: row-lock waits on the battery ledger database zincledger-db behind the battery ledger
  zincledger, three hops below the patients' app (chain tympo -> cellpact -> zincledger -> zincledger-db; failed
  subscription renewals as records, status ``RENEWAL_FAILED``; resolved);
* today 10:30-10:50: an eviction storm on the repair ticket cache mendo-redis behind the repair ticket service mendo,
  reaching the patients' app (failed repair tickets, status ``REPAIR_VOIDED``; resolved);
* today 12:00-12:12: a WARN-only latency blip of the reminder service earnudge (warning alert, resolved);
* today 14:00-14:40: a fitting queue backlog: the fitting scheduler fitwright lagging on fitline-q, topic
  ``fitting.sessions`` (failed fittings, status ``FITTING_STALLED``; resolved);
* today 19:15-19:21: a clean rollout of the clinic calendar kalendo 4.12.0 (``rollout_ok``; a tempting false cause);
* since 19:20, still going: the audiogram partner tonecloud's certificate expired; only its caller, the audiogram
  upload service audiodrop, logs the TLS failures (no failed records).

Healthy: the patient database tympo-pg, the clinic calendar kalendo and its database kalendo-pg, the audiologist
console audiopanel; the battery subscription service cellpact, zincledger and zincledger-db, mendo and
mendo-redis, fitwright and fitline-q, earnudge are healthy outside their incidents.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Rarotonga")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="hearloop",
    title="Hearloop hearing-aid clinics",
    seed=70613,
    timezone="Pacific/Rarotonga",
    anchor=_at(6, 19, 50),
    hours=38,
    ids=IdFormats(order="HA{seq:4}.CK{num:2}", user="{num:3}-{alpha:2}-{num:3}", trace="HT-{alnum:12}"),
    order_service="tympo",
    orders_per_hour=40,
    order_statuses=("BOOKED", "CONFIRMED", "CONFIRMED", "COMPLETED"),
    vocab=Vocabulary(request_rate="hl_req_per_s", latency="hl_p99_ms", error_ratio="hl_err_share",
                     hit_ratio="repair_cache_hit_share", evictions="repair_cache_evict_ps",
                     query_latency="ledger_sql_p99_ms", lock_waits="ledger_row_locks_ps",
                     pool_in_use="hl_db_conns_busy", pool_size="hl_db_conns_max",
                     consumer_lag="fitting_msgs_behind", tls_days="partner_cert_days_to_expiry",
                     tls_failures="partner_tls_errs_ps", cache_alert="RepairCacheHitsDown",
                     latency_alert="HearP99Slow", error_alert="HearErrShareHigh", db_alert="LedgerRowLocksHigh",
                     pool_alert="HearDbConnsFull", lag_alert="FittingMsgsBehind", tls_alert="PartnerTlsExpired"),
    services=(
        _S(name="tympo", team="患者端组 Patient App", description_zh="患者App (预约验配、电池订阅、维修报修)",
           description_en="patients' app",
           depends_on=("tympo-pg", "kalendo", "cellpact", "fitwright", "mendo", "audiodrop")),
        _S(name="tympo-pg", kind="postgres", team="患者端组 Patient App", description_zh="患者数据库 (PostgreSQL)",
           description_en="patient database"),
        _S(name="kalendo", team="门店排班组 Clinic Scheduling", description_zh="门店预约日历服务",
           description_en="clinic calendar service", depends_on=("kalendo-pg",)),
        _S(name="kalendo-pg", kind="postgres", team="门店排班组 Clinic Scheduling",
           description_zh="预约日历数据库 (PostgreSQL)", description_en="calendar database"),
        _S(name="cellpact", team="电池订阅组 Battery Subscriptions", description_zh="助听器电池订阅服务",
           description_en="battery subscription service", depends_on=("zincledger", "earnudge")),
        _S(name="zincledger", team="电池订阅组 Battery Subscriptions", description_zh="电池订阅账本服务",
           description_en="battery billing ledger", depends_on=("zincledger-db",)),
        _S(name="zincledger-db", kind="mysql", team="电池订阅组 Battery Subscriptions",
           description_zh="电池账本数据库 (MySQL)", description_en="battery ledger database"),
        _S(name="fitwright", team="验配组 Fitting", description_zh="验配排程服务 (读验配队列)",
           description_en="fitting scheduler", depends_on=("fitline-q", "kalendo")),
        _S(name="fitline-q", kind="kafka", team="验配组 Fitting", description_zh="验配队列 (Kafka)",
           description_en="fitting queue"),
        _S(name="mendo", team="维修组 Repairs", description_zh="助听器维修工单服务",
           description_en="repair ticket service", depends_on=("mendo-redis",)),
        _S(name="mendo-redis", kind="redis", team="维修组 Repairs", description_zh="维修工单缓存 (Redis)",
           description_en="repair ticket cache"),
        _S(name="audiodrop", team="听力检测组 Audiometry", description_zh="听力图上传服务",
           description_en="audiogram upload service", depends_on=("tonecloud",)),
        _S(name="tonecloud", kind="external", team="外部 External", description_zh="听力图云端判读合作方",
           description_en="audiogram partner"),
        _S(name="earnudge", team="消息组 Messaging", description_zh="复诊与换电池提醒服务",
           description_en="reminder service"),
        _S(name="audiopanel", team="验配师工具组 Clinician Tools", description_zh="验配师工作台",
           description_en="audiologist console", depends_on=("kalendo", "audiodrop", "tympo-pg")),
    ),
    incidents=(
        IncidentSpec(id="tonecloud-cert-expired", kind="certificate", service="audiodrop", origin="tonecloud",
                     start=_at(6, 19, 20), error_rate=2, error_code="ADP-4951"),
        IncidentSpec(id="kalendo-rollout", kind="deploy", service="kalendo", start=_at(6, 19, 15),
                     end=_at(6, 19, 21), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="zincledger-lock-wait", kind="database", flavor="lock_wait", service="zincledger",
                     origin="zincledger-db", start=_at(5, 8, 0), end=_at(5, 8, 45), error_rate=3,
                     error_code="ZNL-5308", warn_code="ZDB-W44", upstream=("cellpact", "tympo"),
                     upstream_code="BAT-5031", order_failure_share=0.5, order_status="RENEWAL_FAILED"),
        IncidentSpec(id="mendo-evictions", kind="cache", service="mendo", origin="mendo-redis",
                     start=_at(6, 10, 30), end=_at(6, 10, 50), error_rate=3, error_code="MND-5046",
                     warn_code="MRD-W12", upstream=("tympo",), upstream_code="TYM-5063",
                     order_failure_share=0.7, order_status="REPAIR_VOIDED"),
        IncidentSpec(id="earnudge-blip", kind="blip", service="earnudge", start=_at(6, 12, 0), end=_at(6, 12, 12),
                     error_rate=0, warn_code="NDG-W03", alert_severity="warning"),
        IncidentSpec(id="fitline-backlog", kind="queue", service="fitwright", origin="fitline-q",
                     start=_at(6, 14, 0), end=_at(6, 14, 40), error_rate=2, error_code="FTW-4082",
                     warn_code="FLQ-W19", topic="fitting.sessions", upstream=("tympo",), upstream_code="TYM-5042",
                     order_failure_share=0.4, order_status="FITTING_STALLED"),
    ),
)
