"""Issue 10 (a thing the world does not have is a gap): "did the road weather sensor feed go down overnight?" names a
thing of up to four words (invDD); an auxiliary is no word of it — "How long has the current booking outage been
going on?" asks a duration of the booking trouble, never of a thing called "current booking outage been" (found by
the lead on the merge of stop 34's round: gymflow's case answered "数据源中没有 current booking outage been 的任何
记录")."""

from __future__ import annotations

from superbiz.agents.subjects import unheld_qualified_name

_KNOWN = ["booking-api", "bookings database", "member portal", "payments gateway"]


def test_a_did_phrase_names_a_thing_of_up_to_four_words() -> None:
    assert unheld_qualified_name("did the road weather sensor feed go down overnight?", _KNOWN) == (
        "road weather sensor feed")


def test_an_auxiliary_ends_no_thing() -> None:
    assert unheld_qualified_name("How long has the current booking outage been going on?", _KNOWN) is None
