"""invTC (stop 54): the owner team of a service is an aspect of its own, answered from the query over the team.

Held-out hoofmoat (opened): hoofmoat-gate-owner-zh ("谁负责闸机那个app": a demonstrative between the thing's word and
its kind noun, then the owner asked), hoofmoat-feeding-owner-en ("which team owns the feeding show schedules"),
hoofmoat-fu-cache-owner-en ("and the ticketing cache?" after "who owns the gate app": the owner carried) and
hoofmoat-herdclub-errors-zh ("会员组的服务今天报了多少错": a team word with 的服务 names every service of the team,
never only the member whose description shares the team word).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.agents.owner import asks_owner
from superbiz.agents.plan import offline_plan
from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, spec_catalog, sql_text, world_service


@pytest.fixture(scope="module")
def hoofmoat(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("hoofmoat")), "hoofmoat") as served:
        yield served


@pytest.mark.spec("Answer the question that was asked")
def test_owner_questions_are_recognised() -> None:
    for q in ("谁负责闸机那个app", "which team owns the feeding show schedules", "who owns the gate app",
              "支付服务归谁管", "这个缓存是哪个组的", "who is responsible for the map service?"):
        assert asks_owner(q), q
    for q in ("闸机现在好了没", "who broke the gate app", "会员组的服务今天报了多少错", "which service failed first"):
        assert not asks_owner(q), q


@pytest.mark.spec("Answer the question that was asked")
def test_the_owner_asked_plans_the_subjects_team() -> None:
    catalog = spec_catalog("hoofmoat")
    for question, earlier in (("谁负责闸机那个app", []), ("which team owns the feeding show schedules", []),
                              ("and the ticketing cache?", ["who owns the gate app"])):
        plan = offline_plan(question, catalog, earlier_questions=earlier)
        assert plan.aspects == ["owner"] and len(plan.services) == 1, plan
        team = catalog.teams[plan.services[0]]
        assert plan.owner_teams == [team]
        assert any(c.tool == "query_metrics" and c.arguments.get("team") == team for c in plan.calls), plan.calls


@pytest.mark.spec("Answer the question that was asked")
def test_a_team_word_with_its_services_names_every_member() -> None:
    catalog = spec_catalog("hoofmoat")
    team = next(t for t in catalog.teams.values() if t.startswith("会员组"))
    members = sorted(s for s, t in catalog.teams.items() if t == team)
    plan = offline_plan("会员组的服务今天报了多少错", catalog)
    assert len(members) > 1 and sorted(plan.services) == members, plan


@pytest.mark.spec("Answer the question that was asked")
def test_the_owner_is_said_in_the_head(hoofmoat: tuple[ChatService, str]) -> None:
    service, url = hoofmoat
    team = sql_text(url, "SELECT team FROM service WHERE name = 'turnikwa'")
    head = ask_head(service, "谁负责闸机那个app")
    assert head.startswith(f"turnikwa 归 {team} 负责"), head
    cache = sql_text(url, "SELECT team FROM service WHERE name = 'stubrix'")
    head = ask_head(service, "who owns the gate app", "and the ticketing cache?")
    assert head.startswith(f"stubrix 归 {cache} 负责"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_teams_lines_are_counted_by_the_query_over_the_team(hoofmoat: tuple[ChatService, str]) -> None:
    service, url = hoofmoat
    n = sql_text(url, "SELECT count(*) FROM log_record WHERE level = 'ERROR' AND ts >= '2026-12-06T19:00:00' AND "
                      "service IN (SELECT name FROM service WHERE team LIKE '会员组%')")
    head = ask_head(service, "会员组的服务今天报了多少错")
    assert f"共 {n} 条" in head and "cardolin" in head and "renovik" in head, head
