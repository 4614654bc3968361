"""Held-out world ``lendkit``: a community tool-lending library (tool loans, reservations, deposits, late-return
reminders) in America/Rankin_Inlet (CST, UTC-6 in December). Loan ids carry a check digit (``TLN-004217-6``),
member numbers ``MBQ123456``, trace ids ``lkt1a2b3-0f1e2d3c4b5``.

"Now" is 2026-12-10 15:20 local (21:20 UTC); the data starts 36 hours earlier, 2026-12-09 03:20 local.

Incidents (local times):

* yesterday 17:10-17:55: member-cache eviction storm on membo-redis behind membrix-svc (callers: borrowa-app);
  resolved.
* yesterday 19:30-20:05: bad deploy of stokta-svc 2.14.0 (from 2.13.4), rolled back; loanvik-svc calls fail and
  loans end ``TOOL_LOCKOUT``.
* yesterday 22:00 - today 08:15: the deposit partner depozo-pay's certificate expired (notAfter yesterday 22:00
  local) and was renewed at 08:15: deposix-svc TLS handshakes fail, loanvik-svc calls fail, loans end
  ``DEPOSIT_UNCAPTURED``; resolved. Chain: borrowa-app -> loanvik-svc -> deposix-svc -> depozo-pay.
* today 09:05-09:21: a warnings-only latency blip on reparo-svc (no ERROR lines).
* today 10:00-11:30: slow queries on the catalogue Elasticsearch toolfind-es under findoro-search (callers:
  borrowa-app); resolved.
* today 12:50-12:58: a clean rollout of loanvik-svc 5.2.0 (from 5.1.7): start and completion lines only (a
  tempting false cause of the pool exhaustion minutes later).
* today 13:05-13:35: MySQL lendmy-db connection pool exhausted under two callers with different codes:
  loanvik-svc (``LNV-5301``, loans end ``CHECKOUT_ABORTED``) and resvo-svc (``RVQ-5302``); resolved.
* today 14:40 - now: reminder backlog on the Kafka topic ``overdue.nudge`` (remindq-kafka) in nudgr-worker;
  ongoing.

Healthy: mailbeak-gw, ledgro-pg, holdz-redis (nothing touches them).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Rankin_Inlet")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lendkit",
    title="Lendkit tool library",
    seed=73311,
    timezone="America/Rankin_Inlet",
    anchor=_at(10, 15, 20),
    hours=36,
    ids=IdFormats(order="TLN-{seq:6}-{num:1}", user="MBQ{num:6}", trace="lkt{hex:5}-{hex:11}"),
    order_service="loanvik-svc",
    orders_per_hour=30,
    order_statuses=("LENT_OUT", "RETURNED_OK", "RETURNED_OK", "PICKUP_PENDING"),
    vocab=Vocabulary(latency="resp_p99_ms", cache_alert="MembHitDip", latency_alert="P99Overrun",
                     error_alert="ErrSpendFast", db_alert="EsQueryDrag", pool_alert="ConnTapOut",
                     lag_alert="LagPileup", tls_alert="TlsShakeBroken"),
    services=(
        _S(name="borrowa-app", team="前端组 App", description_zh="会员借用 App 后端 (借工具、预约、查目录)",
           description_en="member lending app backend",
           depends_on=("findoro-search", "loanvik-svc", "resvo-svc", "membrix-svc")),
        _S(name="findoro-search", team="搜索组 Search", description_zh="工具目录搜索",
           description_en="tool catalogue search", depends_on=("toolfind-es",)),
        _S(name="toolfind-es", kind="elasticsearch", team="搜索组 Search",
           description_zh="工具目录索引 (Elasticsearch)", description_en="catalogue search index"),
        _S(name="loanvik-svc", team="借还组 Circulation", description_zh="工具借还服务 (借出、归还)",
           description_en="tool loans service (checkout and return)",
           depends_on=("lendmy-db", "deposix-svc", "stokta-svc", "membrix-svc")),
        _S(name="resvo-svc", team="预约组 Holds", description_zh="工具预约服务", description_en="tool reservations",
           depends_on=("lendmy-db", "holdz-redis")),
        _S(name="lendmy-db", kind="mysql", team="DBA", description_zh="借还主库 (MySQL)",
           description_en="loans and reservations database"),
        _S(name="holdz-redis", kind="redis", team="预约组 Holds", description_zh="预约排队缓存 (Redis)",
           description_en="reservation queue cache"),
        _S(name="deposix-svc", team="押金组 Deposits", description_zh="押金预授权与退还",
           description_en="deposit hold and refund service", depends_on=("depozo-pay", "ledgro-pg")),
        _S(name="depozo-pay", kind="external", team="外部 External", description_zh="押金支付合作方",
           description_en="deposit payment partner"),
        _S(name="ledgro-pg", kind="postgres", team="押金组 Deposits", description_zh="押金台账库 (PostgreSQL)",
           description_en="deposit ledger database"),
        _S(name="stokta-svc", team="库存组 Inventory", description_zh="工具库存与可借状态",
           description_en="tool inventory and availability"),
        _S(name="membrix-svc", team="会员组 Members", description_zh="会员资料与会员卡",
           description_en="member profiles and cards", depends_on=("membo-redis",)),
        _S(name="membo-redis", kind="redis", team="会员组 Members", description_zh="会员缓存 (Redis)",
           description_en="member cache"),
        _S(name="nudgr-worker", team="通知组 Notify", description_zh="逾期归还提醒任务",
           description_en="late-return reminder worker", depends_on=("remindq-kafka", "mailbeak-gw")),
        _S(name="remindq-kafka", kind="kafka", team="通知组 Notify", description_zh="提醒消息队列 (Kafka)",
           description_en="reminder message queue"),
        _S(name="mailbeak-gw", team="通知组 Notify", description_zh="短信与邮件发送网关",
           description_en="SMS and email gateway"),
        _S(name="reparo-svc", team="维修组 Repairs", description_zh="工具维修与检修登记",
           description_en="tool repair and inspection log"),
    ),
    incidents=(
        IncidentSpec(id="member-cache-evictions", kind="cache", service="membrix-svc", origin="membo-redis",
                     start=_at(9, 17, 10), end=_at(9, 17, 55), error_rate=3, error_code="MBX-3304",
                     warn_code="MBR-W11", upstream=("borrowa-app",), upstream_code="BRW-5044"),
        IncidentSpec(id="stokta-deploy", kind="deploy", service="stokta-svc", start=_at(9, 19, 30),
                     end=_at(9, 20, 5), error_rate=4, error_code="SKQ-5000", version="2.14.0",
                     previous_version="2.13.4", upstream=("loanvik-svc",), upstream_code="LNV-4500",
                     order_failure_share=0.6, order_status="TOOL_LOCKOUT"),
        IncidentSpec(id="depozo-cert", kind="certificate", service="deposix-svc", origin="depozo-pay",
                     start=_at(9, 22, 0), end=_at(10, 8, 15), error_rate=2, error_code="DZX-7021",
                     upstream=("loanvik-svc",), upstream_code="LNV-4120",
                     order_failure_share=0.5, order_status="DEPOSIT_UNCAPTURED"),
        IncidentSpec(id="reparo-blip", kind="blip", service="reparo-svc", start=_at(10, 9, 5), end=_at(10, 9, 21),
                     error_rate=0, warn_code="RPR-W09", alert_severity="warning"),
        IncidentSpec(id="catalogue-es-slow", kind="database", flavor="slow_query", service="findoro-search",
                     origin="toolfind-es", start=_at(10, 10, 0), end=_at(10, 11, 30), error_rate=2,
                     error_code="KTL-5080", warn_code="TXE-W03", upstream=("borrowa-app",), upstream_code="BRW-5081"),
        IncidentSpec(id="loanvik-rollout", kind="deploy", service="loanvik-svc", start=_at(10, 12, 50),
                     end=_at(10, 12, 58), version="5.2.0", previous_version="5.1.7", rollout_ok=True),
        IncidentSpec(id="lendmy-pool-loans", kind="database", flavor="pool", service="loanvik-svc",
                     origin="lendmy-db", start=_at(10, 13, 5), end=_at(10, 13, 35), error_rate=4,
                     error_code="LNV-5301", warn_code="LYQ-W40", order_failure_share=0.5,
                     order_status="CHECKOUT_ABORTED"),
        IncidentSpec(id="lendmy-pool-holds", kind="database", flavor="pool", service="resvo-svc",
                     origin="lendmy-db", start=_at(10, 13, 5), end=_at(10, 13, 35), error_rate=3,
                     error_code="RVQ-5302", warn_code="LYQ-W40"),
        IncidentSpec(id="reminder-backlog", kind="queue", service="nudgr-worker", origin="remindq-kafka",
                     start=_at(10, 14, 40), error_rate=2, error_code="NGQ-6010", warn_code="NGQ-W22",
                     topic="overdue.nudge"),
    ),
)
