"""Spec scenario "Answer the question that was asked" (invRB, stop 52): an incident told by its origin's kind and a
time is the run of failed records (`investigate.failure_runs`) of the code that began with it, counted over that
run's own span — never every failure of the code over all the data (the same trouble may come back later)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.test_invqb_failure_runs import _runs
from tests.agents.world_chat import ask_head, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_an_event_said_with_a_day_part_counts_the_run_of_that_time(tmp_path: Path) -> None:
    """inkvault-slot-jammed-yesterday-count-zh ("昨天下午锁等待那次 有多少个预约失败了"): the lock wait's code failed
    yesterday afternoon and again this morning — the afternoon's run is counted (yesterday's records of the status),
    not both runs over all the data."""
    with world_service(tmp_path, "inkvault") as (service, url):
        runs = _runs(url, "status = 'SLOT_JAMMED'")
        head = ask_head(service, "昨天下午锁等待那次 有多少个预约失败了")
    assert len(runs) == 2, runs
    assert f"共 {runs[0]} 笔" in head and f"共 {sum(runs)} 笔" not in head, head
