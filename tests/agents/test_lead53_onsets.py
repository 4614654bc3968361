"""The lead's stop-53 onset rule, found by the sealed first measurement of steerdeck."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, world_chat


@pytest.mark.spec("Answer the question that was asked")
def test_when_did_it_start_failing_is_the_trouble_going_on(tmp_path: Path) -> None:
    """steerdeck-booking-onset-zh: "约课app啥时候开始挂的", no time said, the lesson-booking app failing now (a lock
    wait since 09:43 local): the trouble going on began at 09:43 — yesterday's deploy errors (17:05) and the morning's
    SMS outage (06:00) in the same look-back are earlier troubles, not the start asked."""
    with world_chat(tmp_path, "steerdeck") as service:
        head = ask_head(service, "约课app啥时候开始挂的")
    assert "09:43" in head.split("\n")[0] and "2026-10-13 17:05" not in head.split("\n")[0], head
