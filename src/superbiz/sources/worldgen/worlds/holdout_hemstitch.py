"""Held-out world ``hemstitch``: a tailoring and alterations shop chain (fitting appointments, alteration jobs,
garment pickups) in America/Swift_Current (UTC-06:00 all year, no daylight saving). Alteration jobs are
``HS-J-00417``, customers ``cust~0417``, trace ids ``tw1234-ab12cd``.

"Now" is 2026-12-10 17:15 local (2026-12-10 23:15 UTC); the data starts 2026-12-08 00:15 local (65 hours, three
local days: Dec 8, Dec 9 and today Dec 10).

Incidents (local times):

* Dec 8 09:40-12:55: the payment partner ponchard-gw's certificate expired: selvra-pay's TLS handshakes fail
  (SVP-4952), tackwell-web sees it (TWL-5009); jobs fail ``UNPAID_HOLD``. Resolved (renewed certificate).
* Dec 9 11:40-12:25: eviction storm on the booking slot cache furlo-cache (FUC-W12) behind bastefit-api
  (BFT-4471), tackwell-web sees it (TWL-5014). Resolved.
* Dec 9 19:50-20:04: a warnings-only latency blip on nubble-search (NBS-W07). Resolved.
* Dec 10 14:00-14:30: bad deploy of bastefit-api 5.31.0 (from 5.30.4): BFT-5120 errors, tackwell-web TWL-5002;
  jobs fail ``BOOKING_LOST``; rolled back at 14:30.
* Dec 10 15:09-15:15: plimsy-loyalty 3.18.1 (from 3.17.9) rolled out cleanly (no errors, no alerts): a tempting
  false cause of what follows.
* Dec 10 15:20-now: connection-pool exhaustion on the jobs database dartmoil-pg (DMP-W44) behind tuckery-jobs
  (TKJ-5301); gusset-pickup and tackwell-web fail with HJC-5036; jobs fail ``JOB_STALLED``. Still going.
  Chain: tackwell-web -> gusset-pickup -> tuckery-jobs -> dartmoil-pg.
* Dec 10 16:40-now: reminder-SMS backlog on remindel-worker (topic ravelq.nudge-sms, RMD-W05 / RMD-4290),
  warning severity. Still going.

Healthy: shiftlow-rota, plimsy-loyalty (only its clean rollout), tillmoss-db, lintora-es, ravelq-kafka, smisk-sms.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Swift_Current")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="hemstitch",
    title="Hemstitch tailoring & alterations",
    seed=81723,
    timezone="America/Swift_Current",
    anchor=_at(10, 17, 15),
    hours=65,
    ids=IdFormats(order="HS-J-{seq:5}", user="cust~{num:4}", trace="tw{num:4}-{hex:6}"),
    order_service="tuckery-jobs",
    orders_per_hour=30,
    order_statuses=("SEAM_QUEUED", "AT_SEWBENCH", "READY_RACK", "HANDED_OVER", "HANDED_OVER"),
    vocab=Vocabulary(latency="reply_ms_p99", error_ratio="err_portion", pool_in_use="pool_conns_taken",
                     consumer_lag="unsent_reminders", error_alert="ErrShareClimbing", latency_alert="ShopSlowP99",
                     cache_alert="SlotHitsLow", pool_alert="PoolSlotsGone", lag_alert="UnsentPileGrowing",
                     tls_alert="PayPeerCertBad"),
    services=(
        _S(name="tackwell-web", team="门店前台组 Storefront", description_zh="顾客网站与App前台",
           description_en="customer website and app storefront",
           depends_on=("bastefit-api", "gusset-pickup", "selvra-pay", "plimsy-loyalty", "nubble-search")),
        _S(name="bastefit-api", team="预约组 Booking", description_zh="量体试衣与修改预约应用",
           description_en="fitting and alteration booking app", depends_on=("furlo-cache", "tuckery-jobs")),
        _S(name="furlo-cache", kind="redis", team="预约组 Booking", description_zh="预约时段缓存 (Redis)",
           description_en="booking slot cache"),
        _S(name="tuckery-jobs", team="工坊组 Workroom", description_zh="修改工单服务",
           description_en="alteration jobs service", depends_on=("dartmoil-pg",)),
        _S(name="dartmoil-pg", kind="postgres", team="DBA", description_zh="工单数据库 (PostgreSQL)",
           description_en="jobs database"),
        _S(name="gusset-pickup", team="取衣组 Pickup", description_zh="成衣取件服务",
           description_en="garment pickup service", depends_on=("tuckery-jobs",)),
        _S(name="selvra-pay", team="收银组 Till", description_zh="支付收款服务", description_en="payments service",
           depends_on=("ponchard-gw", "tillmoss-db")),
        _S(name="ponchard-gw", kind="external", team="外部 External", description_zh="外部支付合作方网关",
           description_en="payment partner gateway"),
        _S(name="tillmoss-db", kind="mysql", team="收银组 Till", description_zh="收款数据库 (MySQL)",
           description_en="payments database"),
        _S(name="remindel-worker", team="通知组 Notify", description_zh="短信提醒发送 (试衣/取衣提醒)",
           description_en="reminder SMS sender (fitting and pickup reminders)",
           depends_on=("ravelq-kafka", "smisk-sms")),
        _S(name="ravelq-kafka", kind="kafka", team="通知组 Notify", description_zh="提醒短信队列 (Kafka)",
           description_en="reminder SMS queue"),
        _S(name="smisk-sms", kind="external", team="外部 External", description_zh="外部短信服务商",
           description_en="SMS provider"),
        _S(name="nubble-search", team="搜索组 Search", description_zh="衣物与工单搜索",
           description_en="garment and job search", depends_on=("lintora-es",)),
        _S(name="lintora-es", kind="elasticsearch", team="搜索组 Search", description_zh="搜索索引 (Elasticsearch)",
           description_en="search index"),
        _S(name="plimsy-loyalty", team="会员组 Members", description_zh="会员积分", description_en="loyalty points"),
        _S(name="shiftlow-rota", team="工坊组 Workroom", description_zh="裁缝排班", description_en="tailor shift rota"),
    ),
    incidents=(
        IncidentSpec(id="pay-cert", kind="certificate", service="selvra-pay", origin="ponchard-gw",
                     start=_at(8, 9, 40), end=_at(8, 12, 55), error_rate=2, error_code="SVP-4952",
                     upstream=("tackwell-web",), upstream_code="TWL-5009", order_failure_share=0.5,
                     order_status="UNPAID_HOLD"),
        IncidentSpec(id="slot-cache", kind="cache", service="bastefit-api", origin="furlo-cache",
                     start=_at(9, 11, 40), end=_at(9, 12, 25), error_rate=3, error_code="BFT-4471",
                     warn_code="FUC-W12", upstream=("tackwell-web",), upstream_code="TWL-5014"),
        IncidentSpec(id="search-blip", kind="blip", service="nubble-search", start=_at(9, 19, 50),
                     end=_at(9, 20, 4), error_rate=0, warn_code="NBS-W07", alert_severity="warning"),
        IncidentSpec(id="booking-deploy", kind="deploy", service="bastefit-api", start=_at(10, 14, 0),
                     end=_at(10, 14, 30), error_rate=4, error_code="BFT-5120", version="5.31.0",
                     previous_version="5.30.4", upstream=("tackwell-web",), upstream_code="TWL-5002",
                     order_failure_share=0.8, order_status="BOOKING_LOST"),
        IncidentSpec(id="loyalty-rollout", kind="deploy", service="plimsy-loyalty", start=_at(10, 15, 9),
                     end=_at(10, 15, 15), version="3.18.1", previous_version="3.17.9", rollout_ok=True),
        IncidentSpec(id="jobs-pool", kind="database", flavor="pool", service="tuckery-jobs", origin="dartmoil-pg",
                     start=_at(10, 15, 20), error_rate=3, error_code="TKJ-5301", warn_code="DMP-W44",
                     upstream=("gusset-pickup", "tackwell-web"), upstream_code="HJC-5036",
                     order_failure_share=0.45, order_status="JOB_STALLED"),
        IncidentSpec(id="reminder-backlog", kind="queue", service="remindel-worker", origin="ravelq-kafka",
                     start=_at(10, 16, 40), error_rate=1.5, error_code="RMD-4290", warn_code="RMD-W05",
                     topic="ravelq.nudge-sms", alert_severity="warning"),
    ),
)
