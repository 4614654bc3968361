"""Held-out world ``kerbmint``: municipal parking (resident permits, meter sessions, enforcement handhelds, parking
fines) in Asia/Krasnoyarsk (UTC+07:00, no daylight time; "now" is 10:40 local on 6 December = 03:40 UTC on 6
December, so the local "today" began at 17:00 UTC on the 5th; the data begin at 22:40 local on 4 December).
Parking records (meter sessions and citation uploads, booked by the transactions hub kerbtally)
``KJ-000417-Q41``, motorists ``KJAQZ0417``, trace ids ``kmt`` + 13 hex digits.

Incidents (local times):

* the SAME eviction storm on the meter-session cache meterlane-redis THREE times today, 07:30-07:45,
  08:40-09:00 and 10:10-10:25 (all resolved), behind the meter session service meterlane and reaching its callers
  the transactions hub kerbtally and the street meter terminal gateway kerbpost (chains kerbtally -> meterlane ->
  meterlane-redis and kerbpost -> meterlane -> meterlane-redis); failed meter sessions as records each time,
  status ``SESSION_FAILED`` (code ``KRB-5022``);
* a handheld upload queue backlog yesterday 18:00-18:50 (the citation upload processor citefeed behind the
  Kafka queue citeq, topic ``handheld.citations``; the enforcement handheld gateway wardenlink fails too); failed
  citation uploads as records, status ``UPLOAD_TIMEOUT`` (code ``CTF-4081``);
* a clean rollout of the resident permit service permisto 4.12.0 at 08:35-08:41 today (``rollout_ok``; a
  tempting false cause five minutes before the second storm);
* a WARN-only latency blip of the parking fines service finetrak today 06:00-06:15 (warning alert, resolved).

Healthy: the residents' parking app curbly, the zone tariff service tarifex, the permit database permisto-db,
the transactions database kerbtally-pg, the acquiring bank partner yeniseipay (and permisto apart from its clean
rollout). Nothing is failing at "now".
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Asia/Krasnoyarsk")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec


def _storm(n: int, start: datetime, end: datetime) -> IncidentSpec:
    return IncidentSpec(id=f"meterlane-evictions-{n}", kind="cache", service="meterlane", origin="meterlane-redis",
                        start=start, end=end, error_rate=3, error_code="MLN-5031", warn_code="MLR-W08",
                        upstream=("kerbtally", "kerbpost"), upstream_code="KRB-5022", order_failure_share=0.5,
                        order_status="SESSION_FAILED")


SPEC = WorldSpec(
    name="kerbmint",
    title="Kerbmint municipal parking",
    seed=71206,
    timezone="Asia/Krasnoyarsk",
    anchor=_at(6, 10, 40),
    hours=36,
    ids=IdFormats(order="KJ-{seq:6}-{alpha:1}{num:2}", user="KJA{alpha:2}{num:4}", trace="kmt{hex:13}"),
    order_service="kerbtally",
    orders_per_hour=60,
    order_statuses=("SESSION_ENDED", "SESSION_ENDED", "PAID", "CITATION_FILED"),
    vocab=Vocabulary(request_rate="kerb_req_ps", latency="kerb_p99_ms", error_ratio="kerb_fail_frac",
                     hit_ratio="meter_kv_hit_frac", evictions="meter_kv_evicts_ps", query_latency="pk_sql_p99_ms",
                     lock_waits="pk_lock_waits_ps", pool_in_use="pk_conns_busy", pool_size="pk_conns_max",
                     consumer_lag="handheld_uploads_waiting", tls_days="bank_cert_days_left",
                     tls_failures="bank_tls_fail_ps", cache_alert="MeterKvHitCollapse",
                     latency_alert="KerbP99TooSlow", error_alert="KerbFailFracHigh", db_alert="PkSqlSlow",
                     pool_alert="PkConnsExhausted", lag_alert="HandheldUploadsPilingUp",
                     tls_alert="BankTlsBroken"),
    services=(
        _S(name="curbly", team="市民端组 Citizen Apps", description_zh="市民停车App (缴费、停车证、罚单查询)",
           description_en="residents' parking app", depends_on=("kerbtally", "permisto", "finetrak")),
        _S(name="kerbtally", team="交易中台组 Transactions", description_zh="停车交易中台 (咪表会话与罚单入账)",
           description_en="parking transactions hub", depends_on=("meterlane", "kerbtally-pg")),
        _S(name="kerbtally-pg", kind="postgres", team="交易中台组 Transactions",
           description_zh="停车交易数据库 (PostgreSQL)", description_en="parking transactions database"),
        _S(name="meterlane", team="咪表组 Meters", description_zh="咪表计时会话服务",
           description_en="meter session service", depends_on=("meterlane-redis", "tarifex")),
        _S(name="meterlane-redis", kind="redis", team="咪表组 Meters", description_zh="咪表会话缓存 (Redis)",
           description_en="meter session cache"),
        _S(name="kerbpost", team="咪表组 Meters", description_zh="路边咪表终端网关",
           description_en="street meter terminal gateway", depends_on=("meterlane",)),
        _S(name="tarifex", team="费率组 Tariffs", description_zh="分区停车费率服务",
           description_en="zone tariff service"),
        _S(name="permisto", team="停车证组 Permits", description_zh="居民停车证服务",
           description_en="resident permit service", depends_on=("permisto-db",)),
        _S(name="permisto-db", kind="mysql", team="停车证组 Permits", description_zh="停车证数据库 (MySQL)",
           description_en="permit database"),
        _S(name="finetrak", team="罚款组 Fines", description_zh="停车罚款缴纳服务",
           description_en="parking fines service", depends_on=("yeniseipay",)),
        _S(name="yeniseipay", kind="external", team="外部 External", description_zh="收单银行合作方",
           description_en="acquiring bank partner"),
        _S(name="citefeed", team="执法组 Enforcement", description_zh="罚单上传处理服务 (读手持机上传队列)",
           description_en="citation upload processor", depends_on=("citeq", "kerbtally")),
        _S(name="citeq", kind="kafka", team="执法组 Enforcement", description_zh="手持机上传队列 (Kafka)",
           description_en="handheld upload queue"),
        _S(name="wardenlink", team="执法组 Enforcement", description_zh="执法手持机接入网关",
           description_en="enforcement handheld gateway", depends_on=("citefeed",)),
    ),
    incidents=(
        _storm(1, _at(6, 7, 30), _at(6, 7, 45)),
        _storm(2, _at(6, 8, 40), _at(6, 9, 0)),
        _storm(3, _at(6, 10, 10), _at(6, 10, 25)),
        IncidentSpec(id="permisto-rollout", kind="deploy", service="permisto", start=_at(6, 8, 35),
                     end=_at(6, 8, 41), version="4.12.0", previous_version="4.11.3", rollout_ok=True),
        IncidentSpec(id="citeq-backlog", kind="queue", service="citefeed", origin="citeq",
                     start=_at(5, 18, 0), end=_at(5, 18, 50), error_rate=2, error_code="CTF-4081",
                     warn_code="CTF-W12", topic="handheld.citations", upstream=("wardenlink",),
                     upstream_code="WDL-5040", order_failure_share=0.45, order_status="UPLOAD_TIMEOUT"),
        IncidentSpec(id="finetrak-blip", kind="blip", service="finetrak", start=_at(6, 6, 0), end=_at(6, 6, 15),
                     error_rate=0, warn_code="FNT-W03", alert_severity="warning"),
    ),
)
