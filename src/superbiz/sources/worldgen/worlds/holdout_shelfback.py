"""Held-out world ``shelfback``: a campus textbook buyback service (buyback quotes, ISBN scanning, campus drop
boxes, student payouts) in America/Boise (Mountain Standard Time in December, UTC-07:00; "now" is 12:20 local on
Thursday 3 December 2026 = 19:20 UTC on 3 December; the local "today" began at 07:00 UTC; the data span 34 hours,
from about 02:20 local on 2 December). Buyback quotes ``bbq-01336-P3`` (made by the students' buyback app
spinebuy), students ``U711-605-BSU``, trace ids ``sbk-`` + 12 hex digits.

Incidents (local times):

- quote-pricing database lock waits today 11:30-12:00 (resolved) on pricemoth-db, under the quote-pricing
  engine pricemoth, reaching the quote broker quotewell and the students' app spinebuy (chain spinebuy ->
  quotewell -> pricemoth -> pricemoth-db: the database is three hops below the app); failed buyback quotes as
  records, status ``QUOTE_FAILED``;
- the ISBN-lookup partner codexhare's certificate expired at 11:50 today, still expired at "now"; logged only by
  its caller, the ISBN scanning service scanlark (the partner logs nothing; no failed records);
- a clean rollout of the campus drop-box app dropcrate 3.14.0 today 11:25-11:29 (``rollout_ok``; a tempting
  false cause for the quote failures that begin five minutes later);
- a student payout queue backlog yesterday 16:00-16:45 (the payout service cashkite behind payrill-q, topic
  ``payouts.student``; resolved); failed payouts as records, status ``PAYOUT_STALLED``;
- a WARN-only latency blip of the drop-box label printer service labelfinch today 09:00-09:12 (resolved).

Healthy: the bank payout partner tuitbank, the push notifier nudgeowl, the resale listing service resalo, the
buyback records database spinebuy-pg, the drop-box database dropcrate-pg, the drop-box app dropcrate itself
(its rollout went fine), the payout queue payrill-q outside yesterday's backlog.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Boise")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="shelfback",
    title="Shelfback campus textbook buyback",
    seed=80317,
    timezone="America/Boise",
    anchor=_at(3, 12, 20),
    hours=34,
    ids=IdFormats(order="bbq-{seq:5}-{alpha:1}{num:1}", user="U{num:3}-{num:3}-BSU", trace="sbk-{hex:12}"),
    order_service="spinebuy",
    orders_per_hour=40,
    order_statuses=("QUOTED", "BOOKS_RECEIVED", "PAID_OUT", "PAID_OUT"),
    vocab=Vocabulary(request_rate="bb_req_ps", latency="bb_p99_ms", error_ratio="bb_err_frac",
                     hit_ratio="shelf_cache_hit_frac", evictions="shelf_cache_evict_ps",
                     query_latency="pricing_sql_p99_ms", lock_waits="pricing_row_lock_waits_ps",
                     pool_in_use="bb_db_conns_busy", pool_size="bb_db_conns_max", consumer_lag="payout_msgs_behind",
                     tls_days="partner_cert_days_to_expiry", tls_failures="partner_tls_errs_ps",
                     cache_alert="ShelfCacheColdHits", latency_alert="BuybackP99Slow",
                     error_alert="BuybackErrFracHigh", db_alert="PricingRowLocksPiling",
                     pool_alert="BuybackDbConnsMaxed", lag_alert="PayoutMsgsBehind",
                     tls_alert="PartnerCertHandshakeBad"),
    services=(
        _S(name="spinebuy", team="学生端组 Student App", description_zh="学生回收App (卖书报价与回收单)",
           description_en="students' buyback app",
           depends_on=("quotewell", "scanlark", "spinebuy-pg", "cashkite", "nudgeowl")),
        _S(name="spinebuy-pg", kind="postgres", team="学生端组 Student App", description_zh="回收单数据库 (PostgreSQL)",
           description_en="buyback records database"),
        _S(name="quotewell", team="报价组 Quoting", description_zh="回收报价编排服务",
           description_en="buyback quote broker", depends_on=("pricemoth",)),
        _S(name="pricemoth", team="定价组 Pricing", description_zh="报价定价引擎",
           description_en="quote-pricing engine", depends_on=("pricemoth-db",)),
        _S(name="pricemoth-db", kind="mysql", team="定价组 Pricing", description_zh="报价定价数据库 (MySQL)",
           description_en="quote-pricing database"),
        _S(name="scanlark", team="扫码组 Scanning", description_zh="ISBN 扫码查询服务",
           description_en="ISBN scanning service", depends_on=("codexhare",)),
        _S(name="codexhare", kind="external", team="外部 External", description_zh="ISBN 书目查询合作方",
           description_en="ISBN-lookup partner"),
        _S(name="dropcrate", team="回收箱组 Drop Boxes", description_zh="校园回收箱App",
           description_en="campus drop-box app", depends_on=("dropcrate-pg", "labelfinch", "spinebuy-pg")),
        _S(name="dropcrate-pg", kind="postgres", team="回收箱组 Drop Boxes", description_zh="回收箱数据库 (PostgreSQL)",
           description_en="drop-box database"),
        _S(name="labelfinch", team="回收箱组 Drop Boxes", description_zh="回收标签打印服务",
           description_en="drop-box label printer service"),
        _S(name="cashkite", team="打款组 Payouts", description_zh="学生打款服务 (读打款队列)",
           description_en="student payout service", depends_on=("payrill-q", "tuitbank")),
        _S(name="payrill-q", kind="kafka", team="打款组 Payouts", description_zh="打款队列 (Kafka)",
           description_en="payout queue"),
        _S(name="tuitbank", kind="external", team="外部 External", description_zh="银行打款合作方",
           description_en="bank payout partner"),
        _S(name="resalo", team="转售组 Resale", description_zh="二手书转售上架服务",
           description_en="resale listing service", depends_on=("spinebuy-pg",)),
        _S(name="nudgeowl", team="消息组 Messaging", description_zh="学生通知推送服务",
           description_en="student push notifier"),
    ),
    incidents=(
        IncidentSpec(id="pricemoth-lock-waits", kind="database", flavor="lock_wait", service="pricemoth",
                     origin="pricemoth-db", start=_at(3, 11, 30), end=_at(3, 12, 0), error_rate=3,
                     error_code="PRM-4091", warn_code="PMD-W23", upstream=("quotewell", "spinebuy"),
                     upstream_code="QWL-5032", order_failure_share=0.4, order_status="QUOTE_FAILED"),
        IncidentSpec(id="codexhare-cert", kind="certificate", service="scanlark", origin="codexhare",
                     start=_at(3, 11, 50), error_rate=2, error_code="SCN-4951"),
        IncidentSpec(id="dropcrate-rollout", kind="deploy", service="dropcrate", start=_at(3, 11, 25),
                     end=_at(3, 11, 29), version="3.14.0", previous_version="3.13.2", rollout_ok=True),
        IncidentSpec(id="payrill-backlog", kind="queue", service="cashkite", origin="payrill-q",
                     start=_at(2, 16, 0), end=_at(2, 16, 45), error_rate=2, error_code="CSK-4417",
                     warn_code="CSK-W08", topic="payouts.student", order_failure_share=0.5,
                     order_status="PAYOUT_STALLED"),
        IncidentSpec(id="labelfinch-blip", kind="blip", service="labelfinch", start=_at(3, 9, 0),
                     end=_at(3, 9, 12), error_rate=0, warn_code="LBF-W02", alert_severity="warning"),
    ),
)
