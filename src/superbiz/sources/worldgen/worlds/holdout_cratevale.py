"""Held-out world ``cratevale``: a self-storage chain (unit rentals, gate access, monthly invoices, move-in
bookings) in Asia/Anadyr (UTC+12). Booking ids look like ``U-17/B-042`` (unit / booking), tenants ``tnt.88412``,
trace ids ``{hex:10}-{hex:6}``.

"Now" is 2026-09-23 14:20 local (02:20 UTC); the data starts 30 hours earlier, 2026-09-22 08:20 local.

Incidents (local times):

* yesterday 16:40-17:05: bad deploy 4.12.0 of the tenant web portal ledgrune, rolled back to 4.11.3;
* yesterday 22:00-23:30: the card-payment partner payquell's TLS certificate expired: monthly invoicing
  tallybex fails its card charges, the move-in booking service movrinda fails deposits (bookings CARDHOLD_VOIDED);
* today 02:00-03:40: invoice-mail queue backlog on dunquay (topic ``dunquay.invoice-mail``) behind mailorvo;
* today 07:45-07:58: a warnings-only latency blip on the vacant-unit search cubbyfind;
* today 09:10-09:35 and 11:00-11:20: the same Redis cache snarvix storms twice (evictions) behind the move-in
  booking service movrinda (bookings HOLD_SLIPPED); the first storm is the longer one;
* today 12:30-12:38: clean rollout 9.3.0 of tallybex (a tempting false cause, nothing breaks);
* today 12:40-13:25: PostgreSQL pool exhaustion: lumbrapg -> tenmora (tenant lease service, pool exhausted) ->
  keystrel (access-grant service) -> vornlatch (gate-access app: unit unlocks fail); a three-hop chain.

Healthy: quibbon, fennodb, cubbidx (and tallybex since last night; ledgrune since its rollback).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Anadyr")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 9, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="cratevale",
    title="Cratevale self-storage",
    seed=72931,
    timezone="Asia/Anadyr",
    anchor=_at(23, 14, 20),
    hours=30,
    ids=IdFormats(order="U-{num:2}/B-{num:3}", user="tnt.{num:5}", trace="{hex:10}-{hex:6}"),
    order_service="movrinda",
    orders_per_hour=30,
    order_statuses=("UNIT_HELD", "UNIT_HELD", "MOVED_IN", "GATE_CODE_SENT"),
    vocab=Vocabulary(request_rate="crv_reqs_per_s", latency="crv_p99_lag_ms", error_ratio="crv_fail_share",
                     hit_ratio="vacancy_hit_share", evictions="evictions_per_min", query_latency="crv_query_p99",
                     lock_waits="lock_stalls_per_s", pool_in_use="pg_seats_busy", pool_size="pg_seats_max",
                     consumer_lag="mailq_backlog_msgs", tls_days="crv_cert_days", tls_failures="tls_rejects_per_s",
                     cache_alert="VacancyCacheChurn", latency_alert="SlowLaneP99", error_alert="FaultBudgetSpent",
                     db_alert="LeaseQuerySludge", pool_alert="PoolSeatsGone", lag_alert="MailQueueSwell",
                     tls_alert="CardPeerTlsSour"),
    services=(
        _S(name="vornlatch", team="门禁组 Gatekeepers", description_zh="门禁开锁 App（租户用手机开单元门）",
           description_en="gate-access app (tenants unlock gates and units)", depends_on=("keystrel",)),
        _S(name="keystrel", team="门禁组 Gatekeepers", description_zh="门禁授权服务",
           description_en="access-grant service", depends_on=("tenmora",)),
        _S(name="tenmora", team="租务组 Leasing", description_zh="租约服务", description_en="tenant lease service",
           depends_on=("lumbrapg",)),
        _S(name="lumbrapg", kind="postgres", team="DBA", description_zh="租约数据库 (PostgreSQL)",
           description_en="lease database"),
        _S(name="movrinda", team="预约组 Bookings", description_zh="入住预约服务",
           description_en="move-in booking service",
           depends_on=("snarvix", "tallybex", "cubbyfind")),
        _S(name="snarvix", kind="redis", team="预约组 Bookings", description_zh="单元空置缓存 (Redis)",
           description_en="unit availability cache"),
        _S(name="tallybex", team="账务组 Billing", description_zh="月度账单服务", description_en="monthly invoicing",
           depends_on=("fennodb", "payquell", "dunquay")),
        _S(name="fennodb", kind="mysql", team="账务组 Billing", description_zh="账单数据库 (MySQL)",
           description_en="invoice database"),
        _S(name="payquell", kind="external", team="外部 External", description_zh="银行卡支付合作方",
           description_en="card-payment partner"),
        _S(name="dunquay", kind="kafka", team="账务组 Billing", description_zh="账单邮件队列 (Kafka)",
           description_en="invoice mail queue"),
        _S(name="mailorvo", team="账务组 Billing", description_zh="账单邮件发送", description_en="invoice mail sender",
           depends_on=("dunquay",)),
        _S(name="cubbyfind", team="预约组 Bookings", description_zh="空置单元搜索", description_en="vacant-unit search",
           depends_on=("cubbidx",)),
        _S(name="cubbidx", kind="elasticsearch", team="预约组 Bookings", description_zh="单元搜索索引 (Elasticsearch)",
           description_en="unit search index"),
        _S(name="ledgrune", team="门户组 Portal", description_zh="租户网页门户", description_en="tenant web portal",
           depends_on=("movrinda", "tallybex", "quibbon")),
        _S(name="quibbon", team="门户组 Portal", description_zh="租户推送通知",
           description_en="tenant push notifications"),
    ),
    incidents=(
        IncidentSpec(id="lease-pool", kind="database", flavor="pool", service="tenmora", origin="lumbrapg",
                     start=_at(23, 12, 40), end=_at(23, 13, 25), error_rate=4, error_code="TMRA-7103",
                     warn_code="LMBP-W44", upstream=("keystrel", "vornlatch"), upstream_code="KSTL-5029"),
        IncidentSpec(id="vacancy-storm-1", kind="cache", service="movrinda", origin="snarvix",
                     start=_at(23, 9, 10), end=_at(23, 9, 35), error_rate=3, error_code="MVRD-4471",
                     warn_code="SNVX-W61", order_failure_share=0.5, order_status="HOLD_SLIPPED"),
        IncidentSpec(id="vacancy-storm-2", kind="cache", service="movrinda", origin="snarvix",
                     start=_at(23, 11, 0), end=_at(23, 11, 20), error_rate=3, error_code="MVRD-4471",
                     warn_code="SNVX-W61", order_failure_share=0.5, order_status="HOLD_SLIPPED"),
        IncidentSpec(id="card-cert", kind="certificate", service="tallybex", origin="payquell",
                     start=_at(22, 22, 0), end=_at(22, 23, 30), error_rate=3, error_code="TLBX-6190",
                     upstream=("movrinda",), upstream_code="MVRD-6022", order_failure_share=0.6,
                     order_status="CARDHOLD_VOIDED"),
        IncidentSpec(id="invoice-mail-backlog", kind="queue", service="mailorvo", origin="dunquay",
                     start=_at(23, 2, 0), end=_at(23, 3, 40), error_rate=2, error_code="MLRV-3318",
                     warn_code="MLRV-W09", topic="dunquay.invoice-mail", alert_severity="warning"),
        IncidentSpec(id="portal-deploy", kind="deploy", service="ledgrune", start=_at(22, 16, 40),
                     end=_at(22, 17, 5), error_rate=4, error_code="LGRN-5812", version="4.12.0",
                     previous_version="4.11.3"),
        IncidentSpec(id="invoicing-rollout", kind="deploy", service="tallybex", start=_at(23, 12, 30),
                     end=_at(23, 12, 38), version="9.3.0", previous_version="9.2.4", rollout_ok=True),
        IncidentSpec(id="search-blip", kind="blip", service="cubbyfind", start=_at(23, 7, 45), end=_at(23, 7, 58),
                     error_rate=0, warn_code="CBFD-W13", alert_severity="warning"),
    ),
)
