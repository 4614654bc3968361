"""invGC (stop 41, opened steamrail and leafstack): a change operation asked by its own words — "when did the X
rollout wrap up?", "X 4.6.0 几点全量的？", "回滚几点全量的", "how many minutes did the X rollout take?" — is the
operation's end (its last change event) or its span (first to last change event), never a cause or a count of the
last hour's anomalies (spec: Answer the question that was asked)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of
from superbiz.agents.question_ops import actions_spanned, actions_timed
from tests.agents.world_chat import world_asker

NOW = datetime(2026, 12, 11, 12, tzinfo=UTC)
CATALOG = Catalog(services=("kds-svc", "kds-db"))


@pytest.mark.spec("Answer the question that was asked")
def test_an_operation_wrapped_up_or_put_out_to_all_traffic_is_its_end() -> None:
    """Answer the question that was asked: "wrap up" and 全量 (without 完成) name the operation's end."""
    for q in ("when did the kds-svc rollout wrap up?", "kds-svc 4.6.0 几点全量的？", "kds-svc 回滚几点全量的"):
        assert aspects_of(q, has_entity=True, has_record=False) == ["end"], q
        assert actions_timed(q), q
        plan = offline_plan(q, CATALOG, now=NOW)
        assert plan.aspects == ["end"] and plan.actions, q
    assert actions_timed("kds-svc 全量之后有没有报错？") == []  # 全量 that only sets the scene


@pytest.mark.spec("Answer the question that was asked")
def test_minutes_a_rollout_took_are_its_span_not_a_count() -> None:
    """Answer the question that was asked: "how many minutes did the X rollout take?" is the deploy's own span."""
    q = "how many minutes did the kds-svc rollout take?"
    assert aspects_of(q, has_entity=True, has_record=False) == ["duration"]
    assert actions_spanned(q) == ["发布"]
    assert aspects_of("how many minutes did the kds-svc outage last?", has_entity=True,
                      has_record=False) == ["duration"]
    assert "count" in aspects_of("how many errors did kds-svc log in the last 5 minutes?", has_entity=True,
                                 has_record=False)


@pytest.mark.spec("Answer the question that was asked")
def test_a_rollback_wrapped_up_is_read_from_its_change_event(tmp_path: Path) -> None:
    """Answer the question that was asked: the rollback's completed line answers when it wrapped up."""
    with world_asker(tmp_path, "stagecast") as ask:
        answer, done = ask("when did the recommend-api rollback wrap up?",
                           "SELECT count(*) FROM log_record WHERE service = 'recommend-api' "
                           "AND message LIKE 'rollback completed%'")
        head = answer.split("\n", 1)[0]
        assert done == 1 and "rollback completed" in head and "回滚" in head


@pytest.mark.spec("Answer the question that was asked")
def test_a_follow_up_naming_another_kind_of_episode_leaves_the_earlier_hours() -> None:
    """Answer the question that was asked: "那 Y 证书那次呢？" after "X 中午锁等待持续了多久" asks the certificate
    episode wherever it lies (the wide window of a duration), not the lock episode's noon hours; a follow-up naming
    the same kind of trouble, or none, keeps them."""
    catalog = Catalog(services=("kds-svc", "kds-db"), data_start=NOW - timedelta(days=2))
    earlier = ["kds-db 中午锁等待持续了多久"]
    noon = offline_plan(earlier[0], catalog, now=NOW)
    other = offline_plan("那 kds-svc 证书那次呢？", catalog, now=NOW, earlier_questions=earlier)
    assert other.aspects == ["duration"] and other.services == ["kds-svc"]
    assert other.window_start != noon.window_start and other.window_end != noon.window_end
    same = offline_plan("那 kds-svc 锁那次呢？", catalog, now=NOW, earlier_questions=earlier)
    bare = offline_plan("那 kds-svc 呢？", catalog, now=NOW, earlier_questions=earlier)
    assert (same.window_start, bare.window_start) == (noon.window_start, noon.window_start)


@pytest.mark.spec("Answer the question that was asked")
def test_which_turn_lasted_longer_runs_on_past_the_days_end() -> None:
    """Answer the question that was asked: "which one was longer?" after "how long did X … last yesterday?" and
    "and the bad Y deploy?" — both sides in yesterday, the later one running past midnight: the window runs on an
    hour past the day's end (as two windows of parts of the day do), never past now."""
    catalog = Catalog(services=("kds-svc", "order-api"), data_start=NOW - timedelta(days=2))
    earlier = ["how long did the order-api slowness last yesterday?", "and the bad kds-svc deploy?"]
    plan = offline_plan("which one was longer?", catalog, now=NOW, earlier_questions=earlier)
    day = offline_plan(earlier[0], catalog, now=NOW)
    assert plan.aspects == ["comparison"] and plan.services == ["order-api", "kds-svc"]
    assert plan.window_start == day.window_start
    end = datetime.fromisoformat(day.window_end.replace("Z", "+00:00")) + timedelta(hours=1)
    assert plan.window_end == end.strftime("%Y-%m-%dT%H:%M:%SZ")
