"""Held-out world ``grainlog``: a grain elevator's logistics stack (truck check-in, weighbridge, moisture lab,
silo allocation, settlement with a bank partner, a driver app) in America/Anchorage (UTC-09:00 in November).
"Now" is early morning (06:20 local), so most of the action happened overnight. Weigh tickets are
``WB-7731-22``, drivers ``DRV_0042``.

Incidents: a row-lock wait on scale-pg behind scaleyard-svc between 02:00 and 04:00 (resolved, weigh tickets
failed meanwhile), a bad deploy of binplan-svc at 05:32 (still failing, not rolled back), a settlement backlog
of tally-worker on ticket-bus since 04:12 (ongoing), an expired bank-partner certificate seen by payout-svc
after midnight (resolved), a check-in cache eviction storm behind gatehouse-api yesterday evening (resolved),
a latency blip of the moisture lab's grade-lab yesterday afternoon.
Healthy: notify-relay, settle-pg, binplan-mysql.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Anchorage")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="grainlog",
    title="Grainlog elevator logistics",
    seed=71193,
    timezone="America/Anchorage",
    anchor=_at(19, 6, 20),
    hours=36,
    ids=IdFormats(order="WB-{num:4}-{num:2}", user="DRV_{seq:4}", trace="gl{hex:18}"),
    order_service="scaleyard-svc",
    orders_per_hour=30,
    order_statuses=("WEIGHED", "GRADED", "GRADED", "SETTLED", "SETTLED"),
    vocab=Vocabulary(latency="http_p99_ms", lock_waits="row_lock_waits_per_s", db_alert="DbContention",
                     error_alert="ErrorRatioHigh", latency_alert="SlowP99", lag_alert="TicketBacklog",
                     tls_alert="PartnerTLSFailing", cache_alert="CheckinCacheMisses"),
    services=(
        _S(name="haulr-bff", team="司机端组 Driver App", description_zh="司机 App 后端 (BFF)",
           description_en="driver app backend", depends_on=("gatehouse-api", "payout-svc", "notify-relay")),
        _S(name="gatehouse-api", team="入场组 Gate", description_zh="卡车入场登记接口",
           description_en="truck check-in API", depends_on=("checkin-cache", "scaleyard-svc", "binplan-svc")),
        _S(name="checkin-cache", kind="redis", team="入场组 Gate", description_zh="入场登记缓存 (Redis)",
           description_en="check-in cache"),
        _S(name="scaleyard-svc", team="称重组 Weighbridge", description_zh="地磅称重服务 (磅单)",
           description_en="weighbridge service (weigh tickets)", depends_on=("scale-pg", "ticket-bus")),
        _S(name="scale-pg", kind="postgres", team="DBA", description_zh="磅单数据库 (PostgreSQL)",
           description_en="weigh ticket database"),
        _S(name="ticket-bus", kind="kafka", team="平台组 Platform", description_zh="磅单事件总线 (Kafka)",
           description_en="weigh ticket event bus"),
        _S(name="grade-lab", team="化验组 Lab", description_zh="水分化验室服务",
           description_en="moisture lab service", depends_on=("ticket-bus",)),
        _S(name="binplan-svc", team="仓储组 Storage", description_zh="筒仓分配服务",
           description_en="silo allocation service", depends_on=("binplan-mysql",)),
        _S(name="binplan-mysql", kind="mysql", team="仓储组 Storage", description_zh="筒仓库位数据库 (MySQL)",
           description_en="silo allocation database"),
        _S(name="tally-worker", team="结算组 Settlement", description_zh="结算消费任务",
           description_en="settlement consumer", depends_on=("ticket-bus", "settle-pg")),
        _S(name="payout-svc", team="结算组 Settlement", description_zh="结算付款服务",
           description_en="settlement payout service", depends_on=("settle-pg", "prairiebank-gw")),
        _S(name="settle-pg", kind="postgres", team="结算组 Settlement", description_zh="结算数据库 (PostgreSQL)",
           description_en="settlement database"),
        _S(name="prairiebank-gw", kind="external", team="外部 External", description_zh="合作银行接口",
           description_en="bank partner gateway"),
        _S(name="notify-relay", team="司机端组 Driver App", description_zh="司机短信/推送通知",
           description_en="driver SMS and push notifications"),
    ),
    incidents=(
        IncidentSpec(id="scale-lock-wait", kind="database", flavor="lock_wait", service="scaleyard-svc",
                     origin="scale-pg", start=_at(19, 2, 7), end=_at(19, 3, 41), error_rate=3,
                     error_code="WBR-4090", warn_code="PGL-W11", upstream=("gatehouse-api",),
                     upstream_code="GTH-5023", order_failure_share=0.5, order_status="WEIGH_FAILED"),
        IncidentSpec(id="binplan-deploy", kind="deploy", service="binplan-svc", start=_at(19, 5, 32),
                     error_rate=4, error_code="SLO-5001", version="3.8.0", previous_version="3.7.4",
                     upstream=("gatehouse-api",), upstream_code="GTH-5030"),
        IncidentSpec(id="tally-backlog", kind="queue", service="tally-worker", origin="ticket-bus",
                     start=_at(19, 4, 12), error_rate=2, error_code="TLY-3008", warn_code="TLY-W21",
                     topic="weigh-tickets.settle", alert_severity="warning"),
        IncidentSpec(id="bank-cert", kind="certificate", service="payout-svc", origin="prairiebank-gw",
                     start=_at(19, 0, 47), end=_at(19, 1, 29), error_rate=3, error_code="PAY-4950",
                     upstream=("haulr-bff",), upstream_code="HLR-5029"),
        IncidentSpec(id="checkin-evictions", kind="cache", service="gatehouse-api", origin="checkin-cache",
                     start=_at(18, 19, 40), end=_at(18, 20, 25), error_rate=3, error_code="GTH-4410",
                     warn_code="CKC-W04", upstream=("haulr-bff",), upstream_code="HLR-5044"),
        IncidentSpec(id="lab-blip", kind="blip", service="grade-lab", start=_at(18, 14, 35), end=_at(18, 14, 52),
                     error_rate=0, warn_code="LAB-W07", alert_severity="warning"),
    ),
)
