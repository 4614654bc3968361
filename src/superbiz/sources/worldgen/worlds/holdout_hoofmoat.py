"""Held-out world ``hoofmoat``: a city zoo (day tickets, annual memberships, animal-feeding show schedules,
gift-shop sales) in Asia/Ashgabat (UTC+05:00, no daylight saving). Records are tickets ``HM/2612/0417``
(``HM/<4 digits>/<4-digit sequence>``), visitors ``vis_0417x``, trace ids ``hfq.<8 hex>.<4 digits>``.

"Now" is 2026-12-07 15:30 local (10:30 UTC); the data starts 30 hours earlier, 2026-12-06 09:30 local.

Incidents (local times):

* stubrix (ticketing Redis cache) eviction storm #1 today 10:05-10:25: tiklomat (ticketing) fails TKM-4471, its
  caller turnikwa (entrance-gate app) logs TNK-5093; ticket scans fail with status SCAN_BOUNCED.
* stubrix eviction storm #2 today 13:40-14:10: same symptoms and status (longer than #1).
* zelvapg (membership PostgreSQL) lock wait today 11:30-12:00: renovik (renewals) fails RNV-3307, its callers
  cardolin (membership API) and paddokweb (visitor portal) log CDL-5032; renewals fail RENEW_STALLED
  (chain paddokweb -> cardolin -> renovik -> zelvapg).
* trinketo (gift-shop till app) clean rollout 4.2.0 today 13:30-13:36 (no errors; a tempting false cause of
  storm #2).
* munchora (feeding-show schedules) bad deploy 3.8.0 yesterday 16:00, rolled back to 3.7.4 at 16:20 (MNC-5120).
* chirplink (external SMS partner) certificate expired yesterday 20:00-21:00: pingola (visitor SMS) fails
  PGL-4950; records fail SMS_LAPSED.
* rumenix (feeding-log worker) backlog on gnawqix (Kafka) topic gnawqix.fodderdrop since today 14:55, ongoing.
* tuskmap (park map) warnings-only latency blip today 09:10-09:24 (TSK-W06).

Healthy all along: trinketo, baublet. Order failures also log ERROR lines on tiklomat (the order service).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Ashgabat")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="hoofmoat",
    title="Hoofmoat city zoo",
    seed=61207,
    timezone="Asia/Ashgabat",
    anchor=_at(7, 15, 30),
    hours=30,
    ids=IdFormats(order="HM/{num:4}/{seq:4}", user="vis_{num:4}x", trace="hfq.{hex:8}.{num:4}"),
    order_service="tiklomat",
    orders_per_hour=40,
    order_statuses=("ISSUED", "ISSUED", "ADMITTED", "RENEWED", "SOLD"),
    vocab=Vocabulary(cache_alert="KeyspaceMoltAlarm", latency_alert="SlowTrotP99", error_alert="StumbleRateHigh",
                     db_alert="BurrowLockJam", lag_alert="FeedLagMounting", tls_alert="PartnerCertWilted"),
    services=(
        _S(name="turnikwa", team="检票口组 Gatehands", description_zh="入园闸机应用（扫码检票）",
           description_en="entrance gate app (ticket scanning)", depends_on=("tiklomat",)),
        _S(name="tiklomat", team="售票组 Stubhands", description_zh="门票服务（日票）",
           description_en="ticketing service (day tickets)", depends_on=("stubrix",)),
        _S(name="stubrix", kind="redis", team="售票组 Stubhands", description_zh="票务缓存 (Redis)",
           description_en="ticketing cache"),
        _S(name="paddokweb", team="线上组 Webfolk", description_zh="游客门户（网站和App）",
           description_en="visitor portal (web and app)", depends_on=("tiklomat", "cardolin", "tuskmap")),
        _S(name="cardolin", team="会员组 Herdclub", description_zh="年卡会员接口",
           description_en="annual membership API", depends_on=("renovik",)),
        _S(name="renovik", team="会员组 Herdclub", description_zh="年卡续费服务",
           description_en="membership renewals", depends_on=("zelvapg",)),
        _S(name="zelvapg", kind="postgres", team="数据库组 Burrow DBA", description_zh="会员数据库 (PostgreSQL)",
           description_en="membership database"),
        _S(name="munchora", team="饲养员组 Keepers", description_zh="动物喂食表演排期",
           description_en="animal feeding-show schedules"),
        _S(name="rumenix", team="动物护理组 Carecrew", description_zh="喂食记录处理",
           description_en="feeding-log processor", depends_on=("gnawqix",)),
        _S(name="gnawqix", kind="kafka", team="动物护理组 Carecrew", description_zh="喂食记录队列 (Kafka)",
           description_en="feeding-log queue"),
        _S(name="trinketo", team="商店组 Shopfloor", description_zh="礼品店收银应用",
           description_en="gift-shop till app", depends_on=("baublet",)),
        _S(name="baublet", kind="mysql", team="商店组 Shopfloor", description_zh="礼品店数据库 (MySQL)",
           description_en="gift-shop database"),
        _S(name="pingola", team="消息组 Buzzers", description_zh="游客短信通知",
           description_en="visitor SMS notifications", depends_on=("chirplink",)),
        _S(name="chirplink", kind="external", team="外部 External", description_zh="短信合作方",
           description_en="SMS partner"),
        _S(name="tuskmap", team="线上组 Webfolk", description_zh="园区导览地图", description_en="park map and guide"),
    ),
    incidents=(
        IncidentSpec(id="stubrix-storm-1", kind="cache", service="tiklomat", origin="stubrix",
                     start=_at(7, 10, 5), end=_at(7, 10, 25), error_rate=3, error_code="TKM-4471",
                     warn_code="STB-W17", upstream=("turnikwa",), upstream_code="TNK-5093",
                     order_failure_share=0.6, order_status="SCAN_BOUNCED"),
        IncidentSpec(id="stubrix-storm-2", kind="cache", service="tiklomat", origin="stubrix",
                     start=_at(7, 13, 40), end=_at(7, 14, 10), error_rate=3, error_code="TKM-4471",
                     warn_code="STB-W17", upstream=("turnikwa",), upstream_code="TNK-5093",
                     order_failure_share=0.6, order_status="SCAN_BOUNCED"),
        IncidentSpec(id="zelvapg-lock", kind="database", flavor="lock_wait", service="renovik", origin="zelvapg",
                     start=_at(7, 11, 30), end=_at(7, 12, 0), error_rate=3, error_code="RNV-3307",
                     warn_code="ZPG-L09", upstream=("cardolin", "paddokweb"), upstream_code="CDL-5032",
                     order_failure_share=0.5, order_status="RENEW_STALLED"),
        IncidentSpec(id="trinketo-rollout", kind="deploy", service="trinketo", start=_at(7, 13, 30),
                     end=_at(7, 13, 36), version="4.2.0", previous_version="4.1.3", rollout_ok=True),
        IncidentSpec(id="munchora-deploy", kind="deploy", service="munchora", start=_at(6, 16, 0),
                     end=_at(6, 16, 20), error_rate=4, error_code="MNC-5120", version="3.8.0",
                     previous_version="3.7.4"),
        IncidentSpec(id="chirplink-cert", kind="certificate", service="pingola", origin="chirplink",
                     start=_at(6, 20, 0), end=_at(6, 21, 0), error_rate=3, error_code="PGL-4950",
                     order_failure_share=0.5, order_status="SMS_LAPSED"),
        IncidentSpec(id="gnawqix-backlog", kind="queue", service="rumenix", origin="gnawqix",
                     start=_at(7, 14, 55), error_rate=2, error_code="GNQ-3081", warn_code="GNQ-W44",
                     topic="gnawqix.fodderdrop", alert_severity="warning"),
        IncidentSpec(id="tuskmap-blip", kind="blip", service="tuskmap", start=_at(7, 9, 10), end=_at(7, 9, 24),
                     error_rate=0, warn_code="TSK-W06", alert_severity="warning"),
    ),
)
