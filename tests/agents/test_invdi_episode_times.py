"""Times of episodes (issue 10, patterns from the opened timberyard and campfire), on a catalogue and records of no
real world: "did the redeploy at <clock> go through ok?" asks that deploy's outcome (its completion), not whether it
was deployed once more after itself; "积压几点消掉的" asks the end; "这个是从几点开始的" after "现在有啥告警" is the
alert firing now; "那它从几点开始的" after "今晚订座为啥老失败" (no service, no symptom word) is the failing the
earlier question asked about, not an unresolved pronoun."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_model import Catalog
from superbiz.agents.question import asks_firing_alerts, aspects_of
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

NOW = datetime(2031, 5, 6, 12, 30, tzinfo=UTC)
CATALOG = Catalog(
    services=("pay-api", "pay-db", "rota-app"),
    descriptions={"pay-api": "支付接口 / payments API", "pay-db": "支付数据库 (MySQL) / payments database",
                  "rota-app": "排班App / rota app"},
    dependency_kinds={"pay-api": (("pay-db", "mysql"),)},
    dependencies={"pay-api": ("pay-db",)},
    timezone="UTC", data_start=datetime(2031, 5, 5, 0, 0, tzinfo=UTC), data_end=NOW)


def _event(claim: str, stamp: str, line: str) -> MaterialItem:
    return MaterialItem(claim_id=claim, claim_type="observation", text=(
        f"pay-api 的操作记录（发布）：「{stamp} INFO pay-api trace=ab {line}」"))


def _head(items: tuple[MaterialItem, ...], aspect: str, **brief: object) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect=aspect, status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    return lead_lines(material, AnswerBrief(coverage=coverage, timezone="UTC", **brief))[0]  # type: ignore[arg-type]


# ---- a redeploy's outcome: its start against its completion

def test_the_redeploy_at_a_clock_going_ok_asks_its_outcome() -> None:
    """"did the pay-api redeploy at 11:55 go through ok?": the deploy's outcome is asked (went_ok, its completion or
    rollback searched), never whether a further deploy followed it ("no, only one deploy")."""
    plan = offline_plan("did the pay-api redeploy at 11:55 go through ok?", CATALOG, now=NOW)
    assert plan.went_ok and set(plan.actions) == {"发布", "回滚"}


def test_the_redeploys_completion_answers_yes_and_an_earlier_runs_rollback_does_not_count() -> None:
    """The redeploy's own events (from its start on) decide: the first run's rollback before it is no failure."""
    items = (
        _event("a1", "2031-05-06T10:00:00.000Z", "deployment started: rolling out version 2.1.0 (from 2.0.9)"),
        _event("a2", "2031-05-06T10:30:00.000Z", "rollback completed: version 2.0.9 serving 100% of traffic"),
        _event("a3", "2031-05-06T11:55:00.000Z", "deployment started: rolling out version 2.1.1 (from 2.0.9)"),
        _event("a4", "2031-05-06T12:01:00.000Z", "deployment completed: version 2.1.1 serving 100% of traffic"))
    head = _head(items, "yes_no", subjects=("pay-api",), went_ok=True, action_order="last",
                 question_text="did the pay-api redeploy at 11:55 go through ok?")
    assert head.startswith("是") and "deployment completed" in head


def test_a_redeploy_rolled_back_did_not_go_ok() -> None:
    items = (
        _event("a3", "2031-05-06T11:55:00.000Z", "deployment started: rolling out version 2.1.1 (from 2.0.9)"),
        _event("a4", "2031-05-06T12:05:00.000Z", "rollback completed: version 2.0.9 serving 100% of traffic"))
    head = _head(items, "yes_no", subjects=("pay-api",), went_ok=True, action_order="last",
                 question_text="did the pay-api redeploy at 11:55 go through ok?")
    assert head.startswith("否")


# ---- the end of a backlog said as "消掉"

@pytest.mark.parametrize("question", ["干燥那个积压几点消掉的？", "队列堵塞啥时候消失的", "积压什么时候消退的"])
def test_a_backlog_going_away_asks_its_end(question: str) -> None:
    assert "end" in aspects_of(question, has_entity=True, has_record=False)


# ---- "这个" after the alerts firing now

@pytest.mark.parametrize(("question", "asked"), [
    ("现在有啥告警", True), ("what alerts are firing right now?", True), ("目前有哪些告警在响？", True),
    ("昨天有啥告警", False), ("pay-api 现在正常吗", False)])
def test_the_alerts_firing_now_are_asked(question: str, asked: bool) -> None:
    assert asks_firing_alerts(question) is asked


def test_this_after_the_firing_alerts_is_the_firing_alert() -> None:
    plan = offline_plan("这个是从几点开始的", CATALOG, earlier_questions=["现在有啥告警"], now=NOW)
    assert plan.firing_referent
    assert not offline_plan("这个是从几点开始的", CATALOG, earlier_questions=["pay-api 昨天为啥报错"],
                            now=NOW).firing_referent


def test_the_firing_alerts_start_answers_not_an_overlapping_resolved_episode() -> None:
    """An older episode (pay-db's errors, resolved) ran into the firing alert's start: "this" is the firing alert."""
    items = (
        MaterialItem(claim_id="l1", claim_type="observation", text=(
            "pay-db 错误码 PDB-1 的 ERROR 日志在窗口内共 50 条，首次出现(first_seen) 2031-05-06T11:20:00Z，"
            "最近一次(last_seen) 2031-05-06T12:05:00Z，跨度(span) 45m")),
        MaterialItem(claim_id="a1", claim_type="observation", text=(
            "告警 RotaSlow（服务 rota-app，warning）正在触发(firing)，开始于(since) 2031-05-06T12:01:00Z，"
            "已持续(active_for) 29m，摘要(summary)：rota-app p99 latency 1150ms > 800ms")))
    head = _head(items, "onset", firing_referent=True, ongoing=True, window_end="2031-05-06T12:30:00Z",
                 question_text="这个是从几点开始的")
    assert "2031-05-06 12:01" in head and "11:20" not in head
    plain = _head(items, "onset", ongoing=True, window_end="2031-05-06T12:30:00Z", question_text="这个是从几点开始的")
    assert "11:20" in plain


# ---- "它" after the domain's records failing

def test_it_after_records_failing_refers_to_that_failing() -> None:
    plan = offline_plan("那它从几点开始的?", CATALOG, earlier_questions=["今天上午下单为啥老失败"], now=NOW)
    assert plan.referent == "今天上午下单为啥老失败" and not plan.unresolved_pronoun


def test_it_after_records_failing_outside_the_data_stays_unresolved() -> None:
    """A window the data does not hold ("今晚" at noon) gives the pronoun nothing to refer to."""
    plan = offline_plan("那它从几点开始的?", CATALOG, earlier_questions=["今晚下单为啥老失败"], now=NOW)
    assert plan.referent == ""
