"""Held-out world ``lockerbay``: a parcel-locker network in Poland, Europe/Warsaw (UTC+01:00 in December; "now" is
18:40 local on 4 December = 17:40 UTC, the evening pick-up peak; parcels ``LKB0000417PL`` (made by przesylki),
recipients ``odb_K3Z9Q1``, trace ids ``lkr`` + 16 hex digits).

Incidents: slow queries on the lockers database skrytki-pg since 17:40 slow down the locker-command reader
doorpilot, and the locker-command queue doorcmd-q backs up behind it since 17:50 (lockers do not open; the pick-up
app odbior-app fails its open-door calls; chain odbior-app → doorpilot → skrytki-pg; both ongoing); a bad deploy
of the courier app backend kurier-api 5.12.0 at 16:00, rolled back at 16:25 (the parcels service przesylki failed
some parcels as NOT_LOADED); a WARN-only latency blip of the returns service zwroty at 14:30–14:41; an eviction
storm on the address-lookup cache adres-redis at noon 12:00–12:22 behind the address lookup adresownik, reaching
the send-a-parcel web nadaj-web (resolved); the SMS partner smsbramka's certificate expired overnight 01:00 and
was renewed at 07:30 (the pick-up code SMS notifier powiadom failed its handshakes).
Healthy: rozliczenia (courier payouts), trasownik (route planning), przesylki-db (parcels database, its pool fine).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Warsaw")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="lockerbay",
    title="Lockerbay parcel lockers (Poland)",
    seed=48221,
    timezone="Europe/Warsaw",
    anchor=_at(4, 18, 40),
    hours=36,
    ids=IdFormats(order="LKB{seq:7}PL", user="odb_{alnum:6}", trace="lkr{hex:16}"),
    order_service="przesylki",
    orders_per_hour=40,
    order_statuses=("ACCEPTED", "IN_LOCKER", "IN_LOCKER", "PICKED_UP"),
    vocab=Vocabulary(request_rate="locker_req_ps", latency="locker_p95_ms", error_ratio="locker_err_share",
                     hit_ratio="addr_cache_hits", evictions="addr_evictions_ps", query_latency="skrytki_sql_p95_ms",
                     lock_waits="skrytki_lock_waits_ps", pool_in_use="db_conns_busy",
                     pool_size="db_conns_limit", consumer_lag="door_cmds_pending",
                     tls_days="sms_cert_days_left", tls_failures="sms_tls_errors_ps",
                     cache_alert="AddrCacheHitsLow", latency_alert="LockerP95High",
                     error_alert="LockerErrShareHigh", db_alert="SkrytkiSlowSql", pool_alert="DbConnsExhausted",
                     lag_alert="DoorCmdsPiling", tls_alert="SmsTlsBroken"),
    services=(
        _S(name="odbior-app", team="取件App组 Pick-up App",
           description_zh="取件App (扫码/输入取件码开柜)",
           description_en="pick-up app", depends_on=("doorpilot", "przesylki", "adresownik")),
        _S(name="doorpilot", team="快递柜控制组 Locker Control",
           description_zh="柜门指令处理 (读队列开柜门)",
           description_en="locker command reader", depends_on=("doorcmd-q", "skrytki-pg")),
        _S(name="doorcmd-q", kind="kafka", team="快递柜控制组 Locker Control",
           description_zh="柜门指令队列 (Kafka)",
           description_en="locker command queue"),
        _S(name="skrytki-pg", kind="postgres", team="DBA", description_zh="快递柜格口数据库 (PostgreSQL)",
           description_en="lockers database"),
        _S(name="przesylki", team="包裹组 Parcels", description_zh="包裹服务 (投递单)",
           description_en="parcels service", depends_on=("przesylki-db", "kurier-api", "powiadom")),
        _S(name="przesylki-db", kind="mysql", team="包裹组 Parcels", description_zh="包裹数据库 (MySQL)",
           description_en="parcels database"),
        _S(name="kurier-api", team="快递员App组 Courier App", description_zh="快递员App后端 (装柜)",
           description_en="courier app backend", depends_on=("przesylki-db", "trasownik")),
        _S(name="trasownik", team="快递员App组 Courier App", description_zh="路线规划服务",
           description_en="route planning"),
        _S(name="adresownik", team="地址组 Addresses", description_zh="地址查询服务",
           description_en="address lookup", depends_on=("adres-redis",)),
        _S(name="adres-redis", kind="redis", team="地址组 Addresses", description_zh="地址缓存 (Redis)",
           description_en="address lookup cache"),
        _S(name="nadaj-web", team="寄件组 Sending", description_zh="寄件网页",
           description_en="send-a-parcel web", depends_on=("adresownik", "przesylki")),
        _S(name="powiadom", team="通知组 Notifications", description_zh="取件码短信通知",
           description_en="pick-up code SMS notifier", depends_on=("smsbramka",)),
        _S(name="smsbramka", kind="external", team="外部 External", description_zh="短信合作方",
           description_en="SMS partner"),
        _S(name="zwroty", team="退货组 Returns", description_zh="退货服务",
           description_en="returns service", depends_on=("przesylki",)),
        _S(name="rozliczenia", team="结算组 Payouts", description_zh="快递员结算",
           description_en="courier payouts"),
    ),
    incidents=(
        IncidentSpec(id="skrytki-slow-sql", kind="database", flavor="slow_query", service="doorpilot",
                     origin="skrytki-pg", start=_at(4, 17, 40), error_rate=2, error_code="DRP-5308",
                     warn_code="SKP-W14"),
        IncidentSpec(id="doorcmd-backlog", kind="queue", service="doorpilot", origin="doorcmd-q",
                     start=_at(4, 17, 50), error_rate=3, error_code="DRP-4471", warn_code="DCQ-W02",
                     topic="locker.commands", upstream=("odbior-app",), upstream_code="ODB-5033"),
        IncidentSpec(id="kurier-bad-deploy", kind="deploy", service="kurier-api", start=_at(4, 16, 0),
                     end=_at(4, 16, 25), error_rate=4, error_code="KUR-5002", version="5.12.0",
                     previous_version="5.11.3", upstream=("przesylki",), upstream_code="PRZ-5021",
                     order_failure_share=0.35, order_status="NOT_LOADED"),
        IncidentSpec(id="zwroty-blip", kind="blip", service="zwroty", start=_at(4, 14, 30),
                     end=_at(4, 14, 41), error_rate=0, warn_code="ZWR-W05", alert_severity="warning"),
        IncidentSpec(id="adres-evictions", kind="cache", service="adresownik", origin="adres-redis",
                     start=_at(4, 12, 0), end=_at(4, 12, 22), error_rate=3, error_code="ADR-5044",
                     warn_code="ARD-W01", upstream=("nadaj-web",), upstream_code="NDW-5041"),
        IncidentSpec(id="smsbramka-cert", kind="certificate", service="powiadom", origin="smsbramka",
                     start=_at(4, 1, 0), end=_at(4, 7, 30), error_rate=2, error_code="PWD-4953"),
    ),
)
