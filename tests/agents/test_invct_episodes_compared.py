"""invCT (opened remitnic, taigaheat): two episodes of one trouble compared by how long each lasted.

- Issue pattern "a choice between two parts of one named day": "Which ledger pool episode yesterday lasted longer, the
  morning one or the evening one?" — the parts pick that day's episodes, the day is the window (it read as two
  windows, morning against evening, and answered one window's log counts).
- Issue pattern "records of a status, yesterday vs today" (see the last test).
- Issue pattern "which of the two" follow-up: "which of the two lasted longer?" after a question about a trouble
  compares the subject's episodes (it read as the subject's health); a pool trouble named earlier in the conversation
  compares the pool's caller's episodes, as when the question names the pool itself.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan_terms import status_by_value
from superbiz.agents.question import compares_episodes, without_episode_parts
from tests.agents.world_chat import sql_text, world_service


def test_a_choice_between_two_parts_of_one_named_day_picks_that_days_episodes() -> None:
    asked = "Which ledger pool episode yesterday lasted longer, the morning one or the evening one?"
    assert compares_episodes(asked)
    timed = without_episode_parts(asked)
    assert "yesterday" in timed and "morning" not in timed and "evening" not in timed
    assert compares_episodes("昨天上午那次和下午那次，哪次持续更久？")
    #: not a duration: two windows of the day, as before (an episode near each part is counted)
    assert without_episode_parts("昨天中午那次和晚上那次，哪次报错更多") == "昨天中午那次和晚上那次，哪次报错更多"
    #: two days named: two windows
    assert not compares_episodes("昨天早上那次和今天早上那次，哪次更久")


def test_which_of_the_two_compares_the_subjects_episodes() -> None:
    assert compares_episodes("which of the two lasted longer?")
    assert compares_episodes("which of the two incidents was worse?")
    assert not compares_episodes("which service lasted longer?")


def test_which_of_the_two_after_a_pool_trouble_compares_the_pools_caller(tmp_path: Path) -> None:
    with world_service(tmp_path, "stagecast") as (chat, url):
        caller = sql_text(url, "SELECT DISTINCT service FROM alert WHERE alertname = 'DbPoolNearlyFull'")
        store = sql_text(url, "SELECT DISTINCT service FROM log_record WHERE error_code = 'PG-POOL-W'")
        chat.ask(f"{store} connection pool filled up today, right?", user_id="invct", conversation_id="pool")
        head = chat.ask("which of the two lasted longer?", user_id="invct",
                        conversation_id="pool").answer.splitlines()[0]
        assert f"{caller} " in head and f"{store} 错误码" not in head, head


def test_a_status_written_as_it_is_compared_across_two_windows_counts_its_records(tmp_path: Path) -> None:
    """Issue pattern "records of a status, yesterday vs today": "more BANK_REJECTED payouts yesterday or today so
    far?" — the status's records in each window (it counted the subject's ERROR lines in each)."""
    assert status_by_value("more PENDING_REVIEW transfers yesterday or today?", ["PENDING_REVIEW", "SETTLED"])
    assert not status_by_value("more PENDING_REVIEW errors yesterday or today?", ["PENDING_REVIEW"])
    assert not status_by_value("more pending transfers yesterday or today?", ["PENDING_REVIEW"])
    with world_service(tmp_path, "ledgerly") as (chat, url):
        zone = ZoneInfo(sql_text(url, "SELECT value FROM world_meta WHERE key = 'timezone'"))
        end = datetime.fromisoformat(sql_text(url, "SELECT max(ts) FROM log_record")).replace(tzinfo=UTC)
        today = end.astimezone(zone).replace(hour=0, minute=0, second=0, microsecond=0)
        morning = today.replace(hour=6).astimezone(UTC).strftime("%Y-%m-%d %H:%M")
        evening = (today - timedelta(days=1)).replace(hour=17).astimezone(UTC).strftime("%Y-%m-%d %H:%M")
        midnight = today.astimezone(UTC).strftime("%Y-%m-%d %H:%M")
        count = ("SELECT count(*) FROM orders WHERE status = 'PENDING_REVIEW' AND created_at >= '{}'"
                 " AND created_at < '{}'")
        first = sql_text(url, count.format(evening, midnight))
        second = sql_text(url, count.format(morning, "9999-12-31 00:00"))
        head = chat.ask("more PENDING_REVIEW transfers yesterday evening or this morning?",
                        user_id="invct").answer.splitlines()[0]
        assert f"共 {first} 笔" in head and f"共 {second} 笔" in head and "ERROR" not in head, head
