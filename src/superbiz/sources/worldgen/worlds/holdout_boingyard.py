"""Held-out world ``boingyard``: a trampoline park (session tickets, waivers, party bookings, café orders) in
Pacific/Easter (summer time, UTC-05:00; ticket ids ``BY:26:0417:T``, guests ``gst_40417``, trace ids
``hop~AB12C~0a1b2c3d``).

"Now" is 2026-12-05 19:30 local (2026-12-06 00:30 UTC); the data starts 2026-12-04 13:30 local (30 hours).
Incidents (local times):

- yesterday 2026-12-04 19:00-19:20: eviction storm on the ticket cache hopstash behind tikaroo (resolved);
- today 13:05-13:40: lock waits on the members database cardrift behind flipcardo (resolved; jumplix callers fail);
- today 12:10-12:26: a warnings-only latency blip on the café app cafezu (no errors);
- today 16:00: bad deploy 5.3.0 of the party-booking app partyvo, failing party bookings until the fix at 16:35
  (the generator writes the fix as a return to 5.2.4);
- today 17:45-17:52: clean rollout of cafezu 2.9.0 (no errors; a tempting false cause of the waiver backlog);
- today 17:50-18:40: consumer backlog of waiver signatures (kafka quillstream, topic waivsig.signed) on waivlet,
  failing check-ins on checkora (resolved);
- today 18:55-19:10: the same hopstash eviction storm again behind tikaroo (resolved);
- today since 19:12: the card acquirer paywhirl's certificate expired: kassibo TLS handshakes fail, partyvo
  payments fail (ongoing).

Failed bookings: PARTY_BOUNCED (deploy), WAIVER_STUCK (backlog), SLOT_UNHELD (today's cache storm),
PAY_TLSFAIL (certificate). Three-hop chains: jumplix -> checkora -> waivlet -> quillstream and
jumplix -> partyvo -> kassibo -> paywhirl.
Healthy: sprongdb, brewnix (and cafezu has only warnings).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Pacific/Easter")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="boingyard",
    title="Boingyard trampoline park",
    seed=81207,
    timezone="Pacific/Easter",
    anchor=_at(5, 19, 30),
    hours=30,
    ids=IdFormats(order="BY:26:{seq:4}:T", user="gst_{num:5}", trace="hop~{alnum:5}~{hex:8}"),
    order_service="jumplix",
    orders_per_hour=30,
    order_statuses=("BOOKED", "BOOKED", "WRISTBANDED", "HOPPED"),
    vocab=Vocabulary(cache_alert="CacheColdSpell", latency_alert="SlowBounce", error_alert="ErrorsAirborne",
                     db_alert="LockSnarl", lag_alert="QueuePileUp", tls_alert="CertHandshakeSnag"),
    services=(
        _S(name="jumplix", team="前台组 Front Desk (the Springers)", description_zh="线上预订前台（官网和小程序）",
           description_en="online booking front (web and app)",
           depends_on=("tikaroo", "checkora", "partyvo", "cafezu", "flipcardo")),
        _S(name="tikaroo", team="票务组 Ticketing (Boing Squad)", description_zh="场次门票服务",
           description_en="jump session ticketing", depends_on=("hopstash", "sprongdb")),
        _S(name="hopstash", kind="redis", team="票务组 Ticketing (Boing Squad)", description_zh="门票场次缓存 (Redis)",
           description_en="ticket session cache"),
        _S(name="sprongdb", kind="mysql", team="票务组 Ticketing (Boing Squad)", description_zh="门票数据库 (MySQL)",
           description_en="ticket database"),
        _S(name="checkora", team="入场组 Entry (the Turnstilers)", description_zh="入场签到闸机",
           description_en="check-in kiosks", depends_on=("waivlet",)),
        _S(name="waivlet", team="入场组 Entry (the Turnstilers)", description_zh="免责声明签署处理",
           description_en="waiver signature processor", depends_on=("quillstream",)),
        _S(name="quillstream", kind="kafka", team="入场组 Entry (the Turnstilers)",
           description_zh="免责声明签名队列 (Kafka)", description_en="waiver signature queue"),
        _S(name="partyvo", team="派对组 Parties (Confetti Crew)", description_zh="生日派对预订",
           description_en="party bookings", depends_on=("kassibo",)),
        _S(name="kassibo", team="支付组 Payments (Coin Crew)", description_zh="支付服务",
           description_en="payment service", depends_on=("paywhirl",)),
        _S(name="paywhirl", kind="external", team="外部 External", description_zh="外部收单支付网关",
           description_en="external card acquirer"),
        _S(name="cafezu", team="餐饮组 Café (Bean Team)", description_zh="咖啡厅点单",
           description_en="café orders", depends_on=("brewnix",)),
        _S(name="brewnix", kind="postgres", team="餐饮组 Café (Bean Team)", description_zh="咖啡厅订单库 (PostgreSQL)",
           description_en="café order database"),
        _S(name="flipcardo", team="会员组 Members (the Loopers)", description_zh="会员卡和次卡",
           description_en="memberships and jump passes", depends_on=("cardrift",)),
        _S(name="cardrift", kind="postgres", team="会员组 Members (the Loopers)",
           description_zh="会员数据库 (PostgreSQL)",
           description_en="members database"),
    ),
    incidents=(
        IncidentSpec(id="hopstash-storm-yesterday", kind="cache", service="tikaroo", origin="hopstash",
                     start=_at(4, 19, 0), end=_at(4, 19, 20), error_rate=3, error_code="TKRO-4471",
                     warn_code="HPS-W19", upstream=("jumplix",), upstream_code="JMX-5207"),
        IncidentSpec(id="cardrift-locks", kind="database", flavor="lock_wait", service="flipcardo", origin="cardrift",
                     start=_at(5, 13, 5), end=_at(5, 13, 40), error_rate=3, error_code="FLPO-4091",
                     warn_code="CRFT-W07", upstream=("jumplix",), upstream_code="JMX-5093"),
        IncidentSpec(id="cafezu-blip", kind="blip", service="cafezu", start=_at(5, 12, 10), end=_at(5, 12, 26),
                     error_rate=0, warn_code="CFZ-W12", alert_severity="warning"),
        IncidentSpec(id="partyvo-deploy", kind="deploy", service="partyvo", start=_at(5, 16, 0), end=_at(5, 16, 35),
                     error_rate=4, error_code="PVO-5500", version="5.3.0", previous_version="5.2.4",
                     upstream=("jumplix",), upstream_code="JMX-5310", order_failure_share=0.6,
                     order_status="PARTY_BOUNCED"),
        IncidentSpec(id="cafezu-rollout", kind="deploy", service="cafezu", start=_at(5, 17, 45), end=_at(5, 17, 52),
                     version="2.9.0", previous_version="2.8.7", rollout_ok=True, error_rate=0),
        IncidentSpec(id="waiver-backlog", kind="queue", service="waivlet", origin="quillstream",
                     start=_at(5, 17, 50), end=_at(5, 18, 40), error_rate=2, error_code="WVLT-3120",
                     warn_code="WVLT-W44", topic="waivsig.signed", upstream=("checkora",), upstream_code="CKRA-5081",
                     order_failure_share=0.5, order_status="WAIVER_STUCK"),
        IncidentSpec(id="hopstash-storm-today", kind="cache", service="tikaroo", origin="hopstash",
                     start=_at(5, 18, 55), end=_at(5, 19, 10), error_rate=3, error_code="TKRO-4471",
                     warn_code="HPS-W19", upstream=("jumplix",), upstream_code="JMX-5207", order_failure_share=0.5,
                     order_status="SLOT_UNHELD"),
        IncidentSpec(id="paywhirl-cert", kind="certificate", service="kassibo", origin="paywhirl",
                     start=_at(5, 19, 12), error_rate=3, error_code="KSBO-4426", upstream=("partyvo",),
                     upstream_code="PVO-5026", order_failure_share=0.5, order_status="PAY_TLSFAIL"),
    ),
)
