"""Pattern "a count of records whose status is named in words, with a service's word" (opened busline:
"现在出票失败的票有几张" — the ticket service is named by "出票", yet the question counts tickets in status
ISSUE_FAILED, not the service's log lines). Synthetic catalogue: a status named by a word other than "failed"
("支付" ↔ PAYMENT_FAILED, "出票" ↔ ISSUE_FAILED), counted by a measure word, is a count of records."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import counts_worded_status
from superbiz.agents.question import status_matches
from tests.agents.synthetic import CATALOG, NOW

_TICKETS = ("BOARDED", "ISSUED", "ISSUE_FAILED", "REFUNDED")


def test_an_issue_word_names_the_issue_failed_status() -> None:
    assert status_matches("现在出票失败的票有几张", _TICKETS) == ["ISSUE_FAILED"]
    assert status_matches("how many tickets failed to issue?", _TICKETS) == ["ISSUE_FAILED"]


@pytest.mark.parametrize("question", ["现在出票失败的票有几张", "支付失败的单有多少笔"])
def test_a_measure_word_count_of_a_worded_status_counts_records(question: str) -> None:
    statuses = (*CATALOG.order_statuses, "ISSUE_FAILED")
    assert counts_worded_status(question, statuses)
    catalog = CATALOG.model_copy(update={"order_statuses": statuses})
    plan = offline_plan(question, catalog, now=NOW, lookup_ids=lambda _: {})
    assert "record" in plan.aspects, plan.aspects


@pytest.mark.parametrize("question", ["支付失败报错有多少条", "ledger-service 失败了几次", "失败的单有几笔"])
def test_log_lines_or_a_bare_failure_are_not_a_worded_status(question: str) -> None:
    assert not counts_worded_status(question, (*CATALOG.order_statuses, "ISSUE_FAILED"))
