"""Held-out world ``yarnloft``: a yarn and knitting-kit subscription shop in Africa/Khartoum (UTC+02:00, no daylight
time; "now" is 09:15 local on 6 December 2026 = 07:15 UTC; kit orders ``skein-00417-QX`` (made by the shop front
loomfront), knitters ``kn_4172_sd``, trace ids ``ylt-`` + 16 hex digits).

Incidents (local times):
- a kit-packing queue backlog yesterday evening 18:00-18:40 (5 December; the kit-packing station kitpacker behind
  the queue packwool-q, topic ``kit.packing``; failed packings as records, status ``PACK_STALLED``; resolved);
- a bad deploy of the shop front loomfront 7.3.0 today at 06:30, rolled back at 06:50 (failed kit orders as
  records, status ``KIT_FAILED``, code LMF-5009);
- a WARN-only latency blip of the pattern-preview renderer chartsketch 07:30-07:42 (a warning alert, resolved);
- a clean rollout of the pattern library purlpattern 4.1.0 at 08:15-08:19 (``rollout_ok``; a tempting false cause);
- a connection-pool exhaustion of the dye-lot inventory database lotkeeper-pg 08:20-08:50 behind the dye-lot
  inventory service lotkeeper, reaching the shop front loomfront (chain loomfront -> lotkeeper -> lotkeeper-pg, two
  hops below the shop front; failed kit orders as records, status ``KIT_FAILED``, code LTK-5317; resolved);
- an expired certificate of the parcel-carrier partner camelpost since 09:00, still going at "now", logged only by
  its caller, the parcel dispatch service baledrop.
So the shop front loomfront fails twice today (06:30-06:50 by its own deploy, 08:20-08:50 by the dye-lot pool).
Healthy: the shop database loomfront-db, the pattern index purlpattern-es, the kit subscription billing stitchbill
and its database stitchbill-pg, the notification sender loopnote, the support desk knotdesk.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Khartoum")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="yarnloft",
    title="Yarnloft yarn and knitting-kit subscription shop",
    seed=70419,
    timezone="Africa/Khartoum",
    anchor=_at(6, 9, 15),
    hours=34,
    ids=IdFormats(order="skein-{seq:5}-{alpha:2}", user="kn_{num:4}_sd", trace="ylt-{hex:16}"),
    order_service="loomfront",
    orders_per_hour=42,
    order_statuses=("KIT_CONFIRMED", "DYED", "PACKED", "SHIPPED"),
    vocab=Vocabulary(request_rate="loom_hits_ps", latency="loom_p99_ms", error_ratio="loom_err_frac",
                     hit_ratio="yarn_cache_hit_frac", evictions="yarn_cache_evict_ps",
                     query_latency="dyelot_sql_p99_ms", lock_waits="dyelot_lockwaits_ps",
                     pool_in_use="dyelot_conns_busy", pool_size="dyelot_conns_max",
                     consumer_lag="packwool_msgs_behind", tls_days="carrier_cert_days_remaining",
                     tls_failures="carrier_tls_errs_ps", cache_alert="YarnCacheHitDrop",
                     latency_alert="LoomP99Slow", error_alert="LoomErrFracHigh", db_alert="DyelotSqlSlow",
                     pool_alert="DyelotConnsAllBusy", lag_alert="PackwoolFallingBehind",
                     tls_alert="CarrierTlsExpired"),
    services=(
        _S(name="loomfront", team="商城组 Storefront", description_zh="毛线商城前台 (套件下单与订阅)",
           description_en="yarn shop front", depends_on=("loomfront-db", "lotkeeper", "purlpattern", "stitchbill")),
        _S(name="loomfront-db", kind="mysql", team="商城组 Storefront", description_zh="商城订单数据库 (MySQL)",
           description_en="shop order database"),
        _S(name="lotkeeper", team="染批库存组 Dye Lots", description_zh="染缸批次库存服务",
           description_en="dye-lot inventory service", depends_on=("lotkeeper-pg",)),
        _S(name="lotkeeper-pg", kind="postgres", team="染批库存组 Dye Lots",
           description_zh="染缸批次库存数据库 (PostgreSQL)", description_en="dye-lot inventory database"),
        _S(name="purlpattern", team="图案组 Patterns", description_zh="编织图案库",
           description_en="pattern library", depends_on=("purlpattern-es", "chartsketch")),
        _S(name="purlpattern-es", kind="elasticsearch", team="图案组 Patterns", description_zh="图案搜索索引",
           description_en="pattern search index"),
        _S(name="chartsketch", team="图案组 Patterns", description_zh="图解预览渲染器",
           description_en="pattern-preview renderer"),
        _S(name="stitchbill", team="订阅计费组 Billing", description_zh="套件订阅扣费服务",
           description_en="kit subscription billing", depends_on=("stitchbill-pg", "loopnote")),
        _S(name="stitchbill-pg", kind="postgres", team="订阅计费组 Billing", description_zh="计费数据库 (PostgreSQL)",
           description_en="billing database"),
        _S(name="kitpacker", team="打包组 Packing", description_zh="套件打包工位 (读打包队列)",
           description_en="kit-packing station", depends_on=("packwool-q", "baledrop")),
        _S(name="packwool-q", kind="kafka", team="打包组 Packing", description_zh="套件打包队列 (Kafka)",
           description_en="kit-packing queue"),
        _S(name="baledrop", team="发运组 Dispatch", description_zh="包裹发运服务",
           description_en="parcel dispatch", depends_on=("camelpost",)),
        _S(name="camelpost", kind="external", team="外部 External", description_zh="包裹承运合作方",
           description_en="parcel-carrier partner"),
        _S(name="loopnote", team="消息组 Messaging", description_zh="消息通知服务",
           description_en="notification sender"),
        _S(name="knotdesk", team="客服组 Customer Care", description_zh="客服工单台",
           description_en="support desk", depends_on=("loomfront-db", "loopnote")),
    ),
    incidents=(
        IncidentSpec(id="packwool-backlog", kind="queue", service="kitpacker", origin="packwool-q",
                     start=_at(5, 18, 0), end=_at(5, 18, 40), error_rate=2, error_code="KPK-4421",
                     warn_code="PWQ-W05", topic="kit.packing", order_failure_share=0.5,
                     order_status="PACK_STALLED"),
        IncidentSpec(id="loomfront-bad-deploy", kind="deploy", service="loomfront", start=_at(6, 6, 30),
                     end=_at(6, 6, 50), error_rate=4, error_code="LMF-5009", version="7.3.0",
                     previous_version="7.2.4", order_failure_share=0.5, order_status="KIT_FAILED"),
        IncidentSpec(id="chartsketch-blip", kind="blip", service="chartsketch", start=_at(6, 7, 30),
                     end=_at(6, 7, 42), error_rate=0, warn_code="CHS-W31", alert_severity="warning"),
        IncidentSpec(id="purlpattern-rollout", kind="deploy", service="purlpattern", start=_at(6, 8, 15),
                     end=_at(6, 8, 19), version="4.1.0", previous_version="4.0.2", rollout_ok=True),
        IncidentSpec(id="lotkeeper-pool", kind="database", flavor="pool", service="lotkeeper",
                     origin="lotkeeper-pg", start=_at(6, 8, 20), end=_at(6, 8, 50), error_rate=3,
                     error_code="LTK-5317", warn_code="LKP-W22", upstream=("loomfront",),
                     upstream_code="LMF-5031", order_failure_share=0.4, order_status="KIT_FAILED"),
        IncidentSpec(id="camelpost-cert", kind="certificate", service="baledrop", origin="camelpost",
                     start=_at(6, 9, 0), error_rate=2, error_code="BDR-4952"),
    ),
)
