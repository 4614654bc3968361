"""Held-out world ``parcelbox``: a parcel-locker network (lockers at stations and shops, couriers dropping parcels,
pickup codes, paid oversize lockers, SMS and app-push notices) in Pacific/Kiritimati (UTC+14:00, no daylight
saving; the local day is a day ahead of the UTC date from 00:00 to 14:00 local, so "today" is not the UTC date;
parcel ids ``PBX.7KQ2.0413``, recipients ``rcp40718233``, 28-character trace ids).

Incidents: a lock wait on cubby-mysql (the locker compartment database) behind cubbyctl, felt by the pickup-code
service codeforge and the recipient app backend cubbyapp (a three-hop chain, ongoing since 08:22 local); a consumer
backlog of the SMS notification gateway chirpsms on the pickup-notice queue parcelstream (取件通知队列, ongoing);
the card acquirer's certificate behind the oversize-locker payment gateway paywell expired overnight (02:36 local,
still expired; couriers' oversize drop-offs fail as OVERSIZE_UNPAID); a spotcache eviction storm behind the locker
locator cubbymap yesterday evening (resolved); a bad deploy of dropline yesterday afternoon (rolled back; parcels
DROP_REJECTED) and a clean rollout of nudgepush later that afternoon (rollout_ok); a short latency blip on nudgepush
this morning. "Now" is 09:10 local. The two gateways (短信通知网关 / 付费网关) share the word 网关 / gateway.
Healthy: stationreg, drop-pg, parcelstream (a queue without metrics); tenderlink is an external partner.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Pacific/Kiritimati")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="parcelbox",
    title="Parcelbox locker network",
    seed=70419,
    timezone="Pacific/Kiritimati",
    anchor=_at(5, 9, 10),
    hours=36,
    ids=IdFormats(order="PBX.{alnum:4}.{num:4}", user="rcp{num:8}", trace="pbx{hex:25}"),
    order_service="dropline",
    orders_per_hour=34,
    order_statuses=("IN_LOCKER", "IN_LOCKER", "PICKED_UP", "PICKED_UP", "RETURNED_TO_SENDER"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="resp_p99_millis", error_ratio="failure_share",
                     hit_ratio="kv_hit_share", evictions="kv_evictions_rate", query_latency="sql_p99_millis",
                     lock_waits="row_lock_waits_rate", pool_in_use="conn_pool_busy", pool_size="conn_pool_max",
                     consumer_lag="notice_queue_depth", tls_days="peer_cert_ttl_days", tls_failures="tls_fail_rate",
                     cache_alert="SpotCacheColdReads", latency_alert="RespP99TooHigh",
                     error_alert="FailureShareSpike", db_alert="MysqlRowLocksPiling", pool_alert="ConnPoolDrained",
                     lag_alert="NoticeQueueDepthHigh", tls_alert="PeerCertRejected"),
    services=(
        _S(name="cubbyapp", team="用户端组 Consumer", description_zh="收件人取件 App 后端",
           description_en="recipient pickup app backend", depends_on=("codeforge", "cubbymap", "stationreg")),
        _S(name="codeforge", team="取件组 Pickup", description_zh="取件码服务 (生成与核验取件码)",
           description_en="pickup code service", depends_on=("cubbyctl",)),
        _S(name="cubbyctl", team="柜机组 Cabinet", description_zh="柜机控制服务 (开格口)",
           description_en="locker cabinet control", depends_on=("cubby-mysql",)),
        _S(name="cubby-mysql", kind="mysql", team="DBA", description_zh="柜机格口数据库 (MySQL)",
           description_en="locker compartment database"),
        _S(name="cubbymap", team="用户端组 Consumer", description_zh="柜点地图查询 (车站和门店的柜点)",
           description_en="locker locator", depends_on=("spotcache", "stationreg")),
        _S(name="spotcache", kind="redis", team="用户端组 Consumer", description_zh="柜点缓存 (Redis)",
           description_en="locker locator cache"),
        _S(name="stationreg", team="站点组 Sites", description_zh="站点与门店登记服务",
           description_en="station and shop registry", depends_on=("drop-pg",)),
        _S(name="courierdesk", team="快递员组 Courier", description_zh="快递员 App 后端",
           description_en="courier app backend", depends_on=("dropline",)),
        _S(name="dropline", team="投递组 Delivery", description_zh="快递员投件服务",
           description_en="courier drop-off service", depends_on=("cubbyctl", "paywell", "drop-pg", "parcelstream")),
        _S(name="drop-pg", kind="postgres", team="投递组 Delivery", description_zh="包裹数据库 (PostgreSQL)",
           description_en="parcel database"),
        _S(name="paywell", team="支付组 Payments", description_zh="超大格口付费网关",
           description_en="oversize locker payment gateway", depends_on=("tenderlink",)),
        _S(name="tenderlink", kind="external", team="外部 External", description_zh="外部收单合作方",
           description_en="external card acquirer"),
        _S(name="parcelstream", kind="kafka", team="通知组 Notify", description_zh="取件通知队列 (Kafka)",
           description_en="pickup notice queue"),
        _S(name="chirpsms", team="通知组 Notify", description_zh="短信通知网关",
           description_en="SMS notification gateway", depends_on=("parcelstream",)),
        _S(name="nudgepush", team="通知组 Notify", description_zh="App 推送通知服务",
           description_en="app push notifications", depends_on=("parcelstream",)),
    ),
    incidents=(
        IncidentSpec(id="cubby-lock-wait", kind="database", flavor="lock_wait", service="cubbyctl",
                     origin="cubby-mysql", start=_at(5, 8, 22), error_rate=3, error_code="CBC-4091",
                     warn_code="CMY-LW3", upstream=("codeforge", "cubbyapp"), upstream_code="PKC-5023"),
        IncidentSpec(id="notice-backlog", kind="queue", service="chirpsms", origin="parcelstream",
                     start=_at(5, 7, 48), error_rate=2, error_code="SMS-7104", warn_code="SMS-LAG1",
                     topic="pickup.notice", alert_severity="warning"),
        IncidentSpec(id="acquirer-cert", kind="certificate", service="paywell", origin="tenderlink",
                     start=_at(5, 2, 36), error_rate=2, error_code="PAY-6495", upstream=("dropline",),
                     upstream_code="DRP-6502", order_failure_share=0.5, order_status="OVERSIZE_UNPAID"),
        IncidentSpec(id="spotcache-evict", kind="cache", service="cubbymap", origin="spotcache",
                     start=_at(4, 19, 42), end=_at(4, 20, 25), error_rate=3, error_code="MAP-3504",
                     warn_code="SPC-EV2", upstream=("cubbyapp",), upstream_code="BXA-5044"),
        IncidentSpec(id="dropline-bad-deploy", kind="deploy", service="dropline", start=_at(4, 15, 5),
                     end=_at(4, 15, 38), error_rate=4, error_code="DRP-5000", version="4.7.0",
                     previous_version="4.6.2", upstream=("courierdesk",), upstream_code="CDK-5020",
                     order_failure_share=0.55, order_status="DROP_REJECTED"),
        IncidentSpec(id="nudgepush-rollout", kind="deploy", service="nudgepush", start=_at(4, 17, 40),
                     end=_at(4, 17, 52), version="2.3.0", previous_version="2.2.5", rollout_ok=True),
        IncidentSpec(id="nudgepush-blip", kind="blip", service="nudgepush", start=_at(5, 7, 5), end=_at(5, 7, 19),
                     error_rate=0, warn_code="NDG-W05", alert_severity="warning"),
    ),
)
