"""Scenario "是不是 Y 导致的 / Y 有没有责任": a yes/no about whether a suspect is to blame is not "did the suspect
have a problem" (yes = unhealthy). "有没有<trouble>" still asks whether that trouble happened."""

from __future__ import annotations

import pytest

from superbiz.agents.question import asks_about_problems


@pytest.mark.parametrize(("question", "problem"), [
    ("早上 pay-api 挂的时候，token-cache 有没有责任？", False),
    ("这事跟 token-cache 有没有关系", False),
    ("昨晚 token-db 有没有锁等待？", True),
    ("pay-api 今天有没有重启？", True),
])
def test_a_suspects_blame_is_not_its_trouble(question: str, problem: bool) -> None:
    assert asks_about_problems(question) is problem
