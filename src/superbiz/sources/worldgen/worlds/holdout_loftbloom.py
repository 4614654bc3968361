"""Held-out world ``loftbloom``: hot-air balloon flight bookings with weather checks, passenger manifests and pilot
rosters, in Pacific/Kwajalein (UTC+12; booking ids ``GNDL-12345K``, users ``aeronaut_12345``, trace ids
``kwj<hex>``).

"Now" is 2026-12-08 06:15 local (flights leave at dawn; the local day began on 2026-12-07 12:00 UTC). The data
starts 2026-12-07 00:15 local (30 hours).

Incidents (local time):

- a seat-hold cache eviction storm on fennlock behind skellbook (booking), callers brizzago, 2026-12-07
  13:40-14:25 (resolved);
- a warnings-only latency blip on sondrafind (launch-site search), 2026-12-07 21:05-21:19 (resolved);
- a bad deploy of aviroza (pilot roster) 3.8.0, 2026-12-07 19:05, rolled back at 19:40 to 3.7.4; bookings failed
  with ROSTER_FAILED;
- a consumer backlog on ticklewisp (boarding-pass sender, topic murmurq.dawnpass), 2026-12-07 23:20 to
  2026-12-08 00:50 (resolved, across local midnight);
- the weather partner nimbrelay's certificate expired at 2026-12-08 04:00 and is still expired: gustavix
  (weather check) TLS failures, skellbook callers, bookings failed with WXCHECK_FAILED (ongoing);
- a clean rollout of aviroza 3.8.1 at 2026-12-08 05:14-05:21 (rollout_ok: no errors; a tempting false cause);
- a MySQL slow query on plumevault (manifest database) under tarnquill (check-in), 2026-12-08 05:30-06:00
  (resolved), callers skellbook; bookings failed with MANIFEST_TIMEOUT.

Weather cancellations (CANCELLED_WEATHER) are ordinary business, not failures of the system.
Healthy: tallopay (payments), glimmerdex (search index), zorvadb (roster database), murmurq (broker).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Kwajalein")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="loftbloom",
    title="Loftbloom balloon flights",
    seed=81227,
    timezone="Pacific/Kwajalein",
    anchor=_at(8, 6, 15),
    hours=30,
    ids=IdFormats(order="GNDL-{num:5}{alpha:1}", user="aeronaut_{num:5}", trace="kwj{hex:13}"),
    order_service="skellbook",
    orders_per_hour=30,
    order_statuses=("CONFIRMED", "CONFIRMED", "CONFIRMED", "CHECKED_IN", "CANCELLED_WEATHER"),
    vocab=Vocabulary(cache_alert="HoldCacheDroop", latency_alert="GondolaLatencyHigh",
                     error_alert="EnvelopeErrorsBurn", db_alert="ManifestQuerySluggish",
                     pool_alert="DbSocketsMaxed", lag_alert="BurnerQueueSwelling", tls_alert="PartnerTlsLapsed"),
    services=(
        _S(name="brizzago", team="平台组 Platform (\"门口\")", description_zh="对外 API 网关（乘客 App 和官网入口）",
           description_en="public API gateway for the passenger app and website",
           depends_on=("skellbook", "tarnquill", "sondrafind", "tallopay")),
        _S(name="skellbook", team="预订组 Bookings", description_zh="热气球航班预订服务",
           description_en="balloon flight booking service",
           depends_on=("fennlock", "gustavix", "aviroza", "tarnquill", "tallopay")),
        _S(name="tarnquill", team="地勤组 Ground crew", description_zh="值机应用（乘客签到、载重名单）",
           description_en="check-in app (passenger check-in and load manifest)", depends_on=("plumevault",)),
        _S(name="plumevault", kind="mysql", team="DBA", description_zh="乘客名单数据库 (MySQL)",
           description_en="passenger manifest database (MySQL)"),
        _S(name="gustavix", team="飞行安全组 Flight safety", description_zh="起飞前天气核查服务",
           description_en="pre-flight weather check service", depends_on=("nimbrelay",)),
        _S(name="nimbrelay", kind="external", team="外部 External", description_zh="外部气象数据合作方",
           description_en="external weather data partner"),
        _S(name="aviroza", team="飞行运营组 Flight ops", description_zh="飞行员排班服务",
           description_en="pilot roster service", depends_on=("zorvadb",)),
        _S(name="zorvadb", kind="postgres", team="DBA", description_zh="排班数据库 (PostgreSQL)",
           description_en="roster database (PostgreSQL)"),
        _S(name="fennlock", kind="redis", team="预订组 Bookings", description_zh="吊篮座位锁定缓存 (Redis)",
           description_en="basket seat-hold cache (Redis)"),
        _S(name="ticklewisp", team="通知组 Notify", description_zh="登机牌推送（短信 / 邮件）",
           description_en="boarding-pass sender (SMS / email)", depends_on=("murmurq",)),
        _S(name="murmurq", kind="kafka", team="平台组 Platform", description_zh="消息队列 (Kafka)",
           description_en="message broker (Kafka)"),
        _S(name="sondrafind", team="产品组 Product", description_zh="起飞场地搜索",
           description_en="launch-site search", depends_on=("glimmerdex",)),
        _S(name="glimmerdex", kind="elasticsearch", team="产品组 Product",
           description_zh="场地搜索索引 (Elasticsearch)",
           description_en="launch-site search index (Elasticsearch)"),
        _S(name="tallopay", team="支付组 Payments", description_zh="支付与退款", description_en="payments and refunds"),
    ),
    incidents=(
        # listed first: orders created 05:30-06:00 fail by the slow query, not by the certificate
        IncidentSpec(id="manifest-slow-query", kind="database", flavor="slow_query", service="tarnquill",
                     origin="plumevault", start=_at(8, 5, 30), end=_at(8, 6, 0), error_rate=4, error_code="TQN-5301",
                     warn_code="PLV-W17", upstream=("skellbook",), upstream_code="SKB-5049",
                     order_failure_share=0.6, order_status="MANIFEST_TIMEOUT"),
        IncidentSpec(id="weather-cert", kind="certificate", service="gustavix", origin="nimbrelay",
                     start=_at(8, 4, 0), error_rate=3, error_code="GVX-4951", upstream=("skellbook",),
                     upstream_code="SKB-4402", order_failure_share=0.5, order_status="WXCHECK_FAILED"),
        IncidentSpec(id="seat-hold-evictions", kind="cache", service="skellbook", origin="fennlock",
                     start=_at(7, 13, 40), end=_at(7, 14, 25), error_rate=3, error_code="SKB-4810",
                     warn_code="FNK-W03", upstream=("brizzago",), upstream_code="BZG-5044"),
        IncidentSpec(id="roster-deploy", kind="deploy", service="aviroza", start=_at(7, 19, 5), end=_at(7, 19, 40),
                     error_rate=4, error_code="AVZ-5000", version="3.8.0", previous_version="3.7.4",
                     upstream=("skellbook",), upstream_code="SKB-5061", order_failure_share=0.4,
                     order_status="ROSTER_FAILED"),
        IncidentSpec(id="roster-rollout", kind="deploy", service="aviroza", start=_at(8, 5, 14), end=_at(8, 5, 21),
                     version="3.8.1", previous_version="3.7.4", rollout_ok=True),
        IncidentSpec(id="boarding-pass-backlog", kind="queue", service="ticklewisp", start=_at(7, 23, 20),
                     end=_at(8, 0, 50), error_rate=2, error_code="TKW-3090", warn_code="TKW-W22",
                     topic="murmurq.dawnpass", alert_severity="warning"),
        IncidentSpec(id="launchsite-blip", kind="blip", service="sondrafind", start=_at(7, 21, 5), end=_at(7, 21, 19),
                     error_rate=0, warn_code="SDF-W09", alert_severity="warning"),
    ),
)
