"""Held-out world ``croonbay``: a karaoke bar chain (room booking, song catalogue, bar tabs) in America/Matamoros
(CST, UTC-06:00 in December). Bar tabs ``qtab-417-K7Q2``, guests ``vox_KQ4417``, trace ids ``kx7-<12 hex>``.

"Now" is Saturday 2026-12-05 23:20 local (2026-12-06 05:20 UTC); the data starts 36 hours earlier, Friday
2026-12-04 11:20 local.

Incidents (local times):

- yesterday (Fri 12-04) 19:05–19:52: row-lock waits on the booking database slotmire behind boothly-api (room
  booking); hummgate (guest app gateway) fails with it; bar tabs fail as ROOMHOLD_DROPPED (resolved).
- today 14:35–14:52: a WARN-only latency blip on glimcast (lyrics screen push); no errors (resolved).
- today 18:00–19:26: the card acquirer payzolo's certificate expired at 18:00 (2026-12-06 00:00 UTC): chitwise
  (checkout) TLS handshakes fail, tabvane (bar tabs) fails calling it; tabs fail as UNSETTLED (resolved at
  19:26, the renewed certificate). Chain: hummgate -> tabvane -> chitwise -> payzolo.
- today 20:04–20:09: a clean rollout of vipmoxa (membership points) 2.30.9 (from 2.30.4): start and completion
  lines only, the tempting false cause of the cache incident that follows.
- today 20:12–20:49: key evictions on the song catalogue cache lyrikeep behind cantorix (song catalogue);
  hummgate fails with it; tabs with song packs fail as PACK_VOIDED (resolved).
- today 21:48: the song-request consumer trillpump released 4.13.7 (from 4.12.9; rollout completed 21:51, NOT
  rolled back). No ERROR lines at all: from 21:52 WARN latency lines (p99 above objective, still going on), from
  21:56 WARN consumer-lag lines on its topic vx.songpush and a growing backlog (still going on at "now"). The
  release is the cause.

Healthy: vipmoxa (besides its clean rollout), scorvex (song search index), quaffdb (bar tab database),
belterbus (Kafka, noise only); payzolo is an external partner without logs of its own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Matamoros")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="croonbay",
    title="Croonbay karaoke bars",
    seed=60529,
    timezone="America/Matamoros",
    anchor=_at(5, 23, 20),
    hours=36,
    ids=IdFormats(order="qtab-{num:3}-{alnum:4}", user="vox_{alpha:2}{num:4}", trace="kx7-{hex:12}"),
    order_service="tabvane",
    orders_per_hour=30,
    order_statuses=("SETTLED", "SETTLED", "OPEN_TAB", "COMPED"),
    vocab=Vocabulary(latency="handle_p99_ms", consumer_lag="queued_msgs_behind", cache_alert="KeyspaceWilting",
                     latency_alert="TailLatencyKnee", error_alert="FaultBudgetDrain", db_alert="LockQueueSnarl",
                     pool_alert="ConnsBrimOver", lag_alert="BacklogBulging", tls_alert="AcquirerCertLapsed"),
    services=(
        _S(name="hummgate", team="门店前台组 Frontdesk", description_zh="顾客小程序网关",
           description_en="guest app gateway",
           depends_on=("boothly-api", "cantorix", "tabvane", "vipmoxa")),
        _S(name="boothly-api", team="订房组 Rooms", description_zh="包厢预订服务",
           description_en="room booking API", depends_on=("slotmire",)),
        _S(name="slotmire", kind="mysql", team="DBA", description_zh="订房数据库 (MySQL)",
           description_en="room booking database"),
        _S(name="cantorix", team="曲库组 Catalogue", description_zh="曲库与点歌服务",
           description_en="song catalogue service", depends_on=("lyrikeep", "scorvex", "belterbus")),
        _S(name="lyrikeep", kind="redis", team="曲库组 Catalogue", description_zh="曲库缓存 (Redis)",
           description_en="song catalogue cache"),
        _S(name="scorvex", kind="elasticsearch", team="曲库组 Catalogue", description_zh="歌曲搜索索引",
           description_en="song search index"),
        _S(name="tabvane", team="吧台组 Bar", description_zh="酒水账单服务", description_en="bar tab service",
           depends_on=("chitwise", "quaffdb", "boothly-api", "cantorix")),
        _S(name="quaffdb", kind="postgres", team="吧台组 Bar", description_zh="账单数据库 (PostgreSQL)",
           description_en="bar tab database"),
        _S(name="chitwise", team="支付组 Payments", description_zh="结账支付服务",
           description_en="checkout and payment service", depends_on=("payzolo",)),
        _S(name="payzolo", kind="external", team="外部 External", description_zh="外部收单机构",
           description_en="card acquirer (partner)"),
        _S(name="trillpump", team="包厢设备组 RoomTech", description_zh="点歌下发消费者",
           description_en="song request dispatcher (consumer)", depends_on=("belterbus",)),
        _S(name="belterbus", kind="kafka", team="基础设施组 Infra", description_zh="消息总线 (Kafka)",
           description_en="message bus"),
        _S(name="vipmoxa", team="会员组 Members", description_zh="会员积分服务",
           description_en="membership points service"),
        _S(name="glimcast", team="包厢设备组 RoomTech", description_zh="包厢大屏歌词推送",
           description_en="lyrics screen push", depends_on=("cantorix",)),
    ),
    incidents=(
        IncidentSpec(id="slotmire-locks", kind="database", flavor="lock_wait", service="boothly-api",
                     origin="slotmire", start=_at(4, 19, 5), end=_at(4, 19, 52), error_rate=3,
                     error_code="BTH-4093", warn_code="SMV-W44", upstream=("hummgate",), upstream_code="HMG-5930",
                     order_failure_share=0.5, order_status="ROOMHOLD_DROPPED"),
        IncidentSpec(id="glimcast-blip", kind="blip", service="glimcast", start=_at(5, 14, 35), end=_at(5, 14, 52),
                     error_rate=0, warn_code="GMC-W12", alert_severity="warning"),
        IncidentSpec(id="payzolo-cert", kind="certificate", service="chitwise", origin="payzolo",
                     start=_at(5, 18, 0), end=_at(5, 19, 26), error_rate=2, error_code="CWZ-7105",
                     upstream=("tabvane",), upstream_code="TBV-6021", order_failure_share=0.6,
                     order_status="UNSETTLED"),
        IncidentSpec(id="vipmoxa-rollout", kind="deploy", service="vipmoxa", start=_at(5, 20, 4), end=_at(5, 20, 9),
                     version="2.30.9", previous_version="2.30.4", rollout_ok=True),
        IncidentSpec(id="lyrikeep-evict", kind="cache", service="cantorix", origin="lyrikeep",
                     start=_at(5, 20, 12), end=_at(5, 20, 49), error_rate=3, error_code="CNX-3318",
                     warn_code="LYK-W07", upstream=("hummgate",), upstream_code="HMG-5912",
                     order_failure_share=0.4, order_status="PACK_VOIDED"),
        IncidentSpec(id="trillpump-release", kind="deploy", service="trillpump", start=_at(5, 21, 48),
                     end=_at(5, 21, 51), version="4.13.7", previous_version="4.12.9", rollout_ok=True),
        IncidentSpec(id="trillpump-slow", kind="blip", service="trillpump", start=_at(5, 21, 52), error_rate=0,
                     warn_code="TPX-W08", alert_severity="warning"),
        IncidentSpec(id="trillpump-backlog", kind="queue", service="trillpump", origin="belterbus",
                     start=_at(5, 21, 56), error_rate=0, warn_code="TPX-W31", topic="vx.songpush",
                     alert_severity="warning"),
    ),
)
