"""Pattern from the opened cinemax (spec scenario: a service deployed, rolled back, then redeployed): "the redeploy"
names the operation done again, so its time is the operation's latest change event, not its first ("重新发布是几点
开始的" stated the first deploy's start, a wrong time). "第一次发版" names the first."""

from __future__ import annotations

import pytest

from superbiz.agents.question_ops import operation_order
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem

_EVENTS = (
    MaterialItem(claim_id="a1", claim_type="observation", text=(
        "pay-api 的操作记录（发布）：「2031-05-05T16:20:00.000Z INFO pay-api trace=ab deployment started: rolling out "
        "version 2.1.0 (from 2.0.9)」")),
    MaterialItem(claim_id="a2", claim_type="observation", text=(
        "pay-api 的操作记录（发布）：「2031-05-06T11:55:00.000Z INFO pay-api trace=cd deployment started: rolling out "
        "version 2.1.1 (from 2.0.9)」")),
)


@pytest.mark.parametrize(("question", "order"), [
    ("重新发布是几点开始的", "last"), ("重发之后还在报错吗", "last"), ("pay-api 今天下午又发版了？", "last"),
    ("how many errors since the redeploy?", "last"), ("第一次发版从上线到回滚完持续了多久", "first"),
    ("when did the first deploy start?", "first"), ("发版是几点开始的", ""), ("when was it rolled back?", ""),
])
def test_which_of_the_repeated_operations_is_named(question: str, order: str) -> None:
    assert operation_order(question) == order


def _head(question: str) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_EVENTS, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="onset", status="answered",
                                                      claim_ids=[i.claim_id for i in _EVENTS])])
    brief = AnswerBrief(coverage=coverage, subjects=("pay-api",), timezone="UTC", question_text=question,
                        action_order=operation_order(question))
    return lead_lines(material, brief)[0]


def test_the_redeploys_start_is_the_latest_change_event() -> None:
    head = _head("重新发布是几点开始的")
    assert "2031-05-06 11:55" in head and "2031-05-05 16:20" not in head


def test_a_deploys_start_is_still_the_first_change_event() -> None:
    assert "2031-05-05 16:20" in _head("发版是几点开始的")


# ---- "回滚到哪个版本了" (cinemax scenario: a follow-up on the rollback asks the version it left)

@pytest.mark.parametrize(("question", "asked"), [
    ("回滚到哪个版本了", ["回滚"]), ("what version did they roll back to?", ["回滚"]), ("回滚了没有？", ["回滚"]),
    ("回滚流程是什么", []),
])
def test_the_version_an_operation_left_is_asked_from_its_change_events(question: str, asked: list[str]) -> None:
    from superbiz.agents.question_ops import actions_asked
    assert actions_asked(question) == asked


# ---- "昨晚那次和今天这次，哪次报错更多？" (cinemax scenario: last night's failed deploy against today's redeploy)

def test_this_one_of_a_day_named_is_that_whole_day_not_the_first_sides_hours() -> None:
    from datetime import UTC, datetime
    from zoneinfo import ZoneInfo

    from superbiz.agents.timewindows import resolve_windows
    now = datetime(2031, 5, 6, 13, 40, tzinfo=UTC)
    pair = resolve_windows("pay-api 昨晚那次和今天这次，哪次报错更多？", now=now, zone=ZoneInfo("Europe/Moscow"))
    assert pair is not None
    assert pair[1].start == datetime(2031, 5, 5, 21, 0, tzinfo=UTC) and pair[1].end == now
    same = resolve_windows("今天上午和昨天同一时段比", now=now, zone=ZoneInfo("Europe/Moscow"))
    assert same is not None and same[1].source.endswith("同一时段")


# ---- "how many errors since the redeploy?" (cinemax scenario: counted from the latest deploy, not the last hour)

