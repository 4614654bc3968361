"""Held-out world ``rxflow``: pharmacy e-prescriptions in Asia/Jakarta (prescription intake, insurer eligibility
checks, dispensing, courier delivery). Sealed: the engine's developers must not read this file or
``evals/qa-holdout/rxflow/`` before the world's first measurement.

Incidents (local times, WIB): a payer-cache eviction storm behind claim-check (firing now, intake fails), the
insurer partner's certificate expired across local midnight (resolved), a slow formulary query yesterday morning
(resolved, intake fails), row locks on the dispensing database yesterday afternoon (resolved), a courier backlog
on the dispensed-prescription topic (firing now), a bad console deploy this morning (rolled back), a short
tracking latency blip yesterday evening.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Jakarta")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="rxflow",
    title="RxFlow e-prescription pharmacy",
    seed=77331,
    timezone="Asia/Jakarta",
    anchor=_at(19, 10, 40),
    hours=36,
    ids=IdFormats(order="ERX{date}-{alnum:5}", user="PSN{num:7}", trace="t-{hex:20}"),
    order_service="resep-intake",
    orders_per_hour=36,
    order_statuses=("VERIFIED", "DISPENSED", "DISPENSED", "DELIVERED"),
    noise_per_hour=5,
    vocab=Vocabulary(
        request_rate="http_rps", latency="http_p99_ms", error_ratio="http_5xx_ratio", hit_ratio="redis_hit_rate",
        evictions="redis_evictions_per_s", query_latency="db_query_p99_ms", lock_waits="db_row_lock_waits_per_s",
        pool_in_use="dbpool_active", pool_size="dbpool_max", consumer_lag="kafka_group_lag",
        tls_days="cert_days_left", tls_failures="tls_errors_per_s",
        cache_alert="RxCacheHitFalling", latency_alert="RxSlowResponses", error_alert="RxErrorSpike",
        db_alert="RxDbQueriesSlow", pool_alert="RxDbPoolFull", lag_alert="RxBacklogRising",
        tls_alert="RxTlsHandshakeErrors",
    ),
    services=(
        _S(name="rx-edge", team="平台组 Platform", description_zh="处方平台统一入口网关",
           description_en="public API edge of the prescription platform",
           depends_on=("resep-intake", "dispense-desk", "kurir-track")),
        _S(name="resep-intake", team="处方组 Rx Intake", description_zh="电子处方接收与校验",
           description_en="e-prescription intake",
           depends_on=("claim-check", "formulary-lookup", "resep-db", "rx-stream")),
        _S(name="claim-check", team="医保组 Coverage", description_zh="保险资格校验",
           description_en="insurer eligibility check", depends_on=("payer-cache", "payer-router")),
        _S(name="payer-cache", kind="redis", team="医保组 Coverage", description_zh="保险资格缓存 (Redis)",
           description_en="eligibility cache (Redis)"),
        _S(name="payer-router", team="医保组 Coverage", description_zh="保险公司接口路由",
           description_en="insurer routing gateway", depends_on=("asuransi-link",)),
        _S(name="asuransi-link", kind="external", team="外部 External", description_zh="外部保险公司资格接口",
           description_en="external insurer eligibility API"),
        _S(name="formulary-lookup", team="药学组 Pharmacy Data", description_zh="药品目录与替代药查询",
           description_en="drug formulary lookup", depends_on=("formulary-es", "formulary-pg")),
        _S(name="formulary-es", kind="elasticsearch", team="药学组 Pharmacy Data", description_zh="药品检索集群",
           description_en="drug search cluster"),
        _S(name="formulary-pg", kind="postgres", team="药学组 Pharmacy Data",
           description_zh="药品目录数据库 (PostgreSQL)", description_en="formulary database"),
        _S(name="resep-db", kind="mysql", team="处方组 Rx Intake", description_zh="处方主库 (MySQL)",
           description_en="prescription database"),
        _S(name="rx-stream", kind="kafka", team="平台组 Platform", description_zh="处方事件总线 (Kafka)",
           description_en="prescription event bus"),
        _S(name="dispense-desk", team="调剂组 Dispensing", description_zh="药房配药调剂服务",
           description_en="dispensing service", depends_on=("apotek-db", "rx-stream")),
        _S(name="apotek-db", kind="mysql", team="调剂组 Dispensing", description_zh="药房库存与配药库 (MySQL)",
           description_en="pharmacy stock and dispensing database"),
        _S(name="apoteker-console", team="药师组 Pharmacist Tools", description_zh="药师审方工作台",
           description_en="pharmacist review console", depends_on=("resep-intake", "resep-db")),
        _S(name="kurir-dispatch", team="配送组 Delivery", description_zh="骑手派单消费者",
           description_en="courier dispatch consumer", depends_on=("rx-stream", "kilat-courier")),
        _S(name="kilat-courier", kind="external", team="外部 External", description_zh="外部同城快递 Kilat 接口",
           description_en="external same-day courier API"),
        _S(name="kurir-track", team="配送组 Delivery", description_zh="配送进度查询",
           description_en="delivery tracking", depends_on=("kurir-dispatch",)),
        _S(name="notif-wa", team="消息组 Messaging", description_zh="WhatsApp 取药/配送通知",
           description_en="WhatsApp notifications", depends_on=("rx-stream",)),
    ),
    incidents=(
        IncidentSpec(id="payer-cache-evictions", kind="cache", service="claim-check", origin="payer-cache",
                     start=_at(19, 9, 52), error_rate=4, error_code="ELG-6120", warn_code="PYC-W14",
                     upstream=("resep-intake",), upstream_code="RSP-4471", order_failure_share=0.45,
                     order_status="ELIGIBILITY_TIMEOUT"),
        IncidentSpec(id="insurer-cert-expired", kind="certificate", service="payer-router", origin="asuransi-link",
                     start=_at(18, 23, 36), end=_at(19, 0, 51), error_rate=2, error_code="PRT-4903",
                     upstream=("claim-check",), upstream_code="ELG-5030"),
        IncidentSpec(id="formulary-slow-query", kind="database", flavor="slow_query", service="formulary-lookup",
                     origin="formulary-pg", start=_at(18, 8, 4), end=_at(18, 8, 49), error_rate=3,
                     error_code="FML-5208", warn_code="FPG-W22", upstream=("resep-intake",),
                     upstream_code="RSP-4420", order_failure_share=0.35, order_status="FORMULARY_TIMEOUT"),
        IncidentSpec(id="apotek-lock-wait", kind="database", flavor="lock_wait", service="dispense-desk",
                     origin="apotek-db", start=_at(18, 14, 12), end=_at(18, 14, 46), error_rate=3,
                     error_code="DSP-5302", warn_code="APD-W03"),
        IncidentSpec(id="dispatch-backlog", kind="queue", service="kurir-dispatch", origin="rx-stream",
                     start=_at(19, 10, 3), error_rate=2, error_code="KRD-3317", warn_code="KRD-W09",
                     topic="rx-dispensed", alert_severity="warning"),
        IncidentSpec(id="console-bad-deploy", kind="deploy", service="apoteker-console", start=_at(19, 7, 18),
                     end=_at(19, 7, 51), error_rate=3, error_code="APC-5001", version="2026.11.3",
                     previous_version="2026.11.2"),
        IncidentSpec(id="track-latency-blip", kind="blip", service="kurir-track", start=_at(18, 19, 42),
                     end=_at(18, 19, 57), error_rate=0, warn_code="TRK-W31", alert_severity="warning"),
    ),
)
