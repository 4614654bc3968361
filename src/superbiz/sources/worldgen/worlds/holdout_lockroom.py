"""Held-out world ``lockroom``: escape-room venues (room slots, hint consoles, group bookings) in Atlantic/Faroe
(UTC+01:00 in August, WEST). Group booking ids ``GRP-0099-K``, players ``plyr_AB1234``, trace ids
``tq4-<3 digits>-<12 hex>``.

"Now" is 2026-08-19 14:10 local (13:10 UTC); the data starts 2026-08-17 00:10 local (62 hours: 前天, 昨天, 今天).

Incidents (local times):

- 2026-08-17 19:00-19:40 (前天晚上): bad deploy of grupzo-api 4.12.0 (from 4.11.3), errors GRZ-5107, the front
  gateway qorvik-edge fails with QVE-5020, group bookings fail HOLD_DROPPED; rolled back at 19:40.
- 2026-08-18 12:00-12:35 (昨天中午): slot-cache storm on keyvelt-redis (KVT-W09) behind slotmora-svc (SLZ-4471),
  its callers grupzo-api and qorvik-edge fail with KVU-5044 (three hops: qorvik-edge -> grupzo-api -> slotmora-svc
  -> keyvelt-redis); group bookings fail SLOT_MISSED.
- 2026-08-18 21:10-21:24 (昨晚): a warnings-only latency blip on tallyquo-svc (TLQ-W03).
- 2026-08-19 07:30-08:25 (今天早上): the payment partner payquill-ext's certificate expired; coinlatch-pay fails TLS
  handshakes (CLH-4950), grupzo-api fails with GRZ-4951, group bookings fail DEPOSIT_BOUNCED.
- 2026-08-19 11:08-11:14: a clean rollout of cluebeam-svc 2.6.0 (from 2.5.4) — went fine, no errors (a tempting
  false cause of the search trouble right after it).
- 2026-08-19 11:20-12:05: slow search on the Elasticsearch node torvenic-es (TVN-W14) behind findrix-api
  (FDX-5031), qorvik-edge fails with QVE-5031.
- 2026-08-19 13:05-now: reminder queue backlog on topic bellwire.nudges: nudgetta-worker lags (NUD-W40) and
  fails (NUD-3012); still going on.

Healthy: cluebeam-svc (the hint console; only its clean rollout), morvane-mysql, ferndalk-pg, bellwire-kafka
(logs nothing abnormal; the lag is its consumer's), smsorra-ext.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Atlantic/Faroe")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 8, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lockroom",
    title="Lockroom escape rooms",
    seed=71953,
    timezone="Atlantic/Faroe",
    anchor=_at(19, 14, 10),
    hours=62,
    ids=IdFormats(order="GRP-{seq:4}-{alpha:1}", user="plyr_{alpha:2}{num:4}", trace="tq4-{num:3}-{hex:12}"),
    order_service="grupzo-api",
    orders_per_hour=30,
    order_statuses=("LOCKED_IN", "LOCKED_IN", "ESCAPED_OK", "WAITROOM"),
    vocab=Vocabulary(latency="resp_p99_millis", error_ratio="fail_share", consumer_lag="backlog_msgs",
                     cache_alert="KeyspaceThinning", latency_alert="SlowEscapeP99", error_alert="PuzzleErrorsSurge",
                     db_alert="SluggishQueriesSeen", pool_alert="RoomPoolDrained", lag_alert="ReminderLagPiling",
                     tls_alert="CertPeerLapse"),
    services=(
        _S(name="qorvik-edge", team="平台组 Platform", description_zh="玩家入口网关",
           description_en="player-facing gateway",
           depends_on=("grupzo-api", "findrix-api", "cluebeam-svc", "tallyquo-svc")),
        _S(name="grupzo-api", team="预订组 Bookings", description_zh="团体预订应用",
           description_en="group booking app",
           depends_on=("slotmora-svc", "coinlatch-pay", "ferndalk-pg", "bellwire-kafka")),
        _S(name="ferndalk-pg", kind="postgres", team="DBA", description_zh="预订数据库 (PostgreSQL)",
           description_en="booking database"),
        _S(name="slotmora-svc", team="场次组 Slots", description_zh="房间场次服务",
           description_en="room slot service", depends_on=("keyvelt-redis", "morvane-mysql")),
        _S(name="keyvelt-redis", kind="redis", team="场次组 Slots", description_zh="场次缓存 (Redis)",
           description_en="slot cache"),
        _S(name="morvane-mysql", kind="mysql", team="DBA", description_zh="场次数据库 (MySQL)",
           description_en="slot database"),
        _S(name="findrix-api", team="搜索组 Search", description_zh="密室搜索", description_en="room search",
           depends_on=("torvenic-es",)),
        _S(name="torvenic-es", kind="elasticsearch", team="搜索组 Search", description_zh="搜索索引 (Elasticsearch)",
           description_en="search index"),
        _S(name="cluebeam-svc", team="房间体验组 Room Ops", description_zh="提示控制台",
           description_en="hint console", depends_on=("morvane-mysql",)),
        _S(name="tallyquo-svc", team="房间体验组 Room Ops", description_zh="通关排行榜",
           description_en="escape leaderboard"),
        _S(name="coinlatch-pay", team="支付组 Payments", description_zh="定金支付", description_en="deposit payments",
           depends_on=("payquill-ext",)),
        _S(name="payquill-ext", kind="external", team="外部 External", description_zh="外部支付通道",
           description_en="payment partner"),
        _S(name="nudgetta-worker", team="通知组 Notify", description_zh="开场提醒发送",
           description_en="session reminder sender", depends_on=("bellwire-kafka", "smsorra-ext")),
        _S(name="bellwire-kafka", kind="kafka", team="通知组 Notify", description_zh="提醒消息队列 (Kafka)",
           description_en="reminder queue"),
        _S(name="smsorra-ext", kind="external", team="外部 External", description_zh="外部短信通道",
           description_en="SMS partner"),
    ),
    incidents=(
        IncidentSpec(id="grupzo-bad-deploy", kind="deploy", service="grupzo-api", start=_at(17, 19, 0),
                     end=_at(17, 19, 40), error_rate=4, error_code="GRZ-5107", version="4.12.0",
                     previous_version="4.11.3", upstream=("qorvik-edge",), upstream_code="QVE-5020",
                     order_failure_share=0.5, order_status="HOLD_DROPPED"),
        IncidentSpec(id="slot-cache-storm", kind="cache", service="slotmora-svc", origin="keyvelt-redis",
                     start=_at(18, 12, 0), end=_at(18, 12, 35), error_rate=3, error_code="SLZ-4471",
                     warn_code="KVT-W09", upstream=("grupzo-api", "qorvik-edge"), upstream_code="KVU-5044",
                     order_failure_share=0.45, order_status="SLOT_MISSED"),
        IncidentSpec(id="leaderboard-blip", kind="blip", service="tallyquo-svc", start=_at(18, 21, 10),
                     end=_at(18, 21, 24), error_rate=0, warn_code="TLQ-W03", alert_severity="warning"),
        IncidentSpec(id="payquill-cert", kind="certificate", service="coinlatch-pay", origin="payquill-ext",
                     start=_at(19, 7, 30), end=_at(19, 8, 25), error_rate=3, error_code="CLH-4950",
                     upstream=("grupzo-api",), upstream_code="GRZ-4951", order_failure_share=0.6,
                     order_status="DEPOSIT_BOUNCED"),
        IncidentSpec(id="cluebeam-rollout", kind="deploy", service="cluebeam-svc", start=_at(19, 11, 8),
                     end=_at(19, 11, 14), version="2.6.0", previous_version="2.5.4", rollout_ok=True),
        IncidentSpec(id="search-slow-query", kind="database", flavor="slow_query", service="findrix-api",
                     origin="torvenic-es", start=_at(19, 11, 20), end=_at(19, 12, 5), error_rate=3,
                     error_code="FDX-5031", warn_code="TVN-W14", upstream=("qorvik-edge",),
                     upstream_code="QVE-5031"),
        IncidentSpec(id="reminder-backlog", kind="queue", service="nudgetta-worker", origin="bellwire-kafka",
                     start=_at(19, 13, 5), error_rate=2, error_code="NUD-3012", warn_code="NUD-W40",
                     topic="bellwire.nudges", alert_severity="warning"),
    ),
)
