"""Held-out world ``rindcave``: a cheese-cave ageing and subscription-box business in Europe/Kirov (UTC+03:00, no
daylight saving). Order (box) ids carry slashes (``RC/2612/0091``), users ``aff-1234QK``, trace ids
``cv3fa91c-0b77d2e1``.

"Now" is 2026-12-05 11:30 local (08:30 UTC); the data starts 2026-12-03 00:30 local (前天, 59 hours before).

Incidents (local times):

- 前天 (12-03) 20:00-20:45: MySQL lock waits on tallowdb behind brindox (box orchestration), resolved; quellby
  (storefront) fails as its caller; boxes created meanwhile fail as CRUMBLED.
- 昨天 (12-04) 14:00: bad deploy brindox 4.2.0 (from 4.1.3), not rolled back until 15:30; quellby fails as its
  caller; boxes created meanwhile fail as SPOILT.
- 昨天 (12-04) 22:40 - 今天 (12-05) 01:15: the courier partner haskfleet's certificate expired, trundik (shipment
  dispatch) fails its TLS handshakes, resolved after midnight.
- 今天 06:05-06:21: warnings-only latency blip on humlet (cave sensor ingest), resolved.
- 今天 07:10-07:22: clean rollout of vellumo 2.8.0 (from 2.7.4) (``rollout_ok``): a tempting false cause.
- 今天 09:10-09:50: Redis miss storm on grotmap behind vellumo (wheel inventory), resolved; brindox and quellby
  fail as callers (the chain quellby -> brindox -> vellumo -> grotmap); boxes created meanwhile fail as UNFILLED.
- 今天 10:40 - now: packing-job backlog on curdlex (topic sorrel.packjobs of sorrelq), ongoing, warning.

Healthy: pelvane, mardlepg, ostrimo, tufalog (zuvapay and haskfleet are external: no logs of their own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Kirov")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="rindcave",
    title="Rindcave cheese caves and subscription boxes",
    seed=72613,
    timezone="Europe/Kirov",
    anchor=_at(5, 11, 30),
    hours=59,
    ids=IdFormats(order="RC/2612/{seq:4}", user="aff-{num:4}{alpha:2}", trace="cv{hex:6}-{hex:8}"),
    order_service="brindox",
    orders_per_hour=30,
    order_statuses=("CELLARED", "CURING", "CURING", "SENTOUT"),
    vocab=Vocabulary(request_rate="box_rps", latency="tail_ms_p99", error_ratio="fault_share",
                     hit_ratio="grot_hit_ratio", lock_waits="cave_lock_waits", consumer_lag="pack_backlog_msgs",
                     cache_alert="GrottoMissWave", db_alert="CurdLockWait", error_alert="BoxErrorSpike",
                     latency_alert="RindTailSlow", pool_alert="CurdPoolFull", lag_alert="PackLagRising",
                     tls_alert="CourierTlsStale"),
    services=(
        _S(name="quellby", team="前台组 Shopfront", description_zh="订阅商城前端",
           description_en="subscription shop frontend", depends_on=("brindox", "pelvane", "ostrimo")),
        _S(name="brindox", team="订阅盒组 Boxes", description_zh="订阅盒编排服务",
           description_en="subscription box orchestration", depends_on=("tallowdb", "vellumo", "sorrelq", "zuvapay")),
        _S(name="tallowdb", kind="mysql", team="DBA", description_zh="订阅盒数据库 (MySQL)",
           description_en="box database"),
        _S(name="vellumo", team="窖藏组 Cellar", description_zh="奶酪轮库存服务",
           description_en="cheese wheel inventory", depends_on=("grotmap",)),
        _S(name="grotmap", kind="redis", team="窖藏组 Cellar", description_zh="轮位缓存 (Redis)",
           description_en="wheel slot cache"),
        _S(name="curdlex", team="出库组 Packing", description_zh="装箱出库任务",
           description_en="box packing jobs", depends_on=("sorrelq", "trundik")),
        _S(name="sorrelq", kind="kafka", team="出库组 Packing", description_zh="装箱任务队列 (Kafka)",
           description_en="packing job queue"),
        _S(name="trundik", team="物流组 Shipping", description_zh="发货调度", description_en="shipment dispatch",
           depends_on=("haskfleet",)),
        _S(name="haskfleet", kind="external", team="外部 External", description_zh="外部冷链快递",
           description_en="cold-chain courier partner"),
        _S(name="zuvapay", kind="external", team="外部 External", description_zh="外部支付网关",
           description_en="payment gateway partner"),
        _S(name="humlet", team="洞穴监控组 CaveOps", description_zh="洞穴传感器采集",
           description_en="cave sensor ingest", depends_on=("tufalog",)),
        _S(name="tufalog", kind="elasticsearch", team="洞穴监控组 CaveOps",
           description_zh="传感器读数检索 (Elasticsearch)",
           description_en="sensor reading search"),
        _S(name="ostrimo", team="熟成组 Affinage", description_zh="熟成排程", description_en="affinage schedule",
           depends_on=("humlet",)),
        _S(name="pelvane", team="会员组 Members", description_zh="会员账户", description_en="member accounts",
           depends_on=("mardlepg",)),
        _S(name="mardlepg", kind="postgres", team="会员组 Members", description_zh="会员数据库 (PostgreSQL)",
           description_en="member database"),
    ),
    incidents=(
        IncidentSpec(id="tallow-lock-wait", kind="database", flavor="lock_wait", service="brindox",
                     origin="tallowdb", start=_at(3, 20, 0), end=_at(3, 20, 45), error_rate=3,
                     error_code="BXD-5417", warn_code="TWB-W41", upstream=("quellby",), upstream_code="QLY-5031",
                     order_failure_share=0.5, order_status="CRUMBLED"),
        IncidentSpec(id="brindox-bad-deploy", kind="deploy", service="brindox", start=_at(4, 14, 0),
                     end=_at(4, 15, 30), error_rate=3, error_code="BXD-5009", version="4.2.0",
                     previous_version="4.1.3", upstream=("quellby",), upstream_code="QLY-5002",
                     order_failure_share=0.4, order_status="SPOILT"),
        IncidentSpec(id="haskfleet-cert", kind="certificate", service="trundik", origin="haskfleet",
                     start=_at(4, 22, 40), end=_at(5, 1, 15), error_rate=2, error_code="TDX-4951"),
        IncidentSpec(id="humlet-blip", kind="blip", service="humlet", start=_at(5, 6, 5), end=_at(5, 6, 21),
                     error_rate=0, warn_code="HML-W12", alert_severity="warning"),
        IncidentSpec(id="vellumo-rollout", kind="deploy", service="vellumo", start=_at(5, 7, 10),
                     end=_at(5, 7, 22), version="2.8.0", previous_version="2.7.4", rollout_ok=True),
        IncidentSpec(id="grotmap-miss-storm", kind="cache", service="vellumo", origin="grotmap",
                     start=_at(5, 9, 10), end=_at(5, 9, 50), error_rate=3, error_code="VLO-4408",
                     warn_code="GRP-W07", upstream=("brindox", "quellby"), upstream_code="RVX-5044",
                     order_failure_share=0.5, order_status="UNFILLED"),
        IncidentSpec(id="curdlex-backlog", kind="queue", service="curdlex", origin="sorrelq",
                     start=_at(5, 10, 40), error_rate=2, error_code="CDL-3009", warn_code="CDL-W31",
                     topic="sorrel.packjobs", alert_severity="warning"),
    ),
)
