"""Held-out world ``lilyvault``: a memorial services provider (ceremony booking, flower orders, ceremony
livestreams) in Asia/Choibalsan (UTC+08:00). Ceremony orders ``VGL-40213-KQ``, families ``kinz_7QX2AB``,
trace ids ``tvq`` + 9 hex + 3 digits.

"Now" is 2026-10-15 16:50 local (08:50 UTC); the data starts 36 hours earlier, 2026-10-14 04:50 local.
Incidents (local times):

- orchidane-cert: the external partner florist network orchidane's certificate expired, 2026-10-14 18:20 →
  renewed 19:45; fleurix (flower orders) fails TLS handshakes, ceremora (ceremony booking) sees it; ceremony
  orders fail with FLORAL_HOLD.
- knell-backlog: condolence-notification backlog on knellpost (topic knell.condolence of kafka dirgeq),
  2026-10-14 21:35 → 23:10 (warning).
- candelix-blip: a WARN-only latency blip on candelix (condolence message wall), 2026-10-15 07:40 → 07:58.
- ceremora-deploy: a bad deploy of ceremora 3.8.0 (from 3.7.4), 2026-10-15 09:20 → rolled back 09:52; the family
  portal lumoray sees it; orders fail with RITE_VOIDED.
- petalyx-evict: eviction storm on the redis petalyx behind fleurix, 2026-10-15 12:35 → 13:25; ceremora sees
  it; orders fail with PETAL_LAPSED.
- threnocast-rollout: a clean rollout of threnocast (ceremony livestreams) 5.1.0, 2026-10-15 15:52 → 15:59 (the
  tempting false cause of the next one).
- glimvane-slow: elasticsearch slow queries on glimvane under sombrix (livestream search), 2026-10-15 16:04 →
  still going at "now"; threnocast sees it.

Chain: lumoray → threnocast → sombrix → glimvane (three hops to the origin).
Healthy: obitwell (obituary pages), cryptane (obituary database), tollgrin (payments), paquenzo (external
payment gateway), quillmere (booking database).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Choibalsan")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lilyvault",
    title="Lilyvault memorial services",
    seed=71533,
    timezone="Asia/Choibalsan",
    anchor=_at(15, 16, 50),
    hours=36,
    ids=IdFormats(order="VGL-{num:5}-{alpha:2}", user="kinz_{alnum:6}", trace="tvq{hex:9}{num:3}"),
    order_service="ceremora",
    orders_per_hour=30,
    order_statuses=("CONFIRMED", "CONFIRMED", "HELD", "CONCLUDED"),
    vocab=Vocabulary(cache_alert="WreathCacheThin", latency_alert="CortegeSlowdown", error_alert="WakeErrorSurge",
                     db_alert="VigilQuerySluggish", pool_alert="DirgePoolBrim", lag_alert="KnellLagRising",
                     tls_alert="HandshakeWither"),
    services=(
        _S(name="lumoray", team="门户组 Portal (前台)", description_zh="家属门户网站",
           description_en="family portal website", depends_on=("ceremora", "threnocast", "candelix", "obitwell")),
        _S(name="ceremora", team="预订组 Booking", description_zh="仪式预订服务",
           description_en="ceremony booking service", depends_on=("quillmere", "fleurix", "tollgrin")),
        _S(name="quillmere", kind="mysql", team="DBA", description_zh="预订数据库 (MySQL)",
           description_en="booking database"),
        _S(name="fleurix", team="花艺组 Florals", description_zh="鲜花订单服务", description_en="flower order service",
           depends_on=("petalyx", "orchidane")),
        _S(name="petalyx", kind="redis", team="花艺组 Florals", description_zh="花艺目录缓存 (Redis)",
           description_en="floral catalogue cache"),
        _S(name="orchidane", kind="external", team="外部 External", description_zh="外部合作花店网络接口",
           description_en="partner florist network API"),
        _S(name="threnocast", team="直播组 Streaming", description_zh="仪式直播服务",
           description_en="ceremony livestream service", depends_on=("sombrix",)),
        _S(name="sombrix", team="直播组 Streaming", description_zh="直播检索服务",
           description_en="livestream search service", depends_on=("glimvane",)),
        _S(name="glimvane", kind="elasticsearch", team="搜索平台 Search", description_zh="直播检索索引 (Elasticsearch)",
           description_en="livestream search index"),
        _S(name="dirgeq", kind="kafka", team="消息平台 Messaging", description_zh="通知消息队列 (Kafka)",
           description_en="notification queue"),
        _S(name="knellpost", team="通知组 Notify", description_zh="悼念通知发送",
           description_en="condolence notification sender", depends_on=("dirgeq",)),
        _S(name="candelix", team="社区组 Community", description_zh="悼念留言墙",
           description_en="condolence message wall"),
        _S(name="obitwell", team="社区组 Community", description_zh="讣告页面服务",
           description_en="obituary pages", depends_on=("cryptane",)),
        _S(name="cryptane", kind="postgres", team="DBA", description_zh="讣告数据库 (PostgreSQL)",
           description_en="obituary database"),
        _S(name="tollgrin", team="支付组 Payments", description_zh="支付对接服务", description_en="payment service",
           depends_on=("paquenzo",)),
        _S(name="paquenzo", kind="external", team="外部 External", description_zh="外部支付网关",
           description_en="external payment gateway"),
    ),
    incidents=(
        IncidentSpec(id="orchidane-cert", kind="certificate", service="fleurix", origin="orchidane",
                     start=_at(14, 18, 20), end=_at(14, 19, 45), error_rate=3, error_code="FLRX-4951",
                     upstream=("ceremora",), upstream_code="CRMA-5102", order_failure_share=0.6,
                     order_status="FLORAL_HOLD"),
        IncidentSpec(id="knell-backlog", kind="queue", service="knellpost", origin="dirgeq", start=_at(14, 21, 35),
                     end=_at(14, 23, 10), error_rate=2, error_code="KNLP-3009", warn_code="KNLP-W12",
                     topic="knell.condolence", alert_severity="warning"),
        IncidentSpec(id="candelix-blip", kind="blip", service="candelix", start=_at(15, 7, 40), end=_at(15, 7, 58),
                     error_rate=0, warn_code="CNDX-W05", alert_severity="warning"),
        IncidentSpec(id="ceremora-deploy", kind="deploy", service="ceremora", start=_at(15, 9, 20),
                     end=_at(15, 9, 52), error_rate=5, error_code="CRMA-5000", version="3.8.0",
                     previous_version="3.7.4", upstream=("lumoray",), upstream_code="LUMR-5023",
                     order_failure_share=0.7, order_status="RITE_VOIDED"),
        IncidentSpec(id="petalyx-evict", kind="cache", service="fleurix", origin="petalyx", start=_at(15, 12, 35),
                     end=_at(15, 13, 25), error_rate=3, error_code="FLRX-4408", warn_code="PTLX-W07",
                     upstream=("ceremora",), upstream_code="CRMA-5208", order_failure_share=0.5,
                     order_status="PETAL_LAPSED"),
        IncidentSpec(id="threnocast-rollout", kind="deploy", service="threnocast", start=_at(15, 15, 52),
                     end=_at(15, 15, 59), version="5.1.0", previous_version="5.0.3", rollout_ok=True),
        IncidentSpec(id="glimvane-slow", kind="database", flavor="slow_query", service="sombrix", origin="glimvane",
                     start=_at(15, 16, 4), error_rate=3, error_code="SMBX-5041", warn_code="GLMV-W3",
                     upstream=("threnocast",), upstream_code="THRC-5031"),
    ),
)
