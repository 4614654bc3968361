"""Held-out world ``pawsafari``: a city zoo in Africa/Juba (UTC+02:00): gate ticket scanning, the visitor app,
animal-feeding schedules, the keeper rota and the gift shop. Ticket ids ``TKZ.482193.QF``, visitors
``mgeni-48219K``, trace ids ``fz123-<16 hex>``.

"Now" is 2026-12-10 09:10 local (07:10 UTC); the data starts 2026-12-08 21:10 local (36 hours).
Chain: jambocast (visitor app backend) -> tiketoza (ticket orders) -> skanaro (gate scanning) -> kopokache (Redis).

Incidents (local times):
- gate-scan cache storm, first episode: kopokache evictions behind skanaro, today 07:40-07:55 (resolved);
  tiketoza and jambocast see it; ticket orders fail GATE_STALLED.
- gate-scan cache storm, second episode: the same, today from 08:50, still going at now; orders GATE_STALLED.
- reseller partner certificate: sokotiko's certificate expired at 08:00 today, mawakalix's TLS handshakes fail,
  still expired at now; tiketoza sees it; orders RESALE_UNCONFIRMED.
- feeding scheduler rollout: lishaplan 3.9.0 rolled out 08:45-08:52 today, clean (rollout_ok; a tempting false
  cause of the second storm).
- feeding task backlog: kulishaworker lags on topic malisho.dispatch (malishobus), today 06:05-06:50 (resolved).
- keeper rota lock waits: orodhadb lock waits behind zamurota, yesterday 17:20-17:55 (resolved).
- gift-shop checkout bad deploy: dukabora 11.2.0, yesterday 14:10-14:35, rolled back to 11.1.3; jambocast sees it.
- animal-guide search blip: habarizoo p99 latency warnings only, yesterday 21:40-21:55.
Healthy: tikpg, malipogw, tafutaes (and lishaplan apart from its clean rollout).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Africa/Juba")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="pawsafari",
    title="Pawsafari city zoo",
    seed=60923,
    timezone="Africa/Juba",
    anchor=_at(10, 9, 10),
    hours=36,
    ids=IdFormats(order="TKZ.{num:6}.{alpha:2}", user="mgeni-{num:5}{alpha:1}", trace="fz{num:3}-{hex:16}"),
    order_service="tiketoza",
    orders_per_hour=44,
    order_statuses=("ENTRY_READY", "ENTRY_READY", "GATE_PASSED", "GATE_PASSED", "REFUND_DONE"),
    vocab=Vocabulary(cache_alert="KopoHitSlump", latency_alert="SkanaP99Slow", error_alert="TwigaErrBurn",
                     db_alert="OrodhaLocksPiling", lag_alert="NdegeLagging", tls_alert="VyetiTlsBroken"),
    services=(
        _S(name="jambocast", team="游客体验组 Guest", description_zh="游客 App 后端",
           description_en="visitor app backend", depends_on=("tiketoza", "lishaplan", "habarizoo", "dukabora")),
        _S(name="tiketoza", team="票务组 Ticketing", description_zh="门票订单服务",
           description_en="ticket order service", depends_on=("skanaro", "mawakalix", "tikpg")),
        _S(name="skanaro", team="闸机组 Gates", description_zh="闸机验票服务",
           description_en="gate ticket scanning service", depends_on=("kopokache",)),
        _S(name="kopokache", kind="redis", team="闸机组 Gates", description_zh="闸机验票缓存 (Redis)",
           description_en="gate scan cache"),
        _S(name="tikpg", kind="postgres", team="DBA", description_zh="门票数据库 (PostgreSQL)",
           description_en="ticket database"),
        _S(name="mawakalix", team="票务组 Ticketing", description_zh="分销商对接服务",
           description_en="reseller bridge", depends_on=("sokotiko",)),
        _S(name="sokotiko", kind="external", team="外部 External", description_zh="外部在线票务分销商",
           description_en="external online ticket reseller"),
        _S(name="lishaplan", team="动物饲养组 Animal Care", description_zh="动物喂食排程",
           description_en="animal feeding scheduler", depends_on=("malishobus",)),
        _S(name="malishobus", kind="kafka", team="动物饲养组 Animal Care",
           description_zh="喂食任务队列 (Kafka)", description_en="feeding task queue"),
        _S(name="kulishaworker", team="动物饲养组 Animal Care", description_zh="喂食任务派发",
           description_en="feeding task dispatcher", depends_on=("malishobus",)),
        _S(name="zamurota", team="饲养员管理组 Keepers", description_zh="饲养员排班",
           description_en="keeper rota", depends_on=("orodhadb",)),
        _S(name="orodhadb", kind="mysql", team="DBA", description_zh="排班数据库 (MySQL)",
           description_en="rota database"),
        _S(name="dukabora", team="零售组 Retail", description_zh="礼品店收银",
           description_en="gift shop checkout", depends_on=("malipogw",)),
        _S(name="malipogw", kind="external", team="外部 External", description_zh="外部支付网关",
           description_en="external payment gateway"),
        _S(name="habarizoo", team="游客体验组 Guest", description_zh="动物百科搜索",
           description_en="animal guide search", depends_on=("tafutaes",)),
        _S(name="tafutaes", kind="elasticsearch", team="游客体验组 Guest",
           description_zh="动物百科索引 (Elasticsearch)", description_en="animal guide index"),
    ),
    incidents=(
        IncidentSpec(id="gate-cache-storm-1", kind="cache", service="skanaro", origin="kopokache",
                     start=_at(10, 7, 40), end=_at(10, 7, 55), error_rate=3, error_code="SKR-6604",
                     warn_code="KOPO-W61", upstream=("tiketoza", "jambocast"), upstream_code="TZA-5207",
                     order_failure_share=0.5, order_status="GATE_STALLED"),
        IncidentSpec(id="gate-cache-storm-2", kind="cache", service="skanaro", origin="kopokache",
                     start=_at(10, 8, 50), error_rate=3, error_code="SKR-6604",
                     warn_code="KOPO-W61", upstream=("tiketoza", "jambocast"), upstream_code="TZA-5207",
                     order_failure_share=0.5, order_status="GATE_STALLED"),
        IncidentSpec(id="reseller-cert-expired", kind="certificate", service="mawakalix", origin="sokotiko",
                     start=_at(10, 8, 0), error_rate=2, error_code="MWK-4951", upstream=("tiketoza",),
                     upstream_code="TZA-4419", order_failure_share=0.4, order_status="RESALE_UNCONFIRMED"),
        IncidentSpec(id="feeding-rollout", kind="deploy", service="lishaplan", start=_at(10, 8, 45),
                     end=_at(10, 8, 52), version="3.9.0", previous_version="3.8.4", rollout_ok=True),
        IncidentSpec(id="feeding-backlog", kind="queue", service="kulishaworker", origin="malishobus",
                     start=_at(10, 6, 5), end=_at(10, 6, 50), error_rate=2, error_code="KUL-3090",
                     warn_code="KUL-W40", topic="malisho.dispatch", alert_severity="warning"),
        IncidentSpec(id="rota-lock-waits", kind="database", flavor="lock_wait", service="zamurota",
                     origin="orodhadb", start=_at(9, 17, 20), end=_at(9, 17, 55), error_rate=3,
                     error_code="ZMR-3312", warn_code="ORDH-W12"),
        IncidentSpec(id="giftshop-bad-deploy", kind="deploy", service="dukabora", start=_at(9, 14, 10),
                     end=_at(9, 14, 35), error_rate=4, error_code="DKB-5100", version="11.2.0",
                     previous_version="11.1.3", upstream=("jambocast",), upstream_code="JMB-5021"),
        IncidentSpec(id="guide-search-blip", kind="blip", service="habarizoo", start=_at(9, 21, 40),
                     end=_at(9, 21, 55), error_rate=0, warn_code="HBZ-W07", alert_severity="warning"),
    ),
)
