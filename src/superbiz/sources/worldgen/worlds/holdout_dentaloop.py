"""Held-out world ``dentaloop``: a chain of dental clinics in Europe/Astrakhan (UTC+04:00, no DST); appointments
``DNTL-KQ4821``, patients ``PTZ-104233-M``, trace ids ``dlo-<16 hex>``.

"Now" is 2026-12-09 00:25 local (today is 25 minutes old); the data starts 2026-12-07 12:25 local (36 hours).
All times below are local (Europe/Astrakhan); "yesterday" is 2026-12-08.

Incidents:

- ``portal-blip``: a warnings-only latency blip on clinora-portal yesterday 10:15-10:31 (resolved).
- ``slot-cache-evict``: an eviction storm on chairvo-cache behind kalvo-book yesterday 13:05-13:50 (resolved);
  molarix-app sees it too; appointments fail as ``HOLD_LAPSED``.
- ``kalvo-deploy``: a bad deploy of kalvo-book 4.12.0 yesterday 16:40, rolled back to 4.11.3 at 17:05;
  molarix-app sees it too; appointments fail as ``BOOK_CRASHED``.
- ``chart-rollout``: a clean rollout of zentrova-chart 2.7.1 yesterday 20:46-20:53 (no errors: a tempting
  false cause just before the slow query).
- ``imaging-slowq``: slow queries on rontgal-pg (the X-ray image database) behind pixadent-img yesterday
  21:00-21:40 (resolved), three hops below the patient app: molarix-app -> zentrova-chart -> pixadent-img ->
  rontgal-pg; zentrova-chart and molarix-app log the failed calls.
- ``assurvo-cert``: the insurance partner assurvo-api's certificate expired yesterday 23:30 and is still expired:
  klaimora-bridge fails its TLS handshakes, kalvo-book fails with it; appointments fail as ``PREAUTH_VOID``.
- ``reminder-backlog``: a consumer backlog on pingorra-sms (topic ``zumbel.remind-sms``) since yesterday 23:52,
  still going on (warning).

Healthy: fakturo-bill, fakturo-my, dentidx-es, kalvo-pg, zumbel-bus, smsvanta-gw.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Europe/Astrakhan")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="dentaloop",
    title="Dentaloop dental clinics",
    seed=91243,
    timezone="Europe/Astrakhan",
    anchor=_at(9, 0, 25),
    hours=36,
    ids=IdFormats(order="DNTL-{alpha:2}{num:4}", user="PTZ-{num:6}-{alpha:1}", trace="dlo-{hex:16}"),
    order_service="kalvo-book",
    orders_per_hour=32,
    order_statuses=("CHAIR_HELD", "CHAIR_HELD", "INCHAIR", "CHARTED"),
    vocab=Vocabulary(cache_alert="CacheColdChairs", latency_alert="P99ChairsideSlow", error_alert="ErrorFlossBurn",
                     db_alert="QueryDrillSlow", pool_alert="PoolEnamelFull", lag_alert="ReminderLagClimb",
                     tls_alert="TlsCrownExpired"),
    services=(
        _S(name="molarix-app", team="患者端组 Smile", description_zh="患者 App 后端（预约、看片、账单入口）",
           description_en="patient app backend", depends_on=("kalvo-book", "zentrova-chart", "fakturo-bill")),
        _S(name="kalvo-book", team="预约组 Chairs", description_zh="预约排班服务",
           description_en="appointment booking service", depends_on=("chairvo-cache", "kalvo-pg", "klaimora-bridge")),
        _S(name="chairvo-cache", kind="redis", team="预约组 Chairs", description_zh="号源缓存 (Redis)",
           description_en="appointment slot cache (Redis)"),
        _S(name="kalvo-pg", kind="postgres", team="DBA", description_zh="预约数据库 (PostgreSQL)",
           description_en="appointment database"),
        _S(name="zentrova-chart", team="病历组 Charts", description_zh="电子病历服务",
           description_en="patient chart service", depends_on=("pixadent-img",)),
        _S(name="pixadent-img", team="影像组 Rays", description_zh="X 光片影像服务",
           description_en="X-ray image service", depends_on=("rontgal-pg",)),
        _S(name="rontgal-pg", kind="postgres", team="DBA", description_zh="影像库 (PostgreSQL)",
           description_en="X-ray image store database"),
        _S(name="klaimora-bridge", team="理赔组 Claims", description_zh="保险理赔对接",
           description_en="insurance claims bridge", depends_on=("assurvo-api",)),
        _S(name="assurvo-api", kind="external", team="外部 External", description_zh="外部保险公司接口",
           description_en="external insurance partner API"),
        _S(name="pingorra-sms", team="消息组 Buzz", description_zh="短信提醒发送",
           description_en="SMS reminder sender (consumer)", depends_on=("zumbel-bus", "smsvanta-gw")),
        _S(name="zumbel-bus", kind="kafka", team="平台组 Platform", description_zh="提醒事件总线 (Kafka)",
           description_en="reminder event bus"),
        _S(name="smsvanta-gw", kind="external", team="外部 External", description_zh="外部短信网关",
           description_en="external SMS gateway"),
        _S(name="clinora-portal", team="诊所端组 Desk", description_zh="诊所前台工作台",
           description_en="clinic front-desk portal", depends_on=("kalvo-book", "dentidx-es")),
        _S(name="dentidx-es", kind="elasticsearch", team="诊所端组 Desk", description_zh="患者检索集群",
           description_en="patient search cluster"),
        _S(name="fakturo-bill", team="账务组 Coins", description_zh="诊疗账单", description_en="treatment billing",
           depends_on=("fakturo-my",)),
        _S(name="fakturo-my", kind="mysql", team="账务组 Coins", description_zh="账单数据库 (MySQL)",
           description_en="billing database"),
    ),
    incidents=(
        IncidentSpec(id="portal-blip", kind="blip", service="clinora-portal", start=_at(8, 10, 15),
                     end=_at(8, 10, 31), error_rate=0, warn_code="CZR-W23", alert_severity="warning"),
        IncidentSpec(id="slot-cache-evict", kind="cache", service="kalvo-book", origin="chairvo-cache",
                     start=_at(8, 13, 5), end=_at(8, 13, 50), error_rate=3, error_code="KVB-4431",
                     warn_code="CHV-W05", upstream=("molarix-app",), upstream_code="MLX-5021",
                     order_failure_share=0.45, order_status="HOLD_LAPSED"),
        IncidentSpec(id="kalvo-deploy", kind="deploy", service="kalvo-book", start=_at(8, 16, 40),
                     end=_at(8, 17, 5), error_rate=4, error_code="KVB-5590", version="4.12.0",
                     previous_version="4.11.3", upstream=("molarix-app",), upstream_code="MLX-5090",
                     order_failure_share=0.5, order_status="BOOK_CRASHED"),
        IncidentSpec(id="chart-rollout", kind="deploy", service="zentrova-chart", start=_at(8, 20, 46),
                     end=_at(8, 20, 53), version="2.7.1", previous_version="2.7.0", rollout_ok=True),
        IncidentSpec(id="imaging-slowq", kind="database", flavor="slow_query", service="pixadent-img",
                     origin="rontgal-pg", start=_at(8, 21, 0), end=_at(8, 21, 40), error_rate=3,
                     error_code="PXI-5044", warn_code="RTG-W17", upstream=("zentrova-chart", "molarix-app"),
                     upstream_code="PXU-5031"),
        IncidentSpec(id="assurvo-cert", kind="certificate", service="klaimora-bridge", origin="assurvo-api",
                     start=_at(8, 23, 30), error_rate=2, error_code="KMB-4952", upstream=("kalvo-book",),
                     upstream_code="KVB-4950", order_failure_share=0.5, order_status="PREAUTH_VOID"),
        IncidentSpec(id="reminder-backlog", kind="queue", service="pingorra-sms", origin="zumbel-bus",
                     start=_at(8, 23, 52), error_rate=2, error_code="PGS-3307", warn_code="PGS-W12",
                     topic="zumbel.remind-sms", alert_severity="warning"),
    ),
)
