"""Held-out world ``pinhall``: a pinball and arcade hall chain (game credits, prize-ticket redemption, machine
telemetry) in Indian/Christmas (UTC+07:00). "Now" is 2026-11-14 23:50 local (16:50 UTC): today is almost over,
so "tonight" and "today" overlap. The data starts 2026-11-13 17:50 local (30 hours). Credit transaction ids look
like ``ph#0413-a7f`` (a hash, lower case), players ``u482.9fa0``, trace ids ``ph`` + 14 lower-case hex.

Incidents (local time, 2026-11-14 unless said):
- 2026-11-13 21:20-22:05 (last night): lock waits on grellbase (prize stock PostgreSQL) behind stockwen, callers
  prizdok fail too (resolved).
- 13:10-13:45: eviction storm on blimkeep (wallet balance Redis) behind kredlo (credit wallet); zorbit-app fails
  too; credit transactions fail with WALLET_HUNG (resolved).
- 17:20-17:34: a WARN-only latency blip on scorvane (high-score leaderboard) (resolved).
- 19:00-19:20 and 22:30-22:50: plunkmeter (machine telemetry collector) logs errors in two waves (frames topic
  ``pulsr.frames`` falling behind) (both resolved).
- 20:08-20:12: a clean rollout of stockwen 2.7.1 (no errors): a tempting false cause of the next one.
- 20:15-21:40: prize-redemption queue backlog: tikmora (redemption fulfilment worker) behind qombrik (Kafka, topic
  ``tikq.claims``); prizdok callers fail too (resolved).
- 22:00-now: the card top-up payment partner paqvel's certificate expired (notAfter 22:00), still expired: topzu
  fails its TLS handshakes, kredlo fails its top-ups; credit transactions fail with TOPUP_VOID (until 23:05).
- 23:05-now: bad deploy of kredlo 4.12.0 (from 4.11.3), not rolled back, still failing; zorbit-app fails too;
  credit transactions fail with CREDIT_STUCK (from 23:05 every failing transaction is this one's).
Healthy: vontrel (wallet ledger MySQL), jotfluxe (telemetry Elasticsearch), memvoxa (member profiles).

The generator has no "service without alert rules": plunkmeter's two waves are queue incidents and do raise
warning-level lag alerts.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Indian/Christmas")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="pinhall",
    title="Pinhall arcade halls",
    seed=71324,
    timezone="Indian/Christmas",
    anchor=_at(14, 23, 50),
    hours=30,
    ids=IdFormats(order="ph#{num:4}-{hex:3}", user="u{num:3}.{hex:4}", trace="ph{hex:14}"),
    order_service="kredlo",
    orders_per_hour=40,
    order_statuses=("CREDITED", "CREDITED", "PLAYED", "BONUSED"),
    vocab=Vocabulary(latency="tilt_p99_ms", error_alert="ErrorTiltAlarm", latency_alert="TailLatencyTilt",
                     cache_alert="KeyspaceSagging", db_alert="QueryCrawl", pool_alert="PoolBrimming",
                     lag_alert="QueueBulging", tls_alert="CertHandshakeSour"),
    services=(
        _S(name="zorbit-app", team="会员App组 FloorApp", description_zh="会员App后端（玩家扫码、余额、兑奖入口）",
           description_en="member app backend (player scan-in, balance, prize entry)",
           depends_on=("kredlo", "prizdok", "scorvane", "memvoxa")),
        _S(name="kredlo", team="钱包组 Wallet", description_zh="游戏币钱包（投币扣费、充值入账）",
           description_en="game credit wallet (credit charges, top-up posting)",
           depends_on=("blimkeep", "vontrel", "topzu")),
        _S(name="blimkeep", kind="redis", team="钱包组 Wallet", description_zh="钱包余额缓存 (Redis)",
           description_en="wallet balance cache"),
        _S(name="vontrel", kind="mysql", team="DBA", description_zh="钱包账本库 (MySQL)",
           description_en="wallet ledger database"),
        _S(name="topzu", team="支付组 Payments", description_zh="储值卡充值网关",
           description_en="card top-up gateway", depends_on=("paqvel",)),
        _S(name="paqvel", kind="external", team="外部 External", description_zh="外部充值支付合作方",
           description_en="card top-up payment partner"),
        _S(name="prizdok", team="兑奖组 Prizes", description_zh="奖票兑奖接口",
           description_en="prize-ticket redemption API", depends_on=("stockwen", "tikmora")),
        _S(name="tikmora", team="兑奖组 Prizes", description_zh="兑奖出货处理（消费兑奖队列）",
           description_en="redemption fulfilment worker", depends_on=("qombrik",)),
        _S(name="qombrik", kind="kafka", team="基础设施组 Infra", description_zh="兑奖消息队列 (Kafka)",
           description_en="redemption message queue"),
        _S(name="stockwen", team="兑奖组 Prizes", description_zh="奖品库存服务",
           description_en="prize stock service", depends_on=("grellbase",)),
        _S(name="grellbase", kind="postgres", team="DBA", description_zh="奖品库存库 (PostgreSQL)",
           description_en="prize stock database"),
        _S(name="scorvane", team="玩法组 Games", description_zh="高分排行榜", description_en="high-score leaderboard"),
        _S(name="plunkmeter", team="机台组 Machines", description_zh="机台遥测采集（弹珠台/街机心跳与计数）",
           description_en="machine telemetry collector (pinball and arcade cabinet heartbeats, counters)",
           depends_on=("jotfluxe",)),
        _S(name="jotfluxe", kind="elasticsearch", team="机台组 Machines", description_zh="机台遥测存储 (Elasticsearch)",
           description_en="machine telemetry store"),
        _S(name="memvoxa", team="会员App组 FloorApp", description_zh="会员资料", description_en="member profiles"),
    ),
    incidents=(
        IncidentSpec(id="grellbase-locks", kind="database", flavor="lock_wait", service="stockwen",
                     origin="grellbase", start=_at(13, 21, 20), end=_at(13, 22, 5), error_rate=3,
                     error_code="SKW-5309", warn_code="GRB-W44", upstream=("prizdok",), upstream_code="PZD-5030"),
        IncidentSpec(id="blimkeep-evictions", kind="cache", service="kredlo", origin="blimkeep", start=_at(14, 13, 10),
                     end=_at(14, 13, 45), error_rate=3, error_code="KLO-4302", warn_code="BLK-W17",
                     upstream=("zorbit-app",), upstream_code="ZRB-5041", order_failure_share=0.5,
                     order_status="WALLET_HUNG"),
        IncidentSpec(id="scorvane-blip", kind="blip", service="scorvane", start=_at(14, 17, 20), end=_at(14, 17, 34),
                     error_rate=0, warn_code="SVN-W08", alert_severity="warning"),
        IncidentSpec(id="plunkmeter-wave-1", kind="queue", service="plunkmeter", start=_at(14, 19, 0),
                     end=_at(14, 19, 20), error_rate=2, error_code="PLM-3007", warn_code="PLM-W12",
                     topic="pulsr.frames", alert_severity="warning"),
        IncidentSpec(id="stockwen-rollout", kind="deploy", service="stockwen", start=_at(14, 20, 8),
                     end=_at(14, 20, 12), version="2.7.1", previous_version="2.7.0", rollout_ok=True),
        IncidentSpec(id="redeem-backlog", kind="queue", service="tikmora", origin="qombrik", start=_at(14, 20, 15),
                     end=_at(14, 21, 40), error_rate=2, error_code="TQX-3011", warn_code="TQX-W29",
                     topic="tikq.claims", upstream=("prizdok",), upstream_code="PZD-5044"),
        IncidentSpec(id="plunkmeter-wave-2", kind="queue", service="plunkmeter", start=_at(14, 22, 30),
                     end=_at(14, 22, 50), error_rate=2, error_code="PLM-3007", warn_code="PLM-W12",
                     topic="pulsr.frames", alert_severity="warning"),
        IncidentSpec(id="kredlo-deploy", kind="deploy", service="kredlo", start=_at(14, 23, 5), error_rate=4,
                     error_code="KLO-5120", version="4.12.0", previous_version="4.11.3", upstream=("zorbit-app",),
                     upstream_code="ZRB-5002", order_failure_share=0.5, order_status="CREDIT_STUCK"),
        IncidentSpec(id="paqvel-cert", kind="certificate", service="topzu", origin="paqvel", start=_at(14, 22, 0),
                     error_rate=3, error_code="TPZ-4950", upstream=("kredlo",), upstream_code="KLO-5023",
                     order_failure_share=0.6, order_status="TOPUP_VOID"),
    ),
)
