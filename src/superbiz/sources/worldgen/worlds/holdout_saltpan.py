"""HELD-OUT world ``saltpan``: a salt works in Asia/Qyzylorda (UTC+05:00): brine pond sensors, harvest
scheduling, the truck weighbridge and export paperwork. Pickup orders are ``sp:20261014:000123`` (lower case,
colons), users ``haulr:3fa2c19``, trace ids ``spx:<10 hex>:<6 hex>``.

"Now" is 2026-10-14 16:30 local (11:30 UTC); the data starts 2026-10-13 04:30 local (36 hours).

Incidents (local times):

- ``sorbel-worker`` clean rollout 5.2.0 (from 5.1.4) yesterday 2026-10-13 19:08, completed 19:13: no errors,
  a tempting false cause next to the lock wait below.
- Lock waits on ``mirethdb`` (MySQL, harvest database) behind ``haldro-api`` yesterday 19:20-20:05 (resolved);
  callers ``tuzlek-api`` and ``pannika-web`` fail too (chain pannika-web -> tuzlek-api -> haldro-api -> mirethdb);
  pickup orders fail with ``SLOT_LOCKED``.
- Harvest task backlog on ``sorbel-worker`` (topic ``brinepick.jobs`` on ``quillon-bus``) across local midnight,
  2026-10-13 23:40 to 2026-10-14 00:30 (resolved); orders fail with ``HARVEST_LATE``.
- Sensor cache eviction storm on ``ventrik-redis`` behind ``brinix-api`` today 06:50-07:35 (resolved); the
  dashboard ``lumeyra-dash`` fails too.
- Bad deploy of the weighbridge ``vesslo-api`` 2.7.0 (from 2.6.3) today 08:40, rolled back 09:12; redeployed as
  2.7.1 (from 2.6.3) at 15:50 and still failing at now; ``tuzlek-api`` fails too; orders fail ``SCALE_REJECT``.
- Expired certificate of the customs e-filing partner ``kedenly-gw`` behind ``dockerel-svc`` today 11:20-12:40
  (renewed, resolved); ``tuzlek-api`` fails too; orders fail ``PAPERS_HELD``.
- Warnings-only latency blip on ``lumeyra-dash`` today 13:35-13:52.

Healthy: nuvrel-auth, sildex-es, tarrok-redis, ambrek-pg (and quillon-bus / mirethdb outside their windows).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Qyzylorda")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="saltpan",
    title="Saltpan salt works",
    seed=61843,
    timezone="Asia/Qyzylorda",
    anchor=_at(14, 16, 30),
    hours=36,
    ids=IdFormats(order="sp:{date}:{seq:6}", user="haulr:{hex:7}", trace="spx:{hex:10}:{hex:6}"),
    order_service="tuzlek-api",
    orders_per_hour=42,
    order_statuses=("WEIGHED", "LOADED", "LOADED", "CLEARED"),
    vocab=Vocabulary(latency="resp_p99_millis", error_ratio="fault_share", cache_alert="HitRateSlump",
                     latency_alert="TailLatencyBreach", error_alert="FaultShareTooHigh", db_alert="DbLockPileup",
                     lag_alert="TaskBacklogRising", tls_alert="HandshakeSoured"),
    services=(
        _S(name="pannika-web", team="门户组 Portal", description_zh="客户提货门户网站",
           description_en="customer pickup portal", depends_on=("tuzlek-api", "nuvrel-auth")),
        _S(name="tuzlek-api", team="销售组 Sales", description_zh="提货单接口",
           description_en="pickup order API", depends_on=("haldro-api", "vesslo-api", "dockerel-svc")),
        _S(name="haldro-api", team="采收组 Harvest", description_zh="采收排班接口",
           description_en="harvest scheduling API", depends_on=("mirethdb", "quillon-bus")),
        _S(name="mirethdb", kind="mysql", team="DBA", description_zh="采收数据库 (MySQL)",
           description_en="harvest database"),
        _S(name="sorbel-worker", team="采收组 Harvest", description_zh="采收任务处理",
           description_en="harvest task worker", depends_on=("quillon-bus", "mirethdb")),
        _S(name="quillon-bus", kind="kafka", team="平台组 Platform", description_zh="采收任务队列 (Kafka)",
           description_en="harvest task queue"),
        _S(name="vesslo-api", team="称重组 Scales", description_zh="卡车地磅称重服务",
           description_en="truck weighbridge service", depends_on=("tarrok-redis", "ambrek-pg")),
        _S(name="tarrok-redis", kind="redis", team="称重组 Scales", description_zh="称重缓存 (Redis)",
           description_en="weighbridge cache"),
        _S(name="ambrek-pg", kind="postgres", team="称重组 Scales", description_zh="磅单数据库 (PostgreSQL)",
           description_en="weigh ticket database"),
        _S(name="brinix-api", team="池区组 Ponds", description_zh="卤水池传感器接口",
           description_en="brine pond sensor API", depends_on=("ventrik-redis",)),
        _S(name="ventrik-redis", kind="redis", team="池区组 Ponds", description_zh="传感器读数缓存 (Redis)",
           description_en="sensor reading cache"),
        _S(name="lumeyra-dash", team="池区组 Ponds", description_zh="卤水池监控看板",
           description_en="brine pond dashboard", depends_on=("brinix-api",)),
        _S(name="dockerel-svc", team="外贸组 Export", description_zh="出口单证服务",
           description_en="export paperwork service", depends_on=("kedenly-gw", "sildex-es")),
        _S(name="kedenly-gw", kind="external", team="外部 External", description_zh="外部海关电子报关伙伴",
           description_en="external customs e-filing partner"),
        _S(name="sildex-es", kind="elasticsearch", team="外贸组 Export", description_zh="单证检索 (Elasticsearch)",
           description_en="document search index"),
        _S(name="nuvrel-auth", team="平台组 Platform", description_zh="登录认证", description_en="login and auth"),
    ),
    incidents=(
        IncidentSpec(id="sorbel-rollout", kind="deploy", service="sorbel-worker", start=_at(13, 19, 8),
                     end=_at(13, 19, 13), version="5.2.0", previous_version="5.1.4", rollout_ok=True),
        IncidentSpec(id="harvest-lock-waits", kind="database", flavor="lock_wait", service="haldro-api",
                     origin="mirethdb", start=_at(13, 19, 20), end=_at(13, 20, 5), error_rate=3,
                     error_code="HDR-7741", warn_code="MRD-LW9", upstream=("tuzlek-api", "pannika-web"),
                     upstream_code="TZL-5920", order_failure_share=0.45, order_status="SLOT_LOCKED"),
        IncidentSpec(id="harvest-backlog", kind="queue", service="sorbel-worker", origin="quillon-bus",
                     start=_at(13, 23, 40), end=_at(14, 0, 30), error_rate=2, error_code="SRB-8805",
                     warn_code="SRB-W81", topic="brinepick.jobs", alert_severity="warning",
                     order_failure_share=0.35, order_status="HARVEST_LATE"),
        IncidentSpec(id="sensor-cache-evictions", kind="cache", service="brinix-api", origin="ventrik-redis",
                     start=_at(14, 6, 50), end=_at(14, 7, 35), error_rate=3, error_code="BRX-3302",
                     warn_code="VTK-W40", upstream=("lumeyra-dash",), upstream_code="LMY-3303"),
        IncidentSpec(id="weighbridge-deploy", kind="deploy", service="vesslo-api", start=_at(14, 8, 40),
                     end=_at(14, 9, 12), error_rate=4, error_code="VSL-6610", version="2.7.0",
                     previous_version="2.6.3", upstream=("tuzlek-api",), upstream_code="TZL-6611",
                     order_failure_share=0.5, order_status="SCALE_REJECT"),
        IncidentSpec(id="customs-cert-expired", kind="certificate", service="dockerel-svc", origin="kedenly-gw",
                     start=_at(14, 11, 20), end=_at(14, 12, 40), error_rate=3, error_code="DKR-9495",
                     upstream=("tuzlek-api",), upstream_code="TZL-9496", order_failure_share=0.5,
                     order_status="PAPERS_HELD"),
        IncidentSpec(id="dashboard-blip", kind="blip", service="lumeyra-dash", start=_at(14, 13, 35),
                     end=_at(14, 13, 52), error_rate=0, warn_code="LMY-W07", alert_severity="warning"),
        IncidentSpec(id="weighbridge-redeploy", kind="deploy", service="vesslo-api", start=_at(14, 15, 50),
                     error_rate=4, error_code="VSL-6610", version="2.7.1", previous_version="2.6.3",
                     upstream=("tuzlek-api",), upstream_code="TZL-6611", order_failure_share=0.5,
                     order_status="SCALE_REJECT"),
    ),
)
