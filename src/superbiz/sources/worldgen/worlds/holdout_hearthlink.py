"""HELD OUT: the engine's developers must not read this module until measurement.

Held-out world ``hearthlink``: a smart-home IoT platform (device registry and pairing, telemetry ingest, firmware
OTA updates, automation rules, push notifications, voice-assistant account linking) in Asia/Dubai (GST, UTC+4 all
year: a local day begins at 20:00 UTC of the day before), with pairing-request ids ``PRQ.<creation date>.<5 alnum>``,
``hh_<7 digits>`` household ids and ``hl-<12 alnum>`` trace ids, and its own metric and alert vocabulary.
Incidents (local times): an activity-feed latency blip yesterday morning, linkstate-kv evictions behind voice-link
errors yesterday afternoon (resolved; hub-front -> voice-link -> linkstate-kv), a bad fw-rollout deploy rolled back
yesterday evening (resolved), an expired certificate of the apns-relay-ext push partner at nudge-push across local
midnight (resolved; hub-front -> scene-runner -> nudge-push -> apns-relay-ext), device-registry-pg slow queries
failing pairing-desk pairings this morning (resolved, requests PAIRING_FAILED), a device-telemetry backlog at
sensor-intake (ongoing, scene-runner sees it) and a household-pg connection-pool exhaustion at home-roster hitting
hub-front (ongoing). Healthy throughout: device-shadow (whose dependency pairing-desk alerted this morning),
pair-token-redis, shadow-redis, event-history-es, assistant-oauth-ext.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]

_TZ = ZoneInfo("Asia/Dubai")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 5, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

_VOCAB = Vocabulary(
    request_rate="rps_in", latency="p99_reply_ms", error_ratio="fail_share",
    hit_ratio="kv_hit_share", evictions="kv_evictions_per_sec", query_latency="sql_p99_ms",
    lock_waits="row_lock_waits_ps", pool_in_use="conn_pool_busy", pool_size="conn_pool_cap",
    consumer_lag="ingest_backlog_msgs", tls_days="upstream_cert_days_left", tls_failures="upstream_tls_errors_ps",
    cache_alert="KvHitShareDropped", latency_alert="ResponseTimeP99High", error_alert="FailShareSpike",
    db_alert="SqlLatencyDegraded", pool_alert="ConnSlotsDrained", lag_alert="IngestBacklogGrowing",
    tls_alert="UpstreamCertInvalid",
)

_SERVICES = (
    _S(name="hub-front", team="接入组 App Edge", description_zh="手机 App 与设备接入网关 (配网、场景、家庭、语音入口)",
       description_en="mobile app and device edge API",
       depends_on=("pairing-desk", "scene-runner", "fw-rollout", "voice-link", "home-roster", "device-shadow")),
    _S(name="pairing-desk", team="设备组 Devices", description_zh="设备注册与配网服务 (新设备绑定家庭)",
       description_en="device registry and pairing service", depends_on=("device-registry-pg", "pair-token-redis")),
    _S(name="device-registry-pg", kind="postgres", team="DBA", description_zh="设备注册库 (PostgreSQL)",
       description_en="device registry database"),
    _S(name="pair-token-redis", kind="redis", team="设备组 Devices", description_zh="配网临时令牌缓存 (Redis)",
       description_en="pairing token cache"),
    _S(name="device-shadow", team="设备组 Devices", description_zh="设备影子 (设备最新状态镜像)",
       description_en="device shadow (last known device state)", depends_on=("pairing-desk", "shadow-redis")),
    _S(name="shadow-redis", kind="redis", team="设备组 Devices", description_zh="设备影子缓存 (Redis)",
       description_en="device shadow cache"),
    _S(name="sensor-intake", team="数据组 Telemetry", description_zh="遥测数据接入 (消费设备上报流)",
       description_en="telemetry ingest consumer", depends_on=("sensor-firehose",)),
    _S(name="sensor-firehose", kind="kafka", team="平台组 Platform", description_zh="设备遥测上报流 (Kafka)",
       description_en="device telemetry stream"),
    _S(name="scene-runner", team="自动化组 Automations", description_zh="自动化规则引擎 (场景、联动)",
       description_en="automation rules engine", depends_on=("sensor-intake", "nudge-push")),
    _S(name="nudge-push", team="消息组 Messaging", description_zh="推送通知服务 (App 推送)",
       description_en="push notification service", depends_on=("apns-relay-ext",)),
    _S(name="apns-relay-ext", kind="external", team="外部 External", description_zh="手机推送通道合作方接口",
       description_en="mobile push relay partner"),
    _S(name="fw-rollout", team="固件组 Firmware", description_zh="固件 OTA 升级编排服务",
       description_en="firmware OTA update service", depends_on=("device-registry-pg",)),
    _S(name="voice-link", team="生态组 Ecosystem", description_zh="语音助手账号关联服务",
       description_en="voice assistant account linking service", depends_on=("linkstate-kv", "assistant-oauth-ext")),
    _S(name="linkstate-kv", kind="redis", team="生态组 Ecosystem", description_zh="账号关联状态缓存 (Redis)",
       description_en="account link state cache"),
    _S(name="assistant-oauth-ext", kind="external", team="外部 External", description_zh="语音助手平台 OAuth 接口",
       description_en="voice assistant platform OAuth partner"),
    _S(name="home-roster", team="账号组 Households", description_zh="家庭与成员管理服务",
       description_en="household and member service", depends_on=("household-pg",)),
    _S(name="household-pg", kind="postgres", team="DBA", description_zh="家庭成员库 (PostgreSQL)",
       description_en="household database"),
    _S(name="activity-feed", team="数据组 Telemetry", description_zh="家庭动态与设备事件记录",
       description_en="home activity feed", depends_on=("event-history-es",)),
    _S(name="event-history-es", kind="elasticsearch", team="数据组 Telemetry", description_zh="设备事件检索集群",
       description_en="device event search cluster"),
)

_INCIDENTS = (
    IncidentSpec(id="activity-feed-latency-blip", kind="blip", service="activity-feed", start=_at(19, 9, 5),
                 end=_at(19, 9, 27), error_rate=0, warn_code="AFD-W118", alert_severity="warning"),
    IncidentSpec(id="linkstate-kv-evictions", kind="cache", service="voice-link", origin="linkstate-kv",
                 start=_at(19, 14, 20), end=_at(19, 15, 8), error_rate=3, error_code="VLK-6102",
                 warn_code="LSK-W044", upstream=("hub-front",), upstream_code="HUB-1602"),
    IncidentSpec(id="fw-rollout-bad-deploy", kind="deploy", service="fw-rollout", start=_at(19, 18, 35),
                 end=_at(19, 19, 12), error_rate=3.5, error_code="OTA-7500", version="7.4.0",
                 previous_version="7.3.2"),
    IncidentSpec(id="apns-relay-cert-expired", kind="certificate", service="nudge-push", origin="apns-relay-ext",
                 start=_at(19, 23, 38), end=_at(20, 0, 51), error_rate=2.5, error_code="NDG-4495",
                 upstream=("scene-runner",), upstream_code="SCN-2495"),
    IncidentSpec(id="device-registry-slow-queries", kind="database", flavor="slow_query", service="pairing-desk",
                 origin="device-registry-pg", start=_at(20, 7, 50), end=_at(20, 8, 36), error_rate=3,
                 error_code="PAR-5408", warn_code="DRG-W301", upstream=("hub-front",), upstream_code="HUB-1408",
                 order_failure_share=0.6, order_status="PAIRING_FAILED"),
    IncidentSpec(id="telemetry-backlog", kind="queue", service="sensor-intake", origin="sensor-firehose",
                 start=_at(20, 13, 55), error_rate=2, error_code="SIN-3430", warn_code="SIN-W077",
                 topic="device-telemetry", upstream=("scene-runner",), upstream_code="SCN-2430"),
    IncidentSpec(id="household-pg-pool-exhausted", kind="database", flavor="pool", service="home-roster",
                 origin="household-pg", start=_at(20, 15, 2), error_rate=3, error_code="HRS-4503",
                 warn_code="HPG-W019", upstream=("hub-front",), upstream_code="HUB-1503"),
)

SPEC = WorldSpec(
    name="hearthlink",
    title="HearthLink smart-home IoT platform",
    seed=830517,
    timezone="Asia/Dubai",
    anchor=_at(20, 15, 40),
    hours=36,
    ids=IdFormats(order="PRQ.{date}.{alnum:5}", user="hh_{num:7}", trace="hl-{alnum:12}"),
    order_service="pairing-desk",
    orders_per_hour=45,
    order_statuses=("ACTIVE", "ACTIVE", "ACTIVE", "PAIRED", "UNBOUND"),
    vocab=_VOCAB,
    services=_SERVICES,
    incidents=_INCIDENTS,
)
