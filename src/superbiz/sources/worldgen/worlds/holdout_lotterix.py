"""Held-out world ``lotterix``: a national lottery (retail ticket terminals, the online ticket app, the draw engine,
prize payouts, results publishing) in America/Grand_Turk (UTC-05:00 in November; ticket ids ``KQT-123456N``,
players ``gmbr1234567``, trace ids ``xqz`` + 8 hex + ``_`` + 8 hex).

"Now" is 2026-11-27 (Friday) 20:20 local (2026-11-28 01:20 UTC); the data starts 2026-11-26 08:20 local (36 h).
Tonight's draw was at 20:00 local.

Incidents (local times):
- 2026-11-26 21:35-22:05: a bad deploy of winchek (winning-ticket check) 4.13.0 (from 4.12.6), rolled back at
  22:05; zentigate (gateway) errors as its caller.
- 2026-11-27 03:40-05:15: the bank partner banqor's TLS certificate expired; cashwell (prize payouts) failed its
  handshakes until a renewed certificate arrived (resolved).
- 2026-11-27 13:05-13:50: an eviction storm on tokvault (Redis) behind betslipr (bet slips); kinotap (online app)
  and zentigate (gateway) fail as callers (three hops: zentigate -> kinotap -> betslipr -> tokvault); tickets
  created meanwhile partly end STAKE_TIMEOUT.
- 2026-11-27 16:10-16:24: a warnings-only latency blip on drawmancer (draw engine).
- 2026-11-27 19:45-19:52: a clean rollout of resulvo (results publisher) 2.9.0 (from 2.8.3): no errors, no alerts
  (a tempting false cause, just before the pool exhaustion).
- 2026-11-27 19:50-20:05: the ticket-sales database salevra-db (MySQL) ran out of connections: both terminova
  (retail terminals) and kinotap (online app) fail with the same code LTX-7403 (terminals at a higher rate);
  tickets created meanwhile partly end SALE_VOIDED.
- 2026-11-27 20:05-now: a prize-claim backlog on cashwell (topic przloop.claims on the Kafka przloop), still
  growing at 20:20; tickets created meanwhile partly end CLAIM_DEFERRED.

Healthy: resulvo (only its rollout lines), ledgrum, drawbus, rngquor (external, no data of its own); stubnoria
(the ticket ledger) logs the failed tickets only.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Grand_Turk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lotterix",
    title="Lotterix national lottery",
    seed=72931,
    timezone="America/Grand_Turk",
    anchor=_at(27, 20, 20),
    hours=36,
    ids=IdFormats(order="KQT-{num:6}{alpha:1}", user="gmbr{num:7}", trace="xqz{hex:8}_{hex:8}"),
    order_service="stubnoria",
    orders_per_hour=64,
    order_statuses=("STAKED", "STAKED", "STAKED", "DRAWN_LOST", "WON_PAID"),
    vocab=Vocabulary(latency="resp_p99_millis", error_ratio="failed_call_share", pool_in_use="dbconn_busy",
                     pool_size="dbconn_max", consumer_lag="claims_unconsumed",
                     cache_alert="CacheHitsWilting", latency_alert="TailLatencyOverrun", error_alert="FaultRatioClimb",
                     db_alert="QueryDragAlarm", pool_alert="PoolSlotsDrained", lag_alert="BacklogSwelling",
                     tls_alert="CertHandshakeBroken"),
    services=(
        _S(name="zentigate", team="平台组 Platform", description_zh="对外接入网关", description_en="public API gateway",
           depends_on=("kinotap", "winchek", "resulvo")),
        _S(name="kinotap", team="线上彩票组 eLotto", description_zh="在线购彩 App 后端",
           description_en="online ticket app backend", depends_on=("salevra-db", "betslipr", "stubnoria")),
        _S(name="terminova", team="零售终端组 Retail", description_zh="零售投注终端售票服务",
           description_en="retail terminal ticket sales", depends_on=("salevra-db", "stubnoria")),
        _S(name="salevra-db", kind="mysql", team="DBA", description_zh="售票数据库 (MySQL)",
           description_en="ticket-sales database"),
        _S(name="betslipr", team="线上彩票组 eLotto", description_zh="投注单服务", description_en="bet slip service",
           depends_on=("tokvault",)),
        _S(name="tokvault", kind="redis", team="线上彩票组 eLotto", description_zh="投注单缓存 (Redis)",
           description_en="bet slip cache"),
        _S(name="stubnoria", team="票务组 Tickets", description_zh="彩票票据登记中心", description_en="ticket ledger",
           depends_on=("ledgrum",)),
        _S(name="ledgrum", kind="postgres", team="票务组 Tickets", description_zh="票据库 (PostgreSQL)",
           description_en="ticket ledger database"),
        _S(name="drawmancer", team="开奖组 Draw", description_zh="开奖引擎", description_en="draw engine",
           depends_on=("rngquor", "drawbus")),
        _S(name="rngquor", kind="external", team="外部 External", description_zh="外部认证随机数服务",
           description_en="certified random number partner"),
        _S(name="drawbus", kind="kafka", team="开奖组 Draw", description_zh="开奖事件队列 (Kafka)",
           description_en="draw event queue"),
        _S(name="resulvo", team="开奖组 Draw", description_zh="开奖结果发布服务", description_en="results publisher",
           depends_on=("drawbus",)),
        _S(name="cashwell", team="兑奖组 Payouts", description_zh="兑奖派奖服务", description_en="prize payout service",
           depends_on=("przloop", "banqor")),
        _S(name="przloop", kind="kafka", team="兑奖组 Payouts", description_zh="兑奖申请队列 (Kafka)",
           description_en="prize claim queue"),
        _S(name="banqor", kind="external", team="外部 External", description_zh="外部合作银行 (派奖打款)",
           description_en="partner bank (prize transfers)"),
        _S(name="winchek", team="票务组 Tickets", description_zh="中奖查询服务", description_en="winning-ticket check",
           depends_on=("ledgrum",)),
    ),
    incidents=(
        IncidentSpec(id="winchek-deploy", kind="deploy", service="winchek", start=_at(26, 21, 35), end=_at(26, 22, 5),
                     error_rate=4, error_code="WCK-5008", version="4.13.0", previous_version="4.12.6",
                     upstream=("zentigate",), upstream_code="ZTG-5051"),
        IncidentSpec(id="banqor-cert", kind="certificate", service="cashwell", origin="banqor", start=_at(27, 3, 40),
                     end=_at(27, 5, 15), error_rate=2, error_code="CSW-6621"),
        IncidentSpec(id="tokvault-evictions", kind="cache", service="betslipr", origin="tokvault",
                     start=_at(27, 13, 5), end=_at(27, 13, 50), error_rate=3, error_code="SLP-5040",
                     warn_code="TKV-W08", upstream=("kinotap", "zentigate"), upstream_code="KNT-4471",
                     order_failure_share=0.5, order_status="STAKE_TIMEOUT"),
        IncidentSpec(id="drawmancer-blip", kind="blip", service="drawmancer", start=_at(27, 16, 10),
                     end=_at(27, 16, 24), error_rate=0, warn_code="DMX-W05", alert_severity="warning"),
        IncidentSpec(id="resulvo-rollout", kind="deploy", service="resulvo", start=_at(27, 19, 45),
                     end=_at(27, 19, 52), error_rate=0, version="2.9.0", previous_version="2.8.3", rollout_ok=True),
        IncidentSpec(id="salevra-pool-terminals", kind="database", flavor="pool", service="terminova",
                     origin="salevra-db", start=_at(27, 19, 50), end=_at(27, 20, 5), error_rate=5,
                     error_code="LTX-7403", warn_code="SLVR-W11", order_failure_share=0.7,
                     order_status="SALE_VOIDED"),
        IncidentSpec(id="salevra-pool-app", kind="database", flavor="pool", service="kinotap", origin="salevra-db",
                     start=_at(27, 19, 50), end=_at(27, 20, 5), error_rate=2, error_code="LTX-7403",
                     warn_code="SLVR-W11"),
        IncidentSpec(id="przloop-backlog", kind="queue", service="cashwell", origin="przloop", start=_at(27, 20, 5),
                     error_rate=2, error_code="CSW-3302", warn_code="CSW-W19", topic="przloop.claims",
                     order_failure_share=0.5, order_status="CLAIM_DEFERRED"),
    ),
)
