"""Two things compared, asked in other words (helper round invDC, old oliveline and petratix cases, issue 10).

- "more errors today - pressing schedule or export docs?" (dev: ledgerly-more-errors-dash-choice-en): the choice
  after the measure and a dash compares the two subjects' error lines (it was a count of one of them); the
  "pressing-schedule service" is called "the pressing schedule" (a hyphenated compound written with a space). No dev
  world has a hyphenated description head: the alias is unit-tested only.
- "Did slotsale lose more purchases to the pricing deploy or to the payment cert outage?" (dev:
  ledgerly-lost-more-records-to-which-incident-en): "lose more <records> to A or B" compares the failed records of
  the two incidents (it was the health of the three services named).
- "Which lock episode rejected more bids, this morning's or the one since 13:50?": a status said in words, two
  windows — its records in each.
"""

from __future__ import annotations

from superbiz.agents.plan_terms import status_in_words
from superbiz.agents.question import FAILED_MORE, aspects_of, learn_aliases, match_services


def test_a_choice_after_the_measure_compares_the_two() -> None:
    asked = "more errors today - pressing schedule or export docs?"
    assert aspects_of(asked, has_entity=True, has_record=False) == ["comparison"]
    assert aspects_of("more errors today?", has_entity=True, has_record=False) != ["comparison"]


def test_a_hyphenated_description_head_is_called_with_a_space() -> None:
    services = ("presssched", "exportdocs")
    aliases = learn_aliases(services, {"presssched": "压榨排班服务 / pressing-schedule service",
                                       "exportdocs": "出口单证服务 / export documents service"}, {})
    assert aliases.get("pressing schedule") == "presssched"
    assert match_services("more errors today - pressing schedule or export docs?", services, aliases) == [
        "presssched", "exportdocs"]


def test_records_lost_to_two_incidents_are_failed_records_compared() -> None:
    asked = "Did slotsale lose more purchases to the pricing deploy or to the payment cert outage?"
    assert FAILED_MORE.search(asked) is not None
    assert "comparison" in aspects_of(asked, has_entity=True, has_record=True)


def test_a_status_said_in_words_names_the_records_compared_across_windows() -> None:
    """"Which lock episode rejected more bids, this morning's or the one since 13:50?" (old arabicax; dev:
    harbor-status-in-words-two-windows-more-en): each word of BID_REJECTED is said — the records of that status
    are counted in each window (it counted every service's ERROR lines)."""
    statuses = ("ACCEPTED", "AWARDED", "BID_REJECTED", "OUTBID")
    assert status_in_words("Which lock episode rejected more bids, this morning's or the one since 13:50?",
                           statuses) == ["BID_REJECTED"]
    assert status_in_words("Which lock episode logged more errors, this morning's or now?", statuses) == []
    assert status_in_words("more bids this morning or this afternoon?", statuses) == []
