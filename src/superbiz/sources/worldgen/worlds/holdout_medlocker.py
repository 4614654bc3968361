"""Held-out world ``medlocker``: pharmacy pickup lockers in apartment lobbies (prescription intake, locker
allocation, courier drops, patient notifications) in America/Belize (UTC-06:00, no daylight time; "now" is 04:40
local on 6 December = 10:40 UTC on 6 December, before dawn; pickup requests ``MDL:Q7K:00412`` (made by the
prescription intake scriptdock), patients ``pt418220-bz``, trace ids ``mlk-`` + 12 hex digits).

Incidents: lock waits on the locker-allocation database slotvault-db today 03:50-04:20 (resolved) behind the locker
allocation service slotvault, reaching the intake scriptdock (chain scriptdock -> slotvault -> slotvault-db;
failed pickups as records, status ``LOCKER_UNASSIGNED``); a clean rollout of the courier app dropmate 6.1.0 today
at 03:45-03:51 (``rollout_ok``; a tempting false cause); a patient-notification queue backlog yesterday evening
19:10-19:50 (the notifier pingwell behind the queue pingwell-q, topic ``patient.pickup.notices``; failed records,
status ``NOTICE_UNSENT``; resolved); an expired certificate of the prescription-verification partner pharmacred
yesterday 22:00-22:30, logged only by its caller rxvetter (resolved); a WARN-only latency blip of the lobby door
controller foyerlatch today 02:00-02:12 (resolved).
Healthy: the courier route planner routewick, the patient directory patientdir and its database patientdir-pg,
the SMS partner smsvine, the intake database scriptdock-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Belize")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="medlocker",
    title="Medlocker pharmacy pickup lockers",
    seed=80417,
    timezone="America/Belize",
    anchor=_at(6, 4, 40),
    hours=34,
    ids=IdFormats(order="MDL:{alnum:3}:{seq:5}", user="pt{num:6}-bz", trace="mlk-{hex:12}"),
    order_service="scriptdock",
    orders_per_hour=30,
    order_statuses=("RECEIVED", "IN_LOCKER", "IN_LOCKER", "PICKED_UP"),
    vocab=Vocabulary(request_rate="rx_intake_rps", latency="rx_p99_millis", error_ratio="rx_err_share",
                     hit_ratio="slot_cache_hit_share", evictions="slot_cache_evict_rate",
                     query_latency="locker_sql_p99_millis", lock_waits="locker_row_lock_waits",
                     pool_in_use="locker_db_conns_busy", pool_size="locker_db_conns_max",
                     consumer_lag="pickup_notices_behind", tls_days="verifier_cert_days_to_expiry",
                     tls_failures="verifier_tls_errors_ps", cache_alert="SlotCacheHitDrop",
                     latency_alert="RxP99Degraded", error_alert="RxErrShareHigh", db_alert="LockerSqlStalled",
                     pool_alert="LockerDbConnsFull", lag_alert="PickupNoticesBehind",
                     tls_alert="VerifierTlsRejected"),
    services=(
        _S(name="scriptdock", team="处方接收组 Rx Intake", description_zh="处方接收服务 (取药单创建)",
           description_en="prescription intake", depends_on=("scriptdock-db", "slotvault", "rxvetter",
                                                              "patientdir", "pingwell")),
        _S(name="scriptdock-db", kind="postgres", team="处方接收组 Rx Intake",
           description_zh="取药单数据库 (PostgreSQL)", description_en="pickup request database"),
        _S(name="slotvault", team="柜格分配组 Locker Allocation", description_zh="柜格分配服务",
           description_en="locker allocation service", depends_on=("slotvault-db",)),
        _S(name="slotvault-db", kind="mysql", team="柜格分配组 Locker Allocation",
           description_zh="柜格分配数据库 (MySQL)", description_en="locker allocation database"),
        _S(name="rxvetter", team="处方核验组 Rx Verification", description_zh="处方核验服务",
           description_en="prescription verification service", depends_on=("pharmacred",)),
        _S(name="pharmacred", kind="external", team="外部 External", description_zh="处方核验合作方",
           description_en="prescription verification partner"),
        _S(name="dropmate", team="快递员组 Courier", description_zh="快递员投柜App",
           description_en="courier drop app", depends_on=("slotvault", "routewick")),
        _S(name="routewick", team="快递员组 Courier", description_zh="快递员路线规划",
           description_en="courier route planner"),
        _S(name="pingwell", team="患者通知组 Patient Notify", description_zh="患者取药通知服务 (读通知队列)",
           description_en="patient notifier", depends_on=("pingwell-q", "smsvine")),
        _S(name="pingwell-q", kind="kafka", team="患者通知组 Patient Notify", description_zh="取药通知队列 (Kafka)",
           description_en="pickup notice queue"),
        _S(name="smsvine", kind="external", team="外部 External", description_zh="短信合作方",
           description_en="SMS partner"),
        _S(name="foyerlatch", team="大堂设备组 Lobby Devices", description_zh="大堂门禁控制器",
           description_en="lobby door controller", depends_on=("slotvault",)),
        _S(name="patientdir", team="患者档案组 Patient Records", description_zh="患者档案服务",
           description_en="patient directory", depends_on=("patientdir-pg",)),
        _S(name="patientdir-pg", kind="postgres", team="患者档案组 Patient Records",
           description_zh="患者档案数据库 (PostgreSQL)", description_en="patient directory database"),
    ),
    incidents=(
        IncidentSpec(id="slotvault-lock-waits", kind="database", flavor="lock_wait", service="slotvault",
                     origin="slotvault-db", start=_at(6, 3, 50), end=_at(6, 4, 20), error_rate=3,
                     error_code="SLV-4231", warn_code="SVD-W19", upstream=("scriptdock",),
                     upstream_code="SCD-5032", order_failure_share=0.45, order_status="LOCKER_UNASSIGNED"),
        IncidentSpec(id="dropmate-rollout", kind="deploy", service="dropmate", start=_at(6, 3, 45),
                     end=_at(6, 3, 51), version="6.1.0", previous_version="6.0.4", rollout_ok=True),
        IncidentSpec(id="pingwell-backlog", kind="queue", service="pingwell", origin="pingwell-q",
                     start=_at(5, 19, 10), end=_at(5, 19, 50), error_rate=2, error_code="PGW-4417",
                     warn_code="PWQ-W05", topic="patient.pickup.notices", order_failure_share=0.4,
                     order_status="NOTICE_UNSENT"),
        IncidentSpec(id="pharmacred-cert", kind="certificate", service="rxvetter", origin="pharmacred",
                     start=_at(5, 22, 0), end=_at(5, 22, 30), error_rate=2, error_code="RXV-5260"),
        IncidentSpec(id="foyerlatch-blip", kind="blip", service="foyerlatch", start=_at(6, 2, 0),
                     end=_at(6, 2, 12), error_rate=0, warn_code="FYL-W08", alert_severity="warning"),
    ),
)
