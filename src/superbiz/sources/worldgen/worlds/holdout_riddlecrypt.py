"""Held-out world ``riddlecrypt``: escape room venues (room bookings, hint consoles, group waivers, gift vouchers)
in Europe/Skopje (+01:00 in November). Bookings ``ZR4417.QKM``, players ``sqd.4417.QZ``, trace ids
``7KQ2-4f0a9c1e2b3d``.

"Now" is Saturday 2026-11-14 20:50 local (19:50 UTC). The data starts only 30 hours earlier, Friday 2026-11-13
14:50 local: anything asked about last week, last month or two days ago is outside the data (a gap).

Incidents (local times):

- slot-cache storm: vrundle-redis evictions behind tessik-avail, Friday 13th 19:10-19:55 (resolved); brivvo-web
  callers fail too; failed bookings ``SLOT_NOHOLD``.
- payment partner certificate: kestrok-psp's certificate expired, wafflock-pay handshakes fail, Saturday 09:20-10:40
  (resolved, renewed); brivvo-web callers fail; failed bookings ``PAYGATE_DOWN``.
- hint push backlog: quimbo-hints behind on topic ``yarrowq.cluedrop`` (yarrowq-bus), Saturday 12:40-14:15
  (resolved, warning).
- WARN-only blip: gluvon-voucher p99 latency above objective, Saturday 16:05-16:22 (no ERROR lines at all).
- clean rollout: okkrum-rooms 4.2.0 (from 4.1.3) 17:30-17:38, fine (a tempting false cause for what follows).
- Elasticsearch slow queries: zyggo-es behind plinthar-search, Saturday 17:45-18:35 (resolved); a four-hop chain
  brivvo-web -> tessik-avail -> okkrum-rooms -> plinthar-search -> zyggo-es, the three callers fail too; failed
  bookings ``ROOMLOOKUP_FAIL``.
- bad deploy NOT rolled back: frimble-waiver 3.0.0 (from 2.7.4) at 20:12, still failing at "now"; brivvo-web
  callers fail; failed bookings ``WAIVER_LIMBO``.

Healthy: sardok-mysql, pelmix-pg, snoxle-mailer (no WARN or ERROR line at all); yarrowq-bus and the external
kestrok-psp log nothing of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Europe/Skopje")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="riddlecrypt",
    title="Riddlecrypt escape rooms",
    seed=61427,
    timezone="Europe/Skopje",
    anchor=_at(14, 20, 50),
    hours=30,
    ids=IdFormats(order="ZR{num:4}.{alpha:3}", user="sqd.{num:4}.{alpha:2}", trace="{alnum:4}-{hex:12}"),
    order_service="brivvo-web",
    orders_per_hour=34,
    order_statuses=("BOOKED", "BOOKED", "PLAYED", "DEPOSIT_HELD"),
    vocab=Vocabulary(cache_alert="ZqCacheHitSag", latency_alert="ZqP99Over", error_alert="ZqErrorSpike",
                     db_alert="ZqSlowSearch", pool_alert="ZqPoolFull", lag_alert="ZqLagClimb",
                     tls_alert="ZqTlsBroken"),
    services=(
        _S(name="brivvo-web", team="订场组 Booking crew", description_zh="密室订场网站",
           description_en="escape room booking web app",
           depends_on=("tessik-avail", "wafflock-pay", "gluvon-voucher", "frimble-waiver", "sardok-mysql")),
        _S(name="tessik-avail", team="场次组 Slots crew", description_zh="场次余量服务",
           description_en="session slot availability", depends_on=("vrundle-redis", "okkrum-rooms")),
        _S(name="vrundle-redis", kind="redis", team="场次组 Slots crew", description_zh="场次缓存 (Redis)",
           description_en="slot cache"),
        _S(name="okkrum-rooms", team="主题组 Themes crew", description_zh="房间主题目录",
           description_en="room theme catalogue", depends_on=("plinthar-search",)),
        _S(name="plinthar-search", team="主题组 Themes crew", description_zh="主题检索服务",
           description_en="theme search service", depends_on=("zyggo-es",)),
        _S(name="zyggo-es", kind="elasticsearch", team="DBA", description_zh="主题索引 (Elasticsearch)",
           description_en="theme search index"),
        _S(name="quimbo-hints", team="密室运营组 Room ops", description_zh="提示控制台服务",
           description_en="hint console service", depends_on=("yarrowq-bus",)),
        _S(name="yarrowq-bus", kind="kafka", team="密室运营组 Room ops", description_zh="提示推送队列 (Kafka)",
           description_en="hint push queue"),
        _S(name="frimble-waiver", team="合规组 Waiver crew", description_zh="团体免责声明签署",
           description_en="group waiver signing", depends_on=("sardok-mysql",)),
        _S(name="sardok-mysql", kind="mysql", team="DBA", description_zh="订场数据库 (MySQL)",
           description_en="bookings database"),
        _S(name="wafflock-pay", team="支付组 Pay crew", description_zh="订金支付服务",
           description_en="deposit payment service", depends_on=("kestrok-psp",)),
        _S(name="kestrok-psp", kind="external", team="外部 External", description_zh="外部支付通道",
           description_en="external payment gateway"),
        _S(name="gluvon-voucher", team="礼品券组 Voucher crew", description_zh="礼品券服务",
           description_en="gift voucher service", depends_on=("pelmix-pg",)),
        _S(name="pelmix-pg", kind="postgres", team="礼品券组 Voucher crew", description_zh="礼品券数据库 (PostgreSQL)",
           description_en="gift voucher database"),
        _S(name="snoxle-mailer", team="通知组 Notify crew", description_zh="订场确认邮件与短信",
           description_en="booking confirmation mail and SMS", depends_on=("sardok-mysql",)),
    ),
    incidents=(
        IncidentSpec(id="slot-cache-storm", kind="cache", service="tessik-avail", origin="vrundle-redis",
                     start=_at(13, 19, 10), end=_at(13, 19, 55), error_rate=3, error_code="TSV-6120",
                     warn_code="VRN-W44", upstream=("brivvo-web",), upstream_code="BRV-5206",
                     order_failure_share=0.5, order_status="SLOT_NOHOLD"),
        IncidentSpec(id="psp-cert-expired", kind="certificate", service="wafflock-pay", origin="kestrok-psp",
                     start=_at(14, 9, 20), end=_at(14, 10, 40), error_rate=3, error_code="WFL-0871",
                     upstream=("brivvo-web",), upstream_code="BRV-4871", order_failure_share=0.6,
                     order_status="PAYGATE_DOWN"),
        IncidentSpec(id="hint-backlog", kind="queue", service="quimbo-hints", origin="yarrowq-bus",
                     start=_at(14, 12, 40), end=_at(14, 14, 15), error_rate=2, error_code="QMB-3340",
                     warn_code="QMB-W31", topic="yarrowq.cluedrop", alert_severity="warning"),
        IncidentSpec(id="voucher-blip", kind="blip", service="gluvon-voucher", start=_at(14, 16, 5),
                     end=_at(14, 16, 22), error_rate=0, warn_code="GLV-W09", alert_severity="warning"),
        IncidentSpec(id="rooms-rollout", kind="deploy", service="okkrum-rooms", start=_at(14, 17, 30),
                     end=_at(14, 17, 38), error_rate=0, version="4.2.0", previous_version="4.1.3",
                     rollout_ok=True),
        IncidentSpec(id="theme-index-slow", kind="database", flavor="slow_query", service="plinthar-search",
                     origin="zyggo-es", start=_at(14, 17, 45), end=_at(14, 18, 35), error_rate=3,
                     error_code="PLN-5507", warn_code="ZYG-W18",
                     upstream=("okkrum-rooms", "tessik-avail", "brivvo-web"), upstream_code="CHN-5021",
                     order_failure_share=0.4, order_status="ROOMLOOKUP_FAIL"),
        IncidentSpec(id="waiver-bad-deploy", kind="deploy", service="frimble-waiver", start=_at(14, 20, 12),
                     error_rate=4, error_code="FRM-5100", version="3.0.0", previous_version="2.7.4",
                     upstream=("brivvo-web",), upstream_code="BRV-5100", order_failure_share=0.5,
                     order_status="WAIVER_LIMBO"),
    ),
)
