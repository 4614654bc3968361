"""Held-out world ``axepass``: carnival event tickets and wristbands in Salvador, Brazil, in America/Bahia (UTC-03:00,
no daylight time; "now" is 22:45 local on 4 December = 01:45 UTC on 5 December, the carnival night peak; gate
admissions ``PUL-{AA}{000417}`` (recorded by the entrance app catraca-app), revellers ``FOLIA-12345-K``, trace ids
``axp.`` + 14 hex digits).

Incidents: slow queries on the wristband database pulseira-db since 22:10 make the wristband validation service
pulseira-val time out, two hops below the entrance app catraca-app, whose admissions fail as
``VALIDATION_FAILED`` (chain catraca-app → pulseira-val → pulseira-db; ongoing); a bad deploy of the resale service
revenda-svc 5.3.0 at 21:30, NOT rolled back and still failing (the fan app folia-web fails its resale calls); a
clean rollout of the artist schedule palco-agenda 2.8.0 at 22:05–22:12 (``rollout_ok``); a WARN-only latency blip
of the trio (float) tracker trio-tracker at 19:15–19:27; a push-notification backlog on aviso-push this afternoon
15:20–16:05 (topic folia.push.alerts; resolved); yesterday 14:00–15:10 the PIX payment partner pix-parceiro's
certificate was expired (pagafolia failed its handshakes; renewed); late last night 23:20–23:50 an eviction storm
on the seat-map cache mapa-redis behind the seat-map service mapa-assentos, reaching folia-web (resolved).
Healthy: credencial-svc (staff credentials), revenda-db, palco-db, palco-agenda (after its clean rollout).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Bahia")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="axepass",
    title="Axepass carnival tickets and wristbands",
    seed=55126,
    timezone="America/Bahia",
    anchor=_at(4, 22, 45),
    hours=36,
    ids=IdFormats(order="PUL-{alpha:2}{seq:6}", user="FOLIA-{num:5}-{alpha:1}", trace="axp.{hex:14}"),
    order_service="catraca-app",
    orders_per_hour=40,
    order_statuses=("ADMITTED", "ADMITTED", "ADMITTED", "REENTRY"),
    vocab=Vocabulary(request_rate="folia_req_ps", latency="folia_p99_ms", error_ratio="folia_fail_ratio",
                     hit_ratio="seatmap_hit_ratio", evictions="seatmap_evictions_ps",
                     query_latency="pulseira_sql_p99_ms", lock_waits="pulseira_lock_waits_ps",
                     pool_in_use="pulseira_conns_used", pool_size="pulseira_conns_cap",
                     consumer_lag="push_backlog_msgs", tls_days="pix_cert_days_left",
                     tls_failures="pix_tls_errors_ps", cache_alert="SeatmapCacheCold", latency_alert="FoliaP99Slow",
                     error_alert="FoliaFailRatioHigh", db_alert="PulseiraSlowSQL", pool_alert="PulseiraConnsFull",
                     lag_alert="PushBacklogGrowing", tls_alert="PixTlsBroken"),
    services=(
        _S(name="catraca-app", team="入场组 Gate Ops", description_zh="闸机入场 App (验手环进场)",
           description_en="entrance gate app (ticket gates)", depends_on=("pulseira-val",)),
        _S(name="pulseira-val", team="手环组 Wristbands", description_zh="手环验证服务",
           description_en="wristband validation service", depends_on=("pulseira-db",)),
        _S(name="pulseira-db", kind="postgres", team="DBA", description_zh="手环数据库 (PostgreSQL)",
           description_en="wristband database"),
        _S(name="folia-web", team="粉丝端组 Fan App", description_zh="购票 App 与网站",
           description_en="fan ticketing app and website",
           depends_on=("revenda-svc", "mapa-assentos", "pagafolia", "palco-agenda", "trio-tracker")),
        _S(name="revenda-svc", team="转售组 Resale", description_zh="门票转售服务 (二手票)",
           description_en="ticket resale service", depends_on=("revenda-db", "pagafolia")),
        _S(name="revenda-db", kind="mysql", team="转售组 Resale", description_zh="转售数据库 (MySQL)",
           description_en="resale database"),
        _S(name="pagafolia", team="支付组 Payments", description_zh="支付服务 (PIX 收款)",
           description_en="payments service (PIX)", depends_on=("pix-parceiro",)),
        _S(name="pix-parceiro", kind="external", team="外部 External", description_zh="PIX 支付合作方",
           description_en="PIX payment partner"),
        _S(name="palco-agenda", team="演出排期组 Line-up", description_zh="艺人演出时间表",
           description_en="artist schedule service", depends_on=("palco-db",)),
        _S(name="palco-db", kind="mysql", team="演出排期组 Line-up", description_zh="演出排期数据库 (MySQL)",
           description_en="artist schedule database"),
        _S(name="aviso-push", team="消息组 Notifications", description_zh="推送通知服务",
           description_en="push notification service", depends_on=("aviso-kafka",)),
        _S(name="aviso-kafka", kind="kafka", team="消息组 Notifications", description_zh="推送队列 (Kafka)",
           description_en="push notification queue"),
        _S(name="mapa-assentos", team="座位图组 Seat Map", description_zh="看台座位图服务",
           description_en="grandstand seat map service", depends_on=("mapa-redis",)),
        _S(name="mapa-redis", kind="redis", team="座位图组 Seat Map", description_zh="座位图缓存 (Redis)",
           description_en="seat map cache"),
        _S(name="trio-tracker", team="花车组 Trio Tracking", description_zh="花车 (trio elétrico) 位置追踪",
           description_en="trio float tracker"),
        _S(name="credencial-svc", team="证件组 Credentials", description_zh="工作人员与媒体证件服务",
           description_en="staff and press credentials"),
    ),
    incidents=(
        IncidentSpec(id="pulseira-slow-sql", kind="database", flavor="slow_query", service="pulseira-val",
                     origin="pulseira-db", start=_at(4, 22, 10), error_rate=4, error_code="PVL-5120",
                     warn_code="PDB-W14", upstream=("catraca-app",), upstream_code="CAT-5033",
                     order_failure_share=0.5, order_status="VALIDATION_FAILED"),
        IncidentSpec(id="revenda-bad-deploy", kind="deploy", service="revenda-svc", start=_at(4, 21, 30),
                     error_rate=3, error_code="RVS-5007", version="5.3.0", previous_version="5.2.7",
                     upstream=("folia-web",), upstream_code="FWB-5002"),
        IncidentSpec(id="palco-rollout", kind="deploy", service="palco-agenda", start=_at(4, 22, 5),
                     end=_at(4, 22, 12), version="2.8.0", previous_version="2.7.3", rollout_ok=True),
        IncidentSpec(id="trio-blip", kind="blip", service="trio-tracker", start=_at(4, 19, 15),
                     end=_at(4, 19, 27), error_rate=0, warn_code="TRT-W05", alert_severity="warning"),
        IncidentSpec(id="aviso-backlog", kind="queue", service="aviso-push", origin="aviso-kafka",
                     start=_at(4, 15, 20), end=_at(4, 16, 5), error_rate=2, error_code="AVP-4408",
                     warn_code="AVP-W03", topic="folia.push.alerts"),
        IncidentSpec(id="pix-cert", kind="certificate", service="pagafolia", origin="pix-parceiro",
                     start=_at(3, 14, 0), end=_at(3, 15, 10), error_rate=3, error_code="PGF-4952"),
        IncidentSpec(id="mapa-evictions", kind="cache", service="mapa-assentos", origin="mapa-redis",
                     start=_at(3, 23, 20), end=_at(3, 23, 50), error_rate=3, error_code="MPA-5044",
                     warn_code="MRD-W07", upstream=("folia-web",), upstream_code="FWB-5041"),
    ),
)
