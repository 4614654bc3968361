"""Held-out world ``lensmith``: an optician chain (eye-exam bookings, lens orders from the lab, frame stock) in
Europe/Samara (UTC+04:00, no DST). Lens orders ``LNS:4471:Q``, customers ``eye-0417``, trace ids ``ot1a2b3.004417``.

"Now" is 2026-12-09 11:40 local (07:40 UTC); the data starts 30 hours earlier, 2026-12-08 05:40 local.
Incidents (local times):

- yesterday 15:10–15:45: a bad deploy of tillnova-pay (store checkout) 9.3.0, rolled back to 9.2.4;
- yesterday 19:00–21:10: the lab courier partner ferrolux-courier's certificate expired: kuryo-relay's TLS
  handshakes fail, lenzora-api fails to book pickups (lens orders failed as NO_PICKUP);
- today 01:30–03:00: frame-stock sync backlog: rimvault-sync lags on topic rimfeed.stock (bezelbus-kfk);
- today 06:40–06:58: a warnings-only latency blip on monturo-search (frame search);
- today 07:55–08:04: a clean rollout of pupilo-book (eye-exam bookings) 4.12.0 (rollout_ok; a tempting false cause);
- today 08:10–08:45: MySQL lock waits on vitrelle-mysql, one hop below lenzora-api (lens orders failed as
  LOCK_UNSAVED); oculexa-web (customer portal) sees the failures too;
- today 10:05–10:30: a Redis miss storm on scleron-cache, two hops below lenzora-api (lenzora-api → dioptrel-svc
  → scleron-cache); lens orders failed as RX_UNCHECKED; oculexa-web → lenzora-api → dioptrel-svc → scleron-cache
  is the three-hop chain.

The 镜片组 (磨坊) Grinders team owns lenzora-api, dioptrel-svc and scleron-cache: all three alert today.
Healthy: wimplo-points, corneta-pg, rimdex-es, pupilo-book (INFO lines only, its rollout went fine).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Samara")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec
_GRINDERS = "镜片组 (磨坊) Grinders"

SPEC = WorldSpec(
    name="lensmith",
    title="Lensmith opticians",
    seed=90417,
    timezone="Europe/Samara",
    anchor=_at(9, 11, 40),
    hours=30,
    ids=IdFormats(order="LNS:{num:4}:{alpha:1}", user="eye-{num:4}", trace="ot{hex:5}.{num:6}"),
    order_service="lenzora-api",
    orders_per_hour=44,
    order_statuses=("LENS_EDGED", "LENS_GLAZED", "IN_BOUTIQUE", "HANDED_OVER"),
    vocab=Vocabulary(cache_alert="PrismCacheMissBurst", latency_alert="GazeP99Overshoot",
                     error_alert="LensfailRatioBreach", db_alert="VitrineLockPileup", pool_alert="OptiPoolBrimming",
                     lag_alert="RimfeedLagSwelling", tls_alert="LabHaulTlsDenied"),
    services=(
        _S(name="oculexa-web", team="前台组 Storefront", description_zh="顾客门户（预约验光、配镜下单）",
           description_en="customer portal (exam booking and lens ordering)",
           depends_on=("pupilo-book", "lenzora-api", "monturo-search", "tillnova-pay", "wimplo-points")),
        _S(name="pupilo-book", team="门诊组 Clinic", description_zh="验光预约", description_en="eye-exam bookings",
           depends_on=("corneta-pg",)),
        _S(name="corneta-pg", kind="postgres", team="DBA", description_zh="预约数据库 (PostgreSQL)",
           description_en="exam booking database"),
        _S(name="lenzora-api", team=_GRINDERS, description_zh="镜片订单（向技工所下单）",
           description_en="lens orders from the lab",
           depends_on=("vitrelle-mysql", "dioptrel-svc", "kuryo-relay")),
        _S(name="vitrelle-mysql", kind="mysql", team="DBA", description_zh="镜片订单库 (MySQL)",
           description_en="lens order database"),
        _S(name="dioptrel-svc", team=_GRINDERS, description_zh="验光处方校验", description_en="prescription check",
           depends_on=("scleron-cache",)),
        _S(name="scleron-cache", kind="redis", team=_GRINDERS, description_zh="处方缓存 (Redis)",
           description_en="prescription cache"),
        _S(name="kuryo-relay", team="物流组 Logistics", description_zh="技工所快递对接",
           description_en="lab courier relay", depends_on=("ferrolux-courier",)),
        _S(name="ferrolux-courier", kind="external", team="外部 External", description_zh="外部技工所快递合作方",
           description_en="lab courier partner"),
        _S(name="rimvault-sync", team="库存组 Stock", description_zh="镜架库存同步", description_en="frame-stock sync",
           depends_on=("bezelbus-kfk",)),
        _S(name="bezelbus-kfk", kind="kafka", team="库存组 Stock", description_zh="库存消息队列 (Kafka)",
           description_en="stock event queue"),
        _S(name="monturo-search", team="前台组 Storefront", description_zh="镜架搜索", description_en="frame search",
           depends_on=("rimdex-es",)),
        _S(name="rimdex-es", kind="elasticsearch", team="前台组 Storefront", description_zh="镜架索引 (Elasticsearch)",
           description_en="frame search index"),
        _S(name="tillnova-pay", team="收银组 Till", description_zh="门店收银", description_en="store checkout"),
        _S(name="wimplo-points", team="会员组 Loyalty", description_zh="会员积分", description_en="loyalty points"),
    ),
    incidents=(
        IncidentSpec(id="till-deploy", kind="deploy", service="tillnova-pay", start=_at(8, 15, 10),
                     end=_at(8, 15, 45), error_rate=3, error_code="TNV-5000", version="9.3.0",
                     previous_version="9.2.4"),
        IncidentSpec(id="courier-cert", kind="certificate", service="kuryo-relay", origin="ferrolux-courier",
                     start=_at(8, 19, 0), end=_at(8, 21, 10), error_rate=2, error_code="KRJ-4950",
                     upstream=("lenzora-api",), upstream_code="LZO-4952", order_failure_share=0.5,
                     order_status="NO_PICKUP"),
        IncidentSpec(id="frame-backlog", kind="queue", service="rimvault-sync", origin="bezelbus-kfk",
                     start=_at(9, 1, 30), end=_at(9, 3, 0), error_rate=2, error_code="RKX-3307", warn_code="RKX-W31",
                     topic="rimfeed.stock", alert_severity="warning"),
        IncidentSpec(id="search-blip", kind="blip", service="monturo-search", start=_at(9, 6, 40), end=_at(9, 6, 58),
                     error_rate=0, warn_code="MTZ-W08", alert_severity="warning"),
        IncidentSpec(id="booking-rollout", kind="deploy", service="pupilo-book", start=_at(9, 7, 55),
                     end=_at(9, 8, 4), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="lens-lockwait", kind="database", flavor="lock_wait", service="lenzora-api",
                     origin="vitrelle-mysql", start=_at(9, 8, 10), end=_at(9, 8, 45), error_rate=3,
                     error_code="LZO-5413", warn_code="VTQ-W27", upstream=("oculexa-web",), upstream_code="OXW-5031",
                     order_failure_share=0.6, order_status="LOCK_UNSAVED"),
        IncidentSpec(id="rx-missstorm", kind="cache", service="dioptrel-svc", origin="scleron-cache",
                     start=_at(9, 10, 5), end=_at(9, 10, 30), error_rate=3, error_code="DQJ-4408", warn_code="SZV-W09",
                     upstream=("lenzora-api", "oculexa-web"), upstream_code="GZW-5044", order_failure_share=0.5,
                     order_status="RX_UNCHECKED"),
    ),
)
