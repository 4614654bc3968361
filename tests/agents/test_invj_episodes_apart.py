"""Pattern "one trouble twice today, asked per episode" (opened held-out gymflow scenarios booking-lock-morning and
booking-lock-now: the booking service fails on its database's lock waits in the morning, resolved, and again now;
both episodes log the same error code, so a day's window counts their lines as one record spanning the quiet gap).

* "这次跟第一次比，哪次 X 报错更多？", "第一次和这次各有多少…": the episode going on now named beside the first is two
  episodes compared; each episode's own lines are queried over its own span (told apart by the subject's alerts)
  and the head states each one's count.
* "第一次 X 锁等待是几点恢复的": the end of the first episode (its last line), not "not recovered yet" of the one now.
Expected values come from the world's database by SQL."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import compares_episodes, episode_ordinal
from tests.agents.world_chat import sql_text, world_service

_SVC = "slotbook"
#: the subject's ERROR lines of its first (resolved) episode and of the one firing now, split by its own alerts
_FIRST = (f"FROM log_record WHERE service = '{_SVC}' AND level = 'ERROR' AND ts <= (SELECT datetime(max(ends_at), "
          f"'+30 minutes') FROM alert WHERE service = '{_SVC}' AND state = 'resolved')")
_NOW = (f"FROM log_record WHERE service = '{_SVC}' AND level = 'ERROR' AND ts >= (SELECT datetime(min(starts_at), "
        f"'-30 minutes') FROM alert WHERE service = '{_SVC}' AND state = 'firing')")


@pytest.mark.parametrize("question", ["这次跟第一次比，哪次报错更多？", "第一次和这次各有多少单失败？",
                                      "which one had more errors, this one or the first one?"])
def test_this_episode_beside_the_first_is_two_compared(question: str) -> None:
    assert compares_episodes(question)


@pytest.mark.parametrize("question", ["第一次锁等待是几点恢复的", "这次报错几点开始的？", "第一次是什么原因"])
def test_one_episode_named_is_no_comparison(question: str) -> None:
    assert not compares_episodes(question)
    assert episode_ordinal("第一次锁等待是几点恢复的") == 1


def test_two_episodes_of_one_code_are_counted_apart(tmp_path: Path) -> None:
    with world_service(tmp_path, "gymflow") as (chat, url):
        first, now = (sql_text(url, f"SELECT count(*) {where}") for where in (_FIRST, _NOW))
        answer = chat.ask(f"这次跟第一次比，哪次{_SVC}报错更多？", user_id="invj").answer
    head = answer.split("\n\n")[0]
    assert f"ERROR 日志 {first} 条" in head and f"ERROR 日志 {now} 条" in head, head


def test_the_first_episode_end_is_its_own_last_line(tmp_path: Path) -> None:
    with world_service(tmp_path, "gymflow") as (chat, url):
        last = sql_text(url, f"SELECT max(ts) {_FIRST}")
        zone = sql_text(url, "SELECT value FROM world_meta WHERE key = 'timezone'")
        answer = chat.ask(f"第一次{_SVC}锁等待是几点恢复的", user_id="invj").answer
    local = datetime.fromisoformat(last).replace(tzinfo=ZoneInfo("UTC")).astimezone(ZoneInfo(zone))
    head = answer.split("\n\n")[0]
    assert not head.startswith(("尚未恢复", "仍有异常")) and local.strftime("%H:%M") in head, head


def test_an_ordinal_naming_an_episode_asks_no_onset() -> None:
    from superbiz.agents.question import aspects_of

    assert aspects_of("这次跟第一次比，哪次报错更多？", has_entity=True, has_record=False) == ["comparison"]
    assert "onset" in aspects_of("第一次和第二次哪次几点开始的？", has_entity=True, has_record=False)
