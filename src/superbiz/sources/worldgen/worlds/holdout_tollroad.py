"""Held-out world ``tollroad``: highway toll collection and ETC billing in America/Caracas (UTC-04:00); "now" is
00:38 local, just after midnight, so "today" holds under an hour and most incidents happened yesterday / last
night (toll transaction ids are ten digits ``8123456789``, users are vehicle plates ``AB123CD``).

Incidents: a lock-wait storm on account-mysql behind etc-account yesterday morning (resolved, failed debits on
toll-billing), a latency blip on violation-notice in the small hours of yesterday, a plate-match cache eviction
storm behind plate-ocr yesterday afternoon (resolved), a bad deploy of plaza-gw yesterday evening (rolled back),
an expired payment-partner certificate behind pay-connector last night (resolved), a consumer backlog of
toll-rater on the gantry passage stream since 23:41 (across local midnight, ongoing) and a connection-pool
exhaustion on charge-pg behind toll-billing since 00:05 (ongoing).
Healthy: tag-registry, tariff-pg, audit-es, passage-stream (only INFO lines, no alerts).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Caracas")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 10, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tollroad",
    title="Tollroad toll collection",
    seed=60823,
    timezone="America/Caracas",
    anchor=_at(21, 0, 38),
    hours=36,
    ids=IdFormats(order="8{num:9}", user="{alnum:2}{num:3}{alnum:2}", trace="{hex:20}"),
    order_service="toll-billing",
    orders_per_hour=60,
    order_statuses=("POSTED", "POSTED", "POSTED", "SETTLED"),
    vocab=Vocabulary(lag_alert="StreamLagHigh", tls_alert="PartnerTLSExpired", pool_alert="DbConnPoolExhausted",
                     latency_alert="LaneLatencyHigh"),
    services=(
        _S(name="plaza-gw", team="收费站平台组 Plaza Platform", description_zh="收费站接入网关（车道机、门架上报入口）",
           description_en="toll plaza gateway (lane controllers and gantries connect here)",
           depends_on=("gantry-ingest", "etc-account", "toll-billing")),
        _S(name="gantry-ingest", team="门架组 Gantry", description_zh="门架交易采集（ETC 读卡器与抓拍上报）",
           description_en="gantry transaction ingest (ETC tag readers and camera reads)",
           depends_on=("plate-ocr", "passage-stream", "tag-registry")),
        _S(name="plate-ocr", team="识别组 Vision", description_zh="车牌识别（无标签车辆按车牌匹配）",
           description_en="plate recognition (ANPR) for vehicles without a tag", depends_on=("ocr-cache",)),
        _S(name="ocr-cache", kind="redis", team="识别组 Vision", description_zh="车牌匹配结果缓存 (Redis)",
           description_en="plate match cache"),
        _S(name="passage-stream", kind="kafka", team="平台组 Platform", description_zh="通行流水队列 (Kafka)",
           description_en="passage event stream"),
        _S(name="tag-registry", team="门架组 Gantry", description_zh="OBU 电子标签登记",
           description_en="OBU tag registry"),
        _S(name="toll-rater", team="计费规则组 Rating", description_zh="通行费计算（按车型、路段算费）",
           description_en="toll rating engine (fare by vehicle class and segment)",
           depends_on=("passage-stream", "tariff-pg")),
        _S(name="tariff-pg", kind="postgres", team="计费规则组 Rating", description_zh="费率库 (PostgreSQL)",
           description_en="tariff database"),
        _S(name="etc-account", team="账户组 Accounts", description_zh="ETC 账户服务（余额、绑定车辆）",
           description_en="ETC account service (balances, linked vehicles)",
           depends_on=("account-mysql", "tag-registry")),
        _S(name="account-mysql", kind="mysql", team="DBA", description_zh="ETC 账户数据库 (MySQL)",
           description_en="ETC account database"),
        _S(name="toll-billing", team="账务组 Billing", description_zh="通行费扣款与账单（每笔通行交易）",
           description_en="toll billing and account debits (one toll transaction per passage)",
           depends_on=("etc-account", "pay-connector", "charge-pg")),
        _S(name="charge-pg", kind="postgres", team="账务组 Billing", description_zh="扣款流水库 (PostgreSQL)",
           description_en="charge records database"),
        _S(name="pay-connector", team="支付组 Payments", description_zh="支付合作方通道（信用卡、银行代扣）",
           description_en="payment partner connector (cards, bank direct debit)", depends_on=("bancared-api",)),
        _S(name="bancared-api", kind="external", team="外部 External", description_zh="外部支付合作方 BancaRed",
           description_en="external payment partner"),
        _S(name="violation-notice", team="稽核组 Enforcement", description_zh="欠费与逃费通知（按车牌寄送）",
           description_en="unpaid toll notices (sent by plate)", depends_on=("passage-stream", "audit-es")),
        _S(name="audit-es", kind="elasticsearch", team="稽核组 Enforcement",
           description_zh="交易稽核检索 (Elasticsearch)", description_en="transaction audit search"),
    ),
    incidents=(
        IncidentSpec(id="notice-latency-blip", kind="blip", service="violation-notice", start=_at(20, 3, 12),
                     end=_at(20, 3, 29), error_rate=0, warn_code="VNT-W05", alert_severity="warning"),
        IncidentSpec(id="account-lock-waits", kind="database", flavor="lock_wait", service="etc-account",
                     origin="account-mysql", start=_at(20, 9, 20), end=_at(20, 10, 4), error_rate=3,
                     error_code="ACT-1205", warn_code="MYS-LW01", upstream=("toll-billing",),
                     upstream_code="TBL-5031", order_failure_share=0.4, order_status="ACCOUNT_BUSY"),
        IncidentSpec(id="ocr-cache-evictions", kind="cache", service="plate-ocr", origin="ocr-cache",
                     start=_at(20, 15, 12), end=_at(20, 15, 57), error_rate=3, error_code="ANPR-4408",
                     warn_code="PMC-W07", upstream=("gantry-ingest",), upstream_code="GTY-5044"),
        IncidentSpec(id="plaza-bad-deploy", kind="deploy", service="plaza-gw", start=_at(20, 18, 40),
                     end=_at(20, 19, 6), error_rate=4, error_code="PGW-5000", version="5.2.0",
                     previous_version="5.1.3"),
        IncidentSpec(id="partner-cert-expired", kind="certificate", service="pay-connector", origin="bancared-api",
                     start=_at(20, 20, 10), end=_at(20, 21, 34), error_rate=3, error_code="PCN-0495",
                     upstream=("toll-billing",), upstream_code="TBL-4220", order_failure_share=0.5,
                     order_status="PARTNER_UNREACHABLE"),
        IncidentSpec(id="rater-passage-backlog", kind="queue", service="toll-rater", origin="passage-stream",
                     start=_at(20, 23, 41), error_rate=2, error_code="RTE-3009", warn_code="RTE-W12",
                     topic="gantry.passages", alert_severity="warning"),
        IncidentSpec(id="charge-pool", kind="database", flavor="pool", service="toll-billing", origin="charge-pg",
                     start=_at(21, 0, 5), error_rate=4, error_code="TBL-5101", warn_code="CPG-POOL",
                     upstream=("plaza-gw",), upstream_code="PGW-5031", order_failure_share=0.35,
                     order_status="DEBIT_TIMEOUT"),
    ),
)
