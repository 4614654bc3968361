"""Held-out world ``tramcard``: a city tram network (fare validators on board, card top-ups through a bank partner,
a journey planner, the vehicle position feed, passenger information displays, the fare engine, a refunds desk) in
America/Asuncion (UTC−03:00 all year); "now" is 08:05 local, the morning rush (fare transactions are dotted
``tc.26.0412-77``, travel cards ``CARD-0412-7731``, traces ``tk-<12 hex>-<6 hex>``).

Incidents: the fare engine faresmith's PostgreSQL connection pool (fare-pg) is exhausted now (since 07:31; the
on-board validator service tapvalid fails on its calls: a two-hop chain; fare transactions are declined) and the
refunds desk refundly, on the same database, exhausts its own pool since 07:39 (one database under two services);
on another branch the validator telemetry consumer valtelem is backlogged on the tram event bus topic
``validator.telemetry`` since 06:48 (ongoing, warning, lag still growing); the bank partner's certificate expired
at 03:00 local and was renewed at about 06:30 (bankbridge → pagobank-ext, callers topupline: card top-ups failed, a
two-hop chain, resolved); yesterday evening a cache eviction storm on plan-redis behind the journey planner
routewise (callers ridehub, resolved); a bad deploy of the passenger information display service pidboard late
yesterday evening (3.8.0, rolled back to 3.7.2) and its clean redeploy (3.8.1, ``rollout_ok``) at dawn.
Healthy: vehpos (vehicle position feed) and stopfind with stop-es; pidboard after its redeploy; routewise and
ridehub today; tramlog-kafka and pagobank-ext emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("America/Asuncion")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tramcard",
    title="Tramcard city tram network",
    seed=40412,
    timezone="America/Asuncion",
    anchor=_at(10, 8, 5),
    hours=36,
    ids=IdFormats(order="tc.26.{num:4}-{num:2}", user="CARD-{num:4}-{num:4}", trace="tk-{hex:12}-{hex:6}"),
    order_service="faresmith",
    orders_per_hour=45,
    order_statuses=("SETTLED", "SETTLED", "SETTLED", "TAPPED_IN", "TAPPED_OUT"),
    vocab=Vocabulary(request_rate="calls_per_sec", latency="resp_p99_msec", error_ratio="fail_call_share",
                     hit_ratio="kv_hit_share", evictions="kv_evictions_ps", query_latency="sql_p99_msec",
                     lock_waits="sql_lock_waiters_ps", pool_in_use="dbconn_busy", pool_size="dbconn_max",
                     consumer_lag="stream_lag_msgs", tls_days="peer_cert_days_left",
                     tls_failures="peer_tls_fail_ps", cache_alert="PlannerKvEvicting",
                     latency_alert="RespTimeP99High", error_alert="CallFailShareHigh",
                     db_alert="SqlStatementsSlow", pool_alert="DbConnsExhausted", lag_alert="StreamLagClimbing",
                     tls_alert="PeerCertRejected"),
    services=(
        _S(name="ridehub", team="乘客端组 Rider Apps", description_zh="乘客 App 与网页网关",
           description_en="rider app and web gateway",
           depends_on=("routewise", "topupline", "refundly", "stopfind")),
        _S(name="tapvalid", team="车载设备组 Onboard Devices", description_zh="车载验票机服务（刷卡进出站）",
           description_en="on-board fare validator service (card taps)", depends_on=("faresmith", "tramlog-kafka")),
        _S(name="faresmith", team="票价组 Fares", description_zh="票价引擎（计费与扣款）",
           description_en="fare engine (fare calculation and charging)", depends_on=("fare-pg",)),
        _S(name="fare-pg", kind="postgres", team="DBA", description_zh="票价数据库 (PostgreSQL)",
           description_en="fare database"),
        _S(name="refundly", team="客服组 Customer Care", description_zh="退款服务台",
           description_en="refunds desk", depends_on=("fare-pg",)),
        _S(name="topupline", team="充值组 Top-ups", description_zh="交通卡充值服务",
           description_en="travel card top-up service", depends_on=("bankbridge", "faresmith")),
        _S(name="bankbridge", team="合作方对接组 Partners", description_zh="银行充值通道对接",
           description_en="bank top-up partner client", depends_on=("pagobank-ext",)),
        _S(name="pagobank-ext", kind="external", team="外部 External", description_zh="外部合作银行（充值收单）",
           description_en="partner bank (top-up acquiring)"),
        _S(name="routewise", team="出行规划组 Journey Planning", description_zh="行程规划",
           description_en="journey planner", depends_on=("plan-redis", "vehpos")),
        _S(name="plan-redis", kind="redis", team="出行规划组 Journey Planning", description_zh="行程规划缓存 (Redis)",
           description_en="journey planner cache"),
        _S(name="vehpos", team="车辆组 Fleet", description_zh="车辆实时位置数据流",
           description_en="vehicle position feed", depends_on=("tramlog-kafka",)),
        _S(name="pidboard", team="站台信息组 Stop Info", description_zh="站台乘客信息屏",
           description_en="passenger information displays", depends_on=("vehpos",)),
        _S(name="valtelem", team="车载设备组 Onboard Devices", description_zh="验票机遥测数据处理",
           description_en="validator telemetry processor", depends_on=("tramlog-kafka",)),
        _S(name="tramlog-kafka", kind="kafka", team="平台组 Platform", description_zh="电车事件总线 (Kafka)",
           description_en="tram event bus"),
        _S(name="stopfind", team="出行规划组 Journey Planning", description_zh="站点查询（附近站点、线路、首末班）",
           description_en="stop finder (nearby stops, lines, first and last trams)", depends_on=("stop-es",)),
        _S(name="stop-es", kind="elasticsearch", team="出行规划组 Journey Planning",
           description_zh="站点索引 (Elasticsearch)", description_en="stop index"),
    ),
    incidents=(
        IncidentSpec(id="planner-cache-storm", kind="cache", service="routewise", origin="plan-redis",
                     start=_at(9, 18, 12), end=_at(9, 18, 55), error_rate=3, error_code="RTW-3301",
                     warn_code="PRC-W77", upstream=("ridehub",), upstream_code="RHB-5031"),
        IncidentSpec(id="pidboard-bad-deploy", kind="deploy", service="pidboard", start=_at(9, 21, 40),
                     end=_at(9, 22, 3), error_rate=3, error_code="PID-5000", version="3.8.0",
                     previous_version="3.7.2"),
        IncidentSpec(id="bank-cert-expired", kind="certificate", service="bankbridge", origin="pagobank-ext",
                     start=_at(10, 3, 0), end=_at(10, 6, 31), error_rate=1, error_code="BBR-4950",
                     upstream=("topupline",), upstream_code="TPL-5062"),
        IncidentSpec(id="pidboard-redeploy", kind="deploy", service="pidboard", start=_at(10, 5, 12),
                     end=_at(10, 5, 27), error_rate=0, version="3.8.1", previous_version="3.7.2",
                     rollout_ok=True),
        IncidentSpec(id="telemetry-backlog", kind="queue", service="valtelem", origin="tramlog-kafka",
                     topic="validator.telemetry", start=_at(10, 6, 48), error_rate=2, error_code="VTL-4081",
                     warn_code="VTL-LAG7", alert_severity="warning"),
        IncidentSpec(id="fare-pool", kind="database", flavor="pool", service="faresmith", origin="fare-pg",
                     start=_at(10, 7, 31), error_rate=4, error_code="FSM-5330", warn_code="FPG-53300",
                     upstream=("tapvalid",), upstream_code="TPV-5023", order_failure_share=0.5,
                     order_status="FARE_DECLINED"),
        IncidentSpec(id="refund-pool", kind="database", flavor="pool", service="refundly", origin="fare-pg",
                     start=_at(10, 7, 39), error_rate=2, error_code="RFD-5331", warn_code="FPG-53301"),
    ),
)
