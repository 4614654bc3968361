"""Issue 10 (causes across services) and the spec's REJECT/answer routing: a quiet subject's failing dependencies
answer only a cause asked in words, and the inference naming them is bound to evidence that supports it.

Found by the lead on the merge of stop 34's round (invCY's quiet-victim rule, measured on the whole held-out set):
"What's the CPU usage on X right now?", "Any print jobs for customer C?", "and the boarding scanner?" read "cause" by
default and answered with the dependency's trouble (a health follow-up judged unhealthy); and "why is X failing?"
over a quiet X whose one anomalous dependency shows an alert was REJECTED — the inference named X beside a zero-line
summary of X only (an existence claim bound to 0 matching records is contradicted by the checker, rightly)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from superbiz.agents.question import cause_worded
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world


@pytest.mark.parametrize("question", ["咋回事", "root cause?", "为什么扣款一直失败", "what caused it?",
                                      "用户一直卡住 根子在哪",
                                      "traders portal has been throwing errors, what's broken?"])
def test_a_cause_asked_in_words(question: str) -> None:
    assert cause_worded(question)


@pytest.mark.parametrize("question", ["What's the CPU usage on binpicker right now?", "and the boarding scanner?",
                                      "Any print jobs for customer cust.0000?", "客户门户现在还报错不"])
def test_a_cause_read_by_default_is_no_cause_in_words(question: str) -> None:
    assert not cause_worded(question)


@pytest.fixture(scope="module")
def seedbank(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChatService]:
    """The opened held-out world seedbank: binpicker logs nothing wrong in the last hour while its dependency
    shipwheel fails (a partner certificate alert and error lines)."""
    tmp: Path = tmp_path_factory.mktemp("seedbank")
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world("seedbank", url).dispose()
    container = build_container(Settings(home=tmp / "home", sources=SourcesSettings(world_url=url)))
    try:
        yield ChatService(container)
    finally:
        container.close()


def test_a_metric_question_of_a_quiet_service_is_not_answered_by_its_dependencies(seedbank: ChatService) -> None:
    result = seedbank.ask("What's the CPU usage on binpicker right now?", user_id="quiet-test")
    head = result.answer.split("\n", 1)[0]
    assert result.verdict != "REJECT" and "shipwheel" not in head


def test_a_worded_cause_of_a_quiet_service_names_its_failing_dependency_verified(seedbank: ChatService) -> None:
    result = seedbank.ask("why is binpicker failing?", user_id="quiet-test")
    head = result.answer.split("\n", 1)[0]
    assert result.verdict != "REJECT" and "shipwheel" in head
    assert all(c.verification != "contradicted" for c in [*result.confirmed, *result.to_confirm])
