"""Held-out world ``pillpost``: a pharmacy prescription home-delivery service in America/Santo_Domingo (UTC-04:00,
no daylight time; "now" is 05:40 local on 6 December = 09:40 UTC on 6 December, at dawn; the data begin 36 hours
earlier, at 17:40 local on 4 December). Ids: prescription orders ``SDQ-RX01234K`` (made by the patient ordering
app botica-web), patients ``pac.809-5521`` (a phone-like number), trace ids ``ppt-`` + 10 hex digits.

Incidents (local times):
- the prescription-verification database recetario-pg's connection pool exhausted under the verification service
  recetario TWICE: tonight 01:10-01:35 (resolved) and again since 05:15 (still going on at "now"); both times the
  patient app botica-web fails too (chain botica-web -> recetario -> recetario-pg) and prescription orders fail
  as records with the same status ``RX_UNVERIFIED`` (code ``BTW-5027`` on botica-web, ``RXV-5123`` on recetario,
  WARN ``RPG-W44`` on recetario-pg);
- a clean rollout of the rider app backend motoruta 4.12.0 at 05:10-05:16 (``rollout_ok``; INFO lines only; a
  tempting false cause: botica-web -> despachio -> motoruta);
- the pharmacy-wholesaler partner farmadist's certificate expired yesterday (5 December) 15:00-15:30, logged only
  by its caller, the restock service surtidor (ERROR ``SRT-4951``; no records failed);
- a WARN-only latency blip of the pharmacist chat farmachat at 03:00-03:12 (WARN ``FCH-W20``, a warning alert).
Healthy: the dispatch service despachio and its zone cache zonamapa-redis, the rider app backend motoruta, the stock
service inventaria and its database inventaria-db, the payment service cobranzo, the notification sender avisame,
the insurance partner seguralia (and, since 15:30 yesterday, surtidor and farmadist).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Santo_Domingo")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="pillpost",
    title="Pillpost pharmacy prescription home delivery",
    seed=80906,
    timezone="America/Santo_Domingo",
    anchor=_at(6, 5, 40),
    hours=36,
    ids=IdFormats(order="SDQ-RX{seq:5}{alpha:1}", user="pac.809-{num:4}", trace="ppt-{hex:10}"),
    order_service="botica-web",
    orders_per_hour=44,
    order_statuses=("VERIFIED", "DISPATCHED", "DELIVERED", "DELIVERED"),
    vocab=Vocabulary(request_rate="rx_req_ps", latency="rx_p99_ms", error_ratio="rx_err_frac",
                     hit_ratio="zona_hit_frac", evictions="zona_evict_ps", query_latency="rxdb_query_p99_ms",
                     lock_waits="rxdb_lock_waits_ps", pool_in_use="rxdb_conns_busy", pool_size="rxdb_conns_max",
                     consumer_lag="rx_backlog_msgs", tls_days="mayorista_cert_days_left",
                     tls_failures="mayorista_tls_fail_ps", cache_alert="ZonaCacheHitDrop",
                     latency_alert="RxP99Slow", error_alert="RxErrFracHigh", db_alert="RxDbSlow",
                     pool_alert="RxDbConnsExhausted", lag_alert="RxBacklogGrowing",
                     tls_alert="MayoristaTlsFailing"),
    services=(
        _S(name="botica-web", team="患者端组 Patient App", description_zh="患者下单App (上传处方、下单送药)",
           description_en="patient ordering app",
           depends_on=("recetario", "despachio", "inventaria", "cobranzo")),
        _S(name="recetario", team="处方审核组 Rx Verification", description_zh="处方审核服务",
           description_en="prescription verification service", depends_on=("recetario-pg", "seguralia")),
        _S(name="recetario-pg", kind="postgres", team="处方审核组 Rx Verification",
           description_zh="处方审核数据库 (PostgreSQL)", description_en="prescription verification database"),
        _S(name="seguralia", kind="external", team="外部 External", description_zh="医保理赔合作方",
           description_en="health insurance partner"),
        _S(name="despachio", team="配送调度组 Dispatch", description_zh="送药调度服务",
           description_en="delivery dispatch service", depends_on=("motoruta", "zonamapa-redis")),
        _S(name="zonamapa-redis", kind="redis", team="配送调度组 Dispatch", description_zh="配送区域缓存 (Redis)",
           description_en="delivery zone cache"),
        _S(name="motoruta", team="骑手组 Riders", description_zh="骑手App后端",
           description_en="rider app backend", depends_on=("avisame",)),
        _S(name="inventaria", team="药房库存组 Pharmacy Stock", description_zh="药房库存服务",
           description_en="pharmacy stock service", depends_on=("inventaria-db", "surtidor")),
        _S(name="inventaria-db", kind="mysql", team="药房库存组 Pharmacy Stock",
           description_zh="药房库存数据库 (MySQL)", description_en="pharmacy stock database"),
        _S(name="surtidor", team="采购补货组 Replenishment", description_zh="批发补货服务",
           description_en="wholesale restock service", depends_on=("farmadist",)),
        _S(name="farmadist", kind="external", team="外部 External", description_zh="医药批发商合作方",
           description_en="pharmacy wholesaler partner"),
        _S(name="cobranzo", team="收款组 Billing", description_zh="药费收款服务",
           description_en="medicine payment service", depends_on=("seguralia",)),
        _S(name="farmachat", team="药师服务组 Pharmacist Care", description_zh="药师在线咨询",
           description_en="pharmacist chat", depends_on=("avisame",)),
        _S(name="avisame", team="消息组 Messaging", description_zh="短信与推送通知",
           description_en="SMS and push notifier"),
    ),
    incidents=(
        IncidentSpec(id="recetario-pool-night", kind="database", flavor="pool", service="recetario",
                     origin="recetario-pg", start=_at(6, 1, 10), end=_at(6, 1, 35), error_rate=3,
                     error_code="RXV-5123", warn_code="RPG-W44", upstream=("botica-web",), upstream_code="BTW-5027",
                     order_failure_share=0.5, order_status="RX_UNVERIFIED"),
        IncidentSpec(id="recetario-pool-dawn", kind="database", flavor="pool", service="recetario",
                     origin="recetario-pg", start=_at(6, 5, 15), error_rate=3,
                     error_code="RXV-5123", warn_code="RPG-W44", upstream=("botica-web",), upstream_code="BTW-5027",
                     order_failure_share=0.5, order_status="RX_UNVERIFIED"),
        IncidentSpec(id="motoruta-rollout", kind="deploy", service="motoruta", start=_at(6, 5, 10),
                     end=_at(6, 5, 16), version="4.12.0", previous_version="4.11.2", rollout_ok=True),
        IncidentSpec(id="farmadist-cert", kind="certificate", service="surtidor", origin="farmadist",
                     start=_at(5, 15, 0), end=_at(5, 15, 30), error_rate=2, error_code="SRT-4951"),
        IncidentSpec(id="farmachat-blip", kind="blip", service="farmachat", start=_at(6, 3, 0), end=_at(6, 3, 12),
                     error_rate=0, warn_code="FCH-W20"),
    ),
)
