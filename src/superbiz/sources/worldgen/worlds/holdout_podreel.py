"""Held-out world ``podreel``: podcast hosting with dynamic ad insertion in Pacific/Galapagos (UTC-06:00, no daylight
time; "now" is 20:40 local on 6 December = 02:40 UTC on 7 December, so anything after 18:00 local is stored on the
next UTC date; episode records ``EPI~26~K7QZ04`` (made by the creator studio podloft; uploads and their revenue
payouts), creators ``crtr-48213-gx``, trace ids ``prl`` + 13 hex digits).

Incidents: a payout partner certificate expiry yesterday (5 December) 09:00-09:30 at the bank partner tallybank,
failing the creator payout service coinrill (failed payouts as records, status ``PAYOUT_FAILED``); a WARN-only
latency blip of the RSS feed service feedlark today 18:00-18:12; a clean rollout of the listening analytics earcount
4.6.0 at 19:45-19:51 (``rollout_ok``; a tempting false cause); an eviction storm on the ad-decisioning cache
spotpick-redis 19:50-20:20 (resolved twenty minutes before "now"), behind the ad decisioning service spotpick and
reaching the listener player hearkn two hops above the cache (chain hearkn -> spotpick -> spotpick-redis); a
transcoding queue backlog since 20:15, still going, on transmux-q (topic ``episodes.transcode``) behind the
transcoding worker transmux, reaching the creator studio podloft (failed episode uploads as records, status
``UPLOAD_FAILED``).
Healthy: the audio storage wavestash, the episode database podloft-pg, the creator notifier pingquill, the
analytics index earcount-es, the payout database coinrill-pg (and earcount itself, whose rollout went fine).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Galapagos")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="podreel",
    title="Podreel podcast hosting with dynamic ad insertion",
    seed=70613,
    timezone="Pacific/Galapagos",
    anchor=_at(6, 20, 40),
    hours=38,
    ids=IdFormats(order="EPI~26~{alnum:6}", user="crtr-{num:5}-gx", trace="prl{hex:13}"),
    order_service="podloft",
    orders_per_hour=40,
    order_statuses=("UPLOADED", "TRANSCODED", "PUBLISHED", "PUBLISHED"),
    vocab=Vocabulary(request_rate="reel_req_ps", latency="reel_p99_millis", error_ratio="reel_fault_frac",
                     hit_ratio="adpick_cache_hit_frac", evictions="adpick_cache_evicted_ps",
                     query_latency="reel_sql_p99_millis", lock_waits="reel_row_waits_ps",
                     pool_in_use="reel_conns_busy", pool_size="reel_conns_max",
                     consumer_lag="transcode_jobs_queued", tls_days="bank_cert_days_to_expiry",
                     tls_failures="bank_tls_fail_ps", cache_alert="AdPickCacheColdMiss",
                     latency_alert="ReelP99Crawling", error_alert="ReelFaultFracHigh", db_alert="ReelSqlSluggish",
                     pool_alert="ReelConnsMaxedOut", lag_alert="TranscodeJobsStacking",
                     tls_alert="PayoutBankTlsRejected"),
    services=(
        _S(name="hearkn", team="收听端组 Listener Apps", description_zh="收听播放器 (听众端播放与广告插播)",
           description_en="listener player", depends_on=("spotpick", "feedlark", "wavestash")),
        _S(name="spotpick", team="广告组 Ad Tech", description_zh="广告决策服务 (动态插播选广告)",
           description_en="ad decisioning service", depends_on=("spotpick-redis",)),
        _S(name="spotpick-redis", kind="redis", team="广告组 Ad Tech", description_zh="广告决策缓存 (Redis)",
           description_en="ad decisioning cache"),
        _S(name="feedlark", team="分发组 Distribution", description_zh="RSS 订阅源服务",
           description_en="RSS feed service", depends_on=("podloft-pg",)),
        _S(name="wavestash", team="存储组 Storage", description_zh="音频存储 (节目音频文件)",
           description_en="audio storage"),
        _S(name="podloft", team="创作者组 Creator Studio", description_zh="创作者工作台 (节目上传与发布)",
           description_en="creator studio",
           depends_on=("podloft-pg", "transmux", "coinrill", "wavestash", "pingquill")),
        _S(name="podloft-pg", kind="postgres", team="创作者组 Creator Studio",
           description_zh="节目数据库 (PostgreSQL)", description_en="episode database"),
        _S(name="transmux", team="媒体处理组 Media Pipeline", description_zh="转码服务 (读转码队列)",
           description_en="transcoding worker", depends_on=("transmux-q", "wavestash")),
        _S(name="transmux-q", kind="kafka", team="媒体处理组 Media Pipeline", description_zh="转码队列 (Kafka)",
           description_en="transcoding queue"),
        _S(name="coinrill", team="创作者结算组 Creator Payouts", description_zh="创作者分成打款服务",
           description_en="creator payout service", depends_on=("coinrill-pg", "tallybank")),
        _S(name="coinrill-pg", kind="postgres", team="创作者结算组 Creator Payouts",
           description_zh="结算数据库 (PostgreSQL)", description_en="payout database"),
        _S(name="tallybank", kind="external", team="外部 External", description_zh="打款合作银行",
           description_en="payout bank partner"),
        _S(name="earcount", team="数据组 Analytics", description_zh="收听统计服务",
           description_en="listening analytics", depends_on=("earcount-es",)),
        _S(name="earcount-es", kind="elasticsearch", team="数据组 Analytics", description_zh="统计索引 (Elasticsearch)",
           description_en="analytics index"),
        _S(name="pingquill", team="消息组 Messaging", description_zh="创作者通知推送",
           description_en="creator notifier"),
    ),
    incidents=(
        IncidentSpec(id="coinrill-bank-cert", kind="certificate", service="coinrill", origin="tallybank",
                     start=_at(5, 9, 0), end=_at(5, 9, 30), error_rate=2, error_code="CNR-4951",
                     order_failure_share=0.6, order_status="PAYOUT_FAILED"),
        IncidentSpec(id="feedlark-blip", kind="blip", service="feedlark", start=_at(6, 18, 0), end=_at(6, 18, 12),
                     error_rate=0, warn_code="FDL-W03", alert_severity="warning"),
        IncidentSpec(id="earcount-rollout", kind="deploy", service="earcount", start=_at(6, 19, 45),
                     end=_at(6, 19, 51), version="4.6.0", previous_version="4.5.2", rollout_ok=True),
        IncidentSpec(id="spotpick-evictions", kind="cache", service="spotpick", origin="spotpick-redis",
                     start=_at(6, 19, 50), end=_at(6, 20, 20), error_rate=3, error_code="SPK-5031",
                     warn_code="SPR-W14", upstream=("hearkn",), upstream_code="HRK-5022"),
        IncidentSpec(id="transmux-backlog", kind="queue", service="transmux", origin="transmux-q",
                     start=_at(6, 20, 15), error_rate=2, error_code="TMX-4417", warn_code="TMQ-W09",
                     topic="episodes.transcode", upstream=("podloft",), upstream_code="PDL-5040",
                     order_failure_share=0.4, order_status="UPLOAD_FAILED"),
    ),
)
