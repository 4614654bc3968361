"""Pattern "a thing said to log lines names its service, in a follow-up too" (opened mealkit: "and how many errors
has picking logged in the past half hour?" after "what's up with the picking queue?" counted the queue's own —
silent — lines, not the picking service's). Proved on a holding of no real world."""

from __future__ import annotations

from superbiz.agents.subjects import held_subject_owners


def _holding(word: str, team: bool = False) -> list[str]:
    return [] if team else ["box-packer"] if word.startswith("pack") else []


def test_a_thing_that_logs_names_its_service_in_a_follow_up() -> None:
    question = "and how many errors has packing logged in the past half hour?"
    assert held_subject_owners(question, _holding, follow_up=True) == ["box-packer"]
    assert held_subject_owners(question, _holding) == ["box-packer"]


def test_a_follow_up_naming_no_logging_thing_keeps_the_earlier_subject() -> None:
    assert held_subject_owners("and is packing still slow?", _holding, follow_up=True) == []
