"""Held-out world ``datepalm``: a date-fruit export packing house in Asia/Baghdad (UTC+03:00, no daylight time;
"now" is 14:20 local on 4 December 2026 = 11:20 UTC; the data span 36 hours, from about 02:20 local on 3 December;
export lots ``LOT.BG.00417`` (made by the buyer portal nakhlweb), buyers ``byr-QKZ417``, trace ids ``pk-`` + 16 hex
digits).

Incidents (local times):
- a bad deploy of the grading-line controller gradex 7.4.0 today at 13:30, NOT rolled back, still failing at "now"
  (failed lots as records, status ``GRADING_FAILED``);
- a cold-room telemetry backlog today 11:00-12:10 (the cold-room monitor frostwatch behind the queue coldpulse-q,
  topic ``coldroom.telemetry``; resolved);
- a clean rollout of the label printer service tagprint 3.2.0 today at 11:05-11:11 (``rollout_ok``; inside the
  backlog: a tempting false cause);
- an expired certificate of the customs broker partner gumruklink last night 22:00-22:40 under the export
  declaration service bayanat (refused export declarations as records, status ``DECLARATION_REFUSED``; resolved);
- a pallet cache storm yesterday morning 09:10-09:55 on palletry-redis under the pallet registry palletry, reaching
  the lot allocation lotbook and the buyer portal nakhlweb (chain nakhlweb -> lotbook -> palletry -> palletry-redis,
  three hops; resolved);
- a WARN-only latency blip of the reefer booking reefbook yesterday 17:40-17:55 (resolved).
Healthy: the invoicing service fatoora, the shipping-line partner seamarlin, the lot database lotbook-pg, the grading
database gradex-pg.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Baghdad")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="datepalm",
    title="Datepalm date-fruit export packing house",
    seed=80412,
    timezone="Asia/Baghdad",
    anchor=_at(4, 14, 20),
    hours=36,
    ids=IdFormats(order="LOT.BG.{seq:5}", user="byr-{alpha:3}{num:3}", trace="pk-{hex:16}"),
    order_service="nakhlweb",
    orders_per_hour=40,
    order_statuses=("ALLOCATED", "GRADED", "PACKED", "SHIPPED"),
    vocab=Vocabulary(request_rate="dp_calls_ps", latency="dp_resp_p99_ms", error_ratio="dp_fault_share",
                     hit_ratio="pallet_kv_hit_share", evictions="pallet_kv_evicted_ps",
                     query_latency="dp_sql_p99_ms", lock_waits="dp_row_lock_waits_ps", pool_in_use="dp_sql_conns",
                     pool_size="dp_sql_conns_max", consumer_lag="coldroom_msgs_behind",
                     tls_days="broker_cert_days_to_expiry", tls_failures="broker_handshake_errs_ps",
                     cache_alert="PalletKvHitShareDrop", latency_alert="DpRespP99High",
                     error_alert="DpFaultShareHigh", db_alert="DpSqlSlow", pool_alert="DpSqlConnsFull",
                     lag_alert="ColdroomMsgsBehind", tls_alert="BrokerHandshakeBroken"),
    services=(
        _S(name="nakhlweb", team="买家门户组 Buyer Portal", description_zh="买家门户 (采购下单与批次跟踪)",
           description_en="buyer portal", depends_on=("lotbook", "bayanat", "fatoora")),
        _S(name="lotbook", team="批次组 Lot Desk", description_zh="批次分配服务",
           description_en="lot allocation service", depends_on=("palletry", "lotbook-pg", "gradex")),
        _S(name="lotbook-pg", kind="postgres", team="批次组 Lot Desk", description_zh="批次数据库 (PostgreSQL)",
           description_en="lot database"),
        _S(name="palletry", team="仓储组 Pallet Yard", description_zh="托盘登记服务",
           description_en="pallet registry", depends_on=("palletry-redis",)),
        _S(name="palletry-redis", kind="redis", team="仓储组 Pallet Yard", description_zh="托盘缓存 (Redis)",
           description_en="pallet cache"),
        _S(name="gradex", team="分级线组 Grading", description_zh="分级线控制服务 (椰枣分拣分级)",
           description_en="grading line controller", depends_on=("gradex-pg", "tagprint")),
        _S(name="gradex-pg", kind="postgres", team="分级线组 Grading", description_zh="分级记录数据库 (PostgreSQL)",
           description_en="grading database"),
        _S(name="tagprint", team="分级线组 Grading", description_zh="标签打印服务",
           description_en="label printer service"),
        _S(name="frostwatch", team="冷库组 Cold Rooms", description_zh="冷库监控 (读冷库遥测队列)",
           description_en="cold room monitor", depends_on=("coldpulse-q",)),
        _S(name="coldpulse-q", kind="kafka", team="冷库组 Cold Rooms", description_zh="冷库遥测队列 (Kafka)",
           description_en="cold room telemetry queue"),
        _S(name="bayanat", team="报关组 Customs", description_zh="出口报关申报服务",
           description_en="export declaration service", depends_on=("gumruklink",)),
        _S(name="gumruklink", kind="external", team="外部 External", description_zh="报关行合作方",
           description_en="customs broker partner"),
        _S(name="reefbook", team="船运组 Shipping", description_zh="冷柜订舱服务",
           description_en="reefer booking service", depends_on=("seamarlin", "lotbook-pg")),
        _S(name="seamarlin", kind="external", team="外部 External", description_zh="船公司合作方",
           description_en="shipping line partner"),
        _S(name="fatoora", team="财务组 Finance", description_zh="出口发票服务",
           description_en="export invoicing"),
    ),
    incidents=(
        IncidentSpec(id="gradex-bad-deploy", kind="deploy", service="gradex", start=_at(4, 13, 30),
                     error_rate=4, error_code="GRX-5102", version="7.4.0", previous_version="7.3.2",
                     upstream=("lotbook",), upstream_code="LTB-5020", order_failure_share=0.4,
                     order_status="GRADING_FAILED"),
        IncidentSpec(id="coldpulse-backlog", kind="queue", service="frostwatch", origin="coldpulse-q",
                     start=_at(4, 11, 0), end=_at(4, 12, 10), error_rate=2, error_code="FRW-4471",
                     warn_code="CPQ-W19", topic="coldroom.telemetry"),
        IncidentSpec(id="tagprint-rollout", kind="deploy", service="tagprint", start=_at(4, 11, 5),
                     end=_at(4, 11, 11), version="3.2.0", previous_version="3.1.9", rollout_ok=True),
        IncidentSpec(id="gumruk-cert", kind="certificate", service="bayanat", origin="gumruklink",
                     start=_at(3, 22, 0), end=_at(3, 22, 40), error_rate=3, error_code="BYN-4953",
                     upstream=("nakhlweb",), upstream_code="NKW-5031", order_failure_share=0.5,
                     order_status="DECLARATION_REFUSED"),
        IncidentSpec(id="pallet-cache-storm", kind="cache", service="palletry", origin="palletry-redis",
                     start=_at(3, 9, 10), end=_at(3, 9, 55), error_rate=3, error_code="PLT-5064",
                     warn_code="PLR-W23", upstream=("lotbook", "nakhlweb"), upstream_code="LTB-5044"),
        IncidentSpec(id="reefbook-blip", kind="blip", service="reefbook", start=_at(3, 17, 40),
                     end=_at(3, 17, 55), error_rate=0, warn_code="RFB-W08", alert_severity="warning"),
    ),
)
