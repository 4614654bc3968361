"""Dev world ``ledgerly``: a payments ledger in Europe/Berlin (ids ``TXN_00012345``).

Incidents: a lock-wait storm on ledger-mysql behind ledger-core this morning (resolved), a bad deploy of
account-api rolled back, an expired FX provider certificate (ongoing), a latency blip last night.
Healthy: risk-scorer, kyc-checker, account-pg, session-redis.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Europe/Berlin")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 6, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="ledgerly",
    title="Ledgerly payments",
    seed=77231,
    timezone="Europe/Berlin",
    anchor=_at(18, 11, 45),
    hours=36,
    ids=IdFormats(order="TXN_{seq:8}", user="acct-{hex:10}", trace="{hex:32}"),
    order_service="transfer-api",
    orders_per_hour=48,
    order_statuses=("SETTLED", "SETTLED", "SETTLED", "PENDING_REVIEW"),
    services=(
        _S(name="api-front", team="平台组 Platform", description_zh="对外 API 前端", description_en="public API front",
           depends_on=("transfer-api", "account-api")),
        _S(name="transfer-api", team="转账组 Transfers", description_zh="转账下单接口",
           description_en="money transfer API", depends_on=("ledger-core", "fx-rates", "risk-scorer")),
        _S(name="ledger-core", team="账务组 Ledger", description_zh="记账核心", description_en="ledger core",
           depends_on=("ledger-mysql", "posting-queue")),
        _S(name="ledger-mysql", kind="mysql", team="DBA", description_zh="账务数据库 (MySQL)",
           description_en="ledger database"),
        _S(name="posting-queue", kind="kafka", team="平台组 Platform", description_zh="记账事件队列 (Kafka)",
           description_en="posting event queue"),
        _S(name="account-api", team="账户组 Accounts", description_zh="账户资料与余额查询服务",
           description_en="account profile and balance API", depends_on=("account-pg", "session-redis")),
        _S(name="account-pg", kind="postgres", team="账户组 Accounts", description_zh="账户数据库 (PostgreSQL)",
           description_en="account database"),
        _S(name="session-redis", kind="redis", team="账户组 Accounts", description_zh="会话缓存 (Redis)",
           description_en="session cache"),
        _S(name="fx-rates", team="汇率组 FX", description_zh="汇率报价", description_en="FX quotes",
           depends_on=("fxquote-provider",)),
        _S(name="fxquote-provider", kind="external", team="外部 External", description_zh="外部汇率供应商",
           description_en="external FX provider"),
        _S(name="risk-scorer", team="风控组 Risk", description_zh="交易风险评分", description_en="risk scoring"),
        _S(name="statement-builder", team="账务组 Ledger", description_zh="对账单生成",
           description_en="statement builder", depends_on=("posting-queue", "ledger-mysql")),
        _S(name="kyc-checker", team="合规组 Compliance", description_zh="实名认证检查",
           description_en="KYC checks", depends_on=("kycvendor-api",)),
        _S(name="kycvendor-api", kind="external", team="外部 External", description_zh="外部实名认证供应商",
           description_en="external KYC vendor"),
    ),
    incidents=(
        IncidentSpec(id="ledger-lock-waits", kind="database", flavor="lock_wait", service="ledger-core",
                     origin="ledger-mysql", start=_at(18, 9, 52), end=_at(18, 10, 38), error_rate=3,
                     error_code="LDG-1205", warn_code="MYSQL-1205", upstream=("transfer-api",),
                     upstream_code="TRF-5030", order_failure_share=0.45, order_status="FAILED_LEDGER"),
        IncidentSpec(id="account-bad-deploy", kind="deploy", service="account-api", start=_at(18, 11, 2),
                     end=_at(18, 11, 21), error_rate=5, error_code="ACC-5000", version="3.18.0",
                     previous_version="3.17.4", upstream=("api-front",), upstream_code="FRT-502"),
        IncidentSpec(id="fx-cert-expired", kind="certificate", service="fx-rates", origin="fxquote-provider",
                     start=_at(18, 11, 24), error_rate=3, error_code="FXR-0495", upstream=("transfer-api",),
                     upstream_code="TRF-4210", order_failure_share=0.5, order_status="FX_UNAVAILABLE"),
        IncidentSpec(id="statement-latency-blip", kind="blip", service="statement-builder",
                     start=_at(17, 23, 10), end=_at(17, 23, 25), error_rate=0, warn_code="STB-W02",
                     alert_severity="warning"),
    ),
)
