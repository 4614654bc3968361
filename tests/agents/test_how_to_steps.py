"""Spec scenario "how-to questions get knowledge claims about what the runbook says" (issue 10, Knowledge), as an
on-call engineer reads the head: the runbook's steps, numbered in their own order, never a chunk's table row or
header line standing in for a step when a runbook with steps was found."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import SourcesSettings, isolated_settings
from superbiz.sources.worldgen import build_world, write_runbooks


@pytest.fixture(scope="module")
def harbor(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChatService]:
    tmp = tmp_path_factory.mktemp("howto")
    url = f"sqlite:///{tmp / 'world.db'}"
    build_world("harbor", url).dispose()
    kb = write_runbooks("harbor", tmp / "runbooks")
    container = build_container(isolated_settings(home=tmp / "home",
                                                  sources=SourcesSettings(world_url=url, knowledge_dirs=[kb])))
    yield ChatService(container)
    container.close()


@pytest.mark.parametrize(("earlier", "question"), [
    ("昨晚半夜订舱一直失败是证书的问题对吧", "下次再遇到该怎么办"),
    (None, "how do I fix the fare-cache evictions?"),
])
def test_how_to_head_lists_the_runbooks_steps_numbered(harbor: ChatService, earlier: str | None,
                                                       question: str) -> None:
    conversation = f"howto-{question[:8]}"
    if earlier:
        harbor.ask(earlier, user_id="howto", conversation_id=conversation)
    result = harbor.ask(question, user_id="howto", conversation_id=conversation)
    head = result.answer.splitlines()[0]
    assert head.startswith("处理方法（知识库）：①"), head
    steps = re.split(r"[①②③]", head.split("：", 1)[1])[1:]
    assert len(steps) >= 2
    for step in steps:
        assert "|" not in step and "time zone" not in step and not step.startswith("知识库写道"), head
    #: every step is a verified knowledge claim's text
    knowledge = [c.claim_text for c in result.confirmed if c.claim_type == "knowledge"]
    for step in steps:
        assert any(step.rstrip("；") in k for k in knowledge), step
