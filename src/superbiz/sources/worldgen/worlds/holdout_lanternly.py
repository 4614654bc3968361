"""Held-out world ``lanternly``: a lantern-festival ticketing and lantern-making workshop site in Europe/Saratov
(UTC+04:00, no DST). Ticket ids ``LNT:0042-77``, users ``lampu-48213``, trace ids ``lgn_<12 hex>``.

"Now" is 2026-03-03 23:40 local (19:40 UTC); the data starts 36 hours earlier, 2026-03-02 11:40 local.

Incidents (local times):

* yesterday 22:30-23:15: slow queries on kandra-my (MySQL) behind the ticket checkout tickory-api (resolved; tickets
  fail ``DB_STALLED``);
* this morning 07:00-08:10: a consumer backlog on the workshop-seat confirmations (confirmo-worker, topic
  ``seatglow.confirms`` on flarq-bus; its caller wickseat-svc fails too; bookings fail ``SEAT_UNCONFIRMED``);
* this afternoon 14:20-14:52: an eviction storm on krellcache (Redis) behind the vendor-stall service bazarro-svc
  (resolved);
* 17:35-17:48: a warnings-only latency blip on glimsearch (event search);
* 19:10-19:55: a bad deploy of tickory-api 4.12.0 (from 4.11.3), rolled back at 19:55; the portal lumgate fails
  with it; tickets fail ``CART_CRASHED``;
* 20:38-20:47: a clean rollout of payvane-relay 2.7.1 (from 2.7.0) (no errors: a tempting false cause);
* since 21:00, still now: the external payment partner zolbank-ext's certificate expired; payvane-relay's TLS
  handshakes fail, its caller tickory-api fails and tickets fail ``PAYLINK_FAILED``.

Chains: lumgate -> tickory-api -> payvane-relay -> zolbank-ext (three hops to the external partner), and
lumgate -> wickseat-svc -> confirmo-worker -> flarq-bus.
Healthy: faerlo-auth, quobble-pg, brindex-es (and lumgate, bazarro-svc, glimsearch, wickseat-svc now).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Europe/Saratov")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 3, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lanternly",
    title="Lanternly festival tickets",
    seed=77123,
    timezone="Europe/Saratov",
    anchor=_at(3, 23, 40),
    hours=36,
    ids=IdFormats(order="LNT:{num:4}-{num:2}", user="lampu-{num:5}", trace="lgn_{hex:12}"),
    order_service="tickory-api",
    orders_per_hour=40,
    order_statuses=("ISSUED", "ISSUED", "REDEEMED", "GIFTED"),
    vocab=Vocabulary(cache_alert="LumenHitSag", latency_alert="TorchLatencyHigh", error_alert="FlickerErrorSpike",
                     db_alert="QuerySmolder", pool_alert="PoolWickOut", lag_alert="ConfirmDriftBacklog",
                     tls_alert="GlowCertLapsed"),
    services=(
        _S(name="lumgate", team="前台组 Frontdoor (door crew)", description_zh="灯会门户网关",
           description_en="festival portal gateway",
           depends_on=("tickory-api", "wickseat-svc", "bazarro-svc", "faerlo-auth", "glimsearch")),
        _S(name="tickory-api", team="票务组 Ticketing (tix team)", description_zh="门票结账服务",
           description_en="ticket checkout", depends_on=("kandra-my", "payvane-relay")),
        _S(name="kandra-my", kind="mysql", team="DBA", description_zh="票务数据库 (MySQL)",
           description_en="ticket database"),
        _S(name="payvane-relay", team="支付组 Payments (pay squad)", description_zh="支付伙伴对接中继",
           description_en="payment partner relay", depends_on=("zolbank-ext",)),
        _S(name="zolbank-ext", kind="external", team="外部 External", description_zh="外部支付伙伴 Zolbank",
           description_en="external payment partner"),
        _S(name="wickseat-svc", team="工坊组 Workshop (crafts crew)", description_zh="扎灯工坊座位预订",
           description_en="lantern workshop seat booking", depends_on=("confirmo-worker",)),
        _S(name="confirmo-worker", team="工坊组 Workshop (crafts crew)", description_zh="工坊座位确认消费者",
           description_en="workshop seat confirmation worker", depends_on=("flarq-bus",)),
        _S(name="flarq-bus", kind="kafka", team="平台组 Platform", description_zh="座位确认消息队列 (Kafka)",
           description_en="seat confirmation queue"),
        _S(name="bazarro-svc", team="摊位组 Stalls (stall squad)", description_zh="摊位商户服务",
           description_en="vendor stall service", depends_on=("krellcache",)),
        _S(name="krellcache", kind="redis", team="摊位组 Stalls (stall squad)", description_zh="摊位地图缓存 (Redis)",
           description_en="stall map cache"),
        _S(name="glimsearch", team="搜索组 Search", description_zh="灯会活动搜索", description_en="event search",
           depends_on=("brindex-es",)),
        _S(name="brindex-es", kind="elasticsearch", team="搜索组 Search", description_zh="活动搜索索引 (Elasticsearch)",
           description_en="event search index"),
        _S(name="faerlo-auth", team="账号组 Accounts", description_zh="用户登录", description_en="user login",
           depends_on=("quobble-pg",)),
        _S(name="quobble-pg", kind="postgres", team="DBA", description_zh="账号数据库 (PostgreSQL)",
           description_en="accounts database"),
    ),
    incidents=(
        IncidentSpec(id="kandra-slow-query", kind="database", flavor="slow_query", service="tickory-api",
                     origin="kandra-my", start=_at(2, 22, 30), end=_at(2, 23, 15), error_rate=3,
                     error_code="TKY-5041", warn_code="KDR-W17", order_failure_share=0.4, order_status="DB_STALLED"),
        IncidentSpec(id="seat-confirm-backlog", kind="queue", service="confirmo-worker", origin="flarq-bus",
                     start=_at(3, 7, 0), end=_at(3, 8, 10), error_rate=2, error_code="CFW-3008",
                     warn_code="CFW-W30", topic="seatglow.confirms", upstream=("wickseat-svc",),
                     upstream_code="WKS-5030", order_failure_share=0.5, order_status="SEAT_UNCONFIRMED",
                     alert_severity="warning"),
        IncidentSpec(id="stall-cache-evictions", kind="cache", service="bazarro-svc", origin="krellcache",
                     start=_at(3, 14, 20), end=_at(3, 14, 52), error_rate=3, error_code="BZR-4408",
                     warn_code="KRL-W05"),
        IncidentSpec(id="search-blip", kind="blip", service="glimsearch", start=_at(3, 17, 35), end=_at(3, 17, 48),
                     error_rate=0, warn_code="GLS-W09", alert_severity="warning"),
        IncidentSpec(id="checkout-deploy", kind="deploy", service="tickory-api", start=_at(3, 19, 10),
                     end=_at(3, 19, 55), error_rate=4, error_code="TKY-5500", version="4.12.0",
                     previous_version="4.11.3", upstream=("lumgate",), upstream_code="LMG-5020",
                     order_failure_share=0.6, order_status="CART_CRASHED"),
        IncidentSpec(id="relay-rollout", kind="deploy", service="payvane-relay", start=_at(3, 20, 38),
                     end=_at(3, 20, 47), version="2.7.1", previous_version="2.7.0", rollout_ok=True),
        IncidentSpec(id="zolbank-cert", kind="certificate", service="payvane-relay", origin="zolbank-ext",
                     start=_at(3, 21, 0), error_rate=3, error_code="PVR-4951", upstream=("tickory-api",),
                     upstream_code="TKY-4952", order_failure_share=0.7, order_status="PAYLINK_FAILED"),
    ),
)
