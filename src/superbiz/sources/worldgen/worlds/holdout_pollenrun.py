"""Held-out world ``pollenrun``: pollination hive rentals for orchards in Europe/Chisinau (EET, UTC+02:00 in
December; "now" is 06:10 local on 6 December 2026 = 04:10 UTC on 6 December; the data begin at 18:10 local on
4 December). Records are hive rental orders ``HRT-00417-QK`` (made by the growers' app florapp: hive orders,
contract signings and route plans), growers ``orch_40417``, trace ids ``hv-`` + 16 hex digits.

Incidents (local times):

* a pool exhaustion of the orchard contract database pactora-db under the orchard contract service pactora
  yesterday 14:00-14:30 (reaching the growers' app florapp; failed contract signings, status ``SIGN_FAILED``);
* a bad deploy of the truck routing service trukalo 3.14.0 yesterday at 21:00, rolled back at 21:40 (reaching
  florapp; failed route plans, status ``ROUTE_VOID``);
* a WARN-only latency blip of the weather feed skyvane today 03:00-03:12 (no errors, a warning alert);
* a clean rollout of the hive sensor service combsense 7.2.0 today 04:55-05:01 (``rollout_ok``; a tempting
  false cause: the hive dispatch service depends on it);
* an eviction storm on the hive dispatch cache apiarix-redis today 05:00-05:30 behind the hive dispatch service
  apiarix, reaching the growers' app florapp (chain florapp -> apiarix -> apiarix-redis; failed hive orders,
  status ``HIVE_UNASSIGNED``); resolved 40 minutes before "now".

Healthy: the growers' app database florapp-pg, the map partner kartograf, the sensor data queue sensorq, the
weather data partner meteobalt, the rental billing service nectarpay, the notification sender buzzmail
(and, outside its window, the weather feed skyvane).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Chisinau")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="pollenrun",
    title="Pollenrun pollination hive rentals for orchards",
    seed=73019,
    timezone="Europe/Chisinau",
    anchor=_at(6, 6, 10),
    hours=36,
    ids=IdFormats(order="HRT-{seq:5}-{alpha:2}", user="orch_{num:5}", trace="hv-{hex:16}"),
    order_service="florapp",
    orders_per_hour=40,
    order_statuses=("BOOKED", "HIVES_PLACED", "HIVES_PLACED", "COLLECTED"),
    vocab=Vocabulary(request_rate="hive_req_ps", latency="hive_p99_ms", error_ratio="hive_err_frac",
                     hit_ratio="dispatch_cache_hit_frac", evictions="dispatch_cache_evict_ps",
                     query_latency="orch_sql_p99_ms", lock_waits="orch_lock_waits_ps", pool_in_use="orch_conns_used",
                     pool_size="orch_conns_cap", consumer_lag="sensor_msgs_pending",
                     tls_days="partner_cert_days_left", tls_failures="partner_tls_fail_ps",
                     cache_alert="DispatchCacheHitDrop", latency_alert="HiveP99Slow",
                     error_alert="HiveErrFracHigh", db_alert="OrchSqlSlow", pool_alert="OrchConnsFull",
                     lag_alert="SensorMsgsPending", tls_alert="PartnerTlsDown"),
    services=(
        _S(name="florapp", team="果农端组 Grower Apps", description_zh="果农App (蜂箱下单、签合同、排车)",
           description_en="growers' app",
           depends_on=("florapp-pg", "apiarix", "pactora", "trukalo", "skyvane", "buzzmail")),
        _S(name="florapp-pg", kind="postgres", team="果农端组 Grower Apps", description_zh="果农App数据库 (PostgreSQL)",
           description_en="growers' app database"),
        _S(name="apiarix", team="蜂箱调度组 Hive Dispatch", description_zh="蜂箱调度服务",
           description_en="hive dispatch service", depends_on=("apiarix-redis", "combsense")),
        _S(name="apiarix-redis", kind="redis", team="蜂箱调度组 Hive Dispatch", description_zh="蜂箱调度缓存 (Redis)",
           description_en="hive dispatch cache"),
        _S(name="combsense", team="蜂箱传感组 Hive Sensors", description_zh="蜂箱传感器服务",
           description_en="hive sensor service", depends_on=("sensorq",)),
        _S(name="sensorq", kind="kafka", team="蜂箱传感组 Hive Sensors", description_zh="传感器数据队列 (Kafka)",
           description_en="sensor data queue"),
        _S(name="pactora", team="果园合同组 Orchard Contracts", description_zh="果园合同服务",
           description_en="orchard contract service", depends_on=("pactora-db", "nectarpay")),
        _S(name="pactora-db", kind="mysql", team="果园合同组 Orchard Contracts", description_zh="合同数据库 (MySQL)",
           description_en="contract database"),
        _S(name="nectarpay", team="租金结算组 Rental Billing", description_zh="租金结算服务",
           description_en="rental billing service", depends_on=("buzzmail",)),
        _S(name="trukalo", team="运输调度组 Truck Routing", description_zh="运蜂车排线服务",
           description_en="truck routing service", depends_on=("kartograf",)),
        _S(name="kartograf", kind="external", team="外部 External", description_zh="地图路况合作方",
           description_en="map partner"),
        _S(name="skyvane", team="气象组 Weather", description_zh="天气数据服务 (花期预报)",
           description_en="weather feed", depends_on=("meteobalt",)),
        _S(name="meteobalt", kind="external", team="外部 External", description_zh="气象数据合作方",
           description_en="weather data partner"),
        _S(name="buzzmail", team="消息组 Messaging", description_zh="短信邮件通知服务",
           description_en="notification sender"),
    ),
    incidents=(
        IncidentSpec(id="pactora-pool", kind="database", flavor="pool", service="pactora", origin="pactora-db",
                     start=_at(5, 14, 0), end=_at(5, 14, 30), error_rate=3, error_code="PCT-5303",
                     warn_code="PDB-W22", upstream=("florapp",), upstream_code="FLR-5061",
                     order_failure_share=0.45, order_status="SIGN_FAILED"),
        IncidentSpec(id="trukalo-bad-deploy", kind="deploy", service="trukalo", start=_at(5, 21, 0),
                     end=_at(5, 21, 40), error_rate=4, error_code="TRK-5009", version="3.14.0",
                     previous_version="3.13.2", upstream=("florapp",), upstream_code="FLR-5072",
                     order_failure_share=0.5, order_status="ROUTE_VOID"),
        IncidentSpec(id="skyvane-blip", kind="blip", service="skyvane", start=_at(6, 3, 0), end=_at(6, 3, 12),
                     error_rate=0, warn_code="SKV-W03"),
        IncidentSpec(id="combsense-rollout", kind="deploy", service="combsense", start=_at(6, 4, 55),
                     end=_at(6, 5, 1), version="7.2.0", previous_version="7.1.4", rollout_ok=True),
        IncidentSpec(id="apiarix-evictions", kind="cache", service="apiarix", origin="apiarix-redis",
                     start=_at(6, 5, 0), end=_at(6, 5, 30), error_rate=3, error_code="APX-5031",
                     warn_code="AXR-W14", upstream=("florapp",), upstream_code="FLR-5024",
                     order_failure_share=0.4, order_status="HIVE_UNASSIGNED"),
    ),
)
