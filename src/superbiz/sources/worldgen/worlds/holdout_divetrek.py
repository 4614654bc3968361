"""Held-out world ``divetrek``: scuba dive-trip bookings, gear rental and dive-log uploads in Pacific/Guadalcanal
(UTC+11, no DST; booking ids ``DVT#12345678``, divers ``PADI-483920``, trace ids ``bub-AB12C.0a1b2c3d4e5f``).

"Now" is 2026-11-19 07:05 local (2026-11-18 20:05 UTC); the data starts 2026-11-17 00:05 local (55 hours: the
day before yesterday, yesterday and this morning). Incidents, local time:

- the day before yesterday (11-17) 09:10-09:40: eviction storm on nudicache behind reefmapo (resolved);
- the day before yesterday (11-17) 14:00-14:40: bad deploy 5.2.0 of fluxbcd (gear rental), rolled back to 5.1.3;
  finnabook calls fail, bookings fail with status KITLESS;
- the day before yesterday (11-17) 22:00 to yesterday (11-18) 09:30: the certificate of the external insurance
  partner abyssure expired; polyptera's TLS handshakes fail until the renewed one is in place; finnabook calls
  fail, bookings fail with status NOCOVER;
- yesterday (11-18) 16:08-16:14: clean rollout 2.9.0 of pelagiq (no errors; a tempting false cause);
- yesterday (11-18) 16:20-16:50: lock waits on tridacna-db (MySQL) behind hullroster, three hops below the booking
  app (finnabook -> slotwrasse -> hullroster -> tridacna-db); bookings fail with status BERTHJAM;
- yesterday (11-18) 20:00-21:15: consumer backlog on topic siphonq.loguploads in loggrotto (dive-log uploads);
- this morning (11-19) 06:30-06:40: a warnings-only latency blip on finnabook.

Healthy: krillpay, pelagiq (a clean rollout only), regulith-pg, benthix-es, siphonq and abyssure log nothing.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Guadalcanal")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="divetrek",
    title="Divetrek dive trips",
    seed=61187,
    timezone="Pacific/Guadalcanal",
    anchor=_at(19, 7, 5),
    hours=55,
    ids=IdFormats(order="DVT#{num:8}", user="PADI-{num:6}", trace="bub-{alnum:5}.{hex:12}"),
    order_service="finnabook",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "KITTED", "BRIEFED"),
    vocab=Vocabulary(cache_alert="CacheTidesOut", latency_alert="P99Overdrift", error_alert="ErrorSwell",
                     db_alert="LockQueueKnot", pool_alert="PoolGlutted", lag_alert="UploadLagSurge",
                     tls_alert="PeerCertLapsed"),
    services=(
        _S(name="finnabook", team="预订组 Fins (小鳍组)", description_zh="潜水行程预订应用",
           description_en="dive-trip booking app",
           depends_on=("slotwrasse", "fluxbcd", "polyptera", "reefmapo", "pelagiq", "krillpay")),
        _S(name="slotwrasse", team="排期组 Scheduling", description_zh="潜位分配服务",
           description_en="dive-slot allocation service", depends_on=("hullroster",)),
        _S(name="hullroster", team="船务组 Deckhands", description_zh="船舱名册服务",
           description_en="boat seat roster service", depends_on=("tridacna-db",)),
        _S(name="tridacna-db", kind="mysql", team="DBA", description_zh="船位数据库 (MySQL)",
           description_en="boat seat database"),
        _S(name="fluxbcd", team="装备组 Kit Crew", description_zh="装备租赁服务",
           description_en="gear rental service", depends_on=("regulith-pg",)),
        _S(name="regulith-pg", kind="postgres", team="装备组 Kit Crew", description_zh="装备库存库 (PostgreSQL)",
           description_en="gear inventory database"),
        _S(name="polyptera", team="保险组 Cover", description_zh="潜水保险投保服务",
           description_en="dive insurance quoting service", depends_on=("abyssure",)),
        _S(name="abyssure", kind="external", team="外部 External", description_zh="外部潜水保险合作方",
           description_en="external dive-insurance partner"),
        _S(name="reefmapo", team="潜点组 Sites", description_zh="潜点海况服务",
           description_en="dive-site sea conditions service", depends_on=("nudicache",)),
        _S(name="nudicache", kind="redis", team="潜点组 Sites", description_zh="海况缓存 (Redis)",
           description_en="sea conditions cache"),
        _S(name="pelagiq", team="潜点组 Sites", description_zh="潜点搜索", description_en="dive-site search",
           depends_on=("benthix-es",)),
        _S(name="benthix-es", kind="elasticsearch", team="日志组 Logbook", description_zh="潜点与日志检索集群",
           description_en="search index cluster"),
        _S(name="loggrotto", team="日志组 Logbook", description_zh="潜水日志上传处理",
           description_en="dive-log upload processing", depends_on=("siphonq", "benthix-es")),
        _S(name="siphonq", kind="kafka", team="日志组 Logbook", description_zh="日志上传队列 (Kafka)",
           description_en="log upload queue"),
        _S(name="krillpay", team="支付组 Payments", description_zh="预订支付", description_en="booking payments"),
    ),
    incidents=(
        IncidentSpec(id="nudi-evictions", kind="cache", service="reefmapo", origin="nudicache",
                     start=_at(17, 9, 10), end=_at(17, 9, 40), error_rate=2, error_code="RFM-4471",
                     warn_code="NDC-W19", alert_severity="warning"),
        IncidentSpec(id="fluxbcd-deploy", kind="deploy", service="fluxbcd", start=_at(17, 14, 0),
                     end=_at(17, 14, 40), error_rate=4, error_code="FXB-7713", version="5.2.0",
                     previous_version="5.1.3", upstream=("finnabook",), upstream_code="FNB-5402",
                     order_failure_share=0.6, order_status="KITLESS"),
        IncidentSpec(id="abyssure-cert", kind="certificate", service="polyptera", origin="abyssure",
                     start=_at(17, 22, 0), end=_at(18, 9, 30), error_rate=1, error_code="PLY-4951",
                     upstream=("finnabook",), upstream_code="FNB-5413", order_failure_share=0.35,
                     order_status="NOCOVER"),
        IncidentSpec(id="pelagiq-rollout", kind="deploy", service="pelagiq", start=_at(18, 16, 8),
                     end=_at(18, 16, 14), version="2.9.0", previous_version="2.8.4", rollout_ok=True),
        IncidentSpec(id="tridacna-locks", kind="database", flavor="lock_wait", service="hullroster",
                     origin="tridacna-db", start=_at(18, 16, 20), end=_at(18, 16, 50), error_rate=3,
                     error_code="HRS-5307", warn_code="TRD-W44", upstream=("slotwrasse", "finnabook"),
                     upstream_code="SLW-5036", order_failure_share=0.5, order_status="BERTHJAM"),
        IncidentSpec(id="siphonq-backlog", kind="queue", service="loggrotto", origin="siphonq",
                     start=_at(18, 20, 0), end=_at(18, 21, 15), error_rate=2, error_code="LGR-3390",
                     warn_code="LGR-W08", topic="siphonq.loguploads"),
        IncidentSpec(id="finnabook-blip", kind="blip", service="finnabook", start=_at(19, 6, 30),
                     end=_at(19, 6, 40), error_rate=0, warn_code="FNB-W61", alert_severity="warning"),
    ),
)
