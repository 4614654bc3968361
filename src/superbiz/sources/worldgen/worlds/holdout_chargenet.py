"""Held-out world ``chargenet``: an electric-vehicle charging network in Europe/Zurich (UTC+01:00 in December; "now"
is 13:15 local on 4 December = 12:15 UTC; charging sessions ``CHG.<yyyymmdd>.<5 alnum>`` (made by the sessions
service voltsess.api), drivers ``EVD-<6 digits>-Z``, trace ids ``cn`` + 14 hex digits).

Incidents: a bad deploy of the charge-point gateway charge_point_gw 5.3.0 at 12:40 today, NOT rolled back, still
failing (the sessions service voltsess.api fails sessions with it: ``START_FAILED``); lock waits on the sessions
database plugsess-pg this morning 07:05-07:40 (voltsess.api failed sessions: ``SESSION_ABORTED``; resolved); a
WARN-only latency blip of the fleet portal fleetdesk.portal at 10:20-10:34 today; an eviction storm on the tariff
cache tariff_cache yesterday 18:00-18:30 behind the tariff service kwh.tariffs, reaching the driver app
ev_driver.app (chain ev_driver.app -> kwh.tariffs -> tariff_cache; resolved).
Healthy: session.billing, invoice_hub, invoice-mysql, roam.bridge, roamnet_ext, cp_status.kafka.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Zurich")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="chargenet",
    title="Chargenet EV charging network",
    seed=61729,
    timezone="Europe/Zurich",
    anchor=_at(4, 13, 15),
    hours=36,
    ids=IdFormats(order="CHG.{date}.{alnum:5}", user="EVD-{num:6}-Z", trace="cn{hex:14}"),
    order_service="voltsess.api",
    orders_per_hour=40,
    order_statuses=("CHARGING", "COMPLETED", "COMPLETED", "INVOICED"),
    vocab=Vocabulary(request_rate="sessions_req_ps", latency="cp_p99_ms", error_ratio="cp_fail_ratio",
                     hit_ratio="tariff_hit_pct", evictions="tariff_evictions_ps", query_latency="sess_sql_p99_ms",
                     lock_waits="sess_lock_waits_ps", pool_in_use="sess_pool_busy", pool_size="sess_pool_cap",
                     consumer_lag="cp_status_backlog", tls_days="roam_cert_days", tls_failures="roam_tls_errs_ps",
                     cache_alert="TariffHitPctLow", latency_alert="CpP99High", error_alert="CpFailRatioHigh",
                     db_alert="SessLockWaitsHigh", pool_alert="SessPoolFull", lag_alert="CpStatusBacklog",
                     tls_alert="RoamTlsErrors"),
    services=(
        _S(name="ev_driver.app", team="车主App组 Driver App", description_zh="车主充电App",
           description_en="driver app", depends_on=("voltsess.api", "kwh.tariffs", "invoice_hub")),
        _S(name="voltsess.api", team="充电会话组 Sessions", description_zh="充电会话服务 (开始/结束充电)",
           description_en="charging sessions service", depends_on=("charge_point_gw", "plugsess-pg", "kwh.tariffs")),
        _S(name="plugsess-pg", kind="postgres", team="DBA", description_zh="充电会话数据库 (PostgreSQL)",
           description_en="sessions database"),
        _S(name="charge_point_gw", team="充电桩接入组 Charge Point Connectivity", description_zh="充电桩网关 (OCPP)",
           description_en="charge-point gateway", depends_on=("cp_status.kafka",)),
        _S(name="cp_status.kafka", kind="kafka", team="充电桩接入组 Charge Point Connectivity",
           description_zh="充电桩状态上报队列 (Kafka)", description_en="charger status stream"),
        _S(name="kwh.tariffs", team="电价组 Tariffs", description_zh="电价计算服务",
           description_en="tariff service", depends_on=("tariff_cache",)),
        _S(name="tariff_cache", kind="redis", team="电价组 Tariffs", description_zh="电价缓存 (Redis)",
           description_en="tariff cache"),
        _S(name="session.billing", team="计费组 Billing", description_zh="充电计费服务",
           description_en="session billing", depends_on=("plugsess-pg", "invoice_hub")),
        _S(name="invoice_hub", team="计费组 Billing", description_zh="发票服务",
           description_en="invoicing service", depends_on=("invoice-mysql",)),
        _S(name="invoice-mysql", kind="mysql", team="计费组 Billing", description_zh="发票数据库 (MySQL)",
           description_en="invoices database"),
        _S(name="fleetdesk.portal", team="企业车队组 Fleet", description_zh="企业车队门户",
           description_en="fleet portal", depends_on=("session.billing", "invoice_hub")),
        _S(name="roam.bridge", team="漫游组 Roaming", description_zh="漫游互通服务",
           description_en="roaming bridge", depends_on=("roamnet_ext", "voltsess.api")),
        _S(name="roamnet_ext", kind="external", team="外部 External", description_zh="漫游合作方平台",
           description_en="roaming partner platform"),
    ),
    incidents=(
        IncidentSpec(id="cpgw-bad-deploy", kind="deploy", service="charge_point_gw", start=_at(4, 12, 40),
                     error_rate=4, error_code="CPG-5071", version="5.3.0", previous_version="5.2.6",
                     upstream=("voltsess.api",), upstream_code="VSA-5024",
                     order_failure_share=0.45, order_status="START_FAILED"),
        IncidentSpec(id="fleetdesk-blip", kind="blip", service="fleetdesk.portal", start=_at(4, 10, 20),
                     end=_at(4, 10, 34), error_rate=0, warn_code="FDP-W12", alert_severity="warning"),
        IncidentSpec(id="plugsess-lock", kind="database", flavor="lock_wait", service="voltsess.api",
                     origin="plugsess-pg", start=_at(4, 7, 5), end=_at(4, 7, 40), error_rate=3,
                     error_code="VSA-5310", warn_code="PSP-W44",
                     order_failure_share=0.35, order_status="SESSION_ABORTED"),
        IncidentSpec(id="tariff-evictions", kind="cache", service="kwh.tariffs", origin="tariff_cache",
                     start=_at(3, 18, 0), end=_at(3, 18, 30), error_rate=3, error_code="KWT-5048",
                     warn_code="TFC-W03", upstream=("ev_driver.app",), upstream_code="EDA-5041"),
    ),
)
