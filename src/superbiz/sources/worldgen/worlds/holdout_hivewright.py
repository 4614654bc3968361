"""HELD OUT world ``hivewright``: a beekeeping co-op (hive sensors, honey shop orders, harvest scheduling,
member payouts) in Pacific/Funafuti (+12:00, no summer time). Orders ``HNY.0417.FU``, members ``bk-0417``,
trace ids ``hvxa3f9-K2P7QZ``.

"Now" is 2026-12-18 06:30 local (2026-12-17 18:30 UTC); the data starts 30 hours earlier, 2026-12-17 00:30 local.

Incidents (local times):

* yesterday 11:00–12:20: the courier partner flitkurier's certificate expired; beeroute's TLS handshakes fail,
  hexashop's shipping calls fail (orders FLIT_BOUNCED).
* yesterday 15:00: bad deploy of jellypay 4.2.0 (from 4.1.7), rolled back 15:30; melliport's payout calls fail.
* yesterday 19:00–19:25: nectcache (Redis) evictions storm under hexashop (orders COMB_TIMEOUT).
* yesterday 21:10–21:22: WARN-only latency blip of queenbook (no errors, warning alert).
* yesterday 23:20 – today 01:10: thoraxin's consumer backlog on Kafka topic ``brood-pulse`` (buzzlog-kafka).
* today 02:00–02:40: slow queries on propolis-es under waxfind; combsched fails (melliport → combsched →
  waxfind → propolis-es: three hops from the member app).
* today 05:30–05:35: clean rollout of hexashop 7.3.0 (from 7.2.9): no errors (a tempting false cause).
* today 05:40–06:00: nectcache storms again under hexashop (orders COMB_TIMEOUT); resolved before "now".

Healthy throughout: swarmtally, honeyvat-mysql, waxledger-pg, buzzlog-kafka (the broker itself).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Pacific/Funafuti")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="hivewright",
    title="Hivewright beekeeping co-op",
    seed=41718,
    timezone="Pacific/Funafuti",
    anchor=_at(18, 6, 30),
    hours=30,
    ids=IdFormats(order="HNY.{num:4}.FU", user="bk-{num:4}", trace="hvx{hex:4}-{alnum:6}"),
    order_service="hexashop",
    orders_per_hour=40,
    order_statuses=("JARRED", "JARRED", "COURIERED", "SAVOURED"),
    vocab=Vocabulary(
        cache_alert="CombCacheWilting", latency_alert="HiveP99Overrun", error_alert="HiveErrorSwarm",
        db_alert="WaxQuerySluggish", pool_alert="HivePoolBrimmed", lag_alert="BroodLagSwelling",
        tls_alert="CourierTlsSoured",
    ),
    services=(
        _S(name="melliport", team="社员体验组 Member XP", description_zh="社员 App（蜂农会员端）",
           description_en="member app for co-op beekeepers", depends_on=("combsched", "jellypay", "queenbook")),
        _S(name="combsched", team="采收组 Harvest", description_zh="采蜜排程服务",
           description_en="harvest scheduling planner", depends_on=("waxfind",)),
        _S(name="waxfind", team="采收组 Harvest", description_zh="排程检索服务",
           description_en="planner search service", depends_on=("propolis-es",)),
        _S(name="propolis-es", kind="elasticsearch", team="平台组 Platform",
           description_zh="排程搜索集群 (Elasticsearch)", description_en="planner search cluster"),
        _S(name="hexashop", team="商城组 Shop", description_zh="蜂蜜商城（下单）",
           description_en="honey shop app and orders", depends_on=("nectcache", "honeyvat-mysql", "beeroute")),
        _S(name="nectcache", kind="redis", team="商城组 Shop", description_zh="商城缓存 (Redis)",
           description_en="honey shop cache"),
        _S(name="honeyvat-mysql", kind="mysql", team="DBA", description_zh="商城订单库 (MySQL)",
           description_en="honey shop order database"),
        _S(name="beeroute", team="物流组 Logistics", description_zh="快递对接服务",
           description_en="courier booking service", depends_on=("flitkurier",)),
        _S(name="flitkurier", kind="external", team="外部 External", description_zh="外部快递合作方",
           description_en="external courier partner"),
        _S(name="thoraxin", team="传感组 Sensors", description_zh="蜂箱传感器数据接入",
           description_en="hive sensor ingest", depends_on=("buzzlog-kafka",)),
        _S(name="buzzlog-kafka", kind="kafka", team="平台组 Platform", description_zh="传感器消息队列 (Kafka)",
           description_en="hive sensor event queue"),
        _S(name="jellypay", team="结算组 Payouts", description_zh="社员分红结算",
           description_en="member payouts", depends_on=("waxledger-pg",)),
        _S(name="waxledger-pg", kind="postgres", team="结算组 Payouts", description_zh="结算数据库 (PostgreSQL)",
           description_en="payout ledger database"),
        _S(name="queenbook", team="社员体验组 Member XP", description_zh="社员档案服务",
           description_en="member directory"),
        _S(name="swarmtally", team="传感组 Sensors", description_zh="产量统计报表",
           description_en="honey yield reports", depends_on=("buzzlog-kafka",)),
    ),
    incidents=(
        IncidentSpec(id="courier-cert-expired", kind="certificate", service="beeroute", origin="flitkurier",
                     start=_at(17, 11, 0), end=_at(17, 12, 20), error_rate=3, error_code="BWR-0495",
                     upstream=("hexashop",), upstream_code="HXS-4212", order_failure_share=0.5,
                     order_status="FLIT_BOUNCED"),
        IncidentSpec(id="payouts-bad-deploy", kind="deploy", service="jellypay", start=_at(17, 15, 0),
                     end=_at(17, 15, 30), error_rate=4, error_code="JLP-5000", version="4.2.0",
                     previous_version="4.1.7", upstream=("melliport",), upstream_code="MLP-5020"),
        IncidentSpec(id="shop-cache-yesterday", kind="cache", service="hexashop", origin="nectcache",
                     start=_at(17, 19, 0), end=_at(17, 19, 25), error_rate=3, error_code="HXS-2207",
                     warn_code="NCT-0913", order_failure_share=0.6, order_status="COMB_TIMEOUT"),
        IncidentSpec(id="directory-blip", kind="blip", service="queenbook", start=_at(17, 21, 10),
                     end=_at(17, 21, 22), error_rate=0, warn_code="QNB-W07", alert_severity="warning"),
        IncidentSpec(id="sensor-backlog", kind="queue", service="thoraxin", origin="buzzlog-kafka",
                     start=_at(17, 23, 20), end=_at(18, 1, 10), error_rate=2, error_code="TXI-4081",
                     warn_code="TXI-2100", topic="brood-pulse"),
        IncidentSpec(id="planner-slow-query", kind="database", flavor="slow_query", service="waxfind",
                     origin="propolis-es", start=_at(18, 2, 0), end=_at(18, 2, 40), error_rate=3,
                     error_code="WXF-5004", warn_code="PLZ-0771", upstream=("combsched",),
                     upstream_code="CSQ-5031"),
        IncidentSpec(id="shop-rollout", kind="deploy", service="hexashop", start=_at(18, 5, 30),
                     end=_at(18, 5, 35), version="7.3.0", previous_version="7.2.9", rollout_ok=True),
        IncidentSpec(id="shop-cache-today", kind="cache", service="hexashop", origin="nectcache",
                     start=_at(18, 5, 40), end=_at(18, 6, 0), error_rate=3, error_code="HXS-2207",
                     warn_code="NCT-0913", order_failure_share=0.6, order_status="COMB_TIMEOUT"),
    ),
)
