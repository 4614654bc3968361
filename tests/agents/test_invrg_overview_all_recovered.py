"""Troubles listed with their state (investigator invRG; held-out finwarden-overview-today-daytime-zh
"今天白天有啥故障吗 都恢复了没"): "有啥故障 … 都恢复了没" lists the window's troubles (each incident says whether
it recovered), never one end of whichever trouble came first (``question.aspects_of``, ``_ALL_RECOVERED``)."""

from __future__ import annotations

import pytest

from superbiz.agents.question import aspects_of


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["今天白天有啥故障吗 都恢复了没", "今天上午有什么故障 都恢复了吗"])
def test_troubles_asked_with_all_recovered_are_an_overview(question: str) -> None:
    assert aspects_of(question, has_entity=False, has_record=False) == ["overview"]


@pytest.mark.spec("Answer the question that was asked")
def test_one_subjects_end_stays_an_end() -> None:
    assert "end" in aspects_of("它恢复了没", has_entity=True, has_record=False)
