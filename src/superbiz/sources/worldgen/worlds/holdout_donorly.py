"""Held-out world ``donorly``: a charity donation platform (campaign pages, donation checkout, recurring pledges,
receipts and tax certificates, payouts to charities, a payment processor partner) in Asia/Tashkent (UTC+05:00, no
daylight saving; "now" is 03:15 local, so the local day began at 19:00 UTC of the previous UTC date and the night is
asked as 昨晚/凌晨/last night; donation ids ``gift-3fa9c1-07``, donors ``donor-a41c9``, 24-hex trace ids).

Incidents: the donations MySQL gift-db has its connection pool exhausted under two services now (donation checkout
chkout-v3 from 02:41, some donations NOT_CAPTURED, the gateway dnr-edge failing too; the recurring pledge scheduler
pledge.sched from 02:46; both ongoing); the receipts service rcpt-v2 fails from its own slow PostgreSQL rcpt-pg since
01:52 (thank-you mail thanku.mail failing behind it: a two-hop chain) and, from 02:08, its gift.settled consumer on
gift-bus is backlogged (both ongoing); a clean rollout of pledge.sched at 01:30 (INFO lines only, an hour before its
pool trouble); the payment processor partner's certificate expired at 23:10 yesterday and was renewed at 00:25
(paybridge2, callers chkout-v3 with PSP_ERROR donations; resolved across local midnight); a warnings-only latency
blip on the campaign pages camp.page at 00:52-01:07; a bad deploy of the payouts service fundout yesterday afternoon
(16:20, rolled back at 16:52).
Healthy: donor.search, camp-es, camp-rds, fundout-db; gift-bus and anorpay-psp emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Tashkent")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="donorly",
    title="Donorly charity donations",
    seed=40217,
    timezone="Asia/Tashkent",
    anchor=_at(2, 3, 15),
    hours=36,
    ids=IdFormats(order="gift-{hex:6}-{num:2}", user="donor-{hex:5}", trace="{hex:24}"),
    order_service="chkout-v3",
    orders_per_hour=34,
    order_statuses=("CAPTURED", "CAPTURED", "RECEIPTED", "RECEIPTED", "PLEDGED", "REFUNDED"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="resp_lat_p99_ms", error_ratio="err_ratio_5xx",
                     query_latency="sql_p99_ms", pool_in_use="dbconn_busy", pool_size="dbconn_cap",
                     consumer_lag="topic_lag_count", tls_days="psp_cert_days_left",
                     tls_failures="tls_handshake_err_per_s", latency_alert="LatencyOverSlo",
                     error_alert="FiveXxBurst", db_alert="SqlCrawl", pool_alert="DbConnDrained",
                     lag_alert="GiftTopicLagging", tls_alert="PspTlsBroken", cache_alert="PageCacheMissStorm"),
    services=(
        _S(name="dnr-edge", team="平台组 Platform", description_zh="对外 API 网关",
           description_en="public API gateway",
           depends_on=("camp.page", "chkout-v3", "pledge.sched", "donor.search", "rcpt-v2")),
        _S(name="camp.page", team="活动组 Campaigns", description_zh="募捐活动页面",
           description_en="campaign pages", depends_on=("camp-rds",)),
        _S(name="camp-rds", kind="redis", team="活动组 Campaigns", description_zh="活动页缓存 (Redis)",
           description_en="campaign page cache"),
        _S(name="chkout-v3", team="收单组 Checkout", description_zh="捐款结账",
           description_en="donation checkout", depends_on=("gift-db", "paybridge2", "gift-bus")),
        _S(name="gift-db", kind="mysql", team="DBA", description_zh="捐款主库 (MySQL)",
           description_en="donations database"),
        _S(name="pledge.sched", team="月捐组 Pledges", description_zh="月捐定时扣款",
           description_en="recurring pledge scheduler", depends_on=("gift-db", "paybridge2")),
        _S(name="paybridge2", team="支付组 Payments", description_zh="支付机构对接",
           description_en="payment processor connector", depends_on=("anorpay-psp",)),
        _S(name="anorpay-psp", kind="external", team="外部 External", description_zh="合作支付机构",
           description_en="payment processor partner"),
        _S(name="gift-bus", kind="kafka", team="平台组 Platform", description_zh="捐款事件队列 (Kafka)",
           description_en="donation events queue"),
        _S(name="rcpt-v2", team="票据组 Receipts", description_zh="捐款收据与抵税证明",
           description_en="donation receipts and tax certificates", depends_on=("gift-bus", "rcpt-pg")),
        _S(name="rcpt-pg", kind="postgres", team="DBA", description_zh="收据数据库 (PostgreSQL)",
           description_en="receipts database"),
        _S(name="thanku.mail", team="通知组 Notify", description_zh="感谢信邮件",
           description_en="thank-you emails", depends_on=("rcpt-v2",)),
        _S(name="fundout", team="拨付组 Disbursement", description_zh="善款拨付 (给慈善机构打款)",
           description_en="payouts to charities", depends_on=("fundout-db",)),
        _S(name="fundout-db", kind="mysql", team="拨付组 Disbursement", description_zh="拨付账本库 (MySQL)",
           description_en="payout ledger database"),
        _S(name="donor.search", team="搜索组 Search", description_zh="捐赠人与项目搜索",
           description_en="donor and campaign search", depends_on=("camp-es",)),
        _S(name="camp-es", kind="elasticsearch", team="搜索组 Search", description_zh="项目检索索引 (Elasticsearch)",
           description_en="campaign search index"),
    ),
    incidents=(
        IncidentSpec(id="checkout-pool", kind="database", flavor="pool", service="chkout-v3", origin="gift-db",
                     start=_at(2, 2, 41), error_rate=4, error_code="CKO-5530", warn_code="GDB-W53",
                     upstream=("dnr-edge",), upstream_code="EDG-5031", order_failure_share=0.35,
                     order_status="NOT_CAPTURED"),
        IncidentSpec(id="pledge-pool", kind="database", flavor="pool", service="pledge.sched", origin="gift-db",
                     start=_at(2, 2, 46), error_rate=3, error_code="PLG-5530", warn_code="GDB-W53"),
        IncidentSpec(id="rcpt-slow", kind="database", flavor="slow_query", service="rcpt-v2", origin="rcpt-pg",
                     start=_at(2, 1, 52), error_rate=3, error_code="RCT-5041", warn_code="RPG-W17",
                     upstream=("thanku.mail",), upstream_code="THX-5020"),
        IncidentSpec(id="rcpt-backlog", kind="queue", service="rcpt-v2", origin="gift-bus", start=_at(2, 2, 8),
                     error_rate=2, error_code="RCT-4408", warn_code="RCT-LAG", topic="gift.settled",
                     alert_severity="warning"),
        IncidentSpec(id="pledge-rollout", kind="deploy", service="pledge.sched", start=_at(2, 1, 30),
                     end=_at(2, 1, 38), version="2.14.1", previous_version="2.14.0", rollout_ok=True),
        IncidentSpec(id="psp-cert", kind="certificate", service="paybridge2", origin="anorpay-psp",
                     start=_at(1, 23, 10), end=_at(2, 0, 25), error_rate=3, error_code="PBX-4950",
                     upstream=("chkout-v3",), upstream_code="CKO-4021", order_failure_share=0.5,
                     order_status="PSP_ERROR"),
        IncidentSpec(id="camp-blip", kind="blip", service="camp.page", start=_at(2, 0, 52), end=_at(2, 1, 7),
                     error_rate=0, warn_code="CMP-W08", alert_severity="warning"),
        IncidentSpec(id="fundout-deploy", kind="deploy", service="fundout", start=_at(1, 16, 20),
                     end=_at(1, 16, 52), error_rate=4, error_code="FND-5000", version="5.8.0",
                     previous_version="5.7.4"),
    ),
)
