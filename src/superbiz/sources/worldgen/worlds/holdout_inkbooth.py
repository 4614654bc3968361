"""Held-out world ``inkbooth``: a tattoo studio booking platform (artist calendars, booking deposits, design
uploads, aftercare reminders) in Pacific/Tarawa (UTC+12:00, no daylight time; "now" is 15:50 local on 6 December =
03:50 UTC on 6 December; the local day began at 12:00 UTC on 5 December; the data span 34 hours, from 05:50 local
on 5 December). Booking records ``TTB-4417-QKZ`` (made by the clients' booking app inkpal), clients
``tc-QK4417``, trace ids ``ibk`` + 16 hex digits.

Incidents (local times):

- the deposit database depositra-pg's connection pool exhausted under the booking deposit service depositra
  TWICE with one cause, 13:10-13:35 and again 14:40-15:05 (both resolved), two hops below the clients' booking
  app (chain inkpal -> depositra -> depositra-pg); failed deposits as records both times, status
  ``DEPOSIT_FAILED`` (inkpal logs them with its code ``INK-5034``);
- a clean rollout of the design upload service stencilry 4.2.0 at 14:35-14:41 (``rollout_ok``; a tempting false
  cause five minutes before the second pool episode);
- a consumer backlog of the aftercare reminder service healmate on the queue healmate-kafka (topic
  ``aftercare.reminders``) since 15:20, still going on at "now"; failed reminders as records, status
  ``CARE_UNSENT``;
- the card-tokenizer partner tokinko's certificate expired yesterday 20:00-20:20, logged only by its caller, the
  card tokenization gateway cardlocket (the partner logs nothing);
- a WARN-only latency blip of the artist calendar sync artichron at 11:00-11:12 today.

Healthy: the artist calendar service slotweave and its database slotweave-mysql, the design search index
stencilry-es, the SMS and push sender buzzlet, the studio front-desk console studiodesk, the artist payout
reconciliation tallyink (it reads depositra-pg too, but its own pool was never exhausted); stencilry itself logs
no WARN or ERROR (its rollout went fine).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Tarawa")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="inkbooth",
    title="Inkbooth tattoo studio booking platform",
    seed=73516,
    timezone="Pacific/Tarawa",
    anchor=_at(6, 15, 50),
    hours=34,
    ids=IdFormats(order="TTB-{num:4}-{alpha:3}", user="tc-{alpha:2}{num:4}", trace="ibk{hex:16}"),
    order_service="inkpal",
    orders_per_hour=36,
    order_statuses=("BOOKED", "DEPOSIT_HELD", "DEPOSIT_HELD", "SESSION_DONE"),
    vocab=Vocabulary(request_rate="ink_req_rate", latency="ink_p99_latency_ms", error_ratio="ink_err_share",
                     hit_ratio="ink_cache_hits", evictions="ink_cache_evictions", query_latency="ink_sql_p99_ms",
                     lock_waits="ink_row_lock_waits", pool_in_use="ink_db_conns_busy",
                     pool_size="ink_db_conns_max", consumer_lag="reminders_unconsumed",
                     tls_days="tokenizer_cert_days_left", tls_failures="tokenizer_tls_errors_ps",
                     cache_alert="InkCacheHitsDropped", latency_alert="InkP99Slow", error_alert="InkErrShareHigh",
                     db_alert="InkSqlSlow", pool_alert="InkDbConnsMaxed", lag_alert="AftercareRemindersPiling",
                     tls_alert="TokenizerTlsExpired"),
    services=(
        _S(name="inkpal", team="客户端组 Client App", description_zh="客户预约App (顾客预约纹身、付定金)",
           description_en="clients' booking app",
           depends_on=("slotweave", "depositra", "stencilry", "healmate")),
        _S(name="slotweave", team="排期组 Scheduling", description_zh="纹身师排期服务",
           description_en="artist calendar service", depends_on=("slotweave-mysql",)),
        _S(name="slotweave-mysql", kind="mysql", team="排期组 Scheduling", description_zh="排期数据库 (MySQL)",
           description_en="artist calendar database"),
        _S(name="artichron", team="排期组 Scheduling", description_zh="纹身师日历同步",
           description_en="artist calendar sync", depends_on=("slotweave-mysql",)),
        _S(name="depositra", team="定金支付组 Deposits", description_zh="预约定金服务",
           description_en="booking deposit service", depends_on=("depositra-pg", "cardlocket")),
        _S(name="depositra-pg", kind="postgres", team="定金支付组 Deposits", description_zh="定金数据库 (PostgreSQL)",
           description_en="deposit database"),
        _S(name="cardlocket", team="定金支付组 Deposits", description_zh="银行卡令牌化网关",
           description_en="card tokenization gateway", depends_on=("tokinko",)),
        _S(name="tokinko", kind="external", team="外部 External", description_zh="银行卡令牌化合作方",
           description_en="card-tokenizer partner"),
        _S(name="stencilry", team="图稿组 Designs", description_zh="图稿上传服务",
           description_en="design upload service", depends_on=("stencilry-es",)),
        _S(name="stencilry-es", kind="elasticsearch", team="图稿组 Designs",
           description_zh="图稿检索索引 (Elasticsearch)", description_en="design search index"),
        _S(name="healmate", team="护理提醒组 Aftercare", description_zh="护理提醒服务 (读提醒队列)",
           description_en="aftercare reminder service", depends_on=("healmate-kafka", "buzzlet")),
        _S(name="healmate-kafka", kind="kafka", team="护理提醒组 Aftercare", description_zh="护理提醒队列 (Kafka)",
           description_en="aftercare reminder queue"),
        _S(name="buzzlet", team="消息组 Messaging", description_zh="短信与推送发送",
           description_en="SMS and push sender"),
        _S(name="studiodesk", team="门店组 Studio Ops", description_zh="门店前台管理台",
           description_en="studio front-desk console", depends_on=("slotweave", "buzzlet")),
        _S(name="tallyink", team="财务组 Finance", description_zh="纹身师分账对账",
           description_en="artist payout reconciliation", depends_on=("depositra-pg",)),
    ),
    incidents=(
        IncidentSpec(id="deposit-pool-first", kind="database", flavor="pool", service="depositra",
                     origin="depositra-pg", start=_at(6, 13, 10), end=_at(6, 13, 35), error_rate=3,
                     error_code="DPX-5120", warn_code="DPG-W33", upstream=("inkpal",), upstream_code="INK-5034",
                     order_failure_share=0.5, order_status="DEPOSIT_FAILED"),
        IncidentSpec(id="stencilry-rollout", kind="deploy", service="stencilry", start=_at(6, 14, 35),
                     end=_at(6, 14, 41), version="4.2.0", previous_version="4.1.3", rollout_ok=True),
        IncidentSpec(id="deposit-pool-second", kind="database", flavor="pool", service="depositra",
                     origin="depositra-pg", start=_at(6, 14, 40), end=_at(6, 15, 5), error_rate=3,
                     error_code="DPX-5120", warn_code="DPG-W33", upstream=("inkpal",), upstream_code="INK-5034",
                     order_failure_share=0.5, order_status="DEPOSIT_FAILED"),
        IncidentSpec(id="aftercare-backlog", kind="queue", service="healmate", origin="healmate-kafka",
                     start=_at(6, 15, 20), error_rate=2, error_code="HLM-4081", warn_code="HLM-W12",
                     topic="aftercare.reminders", order_failure_share=0.4, order_status="CARE_UNSENT"),
        IncidentSpec(id="tokinko-certificate", kind="certificate", service="cardlocket", origin="tokinko",
                     start=_at(5, 20, 0), end=_at(5, 20, 20), error_rate=2, error_code="CLK-4950"),
        IncidentSpec(id="artichron-blip", kind="blip", service="artichron", start=_at(6, 11, 0),
                     end=_at(6, 11, 12), error_rate=0, warn_code="ACH-W05", alert_severity="warning"),
    ),
)
