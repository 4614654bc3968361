"""Held-out world ``harborcrane``: a container port's crane and berth scheduling in Indian/Mauritius (UTC+04:00,
no daylight time; "now" is 13:30 local on 4 December = 09:30 UTC; the data begin at 01:30 local on 3 December;
container releases are keyed by container numbers ``MSKU4410023`` (four letters, seven digits; made by the gate
service gatelane), hauliers ``HLR/0417/MU``, trace ids ``hcr.`` + 12 hex digits + ``.q``).

Incidents: the customs partner tradenet-mu's certificate expired at 12:00 today and is still expired: the gate
service gatelane fails its TLS handshakes (and fails container releases with status CUSTOMS_UNRELEASED), the truck
appointment app truckbook sees the gate calls fail (ongoing); a CLEAN rollout of the berth planner berthwise 5.8.0
at 11:55–12:03 (``rollout_ok``; a tempting false cause); a WARN-only latency blip of billing quaybill at
10:20–10:34; an eviction storm on the yard cache yardcache-redis this morning 08:40–09:05 under the crane
scheduler cranesync (resolved); yesterday 15:00–16:20 a backlog of the EDI queue edi-bus behind the EDI worker
edi-relay (topic ``edi.baplie``; resolved).
Healthy: reefer-mon (reefer monitoring), vesselcall (vessel calls), yard-mysql, berthwise-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Indian/Mauritius")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="harborcrane",
    title="Harborcrane container port crane and berth scheduling",
    seed=230417,
    timezone="Indian/Mauritius",
    anchor=_at(4, 13, 30),
    hours=36,
    ids=IdFormats(order="{alpha:4}{num:7}", user="HLR/{num:4}/MU", trace="hcr.{hex:12}.q"),
    order_service="gatelane",
    orders_per_hour=30,
    order_statuses=("RELEASED", "RELEASED", "GATED_OUT", "AWAITING_PICKUP"),
    vocab=Vocabulary(request_rate="moves_req_ps", latency="quay_p99_ms", error_ratio="quay_err_ratio",
                     hit_ratio="yard_cache_hit", evictions="yard_cache_evict_ps", query_latency="yard_sql_p99_ms",
                     lock_waits="yard_lock_waits_ps", pool_in_use="yard_conns_used",
                     pool_size="yard_conns_max", consumer_lag="edi_msgs_behind",
                     tls_days="customs_cert_days_left", tls_failures="customs_tls_fail_ps",
                     cache_alert="YardCacheHitLow", latency_alert="QuayP99High",
                     error_alert="QuayErrorsHigh", db_alert="YardSqlSlow", pool_alert="YardConnsFull",
                     lag_alert="EdiBacklogGrowing", tls_alert="CustomsTlsBroken"),
    services=(
        _S(name="truckbook", team="集卡预约组 Truck Appointments", description_zh="集卡预约App (司机提箱预约)",
           description_en="truck appointment app", depends_on=("gatelane", "vesselcall")),
        _S(name="gatelane", team="闸口组 Gate Ops", description_zh="闸口服务 (进出闸与放行)",
           description_en="gate service", depends_on=("tradenet-mu", "yard-mysql", "quaybill")),
        _S(name="tradenet-mu", kind="external", team="外部 External", description_zh="海关合作方 (海关放行接口)",
           description_en="customs partner link"),
        _S(name="berthwise", team="泊位计划组 Berth Planning", description_zh="泊位计划服务",
           description_en="berth planner", depends_on=("berthwise-pg", "cranesync", "vesselcall")),
        _S(name="berthwise-pg", kind="postgres", team="泊位计划组 Berth Planning",
           description_zh="泊位计划数据库 (PostgreSQL)", description_en="berth plan database"),
        _S(name="cranesync", team="岸桥调度组 Crane Ops", description_zh="岸桥调度服务 (吊机排班)",
           description_en="crane scheduler", depends_on=("yardcache-redis", "yard-mysql")),
        _S(name="yardcache-redis", kind="redis", team="堆场组 Yard", description_zh="堆场缓存 (Redis)",
           description_en="yard cache"),
        _S(name="yard-mysql", kind="mysql", team="堆场组 Yard", description_zh="堆场数据库 (MySQL)",
           description_en="yard db"),
        _S(name="edi-relay", team="EDI组 EDI Integration", description_zh="EDI报文处理 (读队列写泊位库)",
           description_en="EDI worker", depends_on=("edi-bus", "berthwise-pg")),
        _S(name="edi-bus", kind="kafka", team="EDI组 EDI Integration", description_zh="EDI报文队列 (Kafka)",
           description_en="EDI queue"),
        _S(name="quaybill", team="计费组 Port Billing", description_zh="港口计费服务",
           description_en="billing"),
        _S(name="vesselcall", team="船舶组 Vessel Ops", description_zh="船舶到港服务 (船期)",
           description_en="vessel calls service"),
        _S(name="reefer-mon", team="冷箱组 Reefer", description_zh="冷藏箱监控",
           description_en="reefer monitoring", depends_on=("yard-mysql",)),
    ),
    incidents=(
        IncidentSpec(id="tradenet-cert", kind="certificate", service="gatelane", origin="tradenet-mu",
                     start=_at(4, 12, 0), error_rate=3, error_code="GTL-4953", upstream=("truckbook",),
                     upstream_code="TBK-5032", order_failure_share=0.5, order_status="CUSTOMS_UNRELEASED"),
        IncidentSpec(id="berthwise-rollout", kind="deploy", service="berthwise", start=_at(4, 11, 55),
                     end=_at(4, 12, 3), version="5.8.0", previous_version="5.7.3", rollout_ok=True),
        IncidentSpec(id="quaybill-blip", kind="blip", service="quaybill", start=_at(4, 10, 20),
                     end=_at(4, 10, 34), error_rate=0, warn_code="QBL-W04", alert_severity="warning"),
        IncidentSpec(id="yardcache-evictions", kind="cache", service="cranesync", origin="yardcache-redis",
                     start=_at(4, 8, 40), end=_at(4, 9, 5), error_rate=3, error_code="CRS-5044",
                     warn_code="YCR-W11"),
        IncidentSpec(id="edi-backlog", kind="queue", service="edi-relay", origin="edi-bus",
                     start=_at(3, 15, 0), end=_at(3, 16, 20), error_rate=2, error_code="EDR-4408",
                     warn_code="EDR-W07", topic="edi.baplie"),
    ),
)
