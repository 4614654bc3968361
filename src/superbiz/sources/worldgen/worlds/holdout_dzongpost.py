"""HELD-OUT world ``dzongpost``: a mountain postal parcel service in Asia/Thimphu (UTC+06:00, no daylight saving;
"now" is 13:40 local on 11 December = 07:40 UTC, just after the lunch-hour counter rush; parcel ids
``BT-THI-04172-P``, customers ``u_thi_0417``, trace ids ``dz-`` + 16 hex digits).

Parcels are taken in at the counters (``counterpost``, 网点柜台收寄) and routed by the mountain route planner
``switchback`` (线路规划), which reads the route cache ``routecairn`` and the pass weather intake ``passwatch``
(fed by the external weather partner ``thunderwx``); customers follow parcels in the tracking app backend
``yaktrack`` (包裹追踪 App), reading the tracking history ``tracklog`` on ``tracklog-db``; handheld scans flow
through the scan-event queue ``scanq`` into ``scanflow`` (扫描事件处理).

Incidents: a scan-event backlog on ``scanq`` topic ``parcel.scans`` behind ``scanflow`` since 11:20, still going on
at "now"; a bad deploy of ``switchback`` 4.7.0 at 12:50 rolled back at 13:10 (the tracking app and the counters
fail through it; parcels fail ROUTE_UNASSIGNED), with a clean rollout (``rollout_ok``) of ``yaktrack`` 2.19.0 at
12:55 overlapping it, a tempting false cause; an eviction storm on ``routecairn`` 09:10–09:40 this morning reaching
the tracking app through two hops (yaktrack → switchback → routecairn; resolved); the weather partner's certificate
expired at 08:00 and was renewed at 08:30 (passwatch's handshakes failed; resolved); yesterday: lock waits on
``tracklog-db`` 22:00–22:35 (tracklog failing, the tracking app seeing it; resolved) and a latency blip on the
gateway ``druk-edge`` 16:40–16:54. Healthy: ``smsbell`` (SMS notifications) and its carrier ``peakcell-sms``,
``postfare`` (postage pricing).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Thimphu")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="dzongpost",
    title="Dzongpost mountain parcel post",
    seed=80417,
    timezone="Asia/Thimphu",
    anchor=_at(11, 13, 40),
    hours=36,
    ids=IdFormats(order="BT-THI-{num:5}-{alpha:1}", user="u_thi_{num:4}", trace="dz-{hex:16}"),
    order_service="counterpost",
    orders_per_hour=30,
    order_statuses=("ACCEPTED", "IN_TRANSIT", "IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED"),
    vocab=Vocabulary(request_rate="calls_hz", latency="p99_reply_ms", error_ratio="err_share_5m",
                     hit_ratio="routecache_hit_share", evictions="routecache_evict_s", query_latency="sql_ms_p99",
                     lock_waits="innodb_lock_waits_s", pool_in_use="dbconn_inuse", pool_size="dbconn_limit",
                     consumer_lag="scan_backlog_depth", tls_days="peer_cert_ttl_d", tls_failures="tls_fails_s",
                     cache_alert="RouteCacheEvicting", latency_alert="RespP99OverSlo", error_alert="ErrShareBurn",
                     db_alert="TrackDbLockContention", pool_alert="DbConnBusyMax", lag_alert="ScanBacklogGrowing",
                     tls_alert="PassFeedCertExpired"),
    services=(
        _S(name="druk-edge", team="平台组 Platform", description_zh="邮政统一对外网关",
           description_en="postal public API gateway", depends_on=("yaktrack", "counterpost")),
        _S(name="counterpost", team="网点组 Counters", description_zh="网点柜台收寄服务",
           description_en="parcel intake counters", depends_on=("switchback", "tracklog", "postfare", "scanq")),
        _S(name="yaktrack", team="客户端组 App", description_zh="包裹追踪 App 后端",
           description_en="parcel tracking app backend", depends_on=("switchback", "tracklog", "smsbell")),
        _S(name="switchback", team="线路组 Routing", description_zh="山路线路规划服务",
           description_en="mountain route planner", depends_on=("routecairn", "passwatch")),
        _S(name="routecairn", kind="redis", team="线路组 Routing", description_zh="线路缓存 (Redis)",
           description_en="route cache"),
        _S(name="passwatch", team="气象组 Weather Desk", description_zh="山口天气接入服务",
           description_en="mountain-pass weather intake", depends_on=("thunderwx",)),
        _S(name="thunderwx", kind="external", team="外部 External", description_zh="外部山口天气数据合作方",
           description_en="mountain-pass weather feed partner"),
        _S(name="tracklog", team="包裹组 Parcels", description_zh="包裹轨迹服务",
           description_en="parcel tracking history", depends_on=("tracklog-db",)),
        _S(name="tracklog-db", kind="mysql", team="DBA", description_zh="包裹追踪数据库 (MySQL)",
           description_en="parcel tracking database"),
        _S(name="scanflow", team="包裹组 Parcels", description_zh="扫描事件处理服务",
           description_en="scan-event processor", depends_on=("scanq", "tracklog")),
        _S(name="scanq", kind="kafka", team="平台组 Platform", description_zh="扫描事件队列 (Kafka)",
           description_en="scan-event queue"),
        _S(name="smsbell", team="消息组 Messaging", description_zh="短信通知服务",
           description_en="SMS notifications", depends_on=("peakcell-sms",)),
        _S(name="peakcell-sms", kind="external", team="外部 External", description_zh="外部短信运营商网关",
           description_en="SMS carrier gateway"),
        _S(name="postfare", team="计费组 Pricing", description_zh="邮资计费服务",
           description_en="postage pricing"),
    ),
    incidents=(
        IncidentSpec(id="scanq-backlog", kind="queue", service="scanflow", origin="scanq", start=_at(11, 11, 20),
                     error_rate=2, error_code="SCF-4082", warn_code="SCF-W22", topic="parcel.scans",
                     alert_severity="warning"),
        IncidentSpec(id="switchback-bad-deploy", kind="deploy", service="switchback", start=_at(11, 12, 50),
                     end=_at(11, 13, 10), error_rate=4, error_code="SWB-5000", version="4.7.0",
                     previous_version="4.6.2", upstream=("yaktrack", "counterpost"), upstream_code="RPL-5021",
                     order_failure_share=0.5, order_status="ROUTE_UNASSIGNED"),
        IncidentSpec(id="yaktrack-rollout", kind="deploy", service="yaktrack", start=_at(11, 12, 55),
                     end=_at(11, 13, 2), version="2.19.0", previous_version="2.18.4", rollout_ok=True),
        IncidentSpec(id="routecairn-evictions", kind="cache", service="switchback", origin="routecairn",
                     start=_at(11, 9, 10), end=_at(11, 9, 40), error_rate=3, error_code="SWB-5041",
                     warn_code="RCN-W09", upstream=("yaktrack",), upstream_code="YTK-5043"),
        IncidentSpec(id="thunderwx-cert", kind="certificate", service="passwatch", origin="thunderwx",
                     start=_at(11, 8, 0), end=_at(11, 8, 30), error_rate=2, error_code="PWX-4951"),
        IncidentSpec(id="tracklog-lock-wait", kind="database", flavor="lock_wait", service="tracklog",
                     origin="tracklog-db", start=_at(10, 22, 0), end=_at(10, 22, 35), error_rate=3,
                     error_code="TRL-5109", warn_code="TDB-W31", upstream=("yaktrack",), upstream_code="YTK-5032"),
        IncidentSpec(id="druk-edge-blip", kind="blip", service="druk-edge", start=_at(10, 16, 40),
                     end=_at(10, 16, 54), error_rate=0, warn_code="DRK-W05", alert_severity="warning"),
    ),
)
