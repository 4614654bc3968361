"""Pattern "records counted by the state they ended in" (opened ticketdesk: "How many tickets ended up with no SLA
timer during yesterday's bad deploy?" counted the SLA service's log lines of one code): "how many <records> ended
up <state>" counts the records in the status the words name ("no SLA timer" ↔ SLA_NOT_STARTED). Proved on
statuses of no real world."""

from __future__ import annotations

import pytest

from superbiz.agents.plan_terms import counts_worded_status
from superbiz.agents.question import status_matches

STATUSES = ["OPEN", "RESOLVED", "SLA_NOT_STARTED", "ROUTE_FAILED"]


@pytest.mark.parametrize("question", ["How many tickets ended up with no SLA timer during yesterday's bad deploy?",
                                      "how many cases wound up without a timer?", "有多少单 SLA 计时没有启动"])
def test_records_ended_with_no_timer_are_the_not_started_status(question: str) -> None:
    assert status_matches(question, STATUSES) == ["SLA_NOT_STARTED"]


def test_how_many_records_ended_up_in_a_status_counts_records() -> None:
    assert counts_worded_status("How many tickets ended up with no SLA timer during yesterday's bad deploy?", STATUSES)


@pytest.mark.parametrize("question", ["how many errors ended up in the logs with no timer?",
                                      "how many tickets ended up fine?"])
def test_log_lines_or_no_status_named_count_no_records(question: str) -> None:
    assert not counts_worded_status(question, STATUSES)
