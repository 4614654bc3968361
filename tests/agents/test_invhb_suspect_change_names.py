"""invHB (stop 42, opened hutnest, medlocker, fragcup and lingobay): a suspect change named by the user — its
service called by a head without the world's domain word ("管理员平板") or by its owner and "app" ("the courier app"),
its release by a version ("what time did X 3.2.0 go out?"), its order against a trouble asked "what came first, A or
B?", and the records it broke said by a word of their status ("did the scheduler deploy break match bookings?": the
entry application they are made through is the subject) (spec: Answer the question that was asked)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import WHICH_FIRST, learn_aliases, match_services
from superbiz.agents.question_ops import actions_when

NOW = datetime(2026, 12, 3, 11, tzinfo=UTC)

_DESCRIPTIONS = {
    "hutapp": "山屋订床App (床位预订) / hut booking app",
    "hutreg": "山屋档案服务 / hut registry",
    "tabapp": "山屋管理员平板App / hut warden tablet app",
    "desk": "管理员与客服台 / warden support desk",
    "dropper": "快递员投柜App / courier drop app",
    "planner": "快递员路线规划 / courier route planner",
}
_TEAMS = {"tabapp": "管理员终端组 Warden Devices", "dropper": "快递员组 Courier", "planner": "快递员组 Courier"}


@pytest.mark.spec("Answer the question that was asked")
def test_a_head_without_the_worlds_domain_word_names_its_service() -> None:
    """Answer the question that was asked: "山屋管理员平板App" beside "山屋档案服务" is called "管理员平板" (the
    domain word 山屋 dropped); a rest another description holds, or an ops word, names nothing."""
    services = list(_DESCRIPTIONS)
    aliases = learn_aliases(services, _DESCRIPTIONS, _TEAMS)
    assert aliases.get("管理员平板") == "tabapp"
    assert match_services("管理员平板四点四十发了个版，是不是它把订床搞挂了？", services, aliases) == ["tabapp"]
    assert aliases.get("管理员") is None  # a word the support desk's head holds too


@pytest.mark.spec("Answer the question that was asked")
def test_a_head_of_two_words_and_app_is_called_by_its_first_word_with_app() -> None:
    """Answer the question that was asked: "courier drop app" is "the courier app" (the planner of the same team
    is no app)."""
    services = list(_DESCRIPTIONS)
    aliases = learn_aliases(services, _DESCRIPTIONS, _TEAMS)
    assert match_services("so was it the courier app release then?", services, aliases) == ["dropper"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_version_that_went_out_asks_the_deploys_start() -> None:
    """Answer the question that was asked: "what time did X 3.2.0 go out?" is the release's time (its onset)."""
    assert actions_when("what time did proofer 3.2.0 go out?") == [("发布", "onset")]
    plan = offline_plan("what time did tabapp 3.2.0 go out?", Catalog(services=tuple(_DESCRIPTIONS),
                                                                      descriptions=_DESCRIPTIONS), now=NOW)
    assert plan.aspects == ["onset"] and plan.actions == ["发布"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_what_came_first_of_a_choice_asks_the_order_of_onsets() -> None:
    """Answer the question that was asked: "what came first, A or B?" is a which-first choice; "what happened first
    this morning?" (no choice) is not."""
    assert WHICH_FIRST.search("what came first, the review tool rollout or the upload backlog?")
    assert WHICH_FIRST.search("what happened first this morning?") is None


@pytest.mark.spec("Answer the question that was asked")
def test_records_a_deploy_broke_are_made_through_the_entry_application() -> None:
    """Answer the question that was asked: "did the scheduler deploy at 9 break match bookings?" where bookings are
    the world's records (BOOKING_FAILED) no description holds: the entry application whose chain holds the
    scheduler is the subject, the scheduler the suspect — not the service of a team word ("match")."""
    catalog = Catalog(
        services=("lobby", "sched", "records", "records-pg", "notify"),
        dependencies={"lobby": ("sched",), "sched": ("records", "notify"), "records": ("records-pg",)},
        dependency_kinds={"lobby": (("sched", "service"),), "sched": (("records", "service"), ("notify", "service")),
                          "records": (("records-pg", "postgres"),)},
        descriptions={"lobby": "玩家大厅App / players' app", "sched": "赛程排期服务 / match scheduler",
                      "records": "对局记录服务 / match records service",
                      "records-pg": "对局数据库 (PostgreSQL) / match database",
                      "notify": "赛事通知推送 / match notification push"},
        teams={"records": "对局数据组 Match Data", "records-pg": "对局数据组 Match Data"},
        order_statuses=("BOOKED", "BOOKING_FAILED", "PLAYED"),
    )
    plan = offline_plan("did the scheduler deploy at 9 break match bookings?", catalog, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.services[:1] == ["lobby"] and plan.suspects == ["sched"], plan


@pytest.mark.spec("Answer the question that was asked")
def test_a_change_told_as_the_scene_leaves_the_trouble_after_it_as_the_subject() -> None:
    """Answer the question that was asked: "the courier app got a new version at 3:45 and right after that the
    route planner stopped working. what broke?" asks the cause of the planner's trouble, not of the app's."""
    catalog = Catalog(services=tuple(_DESCRIPTIONS), descriptions=_DESCRIPTIONS, teams=_TEAMS)
    plan = offline_plan("the courier app got a new version at 3:45 and right after that planner stopped working. "
                        "what actually broke?", catalog, now=NOW)
    assert "cause" in plan.aspects and plan.services[:1] == ["planner"], plan
