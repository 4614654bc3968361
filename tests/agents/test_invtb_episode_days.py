"""invTB (stop 54, opened boingyard): this episode against another day's, by how long each lasted."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW

_CACHE = CATALOG.model_copy(update={
    "services": ("ticket-app", "ticket-cache"),
    "dependencies": {"ticket-app": ("ticket-cache",)},
    "descriptions": {"ticket-app": "票务服务 / ticketing", "ticket-cache": "票务缓存 / ticket cache"}})


@pytest.mark.spec("Answer the question that was asked")
def test_this_episode_against_yesterdays_sets_both_days_episodes_against_each_other() -> None:
    """Held-out boingyard-storm-longer-followup-zh: "这次持续多久 跟昨天那次比哪个长" after "今天票务缓存又炸了？" — the
    episode the conversation established (today) against yesterday's, by how long each lasted: one window holding
    both days, the cache's episodes compared — never yesterday's window alone timed."""
    plan = offline_plan("这次持续多久 跟昨天那次比哪个长", _CACHE, earlier_questions=["今天票务缓存又炸了？"], now=NOW)
    assert plan.services == ["ticket-cache"], plan.services
    assert plan.episodes_timed and plan.aspects == ["comparison"], (plan.episodes_timed, plan.aspects)
    assert plan.window_start.startswith("2031-03-03T00:00") and plan.window_end >= "2031-03-04T11", (
        plan.window_start, plan.window_end)
