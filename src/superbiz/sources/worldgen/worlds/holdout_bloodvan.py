"""Held-out world ``bloodvan``: mobile blood-donation drives (donor appointments, van routes, the donor registry,
lab couriers, SMS reminders) in Asia/Omsk (UTC+06:00, no daylight time; "now" is 13:05 local on 6 December =
07:05 UTC on 6 December; appointments ``KROV-4821-QZ`` (four digits, two letters; made by the donors' app
bludrop), donors ``omd_204417`` (six digits), trace ids ``bv`` + 16 hex digits).

Incidents (local times), all on or around the donors' app bludrop:
- slow queries on the donor registry database haemreg-db 11:40-12:20 (resolved), under the donor registry service
  haemreg and reaching the donors' app (chain bludrop -> haemreg -> haemreg-db, two hops below the app); failed
  appointments as records, status ``SLOT_TIMEOUT`` (the records of 11:40-12:05: from 12:05 the deploy's take them);
- a bad deploy of the appointment service venibook 4.12.0 at 12:05, rolled back to 4.11.2 at 12:30 (overlapping
  the slow queries; reaching the donors' app too); failed appointments as records, status ``BOOKING_FAILED``;
- a clean rollout of the van route planner vanplot 7.3.0 at 12:00-12:06 (``rollout_ok``; a tempting false cause);
- a lab courier queue backlog yesterday 09:00-09:40 (the lab courier dispatch labhop behind the queue labhop-q,
  topic ``courier.samples``; failed sample dispatches as records, status ``DISPATCH_FAILED``);
- the SMS partner textakit's expired certificate this morning 07:00-07:20, logged only by its caller, the SMS
  reminder service smsella;
- a WARN-only latency blip of the fridge temperature monitor fridgio at 10:15-10:27 (warning alert, resolved).
Healthy: the eligibility check eligo, the nurse rota crewtab, the appointment database venibook-pg, the van route
cache vanplot-redis, the van route planner vanplot itself (its rollout was clean).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Omsk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="bloodvan",
    title="Bloodvan mobile blood-donation drives",
    seed=71306,
    timezone="Asia/Omsk",
    anchor=_at(6, 13, 5),
    hours=36,
    ids=IdFormats(order="KROV-{num:4}-{alpha:2}", user="omd_{num:6}", trace="bv{hex:16}"),
    order_service="bludrop",
    orders_per_hour=40,
    order_statuses=("BOOKED", "CHECKED_IN", "DONATED", "DONATED"),
    vocab=Vocabulary(request_rate="drive_rps", latency="drive_p99_ms", error_ratio="drive_err_share",
                     hit_ratio="route_cache_hits", evictions="route_cache_evicts_ps",
                     query_latency="registry_sql_p99_ms", lock_waits="registry_lockwaits_ps",
                     pool_in_use="registry_conns_busy", pool_size="registry_conns_max",
                     consumer_lag="courier_msgs_behind", tls_days="sms_cert_days_left",
                     tls_failures="sms_tls_errs_ps", cache_alert="RouteCacheColdHits",
                     latency_alert="DriveP99Slow", error_alert="DriveErrShareHigh", db_alert="RegistrySqlSlow",
                     pool_alert="RegistryConnsFull", lag_alert="CourierMsgsBehind", tls_alert="SmsTlsBroken"),
    services=(
        _S(name="bludrop", team="献血者端组 Donor App", description_zh="献血者App (预约献血)",
           description_en="donors' app",
           depends_on=("venibook", "haemreg", "vanplot", "smsella", "eligo")),
        _S(name="venibook", team="预约组 Appointments", description_zh="献血预约服务",
           description_en="appointment service", depends_on=("venibook-pg", "crewtab")),
        _S(name="venibook-pg", kind="postgres", team="预约组 Appointments", description_zh="预约数据库 (PostgreSQL)",
           description_en="appointment database"),
        _S(name="haemreg", team="献血者档案组 Donor Registry", description_zh="献血者档案服务",
           description_en="donor registry service", depends_on=("haemreg-db",)),
        _S(name="haemreg-db", kind="mysql", team="献血者档案组 Donor Registry",
           description_zh="献血者档案数据库 (MySQL)", description_en="donor registry database"),
        _S(name="vanplot", team="采血车调度组 Van Ops", description_zh="采血车路线规划",
           description_en="van route planner", depends_on=("vanplot-redis", "crewtab")),
        _S(name="vanplot-redis", kind="redis", team="采血车调度组 Van Ops", description_zh="路线缓存 (Redis)",
           description_en="van route cache"),
        _S(name="crewtab", team="护士排班组 Nurse Rota", description_zh="护士排班服务",
           description_en="nurse rota"),
        _S(name="eligo", team="献血者档案组 Donor Registry", description_zh="献血资格筛查",
           description_en="eligibility check"),
        _S(name="smsella", team="消息组 Messaging", description_zh="短信提醒服务",
           description_en="SMS reminder service", depends_on=("textakit",)),
        _S(name="textakit", kind="external", team="外部 External", description_zh="短信合作方",
           description_en="SMS partner"),
        _S(name="labhop", team="血样物流组 Lab Logistics", description_zh="血样快递派单 (读快递队列)",
           description_en="lab courier dispatch", depends_on=("labhop-q", "fridgio")),
        _S(name="labhop-q", kind="kafka", team="血样物流组 Lab Logistics", description_zh="血样快递队列 (Kafka)",
           description_en="lab courier queue"),
        _S(name="fridgio", team="冷链组 Cold Chain", description_zh="冷藏温控监测",
           description_en="fridge temperature monitor"),
    ),
    incidents=(
        IncidentSpec(id="venibook-bad-deploy", kind="deploy", service="venibook", start=_at(6, 12, 5),
                     end=_at(6, 12, 30), error_rate=4, error_code="VNB-5007", version="4.12.0",
                     previous_version="4.11.2", upstream=("bludrop",), upstream_code="BLD-5090",
                     order_failure_share=0.5, order_status="BOOKING_FAILED"),
        IncidentSpec(id="haemreg-slow-queries", kind="database", flavor="slow_query", service="haemreg",
                     origin="haemreg-db", start=_at(6, 11, 40), end=_at(6, 12, 20), error_rate=3,
                     error_code="HRG-5310", warn_code="HDB-W23", upstream=("bludrop",), upstream_code="BLD-5021",
                     order_failure_share=0.4, order_status="SLOT_TIMEOUT"),
        IncidentSpec(id="vanplot-rollout", kind="deploy", service="vanplot", start=_at(6, 12, 0),
                     end=_at(6, 12, 6), version="7.3.0", previous_version="7.2.4", rollout_ok=True),
        IncidentSpec(id="labhop-backlog", kind="queue", service="labhop", origin="labhop-q", start=_at(5, 9, 0),
                     end=_at(5, 9, 40), error_rate=2, error_code="LHP-4082", warn_code="LHQ-W05",
                     topic="courier.samples", order_failure_share=0.45, order_status="DISPATCH_FAILED"),
        IncidentSpec(id="textakit-cert", kind="certificate", service="smsella", origin="textakit",
                     start=_at(6, 7, 0), end=_at(6, 7, 20), error_rate=3, error_code="SMS-4953"),
        IncidentSpec(id="fridgio-blip", kind="blip", service="fridgio", start=_at(6, 10, 15), end=_at(6, 10, 27),
                     error_rate=0, warn_code="FRG-W31", alert_severity="warning"),
    ),
)
