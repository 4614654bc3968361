"""Held-out world ``timberyard``: a sawmill and timber yard in Asia/Novosibirsk (UTC+07:00, no daylight time; "now"
is 00:35 local on 4 December = 17:35 UTC on 3 December, the night shift: today is 35 minutes old; lumber sales
orders ``LMB-2612-00417`` (made by boardsale), buyers ``BUYER-`` + 5 digits, trace ids ``tyd`` + 13 hex digits).

Incidents: a backlog of the kiln sensor queue kilnwatch-q behind the kiln sensor reader kilnwatch from 23:50
yesterday (3 December) to 00:20 today, across local midnight (resolved); the lumber orders database boardsale-db
ran out of connections for the sales orders service boardsale yesterday 14:10–14:55 (connection pool exhausted;
some lumber orders failed with ``POOL_TIMEOUT``); a bad deploy of the weighbridge app scaleport 5.3.0 yesterday at
19:00, rolled back at 19:30, then a clean redeploy of 5.3.1 at 20:10–20:16 (``rollout_ok``); a WARN-only latency
blip of the rail shipment service railhaul since 00:15 today (ongoing, warning alert).
Healthy: sawctl-gw (sawing line control gateway), yardmap (yard inventory), billstack (invoices), millboard.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Novosibirsk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="timberyard",
    title="Timberyard sawmill and timber yard",
    seed=61204,
    timezone="Asia/Novosibirsk",
    anchor=_at(4, 0, 35),
    hours=36,
    ids=IdFormats(order="LMB-2612-{seq:5}", user="BUYER-{num:5}", trace="tyd{hex:13}"),
    order_service="boardsale",
    orders_per_hour=30,
    order_statuses=("CONFIRMED", "CONFIRMED", "SAWN", "LOADED", "INVOICED"),
    vocab=Vocabulary(request_rate="mill_req_ps", latency="mill_resp_p95_ms", error_ratio="mill_err_share",
                     hit_ratio="saw_recipe_hit_share", evictions="saw_recipe_evicted_ps",
                     query_latency="yard_sql_p95_ms", lock_waits="yard_lockwaits_ps",
                     pool_in_use="sales_db_conns_used", pool_size="sales_db_conns_cap",
                     consumer_lag="kiln_readings_behind", tls_days="einvoice_cert_days_left",
                     tls_failures="einvoice_tls_fail_ps", cache_alert="SawRecipeHitLow",
                     latency_alert="MillRespP95Slow", error_alert="MillErrShareHigh", db_alert="YardSqlSlow",
                     pool_alert="SalesDbConnsMaxed", lag_alert="KilnReadingsBacklog",
                     tls_alert="EinvoiceTlsFailing"),
    services=(
        _S(name="millboard", team="车间信息组 Mill IT", description_zh="车间生产看板 (大屏)",
           description_en="mill floor dashboard", depends_on=("sawctl-gw", "kilnwatch", "yardmap")),
        _S(name="scaleport", team="原木进场组 Log Intake", description_zh="原木车地磅 (过磅系统)",
           description_en="log-truck weighbridge app", depends_on=("logtally-db", "yardmap")),
        _S(name="logtally-db", kind="mysql", team="原木进场组 Log Intake", description_zh="进场原木记录库 (MySQL)",
           description_en="log intake database"),
        _S(name="sawctl-gw", team="锯切线组 Saw Line", description_zh="锯切线控制网关",
           description_en="sawing line control gateway", depends_on=("sawctl-redis",)),
        _S(name="sawctl-redis", kind="redis", team="锯切线组 Saw Line", description_zh="锯切配方缓存 (Redis)",
           description_en="saw recipe cache"),
        _S(name="kilnwatch", team="干燥窑组 Kiln Ops", description_zh="干燥窑传感器数据接入 (窑温湿度)",
           description_en="drying kiln sensor reader", depends_on=("kilnwatch-q",)),
        _S(name="kilnwatch-q", kind="kafka", team="干燥窑组 Kiln Ops", description_zh="窑传感器队列 (Kafka)",
           description_en="kiln sensor queue"),
        _S(name="boardsale", team="木材销售组 Lumber Sales", description_zh="木材销售订单服务",
           description_en="lumber sales orders", depends_on=("boardsale-db", "yardmap", "billstack")),
        _S(name="boardsale-db", kind="mysql", team="木材销售组 Lumber Sales", description_zh="销售订单库 (MySQL)",
           description_en="lumber orders database"),
        _S(name="yardmap", team="堆场组 Yard", description_zh="堆场库存服务 (板材堆垛)",
           description_en="yard inventory service"),
        _S(name="railhaul", team="铁路发运组 Rail Dispatch", description_zh="铁路发运服务 (装车皮)",
           description_en="rail shipment service", depends_on=("railhaul-pg", "yardmap")),
        _S(name="railhaul-pg", kind="postgres", team="铁路发运组 Rail Dispatch",
           description_zh="发运记录库 (PostgreSQL)",
           description_en="rail shipments database"),
        _S(name="billstack", team="财务组 Finance", description_zh="开票服务 (发票)",
           description_en="invoicing service", depends_on=("fapiao-hub",)),
        _S(name="fapiao-hub", kind="external", team="外部 External", description_zh="电子发票平台 (外部)",
           description_en="e-invoice platform"),
    ),
    incidents=(
        IncidentSpec(id="kilnwatch-backlog", kind="queue", service="kilnwatch", origin="kilnwatch-q",
                     start=_at(3, 23, 50), end=_at(4, 0, 20), error_rate=2, error_code="KLW-4408",
                     warn_code="KLW-W03", topic="kiln.sensor.readings"),
        IncidentSpec(id="boardsale-pool", kind="database", flavor="pool", service="boardsale",
                     origin="boardsale-db", start=_at(3, 14, 10), end=_at(3, 14, 55), error_rate=3,
                     error_code="BSL-5307", warn_code="BSD-W12", order_failure_share=0.5,
                     order_status="POOL_TIMEOUT"),
        IncidentSpec(id="scaleport-bad-deploy", kind="deploy", service="scaleport", start=_at(3, 19, 0),
                     end=_at(3, 19, 30), error_rate=4, error_code="SCP-5001", version="5.3.0",
                     previous_version="5.2.4"),
        IncidentSpec(id="scaleport-redeploy", kind="deploy", service="scaleport", start=_at(3, 20, 10),
                     end=_at(3, 20, 16), version="5.3.1", previous_version="5.2.4", rollout_ok=True),
        IncidentSpec(id="railhaul-blip", kind="blip", service="railhaul", start=_at(4, 0, 15),
                     error_rate=0, warn_code="RHL-W07", alert_severity="warning"),
    ),
)
