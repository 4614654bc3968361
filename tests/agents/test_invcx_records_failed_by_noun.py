"""invCX (opened remitnic): "how many payouts did it fail?" counts the failed status the noun names, on names of no
real world.

Scenario remitnic "what's broken right now?" → "tell me more about the FX cache" → "how many payouts did it fail?":
"payouts" also names the payout service, so the count was that service's error lines (77, of a code of its own);
the records of the one failed status holding the noun (PAYOUT_FAILED: 14) are the count asked, and they lead the
answer (not the window's total and all failed records first). Dev: demo-followup-payments-it-failed-count-en.
"""

from __future__ import annotations

import pytest

from superbiz.agents.plan_calls import _own_word_said
from superbiz.agents.plan_terms import counts_worded_status, failed_noun_status

_STATUSES = ("PAID_OUT", "PAYOUT_FAILED", "BANK_REJECTED", "CREATE_FAILED", "CREDITED")


@pytest.mark.parametrize("question", ["how many payouts did it fail?", "how many payouts were failed today?",
                                      "how many payouts did the fx cache make fail?"])
def test_noun_of_one_failed_status_counts_its_records(question: str) -> None:
    """Scenario remitnic "how many payouts did it fail?": PAYOUT_FAILED, records (not log lines)."""
    assert failed_noun_status(question, _STATUSES) == ["PAYOUT_FAILED"]
    assert counts_worded_status(question, _STATUSES)


@pytest.mark.parametrize("question", ["how many requests did it fail?", "how many errors did payouts log?",
                                      "how many payouts did it send?"])
def test_no_failed_status_of_the_noun_is_no_record_count(question: str) -> None:
    """A noun no failed status holds, a count of log lines, or no failing: not these records."""
    assert failed_noun_status(question, _STATUSES) == []


def test_the_status_said_by_its_own_word_leads_the_count() -> None:
    """The one failed status whose other word is said ("payouts" ↔ PAYOUT_FAILED) is the count asked; "failed" alone
    or two statuses keep the window's total first."""
    assert _own_word_said("how many payouts did it fail?", ["PAYOUT_FAILED"])
    assert not _own_word_said("how many failed?", ["PAYOUT_FAILED"])
    assert not _own_word_said("how many payouts did it fail?", ["PAYOUT_FAILED", "CREATE_FAILED"])


def test_a_second_count_after_a_comma_is_not_the_noun_failing() -> None:
    """"how many purchases did X take, and how many of them failed?": two counts (the total and the failed ones), read
    by their own rule — not the noun's failed status alone."""
    assert failed_noun_status("how many payouts did X take, and how many of them failed?", _STATUSES) == []
