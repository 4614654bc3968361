"""Held-out world ``sprigrack``: a hydroponic vertical farm supplying restaurants (grow racks, nutrient dosing,
harvest orders, delivery routes) in Asia/Tomsk (UTC+07:00, no daylight time; "now" is 13:05 local on 7 December
= 06:05 UTC on 7 December; the local "today" began at 17:00 UTC on 6 December). Records ``SG4417-QKZ`` (made by
the restaurants' ordering app chefdock), restaurants ``chef_K7Q2Z``, trace ids ``tk-`` + 16 hex digits.

Incidents (local times):
- the same nutrient-dosing cache storm twice today: the nutrient recipe cache dosemind-redis evicts, the dosing
  service dosemind times out (code ``DSM-5071``), its caller chefdock fails (``CHD-5032``): 09:20-09:35 and
  11:50-12:10 (both resolved; failed dosing jobs as records, status ``DOSING_ABORTED``);
- a clean rollout of the rack-sensor service rackpulse 4.2.0 at 11:45-11:49 (``rollout_ok``; a tempting false
  cause for the second storm: dosemind reads rackpulse);
- a bad deploy of the delivery-route service vanwhirl 7.1.0 at 12:30, rolled back at 12:50 (``VNW-5003``;
  chefdock ``CHD-5034``; failed delivery bookings, status ``ROUTE_UNBOOKED``);
- yesterday 17:00-17:45 the harvest-order database quillbase's connection pool exhausted under the harvest
  scheduler cropquill (``CRQ-5090``), three hops below chefdock (chefdock -> sproutcart -> cropquill ->
  quillbase; sproutcart ``SPC-5021``; failed harvest orders, status ``HARVEST_REJECTED``);
- a WARN-only latency blip on the grow-light scheduler lumenbraid today 07:00-07:08 (``LMB-W02``).
Healthy: the map partner gisroo, the route database routeyard, the invoicing service tallyfern, the SMS
notifier pingsprout, the sensor stream pulsewell, and (outside their windows) everything else.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Tomsk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="sprigrack",
    title="Sprigrack hydroponic vertical farm for restaurants",
    seed=70713,
    timezone="Asia/Tomsk",
    anchor=_at(7, 13, 5),
    hours=36,
    ids=IdFormats(order="SG{num:4}-{alpha:3}", user="chef_{alnum:5}", trace="tk-{hex:16}"),
    order_service="chefdock",
    orders_per_hour=44,
    order_statuses=("CONFIRMED", "GROWING", "HARVESTED", "DELIVERED"),
    vocab=Vocabulary(request_rate="sprig_rps", latency="sprig_p99_millis", error_ratio="sprig_err_frac",
                     hit_ratio="nutrimix_hit_frac", evictions="nutrimix_evict_per_s",
                     query_latency="quill_sql_p99_millis", lock_waits="quill_lockwait_per_s",
                     pool_in_use="quill_conns_busy", pool_size="quill_conns_max",
                     consumer_lag="pulse_msgs_behind", tls_days="gis_cert_days_left",
                     tls_failures="gis_tls_errs_per_s", cache_alert="NutriMixHitRateDropped",
                     latency_alert="SprigP99Slow", error_alert="SprigErrFracHigh", db_alert="QuillSqlSlow",
                     pool_alert="QuillConnsMaxedOut", lag_alert="PulseMsgsBehind", tls_alert="GisTlsBroken"),
    services=(
        _S(name="chefdock", team="餐厅前台组 Restaurant Front", description_zh="餐厅订货App (下单/定制种植/配送预约)",
           description_en="restaurants' ordering app",
           depends_on=("sproutcart", "dosemind", "vanwhirl", "pingsprout")),
        _S(name="sproutcart", team="采收订单组 Harvest Orders", description_zh="采收订单服务",
           description_en="harvest order service", depends_on=("cropquill",)),
        _S(name="cropquill", team="采收订单组 Harvest Orders", description_zh="采收排程服务",
           description_en="harvest scheduler", depends_on=("quillbase",)),
        _S(name="quillbase", kind="postgres", team="采收订单组 Harvest Orders",
           description_zh="采收订单数据库 (PostgreSQL)", description_en="harvest order database"),
        _S(name="dosemind", team="营养液组 Nutrient Dosing", description_zh="营养液配比服务",
           description_en="nutrient dosing service", depends_on=("dosemind-redis", "rackpulse")),
        _S(name="dosemind-redis", kind="redis", team="营养液组 Nutrient Dosing",
           description_zh="营养液配方缓存 (Redis)",
           description_en="nutrient recipe cache"),
        _S(name="rackpulse", team="种植架组 Grow Racks", description_zh="种植架传感服务",
           description_en="rack sensor service", depends_on=("pulsewell",)),
        _S(name="pulsewell", kind="kafka", team="种植架组 Grow Racks", description_zh="传感数据流 (Kafka)",
           description_en="sensor stream"),
        _S(name="lumenbraid", team="种植架组 Grow Racks", description_zh="补光灯调度服务",
           description_en="grow-light scheduler", depends_on=("rackpulse",)),
        _S(name="vanwhirl", team="配送组 Delivery", description_zh="配送排线服务",
           description_en="delivery route service", depends_on=("routeyard", "gisroo")),
        _S(name="routeyard", kind="mysql", team="配送组 Delivery", description_zh="配送线路数据库 (MySQL)",
           description_en="route database"),
        _S(name="gisroo", kind="external", team="外部 External", description_zh="地图路况合作方",
           description_en="map partner"),
        _S(name="tallyfern", team="财务组 Finance", description_zh="对账开票服务",
           description_en="invoicing service", depends_on=("quillbase",)),
        _S(name="pingsprout", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notifier"),
    ),
    incidents=(
        IncidentSpec(id="dose-storm-morning", kind="cache", service="dosemind", origin="dosemind-redis",
                     start=_at(7, 9, 20), end=_at(7, 9, 35), error_rate=3, error_code="DSM-5071",
                     warn_code="DRD-W14", upstream=("chefdock",), upstream_code="CHD-5032",
                     order_failure_share=0.6, order_status="DOSING_ABORTED"),
        IncidentSpec(id="dose-storm-noon", kind="cache", service="dosemind", origin="dosemind-redis",
                     start=_at(7, 11, 50), end=_at(7, 12, 10), error_rate=3, error_code="DSM-5071",
                     warn_code="DRD-W14", upstream=("chefdock",), upstream_code="CHD-5032",
                     order_failure_share=0.6, order_status="DOSING_ABORTED"),
        IncidentSpec(id="rackpulse-rollout", kind="deploy", service="rackpulse", start=_at(7, 11, 45),
                     end=_at(7, 11, 49), version="4.2.0", previous_version="4.1.3", rollout_ok=True),
        IncidentSpec(id="vanwhirl-bad-deploy", kind="deploy", service="vanwhirl", start=_at(7, 12, 30),
                     end=_at(7, 12, 50), error_rate=4, error_code="VNW-5003", version="7.1.0",
                     previous_version="7.0.4", upstream=("chefdock",), upstream_code="CHD-5034",
                     order_failure_share=0.5, order_status="ROUTE_UNBOOKED"),
        IncidentSpec(id="quillbase-pool", kind="database", flavor="pool", service="cropquill", origin="quillbase",
                     start=_at(6, 17, 0), end=_at(6, 17, 45), error_rate=3, error_code="CRQ-5090",
                     warn_code="QLB-W03", upstream=("sproutcart",), upstream_code="SPC-5021",
                     order_failure_share=0.5, order_status="HARVEST_REJECTED"),
        IncidentSpec(id="lumenbraid-blip", kind="blip", service="lumenbraid", start=_at(7, 7, 0),
                     end=_at(7, 7, 8), error_rate=0, warn_code="LMB-W02"),
    ),
)
