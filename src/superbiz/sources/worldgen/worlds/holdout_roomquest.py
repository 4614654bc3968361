"""HELD-OUT world ``roomquest``: an escape-room chain's booking, room-controller, waiver and voucher platform in
Europe/Dublin (Irish summer time, UTC+01:00 in July; "now" 21:40 local on 2026-07-16 = 20:40 UTC, so the local
"today" began at 23:00 UTC on the 15th; bookings ``RQ-DUB-26-00417``, players ``plyr.4417``, trace ids ``rq`` +
14 hex).

Times below are local. Bookings go through the public booking web ``roomfront`` → ``slotkeeper``
(场次预订) → ``slotledger`` (房间档期台账) → ``slotdb`` (MySQL): a three-hop chain whose database has been
stuck in lock waits since 21:02 (ongoing; bookings held). The same database is under two services: the venue
check-in service ``roomcheck`` (到店签到) fails on the same lock waits since 21:09. The payments partner
``coinpass-ext``'s certificate expired this afternoon and is still expired (``paylatch`` fails its TLS
handshakes; ``slotkeeper`` sees payment failures). A bad deploy of the waiver signature service ``waivesign`` at
18:33 is still failing (not rolled back; ``roomfront`` sees 500s). Resolved: the room controller event queue
``propbus`` backlogged ``propwire`` (房间机关控制) 19:52-20:41 this evening (the game-master console ``gmdeck``
saw it too); a gift-voucher cache eviction storm on ``giftcache`` yesterday evening; a latency blip on
``gmdeck`` this afternoon. A clean rollout (``rollout_ok``) of ``pingback`` late this morning.
Healthy: waivesync (its name resembles the failing waivesign), pingback, textrelay-ext.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Europe/Dublin")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 7, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="roomquest",
    title="Roomquest escape rooms",
    seed=41726,
    timezone="Europe/Dublin",
    anchor=_at(16, 21, 40),
    hours=36,
    ids=IdFormats(order="RQ-DUB-26-{seq:5}", user="plyr.{num:4}", trace="rq{hex:14}"),
    order_service="slotkeeper",
    orders_per_hour=24,
    order_statuses=("CONFIRMED", "CONFIRMED", "CONFIRMED", "PLAYED", "CANCELLED"),
    vocab=Vocabulary(request_rate="hits_per_s", latency="p99_response_ms", error_ratio="err_share",
                     hit_ratio="kv_hit_share", evictions="kv_evicted_per_s", query_latency="mysql_p99_ms",
                     lock_waits="row_lock_waits_per_s", pool_in_use="dbconn_busy", pool_size="dbconn_cap",
                     consumer_lag="backlog_msgs", tls_days="partner_cert_days_valid",
                     tls_failures="handshake_errs_per_s", cache_alert="VoucherKvThrashing",
                     latency_alert="ResponseTooSlow", error_alert="ErrorShareSpike", db_alert="RowLockPileup",
                     pool_alert="DbConnsMaxedOut", lag_alert="EventBacklogRising", tls_alert="PartnerCertRejected"),
    services=(
        _S(name="roomfront", team="网站组 Web", description_zh="密室预订网站（玩家下单入口）",
           description_en="public booking website", depends_on=("slotkeeper", "waivesign", "giftvault")),
        _S(name="slotkeeper", team="预订组 Bookings", description_zh="场次预订服务",
           description_en="room slot booking service", depends_on=("slotledger", "paylatch", "pingback")),
        _S(name="slotledger", team="预订组 Bookings", description_zh="房间档期台账",
           description_en="room schedule ledger", depends_on=("slotdb",)),
        _S(name="slotdb", kind="mysql", team="DBA", description_zh="预订数据库 (MySQL)",
           description_en="booking database"),
        _S(name="roomcheck", team="门店组 Venue Ops", description_zh="到店签到服务（前台核验预订）",
           description_en="venue check-in service", depends_on=("slotdb",)),
        _S(name="paylatch", team="支付组 Payments", description_zh="支付对接服务",
           description_en="payments adapter", depends_on=("coinpass-ext",)),
        _S(name="coinpass-ext", kind="external", team="外部 External", description_zh="合作支付机构接口",
           description_en="external payments partner API"),
        _S(name="waivesign", team="门店组 Venue Ops", description_zh="免责声明电子签署服务",
           description_en="waiver signature service"),
        _S(name="waivesync", team="门店组 Venue Ops", description_zh="已签免责声明归档同步",
           description_en="signed waiver archive sync"),
        _S(name="gmdeck", team="门店组 Venue Ops", description_zh="主持人(GM)控制台",
           description_en="game-master console", depends_on=("propwire",)),
        _S(name="propwire", team="设备组 Room Tech", description_zh="房间机关控制器接入（IoT）",
           description_en="room puzzle controller hub", depends_on=("propbus",)),
        _S(name="propbus", kind="kafka", team="平台组 Platform", description_zh="机关事件消息队列 (Kafka)",
           description_en="room controller event bus"),
        _S(name="giftvault", team="营销组 Marketing", description_zh="礼品券服务",
           description_en="gift voucher service", depends_on=("giftcache",)),
        _S(name="giftcache", kind="redis", team="营销组 Marketing", description_zh="礼品券缓存 (Redis)",
           description_en="gift voucher cache"),
        _S(name="pingback", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notifications", depends_on=("textrelay-ext",)),
        _S(name="textrelay-ext", kind="external", team="外部 External", description_zh="合作短信网关",
           description_en="external SMS partner gateway"),
    ),
    incidents=(
        IncidentSpec(id="slotdb-lock-wait", kind="database", flavor="lock_wait", service="slotledger",
                     origin="slotdb", start=_at(16, 21, 2), error_rate=3, error_code="SLG-5213",
                     warn_code="SDB-LK41", upstream=("slotkeeper", "roomfront"), upstream_code="BKG-5031",
                     order_failure_share=0.5, order_status="SLOT_HELD"),
        IncidentSpec(id="roomcheck-lock-wait", kind="database", flavor="lock_wait", service="roomcheck",
                     origin="slotdb", start=_at(16, 21, 9), error_rate=2, error_code="RCK-5219",
                     warn_code="SDB-LK41"),
        IncidentSpec(id="coinpass-cert-expired", kind="certificate", service="paylatch", origin="coinpass-ext",
                     start=_at(16, 16, 8), error_rate=2, error_code="PLT-4951", upstream=("slotkeeper",),
                     upstream_code="SKP-4026", order_failure_share=0.4, order_status="PAYMENT_FAILED"),
        IncidentSpec(id="waivesign-bad-deploy", kind="deploy", service="waivesign", start=_at(16, 18, 33),
                     error_rate=3, error_code="WVS-5007", version="5.2.0", previous_version="5.1.4",
                     upstream=("roomfront",), upstream_code="RMF-5020"),
        IncidentSpec(id="propbus-backlog", kind="queue", service="propwire", origin="propbus",
                     start=_at(16, 19, 52), end=_at(16, 20, 41), error_rate=2, error_code="PRW-4408",
                     warn_code="PRW-LAG5", topic="room.controller.events", upstream=("gmdeck",),
                     upstream_code="GMD-5044", alert_severity="warning"),
        IncidentSpec(id="giftcache-evictions", kind="cache", service="giftvault", origin="giftcache",
                     start=_at(15, 19, 24), end=_at(15, 20, 6), error_rate=3, error_code="GFV-5040",
                     warn_code="GFC-EV02", upstream=("roomfront",), upstream_code="RMF-5044"),
        IncidentSpec(id="gmdeck-latency-blip", kind="blip", service="gmdeck", start=_at(16, 14, 47),
                     end=_at(16, 15, 3), error_rate=0, warn_code="GMD-W09", alert_severity="warning"),
        IncidentSpec(id="pingback-rollout", kind="deploy", service="pingback", start=_at(16, 11, 5),
                     end=_at(16, 11, 13), version="3.0.1", previous_version="2.9.8", rollout_ok=True),
    ),
)
