"""Issue 10 pattern "follow-up counts of records" (opened lockerbay, axepass, arabicax): a bare "and how many?" after
a why-question about records whose noun is said in two words ("gate admissions failing"), whose state is a participle
("bids getting rejected") or a negated verb ("parcels weren't getting loaded" ↔ NOT_LOADED), and "how many since it
started again?" — the earlier question's records, never the service's log lines or a gap."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import record_topic, status_matches
from tests.agents.synthetic import CATALOG, NOW

_STATUSES = ("ACCEPTED", "IN_LOCKER", "NOT_LOADED", "PICKED_UP", "BID_REJECTED", "VALIDATION_FAILED")


@pytest.mark.parametrize("earlier", ["why were gate admissions failing tonight?",
                                     "why are bids getting rejected right now?",
                                     "why weren't parcels getting loaded this afternoon?"])
def test_a_why_question_about_records_gives_a_bare_count_its_topic(earlier: str) -> None:
    assert record_topic("and how many?", [earlier], statuses=_STATUSES) == earlier


def test_how_many_since_it_started_again_is_a_bare_count() -> None:
    earlier = "why are bids getting rejected right now?"
    assert record_topic("and how many since it started again?", [earlier], statuses=_STATUSES) == earlier


def test_a_participle_no_status_says_names_no_records() -> None:
    """"why are pages getting cached?" of a world with no cached status: no records asked."""
    assert record_topic("and how many?", ["why are pages getting cached?"], statuses=_STATUSES) == ""


def test_errors_failing_stay_no_records() -> None:
    assert record_topic("and how many?", ["why were checkout requests failing?"], statuses=_STATUSES) == ""


def test_a_negated_verb_names_the_status_of_its_negation() -> None:
    assert status_matches("why weren't parcels getting loaded this afternoon?", _STATUSES) == ["NOT_LOADED"]
    assert status_matches("why are bids getting rejected right now?", _STATUSES) == ["BID_REJECTED"]


def test_errors_so_far_after_a_windowless_question_read_the_whole_run() -> None:
    """axepass-followup-resale-count pattern: "how many errors so far?" after "is X broken?" counts the lines of
    the trouble's whole run (the data, at most a day back), not the recent hour only."""
    plan = offline_plan("how many errors so far?", CATALOG, now=NOW,
                        earlier_questions=["is basket-service broken?", "since when?"])
    assert plan.window_start == "2031-03-03T12:00:00Z", plan


def test_errors_so_far_after_a_question_about_now_keep_the_recent_window() -> None:
    plan = offline_plan("how many errors so far?", CATALOG, now=NOW,
                        earlier_questions=["is basket-service failing right now?"])
    assert plan.window_start != "2031-03-03T12:00:00Z", plan
