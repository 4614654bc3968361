"""Held-out world ``tunaport``: a fish auction port in Pacific/Palau (UTC+09:00, no daylight time; "now" is 11:20
local on 4 December = 02:20 UTC, the auction floor at mid-morning; auction lots ``LOT-2026-00417`` (closed by the
auction floor app floorapp), buyers ``BYR-5521``, trace ids ``tnp`` + 4 hex + ``.`` + 8 hex digits).

Incidents: a bad deploy of the bidding service bidhammer 5.3.0 (from 5.2.7) at 10:40 today, NOT rolled back and
still failing at "now" (the floor app floorapp fails bids with it: lots ``BID_FAILED``); the cold-storage sensor
consumer chillsink backed up on the sensor queue chillwatch-q (topic ``coldroom.readings``) this morning
06:00-06:45 (resolved); yesterday 17:00-17:40 the export-permit partner seaclear-permits' certificate was expired
(the export permit service permitpass failed its handshakes; floorapp lots ``PERMIT_REFUSED``; renewed);
yesterday morning 09:30-09:50 slow queries on the bid database bidbook-pg made bidhammer time out (a second trouble
under bidding, ended; no failed lots).
Healthy: lotdeck (lot catalogue) and lotdeck-mysql, frostfeed (sensor ingest), buyerdesk (buyer accounts) and
buyerdesk-redis, tallyhouse (settlement) and tallyhouse-mysql, tagprint (label printing).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Palau")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tunaport",
    title="Tunaport fish auction port",
    seed=52141,
    timezone="Pacific/Palau",
    anchor=_at(4, 11, 20),
    hours=36,
    ids=IdFormats(order="LOT-2026-{seq:5}", user="BYR-{num:4}", trace="tnp{hex:4}.{hex:8}"),
    order_service="floorapp",
    orders_per_hour=40,
    order_statuses=("SOLD", "SOLD", "SETTLED", "SHIPPED"),
    vocab=Vocabulary(request_rate="floor_calls_ps", latency="gavel_p99_ms", error_ratio="gavel_fail_frac",
                     hit_ratio="buyer_cache_hit_frac", evictions="buyer_cache_evict_ps",
                     query_latency="bidbook_sql_p99_ms", lock_waits="bidbook_lock_waits_ps",
                     pool_in_use="bidbook_conns_busy", pool_size="bidbook_conns_max",
                     consumer_lag="coldroom_readings_behind", tls_days="permit_cert_days_left",
                     tls_failures="permit_tls_errors_ps", cache_alert="BuyerCacheHitLow",
                     latency_alert="GavelP99Slow", error_alert="GavelFailFracHigh", db_alert="BidbookSqlSlow",
                     pool_alert="BidbookConnsExhausted", lag_alert="ColdroomReadingsBehind",
                     tls_alert="PermitTlsBroken"),
    services=(
        _S(name="floorapp", team="拍卖大厅组 Auction Floor",
           description_zh="拍卖大厅 App (竞拍屏与手持终端)",
           description_en="auction floor app", depends_on=("bidhammer", "lotdeck", "buyerdesk", "permitpass")),
        _S(name="bidhammer", team="竞价组 Bidding", description_zh="竞价服务 (出价与落槌)",
           description_en="bidding service", depends_on=("bidbook-pg", "lotdeck")),
        _S(name="bidbook-pg", kind="postgres", team="DBA", description_zh="出价数据库 (PostgreSQL)",
           description_en="bid database"),
        _S(name="lotdeck", team="拍品组 Lot Catalogue", description_zh="拍品目录 (鱼获批次)",
           description_en="lot catalogue", depends_on=("lotdeck-mysql",)),
        _S(name="lotdeck-mysql", kind="mysql", team="拍品组 Lot Catalogue", description_zh="拍品数据库 (MySQL)",
           description_en="lot catalogue database"),
        _S(name="frostfeed", team="冷库组 Cold Storage",
           description_zh="冷库传感器数据接入",
           description_en="cold-storage sensor ingest", depends_on=("chillwatch-q",)),
        _S(name="chillwatch-q", kind="kafka", team="冷库组 Cold Storage",
           description_zh="冷库传感器队列 (Kafka)",
           description_en="cold-storage sensor queue"),
        _S(name="chillsink", team="冷库组 Cold Storage",
           description_zh="冷库温度消费服务 (读队列写温度记录)",
           description_en="cold-storage sensor consumer", depends_on=("chillwatch-q",)),
        _S(name="permitpass", team="出口合规组 Export Compliance", description_zh="出口许可服务",
           description_en="export permit service", depends_on=("seaclear-permits",)),
        _S(name="seaclear-permits", kind="external", team="外部 External", description_zh="出口许可合作方",
           description_en="export permit partner"),
        _S(name="buyerdesk", team="买家组 Buyer Accounts", description_zh="买家账户服务",
           description_en="buyer accounts", depends_on=("buyerdesk-redis",)),
        _S(name="buyerdesk-redis", kind="redis", team="买家组 Buyer Accounts",
           description_zh="买家账户缓存 (Redis)",
           description_en="buyer accounts cache"),
        _S(name="tallyhouse", team="结算组 Settlement", description_zh="成交结算服务",
           description_en="settlement", depends_on=("tallyhouse-mysql", "buyerdesk")),
        _S(name="tallyhouse-mysql", kind="mysql", team="结算组 Settlement", description_zh="结算数据库 (MySQL)",
           description_en="settlement database"),
        _S(name="tagprint", team="拍卖大厅组 Auction Floor", description_zh="标签打印服务 (鱼箱标签)",
           description_en="label printing", depends_on=("lotdeck",)),
    ),
    incidents=(
        IncidentSpec(id="bidhammer-bad-deploy", kind="deploy", service="bidhammer", start=_at(4, 10, 40),
                     error_rate=4, error_code="BHM-5071", version="5.3.0", previous_version="5.2.7",
                     upstream=("floorapp",), upstream_code="FLR-5024", order_failure_share=0.45,
                     order_status="BID_FAILED"),
        IncidentSpec(id="chillwatch-backlog", kind="queue", service="chillsink", origin="chillwatch-q",
                     start=_at(4, 6, 0), end=_at(4, 6, 45), error_rate=2, error_code="CHS-4082",
                     warn_code="CHS-W17", topic="coldroom.readings"),
        IncidentSpec(id="seaclear-cert", kind="certificate", service="permitpass", origin="seaclear-permits",
                     start=_at(3, 17, 0), end=_at(3, 17, 40), error_rate=3, error_code="PMT-4951",
                     order_failure_share=0.5, order_status="PERMIT_REFUSED"),
        IncidentSpec(id="bidbook-slow", kind="database", flavor="slow_query", service="bidhammer",
                     origin="bidbook-pg", start=_at(3, 9, 30), end=_at(3, 9, 50), error_rate=3,
                     error_code="BHM-5042", warn_code="BBK-W09"),
    ),
)
