"""The lead's mends, stop 49 (issue 10).

Failed records counted of a wave the user places loosely by a part of the day, whose burst the part cuts:

- "中午泊位那波 一共挂了多少单？" (sailrent): no status named; the wave's failed records (one error code) began at 12:42
  and ran to 13:07 — 中午 (11:00–13:00) held 9 of the wave's 12. The burst of the window's one failing code is
  followed past the part's end, as a named status's already was.
- "中午那会儿 WALLET_HUNG 的单子几笔" (pinhall): the status's burst began at 13:10, ten minutes after 中午 ended —
  none in the part itself; the burst that began just after the part's end is the one the user meant.
- "那影响了多少单预约" after "昨天傍晚靶道预约怎么了" (quiverly): 傍晚 (17:00–19:00) is a part of the day too: the
  episode that ran on to 19:30 is counted to its end (19:00 was no part's end for the readers of an episode's run-on).

Keys by SQL on the generated worlds (times stored naive UTC).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import ask_head, sql_text, world_service


def _count(url: str, where: str) -> int:
    return int(sql_text(url, f"SELECT count(*) FROM orders WHERE {where}"))


@pytest.mark.spec("Answer the question that was asked")
def test_a_waves_failed_records_are_counted_past_the_noon_part_that_cut_it(tmp_path: Path) -> None:
    with world_service(tmp_path, "sailrent") as (service, url):
        head = ask_head(service, "中午泊位那波 一共挂了多少单？")
        wave = _count(url, "status = 'DOCK_UNASSIGNED'")
        in_part = _count(url, "status = 'DOCK_UNASSIGNED' AND created_at < '2026-12-05 15:00:00'")
    assert 0 < in_part < wave, (in_part, wave)
    assert f"共 {wave} 笔" in head and f"共 {in_part} 笔" not in head, (wave, in_part, head)


@pytest.mark.spec("Answer the question that was asked")
def test_a_status_burst_just_after_the_part_named_is_the_one_counted(tmp_path: Path) -> None:
    with world_service(tmp_path, "pinhall") as (service, url):
        noon = ask_head(service, "中午那会儿 WALLET_HUNG 的单子几笔")
        morning = ask_head(service, "早上 WALLET_HUNG 的单子几笔")
        burst = _count(url, "status = 'WALLET_HUNG'")
        first = sql_text(url, "SELECT min(created_at) FROM orders WHERE status = 'WALLET_HUNG'")
    assert burst > 0 and first[:16] > "2026-11-14 06:00", (burst, first)  # after 13:00 local (UTC+7)
    assert f"共 {burst} 笔" in noon, (burst, noon)
    assert "共 0 笔" in morning, morning  # 12:00 is an hour before the burst: the morning's records stay its own


@pytest.mark.spec("Answer the question that was asked")
def test_records_asked_after_an_evening_trouble_count_its_episode_past_the_evenings_end(tmp_path: Path) -> None:
    with world_service(tmp_path, "quiverly") as (service, url):
        head = ask_head(service, "昨天傍晚靶道预约怎么了", "那影响了多少单预约")
        storm = _count(url, "status = 'NOCK_DROPPED'")
        by_dusk_end = _count(url, "status = 'NOCK_DROPPED' AND created_at < '2026-10-14 18:00:00'")
    assert 0 < by_dusk_end < storm, (by_dusk_end, storm)
    assert f"其中失败（带错误码）的 {storm} 笔" in head, (storm, head)
