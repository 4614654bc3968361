"""Held-out world ``tapasres``: restaurant table reservations in Europe/Madrid (UTC+1 in December; "now" is
21:50 local in the middle of the dinner rush = 20:50 UTC, so the local and UTC dates agree; reservations
``RSV-MAD-0417-B``, diners ``comensal_0417``).

Incidents: the availability cache huecocache has been evicting since 21:20 and the table-allocation service
mesaplan fails on it, with the booking widget reservabox failing two hops up (ongoing); the reservations
database comandadb exhausted the connection pool of the reservations service reservia twice today (13:40 for
10 minutes, and 20:30 for 15 minutes with rejected reservations and the host tablet backend anfitrion failing
too, both resolved); a clean deploy of mesaplan at 11:00 (``rollout_ok``: start and completion lines only); a
bad deploy of the host tablet backend anfitrion at 19:00, rolled back at 19:40; a backlog of the SMS reminder
queue recordabus yesterday 18:00-19:30 (smsvela, resolved); a short latency blip of the deposit-partner client
senalgate this afternoon (warnings only).
Healthy: resenado, resena-es, cartamenu, carta-db; recordabus and fianzapay emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Madrid")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="tapasres",
    title="Tapasres table reservations",
    seed=40417,
    timezone="Europe/Madrid",
    anchor=_at(11, 21, 50),
    hours=36,
    ids=IdFormats(order="RSV-MAD-{num:4}-{alpha:1}", user="comensal_{num:4}", trace="{hex:24}"),
    order_service="reservia",
    orders_per_hour=36,
    order_statuses=("CONFIRMED", "CONFIRMED", "SEATED", "COMPLETED", "NO_SHOW", "CANCELLED"),
    vocab=Vocabulary(latency="mesa_p99_ms", error_ratio="fail_share", error_alert="ReservaErrorsHigh",
                     latency_alert="MesaSlowP99", pool_alert="ComandaPoolFull", lag_alert="RecordatorioLag",
                     tls_alert="SenalTlsBroken", cache_alert="HuecoCacheEvicting", db_alert="ComandaDbSlow",
                     consumer_lag="pending_sms", evictions="huecos_evicted_per_s"),
    services=(
        _S(name="reservabox", team="前端组 Widget", description_zh="在线订座组件 (网页/APP 订座入口)",
           description_en="online booking widget", depends_on=("mesaplan", "reservia", "senalgate", "cartamenu")),
        _S(name="mesaplan", team="排桌组 Seating", description_zh="桌位分配服务",
           description_en="table allocation service", depends_on=("huecocache", "comandadb")),
        _S(name="huecocache", kind="redis", team="排桌组 Seating", description_zh="空位缓存 (Redis)",
           description_en="availability cache"),
        _S(name="reservia", team="订座组 Bookings", description_zh="预订记录服务",
           description_en="reservations service", depends_on=("comandadb", "recordabus")),
        _S(name="comandadb", kind="postgres", team="DBA", description_zh="预订数据库 (PostgreSQL)",
           description_en="reservations database"),
        _S(name="recordabus", kind="kafka", team="通知组 Notify", description_zh="短信提醒队列 (Kafka)",
           description_en="SMS reminder queue"),
        _S(name="smsvela", team="通知组 Notify", description_zh="短信提醒发送",
           description_en="SMS reminder sender", depends_on=("recordabus",)),
        _S(name="senalgate", team="支付组 Payments", description_zh="订金支付对接",
           description_en="deposit payment client", depends_on=("fianzapay",)),
        _S(name="fianzapay", kind="external", team="外部 External", description_zh="外部订金支付合作方",
           description_en="deposit payment partner"),
        _S(name="anfitrion", team="门店组 Floor", description_zh="门店迎宾平板后台",
           description_en="restaurant host tablet app backend", depends_on=("reservia", "mesaplan")),
        _S(name="resenado", team="点评组 Reviews", description_zh="餐厅点评服务", description_en="reviews service",
           depends_on=("resena-es",)),
        _S(name="resena-es", kind="elasticsearch", team="点评组 Reviews", description_zh="点评索引 (Elasticsearch)",
           description_en="reviews index"),
        _S(name="cartamenu", team="菜单组 Menu", description_zh="菜单展示服务", description_en="menu service",
           depends_on=("carta-db",)),
        _S(name="carta-db", kind="mysql", team="菜单组 Menu", description_zh="菜单数据库 (MySQL)",
           description_en="menu database"),
    ),
    incidents=(
        IncidentSpec(id="hueco-evictions", kind="cache", service="mesaplan", origin="huecocache",
                     start=_at(11, 21, 20), error_rate=4, error_code="MSP-5091", warn_code="HCC-W12",
                     upstream=("reservabox",), upstream_code="RBX-5031"),
        IncidentSpec(id="comanda-pool-midday", kind="database", flavor="pool", service="reservia", origin="comandadb",
                     start=_at(11, 13, 40), end=_at(11, 13, 50), error_rate=3, error_code="RSV-5304",
                     warn_code="CMD-W31"),
        IncidentSpec(id="comanda-pool-evening", kind="database", flavor="pool", service="reservia",
                     origin="comandadb", start=_at(11, 20, 30), end=_at(11, 20, 45), error_rate=5,
                     error_code="RSV-5304", warn_code="CMD-W31", upstream=("anfitrion",), upstream_code="ANF-5022",
                     order_failure_share=0.5, order_status="REJECTED"),
        IncidentSpec(id="mesaplan-deploy", kind="deploy", service="mesaplan", start=_at(11, 11, 0),
                     end=_at(11, 11, 9), version="7.4.0", previous_version="7.3.2", rollout_ok=True),
        IncidentSpec(id="anfitrion-deploy", kind="deploy", service="anfitrion", start=_at(11, 19, 0),
                     end=_at(11, 19, 40), error_rate=3, error_code="ANF-5001", version="3.9.0",
                     previous_version="3.8.4"),
        IncidentSpec(id="recorda-backlog", kind="queue", service="smsvela", origin="recordabus",
                     start=_at(10, 18, 0), end=_at(10, 19, 30), error_rate=2, error_code="SMV-4410",
                     warn_code="RCB-W05", topic="reminders.sms.out"),
        IncidentSpec(id="senal-blip", kind="blip", service="senalgate", start=_at(11, 16, 12), end=_at(11, 16, 24),
                     error_rate=0, warn_code="SNG-W02", alert_severity="warning"),
    ),
)
