"""Held-out world ``pawstay``: a pet boarding and daycare chain (stay bookings, kennel camera streams, feeding and
medication schedules, a vet-records partner, owner app notifications, payments, staff rota) in Pacific/Norfolk
(UTC+12 in December, daylight time; "now" is 10:52 local, so the local day is one day ahead of the UTC date until
noon; stay ids ``STAY-7Q4K-2026``, owners ``own_7a4c2``, trace ids ``pst-`` and 16 hex digits).

Incidents: the booking service kennelbook had a slow query on its PostgreSQL early this morning (resolved) and its
connection pool to the same database is exhausted now (callers pawgate; some stays fail BOOKING_FAILED); the kennel
camera stream service woofcam is backlogged on its Kafka topic now; the vet-records partner's certificate expired
before local midnight and was renewed after it (vetsync → vetpartner, callers chowplan: two hops below the feeding
schedules); a cache eviction storm on furcache yesterday evening failed chowplan only, though kennelbook and rotaly
use the same Redis; a bad deploy of the owner notification service yipnotify yesterday afternoon (rolled back); a
clean rollout of the staff rota service rotaly this morning.
Healthy: paypurr, paypurr-db, rotaly (clean rollout); yipnotify since its rollback; camq and vetpartner emit no
metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Norfolk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="pawstay",
    title="Pawstay pet boarding and daycare",
    seed=58213,
    timezone="Pacific/Norfolk",
    anchor=_at(11, 10, 52),
    hours=36,
    ids=IdFormats(order="STAY-{alnum:4}-2026", user="own_{hex:5}", trace="pst-{hex:16}"),
    order_service="kennelbook",
    orders_per_hour=28,
    order_statuses=("CONFIRMED", "CONFIRMED", "CHECKED_IN", "CHECKED_OUT", "DEPOSIT_PAID"),
    vocab=Vocabulary(latency="svc_latency_p99_ms", error_ratio="svc_fail_ratio", request_rate="svc_rps",
                     error_alert="FailRatioHigh", latency_alert="SlowResponses", pool_alert="DbConnPoolFull",
                     lag_alert="CamFrameLagHigh", tls_alert="PartnerCertInvalid", cache_alert="RedisEvictionStorm",
                     db_alert="PgSlowStatements", consumer_lag="frames_behind", hit_ratio="redis_hit_ratio"),
    services=(
        _S(name="pawgate", team="平台组 Platform", description_zh="APP 与网页 API 网关",
           description_en="app and web API gateway",
           depends_on=("kennelbook", "woofcam", "chowplan", "paypurr", "rotaly")),
        _S(name="kennelbook", team="预订组 Bookings", description_zh="寄养与日托预订服务",
           description_en="boarding and daycare booking service",
           depends_on=("kennelbook-pg", "furcache", "paypurr", "yipnotify")),
        _S(name="kennelbook-pg", kind="postgres", team="DBA", description_zh="预订数据库 (PostgreSQL)",
           description_en="booking database"),
        _S(name="furcache", kind="redis", team="平台组 Platform", description_zh="共享缓存 (Redis)",
           description_en="shared cache"),
        _S(name="woofcam", team="视频组 Camera", description_zh="犬舍摄像头直播流服务",
           description_en="kennel camera stream service", depends_on=("camq",)),
        _S(name="camq", kind="kafka", team="视频组 Camera", description_zh="摄像头帧消息队列 (Kafka)",
           description_en="camera frame queue"),
        _S(name="chowplan", team="护理组 Care", description_zh="喂食与用药计划",
           description_en="feeding and medication schedules", depends_on=("furcache", "vetsync")),
        _S(name="vetsync", team="合作方对接组 Partners", description_zh="兽医档案合作方对接",
           description_en="vet records partner client", depends_on=("vetpartner",)),
        _S(name="vetpartner", kind="external", team="外部 External", description_zh="外部兽医档案合作方",
           description_en="external vet records partner"),
        _S(name="yipnotify", team="通知组 Notify", description_zh="主人 APP 消息通知",
           description_en="owner app notifications"),
        _S(name="paypurr", team="支付组 Payments", description_zh="支付与押金", description_en="payments and deposits",
           depends_on=("paypurr-db",)),
        _S(name="paypurr-db", kind="mysql", team="支付组 Payments", description_zh="支付数据库 (MySQL)",
           description_en="payments database"),
        _S(name="rotaly", team="门店运营组 Operations", description_zh="员工排班",
           description_en="staff rota", depends_on=("furcache",)),
    ),
    incidents=(
        IncidentSpec(id="kennelbook-slow", kind="database", flavor="slow_query", service="kennelbook",
                     origin="kennelbook-pg", start=_at(11, 4, 12), end=_at(11, 4, 47), error_rate=3,
                     error_code="KBK-5041", warn_code="KPG-W12"),
        IncidentSpec(id="kennelbook-pool", kind="database", flavor="pool", service="kennelbook",
                     origin="kennelbook-pg", start=_at(11, 10, 19), error_rate=4, error_code="KBK-5309",
                     warn_code="KPG-W30", upstream=("pawgate",), upstream_code="PGW-5031",
                     order_failure_share=0.5, order_status="BOOKING_FAILED"),
        IncidentSpec(id="cam-backlog", kind="queue", service="woofcam", origin="camq", start=_at(11, 9, 37),
                     error_rate=2, error_code="WFC-4410", warn_code="CMQ-W44", topic="kennel.cam.frames",
                     alert_severity="warning"),
        IncidentSpec(id="vet-cert", kind="certificate", service="vetsync", origin="vetpartner",
                     start=_at(10, 23, 38), end=_at(11, 0, 26), error_rate=2, error_code="VTS-4952",
                     upstream=("chowplan",), upstream_code="CHW-5027"),
        IncidentSpec(id="fur-evictions", kind="cache", service="chowplan", origin="furcache", start=_at(10, 19, 6),
                     end=_at(10, 19, 44), error_rate=3, error_code="CHW-5042", warn_code="FRC-W08"),
        IncidentSpec(id="yipnotify-deploy", kind="deploy", service="yipnotify", start=_at(10, 15, 10),
                     end=_at(10, 15, 42), error_rate=4, error_code="YPN-5001", version="3.8.0",
                     previous_version="3.7.2"),
        IncidentSpec(id="rotaly-rollout", kind="deploy", service="rotaly", start=_at(11, 8, 5), end=_at(11, 8, 19),
                     version="2.4.0", previous_version="2.3.5", rollout_ok=True),
    ),
)
