"""Held-out world ``veilshot``: wedding photo studios (shoot bookings, photographer rosters, online galleries,
printed albums) in America/Cayman (UTC-05:00, no daylight time; "now" is 16:45 local on 5 December 2026 =
21:45 UTC on 5 December; the data begin at 06:45 local on 4 December). Ids: couples' orders (shoot bookings,
deposits and album orders, all made by the couples portal vowlace) ``VLS00417-GC``, couples ``cpl-4821KT``,
trace ids ``vsh-`` + 12 hex digits.

Incidents (local times):

* a photographer-roster database pool exhaustion yesterday (4 December) 18:00-18:45 under the shoot booking
  app shootbook (origin rosterdb, a Postgres; callers' errors on the couples portal vowlace; chain vowlace ->
  shootbook -> rosterdb; resolved);
* the album-print queue backlog TWICE today: this morning 09:10-09:50 (resolved) and again since 16:20 (still
  going on at "now"); the album print worker albumpress behind the queue foliolane-q, topic
  ``album.print.jobs``; callers' errors on vowlace (chain vowlace -> albumpress -> foliolane-q); failed album
  orders as records both times, status ``ALBUM_FAILED``;
* an expired certificate of the deposit-payment partner cowriepay 13:00-13:30 today, seen by the deposit service
  vowpay and the couples portal (declined deposits as records, status ``DEPOSIT_DECLINED``; resolved);
* a clean rollout of the online gallery glintgal 4.12.0 at 16:15-16:19 today (``rollout_ok``: a tempting false
  cause of the second album backlog five minutes later).

Healthy: the photographer roster service crewlens (on the same rosterdb), the print lab partner inkmill, the
retouching service tintloom, the couples notifications chirpwed, the portal database vowlace-db, the gallery
search index glintgal-es.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Cayman")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="veilshot",
    title="Veilshot wedding photo studios",
    seed=70512,
    timezone="America/Cayman",
    anchor=_at(5, 16, 45),
    hours=34,
    ids=IdFormats(order="VLS{seq:5}-GC", user="cpl-{num:4}{alpha:2}", trace="vsh-{hex:12}"),
    order_service="vowlace",
    orders_per_hour=40,
    order_statuses=("BOOKED", "SHOT", "GALLERY_READY", "DELIVERED"),
    vocab=Vocabulary(request_rate="vs_req_rate", latency="vs_p99_latency_ms", error_ratio="vs_fail_ratio",
                     hit_ratio="vs_cache_hit_frac", evictions="vs_cache_evictions_ps",
                     query_latency="vs_sql_p99_ms", lock_waits="vs_row_lock_waits_ps", pool_in_use="vs_conns_busy",
                     pool_size="vs_conns_max", consumer_lag="album_jobs_unprinted",
                     tls_days="partner_cert_days_to_expiry", tls_failures="partner_tls_errors_ps",
                     cache_alert="VsCacheHitDropped", latency_alert="VsP99TooHigh",
                     error_alert="VsFailRatioHigh", db_alert="VsSqlSlowdown", pool_alert="VsConnsAllBusy",
                     lag_alert="AlbumJobsPilingUp", tls_alert="PartnerTlsHandshakeBroken"),
    services=(
        _S(name="vowlace", team="新人门户组 Couples Portal", description_zh="新人客户门户 (预约、定金、相册下单)",
           description_en="couples portal",
           depends_on=("vowlace-db", "shootbook", "vowpay", "albumpress", "glintgal", "chirpwed")),
        _S(name="vowlace-db", kind="mysql", team="新人门户组 Couples Portal", description_zh="门户订单数据库 (MySQL)",
           description_en="portal orders database"),
        _S(name="shootbook", team="档期组 Scheduling", description_zh="拍摄预约服务",
           description_en="shoot booking app", depends_on=("rosterdb", "crewlens")),
        _S(name="crewlens", team="档期组 Scheduling", description_zh="摄影师排班服务",
           description_en="photographer roster service", depends_on=("rosterdb",)),
        _S(name="rosterdb", kind="postgres", team="档期组 Scheduling", description_zh="摄影师排班数据库 (PostgreSQL)",
           description_en="photographer roster database"),
        _S(name="albumpress", team="相册组 Albums", description_zh="相册印制服务 (消费印制队列)",
           description_en="album print worker", depends_on=("foliolane-q", "inkmill", "glintgal")),
        _S(name="foliolane-q", kind="kafka", team="相册组 Albums", description_zh="相册印制队列 (Kafka)",
           description_en="album print queue"),
        _S(name="inkmill", kind="external", team="外部 External", description_zh="印厂合作方",
           description_en="print lab partner"),
        _S(name="vowpay", team="收款组 Deposits", description_zh="定金收款服务",
           description_en="deposit payment service", depends_on=("cowriepay", "chirpwed")),
        _S(name="cowriepay", kind="external", team="外部 External", description_zh="定金支付合作方",
           description_en="deposit payment partner"),
        _S(name="glintgal", team="画廊组 Galleries", description_zh="在线相册画廊",
           description_en="online gallery", depends_on=("glintgal-es", "tintloom")),
        _S(name="glintgal-es", kind="elasticsearch", team="画廊组 Galleries",
           description_zh="画廊检索索引 (Elasticsearch)", description_en="gallery search index"),
        _S(name="tintloom", team="修图组 Retouching", description_zh="修图服务",
           description_en="photo retouching service"),
        _S(name="chirpwed", team="消息组 Messaging", description_zh="新人通知服务 (短信与邮件)",
           description_en="couples notifications"),
    ),
    incidents=(
        IncidentSpec(id="rosterdb-pool", kind="database", flavor="pool", service="shootbook", origin="rosterdb",
                     start=_at(4, 18, 0), end=_at(4, 18, 45), error_rate=3, error_code="SHB-5341",
                     warn_code="RDB-W17", upstream=("vowlace",), upstream_code="VWL-5034"),
        IncidentSpec(id="album-backlog-morning", kind="queue", service="albumpress", origin="foliolane-q",
                     start=_at(5, 9, 10), end=_at(5, 9, 50), error_rate=2, error_code="ALP-5072",
                     warn_code="FLQ-W31", topic="album.print.jobs", upstream=("vowlace",), upstream_code="VWL-5031",
                     order_failure_share=0.4, order_status="ALBUM_FAILED"),
        IncidentSpec(id="deposit-partner-cert", kind="certificate", service="vowpay", origin="cowriepay",
                     start=_at(5, 13, 0), end=_at(5, 13, 30), error_rate=4, error_code="VWP-5260",
                     upstream=("vowlace",), upstream_code="VWL-5062", order_failure_share=0.5,
                     order_status="DEPOSIT_DECLINED"),
        IncidentSpec(id="glintgal-rollout", kind="deploy", service="glintgal", start=_at(5, 16, 15),
                     end=_at(5, 16, 19), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="album-backlog-evening", kind="queue", service="albumpress", origin="foliolane-q",
                     start=_at(5, 16, 20), error_rate=2, error_code="ALP-5072", warn_code="FLQ-W31",
                     topic="album.print.jobs", upstream=("vowlace",), upstream_code="VWL-5031",
                     order_failure_share=0.6, order_status="ALBUM_FAILED"),
    ),
)
