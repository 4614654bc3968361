"""Held-out world ``divelog``: a dive-shop chain (dive trip bookings, boat passenger manifests, gear rental, a
diver certification partner, a weather/sea-state partner, payments, a staff app for boat crews, customer
notifications) in Pacific/Guam (UTC+10 all year, no daylight time; "now" is 05:27 local, 19:27 UTC of the previous
UTC date, before the first boats leave; the local "today" began at 14:00 UTC; bookings ``DV#2612-0041``, divers
``diver/7731``, trace ids ``dv.`` and 16 hex digits).

Incidents: a bad deploy of the boat manifest service manifo about an hour ago is still failing (not rolled back);
payments kelpay have a slow query on kelpay-pg now, reached from the trip bookings tripnex (two hops: tripnex →
kelpay → kelpay-pg; some bookings end PAYMENT_TIMEOUT); the gear rental service gearloft exhausted its PostgreSQL
connection pool overnight (resolved); yesterday evening an eviction storm on the shared Redis reefcache (used by
tripnex, certivo and crewdeck) failed the certification checks certivo and, through it, tripnex, while crewdeck
stayed fine; yesterday afternoon the sea-state partner's certificate had expired for about three hours
(swellgate → seastat, renewed); a WARN-only latency blip of swellgate before dawn; a clean rollout of the
notification service bellbuoy shortly before the manifo deploy (a tempting false cause).
Healthy: divedock, crewdeck (its English description shares "boat" with the failing manifo), bellbuoy; gearloft,
certivo and swellgate since their recoveries; bubblemq (the notification queue behind bellbuoy), finsure
and seastat emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Guam")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="divelog",
    title="Divelog dive-shop chain",
    seed=61207,
    timezone="Pacific/Guam",
    anchor=_at(4, 5, 27),
    hours=36,
    ids=IdFormats(order="DV#{num:4}-{num:4}", user="diver/{num:4}", trace="dv.{hex:16}"),
    order_service="tripnex",
    orders_per_hour=18,
    order_statuses=("BOOKED", "BOOKED", "CONFIRMED", "CHECKED_IN", "WAITLISTED"),
    vocab=Vocabulary(latency="resp_p99_ms", error_ratio="err_share", hit_ratio="hit_share",
                     evictions="evictions_per_s", query_latency="sql_p99_ms", pool_in_use="pool_busy_conns",
                     error_alert="DiveErrorsHigh", latency_alert="SlowReplyP99", pool_alert="PoolSlotsFull",
                     cache_alert="SharedCacheHitDrop", db_alert="PayDbSlowQueries", tls_alert="PartnerTlsBroken",
                     lag_alert="QueueLagHigh"),
    services=(
        _S(name="divedock", team="门户组 App", description_zh="潜水预订 App 网关",
           description_en="diver booking app gateway", depends_on=("tripnex", "gearloft", "manifo")),
        _S(name="tripnex", team="预订组 Bookings", description_zh="潜水行程预订服务",
           description_en="dive trip bookings",
           depends_on=("kelpay", "certivo", "swellgate", "reefcache", "bellbuoy")),
        _S(name="kelpay", team="支付组 Payments", description_zh="支付服务", description_en="payments",
           depends_on=("kelpay-pg",)),
        _S(name="kelpay-pg", kind="postgres", team="DBA", description_zh="支付数据库 (PostgreSQL)",
           description_en="payments database"),
        _S(name="manifo", team="船务组 Boats", description_zh="船只乘客名单服务",
           description_en="boat passenger manifests", depends_on=("manifo-db", "swellgate", "bellbuoy")),
        _S(name="manifo-db", kind="mysql", team="船务组 Boats", description_zh="乘客名单数据库 (MySQL)",
           description_en="manifest database"),
        _S(name="gearloft", team="装备组 Gear", description_zh="潜水装备租赁服务",
           description_en="dive gear rental", depends_on=("gearloft-pg",)),
        _S(name="gearloft-pg", kind="postgres", team="DBA", description_zh="装备租赁数据库 (PostgreSQL)",
           description_en="gear rental database"),
        _S(name="reefcache", kind="redis", team="平台组 Platform", description_zh="共享缓存 (Redis)",
           description_en="shared session and lookup cache"),
        _S(name="certivo", team="资质组 Certs", description_zh="潜水员证书核验服务",
           description_en="diver certification checks", depends_on=("reefcache", "finsure")),
        _S(name="finsure", kind="external", team="外部 External", description_zh="潜水证书机构合作方",
           description_en="certification agency partner"),
        _S(name="swellgate", team="海况组 Marine", description_zh="天气海况网关",
           description_en="weather and sea-state gateway", depends_on=("seastat",)),
        _S(name="seastat", kind="external", team="外部 External", description_zh="海况数据合作方",
           description_en="sea-state data partner"),
        _S(name="bellbuoy", team="通知组 Notify", description_zh="短信推送通知",
           description_en="customer SMS and push notifications", depends_on=("bubblemq",)),
        _S(name="bubblemq", kind="kafka", team="通知组 Notify", description_zh="通知事件队列 (Kafka)",
           description_en="notification event queue"),
        _S(name="crewdeck", team="运营组 Ops", description_zh="员工 App (潜导与船员)",
           description_en="staff app for dive guides and boat crews", depends_on=("reefcache", "bellbuoy")),
    ),
    incidents=(
        IncidentSpec(id="manifo-deploy", kind="deploy", service="manifo", start=_at(4, 4, 24), error_rate=3,
                     error_code="MNF-5007", version="5.2.0", previous_version="5.1.4"),
        IncidentSpec(id="kelpay-slow", kind="database", flavor="slow_query", service="kelpay", origin="kelpay-pg",
                     start=_at(4, 4, 51), error_rate=2, error_code="KPY-5043", warn_code="KPG-W21",
                     upstream=("tripnex",), upstream_code="TRX-5031", order_failure_share=0.4,
                     order_status="PAYMENT_TIMEOUT"),
        IncidentSpec(id="gear-pool", kind="database", flavor="pool", service="gearloft", origin="gearloft-pg",
                     start=_at(4, 1, 18), end=_at(4, 2, 26), error_rate=3, error_code="GRL-5330",
                     warn_code="GPG-W09"),
        IncidentSpec(id="reef-evictions", kind="cache", service="certivo", origin="reefcache", start=_at(3, 19, 12),
                     end=_at(3, 20, 3), error_rate=3, error_code="CRT-5042", warn_code="RFC-W08",
                     upstream=("tripnex",), upstream_code="TRX-5044"),
        IncidentSpec(id="seastat-cert", kind="certificate", service="swellgate", origin="seastat",
                     start=_at(3, 13, 40), end=_at(3, 16, 41), error_rate=2, error_code="SWG-4951"),
        IncidentSpec(id="swellgate-blip", kind="blip", service="swellgate", start=_at(4, 3, 6), end=_at(4, 3, 21),
                     error_rate=0, warn_code="SWG-W02", alert_severity="warning"),
        IncidentSpec(id="bellbuoy-rollout", kind="deploy", service="bellbuoy", start=_at(4, 4, 9),
                     end=_at(4, 4, 17), version="3.6.0", previous_version="3.5.2", rollout_ok=True),
    ),
)
