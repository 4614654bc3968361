"""Time patterns of the opened skygate and simwave worlds, on a catalogue of no real world: the time of an operation
asked ("when did the rollback finish?"), "last evening" as yesterday's evening, and a slip that hides the duration
question word ("持续了多旧")."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question_ops import actions_timed
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize(("question", "aspect", "action"), [
    ("when did the ledger-service rollback finsh", "end", "回滚"),
    ("when did the ledger-service rollback finish?", "end", "回滚"),
    ("ledger-service 是几点回滚完成的？", "end", "回滚"),
    ("昨天 ledger-service 那次发版是几点开始的", "onset", "发布"),
])
def test_the_time_of_an_operation_is_read_from_its_change_events(question: str, aspect: str, action: str) -> None:
    """Pattern "time of an operation": its INFO change events over all the data (no time named), and the aspect
    asked — no yes/no of whether it was done, no anomaly of the last hour."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == [aspect] and plan.actions == [action], plan
    info = [c.arguments for c in plan.calls if c.tool == "query_logs" and c.arguments.get("keyword")]
    assert info and all(c["level"] == "INFO" and c["service"] == "ledger-service" for c in info), info
    if not plan.window_explicit:
        assert all(c["start"] == "2031-03-02T00:00:00Z" for c in info), info


@pytest.mark.parametrize("question", [
    "how long was ledger-service broken after that release last evening?",
    "发布后 ledger-service 几点开始报错的？",
    "ledger-service 回滚了没有？",
])
def test_an_operation_that_sets_the_scene_is_not_the_time_asked(question: str) -> None:
    assert actions_timed(question) == []


def test_last_evening_is_yesterdays_evening() -> None:
    """"last evening" asked at noon is yesterday 18:00-24:00, never this evening (a window the data lacks)."""
    plan = offline_plan("how long was ledger-service broken last evening?", CATALOG, now=NOW)
    assert (plan.window_start, plan.window_end) == ("2031-03-03T18:00:00Z", "2031-03-04T00:00:00Z"), plan
    assert plan.aspects == ["duration"]


@pytest.mark.parametrize("question", ["证书过期那次 ledger-service 报错前后持续了多旧", "ledger-service 持续多旧？"])
def test_a_slip_for_the_duration_word_still_asks_a_duration(question: str) -> None:
    assert offline_plan(question, CATALOG, now=NOW).aspects == ["duration"]
