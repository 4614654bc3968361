"""Held-out world ``oliveline``: an olive-oil cooperative in Africa/Tunis (UTC+01:00, no daylight time; "now" is
06:50 local on 4 December = 05:50 UTC, a pressing day starting; pressing-slot bookings ``OLV-KQ48213`` (made by the
growers portal zitouna-portal), growers ``FLH-4821-SFX``, trace ids ``olv`` + 16 hex digits).

Incidents: slow queries on the pressing-slots database maasra-slots-pg since 06:20 today make the pressing-schedule
service maasra-sched time out (chain maasra-sched → maasra-slots-pg; ongoing); the export-documents partner
tradenet-edi's certificate expired at 05:00 today and the export-documents service sadir-docs still fails its
handshakes (ongoing); the weighing-station ingest mizan-ingest backed up on its queue mizan-q overnight, across local
midnight, 23:30 yesterday to 01:40 today (resolved); a bad deploy of the growers portal zitouna-portal 5.3.0
yesterday at 17:00, rolled back at 17:25 (some pressing-slot bookings failed with SLOT_NOT_BOOKED); an eviction
storm on the tanker-tracking cache tanker-track-redis yesterday morning 08:10–08:40 behind the tanker-tracking
service tanker-track, reaching the logistics app naql-logistics (chain naql-logistics → tanker-track →
tanker-track-redis; resolved).
Healthy: grower-pay (grower payments), acidlab (oil acidity lab), zitouna-db, acidlab-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Tunis")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="oliveline",
    title="Oliveline olive-oil cooperative",
    seed=61204,
    timezone="Africa/Tunis",
    anchor=_at(4, 6, 50),
    hours=36,
    ids=IdFormats(order="OLV-{alpha:2}{num:5}", user="FLH-{num:4}-SFX", trace="olv{hex:16}"),
    order_service="zitouna-portal",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "WEIGHED", "PRESSED"),
    vocab=Vocabulary(request_rate="press_req_ps", latency="press_p99_ms", error_ratio="press_err_share",
                     hit_ratio="tanker_cache_hit_share", evictions="tanker_keys_evicted_ps",
                     query_latency="slots_sql_p99_ms", lock_waits="slots_lock_waits_ps",
                     pool_in_use="slots_conns_used", pool_size="slots_conns_cap",
                     consumer_lag="scale_readings_backlog", tls_days="edi_cert_days_left",
                     tls_failures="edi_tls_fail_ps", cache_alert="TankerCacheHitLow",
                     latency_alert="PressP99TooSlow", error_alert="PressErrShareHigh",
                     db_alert="SlotsSqlSlow", pool_alert="SlotsConnsFull", lag_alert="ScaleReadingsBacklog",
                     tls_alert="EdiHandshakeBroken"),
    services=(
        _S(name="zitouna-portal", team="种植户门户组 Growers Portal",
           description_zh="种植户门户 (网页与App, 预约压榨时段)",
           description_en="growers portal", depends_on=("zitouna-db", "maasra-sched", "grower-pay")),
        _S(name="zitouna-db", kind="mysql", team="种植户门户组 Growers Portal", description_zh="种植户数据库 (MySQL)",
           description_en="growers database"),
        _S(name="maasra-sched", team="压榨调度组 Press Scheduling", description_zh="压榨排班服务 (压榨时段)",
           description_en="pressing-schedule service", depends_on=("maasra-slots-pg",)),
        _S(name="maasra-slots-pg", kind="postgres", team="DBA", description_zh="压榨时段数据库 (PostgreSQL)",
           description_en="pressing slots database"),
        _S(name="mizan-ingest", team="称重组 Weighing", description_zh="称重站数据接入 (读队列)",
           description_en="weighing-station ingest", depends_on=("mizan-q",)),
        _S(name="mizan-q", kind="kafka", team="称重组 Weighing", description_zh="称重站队列 (Kafka)",
           description_en="weighing-station queue"),
        _S(name="naql-logistics", team="物流组 Logistics", description_zh="物流调度应用",
           description_en="logistics app", depends_on=("tanker-track",)),
        _S(name="tanker-track", team="物流组 Logistics", description_zh="油罐车追踪服务",
           description_en="tanker-tracking service", depends_on=("tanker-track-redis",)),
        _S(name="tanker-track-redis", kind="redis", team="物流组 Logistics", description_zh="油罐车追踪缓存 (Redis)",
           description_en="tanker-tracking cache"),
        _S(name="sadir-docs", team="出口组 Export", description_zh="出口单证服务",
           description_en="export documents service", depends_on=("tradenet-edi",)),
        _S(name="tradenet-edi", kind="external", team="外部 External", description_zh="出口单证合作方 (海关EDI)",
           description_en="export-documents partner"),
        _S(name="grower-pay", team="结算组 Grower Payments", description_zh="种植户结算付款",
           description_en="grower payments"),
        _S(name="acidlab", team="质检组 Oil Quality", description_zh="橄榄油酸度化验",
           description_en="oil acidity lab", depends_on=("acidlab-db",)),
        _S(name="acidlab-db", kind="mysql", team="质检组 Oil Quality", description_zh="化验数据库 (MySQL)",
           description_en="lab results database"),
    ),
    incidents=(
        IncidentSpec(id="slots-slow-query", kind="database", flavor="slow_query", service="maasra-sched",
                     origin="maasra-slots-pg", start=_at(4, 6, 20), error_rate=3, error_code="MSR-5408",
                     warn_code="MSP-W17"),
        IncidentSpec(id="tradenet-cert", kind="certificate", service="sadir-docs", origin="tradenet-edi",
                     start=_at(4, 5, 0), error_rate=2, error_code="SDR-4951"),
        IncidentSpec(id="mizan-backlog", kind="queue", service="mizan-ingest", origin="mizan-q",
                     start=_at(3, 23, 30), end=_at(4, 1, 40), error_rate=2, error_code="MZN-4420",
                     warn_code="MZQ-W09", topic="scale.readings"),
        IncidentSpec(id="portal-bad-deploy", kind="deploy", service="zitouna-portal", start=_at(3, 17, 0),
                     end=_at(3, 17, 25), error_rate=4, error_code="ZTP-5006", version="5.3.0",
                     previous_version="5.2.7", order_failure_share=0.5, order_status="SLOT_NOT_BOOKED"),
        IncidentSpec(id="tanker-evictions", kind="cache", service="tanker-track", origin="tanker-track-redis",
                     start=_at(3, 8, 10), end=_at(3, 8, 40), error_rate=3, error_code="TKT-5044",
                     warn_code="TKR-W03", upstream=("naql-logistics",), upstream_code="NQL-5041"),
    ),
)
