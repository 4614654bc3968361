"""Held-out world ``lasitava``: the national e-library of Latvia in Europe/Riga (UTC+02:00 in December; "now" is
13:15 local on 4 December = 11:15 UTC, lunchtime reading; e-loans ``EGR-000417-LV`` (made by the e-loan checkout
aizdot), readers by library card ``LK04170417``, trace ids ``rg`` + 16 hex digits).

Incidents: lock waits on the loans database aizdot-pg since 12:40 make the e-loan checkout aizdot fail (e-loans
end CHECKOUT_FAILED; the reader app lasitajs-app fails with it; ongoing); a bad deploy of the holds service
rinda-holds 4.2.0 at 12:35, NOT rolled back, still failing (the reader app fails with it too); a clean rollout of
the reader app lasitajs-app 7.3.0 at 09:00-09:06 (``rollout_ok``); an eviction storm on the search cache
mekle-redis this morning 09:40-10:10 behind the search service mekle (reaching the reader app; resolved); a
WARN-only latency blip of the catalogue katalogs at 11:20-11:31; yesterday 15:00-16:20 the holds-notification
queue rinda-kafka backed up behind its reader rinda-notify (resolved); last night 22:00-23:10 the publisher
partner lvpub-ext's certificate was expired (the publisher gateway izdevnieks-gw failed its handshakes; renewed).
Healthy: karte-svc (library cards), statistika (reading statistics), rinda-db.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Riga")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lasitava",
    title="Lasitava national e-library of Latvia",
    seed=60417,
    timezone="Europe/Riga",
    anchor=_at(4, 13, 15),
    hours=36,
    ids=IdFormats(order="EGR-{seq:6}-LV", user="LK{num:8}", trace="rg{hex:16}"),
    order_service="aizdot",
    orders_per_hour=50,
    order_statuses=("LENT", "LENT", "RETURNED", "DOWNLOADED"),
    vocab=Vocabulary(request_rate="req_ps", latency="p95_ms", error_ratio="err_frac",
                     hit_ratio="search_cache_hit_frac", evictions="search_cache_evicted_ps",
                     query_latency="loans_sql_p95_ms", lock_waits="loans_row_lock_waits_ps",
                     pool_in_use="loans_conns_busy", pool_size="loans_conns_max",
                     consumer_lag="hold_notices_unsent", tls_days="publisher_cert_days_left",
                     tls_failures="publisher_tls_fail_ps", cache_alert="SearchCacheHitLow",
                     latency_alert="SvcP95Slow", error_alert="SvcErrFracHigh", db_alert="LoansRowLockWaits",
                     pool_alert="LoansConnsExhausted", lag_alert="HoldNoticesPiling",
                     tls_alert="PublisherTlsFailing"),
    services=(
        _S(name="lasitajs-app", team="读者App组 Reader App", description_zh="读者App (手机借阅)",
           description_en="reader app", depends_on=("aizdot", "rinda-holds", "mekle", "karte-svc")),
        _S(name="aizdot", team="电子借阅组 E-loans", description_zh="电子借阅结算 (借书)",
           description_en="e-loan checkout", depends_on=("aizdot-pg", "katalogs")),
        _S(name="aizdot-pg", kind="postgres", team="DBA", description_zh="借阅数据库 (PostgreSQL)",
           description_en="loans database"),
        _S(name="rinda-holds", team="预约组 Holds", description_zh="预约排队服务 (预借)",
           description_en="holds service", depends_on=("rinda-db", "rinda-kafka")),
        _S(name="rinda-db", kind="mysql", team="预约组 Holds", description_zh="预约数据库 (MySQL)",
           description_en="holds database"),
        _S(name="rinda-kafka", kind="kafka", team="预约组 Holds", description_zh="预约到书通知队列 (Kafka)",
           description_en="holds notification queue"),
        _S(name="rinda-notify", team="预约组 Holds", description_zh="预约到书通知发送",
           description_en="holds notification sender", depends_on=("rinda-kafka",)),
        _S(name="mekle", team="检索组 Search", description_zh="检索服务 (搜书)",
           description_en="search service", depends_on=("mekle-redis", "katalogs")),
        _S(name="mekle-redis", kind="redis", team="检索组 Search", description_zh="检索缓存 (Redis)",
           description_en="search cache"),
        _S(name="katalogs", team="编目组 Cataloguing", description_zh="馆藏目录服务",
           description_en="catalogue service"),
        _S(name="izdevnieks-gw", team="出版社合作组 Publisher Relations", description_zh="出版社对接网关",
           description_en="publisher gateway", depends_on=("lvpub-ext", "katalogs")),
        _S(name="lvpub-ext", kind="external", team="外部 External", description_zh="出版社合作方 (电子书授权)",
           description_en="publisher partner"),
        _S(name="karte-svc", team="读者证组 Library Cards", description_zh="读者证服务",
           description_en="library card service"),
        _S(name="statistika", team="数据组 Reading Stats", description_zh="阅读统计报表",
           description_en="reading statistics", depends_on=("aizdot-pg",)),
    ),
    incidents=(
        IncidentSpec(id="aizdot-lock", kind="database", flavor="lock_wait", service="aizdot", origin="aizdot-pg",
                     start=_at(4, 12, 40), error_rate=3, error_code="AZD-5219", warn_code="APG-W17",
                     upstream=("lasitajs-app",), upstream_code="LSA-5031",
                     order_failure_share=0.35, order_status="CHECKOUT_FAILED"),
        IncidentSpec(id="rinda-bad-deploy", kind="deploy", service="rinda-holds", start=_at(4, 12, 35),
                     error_rate=3, error_code="RND-5002", version="4.2.0", previous_version="4.1.7",
                     upstream=("lasitajs-app",), upstream_code="LSA-5044"),
        IncidentSpec(id="reader-app-rollout", kind="deploy", service="lasitajs-app", start=_at(4, 9, 0),
                     end=_at(4, 9, 6), version="7.3.0", previous_version="7.2.2", rollout_ok=True),
        IncidentSpec(id="katalogs-blip", kind="blip", service="katalogs", start=_at(4, 11, 20),
                     end=_at(4, 11, 31), error_rate=0, warn_code="KAT-W04", alert_severity="warning"),
        IncidentSpec(id="mekle-evictions", kind="cache", service="mekle", origin="mekle-redis",
                     start=_at(4, 9, 40), end=_at(4, 10, 10), error_rate=3, error_code="MKL-5044",
                     warn_code="MKR-W02", upstream=("lasitajs-app",), upstream_code="LSA-5047"),
        IncidentSpec(id="rinda-notify-backlog", kind="queue", service="rinda-notify", origin="rinda-kafka",
                     start=_at(3, 15, 0), end=_at(3, 16, 20), error_rate=2, error_code="RNN-4410",
                     warn_code="RKQ-W08", topic="holds.ready-notices"),
        IncidentSpec(id="lvpub-cert", kind="certificate", service="izdevnieks-gw", origin="lvpub-ext",
                     start=_at(3, 22, 0), end=_at(3, 23, 10), error_rate=3, error_code="IZG-4953"),
    ),
)
