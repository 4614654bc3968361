"""Held-out world ``reedmill``: a community radio network (show schedules, ad-slot sales, stream relays, listener
donations) in Asia/Chita (UTC+09:00, no daylight time; "now" is 07:15 local on 4 December = 22:15 UTC on 3 December,
so the UTC date is a day behind the local one; records (donations and ad-slot bookings, kept by the order desk
tillnook) ``RMX-00417-KQ``, listeners ``LS_7K2Q_418``, trace ids 8 hex digits + ``-rm-`` + 8 hex digits).

Incidents: the stream relay partner wavecarry's certificate expired at 06:30 today, still going, logged only by
its caller, the listeners' app backend auralo (TLS handshake failures, code ``AUL-7301``; no records fail); a
connection pool exhaustion on the donation ledger potledger last night 23:40-00:25 (across local midnight), origin
the donation database potledger-pg, three hops below auralo (auralo -> pledgit -> potledger -> potledger-pg; pledgit
fails too; failed donations as records, status ``DONATION_VOID``); an ad-slot booking queue backlog yesterday
15:00-15:30 (the booking worker slotwright behind adrail-q, topic ``adslot.bookings``, its caller spotmart fails
too; failed ad bookings as records, status ``SLOT_BOUNCED``); a clean rollout of the show schedule service rundowner
3.14.0 at 06:20-06:27 today (``rollout_ok``; a tempting false cause for auralo's errors from 06:30); a WARN-only
latency blip of the transmitter telemetry masthum at 04:00-04:11 today.
Healthy: the order desk database tillnook-db, the schedule database rundowner-db, the audio clip library jinglebin,
the thank-you notifier ringmail (and, apart from the records they keep, tillnook; rundowner besides its clean
rollout).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Chita")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="reedmill",
    title="Reedmill community radio network",
    seed=90417,
    timezone="Asia/Chita",
    anchor=_at(4, 7, 15),
    hours=34,
    ids=IdFormats(order="RMX-{seq:5}-{alpha:2}", user="LS_{alnum:4}_{num:3}", trace="{hex:8}-rm-{hex:8}"),
    order_service="tillnook",
    orders_per_hour=40,
    order_statuses=("LOGGED", "SETTLED", "SETTLED", "ACKNOWLEDGED"),
    vocab=Vocabulary(request_rate="onair_calls_ps", latency="onair_p99_ms", error_ratio="onair_err_frac",
                     hit_ratio="clip_cache_hit_frac", evictions="clip_cache_evicts_ps",
                     query_latency="pot_sql_p99_ms", lock_waits="pot_lock_waits_ps", pool_in_use="pot_conns_busy",
                     pool_size="pot_conns_max", consumer_lag="adslot_msgs_behind",
                     tls_days="relay_cert_days_left", tls_failures="relay_tls_errs_ps",
                     cache_alert="ClipCacheCold", latency_alert="OnAirP99Slow",
                     error_alert="OnAirErrFracHigh", db_alert="PotSqlSlow", pool_alert="PotConnsMaxed",
                     lag_alert="AdSlotBacklogGrowing", tls_alert="RelayTlsExpired"),
    services=(
        _S(name="auralo", team="听众App组 Listener App", description_zh="听众App后端 (收听、捐款入口)",
           description_en="listeners' app backend",
           depends_on=("wavecarry", "pledgit", "rundowner", "jinglebin")),
        _S(name="wavecarry", kind="external", team="外部 External", description_zh="流媒体中继合作方",
           description_en="stream relay partner"),
        _S(name="pledgit", team="捐款组 Donations", description_zh="听众捐款服务",
           description_en="listener donation service", depends_on=("potledger", "ringmail")),
        _S(name="potledger", team="捐款组 Donations", description_zh="捐款账本服务",
           description_en="donation ledger", depends_on=("potledger-pg",)),
        _S(name="potledger-pg", kind="postgres", team="捐款组 Donations", description_zh="捐款数据库 (PostgreSQL)",
           description_en="donation database"),
        _S(name="tillnook", team="财务组 Finance Desk", description_zh="订单台 (记录捐款与广告位预订)",
           description_en="order desk (donation and ad-slot records)",
           depends_on=("tillnook-db", "pledgit", "spotmart")),
        _S(name="tillnook-db", kind="mysql", team="财务组 Finance Desk", description_zh="订单台数据库 (MySQL)",
           description_en="order desk database"),
        _S(name="spotmart", team="广告销售组 Ad Sales", description_zh="广告位销售服务",
           description_en="ad-slot sales", depends_on=("slotwright",)),
        _S(name="slotwright", team="广告销售组 Ad Sales", description_zh="广告位预订处理器 (读预订队列)",
           description_en="ad-slot booking worker", depends_on=("adrail-q", "rundowner")),
        _S(name="adrail-q", kind="kafka", team="广告销售组 Ad Sales", description_zh="广告位预订队列 (Kafka)",
           description_en="ad-slot booking queue"),
        _S(name="rundowner", team="节目编排组 Programming", description_zh="节目单服务",
           description_en="show schedule service", depends_on=("rundowner-db",)),
        _S(name="rundowner-db", kind="mysql", team="节目编排组 Programming", description_zh="节目单数据库 (MySQL)",
           description_en="show schedule database"),
        _S(name="masthum", team="播出工程组 Broadcast Engineering", description_zh="发射机遥测服务",
           description_en="transmitter telemetry"),
        _S(name="jinglebin", team="播出工程组 Broadcast Engineering", description_zh="音频素材库 (片头、垫乐)",
           description_en="audio clip library"),
        _S(name="ringmail", team="听众关系组 Listener Care", description_zh="感谢信通知服务",
           description_en="thank-you notifier"),
    ),
    incidents=(
        IncidentSpec(id="wavecarry-cert-expired", kind="certificate", service="auralo", origin="wavecarry",
                     start=_at(4, 6, 30), error_rate=3, error_code="AUL-7301"),
        IncidentSpec(id="rundowner-rollout", kind="deploy", service="rundowner", start=_at(4, 6, 20),
                     end=_at(4, 6, 27), version="3.14.0", previous_version="3.13.2", rollout_ok=True),
        IncidentSpec(id="masthum-blip", kind="blip", service="masthum", start=_at(4, 4, 0), end=_at(4, 4, 11),
                     error_rate=0, warn_code="MST-W22", alert_severity="warning"),
        IncidentSpec(id="potledger-pool", kind="database", flavor="pool", service="potledger",
                     origin="potledger-pg", start=_at(3, 23, 40), end=_at(4, 0, 25), error_rate=3,
                     error_code="PTL-6402", warn_code="PPG-W19", upstream=("pledgit",), upstream_code="PLG-5031",
                     order_failure_share=0.5, order_status="DONATION_VOID"),
        IncidentSpec(id="adrail-backlog", kind="queue", service="slotwright", origin="adrail-q",
                     start=_at(3, 15, 0), end=_at(3, 15, 30), error_rate=2, error_code="SLW-4087",
                     warn_code="ADQ-W03", topic="adslot.bookings", upstream=("spotmart",), upstream_code="SPM-5022",
                     order_failure_share=0.4, order_status="SLOT_BOUNCED"),
    ),
)
