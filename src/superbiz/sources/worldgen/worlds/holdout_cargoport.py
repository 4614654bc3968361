"""HELD-OUT world ``cargoport``: a container port terminal in Australia/Eucla (UTC+08:45; ids are container
numbers like ``MSCU1234567``: three owner letters, ``U``, seven digits; hauliers ``HLR-1234``).

Gate transactions (one record per container visit) go through the public ``quay-gateway`` → ``gate-ops`` (闸口)
→ ``yard-allocator`` (堆场计划) → ``slot-ledger`` (堆场箱位账本) → ``yardslot-pg``: a four-hop chain whose
PostgreSQL lock waits are the origin of this afternoon's gate holds (ongoing). At the same time, on an
unrelated branch, ``tally-worker`` lags behind the crane move events (ongoing). Resolved: an expired
certificate of the customs EDI hub behind ``customs-relay`` (报关) last night across local midnight, an
eviction storm on the berth-plan cache behind ``berth-planner`` this morning, a bad deploy of ``billing-desk``
yesterday afternoon (rolled back), a latency blip on ``crane-scheduler`` yesterday late morning.
Healthy: reefer-monitor, gatepass-redis, billing-mysql.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Australia/Eucla")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 9, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="cargoport",
    title="Cargoport container terminal",
    seed=60893,
    timezone="Australia/Eucla",
    anchor=_at(16, 15, 40),
    hours=36,
    ids=IdFormats(order="{alpha:3}U{num:7}", user="HLR-{num:4}", trace="{hex:20}"),
    order_service="gate-ops",
    orders_per_hour=36,
    order_statuses=("GATED_IN", "GATED_IN", "GATED_OUT", "GATED_OUT", "IN_YARD"),
    vocab=Vocabulary(latency="http_p99_latency_ms", lock_waits="pg_lock_waits_per_s",
                     consumer_lag="kafka_consumer_lag", db_alert="DatabaseContention",
                     error_alert="ErrorRateHigh", latency_alert="P99LatencyHigh", lag_alert="ConsumerBacklogHigh"),
    services=(
        _S(name="quay-gateway", team="平台组 Platform", description_zh="码头统一对外网关",
           description_en="terminal public gateway",
           depends_on=("gate-ops", "berth-planner", "billing-desk", "customs-relay")),
        _S(name="gate-ops", team="闸口组 Gate", description_zh="闸口进出闸作业服务",
           description_en="gate-in/gate-out transactions", depends_on=("yard-allocator", "gatepass-redis")),
        _S(name="gatepass-redis", kind="redis", team="闸口组 Gate", description_zh="闸口通行证缓存 (Redis)",
           description_en="gate pass cache"),
        _S(name="yard-allocator", team="堆场组 Yard", description_zh="堆场计划与箱位分配",
           description_en="yard planning and slot allocation", depends_on=("slot-ledger",)),
        _S(name="slot-ledger", team="堆场组 Yard", description_zh="堆场箱位账本",
           description_en="yard slot ledger", depends_on=("yardslot-pg",)),
        _S(name="yardslot-pg", kind="postgres", team="DBA", description_zh="堆场箱位数据库 (PostgreSQL)",
           description_en="yard slot database"),
        _S(name="berth-planner", team="船舶计划组 Vessel Planning", description_zh="船舶泊位计划",
           description_en="vessel berth planning", depends_on=("berthplan-cache",)),
        _S(name="berthplan-cache", kind="redis", team="船舶计划组 Vessel Planning",
           description_zh="泊位计划缓存 (Redis)", description_en="berth plan cache"),
        _S(name="crane-scheduler", team="岸桥组 Quay Cranes", description_zh="岸桥作业调度",
           description_en="quay crane scheduling", depends_on=("berth-planner", "cranemove-bus")),
        _S(name="cranemove-bus", kind="kafka", team="平台组 Platform", description_zh="岸桥作业事件总线 (Kafka)",
           description_en="crane move event bus"),
        _S(name="tally-worker", team="理货组 Tally", description_zh="理货消费者（岸桥作业事件）",
           description_en="tally consumer of crane moves", depends_on=("cranemove-bus",)),
        _S(name="customs-relay", team="报关组 Customs", description_zh="报关申报转发服务",
           description_en="customs declaration relay", depends_on=("customs-edihub",)),
        _S(name="customs-edihub", kind="external", team="外部 External", description_zh="海关电子口岸 EDI 接口",
           description_en="external customs EDI hub"),
        _S(name="billing-desk", team="计费组 Billing", description_zh="码头计费结算",
           description_en="terminal billing", depends_on=("billing-mysql",)),
        _S(name="billing-mysql", kind="mysql", team="DBA", description_zh="计费数据库 (MySQL)",
           description_en="billing database"),
        _S(name="reefer-monitor", team="冷箱组 Reefer", description_zh="冷藏箱温度监控",
           description_en="reefer container monitoring"),
    ),
    incidents=(
        IncidentSpec(id="yard-slot-lock-waits", kind="database", flavor="lock_wait", service="slot-ledger",
                     origin="yardslot-pg", start=_at(16, 14, 52), error_rate=3, error_code="SLT-4055",
                     warn_code="YSP-W40", upstream=("yard-allocator", "gate-ops", "quay-gateway"),
                     upstream_code="YRD-5031", order_failure_share=0.5, order_status="GATE_HOLD"),
        IncidentSpec(id="tally-crane-backlog", kind="queue", service="tally-worker", origin="cranemove-bus",
                     start=_at(16, 14, 31), error_rate=2, error_code="TLY-3307", warn_code="TLY-W09",
                     topic="crane-moves", alert_severity="warning"),
        IncidentSpec(id="customs-edi-cert-expired", kind="certificate", service="customs-relay",
                     origin="customs-edihub", start=_at(15, 22, 48), end=_at(16, 0, 37), error_rate=2,
                     error_code="CSR-4951", upstream=("quay-gateway",), upstream_code="QGW-4952"),
        IncidentSpec(id="berthplan-cache-evictions", kind="cache", service="berth-planner", origin="berthplan-cache",
                     start=_at(16, 9, 6), end=_at(16, 9, 54), error_rate=3, error_code="BPL-7102",
                     warn_code="BPC-W03", upstream=("crane-scheduler",), upstream_code="CRS-5040"),
        IncidentSpec(id="billing-bad-deploy", kind="deploy", service="billing-desk", start=_at(15, 15, 18),
                     end=_at(15, 15, 47), error_rate=4, error_code="BIL-5000", version="4.12.0",
                     previous_version="4.11.3"),
        IncidentSpec(id="crane-latency-blip", kind="blip", service="crane-scheduler", start=_at(15, 11, 36),
                     end=_at(15, 11, 52), error_rate=0, warn_code="CRS-W11", alert_severity="warning"),
    ),
)
