"""Spec scenario "Answer the question that was asked" (stop 56, invVC): a cause asked of errors told to have begun at a
clock ("两点十分左右开始报错") is the chain of the errors that began then, not of a later trouble in the same hours."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, world_chat


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["门神网关两点十分左右开始报错 根因是啥",
                                      "gateway started erroring around 2:10pm, root cause?"])
def test_errors_begun_at_the_clock_told_walk_their_own_chain(tmp_path: Path, question: str) -> None:
    """kelpdome-gateway-chain-cause-zh: at 14:10 the gateway's errors come through the checkout from the timeslot
    engine's Redis (vornbell); the member cache (quillrest) only storms from 14:40 — the hours around the clock held
    both, and the head named both as overlapping sources."""
    with world_chat(tmp_path, "kelpdome") as service:
        head = ask_head(service, question)
    assert "vornbell" in head and "quillrest" not in head, head
