"""Held-out world ``kelpdome``: a public aquarium (timed-entry tickets, annual membership, feeding-show schedule, gift
shop) in America/Merida (UTC-06:00, no DST). Order ids ``AQX-AB12345``, users ``finv-1234ABC``, trace ids
``a1b2c3.kdm.123456``.

"Now" is 2026-12-05 17:40 local (23:40 UTC); the data starts 36 hours earlier, 2026-12-04 05:40 local.

Incidents (local times):

- 2026-12-04 19:15-20:40: walvetta (external wallet-pass partner) certificate expired; memborq (membership) TLS
  handshakes fail, gatrowl (edge gateway) sees it too. Resolved.
- 2026-12-04 21:10-21:48: bad deploy of tixvorl (timed-entry checkout) 5.8.0 from 5.7.3, rolled back; orders fail
  CHECKOUT_CRASHED.
- 2026-12-05 09:20-09:34: pagorrik (external payment partner) latency blip, WARN only (no errors).
- 2026-12-05 09:38-10:25: lock_wait on loambix (ticketing MySQL) behind tixvorl, gatrowl upstream; orders fail
  HOLD_LOCKED_OUT. Unrelated to the payment blip just before it.
- 2026-12-05 14:05-15:10: vornbell (timeslot cache, Redis) eviction storm behind slotmerk (timeslot engine);
  tixvorl and gatrowl upstream (chain gatrowl -> tixvorl -> slotmerk -> vornbell); orders fail SLOT_UNSEALED.
- 2026-12-05 14:22-14:31: memborq rollout 3.2.0 (from 3.1.4) went fine (rollout_ok): a tempting false cause.
- 2026-12-05 14:40-now: quillrest (member session cache, Redis) eviction storm behind memborq; gatrowl upstream.
  Ongoing; overlaps the vornbell storm (14:40-15:10).
- 2026-12-05 16:48-now: consumer backlog on topic showcall.pings of brinequay (Kafka) at rotafin (feeding-show
  schedule and reminders). Ongoing.

Healthy: giftorb (gift shop), shoalfind (exhibit search), scalvue (Elasticsearch), tessolm (membership
PostgreSQL), brinequay itself logs nothing abnormal.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Merida")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="kelpdome",
    title="Kelpdome aquarium",
    seed=70519,
    timezone="America/Merida",
    anchor=_at(5, 17, 40),
    hours=36,
    ids=IdFormats(order="AQX-{alpha:2}{num:5}", user="finv-{num:4}{alpha:3}", trace="{hex:6}.kdm.{num:6}"),
    order_service="tixvorl",
    orders_per_hour=40,
    order_statuses=("ISSUED", "ISSUED", "ADMITTED", "RESCHEDULED"),
    vocab=Vocabulary(hit_ratio="hitfrac_slot", evictions="evict_keys_ps", latency="resp_p99_ms",
                     cache_alert="CacheHitsWilted", latency_alert="TailLatencyGlare", error_alert="ErrorBudgetScorch",
                     db_alert="LockWaitSurge", lag_alert="ShowBacklogSwell", tls_alert="HandshakeRefused"),
    services=(
        _S(name="gatrowl", team="平台组 Platform (门神)", description_zh="游客入口网关",
           description_en="visitor edge gateway",
           depends_on=("tixvorl", "memborq", "giftorb", "rotafin", "shoalfind")),
        _S(name="tixvorl", team="票务组 Ticketing (闸机帮)", description_zh="分时段入场购票下单",
           description_en="timed-entry ticket checkout", depends_on=("slotmerk", "loambix", "pagorrik")),
        _S(name="slotmerk", team="时段组 Slots (沙漏组)", description_zh="入场时段余量引擎",
           description_en="entry timeslot availability engine", depends_on=("vornbell",)),
        _S(name="vornbell", kind="redis", team="时段组 Slots (沙漏组)", description_zh="时段余量缓存 (Redis)",
           description_en="timeslot availability cache (Redis)"),
        _S(name="loambix", kind="mysql", team="票务组 Ticketing (闸机帮)", description_zh="票务数据库 (MySQL)",
           description_en="ticketing database (MySQL)"),
        _S(name="pagorrik", kind="external", team="外部 External", description_zh="外部支付合作方接口",
           description_en="external payment partner"),
        _S(name="memborq", team="会员组 Members (海星队)", description_zh="年卡会员服务",
           description_en="annual membership service", depends_on=("quillrest", "tessolm", "walvetta")),
        _S(name="quillrest", kind="redis", team="会员组 Members (海星队)", description_zh="会员会话缓存 (Redis)",
           description_en="member session cache (Redis)"),
        _S(name="tessolm", kind="postgres", team="会员组 Members (海星队)", description_zh="会员数据库 (PostgreSQL)",
           description_en="membership database (PostgreSQL)"),
        _S(name="walvetta", kind="external", team="外部 External", description_zh="外部电子会员卡钱包通道",
           description_en="external wallet-pass partner"),
        _S(name="rotafin", team="场馆运营组 Shows (喂鱼班)", description_zh="喂食秀排期与提醒推送",
           description_en="feeding-show schedule and reminders", depends_on=("brinequay",)),
        _S(name="brinequay", kind="kafka", team="平台组 Platform (门神)", description_zh="场馆事件总线 (Kafka)",
           description_en="venue event bus (Kafka)"),
        _S(name="giftorb", team="零售组 Retail (纪念品小队)", description_zh="礼品店线上商城",
           description_en="gift shop storefront", depends_on=("pagorrik",)),
        _S(name="shoalfind", team="导览组 Guide (潜水员)", description_zh="展区与物种检索",
           description_en="exhibit and species search", depends_on=("scalvue",)),
        _S(name="scalvue", kind="elasticsearch", team="导览组 Guide (潜水员)", description_zh="展区检索集群",
           description_en="exhibit search cluster"),
    ),
    incidents=(
        IncidentSpec(id="walvetta-cert-expired", kind="certificate", service="memborq", origin="walvetta",
                     start=_at(4, 19, 15), end=_at(4, 20, 40), error_rate=2, error_code="WQV-4951",
                     upstream=("gatrowl",), upstream_code="GQW-5042"),
        IncidentSpec(id="tixvorl-bad-deploy", kind="deploy", service="tixvorl", start=_at(4, 21, 10),
                     end=_at(4, 21, 48), error_rate=4, error_code="TQV-5007", version="5.8.0",
                     previous_version="5.7.3", upstream=("gatrowl",), upstream_code="GQW-5003",
                     order_failure_share=0.3, order_status="CHECKOUT_CRASHED"),
        IncidentSpec(id="pagorrik-blip", kind="blip", service="pagorrik", start=_at(5, 9, 20), end=_at(5, 9, 34),
                     error_rate=0, warn_code="PQG-W14", alert_severity="warning"),
        IncidentSpec(id="loambix-lock-wait", kind="database", flavor="lock_wait", service="tixvorl",
                     origin="loambix", start=_at(5, 9, 38), end=_at(5, 10, 25), error_rate=3,
                     error_code="TQV-5311", warn_code="LQX-W21", upstream=("gatrowl",), upstream_code="GQW-5031",
                     order_failure_share=0.4, order_status="HOLD_LOCKED_OUT"),
        IncidentSpec(id="vornbell-evictions", kind="cache", service="slotmerk", origin="vornbell",
                     start=_at(5, 14, 5), end=_at(5, 15, 10), error_rate=4, error_code="SJX-4408",
                     warn_code="VQB-W02", upstream=("tixvorl", "gatrowl"), upstream_code="TQV-5044",
                     order_failure_share=0.35, order_status="SLOT_UNSEALED"),
        IncidentSpec(id="memborq-rollout", kind="deploy", service="memborq", start=_at(5, 14, 22),
                     end=_at(5, 14, 31), version="3.2.0", previous_version="3.1.4", rollout_ok=True, error_rate=0),
        IncidentSpec(id="quillrest-evictions", kind="cache", service="memborq", origin="quillrest",
                     start=_at(5, 14, 40), error_rate=3, error_code="MQB-4409", warn_code="QRZ-W03",
                     upstream=("gatrowl",), upstream_code="GQW-5046"),
        IncidentSpec(id="showcall-backlog", kind="queue", service="rotafin", origin="brinequay",
                     start=_at(5, 16, 48), error_rate=2, error_code="RQF-3012", warn_code="RQF-W31",
                     topic="showcall.pings", alert_severity="warning"),
    ),
)
