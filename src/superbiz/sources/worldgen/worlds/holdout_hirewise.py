"""Held-out world ``hirewise``: a recruiting platform in America/Noronha (UTC-02:00 all year; applications
``JA-4821-KQZ``, candidates ``cand482913``); "now" is 22:55 local (00:55 UTC of the next day).

Incidents: a clean rollout of the interview scheduler meetslot yesterday afternoon (``rollout_ok``), an expired
certificate of the e-mail delivery provider behind mailcourier from yesterday evening across local midnight into
today's small hours (renewed), lock waits on apply-mysql behind the application service applytrack twice today (a
morning and an afternoon episode, both resolved), a bad deploy of meetslot this evening (rolled back), a job-post
event backlog on postboard still growing at "now", and an eviction storm on the talentcache Redis behind the
resume search service cvfind, felt by the portal gateway talentgate (a two-hop chain, ongoing at "now").
The resume parsing service cvsift shares 简历 / "resume" with cvfind and stays healthy, as do billhive
(employer billing), jobs-pg, cvindex-es and the event bus.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Noronha")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="hirewise",
    title="HireWise recruiting platform",
    seed=73129,
    timezone="America/Noronha",
    anchor=_at(5, 22, 55),
    hours=36,
    ids=IdFormats(order="JA-{num:4}-{alpha:3}", user="cand{num:6}", trace="hw{hex:22}"),
    order_service="applytrack",
    orders_per_hour=40,
    order_statuses=("SUBMITTED", "SUBMITTED", "SCREENING", "SHORTLISTED"),
    vocab=Vocabulary(
        request_rate="hw_req_per_s", latency="hw_p99_latency_ms", error_ratio="svc_error_share",
        hit_ratio="tcache_hit_ratio", evictions="tcache_evictions_per_s", query_latency="dbq_p99_ms",
        lock_waits="dblock_waits_per_s", pool_in_use="dbconn_pool_used", pool_size="dbconn_pool_cap",
        consumer_lag="hw_topic_lag", tls_days="tls_peer_days_to_expiry", tls_failures="tls_hs_fail_per_s",
        cache_alert="CacheHitRateDropped", latency_alert="RespP99Breached", error_alert="ErrorRatioSpike",
        db_alert="InnodbLockStorm", pool_alert="ConnPoolDrained", lag_alert="TopicLagRising",
        tls_alert="TlsPeerCertInvalid"),
    services=(
        _S(name="talentgate", team="平台组 Platform", description_zh="招聘门户网关",
           description_en="recruiting portal gateway",
           depends_on=("postboard", "cvfind", "applytrack", "meetslot", "billhive")),
        _S(name="postboard", team="职位组 Jobs", description_zh="职位发布服务",
           description_en="job posting service", depends_on=("jobs-pg", "hwbus-kafka")),
        _S(name="jobs-pg", kind="postgres", team="DBA", description_zh="职位数据库 (PostgreSQL)",
           description_en="job posts database"),
        _S(name="cvsift", team="简历组 Resume", description_zh="简历解析服务",
           description_en="resume parsing service", depends_on=("hwbus-kafka", "cvindex-es")),
        _S(name="cvfind", team="搜索组 Search", description_zh="简历搜索服务",
           description_en="resume search service", depends_on=("talentcache", "cvindex-es")),
        _S(name="talentcache", kind="redis", team="搜索组 Search", description_zh="人才搜索缓存 (Redis)",
           description_en="talent search cache"),
        _S(name="cvindex-es", kind="elasticsearch", team="搜索组 Search",
           description_zh="简历索引 (Elasticsearch)", description_en="resume index"),
        _S(name="applytrack", team="投递组 Applications", description_zh="候选人投递服务",
           description_en="candidate application service", depends_on=("apply-mysql", "hwbus-kafka")),
        _S(name="apply-mysql", kind="mysql", team="DBA", description_zh="投递数据库 (MySQL)",
           description_en="application database"),
        _S(name="meetslot", team="面试组 Interviews", description_zh="面试排期服务",
           description_en="interview scheduling service", depends_on=("apply-mysql", "mailcourier")),
        _S(name="billhive", team="计费组 Billing", description_zh="雇主计费服务",
           description_en="employer billing service", depends_on=("payrail-ext", "jobs-pg")),
        _S(name="payrail-ext", kind="external", team="外部 External", description_zh="外部支付网关",
           description_en="external payment gateway"),
        _S(name="mailcourier", team="通知组 Notifications", description_zh="邮件通知服务",
           description_en="e-mail notification service", depends_on=("mailrelay-ext", "hwbus-kafka")),
        _S(name="mailrelay-ext", kind="external", team="外部 External", description_zh="外部邮件投递商",
           description_en="external e-mail delivery provider"),
        _S(name="hwbus-kafka", kind="kafka", team="平台组 Platform", description_zh="招聘事件总线 (Kafka)",
           description_en="recruiting event bus"),
    ),
    incidents=(
        IncidentSpec(id="meetslot-rollout", kind="deploy", service="meetslot", start=_at(4, 14, 20),
                     end=_at(4, 14, 33), error_rate=0, version="3.8.0", previous_version="3.7.2",
                     rollout_ok=True),
        IncidentSpec(id="mail-cert-expired", kind="certificate", service="mailcourier", origin="mailrelay-ext",
                     start=_at(4, 21, 47), end=_at(5, 1, 34), error_rate=2, error_code="MLC-7420"),
        IncidentSpec(id="apply-lock-morning", kind="database", flavor="lock_wait", service="applytrack",
                     origin="apply-mysql", start=_at(5, 9, 12), end=_at(5, 9, 51), error_rate=3,
                     error_code="APT-4231", warn_code="MYL-1205", upstream=("talentgate",), upstream_code="TGW-5031",
                     order_failure_share=0.5, order_status="SUBMIT_ERROR"),
        IncidentSpec(id="apply-lock-afternoon", kind="database", flavor="lock_wait", service="applytrack",
                     origin="apply-mysql", start=_at(5, 15, 38), end=_at(5, 16, 20), error_rate=3,
                     error_code="APT-4231", warn_code="MYL-1205", upstream=("talentgate",), upstream_code="TGW-5031",
                     order_failure_share=0.5, order_status="SUBMIT_ERROR"),
        IncidentSpec(id="meetslot-bad-deploy", kind="deploy", service="meetslot", start=_at(5, 19, 5),
                     end=_at(5, 19, 31), error_rate=3, error_code="MTS-5009", version="3.9.0",
                     previous_version="3.8.0"),
        IncidentSpec(id="jobpost-backlog", kind="queue", service="postboard", origin="hwbus-kafka",
                     topic="jobpost-index",
                     start=_at(5, 22, 2), error_rate=2, error_code="PBD-3310", warn_code="PBD-W44"),
        IncidentSpec(id="talent-cache-evictions", kind="cache", service="cvfind", origin="talentcache",
                     start=_at(5, 22, 18), error_rate=3, error_code="CVF-2604", warn_code="TCH-0731",
                     upstream=("talentgate",), upstream_code="TGW-5048"),
    ),
)
