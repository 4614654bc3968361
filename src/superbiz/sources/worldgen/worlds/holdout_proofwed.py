"""Held-out world ``proofwed``: wedding photo proofing galleries (proof uploads, client selections, print-lab
orders, album layouts) in Pacific/Gambier (UTC-09:00, no daylight time). "now" is 21:40 local on 6 December 2026
= 06:40 UTC on 7 December, so anything after 15:00 local today is stored on the next UTC date. Gallery records
(selections and proof uploads, made through the client gallery app lumigal) ``PRF40417-KQZ``, couples
``wed-KQZ417``, trace ids ``pfw`` + 13 hex digits. The data begin at 07:40 local on 5 December (38 hours).

Incidents (local times):

* yesterday (5 December) 10:00-10:30: the print-lab partner halidelab's certificate expired; only its caller, the
  print-lab connector labrelay, logs the TLS failures (resolved; no failed records);
* today 16:00-16:15: a WARN-only latency blip of the watermark renderer glintmark (resolved warning alert);
* today 18:00-18:30: slow queries on the album-layout database spreadwise-pg under the album layout service
  spreadwise, reaching the client gallery app lumigal two hops above the database (chain lumigal -> spreadwise ->
  spreadwise-pg; failed selections as records, status ``SELECTION_FAILED``);
* today 19:35-19:41: a clean rollout of the print ordering service lustreprint 4.12.0 (``rollout_ok``; a tempting
  false cause for the gallery app's deploy trouble five minutes later);
* today 19:40, rolled back 20:05: a bad deploy of the client gallery app lumigal 7.3.0 (failed selections again,
  the same status ``SELECTION_FAILED``, another code) - the same app failing twice by two causes;
* today since 21:00, still going at "now": a backlog on the proof upload queue proofmill-q (topic
  ``proofs.inbound``) behind the proof upload processor proofmill (failed uploads as records, status
  ``UPLOAD_FAILED``).

Healthy: the gallery selections database lumigal-db, the gallery session cache lumigal-redis, the client
notification sender chimepost, the photographer studio console studiodesk, the print billing service tallyfox,
the slideshow video maker reelfade, the print ordering service lustreprint (its rollout went fine) and, today,
the print-lab partner halidelab with its connector labrelay.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Gambier")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="proofwed",
    title="Proofwed wedding photo proofing galleries",
    seed=90612,
    timezone="Pacific/Gambier",
    anchor=_at(6, 21, 40),
    hours=38,
    ids=IdFormats(order="PRF{num:5}-{alpha:3}", user="wed-{alpha:3}{num:3}", trace="pfw{hex:13}"),
    order_service="lumigal",
    orders_per_hour=40,
    order_statuses=("PROOF_READY", "SELECTED", "SELECTED", "ALBUM_LOCKED"),
    vocab=Vocabulary(request_rate="studio_req_ps", latency="studio_p99_ms", error_ratio="studio_err_frac",
                     hit_ratio="sess_cache_hit_frac", evictions="sess_cache_evicts_ps",
                     query_latency="layout_sql_p99_ms", lock_waits="layout_lock_waits_ps",
                     pool_in_use="studio_conns_busy", pool_size="studio_conns_max",
                     consumer_lag="proof_msgs_behind", tls_days="lab_cert_days_left",
                     tls_failures="lab_tls_errs_ps", cache_alert="SessCacheHitDrop",
                     latency_alert="StudioP99Over", error_alert="StudioErrFracHigh", db_alert="LayoutSqlSlow",
                     pool_alert="StudioConnsMaxed", lag_alert="ProofQueueBehind",
                     tls_alert="LabTlsHandshakeBad"),
    services=(
        _S(name="lumigal", team="选片组 Client Gallery", description_zh="客户选片App (新人看样片、选片、下冲印单)",
           description_en="client gallery app",
           depends_on=("lumigal-db", "lumigal-redis", "spreadwise", "lustreprint", "proofmill-q", "glintmark")),
        _S(name="lumigal-db", kind="mysql", team="选片组 Client Gallery", description_zh="选片记录数据库 (MySQL)",
           description_en="gallery selections database"),
        _S(name="lumigal-redis", kind="redis", team="选片组 Client Gallery", description_zh="选片会话缓存 (Redis)",
           description_en="gallery session cache"),
        _S(name="spreadwise", team="相册设计组 Album Design", description_zh="相册排版服务",
           description_en="album layout service", depends_on=("spreadwise-pg",)),
        _S(name="spreadwise-pg", kind="postgres", team="相册设计组 Album Design",
           description_zh="相册排版数据库 (PostgreSQL)", description_en="album layout database"),
        _S(name="lustreprint", team="冲印组 Print Lab", description_zh="冲印下单服务",
           description_en="print ordering service", depends_on=("labrelay", "tallyfox")),
        _S(name="labrelay", team="冲印组 Print Lab", description_zh="冲印厂对接网关",
           description_en="print-lab connector", depends_on=("halidelab",)),
        _S(name="halidelab", kind="external", team="外部 External", description_zh="冲印厂合作方",
           description_en="print-lab partner"),
        _S(name="tallyfox", team="结算组 Billing", description_zh="冲印结算服务",
           description_en="print billing service"),
        _S(name="proofmill", team="样片组 Proofing", description_zh="样片上传处理 (读样片上传队列)",
           description_en="proof upload processor", depends_on=("proofmill-q", "glintmark")),
        _S(name="proofmill-q", kind="kafka", team="样片组 Proofing", description_zh="样片上传队列 (Kafka)",
           description_en="proof upload queue"),
        _S(name="glintmark", team="样片组 Proofing", description_zh="水印渲染服务",
           description_en="watermark renderer"),
        _S(name="chimepost", team="消息组 Messaging", description_zh="客户通知服务 (邮件/短信)",
           description_en="client notification sender"),
        _S(name="studiodesk", team="摄影师服务组 Studio", description_zh="摄影师工作台",
           description_en="photographer studio console", depends_on=("lumigal-db", "chimepost")),
        _S(name="reelfade", team="样片组 Proofing", description_zh="婚礼幻灯片视频生成",
           description_en="slideshow video maker", depends_on=("glintmark",)),
    ),
    incidents=(
        IncidentSpec(id="spreadwise-slow-queries", kind="database", flavor="slow_query", service="spreadwise",
                     origin="spreadwise-pg", start=_at(6, 18, 0), end=_at(6, 18, 30), error_rate=3,
                     error_code="SPW-5048", warn_code="SPG-W21", upstream=("lumigal",), upstream_code="GAL-5034",
                     order_failure_share=0.4, order_status="SELECTION_FAILED"),
        IncidentSpec(id="lustreprint-rollout", kind="deploy", service="lustreprint", start=_at(6, 19, 35),
                     end=_at(6, 19, 41), version="4.12.0", previous_version="4.11.2", rollout_ok=True),
        IncidentSpec(id="lumigal-bad-deploy", kind="deploy", service="lumigal", start=_at(6, 19, 40),
                     end=_at(6, 20, 5), error_rate=4, error_code="GAL-5100", version="7.3.0",
                     previous_version="7.2.4", order_failure_share=0.5, order_status="SELECTION_FAILED"),
        IncidentSpec(id="proofmill-backlog", kind="queue", service="proofmill", origin="proofmill-q",
                     start=_at(6, 21, 0), error_rate=2, error_code="PFM-4402", warn_code="PFM-W09",
                     topic="proofs.inbound", order_failure_share=0.4, order_status="UPLOAD_FAILED"),
        IncidentSpec(id="halidelab-certificate", kind="certificate", service="labrelay", origin="halidelab",
                     start=_at(5, 10, 0), end=_at(5, 10, 30), error_rate=3, error_code="LBR-4950"),
        IncidentSpec(id="glintmark-blip", kind="blip", service="glintmark", start=_at(6, 16, 0),
                     end=_at(6, 16, 15), error_rate=0, warn_code="GLM-W03", alert_severity="warning"),
    ),
)
