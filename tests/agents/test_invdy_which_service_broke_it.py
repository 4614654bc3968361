"""invDY (issue 10, opened kavabar): "which service broke it?" after "what happened to order <id>?" asks the cause
(the service behind the record's failure, asked by its kind of part) — it was the record lookup alone, whose head
named only the service that logged the record."""

from __future__ import annotations

from superbiz.agents.question import aspects_of


def test_which_part_broke_or_took_it_down_asks_the_cause() -> None:
    for question in ("which service broke it?", "who broke it?", "which component took it down?",
                     "what system knocked it out?", "是哪个服务搞挂的"):
        assert "cause" in aspects_of(question, has_entity=True, has_record=True), question
        assert "cause" in aspects_of(question, has_entity=False, has_record=False), question


def test_which_part_broke_first_or_down_keeps_its_own_aspect() -> None:
    assert aspects_of("which part broke first?", has_entity=False, has_record=False) == ["onset"]
    assert "cause" not in aspects_of("which services broke down yesterday?", has_entity=False, has_record=False)
