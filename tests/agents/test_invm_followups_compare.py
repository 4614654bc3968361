"""Patterns from the invM round (comparisons and follow-up counts), over a catalogue of no real world.

- busline scenario (a follow-up count after a question placed "around 11"): an approximate bare hour that ends its
  clause ("What happened to X around 11?") is that clock's latest occurrence, and "how many errors did it throw?"
  counts there, not over the last hour ("about 11 errors" stays a count).
- wineroute scenario (a bad deploy yesterday afternoon, redeployed later): "那后来重新发上去了吗" after
  "昨天下午 X 发版是不是出问题了？" asks what happened after the earlier window, up to now; 发上去 is a deploy,
  重新发上去 the operation done again, so the answer cites its latest change event (the redeploy), not the bad deploy.
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question_ops import actions_asked, operation_order
from superbiz.agents.question_text import clean_question
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import AnswerBrief, lead_lines
from superbiz.render.material import AllowedMaterial, MaterialItem
from tests.agents.synthetic import CATALOG, NOW

UTC_ZONE = ZoneInfo("UTC")

# ---- busline scenario: "around 11?" is a clock


def test_an_approximate_bare_hour_ending_its_clause_is_a_clock() -> None:
    plan = offline_plan("how many errors did it throw?", CATALOG, now=NOW,
                        earlier_questions=["What happened to ledger-service around 11?"])
    assert plan.services == ["ledger-service"] and "count" in plan.aspects
    assert plan.window_start == "2031-03-04T10:30:00Z" and plan.window_explicit, plan.window_label


@pytest.mark.parametrize("text", ["we saw about 11 errors", "around 3 pods restarted", "around 11am"])
def test_a_number_that_goes_on_is_no_approximate_clock(text: str) -> None:
    assert "点左右" not in clean_question(text)


# ---- wineroute scenario: "那后来重新发上去了吗"

def test_a_later_follow_up_runs_from_the_earlier_window_to_now() -> None:
    earlier = ["昨天下午 ledger-service 发版是不是出问题了？"]
    plan = offline_plan("那后来重新发上去了吗", CATALOG, now=NOW, earlier_questions=earlier)
    assert plan.actions == ["发布"] and plan.services == ["ledger-service"]
    assert plan.window_start == "2031-03-03T12:00:00Z" and plan.window_end == NOW.strftime("%Y-%m-%dT%H:%M:%SZ")
    # without "后来" the follow-up keeps the earlier window
    kept = offline_plan("那重新发上去了吗", CATALOG, now=NOW, earlier_questions=earlier)
    assert kept.window_end == "2031-03-03T18:00:00Z"


def test_pushed_out_again_is_the_deploy_done_again() -> None:
    assert actions_asked("那后来重新发上去了吗") == ["发布"]
    assert operation_order("那后来重新发上去了吗") == "last"


_DEPLOYS = (
    MaterialItem(claim_id="d1", claim_type="observation", text=(
        "ledger-service 的操作记录（发布）：「2031-03-03T15:12:00.000Z INFO ledger-service trace=ab deployment "
        "started: rolling out version 5.9.0 (from 5.8.3)」")),
    MaterialItem(claim_id="d2", claim_type="observation", text=(
        "ledger-service 的操作记录（发布）：「2031-03-03T17:55:00.000Z INFO ledger-service trace=cd deployment "
        "started: rolling out version 5.9.1 (from 5.8.3)」")),
)


def _head(question: str) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=_DEPLOYS, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="answered",
                                                      claim_ids=[i.claim_id for i in _DEPLOYS])])
    brief = AnswerBrief(coverage=coverage, subjects=("ledger-service",), timezone="UTC", question_text=question,
                        action_order=operation_order(question))
    return lead_lines(material, brief)[0]


def test_the_redeploy_asked_is_answered_by_its_latest_change_event() -> None:
    head = _head("那后来重新发上去了吗")
    assert head.startswith("是") and "17:55" in head and "15:12" not in head


def test_a_deploy_asked_is_still_answered_by_its_first_change_event() -> None:
    head = _head("发版了吗")
    assert head.startswith("是") and "15:12" in head




# ---- museapp scenario: "does anything else fail with that same code?"

@pytest.mark.parametrize("question", ["does anything else fail with that same code?",
                                      "别的服务也报同一个错误码吗？",
                                      "any other service throwing the same error code?"])
def test_the_same_code_follow_up_is_a_yes_no_about_the_earlier_subject(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=["why is ledger-service failing?"])
    assert plan.same_code and plan.aspects == ["yes_no"] and plan.services == ["ledger-service"], plan
    assert not plan.suspects and not plan.suspect_terms


def test_a_question_naming_its_own_code_is_no_same_code_follow_up() -> None:
    assert not offline_plan("why is ledger-service failing?", CATALOG, now=NOW).same_code


def _coded(service: str, code: str, n: int) -> MaterialItem:
    return MaterialItem(claim_id=f"{service}-{code}", claim_type="observation", text=(
        f"{service} 错误码 {code} 的 ERROR 日志在窗口内共 {n} 条，首次出现(first_seen) 2031-03-04T11:00:05Z"))


def _same_code_head(items: tuple[MaterialItem, ...]) -> str:
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="yes_no", status="gap", claim_ids=[])])
    brief = AnswerBrief(coverage=coverage, subjects=("ledger-service",), timezone="UTC", same_code=True,
                        question_text="does anything else fail with that same code?")
    return lead_lines(material, brief)[0]


def test_another_service_logging_the_subjects_code_answers_yes_naming_it() -> None:
    head = _same_code_head((_coded("ledger-service", "LS-1205", 40), _coded("basket-service", "BK-5030", 12),
                            _coded("edge-router", "LS-1205", 7)))
    assert head.startswith("是") and "edge-router" in head and "basket-service" not in head


def test_no_other_service_logging_the_subjects_code_answers_no() -> None:
    head = _same_code_head((_coded("ledger-service", "LS-1205", 40), _coded("basket-service", "BK-5030", 12)))
    assert head.startswith("没有") and "LS-1205" in head


def test_a_subject_with_no_code_of_its_own_is_no_answer() -> None:
    assert not _same_code_head((_coded("basket-service", "BK-5030", 12),)).startswith(("是", "没有"))


# ---- paydesk scenario: "is the <topic> backlog worse now than it was 20 min ago?"

@pytest.mark.parametrize(("question", "minutes"), [
    ("is ledger-service's backlog worse now than it was 20 min ago?", 20),
    ("ledger-service 的积压比 20 分钟前严重吗", 20),
    ("is ledger-service lag higher than 2 hours ago?", 120),
    ("ledger-service errors now vs an hour ago?", 60),
])
def test_now_against_n_minutes_ago_is_the_last_n_minutes_against_the_n_before(question: str, minutes: int) -> None:
    from datetime import timedelta

    from superbiz.agents.timewindows import resolve_windows
    pair = resolve_windows(clean_question(question), now=NOW, zone=UTC_ZONE)
    assert pair is not None
    recent, earlier = pair
    assert recent.end == NOW and recent.start == NOW - timedelta(minutes=minutes)
    assert earlier.end == recent.start and earlier.start == recent.start - timedelta(minutes=minutes)


def test_a_backlog_compared_with_minutes_ago_compares_the_lag_metric() -> None:
    from superbiz.agents.plan_model import Catalog
    catalog = CATALOG.model_copy(update={"metrics": (*CATALOG.metrics, "consumer_lag_messages")})
    assert isinstance(catalog, Catalog)
    plan = offline_plan("is ledger-service's backlog worse now than it was 20 min ago?", catalog, now=NOW)
    assert plan.metrics_compared == ["consumer_lag_messages"] and plan.compare_start, plan


# ---- farmlink scenario: "more or fewer than Y had last night?" after "X errors this morning?"

def test_another_subject_in_a_window_of_its_own_is_set_against_the_earlier_one() -> None:
    plan = offline_plan("more or fewer than basket-service had last night?", CATALOG, now=NOW,
                        earlier_questions=["ledger-service errors this morning?"])
    assert plan.crossed and plan.services == ["ledger-service", "basket-service"], plan
    assert plan.window_start == "2031-03-04T06:00:00Z" and plan.compare_start == "2031-03-03T18:00:00Z"
    counted = [(c.arguments["service"], c.arguments["start"]) for c in plan.calls
               if c.tool == "query_logs" and c.arguments.get("level") == "ERROR"]
    assert counted == [("ledger-service", plan.window_start), ("basket-service", plan.compare_start)]


def test_the_same_subject_or_no_window_is_no_crossed_comparison() -> None:
    earlier = ["ledger-service errors this morning?"]
    assert not offline_plan("more or fewer than ledger-service had last night?", CATALOG, now=NOW,
                            earlier_questions=earlier).crossed
    assert not offline_plan("more or fewer than basket-service?", CATALOG, now=NOW, earlier_questions=earlier).crossed


def test_two_subjects_each_in_its_own_window_are_stated_side_by_side() -> None:
    items = (
        MaterialItem(claim_id="a", claim_type="observation", text=(
            "ledger-service 的 ERROR 日志条数（两窗口对比的变化之一）：2031-03-04T06:00:00Z~12:00:00Z 共 138 条")),
        MaterialItem(claim_id="b", claim_type="observation", text=(
            "basket-service 的 ERROR 日志条数（两窗口对比的变化之一）：2031-03-03T18:00:00Z~2031-03-04T06:00:00Z "
            "共 128 条")),
    )
    material = AllowedMaterial(verdict="PASS", degraded=False, confirmed=items, inferences=())
    coverage = AnswerCoverage(aspects=[AspectCoverage(aspect="comparison", status="answered", claim_ids=["a", "b"])])
    brief = AnswerBrief(coverage=coverage, subjects=("ledger-service", "basket-service"), timezone="UTC",
                        question_text="more or fewer than basket-service had last night?")
    head = lead_lines(material, brief)[0]
    assert "138" in head and "128" in head and head.index("ledger-service") < head.index("basket-service"), head


def test_a_suspect_follow_up_with_a_window_is_no_crossed_comparison() -> None:
    assert not offline_plan("跟 basket-service 昨晚那次有关系吗", CATALOG, now=NOW,
                            earlier_questions=["ledger-service 今天早上报错了"]).crossed
    assert offline_plan("比 basket-service 昨晚多还是少？", CATALOG, now=NOW,
                        earlier_questions=["ledger-service 今天早上报错了"]).crossed



# ---- parkwise scenario: "X 昨晚发版那波报错跟凌晨三点锁等待那波比，哪次多"

@pytest.mark.parametrize(("question", "waves"), [
    ("ledger-service 昨晚发版那波报错跟凌晨三点锁等待那波比，哪次多", True),
    ("was ledger-service's release wave of errors bigger than the lock-wait wave?", True),
    ("昨天下午那波和半夜那波，哪次充值失败得更多？", False),  # failed records: two windows' records
    ("这波报错条数比昨晚那波还多吗", False),  # the present against one wave
])
def test_two_waves_of_errors_named_by_their_events_compare_the_episodes(question: str, waves: bool) -> None:
    from superbiz.agents.question import compares_episodes
    assert compares_episodes(question) is waves
