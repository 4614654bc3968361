"""Held-out world ``payroo``: payroll and timesheets for small businesses in Australia/Sydney (summer time,
UTC+11:00 in December; "now" is 06:30 local on Friday 4 December = 19:30 UTC on 3 December, early on pay day; the
local "today" began at 13:00 UTC on the 3rd; the data begin at 18:30 local on 2 December). Payruns are all-digit
(8 digits, e.g. ``40417263``, made by payrun-hub), employers ``ER-QK4821``, trace ids ``tc.`` + 6 hex + ``.`` +
6 hex.

Incidents: the bank-file export partner bankhub-au's certificate expired at 23:30 last night (3 December) and was
renewed at 00:40 today (across local midnight): bankfile-out failed its TLS handshakes and payrun-hub failed payruns
(``BANKFILE_FAILED``); an eviction storm on the tax-rates cache taxtable-redis yesterday evening 19:15-19:50 behind
the payroll calculation paycalc, reaching the employer portal paygate-web (two hops: paygate-web → paycalc →
taxtable-redis; resolved); since 05:50 today the payslip PDF renderer payslipper is slow (WARN lines only, a
warning-severity latency alert still firing, no errors); a clean rollout of the timesheet service timecard-svc
4.12.0 at 05:55-06:02 (``rollout_ok``; a tempting false cause of the slowness).
Healthy: crewclock-app (employee app), timecard-pg, payrun-db, leavebook, slipmail, payevents-q.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Australia/Sydney")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="payroo",
    title="Payroo small-business payroll",
    seed=61204,
    timezone="Australia/Sydney",
    anchor=_at(4, 6, 30),
    hours=36,
    ids=IdFormats(order="{num:8}", user="ER-{alpha:2}{num:4}", trace="tc.{hex:6}.{hex:6}"),
    order_service="payrun-hub",
    orders_per_hour=30,
    order_statuses=("APPROVED", "PAID", "PAID", "SCHEDULED"),
    vocab=Vocabulary(request_rate="pr_req_ps", latency="pr_p99_ms", error_ratio="pr_err_share",
                     hit_ratio="taxcache_hit_share", evictions="taxcache_evicted_ps", query_latency="db_stmt_p99_ms",
                     lock_waits="db_row_lock_waits_ps", pool_in_use="db_conns_active", pool_size="db_conns_limit",
                     consumer_lag="payevents_backlog", tls_days="bank_cert_days_left",
                     tls_failures="bank_tls_errors_ps", cache_alert="TaxCacheHitLow", latency_alert="PayrooP99High",
                     error_alert="PayrooErrShareHigh", db_alert="PayrollDbSlow", pool_alert="PayrollDbConnsFull",
                     lag_alert="PayEventsBacklog", tls_alert="BankTlsHandshakeFail"),
    services=(
        _S(name="paygate-web", team="雇主门户组 Employer Portal", description_zh="雇主门户 (老板后台)",
           description_en="employer portal", depends_on=("payrun-hub", "timecard-svc", "paycalc", "leavebook")),
        _S(name="crewclock-app", team="员工App组 Employee App", description_zh="员工手机App (打卡/工资条)",
           description_en="employee mobile app", depends_on=("timecard-svc", "payslipper", "leavebook")),
        _S(name="timecard-svc", team="工时组 Timesheets", description_zh="工时单服务 (timesheet)",
           description_en="timesheet service", depends_on=("timecard-pg",)),
        _S(name="timecard-pg", kind="postgres", team="工时组 Timesheets", description_zh="工时数据库 (PostgreSQL)",
           description_en="timesheets database"),
        _S(name="payrun-hub", team="发薪组 Payruns", description_zh="发薪批次服务 (payrun)",
           description_en="payrun service", depends_on=("paycalc", "payrun-db", "bankfile-out", "payevents-q")),
        _S(name="payrun-db", kind="mysql", team="发薪组 Payruns", description_zh="发薪数据库 (MySQL)",
           description_en="payruns database"),
        _S(name="payevents-q", kind="kafka", team="发薪组 Payruns", description_zh="发薪事件队列 (Kafka)",
           description_en="payrun events queue"),
        _S(name="paycalc", team="算薪组 Payroll Engine", description_zh="算薪服务 (工资/扣税计算)",
           description_en="payroll calculation", depends_on=("taxtable-redis", "timecard-svc")),
        _S(name="taxtable-redis", kind="redis", team="算薪组 Payroll Engine", description_zh="税率缓存 (Redis)",
           description_en="tax-rates cache"),
        _S(name="bankfile-out", team="银行对接组 Bank Integration", description_zh="银行文件导出 (ABA 代发文件)",
           description_en="bank file export", depends_on=("bankhub-au",)),
        _S(name="bankhub-au", kind="external", team="外部 External", description_zh="银行代发文件合作方",
           description_en="bank-file export partner"),
        _S(name="payslipper", team="工资条组 Payslips", description_zh="工资条PDF生成",
           description_en="payslip PDF renderer", depends_on=("slipmail",)),
        _S(name="slipmail", team="工资条组 Payslips", description_zh="工资条邮件发送",
           description_en="payslip email sender"),
        _S(name="leavebook", team="假期组 Leave", description_zh="请假与假期余额服务",
           description_en="leave balances service"),
    ),
    incidents=(
        IncidentSpec(id="payslipper-slow", kind="blip", service="payslipper", start=_at(4, 5, 50),
                     error_rate=0, warn_code="PSL-W17", alert_severity="warning"),
        IncidentSpec(id="timecard-rollout", kind="deploy", service="timecard-svc", start=_at(4, 5, 55),
                     end=_at(4, 6, 2), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="bankhub-cert", kind="certificate", service="bankfile-out", origin="bankhub-au",
                     start=_at(3, 23, 30), end=_at(4, 0, 40), error_rate=3, error_code="BFX-4951",
                     upstream=("payrun-hub",), upstream_code="PRH-5024", order_failure_share=0.5,
                     order_status="BANKFILE_FAILED"),
        IncidentSpec(id="taxtable-evictions", kind="cache", service="paycalc", origin="taxtable-redis",
                     start=_at(3, 19, 15), end=_at(3, 19, 50), error_rate=3, error_code="PCL-5043",
                     warn_code="TXR-W09", upstream=("paygate-web",), upstream_code="PGW-5041"),
    ),
)
