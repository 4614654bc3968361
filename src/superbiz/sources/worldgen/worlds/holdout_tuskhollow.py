"""Held-out world ``tuskhollow``: a wildlife park / zoo (ticketing, animal-feeding schedules, membership) in
Europe/Vaduz (CET, UTC+01:00 in December). Ticket orders ``ZKT482913Q``, visitors ``zvis48213``, trace ids
``hrw_`` + 20 hex.

"Now" is 2026-12-05 14:40 local (13:40 UTC). The data is short: it starts only 20 hours before now, at
2026-12-04 18:40 local; anything asked about earlier (the day before yesterday, last week, yesterday afternoon)
is outside the data.

Incidents (local times):

- certificate: the card acquirer ocelink's certificate expired, hyraxpay's TLS handshakes failed, 2026-12-04 22:50
  to 2026-12-05 00:35 (resolved, across local midnight); tiklope's payment calls failed (TKQ-5071), orders
  PAY_SNAGGED.
- database lock_wait on wombadb behind tiklope, 07:20 to 07:52 (resolved); orders HOLD_TIMEDOUT.
- bad deploy of membrill 3.8.0 (from 3.7.4) at 09:05, rolled back at 09:41 (resolved).
- warnings-only latency blip on mapakeet, 10:12 to 10:27 (resolved).
- queue backlog: chompkeep behind on topic chomp.rounds (gruelbus) since 11:25 (ongoing).
- clean rollout of capyslot 2.14.0 (from 2.13.3), 13:38 to 13:46: no errors (a tempting false cause).
- cache storm: burrowkv evictions behind capyslot since 13:55 (ongoing), three hops under brayfront
  (brayfront -> tiklope -> capyslot -> burrowkv); tiklope's calls fail (TKQ-5044), orders SLOT_UNCHECKED.

Healthy: brayfront, snoutmail, quillpg, lynxsearch, gruelbus (the broker itself: only chompkeep lags); ocelink is
an external partner with no logs of its own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Europe/Vaduz")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tuskhollow",
    title="Tuskhollow wildlife park",
    seed=73151,
    timezone="Europe/Vaduz",
    anchor=_at(5, 14, 40),
    hours=20,
    ids=IdFormats(order="ZKT{num:6}{alpha:1}", user="zvis{num:5}", trace="hrw_{hex:20}"),
    order_service="tiklope",
    orders_per_hour=34,
    order_statuses=("ADMIT_OK", "ADMIT_OK", "TURNSTILED", "VOUCHERED"),
    vocab=Vocabulary(latency="resp_p99_ms", consumer_lag="rounds_backlog_msgs", cache_alert="KeyspaceWilting",
                     latency_alert="ResponseSluggish", error_alert="FaultTideRising", db_alert="RowLockLogjam",
                     pool_alert="PoolBrimOver", lag_alert="FeedQueueSwelling", tls_alert="AcquirerCertStale"),
    services=(
        _S(name="brayfront", team="入园平台组 Gatekeepers", description_zh="游客入口网关（官网与 App）",
           description_en="visitor gateway (website and app)",
           depends_on=("tiklope", "membrill", "chompkeep", "mapakeet")),
        _S(name="tiklope", team="票务组 Ticketing", description_zh="门票售卖与订单接口",
           description_en="ticket sales and orders API", depends_on=("capyslot", "wombadb", "hyraxpay")),
        _S(name="capyslot", team="票务组 Ticketing", description_zh="入园时段配额服务",
           description_en="entry time-slot quota service", depends_on=("burrowkv",)),
        _S(name="burrowkv", kind="redis", team="票务组 Ticketing", description_zh="时段配额缓存 (Redis)",
           description_en="time-slot quota cache (Redis)"),
        _S(name="wombadb", kind="mysql", team="DBA 数据库组", description_zh="票务数据库 (MySQL)",
           description_en="ticketing database (MySQL)"),
        _S(name="hyraxpay", team="支付组 Payments", description_zh="支付网关桥接",
           description_en="payment bridge", depends_on=("ocelink",)),
        _S(name="ocelink", kind="external", team="外部 External", description_zh="外部收单机构 Ocelink",
           description_en="external card acquirer"),
        _S(name="membrill", team="会员组 Members", description_zh="年卡会员服务",
           description_en="annual pass membership service", depends_on=("quillpg", "hyraxpay")),
        _S(name="quillpg", kind="postgres", team="会员组 Members", description_zh="会员数据库 (PostgreSQL)",
           description_en="membership database (PostgreSQL)"),
        _S(name="chompkeep", team="饲养组 Keepers", description_zh="动物喂食排班服务",
           description_en="animal feeding schedule service", depends_on=("gruelbus",)),
        _S(name="gruelbus", kind="kafka", team="平台中间件组 Middleware", description_zh="园区事件总线 (Kafka)",
           description_en="park event bus (Kafka)"),
        _S(name="mapakeet", team="导览组 Wayfinding", description_zh="园区地图与动物查找",
           description_en="park map and animal finder", depends_on=("lynxsearch",)),
        _S(name="lynxsearch", kind="elasticsearch", team="导览组 Wayfinding", description_zh="导览检索集群",
           description_en="wayfinding search cluster"),
        _S(name="snoutmail", team="消息组 Messaging", description_zh="游客通知推送",
           description_en="visitor notifications", depends_on=("gruelbus",)),
    ),
    incidents=(
        IncidentSpec(id="acquirer-cert-expired", kind="certificate", service="hyraxpay", origin="ocelink",
                     start=_at(4, 22, 50), end=_at(5, 0, 35), error_rate=2, error_code="HYX-4951",
                     upstream=("tiklope",), upstream_code="TKQ-5071", order_failure_share=0.5,
                     order_status="PAY_SNAGGED"),
        IncidentSpec(id="ticket-db-locks", kind="database", flavor="lock_wait", service="tiklope", origin="wombadb",
                     start=_at(5, 7, 20), end=_at(5, 7, 52), error_rate=3, error_code="TKQ-5203",
                     warn_code="WMB-W21", order_failure_share=0.5, order_status="HOLD_TIMEDOUT"),
        IncidentSpec(id="membrill-bad-deploy", kind="deploy", service="membrill", start=_at(5, 9, 5),
                     end=_at(5, 9, 41), error_rate=4, error_code="MBQ-5000", version="3.8.0",
                     previous_version="3.7.4"),
        IncidentSpec(id="mapakeet-blip", kind="blip", service="mapakeet", start=_at(5, 10, 12), end=_at(5, 10, 27),
                     error_rate=0, warn_code="MPK-W14", alert_severity="warning"),
        IncidentSpec(id="feeding-backlog", kind="queue", service="chompkeep", origin="gruelbus",
                     start=_at(5, 11, 25), error_rate=2, error_code="CMK-3310", warn_code="CMK-W08",
                     topic="chomp.rounds", alert_severity="warning"),
        IncidentSpec(id="capyslot-rollout", kind="deploy", service="capyslot", start=_at(5, 13, 38),
                     end=_at(5, 13, 46), version="2.14.0", previous_version="2.13.3", rollout_ok=True),
        IncidentSpec(id="slot-cache-storm", kind="cache", service="capyslot", origin="burrowkv",
                     start=_at(5, 13, 55), error_rate=4, error_code="CYS-4409", warn_code="BKV-W03",
                     upstream=("tiklope",), upstream_code="TKQ-5044", order_failure_share=0.35,
                     order_status="SLOT_UNCHECKED"),
    ),
)
