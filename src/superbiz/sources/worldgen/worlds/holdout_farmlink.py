"""Held-out world ``farmlink``: a farm-produce marketplace with cold-chain delivery in Asia/Ho_Chi_Minh (UTC+07:00).

Growers list lots on ``lotboard``, buyers order through ``ordertill`` (purchase orders ``PO20261124-00123``, buyers
``byr_1a2b3c``), trucks are dispatched by ``haulplan`` with reefer telemetry from ``reeferlink``.

Incidents: ordertill twice (a lock-wait episode on till-pg yesterday afternoon, resolved; connection-pool
exhaustion on the same database now, ongoing), a two-hop cache chain this morning (marketgate -> lotboard ->
lotcache, resolved), a dispatch queue backlog on haulplan (ongoing), an expired bank certificate behind paystall
across last local midnight (resolved), a bad reeferlink release last evening (rolled back), a short latency blip on
buyerhub this morning. Healthy: growerhub, gradecheck, lotstore, haulplan's database.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Ho_Chi_Minh")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="farmlink",
    title="Farmlink produce market",
    seed=71123,
    timezone="Asia/Ho_Chi_Minh",
    anchor=_at(24, 14, 40),
    hours=30,
    ids=IdFormats(order="PO{date}-{seq:5}", user="byr_{hex:6}", trace="fl{hex:18}"),
    order_service="ordertill",
    orders_per_hour=30,
    order_statuses=("CONFIRMED", "PACKED", "ON_TRUCK", "DELIVERED", "DELIVERED"),
    vocab=Vocabulary(latency="resp_p99_ms", error_ratio="err_share", request_rate="rps",
                     error_alert="ErrorShareHigh", latency_alert="RespSlow", cache_alert="LotCacheMisses",
                     db_alert="DbContention", pool_alert="TillPoolFull", lag_alert="DispatchBacklog",
                     tls_alert="BankTlsBroken"),
    services=(
        _S(name="marketgate", team="平台组 Platform", description_zh="市场入口网关（买家和农户 App 的入口）",
           description_en="marketplace gateway for buyer and grower apps",
           depends_on=("lotboard", "ordertill", "buyerhub", "growerhub")),
        _S(name="lotboard", team="货品组 Listings", description_zh="农产品批次挂牌（农户发布货批）",
           description_en="produce lot listings posted by growers",
           depends_on=("lotcache", "lotstore", "gradecheck")),
        _S(name="lotcache", kind="redis", team="货品组 Listings", description_zh="货批挂牌缓存 (Redis)",
           description_en="lot listing cache"),
        _S(name="lotstore", kind="mysql", team="货品组 Listings", description_zh="货批库 (MySQL)",
           description_en="lot database"),
        _S(name="gradecheck", team="品控组 Quality", description_zh="等级质检（果蔬分级结果）",
           description_en="produce grading and quality checks"),
        _S(name="ordertill", team="交易组 Trading", description_zh="采购下单（买家订货）",
           description_en="buyer purchase orders", depends_on=("till-pg", "paystall", "lotboard")),
        _S(name="till-pg", kind="postgres", team="DBA", description_zh="订单库 (PostgreSQL)",
           description_en="purchase order database"),
        _S(name="paystall", team="结算组 Settlement", description_zh="货款结算与代收",
           description_en="payment settlement", depends_on=("bankwire",)),
        _S(name="bankwire", kind="external", team="外部 External", description_zh="合作银行收款接口",
           description_en="partner bank collection API"),
        _S(name="haulplan", team="冷链物流组 ColdChain", description_zh="冷链派车调度（给订单分配冷藏车）",
           description_en="reefer truck dispatch", depends_on=("truckq", "reeferlink", "haul-db")),
        _S(name="truckq", kind="kafka", team="冷链物流组 ColdChain", description_zh="派车消息队列 (Kafka)",
           description_en="dispatch queue"),
        _S(name="haul-db", kind="postgres", team="冷链物流组 ColdChain", description_zh="运单库 (PostgreSQL)",
           description_en="haul database"),
        _S(name="reeferlink", team="冷链物流组 ColdChain", description_zh="冷藏车温控遥测（车厢温度上报）",
           description_en="reefer temperature telemetry"),
        _S(name="buyerhub", team="用户组 Accounts", description_zh="买家账户", description_en="buyer accounts"),
        _S(name="growerhub", team="用户组 Accounts", description_zh="农户账户与入驻",
           description_en="grower accounts and onboarding"),
    ),
    incidents=(
        IncidentSpec(id="till-lockwait", kind="database", flavor="lock_wait", service="ordertill", origin="till-pg",
                     start=_at(23, 15, 22), end=_at(23, 16, 9), error_rate=3, error_code="OT-4091",
                     warn_code="TPG-LCK", upstream=("marketgate",), upstream_code="MG-5021",
                     order_failure_share=0.5, order_status="ABORTED"),
        IncidentSpec(id="reefer-release", kind="deploy", service="reeferlink", start=_at(23, 19, 14),
                     end=_at(23, 19, 47), error_rate=4, error_code="RFL-500", version="3.8.0",
                     previous_version="3.7.4"),
        IncidentSpec(id="bank-cert", kind="certificate", service="paystall", origin="bankwire",
                     start=_at(23, 23, 36), end=_at(24, 0, 41), error_rate=2, error_code="PS-TLS9"),
        IncidentSpec(id="lot-cache", kind="cache", service="lotboard", origin="lotcache",
                     start=_at(24, 7, 3), end=_at(24, 7, 51), error_rate=3, error_code="LB-5044",
                     warn_code="LC-EVICT", upstream=("marketgate",), upstream_code="MG-5040"),
        IncidentSpec(id="buyer-blip", kind="blip", service="buyerhub", start=_at(24, 10, 12), end=_at(24, 10, 27),
                     error_rate=0, warn_code="BH-SLOW", alert_severity="warning"),
        IncidentSpec(id="truck-backlog", kind="queue", service="haulplan", origin="truckq",
                     start=_at(24, 13, 18), error_rate=2, error_code="HP-3302", warn_code="TQ-LAG",
                     topic="truck.assign", alert_severity="warning"),
        IncidentSpec(id="till-pool", kind="database", flavor="pool", service="ordertill", origin="till-pg",
                     start=_at(24, 14, 4), error_rate=4, error_code="OT-5033", warn_code="TPG-CONN",
                     upstream=("marketgate",), upstream_code="MG-5021",
                     order_failure_share=0.6, order_status="TIMED_OUT"),
    ),
)
