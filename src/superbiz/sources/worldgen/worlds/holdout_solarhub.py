"""HELD-OUT world ``solarhub``: rooftop solar monitoring and energy trading (inverter telemetry, generation
forecasts, export trading, settlement with the grid operator, the customer app) in Pacific/Honolulu (UTC-10, no
summer time). Service names are short codes with underscores and digits; settlement records, customers and
traces are lowercase hex.

Incidents: a forecast-cache eviction storm behind fc_engine yesterday evening that also broke trade_mkt
(resolved; trade_mkt → fc_engine → fc_rc3), a dashboard-cache eviction storm behind pv_view2 that the app
backend feels too (ongoing; app_bff1 → pv_view2 → pv_rc2), lock waits on the settlement MySQL behind trade_mkt
this morning (resolved), a telemetry consumer backlog on tel_ing3 (ongoing), the grid operator's expired
certificate across local midnight that rejected settlements (resolved), a bad inverter-gateway rollout this
morning (rolled back), a short latency blip on fc_engine late this morning.
Healthy: acct_u1, ntf_push5 (and tsdb_pg1, the telemetry database).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Honolulu")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 11, day, hh, mm, tzinfo=_TZ) if day > 1 else datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="solarhub",
    title="Solarhub rooftop energy",
    seed=80841,
    timezone="Pacific/Honolulu",
    anchor=_at(1, 14, 20),
    hours=32,
    ids=IdFormats(order="{hex:12}", user="{hex:8}", trace="{hex:32}"),
    order_service="stl_svc4",
    orders_per_hour=30,
    order_statuses=("SETTLED", "SETTLED", "CREDITED", "PENDING_GRID"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="resp_p99_ms", error_ratio="err_frac",
                     hit_ratio="redis_hit_frac", evictions="redis_evict_per_s", lock_waits="mysql_lock_waits_ps",
                     consumer_lag="kafka_lag_msgs", tls_days="peer_cert_days_left",
                     tls_failures="tls_fail_per_s", cache_alert="RedisHitRateDrop", latency_alert="P99TooSlow",
                     error_alert="ErrRateSpike", db_alert="DbContention", lag_alert="KafkaLagBuilding",
                     tls_alert="PeerTlsFailing"),
    services=(
        _S(name="app_bff1", team="App 组 (customer app)", description_zh="客户 App 后端 (看发电、卖电、账单)",
           description_en="customer app backend (generation view, selling, bills)",
           depends_on=("pv_view2", "trade_mkt", "stl_svc4", "acct_u1")),
        _S(name="pv_view2", team="监控组 Monitoring", description_zh="发电看板查询 (今日发电量、曲线)",
           description_en="generation dashboard queries (daily yield, curves)", depends_on=("pv_rc2", "tsdb_pg1")),
        _S(name="pv_rc2", kind="redis", team="监控组 Monitoring", description_zh="看板缓存 (Redis)",
           description_en="dashboard cache"),
        _S(name="inv_gw2", team="设备接入组 Devices", description_zh="逆变器接入网关 (MQTT 上报)",
           description_en="inverter gateway (MQTT telemetry in)", depends_on=("tel_q1",)),
        _S(name="tel_q1", kind="kafka", team="设备接入组 Devices", description_zh="逆变器遥测消息队列 (Kafka)",
           description_en="inverter telemetry stream"),
        _S(name="tel_ing3", team="数据组 Data", description_zh="遥测入库 (消费 Kafka 写时序库)",
           description_en="telemetry ingest (Kafka to the time-series database)", depends_on=("tel_q1", "tsdb_pg1")),
        _S(name="tsdb_pg1", kind="postgres", team="数据组 Data", description_zh="遥测时序库 (PostgreSQL)",
           description_en="telemetry time-series database"),
        _S(name="fc_engine", team="预测组 Forecast", description_zh="发电量预测引擎 (日前/日内)",
           description_en="solar yield forecasting (day-ahead, intraday)", depends_on=("fc_rc3", "tsdb_pg1")),
        _S(name="fc_rc3", kind="redis", team="预测组 Forecast", description_zh="预测结果缓存 (Redis)",
           description_en="forecast cache"),
        _S(name="trade_mkt", team="交易组 Trading", description_zh="余电上网/电力交易撮合",
           description_en="export energy trading and matching", depends_on=("fc_engine", "stl_my1")),
        _S(name="stl_svc4", team="结算组 Settlement", description_zh="电费结算 (与电网公司对账)",
           description_en="energy settlement with the grid operator",
           depends_on=("stl_my1", "grid_op7", "ntf_push5")),
        _S(name="stl_my1", kind="mysql", team="结算组 Settlement", description_zh="结算与交易数据库 (MySQL)",
           description_en="settlement and trading database"),
        _S(name="grid_op7", kind="external", team="外部 External", description_zh="电网公司结算接口 (外部)",
           description_en="grid operator settlement API"),
        _S(name="acct_u1", team="账户组 Accounts", description_zh="用户账户与站点绑定",
           description_en="customer accounts and site binding"),
        _S(name="ntf_push5", team="App 组 (customer app)", description_zh="推送与短信通知",
           description_en="push and SMS notifications"),
    ),
    incidents=(
        IncidentSpec(id="fc-cache-evict", kind="cache", service="fc_engine", origin="fc_rc3",
                     start=_at(30, 18, 10), end=_at(30, 19, 4), error_rate=3, error_code="FCE-2504",
                     warn_code="RC3-EVICT", upstream=("trade_mkt",), upstream_code="TRD-5021"),
        IncidentSpec(id="pv-cache-evict", kind="cache", service="pv_view2", origin="pv_rc2",
                     start=_at(1, 13, 52), error_rate=4, error_code="PVV-4081", warn_code="RC2-W11",
                     upstream=("app_bff1",), upstream_code="BFF-5044"),
        IncidentSpec(id="mkt-lock-wait", kind="database", flavor="lock_wait", service="trade_mkt", origin="stl_my1",
                     start=_at(1, 8, 41), end=_at(1, 9, 23), error_rate=3, error_code="TRD-1205",
                     warn_code="MY1-LCK"),
        IncidentSpec(id="tel-backlog", kind="queue", service="tel_ing3", origin="tel_q1", start=_at(1, 12, 37),
                     error_rate=2, error_code="ING-3007", warn_code="ING-W30", topic="inv.telemetry.v2",
                     alert_severity="warning"),
        IncidentSpec(id="grid-cert", kind="certificate", service="stl_svc4", origin="grid_op7",
                     start=_at(30, 23, 46), end=_at(1, 1, 18), error_rate=2, error_code="STL-7001",
                     order_failure_share=0.7, order_status="REJECTED"),
        IncidentSpec(id="gw-deploy", kind="deploy", service="inv_gw2", start=_at(1, 6, 5), end=_at(1, 6, 39),
                     error_rate=4, error_code="IGW-5000", version="4.12.0", previous_version="4.11.3"),
        IncidentSpec(id="fc-blip", kind="blip", service="fc_engine", start=_at(1, 10, 22), end=_at(1, 10, 37),
                     error_rate=0, warn_code="FCE-W09", alert_severity="warning"),
    ),
)
