"""Held-out world ``dimsumgo``: a Hong Kong dim sum restaurant group's table queueing and reservations in
Asia/Hong_Kong (UTC+08:00; queue tickets / reservations ``HK-R-0417-TST``, members ``mbr0417a3``).

"Now" is 12:20 local, the lunch peak. Incidents: slow queries on the loyalty points database jadepts-pg behind the
table queue ticket service tablequ since 11:45 (ongoing; the diner app gateway chopgate fails with it, a two-hop
chain), a bad deploy of the kitchen display service kdscreen at 11:30 rolled back at 11:40 (just before the lunch
trouble, a tempting false cause), a clean rollout of the reservation service rsvbook this morning, a menu cache
eviction blip behind menuhub around 08:05, an expired certificate of the SMS partner behind smsrelay yesterday
10:00–10:25 (renewed), a POS sync backlog on possync yesterday 19:00–21:30 (resolved).
Healthy: billpay (payments) and its partner, rsvbook after its rollout, rsv-mysql.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Hong_Kong")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="dimsumgo",
    title="DimSumGo restaurant queueing",
    seed=80417,
    timezone="Asia/Hong_Kong",
    anchor=_at(3, 12, 20),
    hours=36,
    ids=IdFormats(order="HK-R-{num:4}-{alpha:3}", user="mbr{num:4}{hex:2}", trace="dsg{hex:21}"),
    order_service="tablequ",
    orders_per_hour=45,
    order_statuses=("SEATED", "SEATED", "SEATED", "WAITING", "CALLED", "CANCELLED"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="resp_p99_ms", error_ratio="err_ratio",
                     db_alert="DbSlowSqlHigh", latency_alert="RespTimeP99High", error_alert="ErrRatioHigh",
                     lag_alert="QueueBacklogHigh", tls_alert="TlsPeerCertFailing", cache_alert="CacheHitRateDrop"),
    services=(
        _S(name="chopgate", team="平台组 Platform", description_zh="食客 App 网关",
           description_en="diner app gateway", depends_on=("tablequ", "rsvbook", "menuhub", "billpay")),
        _S(name="tablequ", team="排队组 Queueing", description_zh="排队取号服务",
           description_en="table queue ticket service", depends_on=("jadepts-pg", "smsrelay", "dimbus-kafka")),
        _S(name="jadepts-pg", kind="postgres", team="DBA", description_zh="会员积分数据库 (PostgreSQL)",
           description_en="loyalty points database"),
        _S(name="rsvbook", team="订座组 Reservations", description_zh="订座预约服务",
           description_en="table reservation service", depends_on=("rsv-mysql", "smsrelay")),
        _S(name="rsv-mysql", kind="mysql", team="DBA", description_zh="订座数据库 (MySQL)",
           description_en="reservation database"),
        _S(name="menuhub", team="菜品组 Menu", description_zh="菜单服务",
           description_en="menu service", depends_on=("menu-redis",)),
        _S(name="menu-redis", kind="redis", team="菜品组 Menu", description_zh="菜单缓存 (Redis)",
           description_en="menu cache"),
        _S(name="kdscreen", team="后厨组 Kitchen", description_zh="后厨出单屏服务",
           description_en="kitchen display screen service", depends_on=("dimbus-kafka", "menuhub")),
        _S(name="possync", team="门店系统组 Store Systems", description_zh="POS 收银同步",
           description_en="POS sync consumer", depends_on=("dimbus-kafka", "billpay")),
        _S(name="dimbus-kafka", kind="kafka", team="平台组 Platform", description_zh="门店事件总线 (Kafka)",
           description_en="store event bus"),
        _S(name="smsrelay", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notification service", depends_on=("hkmsg-ext",)),
        _S(name="hkmsg-ext", kind="external", team="外部 External", description_zh="外部短信通道",
           description_en="external SMS partner"),
        _S(name="billpay", team="支付组 Payments", description_zh="结账支付服务",
           description_en="bill payment service", depends_on=("payhk-ext",)),
        _S(name="payhk-ext", kind="external", team="外部 External", description_zh="外部支付网关",
           description_en="external payment acquirer"),
    ),
    incidents=(
        IncidentSpec(id="sms-cert-expired", kind="certificate", service="smsrelay", origin="hkmsg-ext",
                     start=_at(2, 10, 0), end=_at(2, 10, 25), error_rate=2, error_code="SMS-4951"),
        IncidentSpec(id="pos-sync-backlog", kind="queue", service="possync", topic="pos-bills",
                     start=_at(2, 19, 0), end=_at(2, 21, 30), error_rate=2, error_code="POS-3307",
                     warn_code="POS-W21"),
        IncidentSpec(id="menu-cache-blip", kind="cache", service="menuhub", origin="menu-redis",
                     start=_at(3, 8, 3), end=_at(3, 8, 11), error_rate=2, error_code="MNU-5102",
                     warn_code="RDS-EVICT"),
        IncidentSpec(id="rsvbook-rollout", kind="deploy", service="rsvbook", start=_at(3, 9, 32),
                     end=_at(3, 9, 47), error_rate=0, version="3.8.0", previous_version="3.7.2", rollout_ok=True),
        IncidentSpec(id="kds-bad-deploy", kind="deploy", service="kdscreen", start=_at(3, 11, 30),
                     end=_at(3, 11, 40), error_rate=4, error_code="KDS-5000", version="5.2.0",
                     previous_version="5.1.4"),
        IncidentSpec(id="loyalty-slow-query", kind="database", flavor="slow_query", service="tablequ",
                     origin="jadepts-pg", start=_at(3, 11, 45), error_rate=4, error_code="TQ-5041",
                     warn_code="PG-SLOW", upstream=("chopgate",), upstream_code="CGW-5030",
                     order_failure_share=0.45, order_status="TICKET_FAILED"),
    ),
)
