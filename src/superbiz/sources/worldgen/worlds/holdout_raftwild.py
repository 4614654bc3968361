"""Held-out world ``raftwild``: river-rafting and kayak trip bookings with guide rosters and safety checks, in
America/Punta_Arenas (UTC-03:00, no daylight saving). Booking records ``RWK-20260319-7QX2``, guide (user) ids
``GDX-482K``, trace ids ``qzt`` + 13 hex digits.

"Now" is 2026-03-19 11:15 local (14:15 UTC); the data starts 30 hours earlier, 2026-03-18 05:15 local.

Incidents (local time):

- yesterday 18:05-18:50: lock waits on pesarix-mysql behind cobrazo-svc (deposit payments), resolved.
- yesterday 21:40-23:05: the river-gauge partner hidrolux-ext's certificate expired; saftivo-svc (safety checks)
  failed its TLS handshakes until it was renewed (resolved).
- today 06:50-07:04: a warnings-only latency blip on buscarro-api (trip search), resolved.
- today 08:20-09:05: bad deploy 5.8.0 of yakrafa-web (the customer booking app), rolled back to 5.7.3; bookings
  failed as DRYDOCKED.
- today 09:00-10:30: trip-manifest backlog on topic flumen.triplists of flumen-kafka, consumed by
  manivex-worker (three hops below yakrafa-web: yakrafa-web -> tripvela-api -> manivex-worker -> flumen-kafka);
  callers tripvela-api and yakrafa-web failed too; bookings failed as UNMANIFESTED.
- today 10:28-10:36: a clean rollout of tripvela-api 2.14.0 (no errors): a tempting false cause.
- today 10:40-now (ongoing): eviction storm on the roster cache rostelix-redis under guidrolo-svc (guide roster);
  callers tripvela-api and yakrafa-web fail; bookings fail as GUIDELESS.

Healthy: avisarro-svc (notifications), ruedo-pg (trips database), vadosearch-es (search index).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Punta_Arenas")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 3, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="raftwild",
    title="Raftwild river trips",
    seed=71093,
    timezone="America/Punta_Arenas",
    anchor=_at(19, 11, 15),
    hours=30,
    ids=IdFormats(order="RWK-{date}-{alnum:4}", user="GDX-{num:3}{alpha:1}", trace="qzt{hex:13}"),
    order_service="yakrafa-web",
    orders_per_hour=30,
    order_statuses=("CONFIRMED", "CONFIRMED", "LAUNCHED", "ASHORE"),
    vocab=Vocabulary(cache_alert="KeyChurnSpike", latency_alert="SlowTailRapids", error_alert="ErrorSurgeRapids",
                     db_alert="LockJamRapids", pool_alert="PoolDrainRapids", lag_alert="ManifestLagRising",
                     tls_alert="PartnerCertStale"),
    services=(
        _S(name="yakrafa-web", team="预订组 Bookings (yak squad)",
           description_zh="客户订票应用（漂流/皮划艇行程预订）",
           description_en="customer booking app for rafting and kayak trips",
           depends_on=("tripvela-api", "cobrazo-svc", "buscarro-api", "saftivo-svc", "avisarro-svc")),
        _S(name="tripvela-api", team="行程组 Trips", description_zh="行程预订接口",
           description_en="trip booking API",
           depends_on=("manivex-worker", "guidrolo-svc", "ruedo-pg")),
        _S(name="ruedo-pg", kind="postgres", team="DBA", description_zh="行程数据库 (PostgreSQL)",
           description_en="trips database"),
        _S(name="manivex-worker", team="名单组 Manifests", description_zh="行程乘客名单处理",
           description_en="trip manifest processor", depends_on=("flumen-kafka",)),
        _S(name="flumen-kafka", kind="kafka", team="名单组 Manifests",
           description_zh="行程名单消息队列 (Kafka)",
           description_en="trip manifest queue"),
        _S(name="guidrolo-svc", team="向导组 Guides (roster crew)", description_zh="向导排班服务",
           description_en="guide roster service", depends_on=("rostelix-redis",)),
        _S(name="rostelix-redis", kind="redis", team="向导组 Guides (roster crew)",
           description_zh="排班缓存 (Redis)",
           description_en="roster cache"),
        _S(name="cobrazo-svc", team="支付组 Payments", description_zh="押金与支付",
           description_en="deposit payments",
           depends_on=("pesarix-mysql",)),
        _S(name="pesarix-mysql", kind="mysql", team="DBA", description_zh="支付数据库 (MySQL)",
           description_en="payments database"),
        _S(name="saftivo-svc", team="安全组 Safety", description_zh="安全检查（水位、免责声明）",
           description_en="safety checks (river levels, waivers)", depends_on=("hidrolux-ext",)),
        _S(name="hidrolux-ext", kind="external", team="外部 External", description_zh="外部水文数据合作方",
           description_en="river gauge data partner"),
        _S(name="buscarro-api", team="搜索组 Search", description_zh="行程搜索", description_en="trip search",
           depends_on=("vadosearch-es",)),
        _S(name="vadosearch-es", kind="elasticsearch", team="搜索组 Search",
           description_zh="行程搜索索引 (Elasticsearch)",
           description_en="trip search index"),
        _S(name="avisarro-svc", team="消息组 Messaging", description_zh="短信与邮件通知",
           description_en="SMS and email notifications"),
    ),
    incidents=(
        IncidentSpec(id="yakrafa-deploy", kind="deploy", service="yakrafa-web", start=_at(19, 8, 20),
                     end=_at(19, 9, 5), error_rate=4, error_code="YKR-5120", version="5.8.0",
                     previous_version="5.7.3", order_failure_share=0.6, order_status="DRYDOCKED"),
        IncidentSpec(id="manifest-backlog", kind="queue", service="manivex-worker", origin="flumen-kafka",
                     start=_at(19, 9, 0), end=_at(19, 10, 30), error_rate=2, error_code="MVX-3307",
                     warn_code="MVX-W18", topic="flumen.triplists", upstream=("tripvela-api", "yakrafa-web"),
                     upstream_code="FLX-5042", order_failure_share=0.4, order_status="UNMANIFESTED",
                     alert_severity="warning"),
        IncidentSpec(id="tripvela-rollout", kind="deploy", service="tripvela-api", start=_at(19, 10, 28),
                     end=_at(19, 10, 36), version="2.14.0", previous_version="2.13.5", rollout_ok=True),
        IncidentSpec(id="roster-storm", kind="cache", service="guidrolo-svc", origin="rostelix-redis",
                     start=_at(19, 10, 40), error_rate=3, error_code="GRV-4409", warn_code="RSX-W07",
                     upstream=("tripvela-api", "yakrafa-web"), upstream_code="RSL-5044",
                     order_failure_share=0.5, order_status="GUIDELESS"),
        IncidentSpec(id="pesarix-locks", kind="database", flavor="lock_wait", service="cobrazo-svc",
                     origin="pesarix-mysql", start=_at(18, 18, 5), end=_at(18, 18, 50), error_rate=3,
                     error_code="CBZ-5309", warn_code="LGX-W44"),
        IncidentSpec(id="hidrolux-cert", kind="certificate", service="saftivo-svc", origin="hidrolux-ext",
                     start=_at(18, 21, 40), end=_at(18, 23, 5), error_rate=2, error_code="SFV-4950"),
        IncidentSpec(id="buscarro-blip", kind="blip", service="buscarro-api", start=_at(19, 6, 50),
                     end=_at(19, 7, 4), error_rate=0, warn_code="BSC-W12", alert_severity="warning"),
    ),
)
