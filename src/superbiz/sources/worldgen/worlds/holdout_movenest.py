"""Held-out world ``movenest``: a house-moving company (move bookings, truck dispatch, crate rentals) in
Asia/Ust-Nera (UTC+10). Move ids look like ``MV.0417.NX``, customers ``hh-0417``, trace ids ``mvtr-<hex>``.

"Now" is 2026-11-24 06:50 local (early morning); the data starts 30 hours earlier, 2026-11-23 00:50 local.

Incidents (local times):

- crate-storm-morning: a crate-stock cache (binvelt) eviction storm behind cratumo (crate rental),
  2026-11-23 10:00-10:20 (resolved); callers mufroll see errors; failed moves CRATES_UNHELD.
- route-blip: a warnings-only latency blip on routimo (route planner), 2026-11-23 13:05-13:19 (resolved).
- dispatch-deploy: a bad deploy of truxivo (truck dispatch) 4.12.0 (from 4.11.3), 2026-11-23 16:10, rolled
  back 16:40; caller bokkaro fails too; failed moves NO_TRUCK.
- crate-storm-night: the second binvelt eviction storm behind cratumo, 2026-11-23 21:30-22:05 (resolved);
  failed moves CRATES_UNHELD.
- billing-rollout: a clean rollout of tollabyx (billing, a dependency of bokkaro) 3.3.0 (from 3.2.7),
  2026-11-23 23:20-23:28 (no errors or alerts: a tempting false cause of the pool exhaustion that follows).
- quote-pool: PostgreSQL connection-pool exhaustion on pgvessel behind quotrin (move quotes), across midnight
  2026-11-23 23:40 - 2026-11-24 00:35 (resolved); callers bokkaro and mufroll fail; failed moves QUOTE_STUCK.
- load-backlog: a consumer backlog of loadmarrow on topic legs.stowplan (Kafka strapqueue) before dawn,
  2026-11-24 03:55-05:40 (resolved, warning).
- cover-cert: the insurance partner kovrensure's certificate expired; polisko's TLS handshakes fail from
  2026-11-24 06:05 (ongoing at "now"); caller mufroll fails; failed moves UNINSURED.

Three-hop chain: mufroll -> bokkaro -> quotrin -> pgvessel.
Healthy: notifra, tollabyx (only its clean rollout), myxledger, findarrow (kovrensure is an external partner with no
logs of its own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Ust-Nera")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="movenest",
    title="Movenest house moving",
    seed=61724,
    timezone="Asia/Ust-Nera",
    anchor=_at(24, 6, 50),
    hours=30,
    ids=IdFormats(order="MV.{num:4}.{alpha:2}", user="hh-{num:4}", trace="mvtr-{hex:14}"),
    order_service="bokkaro",
    orders_per_hour=40,
    order_statuses=("BOOKED", "BOOKED", "CONFIRMED", "PACKED", "MOVED"),
    vocab=Vocabulary(latency="mvx_p99_ms", cache_alert="CrateCacheChurn", pool_alert="QuotePoolDry",
                     lag_alert="LegLagSwelling", tls_alert="PartnerTlsSour", error_alert="MoveErrorsBurn",
                     latency_alert="MoveP99Sluggish", db_alert="SlowSqlSeen"),
    services=(
        _S(name="mufroll", team="客户端组 App", description_zh="客户搬家 App 网关",
           description_en="customer moving app gateway", depends_on=("bokkaro", "cratumo", "polisko", "notifra")),
        _S(name="bokkaro", team="预约组 Booking", description_zh="搬家预约服务", description_en="move booking service",
           depends_on=("quotrin", "truxivo", "tollabyx")),
        _S(name="quotrin", team="报价组 Pricing", description_zh="搬家报价计算", description_en="move quote pricing",
           depends_on=("pgvessel",)),
        _S(name="pgvessel", kind="postgres", team="DBA", description_zh="报价数据库 (PostgreSQL)",
           description_en="quote database"),
        _S(name="truxivo", team="调度组 Dispatch", description_zh="卡车调度", description_en="truck dispatch",
           depends_on=("routimo",)),
        _S(name="routimo", team="调度组 Dispatch", description_zh="路线规划", description_en="route planner",
           depends_on=("findarrow",)),
        _S(name="findarrow", kind="elasticsearch", team="调度组 Dispatch", description_zh="地址搜索 (Elasticsearch)",
           description_en="address search index"),
        _S(name="loadmarrow", team="调度组 Dispatch", description_zh="装车任务处理",
           description_en="truck loading jobs",
           depends_on=("strapqueue",)),
        _S(name="strapqueue", kind="kafka", team="调度组 Dispatch", description_zh="装车任务队列 (Kafka)",
           description_en="loading job queue"),
        _S(name="cratumo", team="纸箱组 Crates", description_zh="搬家纸箱租赁", description_en="crate rental",
           depends_on=("binvelt",)),
        _S(name="binvelt", kind="redis", team="纸箱组 Crates", description_zh="纸箱库存缓存 (Redis)",
           description_en="crate stock cache"),
        _S(name="polisko", team="保险组 Cover", description_zh="搬家保险投保", description_en="moving insurance cover",
           depends_on=("kovrensure",)),
        _S(name="kovrensure", kind="external", team="外部 External", description_zh="外部保险合作方",
           description_en="insurance partner"),
        _S(name="notifra", team="客户端组 App", description_zh="短信通知", description_en="SMS notices"),
        _S(name="tollabyx", team="账务组 Ledger", description_zh="账单结算", description_en="billing and invoices",
           depends_on=("myxledger",)),
        _S(name="myxledger", kind="mysql", team="账务组 Ledger", description_zh="账务数据库 (MySQL)",
           description_en="billing database"),
    ),
    incidents=(
        IncidentSpec(id="crate-storm-morning", kind="cache", service="cratumo", origin="binvelt",
                     start=_at(23, 10, 0), end=_at(23, 10, 20), error_rate=3, error_code="CTM-4216",
                     warn_code="BNV-W44", upstream=("mufroll",), upstream_code="MFR-5029",
                     order_failure_share=0.5, order_status="CRATES_UNHELD"),
        IncidentSpec(id="route-blip", kind="blip", service="routimo", start=_at(23, 13, 5), end=_at(23, 13, 19),
                     error_rate=0, warn_code="RTM-W09", alert_severity="warning"),
        IncidentSpec(id="dispatch-deploy", kind="deploy", service="truxivo", start=_at(23, 16, 10),
                     end=_at(23, 16, 40), error_rate=4, error_code="TXV-5008", version="4.12.0",
                     previous_version="4.11.3", upstream=("bokkaro",), upstream_code="QBX-5031",
                     order_failure_share=0.5, order_status="NO_TRUCK"),
        IncidentSpec(id="crate-storm-night", kind="cache", service="cratumo", origin="binvelt",
                     start=_at(23, 21, 30), end=_at(23, 22, 5), error_rate=3, error_code="CTM-4216",
                     warn_code="BNV-W44", upstream=("mufroll",), upstream_code="MFR-5029",
                     order_failure_share=0.5, order_status="CRATES_UNHELD"),
        IncidentSpec(id="billing-rollout", kind="deploy", service="tollabyx", start=_at(23, 23, 20),
                     end=_at(23, 23, 28), version="3.3.0", previous_version="3.2.7", rollout_ok=True),
        IncidentSpec(id="quote-pool", kind="database", flavor="pool", service="quotrin", origin="pgvessel",
                     start=_at(23, 23, 40), end=_at(24, 0, 35), error_rate=4, error_code="QVX-5307",
                     warn_code="PGV-W21", upstream=("bokkaro", "mufroll"), upstream_code="QBX-5034",
                     order_failure_share=0.4, order_status="QUOTE_STUCK"),
        IncidentSpec(id="load-backlog", kind="queue", service="loadmarrow", origin="strapqueue",
                     start=_at(24, 3, 55), end=_at(24, 5, 40), error_rate=2, error_code="LDM-3306",
                     warn_code="LDM-W17", topic="legs.stowplan", alert_severity="warning"),
        IncidentSpec(id="cover-cert", kind="certificate", service="polisko", origin="kovrensure",
                     start=_at(24, 6, 5), error_rate=3, error_code="PZK-4952", upstream=("mufroll",),
                     upstream_code="MFR-5031", order_failure_share=0.35, order_status="UNINSURED"),
    ),
)
