"""Forms the typed-variant benchmark (`benchmarks/question_variants.py`) broke at the start of stop 54."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, world_chat


@pytest.mark.spec("Answer the question that was asked")
def test_how_many_times_deployed_said_with_duoshao(tmp_path: Path) -> None:
    """boingyard-deploys-today-count-zh under the zh-how-many-times variant: "今天一共发了多少次版" counts the day's
    deploys as "几次版" does — 多少次 between 发了 and 版 is the same count, never an uncounted thing called 版."""
    with world_chat(tmp_path, "boingyard") as service:
        said = ask_head(service, "今天一共发了几次版")
        typed = ask_head(service, "今天一共发了多少次版")
    assert said.startswith("共") and "次发布" in said, said
    assert typed.split("：", 1)[0] == said.split("：", 1)[0], typed
