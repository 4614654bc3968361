"""Spec scenario "Answer the question that was asked" (stop 49): each episode's failed records are those of the trouble
that episode was — the code (status) most of its failed records carry — never every failure inside its span."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
def test_each_episode_counts_the_records_of_the_trouble_it_was(tmp_path: Path) -> None:
    """scopeslot-compare-lock-failed-orders-zh ("两次锁等待各挂了多少单"): the second lock-wait episode's span also
    holds a failure of another trouble (another code); the episode's failed records are those of its own code's
    status — 15, not the span's 16 failures."""
    sql = ("SELECT count(*) FROM orders WHERE status = 'SLOT_LOCKED_OUT' AND created_at >= '2026-02-18 09:00:00' "
           "AND created_at < '2026-02-18 10:00:00'")
    with world_asker(tmp_path, "scopeslot") as ask:
        answer, count = ask("两次锁等待各挂了多少单", sql)
    head = answer.splitlines()[0]
    assert "SLOT_LOCKED_OUT" in head and f"共 {count} 笔" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_code_counted_this_time_counts_the_episode_going_on_now(tmp_path: Path) -> None:
    """pillpost-followup-rxv-count-zh ("这次一共报了多少条 RXV-5123？"): the code's service ran into the same trouble
    twice (resolved hours ago, going on again now); "这次" counts the lines of the episode going on now — from the
    quiet gap before it — never both episodes' lines over the window."""
    sql = "SELECT count(*) FROM log_record WHERE error_code = 'RXV-5123' AND ts >= '2026-12-06 08:00:00'"
    with world_asker(tmp_path, "pillpost") as ask:
        answer, count = ask("这次一共报了多少条 RXV-5123？", sql)
    head = answer.splitlines()[0]
    assert f"共 {count} 条" in head, head
