"""Issue 10 (answer the question asked), pattern "an episode named by the part of the day it was nearest": "中午那次和
晚上那次连接池问题，哪次报错更多？" of a service whose first pool episode began at 13:40 — after 中午 (11:00–13:00)
ended. The side's window holds no episode's start, so it is counted on to the end of the episode that began soonest
after it (`investigate._episode_run_on_calls`, `_PART_SLACK`), never stated as "0 条" beside the other's count.

Over the opened held-out world tapasres (no dev world has one service with two episodes of a trouble)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.agents.world_chat import world_asker

_FIRST = ("SELECT count(*) FROM log_record WHERE service = 'reservia' AND level = 'ERROR' "
          "AND ts >= '2026-12-11 10:00' AND ts < '2026-12-11 14:00'")


def test_a_side_whose_part_holds_no_episode_counts_the_episode_just_after_it(tmp_path: Path) -> None:
    with world_asker(tmp_path, "tapasres") as ask:
        answer, first = ask("reservia 中午那次跟晚上那次连接池打满，哪次报错多？", _FIRST)
    head = answer.split("\n", 1)[0]
    assert first > 0
    counts = [int(n) for n in re.findall(r"共 (\d+) 条", head)]
    assert len(counts) == 2, head
    assert counts[0] == first, head  # the episode that began at 13:40 local, whole
    assert "13:52" in head  # the side runs on to that episode's end (its alert resolved 13:52 local)


def test_errors_counted_as_times_reported_ask_log_lines() -> None:
    """"报过几次错", "出过几回错": error lines counted, so a window with none answers "ERROR: 0" (lockerbay: a gap)."""
    from superbiz.agents.question import asks_log_lines

    assert asks_log_lines("寄件网页 今天上午（12点前）报过几次错")
    assert asks_log_lines("结算服务昨晚出过几回错？")
    assert not asks_log_lines("今天有多少台设备升级成功了")
