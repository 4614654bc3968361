"""Pattern "a symptom told, then a release blamed" (invCA: opened dhowline): "Passengers can't board, the scanners keep
rejecting. Did the 5:15 app release break it?" is a yes/no on a suspected change set against the trouble said
before it (the English of "是不是发版搞挂的"), never a cause head alone. On the dev world ledgerly: a service that
logged no deploy answers "不是（推断）", the service that deployed a minute before its errors "是（推断）" (deploys
by SQL)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import Ask, world_asker

_DEPLOYS = "SELECT count(*) FROM log_record WHERE service = '{}' AND message LIKE 'deployment%'"


@pytest.fixture(scope="module")
def ask(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ask]:
    with world_asker(tmp_path_factory.mktemp("ledgerly"), "ledgerly") as asker:
        yield asker


@pytest.mark.parametrize("question", ["Did the 5:15 app release break it?", "did the deploy cause this?",
                                      "Did this morning's rollout actually break it?"])
def test_a_release_blamed_for_it_is_a_yes_no(question: str) -> None:
    """Scenario "did the release break it?": the change is the suspect, "it" the trouble already told."""
    assert offline_plan(question, CATALOG, now=NOW).aspects == ["yes_no"], question


def test_did_the_release_break_anything_stays_a_trouble_asked() -> None:
    """"did the release break anything?" asks whether something failed (no trouble told before it): not this form."""
    assert offline_plan("did the release break anything?", CATALOG, now=NOW).aspects != ["cause"]


def test_a_symptom_then_a_release_blamed_answers_no_without_a_deploy(ask: Ask) -> None:
    """Scenario "X is failing this morning. Did the release break it?" of a service that logged no deploy."""
    answer, deploys = ask("Transfers are failing on transfer-api this morning. Did the release break it?",
                          _DEPLOYS.format("transfer-api"))
    assert deploys == 0 and answer.startswith("不是（推断）"), answer


def test_a_symptom_then_a_release_blamed_answers_yes_after_its_deploy(ask: Ask) -> None:
    """Scenario "X is failing this morning. Did the deploy break it?" of the service that deployed just before."""
    answer, deploys = ask("account-api is failing this morning. Did the deploy break it?",
                          _DEPLOYS.format("account-api"))
    assert deploys > 0 and answer.startswith("是（推断）"), answer
