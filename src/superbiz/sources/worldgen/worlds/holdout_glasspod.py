"""Held-out world ``glasspod``: a greenhouse automation SaaS for vegetable growers in Europe/Helsinki (UTC+02:00
in December; "now" is 10:05 local on 3 December = 08:05 UTC; harvest-lot ids ``HV.20261203.A17`` (billed by
sproutbill), growers ``G-FI-00417``, trace ids ``gp`` + 18 hex digits).

Incidents: slow queries on the irrigation scheduler's PostgreSQL drizzlo-pg since 09:20 (drizzlo failing, the
grower dashboard verdanta sees it; ongoing); a cache stampede on the energy-price cache wattcache since 09:41 behind
the energy-price feed wattfeed, spreading to billing sproutbill (lots fail PRICE_UNAVAILABLE; ongoing; chain
sproutbill → wattfeed → wattcache); the MQTT sensor gateway sporelink's certificate expired at 07:00 and was renewed
at 08:20 (the climate controller thermix failed its handshakes, verdanta saw it; resolved); a WARN-only latency blip
of verdanta at 03:12–03:25; yesterday: an alarm-queue backlog behind the alarm pager klaxo 16:00–18:30 and a bad
deploy of thermix 7.3.0 at 21:00, fixed forward by a clean rollout of 7.3.1 (21:40–21:47, ``rollout_ok``); the
generator ends every bad deploy with its "rollback completed" line, so that line also stands at 21:40.
Healthy: cropledger (harvest records), cropledger-pg, leafdex (crop variety search), sproutbill-db; klaxo-q and
nordwatt emit no metrics of their own.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Helsinki")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="glasspod",
    title="Glasspod greenhouse automation",
    seed=58217,
    timezone="Europe/Helsinki",
    anchor=_at(3, 10, 5),
    hours=36,
    ids=IdFormats(order="HV.{date}.{alpha:1}{num:2}", user="G-FI-{num:5}", trace="gp{hex:18}"),
    order_service="sproutbill",
    orders_per_hour=24,
    order_statuses=("INVOICED", "INVOICED", "SETTLED", "PENDING_WEIGH"),
    vocab=Vocabulary(request_rate="req_per_sec", latency="resp_p99_millis", error_ratio="fail_share",
                     hit_ratio="kv_hit_fraction", evictions="kv_evicted_per_s", query_latency="sql_p99_millis",
                     lock_waits="row_lock_waits_per_s", pool_in_use="pg_conns_busy", pool_size="pg_conns_cap",
                     consumer_lag="alarm_backlog_msgs", tls_days="cert_days_left", tls_failures="tls_fail_per_s",
                     cache_alert="WattCacheHitsSag", latency_alert="SlowRespP99", error_alert="FailShareSpike",
                     db_alert="SqlSlowP99", pool_alert="PgConnsAtCap", lag_alert="AlarmBacklogRising",
                     tls_alert="MqttTlsCertExpired"),
    services=(
        _S(name="verdanta", team="看板组 Dashboard", description_zh="种植户看板 (温室控制台)",
           description_en="grower dashboard", depends_on=("thermix", "drizzlo", "klaxo", "cropledger", "leafdex")),
        _S(name="sporelink", team="传感接入组 Telemetry", description_zh="传感器网关 (MQTT)",
           description_en="sensor gateway (MQTT)"),
        _S(name="thermix", team="气候控制组 Climate", description_zh="温室气候控制器",
           description_en="climate controller", depends_on=("sporelink",)),
        _S(name="drizzlo", team="灌溉组 Irrigation", description_zh="灌溉排程服务",
           description_en="irrigation scheduler", depends_on=("drizzlo-pg", "sporelink")),
        _S(name="drizzlo-pg", kind="postgres", team="DBA", description_zh="灌溉排程数据库 (PostgreSQL)",
           description_en="irrigation schedule database"),
        _S(name="klaxo", team="告警组 Alarming", description_zh="告警呼叫 (短信/电话呼叫种植户)",
           description_en="alarm pager", depends_on=("klaxo-q",)),
        _S(name="klaxo-q", kind="kafka", team="告警组 Alarming", description_zh="告警消息队列 (Kafka)",
           description_en="alarm queue"),
        _S(name="wattfeed", team="能源组 Energy", description_zh="电价数据接入 (合作方电价)",
           description_en="energy-price partner feed client", depends_on=("wattcache", "nordwatt")),
        _S(name="wattcache", kind="redis", team="能源组 Energy", description_zh="电价缓存 (Redis)",
           description_en="energy-price cache"),
        _S(name="nordwatt", kind="external", team="外部 External", description_zh="外部合作方电价源",
           description_en="partner energy-price feed"),
        _S(name="sproutbill", team="计费组 Billing", description_zh="采收批次计费",
           description_en="harvest-lot billing", depends_on=("wattfeed", "sproutbill-db")),
        _S(name="sproutbill-db", kind="mysql", team="计费组 Billing", description_zh="计费数据库 (MySQL)",
           description_en="billing database"),
        _S(name="cropledger", team="采收组 Harvest", description_zh="采收记录",
           description_en="harvest records", depends_on=("cropledger-pg",)),
        _S(name="cropledger-pg", kind="postgres", team="DBA", description_zh="采收记录数据库 (PostgreSQL)",
           description_en="harvest records database"),
        _S(name="leafdex", team="搜索组 Search", description_zh="作物品种搜索",
           description_en="crop variety search"),
    ),
    incidents=(
        IncidentSpec(id="drizzlo-slow", kind="database", flavor="slow_query", service="drizzlo", origin="drizzlo-pg",
                     start=_at(3, 9, 20), error_rate=3, error_code="DRZ-5088", warn_code="DPG-W14",
                     upstream=("verdanta",), upstream_code="VRD-5034"),
        IncidentSpec(id="wattcache-stampede", kind="cache", service="wattfeed", origin="wattcache",
                     start=_at(3, 9, 41), error_rate=3, error_code="WTF-5042", warn_code="WTC-W09",
                     upstream=("sproutbill",), upstream_code="SPB-5044", order_failure_share=0.5,
                     order_status="PRICE_UNAVAILABLE"),
        IncidentSpec(id="sporelink-cert", kind="certificate", service="thermix", origin="sporelink",
                     start=_at(3, 7, 0), end=_at(3, 8, 20), error_rate=3, error_code="THX-4961",
                     upstream=("verdanta",), upstream_code="VRD-5021"),
        IncidentSpec(id="verdanta-blip", kind="blip", service="verdanta", start=_at(3, 3, 12), end=_at(3, 3, 25),
                     error_rate=0, warn_code="VRD-W02", alert_severity="warning"),
        IncidentSpec(id="klaxo-backlog", kind="queue", service="klaxo", origin="klaxo-q", start=_at(2, 16, 0),
                     end=_at(2, 18, 30), error_rate=2, error_code="KLX-4407", warn_code="KLQ-W31",
                     topic="alarm.raise", alert_severity="warning"),
        IncidentSpec(id="thermix-bad-deploy", kind="deploy", service="thermix", start=_at(2, 21, 0),
                     end=_at(2, 21, 40), error_rate=4, error_code="THX-5001", version="7.3.0",
                     previous_version="7.2.4"),
        IncidentSpec(id="thermix-fix-deploy", kind="deploy", service="thermix", start=_at(2, 21, 40),
                     end=_at(2, 21, 47), version="7.3.1", previous_version="7.3.0", rollout_ok=True),
    ),
)
