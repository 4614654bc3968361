"""Held-out world ``scopeslot``: an observatory's telescope-time booking and image delivery for amateur and
research astronomers, in America/Dawson (UTC-07:00 all year). Booking ids ``obs.26.k7q.0413``-like
(``obs.26.<3 hex>.<4 digits>``, lower case with dots), astronomers ``ast.482.af3c``, trace ids ``sx1a2b3c4d.0042``.

"Now" is 2026-02-18 05:40 local, at the end of an observing night; the data starts 2026-02-17 03:40 local (26 h).
Incidents (local times):

- 2026-02-17 19:40-20:05: portal session cache duskrds evicting (cache) behind the booking portal nocturbook.
- 2026-02-17 21:30-21:50: first lock wait on the scheduling database vesperdb (mysql) behind quillsched; callers
  exposlotter and nocturbook fail too (failed bookings SLOT_LOCKED_OUT). nocturbook -> exposlotter -> quillsched
  -> vesperdb is the three-hop chain.
- 2026-02-17 23:10 - 2026-02-18 01:20: the catalogue-search Elasticsearch kometidx slow (slow_query) behind
  mirasift, across local midnight; caller nocturbook fails too.
- 2026-02-18 01:40-01:52: a WARN-only latency blip on the seeing forecast seeingcast.
- 2026-02-18 02:00-02:08: a clean rollout of the image pipeline photonmill (11.1.5 -> 11.2.0), no errors: a
  tempting false cause of the second lock wait.
- 2026-02-18 02:10-02:45: second lock wait on vesperdb behind quillsched (longer than the first; failed bookings
  SLOT_LOCKED_OUT).
- 2026-02-18 03:00 - now: the satellite-tracking partner satrakka's certificate expired, still expired;
  streakvet's TLS handshakes fail, its caller exposlotter fails too (failed bookings PASS_UNCHECKED).
- 2026-02-18 04:05-04:25: bad deploy of the calibration-frame service calibrix (3.7.4 -> 3.8.0), rolled back.
- 2026-02-18 04:50 - now: image delivery backlog on framecourier (topic lumenq.frames.deliver), warning.

Healthy: creditlune, lunepg, photonmill (its rollout went fine), and lumenq itself logs nothing abnormal.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Dawson")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 2, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="scopeslot",
    title="Scopeslot observatory",
    seed=72913,
    timezone="America/Dawson",
    anchor=_at(18, 5, 40),
    hours=26,
    ids=IdFormats(order="obs.26.{hex:3}.{num:4}", user="ast.{num:3}.{hex:4}", trace="sx{hex:8}.{num:4}"),
    order_service="exposlotter",
    orders_per_hour=30,
    order_statuses=("SLOTTED", "SLOTTED", "IMAGED", "FITS_SENT"),
    vocab=Vocabulary(latency="resp_p99_millis", error_ratio="fault_share", db_alert="DbWaitsClimbing",
                     error_alert="ErrShareOverBudget", latency_alert="TailLagOverSlo", tls_alert="PartnerCertStale",
                     cache_alert="DuskCacheChurn", lag_alert="DeliveryQueueStalled"),
    services=(
        _S(name="nocturbook", team="门户组 Portal", description_zh="观测时间预约门户（天文爱好者和研究人员下单）",
           description_en="telescope-time booking portal",
           depends_on=("exposlotter", "mirasift", "duskrds", "creditlune")),
        _S(name="exposlotter", team="预约组 Booking", description_zh="观测时段预订接口",
           description_en="observing-slot booking API", depends_on=("quillsched", "streakvet", "creditlune")),
        _S(name="quillsched", team="排程组 Scheduling", description_zh="夜间观测排程服务",
           description_en="night observing scheduler", depends_on=("vesperdb",)),
        _S(name="vesperdb", kind="mysql", team="DBA", description_zh="排程数据库 (MySQL)",
           description_en="scheduling database"),
        _S(name="mirasift", team="星表组 Catalogue", description_zh="星表目标检索服务",
           description_en="catalogue search service", depends_on=("kometidx",)),
        _S(name="kometidx", kind="elasticsearch", team="星表组 Catalogue",
           description_zh="星表检索集群 (Elasticsearch)",
           description_en="catalogue search Elasticsearch"),
        _S(name="duskrds", kind="redis", team="门户组 Portal", description_zh="门户会话缓存 (Redis)",
           description_en="portal session cache"),
        _S(name="streakvet", team="预约组 Booking", description_zh="卫星过境检查（避开卫星划痕）",
           description_en="satellite-pass check", depends_on=("satrakka",)),
        _S(name="satrakka", kind="external", team="外部 External", description_zh="卫星跟踪合作方",
           description_en="satellite-tracking partner"),
        _S(name="photonmill", team="图像组 Imaging", description_zh="图像处理流水线",
           description_en="image pipeline", depends_on=("lumenq", "calibrix")),
        _S(name="lumenq", kind="kafka", team="图像组 Imaging", description_zh="图像交付队列 (Kafka)",
           description_en="image delivery queue"),
        _S(name="framecourier", team="图像组 Imaging", description_zh="图像交付（把 FITS 文件发给用户）",
           description_en="image delivery worker", depends_on=("lumenq",)),
        _S(name="calibrix", team="图像组 Imaging", description_zh="定标帧服务（暗场、平场）",
           description_en="calibration frame service"),
        _S(name="seeingcast", team="台站组 Site", description_zh="视宁度和天气预报",
           description_en="seeing and weather forecast"),
        _S(name="creditlune", team="计费组 Billing", description_zh="机时额度计费",
           description_en="observing-credit billing", depends_on=("lunepg",)),
        _S(name="lunepg", kind="postgres", team="计费组 Billing", description_zh="计费数据库 (PostgreSQL)",
           description_en="billing database"),
    ),
    incidents=(
        IncidentSpec(id="dusk-cache-evictions", kind="cache", service="nocturbook", origin="duskrds",
                     start=_at(17, 19, 40), end=_at(17, 20, 5), error_rate=3, error_code="NCB-4417",
                     warn_code="DSK-W08"),
        IncidentSpec(id="vesper-lock-first", kind="database", flavor="lock_wait", service="quillsched",
                     origin="vesperdb", start=_at(17, 21, 30), end=_at(17, 21, 50), error_rate=4,
                     error_code="QSK-7104", warn_code="VSP-LW3", upstream=("exposlotter", "nocturbook"),
                     upstream_code="XSL-5093", order_failure_share=0.7, order_status="SLOT_LOCKED_OUT"),
        IncidentSpec(id="kometidx-slow", kind="database", flavor="slow_query", service="mirasift",
                     origin="kometidx", start=_at(17, 23, 10), end=_at(18, 1, 20), error_rate=2,
                     error_code="MRS-2208", warn_code="KMX-W41", upstream=("nocturbook",), upstream_code="NCB-5041"),
        IncidentSpec(id="seeing-blip", kind="blip", service="seeingcast", start=_at(18, 1, 40), end=_at(18, 1, 52),
                     error_rate=0, warn_code="SGC-W19", alert_severity="warning"),
        IncidentSpec(id="photonmill-rollout", kind="deploy", service="photonmill", start=_at(18, 2, 0),
                     end=_at(18, 2, 8), error_rate=0, version="11.2.0", previous_version="11.1.5", rollout_ok=True),
        IncidentSpec(id="vesper-lock-second", kind="database", flavor="lock_wait", service="quillsched",
                     origin="vesperdb", start=_at(18, 2, 10), end=_at(18, 2, 45), error_rate=4,
                     error_code="QSK-7104", warn_code="VSP-LW3", upstream=("exposlotter", "nocturbook"),
                     upstream_code="XSL-5093", order_failure_share=0.7, order_status="SLOT_LOCKED_OUT"),
        IncidentSpec(id="satrakka-cert", kind="certificate", service="streakvet", origin="satrakka",
                     start=_at(18, 3, 0), error_rate=3, error_code="STV-4961", upstream=("exposlotter",),
                     upstream_code="XSL-4962", order_failure_share=0.5, order_status="PASS_UNCHECKED"),
        IncidentSpec(id="calibrix-deploy", kind="deploy", service="calibrix", start=_at(18, 4, 5), end=_at(18, 4, 25),
                     error_rate=4, error_code="CBX-5006", version="3.8.0", previous_version="3.7.4"),
        IncidentSpec(id="frame-backlog", kind="queue", service="framecourier", origin="lumenq",
                     start=_at(18, 4, 50), error_rate=2, error_code="FRC-3310", warn_code="FRC-W12",
                     topic="lumenq.frames.deliver", alert_severity="warning"),
    ),
)
