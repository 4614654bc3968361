"""Held-out world ``rentwise``: a residential rent-collection platform (leases, tenants, monthly rent invoices,
card and bank debits, landlord payouts, maintenance tickets, a bank partner) in America/Havana (UTC-5 in
December; "now" is 2026-12-10 07:05 local = 12:05 UTC; local evenings after 19:00 fall on the next UTC date,
so yesterday evening's lock wait is stored on the 10th; rent invoices
``INV-20261210-7QK2M``, tenants ``tn_482913``, traces ``rw`` + 14 hex digits).

Incidents: the payments service rentpay is failing now on an exhausted PostgreSQL connection pool (rentpay-pg,
ongoing; rent debits fail with PAYMENT_FAILED; callers keyport); the invoice generator duemill is backlogged on
its Kafka topic (invoice-bus, ongoing since early morning); the bank partner's certificate expired at 05:50 local
and is still expired (bankhop → ridgebank, callers payoutd: a two-hop chain); a unit-cache eviction storm in
the small hours (flatview, resolved); a latency blip on tenant profiles before dawn (tenantry, resolved); a lock
wait on the lease database yesterday evening (leasebook → lease-db, resolved); a clean rollout of rentpay
yesterday afternoon (rollout_ok, no errors).
Healthy: fixdesk, fix-es, remindr; ridgebank emits no metrics of its own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Havana")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="rentwise",
    title="Rentwise rent collection",
    seed=52817,
    timezone="America/Havana",
    anchor=_at(10, 7, 5),
    hours=36,
    ids=IdFormats(order="INV-{date}-{alnum:5}", user="tn_{num:6}", trace="rw{hex:14}"),
    order_service="rentpay",
    orders_per_hour=36,
    order_statuses=("PAID", "PAID", "DEBITED", "SETTLED", "PENDING_BANK"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="rt_p99_ms", error_ratio="err_share_5xx",
                     hit_ratio="unit_cache_hit_frac", evictions="evictions_sec", query_latency="sql_p99_ms",
                     lock_waits="row_lock_waits_sec", pool_in_use="pg_conns_busy", pool_size="pg_conns_max",
                     consumer_lag="backlog_msgs", tls_days="cert_days_left", tls_failures="tls_fail_per_sec",
                     cache_alert="UnitCacheMissStorm", latency_alert="RtP99OverSlo", error_alert="ErrShareSurge",
                     db_alert="LeaseDbLockHeld", pool_alert="PgConnPoolFull", lag_alert="InvoiceBacklogBuilding",
                     tls_alert="BankCertExpired"),
    services=(
        _S(name="keyport", team="平台组 Platform", description_zh="对外 API 网关 (租客 App / 房东后台)",
           description_en="public API gateway",
           depends_on=("rentpay", "leasebook", "flatview", "fixdesk", "tenantry")),
        _S(name="rentpay", team="支付组 Payments", description_zh="租金支付服务 (银行卡与银行代扣)",
           description_en="rent payments (card and bank debits)", depends_on=("rentpay-pg", "bankhop")),
        _S(name="rentpay-pg", kind="postgres", team="DBA", description_zh="支付数据库 (PostgreSQL)",
           description_en="payments database"),
        _S(name="duemill", team="账单组 Billing", description_zh="月租账单生成",
           description_en="rent invoice generator", depends_on=("invoice-bus", "leasebook")),
        _S(name="invoice-bus", kind="kafka", team="账单组 Billing", description_zh="账单消息队列 (Kafka)",
           description_en="invoice event queue"),
        _S(name="leasebook", team="租约组 Leasing", description_zh="租约管理服务", description_en="lease management",
           depends_on=("lease-db",)),
        _S(name="lease-db", kind="mysql", team="DBA", description_zh="租约数据库 (MySQL)",
           description_en="lease database"),
        _S(name="bankhop", team="银行对接组 Bank Integrations", description_zh="合作银行接口对接",
           description_en="bank partner connector", depends_on=("ridgebank",)),
        _S(name="ridgebank", kind="external", team="外部 External", description_zh="合作银行 (外部)",
           description_en="partner bank API"),
        _S(name="payoutd", team="结算组 Settlement", description_zh="房东打款结算", description_en="landlord payouts",
           depends_on=("bankhop",)),
        _S(name="flatview", team="房源组 Listings", description_zh="房源与单元信息服务",
           description_en="property and unit listings", depends_on=("unit-cache",)),
        _S(name="unit-cache", kind="redis", team="房源组 Listings", description_zh="房源单元缓存 (Redis)",
           description_en="unit listing cache"),
        _S(name="fixdesk", team="物业组 Property Care", description_zh="报修工单服务",
           description_en="maintenance tickets", depends_on=("fix-es",)),
        _S(name="fix-es", kind="elasticsearch", team="物业组 Property Care", description_zh="工单检索 (Elasticsearch)",
           description_en="ticket search index"),
        _S(name="tenantry", team="租客组 Tenants", description_zh="租客资料服务", description_en="tenant profiles"),
        _S(name="remindr", team="通知组 Notify", description_zh="租金催缴提醒 (短信/推送)",
           description_en="rent due reminders", depends_on=("tenantry",)),
    ),
    incidents=(
        IncidentSpec(id="rentpay-pool", kind="database", flavor="pool", service="rentpay", origin="rentpay-pg",
                     start=_at(10, 6, 32), error_rate=4, error_code="RPY-5303", warn_code="RPG-W12",
                     upstream=("keyport",), upstream_code="KPT-5031", order_failure_share=0.5,
                     order_status="PAYMENT_FAILED"),
        IncidentSpec(id="invoice-backlog", kind="queue", service="duemill", origin="invoice-bus",
                     start=_at(10, 5, 14), error_rate=2, error_code="DML-4410", warn_code="IVB-W33",
                     topic="rent.invoice.due", alert_severity="warning"),
        IncidentSpec(id="ridgebank-cert", kind="certificate", service="bankhop", origin="ridgebank",
                     start=_at(10, 5, 50), error_rate=2, error_code="BKH-4952", upstream=("payoutd",),
                     upstream_code="PYD-5021"),
        IncidentSpec(id="unit-cache-evictions", kind="cache", service="flatview", origin="unit-cache",
                     start=_at(10, 1, 36), end=_at(10, 2, 14), error_rate=3, error_code="FLV-5040",
                     warn_code="UCH-W07", upstream=("keyport",), upstream_code="KPT-5044"),
        IncidentSpec(id="tenantry-blip", kind="blip", service="tenantry", start=_at(10, 4, 22), end=_at(10, 4, 37),
                     error_rate=0, warn_code="TNT-W03", alert_severity="warning"),
        IncidentSpec(id="lease-lock", kind="database", flavor="lock_wait", service="leasebook", origin="lease-db",
                     start=_at(9, 19, 12), end=_at(9, 19, 47), error_rate=3, error_code="LSB-5211",
                     warn_code="LDB-W24"),
        IncidentSpec(id="rentpay-rollout", kind="deploy", service="rentpay", start=_at(9, 14, 10),
                     end=_at(9, 14, 31), error_rate=0, version="7.3.0", previous_version="7.2.4", rollout_ok=True),
    ),
)
