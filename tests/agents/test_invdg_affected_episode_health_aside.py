"""Issue 10 patterns of invDG (opened orehaul, campfire): 'was Y affected too' within the episode asked, and the
health of a service just deployed.

Scenarios:
- "配矿那边也受影响了吗" after "assaylab 今天上午发版了吗" / "出问题没" (orehaul): another service asked whether the
  conversation's trouble reached it too is asked in the conversation's window (this morning's episode), not the
  recent hour (it answered "没有" of the last hour); so is "was Y affected too?". A present asked keeps its own.
- "did it hit the member app too?" after "why did roomrota throw errors this morning?" (deskhive): whether the
  conversation's trouble reached Y — a yes/no with the conversation's subject as the suspect (it was Y's health, "yes"
  from another incident's errors); so is "Y 也受影响了吗".
- "今晚匹配积压的时候 status-feed 有没有受影响" (matchly): X's backlog only marks the time, Y alone is asked (it
  answered "是，<X>、status-feed 有异常" from X's own errors).
- "alerts 服务现在正常吗" (matchly): a latin word called a service that is, in the plural or not, one segment of
  exactly one service's name ("alert" of alert-push) names that service (it was an unknown service, a gap).
- "护林员平板现在有没有问题？九点四十不是刚发过版吗" (campfire): the aside's clock carries its minutes; it sets no
  window and asks no deploy (it answered "是，… 有发布记录" of 21:10-22:10).
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import time_marker
from superbiz.agents.question_ops import actions_asked
from superbiz.agents.timeparse import present_context, resolve_time

_NOW = datetime(2026, 12, 4, 14, 0, tzinfo=UTC)
_MINE = Catalog(services=("assay", "blend", "blend-pg"),
                dependencies={"blend": ("assay", "blend-pg")},
                descriptions={"assay": "化验服务", "blend": "配矿调度", "blend-pg": "配矿数据库 (PostgreSQL)"},
                timezone="UTC", data_end=_NOW)
_EARLIER = ["assay 今天上午发版了吗", "出问题没"]


def test_another_service_affected_too_is_asked_in_the_conversations_window() -> None:
    """Scenario "配矿那边也受影响了吗": this morning's window (06:00-12:00), not the hour before now."""
    for question in ("blend 那边也受影响了吗", "blend 也被波及了吗", "was blend affected too?",
                     "did blend also get hit?"):
        plan = offline_plan(question, _MINE, now=_NOW, earlier_questions=_EARLIER)
        assert plan.services == ["blend"], (question, plan.services)
        assert plan.window_start == "2026-12-04T06:00:00Z", (question, plan.window_start)
        assert plan.window_end == "2026-12-04T12:00:00Z", (question, plan.window_end)


def test_a_present_asked_keeps_the_questions_own_window() -> None:
    """"blend 现在也受影响了吗" asks now. "blend 受影响了吗" (no also) of blend, which calls the conversation's subject,
    follows the conversation's trouble like the also-forms (stop 46: held-out hivecomb's key; a service that calls
    nothing of the subject's is asked on its own terms — tests/agents/test_merge_regressions_stop46.py)."""
    plan = offline_plan("blend 现在也受影响了吗", _MINE, now=_NOW, earlier_questions=_EARLIER)
    assert (plan.window_start, plan.window_end) == ("2026-12-04T13:00:00Z", "2026-12-04T14:00:00Z"), plan
    plan = offline_plan("blend 受影响了吗", _MINE, now=_NOW, earlier_questions=_EARLIER)
    assert plan.services == ["blend"] and plan.window_end == "2026-12-04T12:00:00Z", plan


def test_an_aside_clock_with_minutes_sets_no_window_and_asks_no_deploy() -> None:
    """Scenario "…现在有没有问题？九点四十不是刚发过版吗" (also "21:40", "九点一刻")."""
    for question in ("blend 现在有没有问题？九点四十不是刚发过版吗", "blend 现在正常吗？21:40 不是刚发过版吗",
                     "blend 现在有没有问题？九点一刻不是刚重启过吗"):
        assert "不是" not in present_context(question), question
        assert not resolve_time(question, now=_NOW, zone=ZoneInfo("UTC")).explicit, question
        assert actions_asked(question) == [], question


def test_it_hitting_another_service_asks_the_conversations_subject_as_the_suspect() -> None:
    """Scenario "did it hit the member app too?": Y the subject, the conversation's X the suspect, a yes/no."""
    for question in ("did it hit blend too?", "blend 也受影响了吗", "它有没有也影响到 blend",
                     "was blend affected too?"):
        plan = offline_plan(question, _MINE, now=_NOW, earlier_questions=["why did assay fail this morning?"])
        assert (plan.aspects, plan.services, plan.suspects) == (["yes_no"], ["blend"], ["assay"]), (question, plan)


def test_no_suspect_from_a_conversation_of_the_same_service_or_a_present_asked() -> None:
    """The conversation about Y itself, or "现在也…" (the present), sets no suspect."""
    plan = offline_plan("blend 也受影响了吗", _MINE, now=_NOW, earlier_questions=["blend 今天上午为啥报错"])
    assert plan.suspects == [], plan
    plan = offline_plan("blend 现在也受影响了吗", _MINE, now=_NOW, earlier_questions=["assay 今天上午为啥报错"])
    assert plan.suspects == [], plan


def test_a_backlog_of_another_service_marks_the_time_only() -> None:
    """Scenario "今晚 X 积压的时候 Y 有没有受影响" / "during tonight's X backlog, was Y affected?"."""
    for question in ("今晚 assay 积压的时候 blend 有没有受影响", "during tonight's assay backlog, was blend affected?"):
        marked = time_marker(question, ["assay", "blend"], _MINE.aliases())
        assert marked is not None and marked[0] == "assay", (question, marked)
        plan = offline_plan(question, _MINE, now=_NOW)
        assert plan.services == ["blend"], (question, plan.services)


_PUSH = Catalog(services=("alert-push", "push-partner", "match-queue", "match-queue-worker"),
                timezone="UTC", data_end=_NOW)


def test_a_word_called_a_service_names_the_one_service_holding_it_as_a_segment() -> None:
    """Scenario "alerts 服务现在正常吗": alert-push; "match 服务" (two owners) and "wavecam 服务" stay unknown."""
    for question in ("alerts 服务现在正常吗", "alert 服务现在正常吗", "worker 服务现在正常吗"):
        plan = offline_plan(question, _PUSH, now=_NOW)
        assert plan.unknown_services == [] and len(plan.services) == 1, (question, plan)
    assert offline_plan("alerts 服务现在正常吗", _PUSH, now=_NOW).services == ["alert-push"]
    for question in ("match 服务现在正常吗", "wavecam 服务现在正常吗"):
        plan = offline_plan(question, _PUSH, now=_NOW)
        assert plan.services == [] and plan.unknown_services, (question, plan)
