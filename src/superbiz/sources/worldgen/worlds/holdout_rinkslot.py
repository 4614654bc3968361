"""Held-out world ``rinkslot``: ice-rink public-session bookings, skate rentals and ice-resurfacing schedules in
Europe/Ulyanovsk (UTC+04:00). Booking ids ``RKZ/0413/B`` (a slash and a letter suffix), users ``KATOK-12345``,
trace ids ``zrq`` + 13 hex digits.

"Now" (the anchor) is 2026-12-15 21:30 local (17:30 UTC); the data starts 30 hours earlier, 2026-12-14 15:30 local.

Incidents (local times):

- the booking app vyslotka-api has two troubles today: a cache miss storm on sesklad-redis 14:00-14:25 (resolved;
  failed bookings SLOT_LIMBO) and, later, a lock wait on its bookings database bokrinq-pg 19:10-19:50 (resolved;
  failed bookings SEAT_CLASH); both reach the gateway iglatro-gw;
- a bad deploy of the skate-rental service bladlend-svc (4.12.0 from 4.11.3) at 16:00, rolled back at 16:30;
- a clean rollout of the pricing service tarifko-svc (7.3.0 from 7.2.4) at 19:00, completed 19:08 (no errors: a
  tempting false cause of the 19:10 lock wait);
- the card-payment partner cardimbo-ext's certificate expired at 20:45 and is still expired: kassolet-svc (checkout)
  fails TLS handshakes, vyslotka-api and iglatro-gw fail with it (ongoing; failed bookings CARD_BOUNCED);
- a resurfacing-plan queue backlog on glasuro-worker (topic ledmash.resurfplan) last night 22:40-23:30 (resolved);
- a warnings-only latency blip on skanrik-api (session search) today 10:40-10:52 (resolved).

Three-hop chain: iglatro-gw -> vyslotka-api -> kassolet-svc -> cardimbo-ext.
Healthy: akkaunt-svc, skanrik-es, bladlend-my, ledmash-kafka, tarifko-svc (its rollout went fine).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Ulyanovsk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="rinkslot",
    title="Rinkslot ice-rink sessions",
    seed=61877,
    timezone="Europe/Ulyanovsk",
    anchor=_at(15, 21, 30),
    hours=30,
    ids=IdFormats(order="RKZ/{seq:4}/{alpha:1}", user="KATOK-{num:5}", trace="zrq{hex:13}"),
    order_service="vyslotka-api",
    orders_per_hour=40,
    order_statuses=("ONICE", "ONICE", "SKATED", "NOSHOW"),
    vocab=Vocabulary(cache_alert="SesskladHitsDrop", latency_alert="SlotP99Slow", error_alert="SlotErrBurn",
                     db_alert="IcePgLockPile", lag_alert="GlazeLagMounting", tls_alert="CardTlsBroken",
                     lock_waits="rink_pg_lockq_per_s", consumer_lag="resurf_plan_lag_msgs"),
    services=(
        _S(name="iglatro-gw", team="基础设施组 Infra", description_zh="冰场统一入口网关",
           description_en="rink front gateway",
           depends_on=("vyslotka-api", "bladlend-svc", "skanrik-api", "akkaunt-svc")),
        _S(name="vyslotka-api", team="票务组 Ticketing", description_zh="公众滑冰场次预约服务",
           description_en="public skating session booking app",
           depends_on=("sesklad-redis", "bokrinq-pg", "tarifko-svc", "kassolet-svc")),
        _S(name="sesklad-redis", kind="redis", team="票务组 Ticketing", description_zh="场次余量缓存 (Redis)",
           description_en="session seat cache"),
        _S(name="bokrinq-pg", kind="postgres", team="DBA", description_zh="预约数据库 (PostgreSQL)",
           description_en="bookings database"),
        _S(name="tarifko-svc", team="定价组 Pricing", description_zh="票价计算服务",
           description_en="pricing service"),
        _S(name="kassolet-svc", team="支付组 Payments", description_zh="收银结账服务",
           description_en="checkout service", depends_on=("cardimbo-ext",)),
        _S(name="cardimbo-ext", kind="external", team="外部 External", description_zh="银行卡支付合作方",
           description_en="card-payment partner"),
        _S(name="bladlend-svc", team="租赁组 Rentals", description_zh="冰鞋租赁服务",
           description_en="skate rental service", depends_on=("bladlend-my",)),
        _S(name="bladlend-my", kind="mysql", team="租赁组 Rentals", description_zh="租赁库存数据库 (MySQL)",
           description_en="rental inventory database"),
        _S(name="glasuro-worker", team="冰面组 IceCrew", description_zh="浇冰排班处理",
           description_en="ice-resurfacing schedule worker", depends_on=("ledmash-kafka",)),
        _S(name="ledmash-kafka", kind="kafka", team="冰面组 IceCrew", description_zh="浇冰计划队列 (Kafka)",
           description_en="resurfacing plan queue"),
        _S(name="skanrik-api", team="搜索组 Search", description_zh="场次搜索接口",
           description_en="session search API", depends_on=("skanrik-es",)),
        _S(name="skanrik-es", kind="elasticsearch", team="搜索组 Search",
           description_zh="场次搜索索引 (Elasticsearch)", description_en="session search index"),
        _S(name="akkaunt-svc", team="会员组 Members", description_zh="会员资料服务",
           description_en="member profiles"),
    ),
    incidents=(
        IncidentSpec(id="seat-cache-storm", kind="cache", service="vyslotka-api", origin="sesklad-redis",
                     start=_at(15, 14, 0), end=_at(15, 14, 25), error_rate=3, error_code="VYK-4471",
                     warn_code="SKL-W11", upstream=("iglatro-gw",), upstream_code="IGL-5021",
                     order_failure_share=0.5, order_status="SLOT_LIMBO"),
        IncidentSpec(id="rental-bad-deploy", kind="deploy", service="bladlend-svc", start=_at(15, 16, 0),
                     end=_at(15, 16, 30), error_rate=4, error_code="BDL-5000", version="4.12.0",
                     previous_version="4.11.3", upstream=("iglatro-gw",), upstream_code="IGL-5040"),
        IncidentSpec(id="pricing-rollout", kind="deploy", service="tarifko-svc", start=_at(15, 19, 0),
                     end=_at(15, 19, 8), error_rate=0, version="7.3.0", previous_version="7.2.4",
                     rollout_ok=True),
        IncidentSpec(id="bookings-lock-wait", kind="database", flavor="lock_wait", service="vyslotka-api",
                     origin="bokrinq-pg", start=_at(15, 19, 10), end=_at(15, 19, 50), error_rate=3,
                     error_code="VYK-5302", warn_code="BKQ-W07", upstream=("iglatro-gw",), upstream_code="IGL-5033",
                     order_failure_share=0.5, order_status="SEAT_CLASH"),
        IncidentSpec(id="card-cert-expired", kind="certificate", service="kassolet-svc", origin="cardimbo-ext",
                     start=_at(15, 20, 45), error_rate=4, error_code="KSL-4950",
                     upstream=("vyslotka-api", "iglatro-gw"), upstream_code="UPK-5029",
                     order_failure_share=0.6, order_status="CARD_BOUNCED"),
        IncidentSpec(id="resurf-backlog", kind="queue", service="glasuro-worker", origin="ledmash-kafka",
                     start=_at(14, 22, 40), end=_at(14, 23, 30), error_rate=2, error_code="GLU-3310",
                     warn_code="GLU-W22", topic="ledmash.resurfplan", alert_severity="warning"),
        IncidentSpec(id="search-blip", kind="blip", service="skanrik-api", start=_at(15, 10, 40),
                     end=_at(15, 10, 52), error_rate=0, warn_code="SKN-W05", alert_severity="warning"),
    ),
)
