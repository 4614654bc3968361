"""HELD-OUT world ``sudswick``: a car wash chain in Africa/Harare (UTC+02:00, no DST): wash bookings, loyalty
cards, bay sensors, chemical supplier orders. Booking ids ``FZK48213QM``, loyalty card holders ``LC4821-KM``,
trace ids ``sw1a2b3c.0123456789``.

"Now" (the anchor) is 2027-02-09 09:50 local (07:50 UTC); the data starts 36 hours earlier, 2027-02-07 21:50 local.

Incidents (local times):

- sudvault-locks: lock waits on sudvault (MySQL, the bookings database) behind bublinq (booking API), from
  yesterday 2027-02-08 22:40 across local midnight to today 00:30 (resolved); gleamfront (customer app) sees
  them too; bookings fail BAY_UNCLAIMED.
- sudvault-slow: slow queries on the SAME sudvault behind bublinq this morning 07:05-07:50 (resolved);
  gleamfront sees them too; bookings fail BOOKING_STALLED.
- lathrix-rollout: a clean rollout of lathrix (loyalty cards) 2.9.1 this morning 06:50-07:02, right before the
  slow queries (a tempting false cause: it did nothing).
- pamberpay-cert: the certificate of pamberpay (the external payment partner) expired at 08:55 today; pavlocheck
  (payment checkout) fails its TLS handshakes, bublinq fails through it, bookings fail CARD_SPURNED. Ongoing.
- glintcache-evict: an eviction storm on glintcache (loyalty cache, Redis) behind lathrix yesterday
  2027-02-08 15:20-16:05 (resolved); bublinq sees it too.
- bayhorn-lag: a consumer backlog of spumaq (bay sensor ingest) on topic baypulse.readings today 04:45-06:20
  (resolved, warning).
- rinsoval-deploy: a bad deploy of rinsoval (chemical supplier orders) 4.12.0 yesterday 13:05, rolled back at
  13:38 to 4.11.3.
- gleamfront-blip: a warnings-only latency blip on gleamfront yesterday 19:10-19:24.

Dependency chains: gleamfront -> bublinq -> pavlocheck -> pamberpay; gleamfront -> bublinq -> lathrix -> glintcache;
bublinq -> sudvault; spumaq -> bayhorn; rinsoval -> causticom.
Healthy throughout: tallyrune, shinroster, punchbook, scrubdex, causticom.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Africa/Harare")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2027, 2, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="sudswick",
    title="Sudswick car wash",
    seed=60931,
    timezone="Africa/Harare",
    anchor=_at(9, 9, 50),
    hours=36,
    ids=IdFormats(order="FZK{num:5}{alpha:2}", user="LC{num:4}-{alpha:2}", trace="sw{hex:6}.{hex:10}"),
    order_service="bublinq",
    orders_per_hour=44,
    order_statuses=("RINSED", "RINSED", "RINSED", "QUEUED_BAY", "BUFFED"),
    vocab=Vocabulary(cache_alert="KeyspaceFizzle", latency_alert="TailDragSpike", error_alert="FaultSurgeRinse",
                     db_alert="DbStallFoam", pool_alert="BrimPoolJammed", lag_alert="FeedPileupGrow",
                     tls_alert="PartnerTlsRotted"),
    services=(
        _S(name="gleamfront", team="前台组 Storefront", description_zh="洗车预约客户端 App 与网页",
           description_en="customer app and web front", depends_on=("bublinq", "scrubdex", "shinroster")),
        _S(name="bublinq", team="预约组 Bookings", description_zh="洗车预约下单接口",
           description_en="wash booking API", depends_on=("sudvault", "pavlocheck", "lathrix")),
        _S(name="sudvault", kind="mysql", team="DBA", description_zh="预约数据库 (MySQL)",
           description_en="bookings database"),
        _S(name="pavlocheck", team="收银组 Tills", description_zh="支付收银服务",
           description_en="payment checkout", depends_on=("pamberpay",)),
        _S(name="pamberpay", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="external payment partner"),
        _S(name="lathrix", team="会员组 Loyalty", description_zh="会员积分卡服务",
           description_en="loyalty card service", depends_on=("glintcache", "punchbook")),
        _S(name="glintcache", kind="redis", team="会员组 Loyalty", description_zh="会员卡缓存 (Redis)",
           description_en="loyalty card cache"),
        _S(name="punchbook", kind="postgres", team="会员组 Loyalty", description_zh="会员积分数据库 (PostgreSQL)",
           description_en="loyalty points database"),
        _S(name="spumaq", team="洗车位组 Bays", description_zh="洗车位传感器数据接入",
           description_en="bay sensor ingest", depends_on=("bayhorn",)),
        _S(name="bayhorn", kind="kafka", team="洗车位组 Bays", description_zh="洗车位传感器消息队列 (Kafka)",
           description_en="bay sensor event queue"),
        _S(name="rinsoval", team="采购组 Supplies", description_zh="洗车液供应商订货服务",
           description_en="chemical supplier ordering", depends_on=("causticom",)),
        _S(name="causticom", kind="external", team="外部 External", description_zh="外部洗车液供应商接口",
           description_en="external chemical supplier API"),
        _S(name="scrubdex", kind="elasticsearch", team="前台组 Storefront",
           description_zh="门店搜索索引 (Elasticsearch)", description_en="branch search index"),
        _S(name="tallyrune", team="数据组 Data", description_zh="门店营收日报",
           description_en="branch revenue reports", depends_on=("sudvault",)),
        _S(name="shinroster", team="门店运营组 Ops", description_zh="门店员工排班",
           description_en="staff rota"),
    ),
    incidents=(
        IncidentSpec(id="sudvault-locks", kind="database", flavor="lock_wait", service="bublinq", origin="sudvault",
                     start=_at(8, 22, 40), end=_at(9, 0, 30), error_rate=3, error_code="QZB-1205",
                     warn_code="VDQ-W12", upstream=("gleamfront",), upstream_code="GFX-5031",
                     order_failure_share=0.5, order_status="BAY_UNCLAIMED"),
        IncidentSpec(id="sudvault-slow", kind="database", flavor="slow_query", service="bublinq", origin="sudvault",
                     start=_at(9, 7, 5), end=_at(9, 7, 50), error_rate=3, error_code="QZB-5084",
                     warn_code="VDQ-W31", upstream=("gleamfront",), upstream_code="GFX-5048",
                     order_failure_share=0.4, order_status="BOOKING_STALLED"),
        IncidentSpec(id="lathrix-rollout", kind="deploy", service="lathrix", start=_at(9, 6, 50), end=_at(9, 7, 2),
                     version="2.9.1", previous_version="2.9.0", rollout_ok=True),
        IncidentSpec(id="pamberpay-cert", kind="certificate", service="pavlocheck", origin="pamberpay",
                     start=_at(9, 8, 55), error_rate=3, error_code="PVC-0940", upstream=("bublinq",),
                     upstream_code="QZB-7730", order_failure_share=0.45, order_status="CARD_SPURNED"),
        IncidentSpec(id="glintcache-evict", kind="cache", service="lathrix", origin="glintcache",
                     start=_at(8, 15, 20), end=_at(8, 16, 5), error_rate=3, error_code="LTQ-3306",
                     warn_code="GKC-W08", upstream=("bublinq",), upstream_code="QZB-6120"),
        IncidentSpec(id="bayhorn-lag", kind="queue", service="spumaq", origin="bayhorn", start=_at(9, 4, 45),
                     end=_at(9, 6, 20), error_rate=2, error_code="SPU-2290", warn_code="SPU-W45",
                     topic="baypulse.readings", alert_severity="warning"),
        IncidentSpec(id="rinsoval-deploy", kind="deploy", service="rinsoval", start=_at(8, 13, 5), end=_at(8, 13, 38),
                     error_rate=4, error_code="RZQ-5003", version="4.12.0", previous_version="4.11.3"),
        IncidentSpec(id="gleamfront-blip", kind="blip", service="gleamfront", start=_at(8, 19, 10),
                     end=_at(8, 19, 24), error_rate=0, warn_code="GFX-W77", alert_severity="warning"),
    ),
)
