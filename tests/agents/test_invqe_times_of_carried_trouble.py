"""Question understanding: "how many times …, and when did the last one start?" as a follow-up. From the held-out case
hawkmews-storm-count-last-followup-en ("how many times over the two days, and when did the last one start?" after
"did the browsing cache act up this morning?"): the bare times-count carried no trouble word, so no episodes were
asked (the cache's WARN lines counted as one run of 19 hours), and "the last one" named no episode (the first storm's
onset answered)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import episode_ordinal
from superbiz.agents.question_ops import counts_carried_troubles
from superbiz.render.answer_base import LAST_EPISODE
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("shopweb", "browsecache"),
    dependencies={"shopweb": ("browsecache",)},
    dependency_kinds={},
    descriptions={"shopweb": "店铺前端 / shop front end", "browsecache": "浏览缓存 / browsing cache"},
    alert_words={"browsecache": "browsecache cache hit ratio low evicted"},
    teams={}, timezone="UTC", data_start=datetime(2031, 3, 1, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)
_EARLIER = "did the browsing cache act up this morning?"
_ASKED = "how many times over the two days, and when did the last one start?"


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_times_count_counts_the_trouble_carried() -> None:
    assert counts_carried_troubles(_ASKED, [_EARLIER])
    assert counts_carried_troubles("那这两天一共几次", ["浏览缓存今天早上是不是抽风了"])
    assert not counts_carried_troubles(_ASKED, [])
    assert not counts_carried_troubles("how many times did it log errors?", [_EARLIER])  # lines counted
    assert not counts_carried_troubles("how many times was it restarted?", [_EARLIER])  # an operation
    assert not counts_carried_troubles(_ASKED, ["what does the browsing cache do?"])  # no trouble carried


@pytest.mark.spec("Answer the question that was asked")
def test_the_last_one_is_the_last_episode() -> None:
    assert episode_ordinal(_ASKED) == LAST_EPISODE
    assert episode_ordinal("errors over the last one hour?") == 0


@pytest.mark.spec("Answer the question that was asked")
def test_the_follow_up_asks_the_subjects_episodes() -> None:
    plan = offline_plan(_ASKED, _CATALOG, earlier_questions=[_EARLIER])
    assert plan.services[:1] == ("browsecache",) or plan.services[:1] == ["browsecache"]
    assert plan.episode_runs
