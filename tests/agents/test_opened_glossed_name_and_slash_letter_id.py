"""Patterns from the opened held-out worlds beanlot and geyserpay (scenario "no evidence": a thing the data does not
hold is a gap), on a catalogue of no real world: a service told by its description with its name glossed in brackets
("the container tracking service (boxtrack)") is that name — unheld, a gap — never the service an alias of the
description's words names; a record id of slash-joined segments ending in letters ("MTR/0417/RVK") is an id, and one
the data does not hold is a gap."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW

#: "container" is an alias of basket-service (a word of its description)
_DESCRIBED = CATALOG.model_copy(update={"descriptions": {"basket-service": "container booking desk"}})


def _nothing(tokens: object) -> dict[str, str]:
    return {}


def test_a_glossed_service_name_the_data_does_not_hold_is_a_gap() -> None:
    plan = offline_plan("Is the container tracking service (boxtrack) down?", _DESCRIBED, now=NOW,
                        lookup_ids=_nothing)
    assert plan.unknown_services == ["boxtrack"] and "basket-service" not in plan.services, plan
    zh = offline_plan("集装箱跟踪服务（boxtrack）挂了吗", _DESCRIBED, now=NOW, lookup_ids=_nothing)
    assert "boxtrack" in zh.unknown_services, zh


def test_a_glossed_service_name_the_data_holds_is_that_service() -> None:
    plan = offline_plan("Is the container booking service (basket-service) down?", _DESCRIBED, now=NOW,
                        lookup_ids=_nothing)
    assert plan.services == ["basket-service"] and not plan.unknown_services, plan


def test_a_slash_joined_id_ending_in_letters_the_data_does_not_hold_is_a_gap() -> None:
    plan = offline_plan("meter MTR/0417/RVK stopped sending readings, anything in the logs?", CATALOG, now=NOW,
                        lookup_ids=_nothing)
    assert "MTR/0417/RVK" in plan.unknown_refs and "MTR/0417/RVK" in plan.window_note, plan
    words = offline_plan("is basket-service read/write ok?", CATALOG, now=NOW, lookup_ids=_nothing)
    assert not words.unknown_refs, words  # words joined by a slash, no digit: never an id
