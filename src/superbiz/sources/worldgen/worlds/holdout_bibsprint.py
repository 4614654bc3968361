"""Held-out world ``bibsprint``: a city-marathon platform (runner registration, bib assignment, timing chips, results
feed, charity pledges) in Europe/Malta (UTC+01:00 in December); "now" is 08:40 local on race morning, Sunday
6 December 2026 = 07:40 UTC. Race entries ``MT26-K7QZ-041`` (made by the runners' app pacelark), runners
``RNR-KQ4417``, trace ids ``bsp-`` + 12 hex digits.

Incidents (local times):

* a timing-chip ingest queue backlog since 08:15 today, still going: the chip ingest worker chipmole behind the
  queue chipmole-q (topic ``chip.reads``), reaching the results feed podiumcast (its own ERROR lines); race entries
  fail as records with status ``SPLIT_UNPOSTED``;
* a clean rollout of the results feed podiumcast 4.12.0 at 08:10-08:14 today (``rollout_ok``; a tempting false cause
  of the backlog);
* slow queries on the runner-registration database enrolla-pg 06:30-07:00 today, behind the registration service
  enrolla and reaching the runners' app pacelark (chain pacelark -> enrolla -> enrolla-pg; resolved);
* a WARN-only latency blip on the wave start scheduler wavegun 05:00-05:14 today;
* a certificate expiry of the charity payment partner charitrix yesterday 21:00-21:40, logged only by its caller,
  the charity pledge service pledgewisp; race entries fail as records with status ``PLEDGE_BOUNCED``;
* a bad deploy of the bib assignment service bibwright 7.3.0 yesterday 16:00, rolled back at 16:20; race entries
  fail as records with status ``BIB_VOID``.

Healthy: the SMS notifier runnerbell, the expo pickup check-in expotent, the medical tent tracker medicmoth, the bib
database bibledger (and the resolved services once their windows ended).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from superbiz.sources.worldgen.spec import IdFormats, IncidentSpec, ServiceSpec, Vocabulary, WorldSpec

__all__ = ["SPEC"]


_TZ = ZoneInfo("Europe/Malta")


def _at(day: int, hh: int, mm: int) -> datetime:
    return datetime(2026, 12, day, hh, mm, tzinfo=_TZ)


_S = ServiceSpec

SPEC = WorldSpec(
    name="bibsprint",
    title="Bibsprint city-marathon platform",
    seed=40612,
    timezone="Europe/Malta",
    anchor=_at(6, 8, 40),
    hours=36,
    ids=IdFormats(order="MT26-{alnum:4}-{num:3}", user="RNR-{alpha:2}{num:4}", trace="bsp-{hex:12}"),
    order_service="pacelark",
    orders_per_hour=48,
    order_statuses=("ENTERED", "BIB_READY", "BIB_READY", "CHIP_LIVE"),
    vocab=Vocabulary(request_rate="race_req_ps", latency="race_p99_ms", error_ratio="race_err_frac",
                     hit_ratio="bib_cache_hit_frac", evictions="bib_cache_evicts_ps",
                     query_latency="entrant_sql_p99_ms", lock_waits="entrant_lock_waits_ps",
                     pool_in_use="entrant_conns_busy", pool_size="entrant_conns_max",
                     consumer_lag="chip_reads_backlog", tls_days="pledge_partner_cert_days",
                     tls_failures="pledge_partner_tls_errs_ps", cache_alert="BibCacheHitSagging",
                     latency_alert="RaceP99Sluggish", error_alert="RaceErrFracSpiking",
                     db_alert="EntrantSqlCrawling", pool_alert="EntrantConnsMaxedOut",
                     lag_alert="ChipReadsPilingUp", tls_alert="PledgePartnerTlsDead"),
    services=(
        _S(name="pacelark", team="跑者体验组 Runner Experience",
           description_zh="跑者App (报名、号码布、成绩查询、认捐)", description_en="runners' app",
           depends_on=("enrolla", "bibwright", "podiumcast", "pledgewisp", "runnerbell")),
        _S(name="enrolla", team="报名组 Registration", description_zh="报名服务",
           description_en="runner registration service", depends_on=("enrolla-pg",)),
        _S(name="enrolla-pg", kind="postgres", team="报名组 Registration", description_zh="报名数据库 (PostgreSQL)",
           description_en="runner registration database"),
        _S(name="bibwright", team="号码布组 Bibs", description_zh="号码布分配服务",
           description_en="bib assignment service", depends_on=("bibledger",)),
        _S(name="bibledger", kind="mysql", team="号码布组 Bibs", description_zh="号码布数据库 (MySQL)",
           description_en="bib database"),
        _S(name="chipmole", team="计时组 Timing", description_zh="计时芯片接入 (读芯片队列、写分段成绩)",
           description_en="timing-chip ingest worker", depends_on=("chipmole-q",)),
        _S(name="chipmole-q", kind="kafka", team="计时组 Timing", description_zh="计时芯片读数队列 (Kafka)",
           description_en="timing-chip ingest queue"),
        _S(name="podiumcast", team="成绩组 Results", description_zh="成绩播报 (实时成绩推送)",
           description_en="results feed", depends_on=("chipmole",)),
        _S(name="pledgewisp", team="慈善组 Charity", description_zh="慈善认捐服务",
           description_en="charity pledge service", depends_on=("charitrix",)),
        _S(name="charitrix", kind="external", team="外部 External", description_zh="慈善捐款支付合作方",
           description_en="charity payment partner"),
        _S(name="runnerbell", team="消息组 Messaging", description_zh="跑者短信通知",
           description_en="runner SMS notifier"),
        _S(name="wavegun", team="赛事运营组 Race Ops", description_zh="起跑分区排程",
           description_en="wave start scheduler", depends_on=("bibwright",)),
        _S(name="expotent", team="赛事运营组 Race Ops", description_zh="领物博览会签到",
           description_en="expo packet pickup check-in", depends_on=("bibledger", "runnerbell")),
        _S(name="medicmoth", team="医疗保障组 Medical", description_zh="赛道医疗站跟踪",
           description_en="medical tent tracker"),
    ),
    incidents=(
        IncidentSpec(id="chipmole-backlog", kind="queue", service="chipmole", origin="chipmole-q",
                     start=_at(6, 8, 15), error_rate=3, error_code="CHM-5081", warn_code="CHM-W14",
                     topic="chip.reads", upstream=("podiumcast",), upstream_code="PDC-5020",
                     order_failure_share=0.4, order_status="SPLIT_UNPOSTED"),
        IncidentSpec(id="podiumcast-rollout", kind="deploy", service="podiumcast", start=_at(6, 8, 10),
                     end=_at(6, 8, 14), version="4.12.0", previous_version="4.11.2", rollout_ok=True),
        IncidentSpec(id="enrolla-slow-queries", kind="database", service="enrolla", origin="enrolla-pg",
                     flavor="slow_query", start=_at(6, 6, 30), end=_at(6, 7, 0), error_rate=3,
                     error_code="ENR-5033", warn_code="EPG-W02", upstream=("pacelark",), upstream_code="PCL-5031"),
        IncidentSpec(id="wavegun-blip", kind="blip", service="wavegun", start=_at(6, 5, 0), end=_at(6, 5, 14),
                     error_rate=0, warn_code="WVG-W21", alert_severity="warning"),
        IncidentSpec(id="charitrix-cert", kind="certificate", service="pledgewisp", origin="charitrix",
                     start=_at(5, 21, 0), end=_at(5, 21, 40), error_rate=3, error_code="PLW-4952",
                     order_failure_share=0.45, order_status="PLEDGE_BOUNCED"),
        IncidentSpec(id="bibwright-bad-deploy", kind="deploy", service="bibwright", start=_at(5, 16, 0),
                     end=_at(5, 16, 20), error_rate=4, error_code="BBW-5007", version="7.3.0",
                     previous_version="7.2.4", order_failure_share=0.5, order_status="BIB_VOID"),
    ),
)
