"""Held-out world ``quotaboat``: small-island fishery licensing and catch reporting in Atlantic/Stanley (UTC-03:00 all
year, no daylight time; "now" is 23:35 local on 5 December = 02:35 UTC on 6 December, so everything after 21:00 local
is stored on the next UTC date; the data span 34 hours, from 13:35 local on 4 December). Filings (licence renewals and
catch logbook submissions, made in the fishers' app skiffdesk) ``FK000417/LB`` (six digits and a ``/LB`` suffix),
fishers ``lic20417.fk``, trace ids ``stn`` + 13 hex digits.

Incidents (local times, 5 December):

* 09:00-09:25 the vessel-tracker partner orbwatch presents an expired certificate; only its caller, the vessel
  tracker beaconfix, logs it (TLS errors, ``BCF-5261``; resolved).
* 20:10-20:40 lock waits on the licence database licvault (``LVT-W23``), three hops below the fishers' app
  (skiffdesk -> permitwell -> licsentry -> licvault): the licence registry check licsentry fails (``LSN-5072``), the
  licence renewal service permitwell fails calling it (``PMW-5031``), licence renewals fail as records (status
  ``RENEWAL_FAILED``); resolved.
* 21:00-21:10 a WARN-only latency blip of the harbour-camera service quaycam (``QYC-W31``; resolved).
* 22:45-22:49 a clean rollout of the quota ledger service tallyhold 4.12.0 (from 4.11.3; ``rollout_ok``: INFO lines
  only; a tempting false cause five minutes before the backlog, the catch-logbook processor calls tallyhold).
* since 22:50, still going at "now": consumer lag of the catch-logbook processor haulslip on the catch-logbook queue
  creelq (topic ``catch.logbook``; WARN ``HSP-W09``, ERROR ``HSP-4086``); the fishers' app skiffdesk fails calling it
  (``SKD-5044``) and logbook submissions fail as records (status ``LOGBOOK_BOUNCED``).

Healthy: the quota ledger service tallyhold and its database tallyrow (apart from tallyhold's clean rollout lines),
the licence fee service finfee, the SMS notices service gullpost, the fisheries inspector tablet inspectra (it calls
licsentry but logs no errors), and, outside their windows, beaconfix, quaycam, permitwell, licsentry and licvault.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Atlantic/Stanley")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="quotaboat",
    title="Quotaboat island fishery licensing and catch reporting",
    seed=770512,
    timezone="Atlantic/Stanley",
    anchor=_at(5, 23, 35),
    hours=34,
    ids=IdFormats(order="FK{seq:6}/LB", user="lic{num:5}.fk", trace="stn{hex:13}"),
    order_service="skiffdesk",
    orders_per_hour=36,
    order_statuses=("FILED", "ACCEPTED", "ACCEPTED", "SETTLED"),
    vocab=Vocabulary(request_rate="fish_calls_ps", latency="fish_p99_ms", error_ratio="fish_err_frac",
                     hit_ratio="fish_cache_hit_frac", evictions="fish_cache_evict_ps",
                     query_latency="fishdb_query_p99_ms", lock_waits="fishdb_lock_waits_ps",
                     pool_in_use="fishdb_conns_busy", pool_size="fishdb_conns_max",
                     consumer_lag="logbook_msgs_behind", tls_days="tracker_cert_days_left",
                     tls_failures="tracker_tls_errors_ps", cache_alert="FishCacheHitDrop",
                     latency_alert="FishP99Slow", error_alert="FishErrFracHigh", db_alert="FishDbLocksPiling",
                     pool_alert="FishDbConnsFull", lag_alert="CatchLogLagHigh", tls_alert="TrackerTlsExpired"),
    services=(
        _S(name="skiffdesk", team="渔民服务组 Fisher Services", description_zh="渔民App (执照续期与渔获日志填报)",
           description_en="fishers' app", depends_on=("permitwell", "haulslip", "beaconfix", "gullpost")),
        _S(name="permitwell", team="执照组 Licensing", description_zh="执照续期服务",
           description_en="licence renewal service", depends_on=("licsentry", "finfee")),
        _S(name="licsentry", team="执照组 Licensing", description_zh="执照登记核验",
           description_en="licence registry check", depends_on=("licvault",)),
        _S(name="licvault", kind="postgres", team="执照组 Licensing", description_zh="执照数据库 (PostgreSQL)",
           description_en="licence database"),
        _S(name="finfee", team="缴费组 Fees", description_zh="执照缴费服务",
           description_en="licence fee payments"),
        _S(name="haulslip", team="渔获申报组 Catch Reporting", description_zh="渔获日志处理 (读日志队列)",
           description_en="catch-logbook processor", depends_on=("creelq", "tallyhold")),
        _S(name="creelq", kind="kafka", team="渔获申报组 Catch Reporting", description_zh="渔获日志队列 (Kafka)",
           description_en="catch-logbook queue"),
        _S(name="tallyhold", team="配额组 Quota", description_zh="配额账本服务",
           description_en="quota ledger service", depends_on=("tallyrow",)),
        _S(name="tallyrow", kind="mysql", team="配额组 Quota", description_zh="配额账本数据库 (MySQL)",
           description_en="quota ledger database"),
        _S(name="beaconfix", team="船位组 Vessel Tracking", description_zh="渔船船位追踪",
           description_en="vessel tracker", depends_on=("orbwatch",)),
        _S(name="orbwatch", kind="external", team="外部 External", description_zh="卫星船位合作方",
           description_en="satellite tracking partner"),
        _S(name="quaycam", team="码头运营组 Harbour Ops", description_zh="码头摄像头服务",
           description_en="harbour camera service"),
        _S(name="gullpost", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notices"),
        _S(name="inspectra", team="渔政检查组 Inspection", description_zh="渔检员平板",
           description_en="fisheries inspector tablet", depends_on=("licsentry", "beaconfix")),
    ),
    incidents=(
        IncidentSpec(id="orbwatch-cert", kind="certificate", service="beaconfix", origin="orbwatch",
                     start=_at(5, 9, 0), end=_at(5, 9, 25), error_rate=2, error_code="BCF-5261"),
        IncidentSpec(id="licvault-locks", kind="database", flavor="lock_wait", service="licsentry", origin="licvault",
                     start=_at(5, 20, 10), end=_at(5, 20, 40), error_rate=3, error_code="LSN-5072",
                     warn_code="LVT-W23", upstream=("permitwell",), upstream_code="PMW-5031",
                     order_failure_share=0.45, order_status="RENEWAL_FAILED"),
        IncidentSpec(id="quaycam-blip", kind="blip", service="quaycam", start=_at(5, 21, 0), end=_at(5, 21, 10),
                     error_rate=0, warn_code="QYC-W31", alert_severity="warning"),
        IncidentSpec(id="tallyhold-rollout", kind="deploy", service="tallyhold", start=_at(5, 22, 45),
                     end=_at(5, 22, 49), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="creelq-backlog", kind="queue", service="haulslip", origin="creelq", start=_at(5, 22, 50),
                     error_rate=2, error_code="HSP-4086", warn_code="HSP-W09", topic="catch.logbook",
                     upstream=("skiffdesk",), upstream_code="SKD-5044", order_failure_share=0.4,
                     order_status="LOGBOOK_BOUNCED"),
    ),
)
