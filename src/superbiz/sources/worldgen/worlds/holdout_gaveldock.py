"""Held-out world ``gaveldock``: a court e-filing system (case filings, hearing slots, filing-fee payments,
document stamping, docket search) in America/Whitehorse (UTC-07:00 all year, no daylight time; "now" is 11:25
local on 6 December = 18:25 UTC on 6 December, the same date; the data begin at about 01:25 local on 5 December).
Ids: filings ``WHC-F00417`` (made by the lawyers' e-filing portal brieflane), lawyers ``lsy-40417``, trace ids
``gdk`` + 13 hex digits.

Incidents (local times):
- yesterday 5 December 15:10-15:30: an eviction storm on the hearing-slot cache slotbench-redis behind the
  hearing-slot scheduler slotbench, reaching the clerk workbench clerkloom (resolved);
- today 08:00-08:08: a WARN-only latency blip on the notice sender writnotify (resolved, warning alert);
- today 09:00-09:40: the fee payment partner tenderwick's certificate expired; only its caller, the filing-fee
  payment service feequill, logs the TLS failures; filing-fee payments failed as records (status ``FEE_DECLINED``)
  (resolved);
- today 10:50-10:54: a clean rollout of the docket search service docketseek 4.2.0 (``rollout_ok``; a tempting
  false cause of what follows);
- today since 10:55, still going at "now": lock waits on the stamping database stampwright-db behind the document
  stamping service stampwright, reaching the lawyers' portal brieflane (chain brieflane -> stampwright ->
  stampwright-db; failed filings as records, status ``FILING_BOUNCED``).
Healthy: the filings database brieflane-pg, docket search docketseek and its index docketseek-es (only the clean
rollout), the exhibit upload service exhibitry, the notice queue writnotify-q; slotbench, slotbench-redis,
clerkloom, writnotify, feequill and tenderwick are healthy now (their troubles ended).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Whitehorse")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="gaveldock",
    title="Gaveldock court e-filing system",
    seed=83617,
    timezone="America/Whitehorse",
    anchor=_at(6, 11, 25),
    hours=34,
    ids=IdFormats(order="WHC-F{seq:5}", user="lsy-{num:5}", trace="gdk{hex:13}"),
    order_service="brieflane",
    orders_per_hour=60,
    order_statuses=("SUBMITTED", "ACCEPTED", "ACCEPTED", "DOCKETED"),
    vocab=Vocabulary(request_rate="efile_calls_ps", latency="efile_p99_millis", error_ratio="efile_fault_share",
                     hit_ratio="slot_cache_hit_share", evictions="slot_cache_evictions_ps",
                     query_latency="court_sql_p99_millis", lock_waits="court_row_lock_waits_ps",
                     pool_in_use="court_conns_busy", pool_size="court_conns_max",
                     consumer_lag="notice_msgs_behind", tls_days="fee_partner_cert_days",
                     tls_failures="fee_partner_tls_errors_ps",
                     cache_alert="SlotCacheHitsDropping", latency_alert="EfileP99Slow",
                     error_alert="EfileFaultShareHigh", db_alert="CourtRowLocksPiling",
                     pool_alert="CourtConnsExhausted", lag_alert="NoticeBacklogGrowing",
                     tls_alert="FeePartnerTlsRejected"),
    services=(
        _S(name="brieflane", team="立案门户组 E-Filing Portal", description_zh="律师立案门户 (提交案件材料)",
           description_en="lawyers' e-filing portal",
           depends_on=("brieflane-pg", "stampwright", "feequill", "docketseek", "slotbench", "exhibitry")),
        _S(name="brieflane-pg", kind="postgres", team="立案门户组 E-Filing Portal",
           description_zh="立案数据库 (PostgreSQL)", description_en="filings database"),
        _S(name="stampwright", team="文书组 Court Documents", description_zh="文书盖章服务",
           description_en="document stamping service", depends_on=("stampwright-db",)),
        _S(name="stampwright-db", kind="mysql", team="文书组 Court Documents", description_zh="盖章数据库 (MySQL)",
           description_en="stamping database"),
        _S(name="feequill", team="诉讼费组 Court Fees", description_zh="诉讼费缴费服务",
           description_en="filing-fee payment service", depends_on=("tenderwick",)),
        _S(name="tenderwick", kind="external", team="外部 External", description_zh="诉讼费支付合作方",
           description_en="fee payment partner"),
        _S(name="slotbench", team="庭审排期组 Hearings", description_zh="庭期排期服务",
           description_en="hearing-slot scheduler", depends_on=("slotbench-redis",)),
        _S(name="slotbench-redis", kind="redis", team="庭审排期组 Hearings", description_zh="庭期缓存 (Redis)",
           description_en="hearing-slot cache"),
        _S(name="docketseek", team="案卷检索组 Docket Search", description_zh="案卷检索服务",
           description_en="docket search service", depends_on=("docketseek-es",)),
        _S(name="docketseek-es", kind="elasticsearch", team="案卷检索组 Docket Search",
           description_zh="案卷索引 (Elasticsearch)", description_en="docket search index"),
        _S(name="clerkloom", team="书记员组 Clerk Office", description_zh="书记员工作台",
           description_en="clerk workbench", depends_on=("slotbench", "docketseek", "writnotify")),
        _S(name="writnotify", team="送达组 Notices", description_zh="送达通知服务",
           description_en="notice sender", depends_on=("writnotify-q",)),
        _S(name="writnotify-q", kind="kafka", team="送达组 Notices", description_zh="送达通知队列 (Kafka)",
           description_en="notice queue"),
        _S(name="exhibitry", team="证据组 Exhibits", description_zh="证据材料上传服务",
           description_en="exhibit upload service", depends_on=("brieflane-pg",)),
    ),
    incidents=(
        IncidentSpec(id="stampwright-lock-waits", kind="database", flavor="lock_wait", service="stampwright",
                     origin="stampwright-db", start=_at(6, 10, 55), error_rate=3, error_code="STW-5312",
                     warn_code="SWD-W44", upstream=("brieflane",), upstream_code="BRL-5027",
                     order_failure_share=0.5, order_status="FILING_BOUNCED"),
        IncidentSpec(id="docketseek-rollout", kind="deploy", service="docketseek", start=_at(6, 10, 50),
                     end=_at(6, 10, 54), version="4.2.0", previous_version="4.1.3", rollout_ok=True),
        IncidentSpec(id="tenderwick-cert", kind="certificate", service="feequill", origin="tenderwick",
                     start=_at(6, 9, 0), end=_at(6, 9, 40), error_rate=3, error_code="FQL-4953",
                     order_failure_share=0.5, order_status="FEE_DECLINED"),
        IncidentSpec(id="writnotify-blip", kind="blip", service="writnotify", start=_at(6, 8, 0),
                     end=_at(6, 8, 8), error_rate=0, warn_code="WNF-W31", alert_severity="warning"),
        IncidentSpec(id="slotbench-evictions", kind="cache", service="slotbench", origin="slotbench-redis",
                     start=_at(5, 15, 10), end=_at(5, 15, 30), error_rate=3, error_code="SLB-5044",
                     warn_code="SLR-W09", upstream=("clerkloom",), upstream_code="CLK-5040"),
    ),
)
