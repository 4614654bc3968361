"""The lead's stop-54 rule: the hop right above a chain's origin says what failed there in its own words."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, world_chat


@pytest.mark.spec("Answer the question that was asked")
def test_a_three_hop_cause_says_what_failed_above_the_origin(tmp_path: Path) -> None:
    """crv-keystrel-cause-zh: the authorisation service's calls to the lease service fail (503) because the lease
    service's connection pool to the database is exhausted; the database itself only logged that its connections were
    close to the maximum. The chain's head names the origin and the route, and now the hop above the origin in its own
    words (its line names the origin: "connection pool exhausted …") — the cause an on-call engineer acts on — while
    the subject's first time is still said whole (the head is cut at 300 characters). Asked by the service's
    description and a time of day, not by its error code."""
    with world_chat(tmp_path, "cratevale") as service:
        head = ask_head(service, "授权服务中午为啥一直报错 根子在哪")
    assert "lumbrapg" in head and "connection pool exhausted" in head, head
    assert "tenmora" in head.split("connection pool", 1)[0], head
    assert "首次出现 2026-09-23T00:4" in head, head
