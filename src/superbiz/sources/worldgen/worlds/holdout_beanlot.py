"""Held-out world ``beanlot``: a coffee export cooperative in Pacific/Port_Moresby (UTC+10:00, no DST; bean lot ids
``PNG-LOT-26-0417``, farmers ``F-0417-EHP``, trace ids ``bl.<hex>``); "now" = 2026-11-27 16:45 local.

Incidents: an expired certificate of the mobile-money partner kinamoni behind the farmer payout service kinapay-out
since 14:00 (ongoing, not renewed; the member app sees it too), connection-pool exhaustion on the lots database
kumul-lotsdb behind the lot registry lotreg twice today (09:10–09:25 and 15:30–15:50, both resolved; lot
registrations fail with REGISTER_FAILED; the member app coopapp-edge two hops up sees both), two deploys of the
grading service cupgrade today (11:00 a clean rollout, ``rollout_ok``; 15:25 a bad one rolled back at 15:50), an
eviction storm on the pricing cache cherrycache behind cherryprice yesterday evening (resolved), a warehouse scan
queue backlog on whscan-worker yesterday 13:00–16:00 (resolved).
Healthy: boxbook, memberid, smsnotify, dgsms.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Pacific/Port_Moresby")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="beanlot",
    title="Beanlot coffee export cooperative",
    seed=52417,
    timezone="Pacific/Port_Moresby",
    anchor=_at(27, 16, 45),
    hours=36,
    ids=IdFormats(order="PNG-LOT-26-{num:4}", user="F-{num:4}-{alpha:3}", trace="bl.{hex:18}"),
    order_service="lotreg",
    orders_per_hour=24,
    order_statuses=("REGISTERED", "GRADED", "GRADED", "BAGGED"),
    vocab=Vocabulary(latency="req_latency_p95_ms", tls_days="tls_expiry_days", error_alert="LotErrorsHigh",
                     latency_alert="SlowResponses", cache_alert="CacheEvictStorm", db_alert="LotsDbSlow",
                     pool_alert="LotsDbPoolSaturated", lag_alert="ScanQueueBehind", tls_alert="PartnerTlsFailing"),
    services=(
        _S(name="coopapp-edge", team="会员端组 Member App", description_zh="合作社会员App网关",
           description_en="co-op member app gateway",
           depends_on=("lotreg", "kinapay-out", "cupgrade", "memberid", "cherryprice")),
        _S(name="lotreg", team="豆批组 Lots", description_zh="豆批登记服务", description_en="bean lot registry",
           depends_on=("kumul-lotsdb", "scanbus")),
        _S(name="kumul-lotsdb", kind="postgres", team="DBA", description_zh="豆批数据库 (PostgreSQL)",
           description_en="lots database"),
        _S(name="cupgrade", team="品控组 Quality", description_zh="豆批杯测分级服务",
           description_en="bean lot grading service", depends_on=("kumul-lotsdb",)),
        _S(name="kinapay-out", team="结算组 Payouts", description_zh="农户付款服务",
           description_en="farmer payout service", depends_on=("kinamoni", "smsnotify")),
        _S(name="kinamoni", kind="external", team="外部 External", description_zh="外部手机钱包合作方 KinaMoni",
           description_en="external mobile-money partner"),
        _S(name="boxbook", team="出口组 Export", description_zh="出口集装箱订舱",
           description_en="export container booking", depends_on=("lotreg",)),
        _S(name="whscan-worker", team="仓储组 Warehouse", description_zh="仓库扫码队列消费",
           description_en="warehouse scan queue consumer", depends_on=("scanbus", "lotreg")),
        _S(name="scanbus", kind="kafka", team="平台组 Platform", description_zh="扫码事件总线 (Kafka)",
           description_en="scan event bus"),
        _S(name="cherryprice", team="定价组 Pricing", description_zh="收购价格服务",
           description_en="cherry price service", depends_on=("cherrycache",)),
        _S(name="cherrycache", kind="redis", team="定价组 Pricing", description_zh="价格缓存 (Redis)",
           description_en="pricing cache (Redis)"),
        _S(name="memberid", team="会员组 Members", description_zh="会员身份服务", description_en="member identity"),
        _S(name="smsnotify", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notification service", depends_on=("dgsms",)),
        _S(name="dgsms", kind="external", team="外部 External", description_zh="外部短信通道",
           description_en="external SMS carrier"),
    ),
    incidents=(
        IncidentSpec(id="kinamoni-cert-expired", kind="certificate", service="kinapay-out", origin="kinamoni",
                     start=_at(27, 14, 0), error_rate=2, error_code="KPO-4971", upstream=("coopapp-edge",),
                     upstream_code="CAE-5402"),
        IncidentSpec(id="lotsdb-pool-morning", kind="database", flavor="pool", service="lotreg",
                     origin="kumul-lotsdb", start=_at(27, 9, 10), end=_at(27, 9, 25), error_rate=3,
                     error_code="LTR-5204", warn_code="KLDB-POOL-W", upstream=("coopapp-edge",),
                     upstream_code="CAE-5120", order_failure_share=0.9, order_status="REGISTER_FAILED"),
        IncidentSpec(id="lotsdb-pool-afternoon", kind="database", flavor="pool", service="lotreg",
                     origin="kumul-lotsdb", start=_at(27, 15, 30), end=_at(27, 15, 50), error_rate=3,
                     error_code="LTR-5204", warn_code="KLDB-POOL-W", upstream=("coopapp-edge",),
                     upstream_code="CAE-5120", order_failure_share=0.9, order_status="REGISTER_FAILED"),
        IncidentSpec(id="cupgrade-deploy-bad", kind="deploy", service="cupgrade", start=_at(27, 15, 25),
                     end=_at(27, 15, 50), error_rate=4, error_code="CUP-5001", version="2.15.0",
                     previous_version="2.14.0"),
        IncidentSpec(id="cupgrade-deploy-ok", kind="deploy", service="cupgrade", start=_at(27, 11, 0),
                     end=_at(27, 11, 9), version="2.14.0", previous_version="2.13.2", rollout_ok=True),
        IncidentSpec(id="cherrycache-evictions", kind="cache", service="cherryprice", origin="cherrycache",
                     start=_at(26, 18, 40), end=_at(26, 19, 35), error_rate=3, error_code="CPR-4301",
                     warn_code="CHC-W12"),
        IncidentSpec(id="scan-backlog", kind="queue", service="whscan-worker", origin="scanbus",
                     start=_at(26, 13, 0), end=_at(26, 16, 0), error_rate=2, error_code="WHS-3107",
                     warn_code="WHS-W21", topic="warehouse.scans", alert_severity="warning"),
    ),
)
