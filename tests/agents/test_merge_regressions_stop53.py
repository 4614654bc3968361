"""Stop 53's merged round: a regression the whole held-out run found, mended by the lead."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, world_chat


@pytest.mark.spec("Answer the question that was asked")
def test_a_clean_rollout_before_a_backlog_its_records_never_name_is_no(tmp_path: Path) -> None:
    """veilshot-gallery-rollout-broke-albums-no-zh (after invSA read "发了个版 … 把…搞挂了" as a deploy suspect): the
    gallery rolled out cleanly at 16:15–16:19 and the album print worker's own queue backed up from 16:20 — its
    records name its topic, never the gallery, and the gallery shows nothing in the window. The change is a
    coincidence in time: no (before the mend the generic "after the change" inference answered yes)."""
    with world_chat(tmp_path, "veilshot") as service:
        head = ask_head(service, "画廊四点一刻发了个版，是不是它把相册印制搞挂了？")
    assert head.startswith("不是") and "glintgal" in head.split("\n")[0], head
