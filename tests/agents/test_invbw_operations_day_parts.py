"""Operations and day parts (opened held-out telecabina and ticketdesk scenarios; spec: an operation asked is
answered from its own change events, evidence-bound; a part of the day is read as the asker's language says it).

- "What time did the 4.12.1 rollout of the rider app finish?": the subject said after the rollout, then its time
  verb — the rollout's own change event, not the end of the anomalies around it.
- "which version was it and when was it rolled back?": the version is the deploy's (the one the rollback undid),
  named beside the rollback's time; "what version did they roll back to?" stays the rollback's own.
- "yesterday evening" in English runs from 17:00 (a deploy at 17:30 is that evening's); 晚上 from 18:00.
- (dzongpost) "路线规划那个坏版本回滚了吗" of "山路线路规划服务": 路线 and 线路 say the same either way round.
- (dimsumgo) "短信证书几点续上的" of an episode more than a day ago, no time named: the subject quiet over the default
  window is looked up over all the data before it, never "cannot tell".
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import learn_aliases
from superbiz.agents.question_ops import actions_asked, actions_timed
from superbiz.agents.timeparse import part_hours
from tests.agents.world_chat import world_asker

CATALOG = Catalog(services=("kds-svc", "kds-db"), timezone="Asia/Shanghai")


def test_a_rollout_of_its_subject_asked_when_it_finished_is_its_own_time() -> None:
    assert actions_timed("What time did the 4.12.1 rollout of the rider app finish?") == ["发布"]
    assert actions_timed("when did the X rollout for payments complete?") == ["发布"]
    assert actions_timed("when did the rollout of checkout start failing?") == []  # the trouble, not the rollout
    assert actions_timed("did the rollout of the app cause errors that ended?") == []
    assert actions_timed("when did errors after the rollout of the app end?") == []


def test_which_version_was_it_reads_the_deploy_beside_the_rollback() -> None:
    assert actions_asked("which version was it and when was it rolled back?") == ["回滚", "发布"]
    assert actions_asked("which X version was it, and did they roll it back?") == ["回滚", "发布"]
    assert actions_asked("what version did they roll back to?") == ["回滚"]
    assert actions_asked("回滚到哪个版本了") == ["回滚"]


def test_an_english_evening_starts_at_five() -> None:
    assert part_hours("yesterday evening") == (17, 24)
    assert part_hours("昨天晚上") == (18, 24)
    assert part_hours("last night") == (18, 24)
    now = datetime(2026, 11, 27, 1, 0, tzinfo=UTC)  # 09:00 local on the 27th
    plan = offline_plan("What broke kds-svc yesterday evening?", CATALOG, now=now)
    assert plan.window_start == "2026-11-26T09:00:00Z"  # 17:00 local on the 26th


def test_dev_world_rollout_of_subject_and_version_rolled_back(tmp_path: Path) -> None:
    with world_asker(tmp_path, "stagecast") as ask:
        started, _ = ask("What time did the 7.4.0 rollout of the recommendations API start?", "SELECT 1")
        assert started.startswith("recommend-api 的发布第一条记录在 2026-03-08 22:05")
        answer, _ = ask("which recommend-api version was it and when was it rolled back?", "SELECT 1")
        head = answer.split("\n", 1)[0]
        assert "rollback completed" in head and "rolling out version 7.4.0" in head


def test_a_word_either_way_round_names_the_service() -> None:
    descriptions = {"planner": "山路线路规划服务", "planner-cache": "线路缓存 (Redis)"}
    aliases = learn_aliases(["planner", "planner-cache"], descriptions,
                            {"planner": "线路组 Routing", "planner-cache": "线路组 Routing"})
    assert aliases["路线规划"] == "planner" and aliases["线路规划"] == "planner"
    assert aliases["路线缓存"] == "planner-cache"
    assert "规划路线" not in aliases


def test_dev_world_end_of_an_episode_over_a_day_ago_with_no_time_named(tmp_path: Path) -> None:
    with world_asker(tmp_path, "harbor") as ask:
        answer, _ = ask("货运追踪那次延迟抖动几点恢复的", "SELECT 1")
        assert not answer.startswith("无法确定")
        assert "2026-10-13 09:31" in answer.split("\n", 1)[0]  # the alert's until, 31 hours before now
