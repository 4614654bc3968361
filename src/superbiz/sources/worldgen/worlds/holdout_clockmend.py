"""Held-out world ``clockmend``: a watch and clock repair chain (repair tickets, parts inventory, courier pickups)
in Asia/Oral (UTC+05:00, no DST). Repair ticket ids ``CM.2612.0457``, customers ``owner#5521``.

"Now" is 2026-12-09 16:20 local; the data starts 2026-12-08 04:20 local (36 hours).

Incidents (local times):

- today 09:05-09:40: the parts cache pinionkv (Redis) evicts; partquill-svc (parts inventory) times out and the
  customer repair-ticket app tikmend-app fails through it (two hops down); tickets fail PARTS_STALLED (resolved).
- today 13:00-13:06: a clean rollout (rollout_ok) of partquill-svc 5.2.0 (from 5.1.3): the tempting false cause.
- today 13:10-14:05: lock waits on the ticket database bezelpg (PostgreSQL) behind tikmend-app (one hop down);
  gnomon-edge fails through it; tickets fail TICKET_LOCKED (resolved).
- yesterday 18:00-19:30: a consumer backlog of collyx-worker on hauletta-bus (Kafka, topic collyx.pickups.v2);
  tickets fail PICKUP_MISSED (resolved).
- today since 15:50: the external courier partner dashkuri-api's certificate has expired; runnelo-bridge's TLS
  handshakes fail (still firing at "now").
- today 07:20-07:48: a bad deploy of quoira-svc 3.8.0 (from 3.7.4), rolled back.
- today 11:20-11:36: a warnings-only latency blip on loupix-bench (technician bench console).

Healthy: chimvox-notify, escapa-search, sprocq-pay, ferrulex-my.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Oral")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="clockmend",
    title="Clockmend watch and clock repair",
    seed=72614,
    timezone="Asia/Oral",
    anchor=_at(9, 16, 20),
    hours=36,
    ids=IdFormats(order="CM.2612.{num:4}", user="owner#{num:4}", trace="{hex:8}-cm-{num:6}"),
    order_service="tikmend-app",
    orders_per_hour=40,
    order_statuses=("TAKEN_IN", "ON_BENCH", "ON_BENCH", "READY_PICKUP", "HANDED_BACK"),
    vocab=Vocabulary(latency="escapement_p99_ms", cache_alert="CogHitSag", latency_alert="TickLagBreach",
                     error_alert="FaultShareBurn", lag_alert="PickupLagSwell", tls_alert="CourierCertStale"),
    services=(
        _S(name="gnomon-edge", team="平台组 Platform", description_zh="门店与客户统一入口网关",
           description_en="storefront edge gateway", depends_on=("tikmend-app", "quoira-svc", "sprocq-pay")),
        _S(name="tikmend-app", team="工单组 Tickets", description_zh="客户维修工单应用",
           description_en="customer repair-ticket app",
           depends_on=("partquill-svc", "bezelpg", "escapa-search", "quoira-svc")),
        _S(name="partquill-svc", team="配件组 Parts", description_zh="零件库存服务",
           description_en="parts inventory service", depends_on=("pinionkv",)),
        _S(name="pinionkv", kind="redis", team="配件组 Parts", description_zh="零件缓存 (Redis)",
           description_en="parts cache (Redis)"),
        _S(name="bezelpg", kind="postgres", team="DBA", description_zh="维修工单数据库 (PostgreSQL)",
           description_en="repair ticket database"),
        _S(name="escapa-search", kind="elasticsearch", team="工单组 Tickets", description_zh="工单检索集群",
           description_en="ticket search cluster"),
        _S(name="quoira-svc", team="报价组 Estimates", description_zh="维修报价服务",
           description_en="repair estimate service"),
        _S(name="collyx-worker", team="物流组 Logistics", description_zh="快递取件派单消费者",
           description_en="courier pickup dispatcher (consumer)", depends_on=("hauletta-bus", "runnelo-bridge")),
        _S(name="hauletta-bus", kind="kafka", team="物流组 Logistics", description_zh="取件事件总线 (Kafka)",
           description_en="pickup event bus"),
        _S(name="runnelo-bridge", team="物流组 Logistics", description_zh="快递商对接桥",
           description_en="courier partner bridge", depends_on=("dashkuri-api",)),
        _S(name="dashkuri-api", kind="external", team="外部 External", description_zh="外部快递商 Dashkuri 接口",
           description_en="external courier partner API"),
        _S(name="chimvox-notify", team="消息组 Messaging", description_zh="客户短信通知",
           description_en="customer SMS notifications", depends_on=("hauletta-bus",)),
        _S(name="loupix-bench", team="技师组 Workshop", description_zh="技师维修工作台",
           description_en="technician bench console", depends_on=("partquill-svc",)),
        _S(name="sprocq-pay", team="财务组 Finance", description_zh="维修付款服务",
           description_en="repair payment service", depends_on=("ferrulex-my",)),
        _S(name="ferrulex-my", kind="mysql", team="财务组 Finance", description_zh="付款数据库 (MySQL)",
           description_en="payment database"),
    ),
    incidents=(
        IncidentSpec(id="parts-cache-evictions", kind="cache", service="partquill-svc", origin="pinionkv",
                     start=_at(9, 9, 5), end=_at(9, 9, 40), error_rate=4, error_code="PQL-6120",
                     warn_code="PNK-W44", upstream=("tikmend-app",), upstream_code="TMD-5207",
                     order_failure_share=0.5, order_status="PARTS_STALLED"),
        IncidentSpec(id="parts-rollout", kind="deploy", service="partquill-svc", start=_at(9, 13, 0),
                     end=_at(9, 13, 6), error_rate=0, version="5.2.0", previous_version="5.1.3", rollout_ok=True),
        IncidentSpec(id="ticket-lock-wait", kind="database", flavor="lock_wait", service="tikmend-app",
                     origin="bezelpg", start=_at(9, 13, 10), end=_at(9, 14, 5), error_rate=3,
                     error_code="TMD-4093", warn_code="BZL-W19", upstream=("gnomon-edge",),
                     upstream_code="GNM-5031",
                     order_failure_share=0.45, order_status="TICKET_LOCKED"),
        IncidentSpec(id="pickup-backlog", kind="queue", service="collyx-worker", origin="hauletta-bus",
                     start=_at(8, 18, 0), end=_at(8, 19, 30), error_rate=2, error_code="CLX-3306",
                     warn_code="CLX-W08", topic="collyx.pickups.v2", alert_severity="warning",
                     order_failure_share=0.35, order_status="PICKUP_MISSED"),
        IncidentSpec(id="courier-cert-expired", kind="certificate", service="runnelo-bridge", origin="dashkuri-api",
                     start=_at(9, 15, 50), error_rate=2, error_code="RNL-4952"),
        IncidentSpec(id="estimate-deploy", kind="deploy", service="quoira-svc", start=_at(9, 7, 20),
                     end=_at(9, 7, 48), error_rate=4, error_code="QRA-5000", version="3.8.0",
                     previous_version="3.7.4"),
        IncidentSpec(id="bench-blip", kind="blip", service="loupix-bench", start=_at(9, 11, 20), end=_at(9, 11, 36),
                     error_rate=0, warn_code="LPX-W03", alert_severity="warning"),
    ),
)
