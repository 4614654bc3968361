"""Patterns from the opened atollstay (invBU), on names of no real world.

Scenarios:
- atollstay "conch-app 今晚 21 点那小时和 22 点那小时，哪个报错多？": "N 点那小时" (and "the 9pm hour") is the clock
  hour that starts at N — 21:00–22:00 against 22:00–23:00 — not the hour around each clock (20:30–21:30).
- Spec scenario "two windows compared on error lines" (nilecart "订单服务中午那次和傍晚那次连接池打满，哪次报错更多";
  dev: harbor-night-episode-runs-past-midnight-compare-zh): each side names an episode by where it began; an episode
  whose alert resolved after its side's window ended (18:43–19:07 against 17:00–19:00) is counted whole, to the
  alert's end, not cut at the window's edge.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import episode_sides
from superbiz.agents.timeparse import resolve_time
from superbiz.agents.timewindows import resolve_windows
from tests.agents.world_chat import sql_text, world_service

_ZONE = ZoneInfo("Indian/Maldives")
_NOW = datetime(2026, 12, 1, 23, 20, tzinfo=_ZONE)


def _local(hour: int) -> datetime:
    return datetime(2026, 12, 1, hour, tzinfo=_ZONE)


@pytest.mark.parametrize("question", [
    "svc-a 今晚 21 点那小时和 22 点那小时，哪个报错多？",
    "svc-a 今晚 21 点那个小时和 22 点那个小时比，哪个报错多？",
    "did svc-a log more errors in the 9pm hour or the 10pm hour tonight?",
])
def test_clock_hours_compared_are_the_hours_starting_at_the_clocks(question: str) -> None:
    """Scenario atollstay "今晚 21 点那小时和 22 点那小时": 21:00–22:00 against 22:00–23:00."""
    found = resolve_windows(question, now=_NOW, zone=_ZONE)
    assert found is not None
    first, second = found
    assert (first.start, first.end) == (_local(21), _local(22))
    assert (second.start, second.end) == (_local(22), _local(23))


def test_one_clock_hour_is_the_hour_after_the_clock() -> None:
    """Scenario atollstay: "21 点那小时" alone is 21:00–22:00; a bare "21 点" stays the hour around it."""
    hour = resolve_time("svc-a 今晚 21 点那小时报错多吗", now=_NOW, zone=_ZONE)
    assert (hour.start, hour.end) == (_local(21), _local(22))
    around = resolve_time("svc-a 今晚 21 点报错多吗", now=_NOW, zone=_ZONE)
    assert (around.start, around.end) != (_local(21), _local(22))


def test_episode_sides_are_read_on_both_sides() -> None:
    assert episode_sides("svc-a 中午那次和傍晚那次连接池打满，哪次报错更多")
    assert episode_sides("did svc-a log more errors in the noon episode or the evening one?")
    assert not episode_sides("svc-a 中午和傍晚比，哪个报错更多")


def test_an_episode_running_past_its_window_is_counted_whole(tmp_path: Path) -> None:
    """Scenario nilecart "中午那次和傍晚那次连接池打满": the episode whose alert began in its side's window and
    resolved after it is counted to the alert's end."""
    with world_service(tmp_path, "harbor") as (chat, url):
        svc = sql_text(url, "SELECT service FROM alert WHERE state = 'resolved' "
                            "ORDER BY julianday(ends_at) - julianday(starts_at) DESC LIMIT 1")
        whole = sql_text(url, f"SELECT count(*) FROM log_record WHERE service = '{svc}' AND level = 'ERROR' AND ts >= "
                              f"(SELECT datetime(starts_at, '-30 minutes') FROM alert WHERE service = '{svc}') AND ts "
                              f"<= (SELECT ends_at FROM alert WHERE service = '{svc}')")
        head = chat.ask(f"{svc} 昨晚11点那次和今天下午那次，哪次报错更多？", user_id="invbu").answer.splitlines()[0]
        assert f"共 {whole} 条" in head, (whole, head)
