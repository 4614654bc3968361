"""Question patterns of stop 50 (investigator invPA), on no real world: counts the answer must not compute itself —
alerts of a severity counted by the alert query, "how many alerts in total since the day before yesterday", and
the rollouts of a day counted by the log search of their start events."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import ALERT_SEVERITY, ALERTS_COUNTED
from superbiz.render.answer import AnswerBrief, _alert_count
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import NOW
from tests.agents.test_invob_alert_counts import _CATALOG, _ITEMS


@pytest.mark.spec("Answer the question that was asked")
def test_a_severity_after_a_measure_word_or_before_level_is_asked() -> None:
    """kartlap-critical-alerts-today-zh ("今天一共响了多少条 critical 告警"), clockmend-critical-alerts-count-zh
    ("今天一共响了几条critical告警"), kartlap-warning-alerts-today-en ("how many warning level alerts fired today"):
    条 before the severity, or "level" after it, still count the alerts of that severity."""
    for q in ("今天一共响了多少条 critical 告警", "今天一共响了几条critical告警",
              "how many warning level alerts fired today", "how many warning-level alerts today"):
        assert ALERTS_COUNTED.search(q) is not None, q
        assert ALERT_SEVERITY.search(q) is not None, q
        plan = offline_plan(q, _CATALOG, now=NOW)
        assert plan.alerts_counted and not plan.unknown_services, q


@pytest.mark.spec("Answer the question that was asked")
def test_the_alert_query_states_each_severity_and_the_answer_states_its_figure() -> None:
    """kartlap-critical-alerts-today-zh: the alerts of the severity asked are counted by the alert query (its
    summary's "N critical alerts (M of them began in the window)", claimed), never summed by the answer."""
    items = [*_ITEMS, MaterialItem(claim_id="s", claim_type="observation",
                                   text="窗口内 critical 级别的告警共 5 个，其中窗口内开始的 4 个")]
    brief = AnswerBrief(alerts_counted="window", window_start="2031-03-02T00:00:00Z", alert_severity="critical",
                        window_end="2031-03-02T10:00:00Z", question_text="今天一共响了几条critical告警")
    line = _alert_count(items, brief)
    assert "critical 级别的共 4 个" in line
    brief = AnswerBrief(alerts_counted="all", window_start="2031-03-02T00:00:00Z", alert_severity="critical",
                        window_end="2031-03-02T10:00:00Z", question_text="critical 告警一共多少个")
    assert "critical 级别的共 5 个" in _alert_count(items, brief)


@pytest.mark.spec("Answer the question that was asked")
def test_alerts_in_total_since_the_day_before_yesterday() -> None:
    """rindcave-alerts-total-followup-en ("and how many alerts in total since the day before yesterday?"): "total"
    is no unknown service, and the window runs from that day's start to now (not that day alone)."""
    plan = offline_plan("how many alerts in total since the day before yesterday?", _CATALOG, now=NOW)
    assert not plan.unknown_services and plan.alerts_counted
    assert plan.window_end == NOW.strftime("%Y-%m-%dT%H:%M:%SZ")
    assert plan.window_start.endswith("T00:00:00Z") and plan.window_minutes > 48 * 60


@pytest.mark.spec("Answer the question that was asked")
def test_the_search_of_start_events_is_claimed_with_its_count() -> None:
    """lanternly-deploys-today-count-zh: on a generated world, "今天一共发了几次版" claims the search's count."""
    from superbiz.evals.qa_runner import _world_service
    with _world_service("lanternly") as (service, _):
        result = service.ask("今天一共发了几次版", user_id="t", conversation_id="c")
    assert "的发布开始记录（INFO 日志含“rolling out”）在查询窗口内共 2 条" in result.answer
    assert result.answer.startswith("共 2 次发布")
