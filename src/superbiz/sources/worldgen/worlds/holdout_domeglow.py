"""HELD-OUT world ``domeglow``: a planetarium (show tickets, school group bookings, telescope-night
reservations, cafe orders) in Europe/Kaliningrad (UTC+02:00). Tickets ``DG:SHOW:0417``, guests ``g0417.dg``,
trace ids ``dgtr`` + 20 hex.

"Now" is 2026-12-09 22:15 local; the data starts 40 hours earlier, 2026-12-08 06:15 local.

Incidents (local time):

* show-catalogue slow queries: katsuche (Elasticsearch) slow behind astrokat since 2026-12-09 21:40, STILL going
  at "now" (callers tixora and kuppelgw fail too);
* clean rollout of the telescope-night app nachtrohr 21:30-21:36 (version 3.8.0 from 3.7.4; no errors: a
  tempting false cause of the slow catalogue);
* seat-hold cache storm: rangmem (Redis) evicting under rangloo (show seating) 19:20-19:45, two hops below the
  ticket app tixora (and kuppelgw above it); tickets fail SEAT_DROPPED;
* MySQL lock wait on klassmy under the school group bookings klassgo yesterday 2026-12-08 10:00-10:40; tickets fail
  GRP_STALLED;
* bad deploy of the cafe app kaffzo 4.2.0 at 17:00, rolled back to 4.1.3 at 17:20; tickets fail CAFE_VOIDED;
* the school-portal partner schulpfad's certificate expired: klassgo handshakes fail 08:00-09:10; tickets fail
  PORTAL_REFUSED;
* cafe kitchen queue backlog: zapfwerk behind kaffbus (topic kaffbus.bons) 13:10-13:55;
* warnings-only latency blip on kuppelgw 15:05-15:19.

Healthy: sternpost, rohrpg (and nachtrohr: its rollout went fine).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Kaliningrad")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="domeglow",
    title="Domeglow planetarium",
    seed=90417,
    timezone="Europe/Kaliningrad",
    anchor=_at(9, 22, 15),
    hours=40,
    ids=IdFormats(order="DG:SHOW:{seq:4}", user="g{num:4}.dg", trace="dgtr{hex:20}"),
    order_service="tixora",
    orders_per_hour=30,
    order_statuses=("ISSUED", "ISSUED", "SCANNED", "HELD"),
    vocab=Vocabulary(cache_alert="GloamSeatCacheThin", latency_alert="GloamSlowAnswers",
                     error_alert="GloamErrorBurst", db_alert="GloamQueryCrawl", pool_alert="GloamPoolBrim",
                     lag_alert="GloamLagRising", tls_alert="GloamCertReject"),
    services=(
        _S(name="kuppelgw", team="平台组 Platform", description_zh="天象馆官网入口网关",
           description_en="planetarium web front door gateway",
           depends_on=("tixora", "astrokat", "nachtrohr", "kaffzo", "klassgo", "sternpost")),
        _S(name="tixora", team="票务组 Box office", description_zh="演出门票应用",
           description_en="show ticket app", depends_on=("rangloo", "astrokat")),
        _S(name="rangloo", team="票务组 Box office", description_zh="演出座位图服务",
           description_en="show seating service", depends_on=("rangmem",)),
        _S(name="rangmem", kind="redis", team="票务组 Box office", description_zh="座位锁定缓存 (Redis)",
           description_en="seat-hold cache"),
        _S(name="astrokat", team="节目组 Shows", description_zh="演出节目目录服务",
           description_en="show catalogue service", depends_on=("katsuche",)),
        _S(name="katsuche", kind="elasticsearch", team="节目组 Shows",
           description_zh="节目目录搜索索引 (Elasticsearch)", description_en="show catalogue search index"),
        _S(name="nachtrohr", team="观测组 Stargazers", description_zh="望远镜观星夜预约应用",
           description_en="telescope-night reservation app", depends_on=("rohrpg",)),
        _S(name="rohrpg", kind="postgres", team="观测组 Stargazers", description_zh="观星夜预约数据库 (PostgreSQL)",
           description_en="telescope-night reservation database"),
        _S(name="kaffzo", team="餐饮组 Cafe crew", description_zh="咖啡馆点单应用",
           description_en="cafe ordering app", depends_on=("kaffbus",)),
        _S(name="kaffbus", kind="kafka", team="餐饮组 Cafe crew", description_zh="咖啡馆出餐单队列 (Kafka)",
           description_en="cafe kitchen ticket queue"),
        _S(name="zapfwerk", team="餐饮组 Cafe crew", description_zh="咖啡馆后厨出餐处理",
           description_en="cafe kitchen worker", depends_on=("kaffbus",)),
        _S(name="klassgo", team="团体组 Groups", description_zh="学校团体预订服务",
           description_en="school group booking service", depends_on=("klassmy", "schulpfad")),
        _S(name="klassmy", kind="mysql", team="DBA", description_zh="团体预订数据库 (MySQL)",
           description_en="group bookings database"),
        _S(name="schulpfad", kind="external", team="外部 External", description_zh="学校门户合作方",
           description_en="school portal partner"),
        _S(name="sternpost", team="平台组 Platform", description_zh="观众通知邮件",
           description_en="guest notification mailer"),
    ),
    incidents=(
        IncidentSpec(id="catalogue-slow", kind="database", flavor="slow_query", service="astrokat",
                     origin="katsuche", start=_at(9, 21, 40), error_rate=3, error_code="AKQ-5082",
                     warn_code="KSU-W11", upstream=("tixora", "kuppelgw"), upstream_code="KGW-5023"),
        IncidentSpec(id="telescope-rollout", kind="deploy", service="nachtrohr", start=_at(9, 21, 30),
                     end=_at(9, 21, 36), version="3.8.0", previous_version="3.7.4", rollout_ok=True),
        IncidentSpec(id="seat-cache-storm", kind="cache", service="rangloo", origin="rangmem",
                     start=_at(9, 19, 20), end=_at(9, 19, 45), error_rate=4, error_code="RGL-4471",
                     warn_code="RNM-W3", upstream=("tixora", "kuppelgw"), upstream_code="TXQ-7301",
                     order_failure_share=0.6, order_status="SEAT_DROPPED"),
        IncidentSpec(id="group-lock-wait", kind="database", flavor="lock_wait", service="klassgo",
                     origin="klassmy", start=_at(8, 10, 0), end=_at(8, 10, 40), error_rate=3,
                     error_code="KLG-4093", warn_code="KMY-W05", order_failure_share=0.5,
                     order_status="GRP_STALLED"),
        IncidentSpec(id="cafe-bad-deploy", kind="deploy", service="kaffzo", start=_at(9, 17, 0),
                     end=_at(9, 17, 20), error_rate=4, error_code="KFZ-5007", version="4.2.0",
                     previous_version="4.1.3", order_failure_share=0.5, order_status="CAFE_VOIDED"),
        IncidentSpec(id="portal-cert", kind="certificate", service="klassgo", origin="schulpfad",
                     start=_at(9, 8, 0), end=_at(9, 9, 10), error_rate=2, error_code="KLG-4950",
                     order_failure_share=0.4, order_status="PORTAL_REFUSED"),
        IncidentSpec(id="kitchen-backlog", kind="queue", service="zapfwerk", origin="kaffbus",
                     start=_at(9, 13, 10), end=_at(9, 13, 55), error_rate=2, error_code="ZPW-3012",
                     warn_code="ZPW-W40", topic="kaffbus.bons", alert_severity="warning"),
        IncidentSpec(id="gateway-blip", kind="blip", service="kuppelgw", start=_at(9, 15, 5), end=_at(9, 15, 19),
                     error_rate=0, warn_code="KGW-W09", alert_severity="warning"),
    ),
)
