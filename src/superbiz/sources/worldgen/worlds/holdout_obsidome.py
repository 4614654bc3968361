"""Held-out world ``obsidome``: an astronomical observatory's telescope-time service in Pacific/Pitcairn
(UTC-08:00, no daylight time; "now" is 05:20 local on 7 December = 13:20 UTC on 7 December, before dawn as the
observing night ends; the local "today" began at 08:00 UTC; the data begin at 17:20 local on 5 December).
Ids: observation requests ``T482-KQ193`` (``T{num:3}-{alpha:2}{num:3}``, made by the astronomers' portal apertix),
astronomers ``pi_KRV204`` (``pi_{alpha:3}{num:3}``), trace ids ``odm-`` + 12 hex digits.

Incidents (local times):
- a proposal database lock wait yesterday (6 December) 14:00-14:35 on propozo-pg, under the proposal service
  propozo, reaching the astronomers' portal apertix two hops up (chain apertix -> propozo -> propozo-pg; failed
  proposal submissions as records, status ``SUBMIT_FAILED``, code APX-5002 on the portal); resolved;
- a WARN-only latency blip of the seeing monitor twinklr last night 23:30-23:44 (resolved, warning alert);
- a clean rollout of the dome-control service cupolex 4.11.0 today 02:05-02:09 (``rollout_ok``; a tempting false
  cause of the backlog that follows);
- an image-reduction queue backlog today 02:10-02:55 (the reduction pipeline redukt behind the queue redukt-q,
  topic ``frames.raw``; failed image reductions as records, status ``REDUCE_FAILED``, code RDX-4471); resolved;
- the weather-feed partner aurorawx's certificate expired since 04:50 today, still going at "now"; logged only by
  its caller, the weather feed client nimbuscope (code NMB-5226; no caller of nimbuscope fails).
Healthy: the slot scheduler nachtslot and its database nachtslot-db, the image archive fitsbarn and its search
index platesearch, the notification mailer owlnote, the TAC review desk tacmoot, the dome control cupolex (its
rollout went fine), the proposal database outside yesterday's window.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Pitcairn")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="obsidome",
    title="Obsidome observatory telescope-time service",
    seed=70520,
    timezone="Pacific/Pitcairn",
    anchor=_at(7, 5, 20),
    hours=36,
    ids=IdFormats(order="T{num:3}-{alpha:2}{num:3}", user="pi_{alpha:3}{num:3}", trace="odm-{hex:12}"),
    order_service="apertix",
    orders_per_hour=40,
    order_statuses=("SCHEDULED", "OBSERVED", "OBSERVED", "ARCHIVED"),
    vocab=Vocabulary(request_rate="obs_req_rate", latency="obs_p99_ms", error_ratio="obs_err_frac",
                     hit_ratio="obs_cache_hit_frac", evictions="obs_cache_evicts_ps",
                     query_latency="prop_sql_p99_ms", lock_waits="prop_lock_waits_ps", pool_in_use="prop_conns_busy",
                     pool_size="prop_conns_max", consumer_lag="frames_unreduced",
                     tls_days="wxfeed_cert_days_left", tls_failures="wxfeed_tls_fail_ps",
                     cache_alert="ObsCacheHitDrop", latency_alert="ObsP99Slow",
                     error_alert="ObsErrFracHigh", db_alert="PropDbLockPile", pool_alert="PropConnsFull",
                     lag_alert="FramesPilingUp", tls_alert="WxFeedTlsExpired"),
    services=(
        _S(name="apertix", team="门户组 Portal", description_zh="观测者门户 (提交提案、查看观测申请)",
           description_en="astronomers' portal", depends_on=("propozo", "nachtslot", "fitsbarn")),
        _S(name="propozo", team="提案组 Proposals", description_zh="观测提案服务",
           description_en="observing proposal service", depends_on=("propozo-pg", "owlnote")),
        _S(name="propozo-pg", kind="postgres", team="提案组 Proposals", description_zh="提案数据库 (PostgreSQL)",
           description_en="proposal database"),
        _S(name="tacmoot", team="时间分配委员会 TAC", description_zh="时间分配评审台",
           description_en="TAC review desk", depends_on=("propozo-pg", "owlnote")),
        _S(name="nachtslot", team="排程组 Scheduling", description_zh="望远镜时段排程",
           description_en="telescope slot scheduler", depends_on=("nachtslot-db", "nimbuscope", "twinklr")),
        _S(name="nachtslot-db", kind="mysql", team="排程组 Scheduling", description_zh="时段数据库 (MySQL)",
           description_en="slot database"),
        _S(name="nimbuscope", team="气象组 Weather", description_zh="气象数据接入",
           description_en="weather feed client", depends_on=("aurorawx",)),
        _S(name="aurorawx", kind="external", team="外部 External", description_zh="气象数据合作方",
           description_en="weather feed partner"),
        _S(name="twinklr", team="气象组 Weather", description_zh="视宁度监测",
           description_en="seeing monitor"),
        _S(name="cupolex", team="圆顶控制组 Dome Ops", description_zh="圆顶控制服务",
           description_en="dome control service", depends_on=("nachtslot",)),
        _S(name="redukt", team="图像处理组 Reduction", description_zh="图像处理流水线 (读处理队列)",
           description_en="image reduction pipeline", depends_on=("redukt-q", "fitsbarn")),
        _S(name="redukt-q", kind="kafka", team="图像处理组 Reduction", description_zh="图像处理队列 (Kafka)",
           description_en="image reduction queue"),
        _S(name="fitsbarn", team="归档组 Archive", description_zh="图像归档服务",
           description_en="image archive", depends_on=("platesearch",)),
        _S(name="platesearch", kind="elasticsearch", team="归档组 Archive",
           description_zh="图像检索索引 (Elasticsearch)", description_en="image search index"),
        _S(name="owlnote", team="消息组 Messaging", description_zh="通知邮件服务",
           description_en="notification mailer"),
    ),
    incidents=(
        IncidentSpec(id="propozo-lock-wait", kind="database", flavor="lock_wait", service="propozo",
                     origin="propozo-pg", start=_at(6, 14, 0), end=_at(6, 14, 35), error_rate=3,
                     error_code="PPZ-5031", warn_code="PZG-W04", upstream=("apertix",), upstream_code="APX-5002",
                     order_failure_share=0.5, order_status="SUBMIT_FAILED"),
        IncidentSpec(id="twinklr-blip", kind="blip", service="twinklr", start=_at(6, 23, 30), end=_at(6, 23, 44),
                     error_rate=0, warn_code="TWK-W21"),
        IncidentSpec(id="cupolex-rollout", kind="deploy", service="cupolex", start=_at(7, 2, 5), end=_at(7, 2, 9),
                     version="4.11.0", previous_version="4.10.2", rollout_ok=True),
        IncidentSpec(id="redukt-backlog", kind="queue", service="redukt", origin="redukt-q", start=_at(7, 2, 10),
                     end=_at(7, 2, 55), error_rate=3, error_code="RDX-4471", warn_code="RDQ-W12", topic="frames.raw",
                     order_failure_share=0.4, order_status="REDUCE_FAILED"),
        IncidentSpec(id="aurorawx-cert", kind="certificate", service="nimbuscope", origin="aurorawx",
                     start=_at(7, 4, 50), error_rate=2, error_code="NMB-5226"),
    ),
)
