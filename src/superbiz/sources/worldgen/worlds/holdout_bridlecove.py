"""Held-out world ``bridlecove``: a horse-riding stable (lesson booking, pony rides, livery billing for boarded
horses) in Indian/Mahe (UTC+04:00, no daylight time). Bills ``MHQ-40217KD``, riders ``jky_48213``, trace ids
``cvt`` + 14 hex digits. Teams: 平台组 Platform, 课程组 Lessons, 马房组 Livery, 小马组 Ponies, 兽医组 Vet
(and 外部 External for the payment partner).

"Now" is 2026-10-15 12:40 local (08:40 UTC); the data starts 32 hours earlier, 2026-10-14 04:40 local.

Incidents (local times):

* yesterday 18:42–19:07: hay-rick cache storm — hayrix-redis evictions behind poniqo (pony-ride tickets), its
  caller trivetta-gw fails too (resolved);
* yesterday 21:16–21:39: bad deploy of poniqo 4.2.0 (from 4.1.3), rolled back at 21:39;
* today 06:27–06:41: WARN-only latency blip of the payment partner stirpalo (no errors; not the cause of 08:04);
* today 08:04–08:46: stirpalo's TLS certificate expired — lyvrix (livery billing) fails its handshakes, bills
  fail ``CHARGE_BOUNCED``; from 08:24 lyvrix also slows down (WARN) and bills are ``HELD_UNPAID`` instead
  (the generator's one-status-per-window rule: a second, overlapping lyvrix window carries the second status);
* today 10:51–10:56: clean rollout of canterlo 3.8.0 (from 3.7.5) — a tempting false cause, nothing failed;
* today 11:02–11:25: connection-pool exhaustion three hops below the riders: slotmere-pg (origin) → arenzo (arena
  slot scheduler, pool 40/40) → canterlo (lesson booking) → trivetta-gw; bills fail ``SLOT_VOIDED``;
* today 12:06–now: stall-notice backlog — mucklepost falls behind on topic ``lyvrix.stallnotes`` (ongoing).

Healthy: rostrela (instructor roster), groomora (horse health records), manedex-es, tackvault-my; the whole 兽医组
Vet team is healthy.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Indian/Mahe")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec
_PLATFORM = "平台组 Platform"
_LESSONS = "课程组 Lessons"
_LIVERY = "马房组 Livery"
_PONIES = "小马组 Ponies"
_VET = "兽医组 Vet"

SPEC = WorldSpec(
    name="bridlecove",
    title="Bridlecove riding stables",
    seed=61829,
    timezone="Indian/Mahe",
    anchor=_at(15, 12, 40),
    hours=32,
    ids=IdFormats(order="MHQ-{num:5}{alpha:2}", user="jky_{num:5}", trace="cvt{hex:14}"),
    order_service="lyvrix",
    orders_per_hour=34,
    order_statuses=("STABLED", "SETTLED", "SETTLED", "ON_ACCOUNT"),
    vocab=Vocabulary(cache_alert="StallCacheThin", latency_alert="GaitSlowdown", error_alert="FalterRateHigh",
                     db_alert="PaddockQuerySlug", pool_alert="TetherPoolFull", lag_alert="NotePileGrowing",
                     tls_alert="SaddleCertLapsed"),
    services=(
        _S(name="trivetta-gw", team=_PLATFORM, description_zh="马场统一入口网关", description_en="stable front gateway",
           depends_on=("canterlo", "poniqo", "lyvrix", "groomora")),
        _S(name="canterlo", team=_LESSONS, description_zh="骑术课程预约", description_en="riding lesson booking",
           depends_on=("arenzo", "rostrela")),
        _S(name="arenzo", team=_LESSONS, description_zh="场地时段排班", description_en="arena slot scheduler",
           depends_on=("slotmere-pg",)),
        _S(name="slotmere-pg", kind="postgres", team=_LESSONS, description_zh="场地时段数据库 (PostgreSQL)",
           description_en="arena slot database"),
        _S(name="rostrela", team=_LESSONS, description_zh="教练排班表", description_en="instructor roster"),
        _S(name="lyvrix", team=_LIVERY, description_zh="寄养马匹账单 (马房月费)",
           description_en="livery billing for boarded horses",
           depends_on=("stirpalo", "tackvault-my", "fodderbus")),
        _S(name="stirpalo", kind="external", team="外部 External", description_zh="外部支付合作方",
           description_en="external payment partner"),
        _S(name="tackvault-my", kind="mysql", team=_LIVERY, description_zh="账单数据库 (MySQL)",
           description_en="billing database"),
        _S(name="mucklepost", team=_LIVERY, description_zh="马房通知发送", description_en="stall notice sender",
           depends_on=("fodderbus",)),
        _S(name="fodderbus", kind="kafka", team=_PLATFORM, description_zh="通知消息队列 (Kafka)",
           description_en="notice message queue"),
        _S(name="poniqo", team=_PONIES, description_zh="小马骑乘票务", description_en="pony ride tickets",
           depends_on=("hayrix-redis",)),
        _S(name="hayrix-redis", kind="redis", team=_PONIES, description_zh="小马场次缓存 (Redis)",
           description_en="pony ride session cache"),
        _S(name="groomora", team=_VET, description_zh="马匹健康档案", description_en="horse health records",
           depends_on=("manedex-es",)),
        _S(name="manedex-es", kind="elasticsearch", team=_VET, description_zh="马匹档案搜索 (Elasticsearch)",
           description_en="horse record search"),
    ),
    incidents=(
        IncidentSpec(id="hayrick-storm", kind="cache", service="poniqo", origin="hayrix-redis",
                     start=_at(14, 18, 42), end=_at(14, 19, 7), error_rate=3, error_code="PNQO-4417",
                     warn_code="HAYX-W61", upstream=("trivetta-gw",), upstream_code="TRVG-5044"),
        IncidentSpec(id="poniqo-deploy", kind="deploy", service="poniqo", start=_at(14, 21, 16),
                     end=_at(14, 21, 39), error_rate=4, error_code="PNQO-5090", version="4.2.0",
                     previous_version="4.1.3"),
        IncidentSpec(id="stirpalo-blip", kind="blip", service="stirpalo", start=_at(15, 6, 27), end=_at(15, 6, 41),
                     error_rate=0, warn_code="SPLO-W18", alert_severity="warning"),
        # the second half of the certificate window: same code, the bills are held instead of bounced
        IncidentSpec(id="lyvrix-hold", kind="blip", service="lyvrix", start=_at(15, 8, 24), end=_at(15, 8, 46),
                     error_rate=0, warn_code="LYVX-W04", error_code="LYVX-6013", alert_severity="warning",
                     order_failure_share=0.6, order_status="HELD_UNPAID"),
        IncidentSpec(id="stirpalo-cert", kind="certificate", service="lyvrix", origin="stirpalo",
                     start=_at(15, 8, 4), end=_at(15, 8, 46), error_rate=3, error_code="LYVX-6013",
                     upstream=("trivetta-gw",), upstream_code="TRVG-5026",
                     order_failure_share=0.6, order_status="CHARGE_BOUNCED"),
        IncidentSpec(id="canterlo-rollout", kind="deploy", service="canterlo", start=_at(15, 10, 51),
                     end=_at(15, 10, 56), version="3.8.0", previous_version="3.7.5", rollout_ok=True),
        IncidentSpec(id="slotmere-pool", kind="database", flavor="pool", service="arenzo", origin="slotmere-pg",
                     start=_at(15, 11, 2), end=_at(15, 11, 25), error_rate=4, error_code="ARZO-5127",
                     warn_code="SLMR-W33", upstream=("canterlo", "trivetta-gw"), upstream_code="CNLO-5032",
                     order_failure_share=0.5, order_status="SLOT_VOIDED"),
        IncidentSpec(id="stallnote-backlog", kind="queue", service="mucklepost", origin="fodderbus",
                     start=_at(15, 12, 6), error_rate=2, error_code="MKP-3306", warn_code="MKP-W27",
                     topic="lyvrix.stallnotes", alert_severity="warning"),
    ),
)
