"""Held-out world ``cocoaport``: a cocoa export logistics platform (farm-gate purchases with a warehouse receipts
database, a quality-grading service, a shipping booking partner, a truck tracking queue, a prices cache behind a
price quote API, a buyer portal and a farmer USSD gateway) in Africa/Accra (UTC+0, no daylight time, so local time
equals UTC; "now" is 10:40 local mid-morning; purchases ``GH/CP/0417/26``, farmers ``FRM-ASH-0417``, trace ids
``ccp-`` + 12 hex).

Incidents: the warehouse receipts database wrsvault has its connection pool exhausted since 10:25 local, still
going (tofabuy, the farm-gate purchase service, fails purchases; its caller kotogate errors too); a prices-cache
eviction storm 09:50-10:20 today (cedicache -> pricequote -> ussdkasa, the farmer USSD gateway two hops up,
resolved); a bad grading deploy gradekit 5.3.0 yesterday 19:20-20:05 (fixed at 20:05); the truck tracking queue
backlogged yesterday 07:00-08:30 (lorrytrak <- lorrybus, resolved); a clean rollout of the shipping booking
client shipbook at 06:10 today carrying the renewed partner certificate (a tempting false cause); a latency blip
of shipbook (calls to the shipping partner seaberth) at 03:15 today.
Healthy: farmroll (farmer registry) and scalehut (weighbridge scale reader).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Accra")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="cocoaport",
    title="Cocoaport cocoa export logistics platform",
    seed=60417,
    timezone="Africa/Accra",
    anchor=_at(4, 10, 40),
    hours=36,
    ids=IdFormats(order="GH/CP/{num:4}/26", user="FRM-ASH-{num:4}", trace="ccp-{hex:12}"),
    order_service="tofabuy",
    orders_per_hour=40,
    order_statuses=("WEIGHED", "GRADED", "PAID", "PAID", "RECEIPTED"),
    vocab=Vocabulary(request_rate="calls_per_s", latency="lat_p99_millis", error_ratio="fail_fraction",
                     hit_ratio="kv_hit_fraction", evictions="kv_evictions_per_s", query_latency="sql_p99_millis",
                     pool_in_use="sql_conns_busy", pool_size="sql_conns_max", consumer_lag="truck_events_behind",
                     tls_days="cert_days_to_expiry", tls_failures="tls_fail_per_s", cache_alert="PriceCacheChurn",
                     latency_alert="SlowCallsP99", error_alert="FailFractionHigh", db_alert="SqlTooSlow",
                     pool_alert="SqlConnsExhausted", lag_alert="TruckEventsBehind", tls_alert="PartnerTlsFailing"),
    services=(
        _S(name="bidhall", team="买家组 Buyer Desk", description_zh="买家门户后端",
           description_en="buyer portal backend", depends_on=("kotogate",)),
        _S(name="ussdkasa", team="农户渠道组 Farmer Channels", description_zh="农户 USSD 短码网关",
           description_en="farmer USSD gateway", depends_on=("pricequote", "farmroll")),
        _S(name="kotogate", team="平台组 Platform", description_zh="API 网关", description_en="API gateway",
           depends_on=("tofabuy", "gradekit", "shipbook", "lorrytrak", "pricequote")),
        _S(name="tofabuy", team="收购组 Purchasing", description_zh="农场收购下单服务",
           description_en="farm-gate purchase service", depends_on=("wrsvault", "scalehut")),
        _S(name="wrsvault", kind="postgres", team="DBA", description_zh="仓单数据库 (PostgreSQL)",
           description_en="warehouse receipts database"),
        _S(name="gradekit", team="质检组 Quality", description_zh="可可豆质量分级服务",
           description_en="bean quality grading service"),
        _S(name="pricequote", team="行情组 Market Data", description_zh="收购价格查询 API",
           description_en="price quote API", depends_on=("cedicache",)),
        _S(name="cedicache", kind="redis", team="行情组 Market Data", description_zh="价格缓存 (Redis)",
           description_en="prices cache"),
        _S(name="shipbook", team="出口物流组 Export Logistics", description_zh="船运订舱接入",
           description_en="shipping booking client", depends_on=("seaberth",)),
        _S(name="seaberth", kind="external", team="外部 External", description_zh="外部船公司订舱合作方",
           description_en="shipping booking partner"),
        _S(name="lorrytrak", team="车队组 Haulage", description_zh="卡车位置追踪处理",
           description_en="truck tracking processor", depends_on=("lorrybus",)),
        _S(name="lorrybus", kind="kafka", team="车队组 Haulage", description_zh="卡车追踪消息队列 (Kafka)",
           description_en="truck tracking queue"),
        _S(name="farmroll", team="农户组 Farmer Registry", description_zh="农户档案服务",
           description_en="farmer registry"),
        _S(name="scalehut", team="收购组 Purchasing", description_zh="地磅称重读数服务",
           description_en="weighbridge scale reader"),
    ),
    incidents=(
        IncidentSpec(id="wrsvault-pool", kind="database", flavor="pool", service="tofabuy", origin="wrsvault",
                     start=_at(4, 10, 25), error_rate=4, error_code="TFB-5307", warn_code="WRS-W14",
                     upstream=("kotogate",), upstream_code="KTG-5031", order_failure_share=0.5,
                     order_status="PURCHASE_FAILED"),
        IncidentSpec(id="cedicache-evict", kind="cache", service="pricequote", origin="cedicache",
                     start=_at(4, 9, 50), end=_at(4, 10, 20), error_rate=3, error_code="PQT-5042",
                     warn_code="CDC-W09", upstream=("ussdkasa",), upstream_code="USK-5033"),
        IncidentSpec(id="gradekit-deploy", kind="deploy", service="gradekit", start=_at(3, 19, 20),
                     end=_at(3, 20, 5), error_rate=3, error_code="GRD-5001", version="5.3.0",
                     previous_version="5.2.6"),
        IncidentSpec(id="lorrybus-backlog", kind="queue", service="lorrytrak", origin="lorrybus",
                     start=_at(3, 7, 0), end=_at(3, 8, 30), error_rate=2, error_code="LRT-4419",
                     warn_code="LRB-W22", topic="truck.position.v2", alert_severity="warning"),
        IncidentSpec(id="shipbook-rollout", kind="deploy", service="shipbook", start=_at(4, 6, 10),
                     end=_at(4, 6, 16), version="2.9.0", previous_version="2.8.4", rollout_ok=True),
        IncidentSpec(id="shipbook-blip", kind="blip", service="shipbook", start=_at(4, 3, 15), end=_at(4, 3, 28),
                     error_rate=0, warn_code="SHB-W05", alert_severity="warning"),
    ),
)
