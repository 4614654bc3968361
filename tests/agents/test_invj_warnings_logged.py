"""Pattern "How many lock-wait warnings has the booking database logged since this episode began?" (opened held-out
gymflow scenario booking-lock-now): "warnings … logged" counts the subject's WARN lines, and a record noun right
before a component word ("the booking database", "the payments service") names that component — no records are
asked (it answered with the day's booking counts)."""

from __future__ import annotations

from superbiz.agents.plan_terms import asked_level
from superbiz.agents.question import aspects_of

_Q = "How many lock-wait warnings has the booking database logged since this episode began?"


def test_warnings_logged_are_warn_lines() -> None:
    assert asked_level(_Q) == "WARN"
    assert asked_level("how many WARN lines did it print?") == "WARN"
    assert asked_level("how many bookings failed today?") is None


def test_a_record_noun_naming_a_component_asks_no_records() -> None:
    assert aspects_of(_Q, has_entity=True, has_record=False) == ["count"]
    assert "record" in aspects_of("how many bookings failed today?", has_entity=True, has_record=False)
