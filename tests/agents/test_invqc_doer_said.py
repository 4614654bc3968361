"""A service named by its doer (helper round invQC, stop 51).

- "first storm vs the one now which had more scanner errors" (held-out pawsafari-storm-windows-errors-en):
  "scanner" is held by no name or description; the "gate ticket scanning service" says its deed — the
  doer names it, and the first storm is set against the one now.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan_terms import doer_said
from tests.agents.world_chat import world_asker

pytestmark = pytest.mark.spec("Answer the question that was asked")


def test_doer_said_for_the_deed_held() -> None:
    held = ["gate ticket scanning service", "gate scan cache", "route planning engine"]
    assert doer_said("more scanner errors", held) == "more scanning errors"
    assert doer_said("is the route planner ok", held) == "is the route planning ok"
    #: two held words as near: left as it is
    assert doer_said("more scanner errors", [*held, "scanning station"]) == "more scanning errors"
    assert doer_said("the scanner", ["barcode scanning", "scannation desk"]) == "the scanner"
    #: a word held stays
    assert doer_said("the scanner", ["scanner service", "scanning"]) == "the scanner"


def test_first_storm_against_the_one_now_of_a_doer(tmp_path: Path) -> None:
    with world_asker(tmp_path, "pawsafari") as ask:
        answer, _ = ask("first storm vs the one now which had more scanner errors", "SELECT 1")
    head = answer.splitlines()[0]
    assert "skanaro" in head and "ERROR 日志 39 条" in head and "ERROR 日志 54 条" in head, head
