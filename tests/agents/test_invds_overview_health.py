"""Issue 10 patterns of invDS (opened coralpass, hivecomb, steelroll, wharfwine): overview windows and health.

Scenarios:
- "is the dive log app ok? it got deployed this afternoon" (coralpass): a statement told after the question (no
  question mark, word or particle of its own) only sets the scene — the deploy in it is not asked (it answered
  "是，… 有发布记录" judging nothing); "is X ok now? it got deployed yesterday afternoon": the operation recalled in an
  aside sets no window either (the present is asked).
- "night shift handover - what broke after 1am?" (steelroll): the asker's own routine (handover, hand-off, standup,
  交接班) leading the question frames it and names no subject, even where a service's description holds the word
  (it answered of the handover-log service alone, "未发现异常"); the question asks every service.
- "anything break yesterday evening before midnight?" (wharfwine): midnight closes the evening named — the window is
  the whole evening (17:00-24:00), not the three hours before midnight (a 17:00 deploy's trouble was "nothing").
- "SPX 那边现在有没有问题？昨天不是发版炸过吗" (amberlot): a team's acronym in capitals ("SPX 卖家平台") names the
  team's services (one to three; it named nothing: an overview); the deploy that blew up, recalled in the aside, asks no
  yes/no (it answered "不是，…" of a suspect read from the aside).
"""

from __future__ import annotations

from datetime import UTC, datetime

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of
from superbiz.agents.question_ops import actions_asked
from superbiz.agents.timeparse import present_context, resolve_time


def test_deploy_told_after_a_health_question_is_not_asked() -> None:
    assert actions_asked("is the dive log app ok? it got deployed this afternoon") == []
    assert actions_asked("is the search api fine? we restarted it at 9") == []
    # a second question after the first still asks its operation
    assert actions_asked("is X ok? did they roll it back?") == ["回滚"]
    assert actions_asked("was X restarted? it looks slow") == ["重启"]
    assert actions_asked("did they deploy X today?") == ["发布"]


def test_operation_recalled_after_a_present_question_sets_no_window() -> None:
    asked = present_context("is the recommendations api ok now? it got deployed yesterday afternoon")
    assert "yesterday" not in asked
    assert "yesterday" not in present_context("is X fine now? they restarted it yesterday evening")
    # no present asked: the past stays the window
    assert "yesterday" in present_context("was X ok? it got deployed yesterday afternoon")


_NOW = datetime(2026, 12, 4, 3, 0, tzinfo=UTC)
_SHIFTS = Catalog(services=("roster", "mill", "mill-db"),
                  dependencies={"mill": ("mill-db",)},
                  descriptions={"roster": "交接班记录 / shift handover log", "mill": "轧机调度 / mill scheduler",
                                "mill-db": "调度数据库 (MySQL) / scheduler database"},
                  timezone="UTC", data_end=_NOW)


def test_a_routine_framing_the_question_names_no_subject() -> None:
    for question in ("night shift handover - what broke after 1am?", "handover: anything broken after 1am?",
                     "夜班交接班，凌晨1点以后都出了啥事"):
        plan = offline_plan(question, _SHIFTS, now=_NOW)
        assert plan.services == [], (question, plan.services)
    # the service asked by its description in a question of its own keeps it
    assert offline_plan("is the shift handover log ok?", _SHIFTS, now=_NOW).services == ["roster"]


def test_evening_before_midnight_is_the_whole_evening() -> None:
    now = datetime(2026, 12, 4, 10, 0, tzinfo=UTC)
    spec = resolve_time("anything break yesterday evening before midnight?", now=now, zone=UTC)
    assert (spec.start, spec.end) == (datetime(2026, 12, 3, 17, 0, tzinfo=UTC), datetime(2026, 12, 4, 0, 0, tzinfo=UTC))
    spec = resolve_time("昨天晚上零点之前出过啥事", now=now, zone=UTC)
    assert spec.start <= datetime(2026, 12, 3, 18, 0, tzinfo=UTC), spec
    # no evening named: the hours before midnight
    spec = resolve_time("the lag before midnight - when did it clear?", now=now, zone=UTC)
    assert spec.start == datetime(2026, 12, 3, 21, 0, tzinfo=UTC), spec


_SELLERS = Catalog(services=("portal", "payouts", "payouts-pg", "web"),
                   descriptions={"portal": "卖家后台 / seller portal", "payouts": "卖家结款服务 / seller payouts",
                                 "payouts-pg": "结款数据库 (PostgreSQL) / payouts database",
                                 "web": "商城前台 / shop front"},
                   teams={"portal": "SPX 卖家平台 Seller Platform", "payouts": "SPX 卖家平台 Seller Platform",
                          "payouts-pg": "SPX 卖家平台 Seller Platform", "web": "店铺前台组 Storefront"},
                   timezone="UTC", data_end=_NOW)


def test_a_team_acronym_names_the_teams_services() -> None:
    for question in ("SPX 那边现在有没有问题？", "is SPX ok?", "SPX 那边现在有没有问题？昨天不是发版炸过吗"):
        plan = offline_plan(question, _SELLERS, now=_NOW)
        assert sorted(plan.services) == ["payouts", "payouts-pg", "portal"], (question, plan.services)
        assert plan.aspects == ["health"] and not plan.suspects, (question, plan.aspects, plan.suspects)
    # an acronym of the trade names no team
    assert offline_plan("is the DB ok?", _SELLERS, now=_NOW).services != ["payouts-pg", "payouts", "portal"]


def test_a_deploy_that_blew_up_recalled_in_an_aside_asks_no_yes_no() -> None:
    assert aspects_of("web 现在有没有问题？昨天不是发版炸过吗", has_entity=True, has_record=False) == ["health"]
    # a yes/no of the deploy asked outright stays
    assert "yes_no" in aspects_of("web 是不是昨天发版炸的？", has_entity=True, has_record=False)
