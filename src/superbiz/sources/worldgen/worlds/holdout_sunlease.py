"""Held-out world ``sunlease``: pay-as-you-go solar home systems for households (loans repaid by mobile money,
unlock tokens sent to the home kits) in Africa/Lusaka (UTC+02:00, no daylight time; "now" is 10:50 local on 5
December 2026 = 08:50 UTC; repayments ``RPM.000417.ZM`` (made by the repayment collector ngwee-collect),
customer accounts ``SHS40417233``, trace ids ``slt-`` + 12 hex digits).

Incidents (local times):

* the mobile-money partner kwachalink's certificate expired at 10:05 today and is still failing: the repayment
  collector ngwee-collect logs the TLS handshake errors (``NGW-5120``) and repayments fail as records (status
  ``REPAYMENT_FAILED``); the field-agent app fieldmate fails on its calls to the collector (``FLD-5031``; chain
  fieldmate -> ngwee-collect -> kwachalink);
* a clean rollout of the field-agent app fieldmate 3.14.0 at 10:00-10:06 (``rollout_ok``: a tempting false cause);
* the unlock-token issuer unlokey's queue backlog TWICE on the queue unlokey-q (topic ``unlock.tokens``): yesterday
  19:00-19:40 and today 09:30-10:10 (both resolved; ``ULK-4081`` / ``ULQ-W04``);
* customer-database slow queries last night 23:00-23:30 on kaya-pg under the customer profile service kayaprofile
  (``KYP-5044`` / ``KPG-W19``), reaching the customer app zuwa-portal (``ZWP-5030``; chain zuwa-portal ->
  kayaprofile -> kaya-pg; resolved);
* a WARN-only latency blip of the SMS sender sautisms today 08:40-08:55 (``STS-W02``; no errors).

Healthy: the loan ledger mwezi-ledger and its database mwezi-pg, the SMS aggregator chitolink, the kit stock
service kitwe-stock and its cache kitwe-redis, the panel telemetry panelwatch and its index panelwatch-es.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Africa/Lusaka")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="sunlease",
    title="Sunlease pay-as-you-go solar home systems",
    seed=80512,
    timezone="Africa/Lusaka",
    anchor=_at(5, 10, 50),
    hours=34,
    ids=IdFormats(order="RPM.{seq:6}.ZM", user="SHS{num:8}", trace="slt-{hex:12}"),
    order_service="ngwee-collect",
    orders_per_hour=40,
    order_statuses=("SETTLED", "SETTLED", "TOKEN_ISSUED"),
    vocab=Vocabulary(request_rate="shs_req_ps", latency="shs_p99_ms", error_ratio="shs_fail_frac",
                     hit_ratio="kit_cache_hit_frac", evictions="kit_cache_evicts_ps",
                     query_latency="kaya_sql_p99_ms", lock_waits="kaya_lock_waits_ps", pool_in_use="kaya_conns_used",
                     pool_size="kaya_conns_cap", consumer_lag="unlock_jobs_waiting",
                     tls_days="momo_cert_days_left", tls_failures="momo_tls_fail_ps",
                     cache_alert="KitCacheHitLow", latency_alert="ShsP99TooSlow",
                     error_alert="ShsFailFracHigh", db_alert="KayaSqlSlow", pool_alert="KayaConnsExhausted",
                     lag_alert="UnlockJobsPilingUp", tls_alert="MomoTlsBroken"),
    services=(
        _S(name="zuwa-portal", team="客户体验组 Customer Experience",
           description_zh="客户自助App (查余额、还款、领解锁码)",
           description_en="customer self-service app", depends_on=("kayaprofile", "ngwee-collect", "sautisms")),
        _S(name="fieldmate", team="外勤代理组 Field Agents", description_zh="外勤代理员App (装机与上门收款)",
           description_en="field-agent app", depends_on=("ngwee-collect", "kayaprofile", "kitwe-stock")),
        _S(name="ngwee-collect", team="收款组 Collections", description_zh="还款收款服务 (移动钱包扣款)",
           description_en="repayment collector", depends_on=("kwachalink", "mwezi-ledger")),
        _S(name="kwachalink", kind="external", team="外部 External", description_zh="移动钱包合作方",
           description_en="mobile-money partner"),
        _S(name="mwezi-ledger", team="贷款组 Loans", description_zh="贷款账本服务",
           description_en="loan ledger", depends_on=("mwezi-pg", "unlokey-q")),
        _S(name="mwezi-pg", kind="postgres", team="贷款组 Loans", description_zh="贷款账本数据库 (PostgreSQL)",
           description_en="loan ledger database"),
        _S(name="unlokey", team="设备解锁组 Device Unlock", description_zh="解锁码签发服务 (读解锁队列)",
           description_en="unlock-token issuer", depends_on=("unlokey-q", "sautisms")),
        _S(name="unlokey-q", kind="kafka", team="设备解锁组 Device Unlock", description_zh="解锁码队列 (Kafka)",
           description_en="unlock-token queue"),
        _S(name="kayaprofile", team="客户数据组 Customer Data", description_zh="客户档案服务",
           description_en="customer profile service", depends_on=("kaya-pg",)),
        _S(name="kaya-pg", kind="postgres", team="客户数据组 Customer Data", description_zh="客户数据库 (PostgreSQL)",
           description_en="customer database"),
        _S(name="sautisms", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS sender", depends_on=("chitolink",)),
        _S(name="chitolink", kind="external", team="外部 External", description_zh="短信网关合作方",
           description_en="SMS aggregator partner"),
        _S(name="kitwe-stock", team="设备库存组 Kit Stock", description_zh="太阳能套件库存服务",
           description_en="solar kit stock service", depends_on=("kitwe-redis",)),
        _S(name="kitwe-redis", kind="redis", team="设备库存组 Kit Stock", description_zh="套件库存缓存 (Redis)",
           description_en="kit stock cache"),
        _S(name="panelwatch", team="设备遥测组 Telemetry", description_zh="光伏板遥测服务",
           description_en="panel telemetry service", depends_on=("panelwatch-es", "kayaprofile")),
        _S(name="panelwatch-es", kind="elasticsearch", team="设备遥测组 Telemetry",
           description_zh="遥测索引 (Elasticsearch)",
           description_en="telemetry index"),
    ),
    incidents=(
        IncidentSpec(id="kwachalink-cert", kind="certificate", service="ngwee-collect", origin="kwachalink",
                     start=_at(5, 10, 5), error_rate=3, error_code="NGW-5120", upstream=("fieldmate",),
                     upstream_code="FLD-5031", order_failure_share=0.4, order_status="REPAYMENT_FAILED"),
        IncidentSpec(id="fieldmate-rollout", kind="deploy", service="fieldmate", start=_at(5, 10, 0),
                     end=_at(5, 10, 6), version="3.14.0", previous_version="3.13.2", rollout_ok=True),
        IncidentSpec(id="unlokey-backlog-today", kind="queue", service="unlokey", origin="unlokey-q",
                     start=_at(5, 9, 30), end=_at(5, 10, 10), error_rate=2, error_code="ULK-4081",
                     warn_code="ULQ-W04", topic="unlock.tokens"),
        IncidentSpec(id="unlokey-backlog-yesterday", kind="queue", service="unlokey", origin="unlokey-q",
                     start=_at(4, 19, 0), end=_at(4, 19, 40), error_rate=2, error_code="ULK-4081",
                     warn_code="ULQ-W04", topic="unlock.tokens"),
        IncidentSpec(id="kaya-slow-query", kind="database", flavor="slow_query", service="kayaprofile",
                     origin="kaya-pg", start=_at(4, 23, 0), end=_at(4, 23, 30), error_rate=3, error_code="KYP-5044",
                     warn_code="KPG-W19", upstream=("zuwa-portal",), upstream_code="ZWP-5030"),
        IncidentSpec(id="sautisms-blip", kind="blip", service="sautisms", start=_at(5, 8, 40), end=_at(5, 8, 55),
                     error_rate=0, warn_code="STS-W02"),
    ),
)
