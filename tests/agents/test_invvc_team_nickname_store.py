"""Spec scenario "Answer the question that was asked" (stop 56, invVC): a team said by its nickname ("海星队", in the
team's brackets), and a team word beside a kind word two teams' stores share ("沙漏组缓存")."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_sides import alert_team
from tests.agents.world_chat import spec_catalog


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "team"), [
    ("海星队今天怎么了", "会员组 Members (海星队)"),
    ("闸机帮那边还好吗", "票务组 Ticketing (闸机帮)"),
])
def test_a_team_nickname_names_its_team(question: str, team: str) -> None:
    """kelpdome-followup-members-too-zh: "海星队" is the bracketed nickname of one team ("会员组 Members (海星队)");
    only "…组 / 团队" words were read as teams."""
    assert alert_team(question, spec_catalog("kelpdome")) == team


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "service"), [
    ("沙漏组缓存那波几点结束的", "vornbell"),
    ("海星队的redis现在还好吗", "quillrest"),
])
def test_a_team_word_picks_its_store_of_the_kind(question: str, service: str) -> None:
    """kelpdome-slot-cache-end-zh: two teams' Redis caches storm the same afternoon; "沙漏组缓存" names the timeslot
    team's cache (a kind word two stores share read no subject: the window's overview answered)."""
    assert offline_plan(question, spec_catalog("kelpdome")).services == [service]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["两个redis缓存下午都出事了 哪个时间更长", "两个redis哪个更久",
                                      "both redis caches - which lasted longer"])
def test_two_stores_said_with_their_technology(question: str) -> None:
    """kelpdome-two-caches-longer-zh: "两个redis缓存" — the technology said between "两个" and the kind word — is the
    world's two caches, compared (it read no subject: the window's error counts answered)."""
    plan = offline_plan(question, spec_catalog("kelpdome"))
    assert plan.services == ["vornbell", "quillrest"] and plan.aspects == ["comparison"]
