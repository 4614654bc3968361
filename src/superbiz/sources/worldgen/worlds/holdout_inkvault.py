"""Held-out world ``inkvault``: a tattoo studio chain (appointments, design approvals, deposit payments) in
America/Inuvik (UTC-07:00 in December). Appointment ids ``apt/7731``, artists ``artist-K09``, trace ids
``vt9-`` and 16 hex digits.

"Now" is 2026-12-03 09:15 local (the morning); the data starts 2026-12-02 03:15 local (30 hours).

Incidents (local times):

- lock waits on stipplebase (the appointment PostgreSQL) behind bookrune, yesterday 14:00-14:50 (resolved), callers
  tatzgate; failed appointments ``SLOT_JAMMED``;
- the same lock waits on stipplebase behind bookrune again today 07:30-08:10 (resolved), same cause; failed
  appointments ``SLOT_JAMMED``;
- a cache eviction storm on chairdis (artist schedule redis) behind artfolio yesterday 17:05-17:40 (resolved),
  callers tatzgate;
- a clean rollout of tatzgate 5.14.0 yesterday 21:42-21:51 (no errors: the tempting false cause of the next one);
- the deposit-payment partner cardwyrm's certificate expired yesterday 22:00 and renewed 23:30: deposquid's TLS
  handshakes failed, bookrune's calls to it failed; failed appointments ``DEPOSIT_VOIDED``
  (chain tatzgate -> bookrune -> deposquid -> cardwyrm);
- a bad deploy of aftercarn 3.1.0 today 05:50, rolled back to 3.0.7 at 06:20;
- a design-approval backlog on sketchvet (kafka linerq, topic ``sketch.verdicts``) since today 08:40, still going;
- a warnings-only latency blip on glyphseek yesterday 19:10-19:25.

Healthy: consentro, formvat, glyphmere, smsowl (and bookrune, deposquid, artfolio, aftercarn now).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Inuvik")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="inkvault",
    title="Inkvault tattoo studios",
    seed=61877,
    timezone="America/Inuvik",
    anchor=_at(3, 9, 15),
    hours=30,
    ids=IdFormats(order="apt/{num:4}", user="artist-{alpha:1}{num:2}", trace="vt9-{hex:16}"),
    order_service="bookrune",
    orders_per_hour=40,
    order_statuses=("CHAIR_SET", "CHAIR_SET", "INK_DONE", "AWAITING_INK"),
    vocab=Vocabulary(cache_alert="CacheHitsWaning", latency_alert="TailLatencyInked", error_alert="ErrorSurgeInk",
                     db_alert="PgLatchQueue", pool_alert="PoolSwampedQuill", lag_alert="ApprovalLagSwelling",
                     tls_alert="PartnerCertSoured"),
    services=(
        _S(name="tatzgate", team="平台组 Platform", description_zh="客户预约入口网关",
           description_en="client booking gateway",
           depends_on=("bookrune", "artfolio", "sketchvet", "consentro", "glyphseek")),
        _S(name="bookrune", team="预约组 Bookings", description_zh="预约服务（排期与下单）",
           description_en="appointment booking service", depends_on=("stipplebase", "deposquid")),
        _S(name="stipplebase", kind="postgres", team="DBA", description_zh="预约数据库 (PostgreSQL)",
           description_en="appointment database"),
        _S(name="deposquid", team="收银组 Till", description_zh="定金支付服务",
           description_en="deposit payment service",
           depends_on=("cardwyrm",)),
        _S(name="cardwyrm", kind="external", team="外部 External", description_zh="外部定金收单合作方",
           description_en="external deposit-payment partner"),
        _S(name="artfolio", team="纹身师组 Artists", description_zh="纹身师作品集与排班",
           description_en="artist portfolio and schedule", depends_on=("chairdis",)),
        _S(name="chairdis", kind="redis", team="纹身师组 Artists", description_zh="纹身师排班缓存 (Redis)",
           description_en="artist schedule cache"),
        _S(name="sketchvet", team="设计组 Design", description_zh="设计稿审批处理",
           description_en="design approval worker", depends_on=("linerq",)),
        _S(name="linerq", kind="kafka", team="设计组 Design", description_zh="设计稿审批队列 (Kafka)",
           description_en="design approval queue"),
        _S(name="aftercarn", team="客服组 Care", description_zh="术后护理提醒", description_en="aftercare reminders",
           depends_on=("smsowl",)),
        _S(name="smsowl", kind="external", team="外部 External", description_zh="外部短信供应商",
           description_en="external SMS provider"),
        _S(name="consentro", team="合规组 Compliance", description_zh="电子同意书",
           description_en="digital consent forms",
           depends_on=("formvat",)),
        _S(name="formvat", kind="mysql", team="合规组 Compliance", description_zh="同意书数据库 (MySQL)",
           description_en="consent form database"),
        _S(name="glyphseek", team="设计组 Design", description_zh="图稿搜索", description_en="flash design search",
           depends_on=("glyphmere",)),
        _S(name="glyphmere", kind="elasticsearch", team="设计组 Design", description_zh="图稿搜索索引 (Elasticsearch)",
           description_en="flash design search index"),
    ),
    incidents=(
        IncidentSpec(id="stipple-locks-yesterday", kind="database", flavor="lock_wait", service="bookrune",
                     origin="stipplebase", start=_at(2, 14, 0), end=_at(2, 14, 50), error_rate=3,
                     error_code="BKR-1205", warn_code="SPL-W40", upstream=("tatzgate",), upstream_code="TZG-5031",
                     order_failure_share=0.5, order_status="SLOT_JAMMED"),
        IncidentSpec(id="chairdis-evictions", kind="cache", service="artfolio", origin="chairdis",
                     start=_at(2, 17, 5), end=_at(2, 17, 40), error_rate=3, error_code="ARF-4408",
                     warn_code="CHR-W07", upstream=("tatzgate",), upstream_code="TZG-5044"),
        IncidentSpec(id="glyphseek-blip", kind="blip", service="glyphseek", start=_at(2, 19, 10), end=_at(2, 19, 25),
                     error_rate=0, warn_code="GLY-W07", alert_severity="warning"),
        IncidentSpec(id="tatzgate-rollout", kind="deploy", service="tatzgate", start=_at(2, 21, 42),
                     end=_at(2, 21, 51), version="5.14.0", previous_version="5.13.2", rollout_ok=True),
        IncidentSpec(id="cardwyrm-cert", kind="certificate", service="deposquid", origin="cardwyrm",
                     start=_at(2, 22, 0), end=_at(2, 23, 30), error_rate=3, error_code="DPQ-0495",
                     upstream=("bookrune",), upstream_code="BKR-4210", order_failure_share=0.6,
                     order_status="DEPOSIT_VOIDED"),
        IncidentSpec(id="aftercarn-deploy", kind="deploy", service="aftercarn", start=_at(3, 5, 50),
                     end=_at(3, 6, 20), error_rate=4, error_code="AFC-5000", version="3.1.0",
                     previous_version="3.0.7"),
        IncidentSpec(id="stipple-locks-today", kind="database", flavor="lock_wait", service="bookrune",
                     origin="stipplebase", start=_at(3, 7, 30), end=_at(3, 8, 10), error_rate=3,
                     error_code="BKR-1205", warn_code="SPL-W40", upstream=("tatzgate",), upstream_code="TZG-5031",
                     order_failure_share=0.5, order_status="SLOT_JAMMED"),
        IncidentSpec(id="sketch-backlog", kind="queue", service="sketchvet", origin="linerq", start=_at(3, 8, 40),
                     error_rate=2, error_code="SKV-3009", warn_code="SKV-W31", topic="sketch.verdicts"),
    ),
)
