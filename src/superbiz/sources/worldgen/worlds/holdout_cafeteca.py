"""Held-out world ``cafeteca``: a specialty coffee roaster's subscription business in America/Tegucigalpa
(UTC-06:00, no daylight time; "now" is 08:30 local on 4 December = 14:30 UTC, the morning roast; subscription
orders ``SUB#50417`` (made by cafebox), subscribers ``CT-04170``, trace ids ``cft`` + 10 hex digits).

Incidents: a bad deploy of the roast scheduler tostaplan 5.3.0 at 07:50 today, NOT rolled back and still failing
(the subscription order service cafebox fails roast batches with it, status ``ROAST_FAILED``); lock waits on the
billing database cobro-pg last night 23:10–23:40 behind the renewal billing service renueva (chain cafebox →
renueva → cobro-pg; failed renewals ``RENEWAL_BOUNCED``; resolved); a backlog of the courier tracking queue
rastreo-q yesterday 13:00–14:10 behind the courier tracking reader rastreo (resolved); a WARN-only latency blip of
the roastery dashboard tablero this morning 06:40–06:55.
Healthy: verdebin (green-bean inventory), verdebin-pg, cafebox-db, aroma-redis, avisos (notifications), pagoflex.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("America/Tegucigalpa")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="cafeteca",
    title="Cafeteca specialty coffee subscriptions",
    seed=61204,
    timezone="America/Tegucigalpa",
    anchor=_at(4, 8, 30),
    hours=36,
    ids=IdFormats(order="SUB#5{seq:4}", user="CT-{num:5}", trace="cft{hex:10}"),
    order_service="cafebox",
    orders_per_hour=50,
    order_statuses=("ACTIVE", "ACTIVE", "ROASTED", "SHIPPED"),
    vocab=Vocabulary(request_rate="sub_req_ps", latency="brew_p99_ms", error_ratio="brew_err_ratio",
                     hit_ratio="aroma_hit_ratio", evictions="aroma_evicted_ps", query_latency="cobro_sql_p99_ms",
                     lock_waits="cobro_lock_waits_ps", pool_in_use="cobro_conns_busy",
                     pool_size="cobro_conns_max", consumer_lag="courier_scans_unread",
                     tls_days="gateway_cert_days_left", tls_failures="gateway_tls_fail_ps",
                     cache_alert="AromaHitRatioLow", latency_alert="BrewP99Slow",
                     error_alert="BrewErrRatioHigh", db_alert="CobroLockWaits", pool_alert="CobroConnsExhausted",
                     lag_alert="CourierScansPiling", tls_alert="GatewayTlsFailing"),
    services=(
        _S(name="granoapp", team="订阅者体验组 Subscriber Experience", description_zh="订阅者App (咖啡订阅客户端)",
           description_en="subscriber app", depends_on=("cafebox", "rastreo", "aroma-redis")),
        _S(name="cafebox", team="订阅组 Subscriptions", description_zh="订阅订单服务 (suscripciones)",
           description_en="subscription orders service", depends_on=("cafebox-db", "tostaplan", "renueva")),
        _S(name="cafebox-db", kind="mysql", team="订阅组 Subscriptions", description_zh="订阅数据库 (MySQL)",
           description_en="subscriptions database"),
        _S(name="tostaplan", team="烘焙组 Roastery", description_zh="烘焙排程 (tostado / 排产)",
           description_en="roast scheduler", depends_on=("verdebin",)),
        _S(name="verdebin", team="生豆仓储组 Green Coffee", description_zh="生豆库存 (café verde)",
           description_en="green-bean inventory", depends_on=("verdebin-pg",)),
        _S(name="verdebin-pg", kind="postgres", team="生豆仓储组 Green Coffee",
           description_zh="生豆库存数据库 (PostgreSQL)",
           description_en="green-bean inventory database"),
        _S(name="renueva", team="计费组 Billing", description_zh="续订扣费 (renovaciones)",
           description_en="renewal billing", depends_on=("cobro-pg", "pagoflex")),
        _S(name="cobro-pg", kind="postgres", team="DBA", description_zh="计费数据库 (PostgreSQL)",
           description_en="billing database"),
        _S(name="pagoflex", kind="external", team="外部 External", description_zh="银行卡支付网关",
           description_en="card payment gateway"),
        _S(name="rastreo", team="物流组 Logistics", description_zh="快递追踪 (rastreo de envíos)",
           description_en="courier tracking", depends_on=("rastreo-q",)),
        _S(name="rastreo-q", kind="kafka", team="物流组 Logistics", description_zh="快递追踪队列 (Kafka)",
           description_en="courier tracking queue"),
        _S(name="tablero", team="烘焙组 Roastery", description_zh="烘焙坊看板 (大屏)",
           description_en="roastery dashboard", depends_on=("tostaplan", "verdebin")),
        _S(name="aroma-redis", kind="redis", team="订阅者体验组 Subscriber Experience",
           description_zh="风味推荐缓存 (Redis)", description_en="tasting-notes cache"),
        _S(name="avisos", team="订阅者体验组 Subscriber Experience", description_zh="通知服务 (短信/邮件)",
           description_en="notifications"),
    ),
    incidents=(
        IncidentSpec(id="tostaplan-bad-deploy", kind="deploy", service="tostaplan", start=_at(4, 7, 50),
                     error_rate=4, error_code="TPL-5107", version="5.3.0", previous_version="5.2.6",
                     upstream=("cafebox",), upstream_code="CBX-5022", order_failure_share=0.35,
                     order_status="ROAST_FAILED"),
        IncidentSpec(id="tablero-blip", kind="blip", service="tablero", start=_at(4, 6, 40), end=_at(4, 6, 55),
                     error_rate=0, warn_code="TAB-W04", alert_severity="warning"),
        IncidentSpec(id="cobro-lock", kind="database", flavor="lock_wait", service="renueva", origin="cobro-pg",
                     start=_at(3, 23, 10), end=_at(3, 23, 40), error_rate=3, error_code="RNV-5309",
                     warn_code="CBP-W14", upstream=("cafebox",), upstream_code="CBX-5031",
                     order_failure_share=0.5, order_status="RENEWAL_BOUNCED"),
        IncidentSpec(id="rastreo-backlog", kind="queue", service="rastreo", origin="rastreo-q",
                     start=_at(3, 13, 0), end=_at(3, 14, 10), error_rate=2, error_code="RST-4421",
                     warn_code="RSQ-W06", topic="courier.scans"),
    ),
)
