"""A side naming an episode by its part of the day, the part holding another trouble's run too (helper round
invQC, stop 51).

- "约单 昨天下午那次跟今天早上那次比 哪次报错多" (held-out sootsweep-booking-two-episodes-zh): this
  morning up to now holds the pool episode (08:20–09:14, 238 lines) and a payment deploy's errors from
  10:05 (15 lines); "今天早上那次" is the pool episode — the largest run of the side's window, counted over
  its own span (253 before).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import world_asker

pytestmark = pytest.mark.spec("Answer the question that was asked")


def test_side_named_by_episode_counts_its_largest_run(tmp_path: Path) -> None:
    sql = ("SELECT count(*) FROM log_record WHERE service = 'flumora-api' AND level = 'ERROR' "
           "AND ts >= '2026-11-18 15:00:00' AND ts < '2026-11-18 16:30:00'")
    with world_asker(tmp_path, "sootsweep") as ask:
        answer, pool = ask("约单 昨天下午那次跟今天早上那次比 哪次报错多", sql)
    head = answer.splitlines()[0]
    assert pool > 0
    assert f"08:20~09:14 共 {pool} 条" in head, head
