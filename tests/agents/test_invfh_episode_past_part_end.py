"""invFH (opened datepalm, sunlease): two follow-up/comparison readings.

- "which lasted longer, this morning's X or last night's Y?": the window joined from the two sides' windows ended
  at the part's end (12:00; 07:00 for dawn) and cut the episode there (1h00m stated, 1h10m lasted). A window ending
  where a part of the day ends, before now, runs on up to an hour past it (never past now).
- "那 对外API 呢？" after "持续了多久": X named by a part of a description mixing Chinese and Latin words is spaced
  apart on reading ("对外 API"); the space kept the follow-up from being the earlier question asked of X.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.world_chat import sql_text, world_service


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_an_episode_running_past_the_named_parts_end_is_measured_whole(tmp_path: Path) -> None:
    """Scenario "Verified excerpt supports direct observation": the duration stated for the dawn episode is its
    whole span (first to last warning, past 07:00 local), read from the excerpts of the joined window."""
    with world_service(tmp_path, "stagecast") as (chat, url):
        minutes = float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                                      "WHERE service = 'session-cache' AND level = 'WARN'"))
        head = chat.ask("which lasted longer, last night's recommend-api errors or the session-cache warnings at "
                        "dawn?", user_id="invfh", conversation_id="past-end").answer.splitlines()[0]
        assert head.startswith("session-cache 持续更久"), head
        assert "session-cache 2026-03-09 06:10~07:04" in head and f"持续约 {round(minutes)} 分钟" in head, head


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_what_about_a_spaced_description_part_asks_the_earlier_question(tmp_path: Path) -> None:
    """Scenario "Verified excerpt supports direct observation": "那 对外API 呢？" after a duration states the
    described service's duration (its first to last error line), not a cause inference."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        minutes = float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                                      "WHERE service = 'api-front' AND level = 'ERROR'"))
        chat.ask("今天账务数据库锁等待持续了多久", user_id="invfh", conversation_id="spaced")
        head = chat.ask("那 对外API 呢？", user_id="invfh", conversation_id="spaced").answer.splitlines()[0]
        assert head.startswith(f"持续约 {round(minutes)} 分钟"), head
