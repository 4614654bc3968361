"""Held-out world ``orbitpass``: a satellite ground-station network renting antenna passes to satellite operators
(pass bookings, downlink jobs, antenna telemetry) in Africa/Abidjan (UTC+00:00 all year: local time is UTC; "now" is
07:15 local on 6 December 2026 = 07:15 UTC; records (pass bookings and downlink jobs, made by the operator portal
dishdeck) ``OBP-00417-QZ``, satellite operators ``SATCAT-44713``, trace ids ``obt-`` + 12 hex digits).

Incidents (local times = UTC):

* yesterday (5 December) 12:00-12:40: the weather-feed partner nimbostat's certificate expired; only its caller, the
  weather window checker skyglint, logs it (TLS handshake failures, code ``SKG-4953``; resolved);
* last night (6 December) 02:00-02:25: lock waits on the antenna telemetry database azimora-pg under the antenna
  telemetry service azimora, two hops below the operator portal (chain dishdeck -> azimora -> azimora-pg; codes
  ``AZP-W12`` / ``AZM-5031`` / ``DDK-5034``; resolved);
* this morning 05:30-06:20: a downlink-job queue backlog (the downlink job worker spoolwright behind the queue spoolq,
  topic ``downlink.jobs``; codes ``SPQ-W31`` / ``SPW-4521``; failed downlink jobs as records, status
  ``DOWNLINK_FAILED``; resolved);
* since 06:50: a bad deploy of the pass scheduler passkeel 7.4.0 (from 7.3.2), NOT rolled back, still failing at
  "now" (code ``PSK-5017``; the portal dishdeck fails with ``DDK-5002``; failed pass bookings as records, status
  ``BOOKING_REJECTED``).

Healthy: the billing service tallyorb (quiet) and its database tallyorb-pg, the notification sender pingwell, the data
delivery service rxhold, the portal database dishdeck-my, the schedule database passkeel-pg, the weather-feed partner
nimbostat and skyglint outside yesterday's window.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Abidjan")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="orbitpass",
    title="Orbitpass ground-station pass rental",
    seed=70613,
    timezone="Africa/Abidjan",
    anchor=_at(6, 7, 15),
    hours=36,
    ids=IdFormats(order="OBP-{seq:5}-{alpha:2}", user="SATCAT-{num:5}", trace="obt-{hex:12}"),
    order_service="dishdeck",
    orders_per_hour=40,
    order_statuses=("BOOKED", "TRACKED", "DELIVERED", "DELIVERED"),
    vocab=Vocabulary(request_rate="gs_req_per_s", latency="gs_p99_ms", error_ratio="gs_err_frac",
                     hit_ratio="ephem_cache_hit_frac", evictions="ephem_evicts_ps",
                     query_latency="tlm_sql_p99_ms", lock_waits="tlm_lock_waits_ps", pool_in_use="tlm_conns_busy",
                     pool_size="tlm_conns_max", consumer_lag="downlink_jobs_queued",
                     tls_days="wxfeed_cert_days_left", tls_failures="wxfeed_tls_fail_ps",
                     cache_alert="EphemCacheCold", latency_alert="GsP99Slow", error_alert="GsErrFracHigh",
                     db_alert="TlmDbContention", pool_alert="TlmConnsFull", lag_alert="DownlinkJobsStacking",
                     tls_alert="WxFeedTlsDown"),
    services=(
        _S(name="dishdeck", team="运营商门户组 Operator Portal", description_zh="运营商门户 (预订天线过境)",
           description_en="operator portal", depends_on=("dishdeck-my", "passkeel", "azimora", "tallyorb")),
        _S(name="dishdeck-my", kind="mysql", team="运营商门户组 Operator Portal", description_zh="门户数据库 (MySQL)",
           description_en="portal database"),
        _S(name="passkeel", team="排程组 Scheduling", description_zh="过境排程器",
           description_en="pass scheduler", depends_on=("passkeel-pg", "skyglint")),
        _S(name="passkeel-pg", kind="postgres", team="排程组 Scheduling", description_zh="排程数据库 (PostgreSQL)",
           description_en="schedule database"),
        _S(name="skyglint", team="气象组 Weather", description_zh="气象窗口评估",
           description_en="weather window checker", depends_on=("nimbostat",)),
        _S(name="nimbostat", kind="external", team="外部 External", description_zh="气象数据合作方",
           description_en="weather-feed partner"),
        _S(name="azimora", team="天线组 Antenna Ops", description_zh="天线遥测服务",
           description_en="antenna telemetry service", depends_on=("azimora-pg",)),
        _S(name="azimora-pg", kind="postgres", team="天线组 Antenna Ops", description_zh="天线遥测数据库 (PostgreSQL)",
           description_en="antenna telemetry database"),
        _S(name="spoolwright", team="下行组 Downlink", description_zh="下行任务处理器 (读下行队列)",
           description_en="downlink job worker", depends_on=("spoolq", "rxhold")),
        _S(name="spoolq", kind="kafka", team="下行组 Downlink", description_zh="下行任务队列 (Kafka)",
           description_en="downlink job queue"),
        _S(name="rxhold", team="数据交付组 Data Delivery", description_zh="下行数据交付",
           description_en="data delivery service", depends_on=("pingwell",)),
        _S(name="tallyorb", team="计费组 Billing", description_zh="计费服务",
           description_en="billing service", depends_on=("tallyorb-pg", "pingwell")),
        _S(name="tallyorb-pg", kind="postgres", team="计费组 Billing", description_zh="计费数据库 (PostgreSQL)",
           description_en="billing database"),
        _S(name="pingwell", team="消息组 Messaging", description_zh="通知推送服务",
           description_en="notification sender"),
    ),
    incidents=(
        IncidentSpec(id="passkeel-bad-deploy", kind="deploy", service="passkeel", start=_at(6, 6, 50),
                     error_rate=4, error_code="PSK-5017", version="7.4.0", previous_version="7.3.2",
                     upstream=("dishdeck",), upstream_code="DDK-5002", order_failure_share=0.5,
                     order_status="BOOKING_REJECTED"),
        IncidentSpec(id="spoolq-backlog", kind="queue", service="spoolwright", origin="spoolq",
                     start=_at(6, 5, 30), end=_at(6, 6, 20), error_rate=2, error_code="SPW-4521",
                     warn_code="SPQ-W31", topic="downlink.jobs", order_failure_share=0.45,
                     order_status="DOWNLINK_FAILED"),
        IncidentSpec(id="azimora-lock-wait", kind="database", flavor="lock_wait", service="azimora",
                     origin="azimora-pg", start=_at(6, 2, 0), end=_at(6, 2, 25), error_rate=3,
                     error_code="AZM-5031", warn_code="AZP-W12", upstream=("dishdeck",), upstream_code="DDK-5034"),
        IncidentSpec(id="nimbostat-cert", kind="certificate", service="skyglint", origin="nimbostat",
                     start=_at(5, 12, 0), end=_at(5, 12, 40), error_rate=3, error_code="SKG-4953"),
    ),
)
