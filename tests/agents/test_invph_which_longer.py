"""Spec scenario "Answer the question that was asked" (opened sootsweep): "which one was longer?" told after the
follow-up's own side with a dash ("and the X last night - which one was longer?") sets that side against the
conversation's trouble, the way a comma or a question mark between them already does."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import _OWN_SIDE_WHICH
from tests.agents.world_chat import ask_head, world_service


def _conversation(tmp_path: Path, world: str, questions: tuple[str, ...]) -> str:
    """The head line of the last answer of one conversation over a fresh copy of ``world``."""
    with world_service(tmp_path, world) as (service, _):
        return ask_head(service, *questions)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "side"), [
    ("and the reminder backlog last night - which one was longer?", "the reminder backlog last night"),
    ("and the payment cert outage last night — which one was longer?", "the payment cert outage last night"),
    ("and the lock waits on billing-db -- which one was longer?", "the lock waits on billing-db"),
])
def test_a_dash_between_the_side_and_the_choice_sets_the_side_apart(question: str, side: str) -> None:
    """sootsweep-which-longer-followup-en: a dash said between words separates the side from the bare choice; a
    hyphen inside a name ("billing-db") stays in the side."""
    m = _OWN_SIDE_WHICH.match(question)
    assert m is not None and m.group("side").strip() == side


@pytest.mark.spec("Answer the question that was asked")
def test_a_side_told_before_a_dash_is_set_against_the_earlier_trouble(tmp_path: Path) -> None:
    """sootsweep-which-longer-followup-en: "how long did the quote cache thing last yesterday morning?" → "and the
    reminder backlog last night - which one was longer?" — both spans stated (the cache's ~45 min, the backlog's
    ~1h35m), the backlog named longer; never the backlog's records alone."""
    head = _conversation(tmp_path, "sootsweep", ("how long did the quote cache thing last yesterday morning?",
                                                  "and the reminder backlog last night - which one was longer?"))
    assert "持续更久" in head and head.count("持续约") == 2, head
    assert head.startswith("nudgelet-worker 持续更久"), head
