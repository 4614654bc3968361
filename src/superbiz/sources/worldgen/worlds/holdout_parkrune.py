"""Held-out world ``parkrune``: city parking garages (entry gates, plate recognition, monthly passes, payment
kiosks) in Asia/Phnom_Penh (UTC+07:00, no daylight saving). Parking tickets ``GKX000123Q``, users (plates)
``PNH-27K4821``, trace ids ``prk`` + 20 hex digits.

"Now" is 2027-01-14 09:40 local (02:40 UTC); the data starts 36 hours earlier, 2027-01-12 21:40 local.

Incidents (local time):

- yesterday afternoon 2027-01-13 14:20-15:05: plate-cache evictions on vrelloc-redis behind plakord-svc
  (plate recognition), gatrivo-app (entry gates) fails too; some tickets end PLATE_UNREAD (resolved);
- yesterday evening 2027-01-13 18:40-19:05: bad deploy 4.12.0 of signolo-board (guidance displays), rolled back
  to 4.11.3;
- last night 2027-01-13 23:01-23:09: a clean rollout of plakord-svc 7.3.0 (no errors; a tempting false cause);
- overnight 2027-01-13 23:12 to 2027-01-14 01:52 (crosses midnight): slow queries on ormund-mysql behind
  quorvel-core (pass account core); pasmira-svc (monthly passes) and gatrivo-app fail too, three hops from the
  gate app down to the database; some tickets end PASS_UNVERIFIED (resolved);
- this morning 2027-01-14 06:35-06:52: a warnings-only latency blip on lotglim-api (free-space API);
- this morning 2027-01-14 08:47 to now: the external payment partner paynexa-ext's certificate expired,
  kivend-pay (payment kiosks) fails its TLS handshakes; tickets end KIOSK_DECLINED (ongoing);
- this morning 2027-01-14 09:05 to now: consumer backlog on topic strimbo.lanepass in tallzen-worker (ongoing).

Healthy: brevko-notify, zephlot-pg, quindle-es (and strimbo-kafka shows no lines of its own).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Phnom_Penh")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2027, 1, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="parkrune",
    title="Parkrune city garages",
    seed=60913,
    timezone="Asia/Phnom_Penh",
    anchor=_at(14, 9, 40),
    hours=36,
    ids=IdFormats(order="GKX{seq:6}{alpha:1}", user="PNH-{num:2}{alpha:1}{num:4}", trace="prk{hex:20}"),
    order_service="kivend-pay",
    orders_per_hour=44,
    order_statuses=("EXITED_PAID", "EXITED_PAID", "PASS_EXIT", "GRACE_EXIT"),
    vocab=Vocabulary(cache_alert="VrelHitSag", latency_alert="TailDragPk", error_alert="FaultBurstPk",
                     db_alert="QueryCrawlPk", pool_alert="PoolChokePk", lag_alert="BacklogSwellPk",
                     tls_alert="CertLapsePk"),
    services=(
        _S(name="gatrivo-app", team="闸机组 Gates", description_zh="入场闸机应用", description_en="entry gate app",
           depends_on=("plakord-svc", "pasmira-svc", "kivend-pay")),
        _S(name="plakord-svc", team="识别组 Vision", description_zh="车牌识别服务",
           description_en="plate recognition service", depends_on=("vrelloc-redis",)),
        _S(name="vrelloc-redis", kind="redis", team="识别组 Vision", description_zh="车牌识别缓存 (Redis)",
           description_en="plate lookup cache"),
        _S(name="pasmira-svc", team="月卡组 Passes", description_zh="月卡服务", description_en="monthly pass service",
           depends_on=("quorvel-core",)),
        _S(name="quorvel-core", team="月卡组 Passes", description_zh="月卡账户核心",
           description_en="pass account core", depends_on=("ormund-mysql",)),
        _S(name="ormund-mysql", kind="mysql", team="DBA", description_zh="月卡账户数据库 (MySQL)",
           description_en="pass account database"),
        _S(name="kivend-pay", team="支付组 Payments", description_zh="缴费机支付服务",
           description_en="payment kiosk service", depends_on=("paynexa-ext", "zephlot-pg")),
        _S(name="paynexa-ext", kind="external", team="外部 External", description_zh="外部支付通道",
           description_en="external payment partner"),
        _S(name="zephlot-pg", kind="postgres", team="DBA", description_zh="停车记录数据库 (PostgreSQL)",
           description_en="parking session database"),
        _S(name="tallzen-worker", team="数据组 Data", description_zh="出入场事件处理",
           description_en="entry-exit event processor", depends_on=("strimbo-kafka",)),
        _S(name="strimbo-kafka", kind="kafka", team="数据组 Data", description_zh="出入场事件队列 (Kafka)",
           description_en="entry-exit event queue"),
        _S(name="lotglim-api", team="导航组 Wayfinding", description_zh="余位查询接口",
           description_en="free-space availability API", depends_on=("quindle-es",)),
        _S(name="quindle-es", kind="elasticsearch", team="导航组 Wayfinding", description_zh="车位检索索引",
           description_en="parking space search index"),
        _S(name="signolo-board", team="导航组 Wayfinding", description_zh="场内诱导屏",
           description_en="in-garage guidance displays", depends_on=("lotglim-api",)),
        _S(name="brevko-notify", team="月卡组 Passes", description_zh="月卡到期提醒",
           description_en="pass expiry reminders", depends_on=("pasmira-svc",)),
    ),
    incidents=(
        IncidentSpec(id="plate-cache-evictions", kind="cache", service="plakord-svc", origin="vrelloc-redis",
                     start=_at(13, 14, 20), end=_at(13, 15, 5), error_rate=3, error_code="PLK-4413",
                     warn_code="VRL-W08", upstream=("gatrivo-app",), upstream_code="GTV-5061",
                     order_failure_share=0.4, order_status="PLATE_UNREAD"),
        IncidentSpec(id="signolo-bad-deploy", kind="deploy", service="signolo-board", start=_at(13, 18, 40),
                     end=_at(13, 19, 5), error_rate=4, error_code="SGB-5003", version="4.12.0",
                     previous_version="4.11.3"),
        IncidentSpec(id="plakord-rollout", kind="deploy", service="plakord-svc", start=_at(13, 23, 1),
                     end=_at(13, 23, 9), version="7.3.0", previous_version="7.2.4", rollout_ok=True),
        IncidentSpec(id="pass-db-slow", kind="database", flavor="slow_query", service="quorvel-core",
                     origin="ormund-mysql", start=_at(13, 23, 12), end=_at(14, 1, 52), error_rate=3,
                     error_code="QRV-5710", warn_code="ORM-W311", upstream=("pasmira-svc", "gatrivo-app"),
                     upstream_code="GTV-5042", order_failure_share=0.45, order_status="PASS_UNVERIFIED"),
        IncidentSpec(id="lotglim-blip", kind="blip", service="lotglim-api", start=_at(14, 6, 35),
                     end=_at(14, 6, 52), error_rate=0, warn_code="LGM-W11", alert_severity="warning"),
        IncidentSpec(id="paynexa-cert", kind="certificate", service="kivend-pay", origin="paynexa-ext",
                     start=_at(14, 8, 47), error_rate=3, error_code="KVD-4957", order_failure_share=0.55,
                     order_status="KIOSK_DECLINED"),
        IncidentSpec(id="lanepass-backlog", kind="queue", service="tallzen-worker", origin="strimbo-kafka",
                     start=_at(14, 9, 5), error_rate=2, error_code="TZN-3304", warn_code="TZN-W20",
                     topic="strimbo.lanepass", alert_severity="warning"),
    ),
)
