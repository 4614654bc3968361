"""Held-out world ``clinicq``: clinic appointment booking in Europe/Istanbul (appointments ``RV-1234-AB``,
patients ``hst-1234567``).

Incidents: a pool exhaustion on randevu-pg behind randevu-api yesterday afternoon (resolved), a latency blip of
doctor-search last night, an expired MEDULA certificate behind provizyon-svc across local midnight (resolved),
a slot-redis eviction storm behind slot-engine this morning (randevu-api → slot-engine → slot-redis, resolved),
a reminder backlog on sms-sender since early afternoon (ongoing) and a bad portal-bff release that is still
serving (not rolled back). Healthy: hasta-profile, hasta-pg, takvim-mysql, arama-es, reminder-kafka.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Europe/Istanbul")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="clinicq",
    title="ClinicQ randevu",
    seed=40219,
    timezone="Europe/Istanbul",
    anchor=_at(25, 15, 40),
    hours=30,
    ids=IdFormats(order="RV-{num:4}-{alnum:2}", user="hst-{num:7}", trace="{hex:16}"),
    order_service="randevu-api",
    orders_per_hour=36,
    order_statuses=("BOOKED", "BOOKED", "CONFIRMED", "ATTENDED", "NO_SHOW"),
    noise_per_hour=5,
    vocab=Vocabulary(
        request_rate="http_rps", latency="resp_p99_ms", error_ratio="err_ratio", hit_ratio="redis_hit_ratio",
        evictions="redis_evictions_per_s", query_latency="db_query_p99_ms", lock_waits="db_lock_waits_per_s",
        pool_in_use="dbpool_active", pool_size="dbpool_max", consumer_lag="kafka_lag_msgs",
        tls_days="cert_days_left", tls_failures="tls_errors_per_s", cache_alert="RedisHitRateDrop",
        latency_alert="SlowResponses", error_alert="ErrorRateHigh", db_alert="DbSlowOrLocked",
        pool_alert="DbPoolExhausted", lag_alert="KafkaLagHigh", tls_alert="TlsCertExpired",
    ),
    services=(
        _S(name="portal-bff", team="患者端组 Patient Portal", description_zh="患者门户后端 (网页与 App 的 BFF)",
           description_en="patient portal backend-for-frontend (web and app)",
           depends_on=("randevu-api", "hasta-profile", "doctor-search")),
        _S(name="randevu-api", team="预约组 Booking", description_zh="挂号预约下单与改约接口",
           description_en="appointment booking and rescheduling API",
           depends_on=("slot-engine", "provizyon-svc", "randevu-pg", "reminder-kafka")),
        _S(name="slot-engine", team="排班组 Scheduling", description_zh="号源计算 (医生可约时段)",
           description_en="slot availability engine (bookable doctor slots)",
           depends_on=("slot-redis", "takvim-mysql")),
        _S(name="slot-redis", kind="redis", team="排班组 Scheduling", description_zh="号源缓存 (Redis)",
           description_en="slot availability cache"),
        _S(name="takvim-mysql", kind="mysql", team="排班组 Scheduling", description_zh="医生排班日历库 (MySQL)",
           description_en="doctor schedule calendar database"),
        _S(name="randevu-pg", kind="postgres", team="预约组 Booking", description_zh="预约数据库 (PostgreSQL)",
           description_en="appointments database"),
        _S(name="reminder-kafka", kind="kafka", team="平台组 Platform", description_zh="就诊提醒消息队列 (Kafka)",
           description_en="appointment reminder event bus"),
        _S(name="sms-sender", team="消息组 Messaging", description_zh="就诊短信提醒发送",
           description_en="SMS appointment reminder sender", depends_on=("reminder-kafka", "netsms-gw")),
        _S(name="netsms-gw", kind="external", team="外部 External", description_zh="外部短信通道商",
           description_en="external SMS carrier gateway"),
        _S(name="provizyon-svc", team="医保组 Insurance", description_zh="医保/保险资格核验 (provizyon)",
           description_en="insurance eligibility check (provizyon)", depends_on=("medula-api",)),
        _S(name="medula-api", kind="external", team="外部 External", description_zh="外部医保平台 MEDULA 接口",
           description_en="external MEDULA insurance platform"),
        _S(name="hasta-profile", team="患者端组 Patient Portal", description_zh="患者档案与就诊人管理",
           description_en="patient profile and dependants", depends_on=("hasta-pg",)),
        _S(name="hasta-pg", kind="postgres", team="患者端组 Patient Portal", description_zh="患者档案库 (PostgreSQL)",
           description_en="patient records database"),
        _S(name="doctor-search", team="搜索组 Search", description_zh="医生与科室搜索",
           description_en="doctor and department search", depends_on=("arama-es",)),
        _S(name="arama-es", kind="elasticsearch", team="搜索组 Search", description_zh="搜索索引 (Elasticsearch)",
           description_en="search index"),
    ),
    incidents=(
        IncidentSpec(id="randevu-pool-exhausted", kind="database", flavor="pool", service="randevu-api",
                     origin="randevu-pg", start=_at(24, 16, 10), end=_at(24, 16, 41), error_rate=3,
                     error_code="RDV-5003", warn_code="PG-53300", upstream=("portal-bff",), upstream_code="BFF-5031",
                     order_failure_share=0.5, order_status="BOOKING_ERROR"),
        IncidentSpec(id="doctor-search-blip", kind="blip", service="doctor-search", start=_at(24, 21, 14),
                     end=_at(24, 21, 26), error_rate=0, warn_code="DS-W01", alert_severity="warning"),
        IncidentSpec(id="medula-cert-expired", kind="certificate", service="provizyon-svc", origin="medula-api",
                     start=_at(24, 23, 38), end=_at(25, 1, 12), error_rate=2, error_code="PRV-7101",
                     upstream=("randevu-api",), upstream_code="RDV-4410", order_failure_share=0.6,
                     order_status="INSURANCE_UNVERIFIED"),
        IncidentSpec(id="slot-redis-evictions", kind="cache", service="slot-engine", origin="slot-redis",
                     start=_at(25, 8, 4), end=_at(25, 8, 52), error_rate=4, error_code="SLT-504", warn_code="RDS-EVICT",
                     upstream=("randevu-api",), upstream_code="RDV-3021", order_failure_share=0.45,
                     order_status="SLOT_UNAVAILABLE"),
        IncidentSpec(id="sms-reminder-backlog", kind="queue", service="sms-sender", topic="appt-reminders",
                     start=_at(25, 13, 7), error_rate=1.5, error_code="SMS-4080", warn_code="SMS-LAG"),
        IncidentSpec(id="portal-bad-release", kind="deploy", service="portal-bff", start=_at(25, 15, 3),
                     error_rate=4, error_code="BFF-5000", version="5.2.0", previous_version="5.1.3"),
    ),
)
