"""Held-out world ``crabhaul``: a king-crab fishing fleet (catch reports, quota ledger, dockside auction) in
Asia/Magadan (UTC+11:00, no daylight time; "now" is 00:25 local on 6 December = 13:25 UTC on 5 December, just
after local midnight, so the local "today" is 25 minutes old and the UTC date is the day before; the data begin at
14:25 local on 4 December; catch reports ``krab-00417-QZ`` (filed through the catch report service potlog),
vessels ``RU-UBK47`` (call-sign-like), trace ids ``krt-`` + 12 hex digits).

Incidents (local times): a bad deploy of the dockside auction hammerbid 4.2.0 yesterday (5 December) at 18:00,
rolled back at 18:30 (the buyer bidding web buyerdock failing with it), then a clean redeploy of hammerbid 4.2.1 at
19:00-19:07 (``rollout_ok``: two deploys of one service); lock waits on the quota ledger database quotabook-pg
from 23:40 to 00:10 across local midnight, behind the quota ledger quotabook and reaching the catch report service
potlog (chain potlog -> quotabook -> quotabook-pg; failed catch reports as records, status ``REPORT_REJECTED``);
an eviction storm on the vessel position cache keelmap-redis since 00:05, still going, behind the vessel tracking
service keelmap and reaching the skipper app skipperdeck (chain skipperdeck -> keelmap -> keelmap-redis).
Healthy: the sea-ice report partner floepost (silent, no trouble) and its voyage planner helmroute, the catch
report database potlog-db, the auction database hammerbid-db, the buyer settlement paddlepay, the landing weigh-in
landtally and its queue tallywire, the skipper notifications brinemail.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Magadan")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="crabhaul",
    title="Crabhaul king-crab fishing fleet",
    seed=71126,
    timezone="Asia/Magadan",
    anchor=_at(6, 0, 25),
    hours=34,
    ids=IdFormats(order="krab-{seq:5}-{alpha:2}", user="RU-{alpha:3}{num:2}", trace="krt-{hex:12}"),
    order_service="potlog",
    orders_per_hour=48,
    order_statuses=("LANDED", "TALLIED", "TALLIED", "SOLD"),
    vocab=Vocabulary(request_rate="haul_req_ps", latency="haul_p99_ms", error_ratio="haul_err_frac",
                     hit_ratio="fixpos_cache_hit_frac", evictions="fixpos_evicts_ps",
                     query_latency="quota_sql_p99_ms", lock_waits="quota_lock_waits_ps",
                     pool_in_use="quota_conns_busy", pool_size="quota_conns_max",
                     consumer_lag="landing_msgs_behind", tls_days="floe_cert_days_left",
                     tls_failures="floe_tls_fail_ps", cache_alert="FixposCacheCold", latency_alert="HaulP99Slow",
                     error_alert="HaulErrFracHigh", db_alert="QuotaLocksPiling", pool_alert="QuotaConnsFull",
                     lag_alert="LandingMsgsBehind", tls_alert="FloeTlsBroken"),
    services=(
        _S(name="skipperdeck", team="船队App组 Fleet App", description_zh="船长App (申报渔获、查看船位)",
           description_en="skipper app", depends_on=("potlog", "keelmap", "helmroute", "brinemail")),
        _S(name="potlog", team="渔获申报组 Catch Reporting", description_zh="渔获申报服务",
           description_en="catch report service", depends_on=("potlog-db", "quotabook")),
        _S(name="potlog-db", kind="mysql", team="渔获申报组 Catch Reporting",
           description_zh="渔获申报数据库 (MySQL)", description_en="catch report database"),
        _S(name="quotabook", team="配额组 Quota", description_zh="配额账本服务",
           description_en="quota ledger", depends_on=("quotabook-pg",)),
        _S(name="quotabook-pg", kind="postgres", team="配额组 Quota", description_zh="配额账本数据库 (PostgreSQL)",
           description_en="quota ledger database"),
        _S(name="keelmap", team="船位组 Vessel Tracking", description_zh="船位追踪服务",
           description_en="vessel tracking service", depends_on=("keelmap-redis",)),
        _S(name="keelmap-redis", kind="redis", team="船位组 Vessel Tracking", description_zh="船位缓存 (Redis)",
           description_en="vessel position cache"),
        _S(name="helmroute", team="航行组 Navigation", description_zh="航线规划服务",
           description_en="voyage planner", depends_on=("floepost",)),
        _S(name="floepost", kind="external", team="外部 External", description_zh="海冰报告合作方",
           description_en="sea-ice report partner"),
        _S(name="buyerdock", team="拍卖组 Auction", description_zh="买家竞拍网页",
           description_en="buyer bidding web", depends_on=("hammerbid",)),
        _S(name="hammerbid", team="拍卖组 Auction", description_zh="码头拍卖服务",
           description_en="dockside auction", depends_on=("hammerbid-db", "paddlepay", "potlog")),
        _S(name="hammerbid-db", kind="mysql", team="拍卖组 Auction", description_zh="拍卖数据库 (MySQL)",
           description_en="auction database"),
        _S(name="paddlepay", team="结算组 Settlement", description_zh="买家结算服务",
           description_en="buyer settlement"),
        _S(name="landtally", team="码头组 Dockside", description_zh="卸货过磅服务 (读卸货队列)",
           description_en="landing weigh-in", depends_on=("tallywire", "potlog")),
        _S(name="tallywire", kind="kafka", team="码头组 Dockside", description_zh="卸货事件队列 (Kafka)",
           description_en="landing events queue"),
        _S(name="brinemail", team="消息组 Messaging", description_zh="船长短信通知",
           description_en="skipper text alerts"),
    ),
    incidents=(
        IncidentSpec(id="hammerbid-bad-deploy", kind="deploy", service="hammerbid", start=_at(5, 18, 0),
                     end=_at(5, 18, 30), error_rate=4, error_code="HMB-5007", version="4.2.0",
                     previous_version="4.1.7", upstream=("buyerdock",), upstream_code="BYD-5021"),
        IncidentSpec(id="hammerbid-redeploy", kind="deploy", service="hammerbid", start=_at(5, 19, 0),
                     end=_at(5, 19, 7), version="4.2.1", previous_version="4.1.7", rollout_ok=True),
        IncidentSpec(id="quotabook-lock-waits", kind="database", flavor="lock_wait", service="quotabook",
                     origin="quotabook-pg", start=_at(5, 23, 40), end=_at(6, 0, 10), error_rate=3,
                     error_code="QBK-5231", warn_code="QPG-W44", upstream=("potlog",), upstream_code="PTL-5032",
                     order_failure_share=0.5, order_status="REPORT_REJECTED"),
        IncidentSpec(id="keelmap-evictions", kind="cache", service="keelmap", origin="keelmap-redis",
                     start=_at(6, 0, 5), error_rate=3, error_code="KLM-5044", warn_code="KLR-W12",
                     upstream=("skipperdeck",), upstream_code="SKD-5019"),
    ),
)
