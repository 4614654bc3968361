"""Held-out world ``paydesk``: a payroll and HR platform (payslips, timesheets, bank payout files, tax filings)
in America/Chicago (records ``PYT20261118X0427``, employees ``EE0482137``).

Sealed: the engine's developers must not read this file or ``evals/qa-holdout/paydesk/`` before its first
measurement.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Chicago")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="paydesk",
    title="Paydesk payroll",
    seed=77123,
    timezone="America/Chicago",
    anchor=_at(18, 10, 40),
    hours=36,
    ids=IdFormats(order="PYT{date}X{num:4}", user="EE{num:7}", trace="pd{hex:10}-{hex:6}"),
    order_service="payrun-api",
    orders_per_hour=40,
    order_statuses=("PAID_OUT", "PAID_OUT", "QUEUED", "SETTLED"),
    vocab=Vocabulary(latency="resp_p99_ms", error_ratio="failed_req_ratio", cache_alert="PayCacheMissStorm",
                     latency_alert="PayP99Slow", error_alert="PayErrorSurge", db_alert="PayDbSlowSql",
                     pool_alert="PayDbPoolFull", lag_alert="PayBacklogRising", tls_alert="PayTlsExpired"),
    services=(
        _S(name="payportal-gw", team="平台组 Platform", description_zh="员工自助门户网关",
           description_en="employee self-service portal gateway",
           depends_on=("payslip-api", "timesheet-api", "hr-directory")),
        _S(name="payslip-api", team="薪资组 Payroll", description_zh="工资条查询与下载",
           description_en="payslip view and download API", depends_on=("payslip-cache", "payroll-calc")),
        _S(name="payslip-cache", kind="redis", team="薪资组 Payroll", description_zh="工资条缓存 (Redis)",
           description_en="payslip cache (Redis)"),
        _S(name="payroll-calc", team="核算组 Calc", description_zh="薪资核算引擎（应发、扣款、个税）",
           description_en="payroll calculation engine (gross, deductions, withholding)", depends_on=("payrun-pg",)),
        _S(name="payrun-pg", kind="postgres", team="DBA", description_zh="薪资账套数据库 (PostgreSQL)",
           description_en="pay run ledger database"),
        _S(name="payrun-api", team="发薪组 Payout", description_zh="发薪批次与单笔代发记录",
           description_en="pay run batches and payout records",
           depends_on=("payroll-calc", "payrun-pg", "payrun-bus", "bankfile-relay")),
        _S(name="payrun-bus", kind="kafka", team="平台组 Platform", description_zh="发薪事件总线 (Kafka)",
           description_en="pay run event bus"),
        _S(name="payout-batcher", team="发薪组 Payout", description_zh="银行代发文件拼批（消费者）",
           description_en="bank payout file batcher (consumer)", depends_on=("payrun-bus", "bankfile-relay")),
        _S(name="bankfile-relay", team="银企直连组 Banking", description_zh="银行代发文件传输 (SFTP/HTTPS)",
           description_en="bank payout file relay", depends_on=("clearwater-bank",)),
        _S(name="clearwater-bank", kind="external", team="外部 External",
           description_zh="外部合作银行 Clearwater 代发接口", description_en="external partner bank payout endpoint"),
        _S(name="taxfile-svc", team="税务组 Tax", description_zh="个税/工资税申报",
           description_en="payroll tax filing service", depends_on=("payrun-pg", "taxgov-efile")),
        _S(name="taxgov-efile", kind="external", team="外部 External", description_zh="外部税务电子申报网关",
           description_en="external tax e-filing gateway"),
        _S(name="timesheet-api", team="考勤组 Time", description_zh="工时与打卡录入",
           description_en="timesheet and clock-in API", depends_on=("timesheet-db", "payrun-bus")),
        _S(name="timesheet-db", kind="mysql", team="DBA", description_zh="考勤数据库 (MySQL)",
           description_en="timesheet database"),
        _S(name="hr-directory", team="人事组 HR", description_zh="员工档案与组织架构",
           description_en="employee records and org chart", depends_on=("hr-search",)),
        _S(name="hr-search", kind="elasticsearch", team="人事组 HR", description_zh="员工检索集群 (Elasticsearch)",
           description_en="employee search cluster"),
        _S(name="notice-mailer", team="消息组 Messaging", description_zh="工资条/到账通知邮件",
           description_en="payslip and payout notification mailer", depends_on=("payrun-bus",)),
    ),
    incidents=(
        IncidentSpec(id="payrun-slow-sql", kind="database", flavor="slow_query", service="payroll-calc",
                     origin="payrun-pg", start=_at(18, 9, 47), error_rate=4, error_code="PCL-5504",
                     warn_code="PRP-W31", upstream=("payslip-api", "payrun-api"), upstream_code="PAY-5031",
                     order_failure_share=0.35, order_status="CALC_TIMEOUT"),
        IncidentSpec(id="payout-backlog", kind="queue", service="payout-batcher", origin="payrun-bus",
                     start=_at(18, 10, 5), error_rate=2, error_code="PBT-3307", warn_code="PBT-W12",
                     topic="payout-instructions", alert_severity="warning"),
        IncidentSpec(id="payslip-cache-evictions", kind="cache", service="payslip-api", origin="payslip-cache",
                     start=_at(18, 6, 12), end=_at(18, 7, 3), error_rate=3, error_code="PSL-7104",
                     warn_code="PSC-W01", upstream=("payportal-gw",), upstream_code="PGW-5021"),
        IncidentSpec(id="bank-cert-expired", kind="certificate", service="bankfile-relay", origin="clearwater-bank",
                     start=_at(17, 23, 18), end=_at(18, 1, 6), error_rate=2, error_code="BFR-4951",
                     upstream=("payrun-api",), upstream_code="PRN-5042", order_failure_share=0.5,
                     order_status="BANK_REJECTED"),
        IncidentSpec(id="timesheet-locks", kind="database", flavor="lock_wait", service="timesheet-api",
                     origin="timesheet-db", start=_at(17, 17, 35), end=_at(17, 18, 12), error_rate=3,
                     error_code="TMS-4409", warn_code="TSD-W05", upstream=("payportal-gw",),
                     upstream_code="PGW-5023"),
        IncidentSpec(id="taxfile-deploy", kind="deploy", service="taxfile-svc", start=_at(17, 14, 22),
                     end=_at(17, 14, 58), error_rate=4, error_code="TXF-6120", version="4.12.0",
                     previous_version="4.11.3"),
        IncidentSpec(id="hrdir-blip", kind="blip", service="hr-directory", start=_at(17, 8, 41), end=_at(17, 8, 57),
                     error_rate=0, warn_code="HRD-W09", alert_severity="warning"),
    ),
)
