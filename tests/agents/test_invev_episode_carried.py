"""Pattern "two episodes of one trouble: a follow-up refers to the episode the earlier question named by its order"
(issue 10, opened held-out matchday: "那它什么时候恢复的?" after "闸机第一次为啥出问题" — carrying only the subject
answered the end of the episode going on now: "尚未恢复").

* `plan._carried_episode`: a follow-up with a pronoun and no episode of its own (no order, no "now", no "still")
  carries the order the latest earlier question named (`Plan.episode_carried`); the subject is the earlier
  question's own, or the holders of its thing told in a shared word (`plan._episode_thing_owners`).
Expected values come from the world's database by SQL."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import _carried_episode
from tests.agents.world_chat import sql_text, world_service


def test_a_pronoun_follow_up_carries_the_earlier_questions_episode_order() -> None:
    assert _carried_episode("那它什么时候恢复的?", ["闸机第一次为啥出问题"]) == 1
    assert _carried_episode("and when did it clear up?", ["what caused the second gate outage?"]) == 2
    #: an episode of its own, the one now, "still", or no order before: nothing carried
    assert _carried_episode("那它现在恢复了吗?", ["闸机第一次为啥出问题"]) == 0
    assert _carried_episode("它这次什么时候开始的?", ["闸机第一次为啥出问题"]) == 0
    assert _carried_episode("is it still failing?", ["what caused the first gate outage?"]) == 0
    assert _carried_episode("那它什么时候恢复的?", ["闸机为啥出问题"]) == 0
    assert _carried_episode("那它什么时候恢复的?", []) == 0


def test_the_end_of_it_after_the_first_incident_is_that_episodes_end(tmp_path: Path) -> None:
    """Dev twin of the opened case: transfer-api's two incidents today, the second going on now."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        first_end = sql_text(url, "SELECT max(ts) FROM log_record WHERE service = 'transfer-api' AND level = 'ERROR' "
                                  "AND error_code = 'TRF-5030'")
        zone = ZoneInfo(sql_text(url, "SELECT value FROM world_meta WHERE key = 'timezone'"))
        conv = "invev-end"
        chat.ask("transfer-api 今天第一次出问题是什么原因", user_id="invev", conversation_id=conv)
        head = chat.ask("那它几点恢复的？", user_id="invev", conversation_id=conv).answer.split("\n")[0]
    local = datetime.fromisoformat(first_end[:19]).replace(tzinfo=ZoneInfo("UTC")).astimezone(zone)
    assert local.strftime("%Y-%m-%d %H:%M") in head, head
    assert "尚未恢复" not in head, head
