"""Held-out world ``permitly``: a city building-permit portal in Pacific/Fiji (UTC+12 all year, no daylight time
in 2026; the local day is ahead of UTC until 12:00 local, so "today" and "yesterday" are not the UTC dates;
applications ``PMT-FJ/26/004417``, citizens ``cz-004417``, traces ``fj-`` + 16 hex).

Incidents: a three-hop chain now (permigate → applyra → docuvane, whose document-store PostgreSQL docuvane-pg
has lock waits, ongoing); a deploy of the inspections scheduler inspecta this morning that is still failing (not
rolled back); a virus-scan queue backlog now (virexa ← scanlane, ongoing, warning); a pool exhaustion of the fee
payment service feeflow's database early this morning that resolved about two hours before "now" (some
applications failed to pay their fee); a GIS parcel cache eviction storm yesterday evening (parcelgo ←
parcelgo-cache, resolved); a WARN-only latency blip of applyra in the small hours; a clean rollout of notiva
yesterday afternoon.
Healthy: clerkbay (its Chinese description shares 申请材料 with the failing docuvane), notiva; tapapay (the
external payment partner) emits no metrics of its own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Fiji")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="permitly",
    title="Permitly city building permits",
    seed=40417,
    timezone="Pacific/Fiji",
    anchor=_at(27, 10, 5),
    hours=36,
    ids=IdFormats(order="PMT-FJ/26/{num:6}", user="cz-{num:6}", trace="fj-{hex:16}"),
    order_service="applyra",
    orders_per_hour=24,
    order_statuses=("SUBMITTED", "SUBMITTED", "UNDER_REVIEW", "APPROVED", "AWAITING_DOCS"),
    vocab=Vocabulary(latency="req_p95_ms", error_ratio="failed_req_ratio", error_alert="FailedRequestsHigh",
                     latency_alert="SlowResponsesP95", pool_alert="DbConnSlotsExhausted",
                     lag_alert="ScanQueueBacklog", tls_alert="UpstreamCertInvalid", cache_alert="ParcelCacheMissStorm",
                     db_alert="DocStoreLockWaits", consumer_lag="pending_scan_jobs", lock_waits="row_lock_waits_per_s"),
    services=(
        _S(name="permigate", team="门户组 Portal", description_zh="市民办事门户网关",
           description_en="citizen permit portal gateway",
           depends_on=("applyra", "inspecta", "feeflow", "parcelgo")),
        _S(name="applyra", team="审批组 Permits", description_zh="建筑许可申请服务",
           description_en="building permit applications", depends_on=("docuvane", "feeflow", "parcelgo", "notiva")),
        _S(name="docuvane", team="材料组 Documents", description_zh="申请材料上传服务",
           description_en="application document upload", depends_on=("docuvane-pg", "scanlane")),
        _S(name="docuvane-pg", kind="postgres", team="DBA", description_zh="材料存储数据库 (PostgreSQL)",
           description_en="document store database"),
        _S(name="scanlane", kind="kafka", team="材料组 Documents", description_zh="病毒扫描任务队列 (Kafka)",
           description_en="virus-scan job queue"),
        _S(name="virexa", team="安全组 Security", description_zh="材料病毒扫描服务",
           description_en="document virus scanner", depends_on=("scanlane",)),
        _S(name="inspecta", team="勘验组 Inspections", description_zh="现场勘验预约排期",
           description_en="inspections scheduler", depends_on=("inspecta-db", "notiva")),
        _S(name="inspecta-db", kind="mysql", team="勘验组 Inspections", description_zh="勘验排期数据库 (MySQL)",
           description_en="inspections database"),
        _S(name="feeflow", team="收费组 Fees", description_zh="规费缴纳服务", description_en="permit fee payments",
           depends_on=("feeflow-pg", "tapapay")),
        _S(name="feeflow-pg", kind="postgres", team="DBA", description_zh="缴费数据库 (PostgreSQL)",
           description_en="fee payments database"),
        _S(name="tapapay", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="payment partner"),
        _S(name="parcelgo", team="地理信息组 GIS", description_zh="GIS 地块查询",
           description_en="GIS parcel lookup", depends_on=("parcelgo-cache",)),
        _S(name="parcelgo-cache", kind="redis", team="地理信息组 GIS", description_zh="地块查询缓存 (Redis)",
           description_en="parcel lookup cache"),
        _S(name="notiva", team="通知组 Notify", description_zh="市民短信邮件通知",
           description_en="citizen SMS and email notifications"),
        _S(name="clerkbay", team="审批组 Permits", description_zh="申请材料审核后台 (窗口职员)",
           description_en="clerk back-office for document review", depends_on=("notiva",)),
    ),
    incidents=(
        IncidentSpec(id="docstore-locks", kind="database", flavor="lock_wait", service="docuvane",
                     origin="docuvane-pg", start=_at(27, 9, 23), error_rate=4, error_code="DCV-5411",
                     warn_code="DPG-W33", upstream=("applyra", "permigate"), upstream_code="UPS-5024"),
        IncidentSpec(id="inspecta-deploy", kind="deploy", service="inspecta", start=_at(27, 8, 47),
                     error_rate=3, error_code="INS-5002", version="7.4.0", previous_version="7.3.2"),
        IncidentSpec(id="scan-backlog", kind="queue", service="virexa", origin="scanlane", start=_at(27, 9, 36),
                     error_rate=1, error_code="VRX-4290", warn_code="SCN-W18", topic="docs.scan.pending",
                     alert_severity="warning"),
        IncidentSpec(id="fee-pool", kind="database", flavor="pool", service="feeflow", origin="feeflow-pg",
                     start=_at(27, 7, 12), end=_at(27, 8, 4), error_rate=3, error_code="FEE-5330",
                     warn_code="FPG-W09", upstream=("applyra",), upstream_code="APL-5031", order_failure_share=0.5,
                     order_status="FEE_FAILED"),
        IncidentSpec(id="parcel-evictions", kind="cache", service="parcelgo", origin="parcelgo-cache",
                     start=_at(26, 18, 42), end=_at(26, 19, 28), error_rate=2, error_code="GIS-5073",
                     warn_code="PCC-W12"),
        IncidentSpec(id="applyra-blip", kind="blip", service="applyra", start=_at(27, 3, 14), end=_at(27, 3, 31),
                     error_rate=0, warn_code="APL-W02", alert_severity="warning"),
        IncidentSpec(id="notiva-rollout", kind="deploy", service="notiva", start=_at(26, 15, 10),
                     end=_at(26, 15, 22), version="2.9.0", previous_version="2.8.5", rollout_ok=True),
    ),
)
