"""Held-out world ``plotshed``: community garden allotments and a tool library (plot leases, tool checkouts,
watering schedules, compost sensors) in Asia/Pyongyang (UTC+09:00, no daylight time; "now" is 08:05 local on
8 December 2026 = 23:05 UTC on 7 December, so the UTC date is a day behind the local one until 09:00 local; the
local "today" began at 15:00 UTC on the 7th; the data begin at 20:05 local on 6 December). Member records
(lease renewals, tool loans, watering jobs; made by the members' app sodbay) ``AL.00417.PY``, members
``ph-4417K``, trace ids ``shd`` + 13 hex digits.

Incidents (local times):

- a bad deploy of the plot lease service leasewick 3.4.0 (from 3.3.2) today at 07:20, NOT rolled back, still
  failing at "now" (ERROR ``LWK-5031``; the members' app sodbay fails with ``SOD-5021``; failed lease renewals
  as records, status ``RENEWAL_FAILED``);
- a clean rollout of the noticeboard service corkwall 1.9.0 (from 1.8.4) today 07:15-07:19 (``rollout_ok``; a
  tempting false cause five minutes before the bad deploy);
- a tool-stock cache eviction storm yesterday 17:00-17:30: toolcrib-redis evicting (WARN ``TCR-W09``), the tool
  checkout service toolcrib failing (``TCB-5044``), the members' app sodbay failing (``SOD-5047``), chain
  sodbay -> toolcrib -> toolcrib-redis; failed tool loans as records, status ``LOAN_FAILED``; resolved;
- slow queries on the watering schedule database drizzlr-pg overnight 02:00-02:40 (WARN ``DPG-W14``), the
  watering scheduler drizzlr failing (``DRZ-5008``); failed watering jobs as records, status ``WATERING_MISSED``;
  resolved;
- a WARN-only latency blip of the compost sensor service humusense at 05:00-05:12 (``HMS-W03``; no errors).

Healthy: the members' database sodbay-db, the lease database leasewick-pg, the rent payment partner tillpay, the
valve controller hub valvenet, the sensor readings queue mulchq, the push sender pingroot, the noticeboard corkwall
(clean rollout only), the booking calendar furrowcal.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Pyongyang")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="plotshed",
    title="Plotshed community garden allotments and tool library",
    seed=80412,
    timezone="Asia/Pyongyang",
    anchor=_at(8, 8, 5),
    hours=36,
    ids=IdFormats(order="AL.{seq:5}.PY", user="ph-{num:4}{alpha:1}", trace="shd{hex:13}"),
    order_service="sodbay",
    orders_per_hour=40,
    order_statuses=("BOOKED", "CONFIRMED", "CONFIRMED", "FULFILLED"),
    vocab=Vocabulary(request_rate="shed_req_ps", latency="shed_p99_ms", error_ratio="shed_err_frac",
                     hit_ratio="toolstock_hit_frac", evictions="toolstock_evicts_ps",
                     query_latency="soil_sql_p99_ms", lock_waits="soil_lock_waits_ps", pool_in_use="soil_conns_busy",
                     pool_size="soil_conns_max", consumer_lag="sensor_msgs_behind",
                     tls_days="rentpay_cert_days_left", tls_failures="rentpay_tls_fail_ps",
                     cache_alert="ToolStockHitSagging", latency_alert="ShedP99Slow",
                     error_alert="ShedErrFracHigh", db_alert="SoilSqlCrawling", pool_alert="SoilConnsFull",
                     lag_alert="SensorMsgsBehind", tls_alert="RentPayTlsBroken"),
    services=(
        _S(name="sodbay", team="会员组 Members", description_zh="会员App (续租、借工具、浇水预约)",
           description_en="members' app",
           depends_on=("sodbay-db", "leasewick", "toolcrib", "drizzlr", "corkwall", "furrowcal")),
        _S(name="sodbay-db", kind="mysql", team="会员组 Members", description_zh="会员数据库 (MySQL)",
           description_en="members database"),
        _S(name="leasewick", team="地块租约组 Plot Leases", description_zh="地块租约服务 (续租)",
           description_en="plot lease service", depends_on=("leasewick-pg", "tillpay")),
        _S(name="leasewick-pg", kind="postgres", team="地块租约组 Plot Leases",
           description_zh="租约数据库 (PostgreSQL)", description_en="lease database"),
        _S(name="tillpay", kind="external", team="外部 External", description_zh="租金支付合作方",
           description_en="rent payment partner"),
        _S(name="toolcrib", team="工具库组 Tool Library", description_zh="工具借还服务",
           description_en="tool checkout service", depends_on=("toolcrib-redis",)),
        _S(name="toolcrib-redis", kind="redis", team="工具库组 Tool Library", description_zh="工具库存缓存 (Redis)",
           description_en="tool stock cache"),
        _S(name="drizzlr", team="浇水组 Watering", description_zh="浇水排程服务",
           description_en="watering scheduler", depends_on=("drizzlr-pg", "valvenet")),
        _S(name="drizzlr-pg", kind="postgres", team="浇水组 Watering", description_zh="浇水排程数据库 (PostgreSQL)",
           description_en="watering schedule database"),
        _S(name="valvenet", team="浇水组 Watering", description_zh="阀门控制网关",
           description_en="valve controller hub"),
        _S(name="humusense", team="堆肥组 Compost", description_zh="堆肥传感器服务 (读传感器队列)",
           description_en="compost sensor service", depends_on=("mulchq",)),
        _S(name="mulchq", kind="kafka", team="堆肥组 Compost", description_zh="传感器读数队列 (Kafka)",
           description_en="sensor readings queue"),
        _S(name="corkwall", team="社区组 Community", description_zh="公告板服务",
           description_en="noticeboard service", depends_on=("pingroot",)),
        _S(name="pingroot", team="社区组 Community", description_zh="消息推送服务",
           description_en="push notification sender"),
        _S(name="furrowcal", team="社区组 Community", description_zh="活动日历服务",
           description_en="garden events calendar", depends_on=("sodbay-db",)),
    ),
    incidents=(
        IncidentSpec(id="leasewick-bad-deploy", kind="deploy", service="leasewick", start=_at(8, 7, 20),
                     error_rate=4, error_code="LWK-5031", version="3.4.0", previous_version="3.3.2",
                     upstream=("sodbay",), upstream_code="SOD-5021", order_failure_share=0.5,
                     order_status="RENEWAL_FAILED"),
        IncidentSpec(id="corkwall-rollout", kind="deploy", service="corkwall", start=_at(8, 7, 15),
                     end=_at(8, 7, 19), version="1.9.0", previous_version="1.8.4", rollout_ok=True),
        IncidentSpec(id="toolcrib-evictions", kind="cache", service="toolcrib", origin="toolcrib-redis",
                     start=_at(7, 17, 0), end=_at(7, 17, 30), error_rate=3, error_code="TCB-5044",
                     warn_code="TCR-W09", upstream=("sodbay",), upstream_code="SOD-5047",
                     order_failure_share=0.4, order_status="LOAN_FAILED"),
        IncidentSpec(id="drizzlr-slow-queries", kind="database", flavor="slow_query", service="drizzlr",
                     origin="drizzlr-pg", start=_at(8, 2, 0), end=_at(8, 2, 40), error_rate=2,
                     error_code="DRZ-5008", warn_code="DPG-W14", order_failure_share=0.5,
                     order_status="WATERING_MISSED"),
        IncidentSpec(id="humusense-blip", kind="blip", service="humusense", start=_at(8, 5, 0),
                     end=_at(8, 5, 12), error_rate=0, warn_code="HMS-W03", alert_severity="warning"),
    ),
)
