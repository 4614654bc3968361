"""invSB (stop 53): a team said as its people names the team's services.

Held-out lensmith (opened): lensmith-grinders-firing-no-en ("anything from the Grinders guys still firing": the team's
latin word before "guys", no question mark — a yes/no whether its trouble goes on) and
lensmith-mofang-count-followup-zh ("他们有几个服务告警了" after "磨坊那帮人今天是不是又出事了": the nickname before
"那帮人", then "他们" — the team's services, and "几个服务" is a number of services, never an unknown one).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.agents.plan import alert_team, offline_plan
from superbiz.agents.question import asks_still
from superbiz.agents.subjects import unresolved_subject
from superbiz.chat.service import ChatService
from tests.agents.world_chat import ask_head, spec_catalog, sql_text, world_service


@pytest.fixture(scope="module")
def lensmith(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(Path(tmp_path_factory.mktemp("lensmith")), "lensmith") as served:
        yield served


def _team_of(catalog_world: str, word: str) -> tuple[str, list[str]]:
    catalog = spec_catalog(catalog_world)
    team = next(t for t in catalog.teams.values() if word in t)
    return team, sorted(s for s, t in catalog.teams.items() if t == team)


@pytest.mark.spec("Answer the question that was asked")
def test_a_team_said_as_its_people_names_the_team() -> None:
    catalog = spec_catalog("lensmith")
    team, _ = _team_of("lensmith", "Grinders")
    assert alert_team("anything from the Grinders guys still firing", catalog) == team
    assert alert_team("磨坊那帮人今天是不是又出事了", catalog) == team
    assert alert_team("the ops guys ok?", catalog) is None


@pytest.mark.spec("Answer the question that was asked")
def test_they_after_a_team_turn_are_the_teams_services() -> None:
    catalog = spec_catalog("lensmith")
    _, members = _team_of("lensmith", "Grinders")
    plan = offline_plan("他们有几个服务告警了", catalog, earlier_questions=["磨坊那帮人今天是不是又出事了"])
    assert sorted(plan.services) == members and not plan.unknown_services, plan
    assert plan.alert_team


@pytest.mark.spec("Answer the question that was asked")
def test_a_number_of_services_is_no_service_name() -> None:
    assert unresolved_subject("他们有几个服务告警了", ["lenzora-api 镜片订单"]) is None
    assert unresolved_subject("有多少个服务报错了", ["lenzora-api 镜片订单"]) is None
    assert unresolved_subject("直播服务今天正常吗", ["lenzora-api 镜片订单"]) == "直播服务"


@pytest.mark.spec("Answer the question that was asked")
def test_anything_of_a_subject_still_firing_asks_yes_or_no() -> None:
    assert asks_still("anything from the Grinders guys still firing")
    assert asks_still("anything on the payments side still failing?")
    assert not asks_still("anything from the Grinders guys yesterday?")


@pytest.mark.spec("Answer the question that was asked")
def test_the_teams_people_still_firing_answers_no(lensmith: tuple[ChatService, str]) -> None:
    service, url = lensmith
    head = ask_head(service, "anything from the Grinders guys still firing")
    firing = sql_text(url, "SELECT count(*) FROM alert a JOIN service s ON s.name = a.service "
                           "WHERE s.team LIKE '%Grinders%' AND a.state = 'firing'")
    assert firing == "0" and head.startswith("否"), head


@pytest.mark.spec("Answer the question that was asked")
def test_they_count_the_teams_alerted_services(lensmith: tuple[ChatService, str]) -> None:
    service, url = lensmith
    head = ask_head(service, "磨坊那帮人今天是不是又出事了", "他们有几个服务告警了")
    alerted = sql_text(url, "SELECT count(DISTINCT a.service) FROM alert a JOIN service s ON s.name = a.service "
                            "WHERE s.team LIKE '%Grinders%'")
    assert f"{alerted} 个" in head and "几个服务" not in head, head
