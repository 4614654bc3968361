"""invDH (issue 10, opened chargenet/matchly/orehaul): record counts and comparisons.

- a status named by its verb ("how many charging sessions got aborted?"): a status's value said as a lowercase word
  qualifying the records' noun (CHARGING as "charging") is not the status counted when another status is named in
  words (SESSION_ABORTED by "aborted").
- "alert" inside a hyphenated name ("alert-push") counts no alerts.
- "and how many?" after "<records> - what's been failing?" counts the failed records (the topic said first)."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import statuses
from superbiz.agents.question import ALERTS_COUNTED, record_topic
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW

_SESSIONS = ("CHARGING", "COMPLETED", "SESSION_ABORTED", "START_FAILED")


def test_a_status_named_by_its_verb_beats_a_lowercase_value_qualifying_the_noun() -> None:
    catalog = CATALOG.model_copy(update={"order_statuses": _SESSIONS})
    question = "How many charging sessions got aborted this morning?"
    assert statuses(question, ["count"], catalog) == ["SESSION_ABORTED"]
    plan = offline_plan(question, catalog, now=NOW, lookup_ids=lambda _: {})
    assert plan.statuses == ["SESSION_ABORTED"], plan.statuses


def test_a_value_written_as_a_value_or_alone_stays_the_status_counted() -> None:
    catalog = CATALOG.model_copy(update={"order_statuses": _SESSIONS})
    assert statuses("How many CHARGING sessions got aborted?", ["count"], catalog) == ["CHARGING"]
    assert statuses("how many sessions are charging right now?", ["count"], catalog) == ["CHARGING"]


def test_alert_inside_a_hyphenated_name_counts_no_alerts() -> None:
    """"how many errors has alert-push logged in the past hour?": the service's ERROR lines, not its alerts."""
    assert ALERTS_COUNTED.search("how many errors has alert-push logged in the past hour?") is None
    assert ALERTS_COUNTED.search("quote-engine's alert-relay errors - how many in the past hour?") is None
    assert ALERTS_COUNTED.search("how many alerts has alert-push raised?") is not None
    assert ALERTS_COUNTED.search("how many critical alerts are firing?") is not None
    assert ALERTS_COUNTED.search("alerts - how many today?") is not None


def test_a_bare_count_after_records_said_first_then_what_is_failing_counts_those_records() -> None:
    """"and how many?" after "fuel tickets - what's been failing since 2:20pm?": the failed records, not log lines."""
    earlier = ["fuel tickets - what's been failing since 2:20pm?"]
    assert record_topic("and how many?", earlier) == earlier[0]
    assert record_topic("and how many?", ["freight rates: what failed today?"])
    #: calls, log lines or no noun at all said first name no records
    assert not record_topic("and how many?", ["api calls - what's been failing since 2:20pm?"])
    assert not record_topic("and how many?", ["what's been failing since 2:20pm?"])


_STEADY_SIDE = (
    MaterialItem(claim_id="s1", claim_type="observation",
                 text="cache-a 在窗口内按级别的日志条数：「WARN: 30, ERROR: 0, FATAL: 0」"),
    MaterialItem(claim_id="s2", claim_type="observation",
                 text="告警 HitRatioLow（服务 cache-a，critical）已恢复(resolved)：开始于(since) 2026-12-03T17:01:00Z，"
                      "结束于(until) 2026-12-03T17:32:00Z，持续(duration) 31m"),
    MaterialItem(claim_id="s3", claim_type="observation",
                 text="db-b 错误码 B-W44 的 WARN 日志在窗口内共 35 条，首次出现(first_seen) 2026-12-04T06:05:05Z，"
                      "最近一次(last_seen) 2026-12-04T06:39:10Z，跨度(span) 34m；前一窗口同类日志数(earlier_count)=0"),
)


def test_a_side_left_only_its_resolved_alert_is_compared_by_the_alerts_span() -> None:
    """"昨晚电价缓存那次和今早会话库那次，哪个持续得更久？": a side whose WARN lines began with the window (steady, no
    anomalous record) but whose alert fired and resolved — its alert's span, never both sides' ERROR counts."""
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_STEADY_SIDE)
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="comparison", status="answered",
                                                      claim_ids=["s1", "s2", "s3"])])
    brief = AnswerBrief(coverage=coverage, subjects=("cache-a", "db-b"), timezone="UTC",
                        question_text="昨晚 cache-a 那次和今早 db-b 那次，哪个持续得更久？",
                        window_end="2026-12-04T11:00:00Z")
    head = lead_lines(material, brief)[0]
    assert head.startswith("db-b 持续更久"), head
    assert "持续约 31 分钟" in head and "持续约 34 分钟" in head, head


def test_a_bare_count_with_a_day_of_its_own_counts_the_earlier_records() -> None:
    """"and how many today?" after "why are BancoSur payouts failing?": the payouts, counted in the day asked."""
    earlier = ["why are BancoSur payouts failing?"]
    for asked in ("and how many today?", "how many this morning?", "and how many so far today?"):
        assert record_topic(asked, earlier) == earlier[0], asked
    assert not record_topic("how many errors today?", earlier)
