"""Spec scenario "Answer the question that was asked" (stop 56, invVC): records failed because of an event, told as
their failing's cause ("因为锁等待挂掉的票单") rather than by the event's span."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan_sides import event_counted
from tests.agents.world_chat import ask_head, world_chat


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "event"), [
    ("今天因为锁等待挂掉的票单有几张", "lock"),
    ("由于证书过期失败了多少单", "certificate"),
    ("锁等待那段时间挂了多少单", "lock"),
])
def test_records_failed_because_of_an_event_are_its_records(question: str, event: str) -> None:
    """kelpdome-lock-failed-orders-count-zh: "因为锁等待挂掉的" tells the records' failing by its cause — the event's
    failed records are counted as "锁等待那段时间挂了多少单" counts them (not the lock-wait measure's peak)."""
    assert event_counted(question) == [event]


@pytest.mark.spec("Answer the question that was asked")
def test_lock_wait_failed_tickets_counted(tmp_path: Path) -> None:
    """kelpdome-lock-failed-orders-count-zh: the head stated the lock-wait measure's peak (46.12/s); the 13 tickets
    that failed HOLD_LOCKED_OUT in the lock wait are the count asked."""
    with world_chat(tmp_path, "kelpdome") as service:
        head = ask_head(service, "今天因为锁等待挂掉的票单有几张")
    assert "共 13 笔" in head and "lock_waits" not in head, head