def test_a_count_since_the_redeploy_is_counted_from_its_latest_change_event() -> None:
    counted = (
        MaterialItem(claim_id="c1", claim_type="observation", text=(
            "pay-api 错误码 PA-5002 的 ERROR 日志在窗口内共 180 条，首次出现(first_seen) 2031-05-06T12:40:15Z，"
            "最近一次(last_seen) 2031-05-06T13:39:57Z，跨度(span) 59m")),
        MaterialItem(claim_id="c2", claim_type="observation", text=(
            "pay-api 错误码 PA-5002 的 ERROR 日志在窗口内共 312 条，首次出现(first_seen) 2031-05-06T11:56:05Z，"
            "最近一次(last_seen) 2031-05-06T13:39:57Z，跨度(span) 1h43m")),
    )
    items = (*_EVENTS, *counted)
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="count", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, subjects=("pay-api",), timezone="UTC", since_action=True,
                        question_text="how many errors since the redeploy?")
    head = lead_lines(material, brief)[0]
    assert "共 312 条" in head and "180" not in head.split("：")[0]


# ---- "Has the redeploy been rolled back yet?" (cinemax scenario: yesterday's rollback is no rollback of the redeploy)

def _yes_no(items: tuple[MaterialItem, ...], after: str) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    brief = AnswerBrief(coverage=coverage, timezone="UTC", after_action=after,
                        question_text="Has the redeploy been rolled back yet?")
    return lead_lines(material, brief)[0]


_ROLLBACK = MaterialItem(claim_id="r1", claim_type="observation", text=(
    "pay-api 的操作记录（回滚）：「2031-05-05T17:05:00.000Z INFO pay-api trace=ef rollback completed: version 2.0.9 "
    "serving 100% of traffic」"))


def test_a_rollback_before_the_redeploy_does_not_answer_yes() -> None:
    head = _yes_no((_ROLLBACK, *_EVENTS), "发布")
    assert head.startswith("没有") and "2031-05-06 11:55" in head


def test_a_rollback_after_the_redeploy_answers_yes() -> None:
    later = MaterialItem(claim_id="r2", claim_type="observation", text=(
        "pay-api 的操作记录（回滚）：「2031-05-06T12:30:00.000Z INFO pay-api trace=gh rollback completed: version "
        "2.0.9 serving 100% of traffic」"))
    head = _yes_no((_ROLLBACK, later, *_EVENTS), "发布")
    assert head.startswith("是") and "2031-05-06 12:30" in head


def test_the_plan_searches_both_operations_of_every_service() -> None:
    from superbiz.agents.plan import offline_plan
    from superbiz.agents.plan_model import Catalog
    plan = offline_plan("Has the redeploy been rolled back yet?", Catalog(services=["pay-api", "pay-db"]))
    assert plan.actions == ["回滚"] and plan.since_actions == ["发布"]


# ---- "第一次发版从上线到回滚完一共持续了多久" (cinemax scenario: the first deploy's span up to its rollback)

@pytest.mark.parametrize(("question", "labels"), [
    ("第一次发版从上线到回滚完一共持续了多久", ["发布", "回滚"]),
    ("how long from the deploy to the rollback?", ["发布", "回滚"]),
    ("从发布到现在多久了", []), ("从八点到九点报错多久", []),
])
def test_two_operations_a_duration_runs_between(question: str, labels: list[str]) -> None:
    from superbiz.agents.question_ops import actions_spanned
    assert actions_spanned(question) == labels


def test_the_first_deploys_span_runs_to_the_rollback_after_it() -> None:
    items = (*_EVENTS, _ROLLBACK)
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="duration", status="answered",
                                                      claim_ids=[i.claim_id for i in items])])
    question = "第一次发版从上线到回滚完一共持续了多久"
    brief = AnswerBrief(coverage=coverage, subjects=("pay-api",), timezone="UTC", question_text=question,
                        action_span=("发布", "回滚"), action_order=operation_order(question))
    assert lead_lines(material, brief)[0].startswith("持续约 45 分钟")
