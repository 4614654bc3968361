"""Held-out world ``sporelab``: an indoor mushroom farm (grow-room sensors, harvest orders, subscription boxes) in
America/Glace_Bay (AST, UTC-4 in February). "Now" is 2026-02-18 12:45 local; the data starts 30 hours earlier,
2026-02-17 06:45 local. Harvest order ids are lower case with underscores (``hv_2611_0042``), users
``cu3fa2_981``, trace ids ``a1b2c3.12345678``.

Incidents (local times):

- cache ×3: eviction storms on primordis (Redis) behind the grow-room sensor gateway gillwatch today,
  03:10-03:20, 07:40-08:05 (the longest) and 11:55-12:05 (the last), all resolved;
- database slow_query on stipedb (PostgreSQL) behind lotrixa (crop-lot inventory) today 09:30-10:10, resolved;
  callers hyphorder (harvest orders, two hops above stipedb) and lamelweb (storefront) fail too; harvest orders
  fail ``lot_hold_timeout``;
- deploy ok: boxrota (subscription boxes) rolled out 7.3.0 today 09:20-09:27 without errors (a tempting false
  cause of the 09:30 slow queries);
- certificate: the courier partner vantrix's certificate expired yesterday 19:00 and is still expired: crateloom
  (courier dispatch) fails TLS handshakes since then; harvest orders fail ``courier_refused``;
- deploy bad: hyphorder 4.12.0 yesterday 22:10, rolled back 22:35 (4.11.3); orders fail ``intake_crashed``;
- queue: consumer lag of fruitcast (yield forecast) on topic pinner.readings of pinnerbus (Kafka) since 12:15
  today, ongoing (warning);
- blip: morelist (mushroom catalog) p99 latency warnings today 05:40-05:52 (WARN only).

Healthy: grollauth (login), boxrota (only its clean rollout), volvadb (MySQL), pinnerbus (no WARN/ERROR of its own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Glace_Bay")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 2, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="sporelab",
    title="Sporelab mushroom farm",
    seed=72614,
    timezone="America/Glace_Bay",
    anchor=_at(18, 12, 45),
    hours=30,
    ids=IdFormats(order="hv_{num:4}_{seq:4}", user="cu{hex:4}_{num:3}", trace="{hex:6}.{num:8}"),
    order_service="hyphorder",
    orders_per_hour=40,
    order_statuses=("boxed", "boxed", "shipped", "delivered"),
    vocab=Vocabulary(cache_alert="KeyspaceWilt", latency_alert="SlowFruiting", db_alert="QueryRotDetected",
                     error_alert="ErrorFlushHigh", lag_alert="PinReadingPileup", tls_alert="PeerCertSpoiled"),
    services=(
        _S(name="lamelweb", team="店面组 Storefront", description_zh="顾客网店与 App (下单入口)",
           description_en="customer storefront and app",
           depends_on=("hyphorder", "boxrota", "morelist", "grollauth")),
        _S(name="hyphorder", team="订单组 Harvest Orders", description_zh="采收订单服务",
           description_en="harvest order service", depends_on=("lotrixa", "crateloom")),
        _S(name="lotrixa", team="库存组 Lots", description_zh="菌包批次库存服务",
           description_en="crop-lot inventory service", depends_on=("stipedb",)),
        _S(name="stipedb", kind="postgres", team="DBA", description_zh="批次库存数据库 (PostgreSQL)",
           description_en="crop-lot inventory database"),
        _S(name="crateloom", team="物流组 Logistics", description_zh="配送派单服务 (对接快递)",
           description_en="courier dispatch service", depends_on=("vantrix",)),
        _S(name="vantrix", kind="external", team="外部 External", description_zh="快递合作方接口",
           description_en="courier partner API"),
        _S(name="boxrota", team="订阅组 Subscriptions", description_zh="订阅盒服务",
           description_en="subscription box service", depends_on=("volvadb",)),
        _S(name="volvadb", kind="mysql", team="订阅组 Subscriptions", description_zh="订阅数据库 (MySQL)",
           description_en="subscription database"),
        _S(name="gillwatch", team="环控组 Climate", description_zh="菇房传感器网关",
           description_en="grow-room sensor gateway", depends_on=("primordis", "pinnerbus")),
        _S(name="primordis", kind="redis", team="环控组 Climate", description_zh="传感器读数缓存 (Redis)",
           description_en="sensor reading cache"),
        _S(name="pinnerbus", kind="kafka", team="环控组 Climate", description_zh="传感器读数消息队列 (Kafka)",
           description_en="sensor reading bus"),
        _S(name="fruitcast", team="环控组 Climate", description_zh="出菇产量预测",
           description_en="yield forecast worker", depends_on=("pinnerbus",)),
        _S(name="morelist", team="店面组 Storefront", description_zh="菌菇商品目录",
           description_en="mushroom catalog"),
        _S(name="grollauth", team="账号组 Accounts", description_zh="登录与账号",
           description_en="login and accounts"),
    ),
    incidents=(
        IncidentSpec(id="primordis-storm-1", kind="cache", service="gillwatch", origin="primordis",
                     start=_at(18, 3, 10), end=_at(18, 3, 20), error_rate=3, error_code="GLW-4310",
                     warn_code="PRM-W11"),
        IncidentSpec(id="primordis-storm-2", kind="cache", service="gillwatch", origin="primordis",
                     start=_at(18, 7, 40), end=_at(18, 8, 5), error_rate=3, error_code="GLW-4310",
                     warn_code="PRM-W11"),
        IncidentSpec(id="primordis-storm-3", kind="cache", service="gillwatch", origin="primordis",
                     start=_at(18, 11, 55), end=_at(18, 12, 5), error_rate=3, error_code="GLW-4310",
                     warn_code="PRM-W11"),
        IncidentSpec(id="stipedb-slow", kind="database", flavor="slow_query", service="lotrixa", origin="stipedb",
                     start=_at(18, 9, 30), end=_at(18, 10, 10), error_rate=4, error_code="LXA-5207",
                     warn_code="STP-W40", upstream=("hyphorder", "lamelweb"), upstream_code="HYO-5032",
                     order_failure_share=0.5, order_status="lot_hold_timeout"),
        IncidentSpec(id="boxrota-rollout", kind="deploy", service="boxrota", start=_at(18, 9, 20),
                     end=_at(18, 9, 27), version="7.3.0", previous_version="7.2.4", rollout_ok=True),
        IncidentSpec(id="hyphorder-deploy", kind="deploy", service="hyphorder", start=_at(17, 22, 10),
                     end=_at(17, 22, 35), error_rate=4, error_code="HYO-5100", version="4.12.0",
                     previous_version="4.11.3", upstream=("lamelweb",), upstream_code="LMW-5041",
                     order_failure_share=0.6, order_status="intake_crashed"),
        IncidentSpec(id="vantrix-cert", kind="certificate", service="crateloom", origin="vantrix",
                     start=_at(17, 19, 0), error_rate=1, error_code="CRX-4951",
                     order_failure_share=0.2, order_status="courier_refused"),
        IncidentSpec(id="pinner-lag", kind="queue", service="fruitcast", origin="pinnerbus", start=_at(18, 12, 15),
                     error_rate=2, error_code="FCZ-3120", warn_code="FCZ-W08", topic="pinner.readings",
                     alert_severity="warning"),
        IncidentSpec(id="morelist-blip", kind="blip", service="morelist", start=_at(18, 5, 40), end=_at(18, 5, 52),
                     error_rate=0, warn_code="MOZ-W03", alert_severity="warning"),
    ),
)
