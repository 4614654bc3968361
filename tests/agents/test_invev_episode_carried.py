"""Pattern "two episodes of one trouble: a follow-up refers to the episode the earlier question named by its order"
(issue 10, opened held-out matchday: "那它什么时候恢复的?" after "闸机第一次为啥出问题" — carrying only the subject
answered the end of the episode going on now: "尚未恢复").

* `plan._carried_episode`: a follow-up with a pronoun and no episode of its own (no order, no "now", no "still")
  carries the order the latest earlier question named (`Plan.episode_carried`); the subject is the earlier
  question's own, or the holders of its thing told in a shared word (`plan._episode_thing_owners`).
* `plan._with_episode_now`: "比第一次那波长还是短？" after "这次几点开始的" — a comparative opening with 比 names one
  episode and leaves its own side out: the episode the earlier question was on (这次), the question completed with it
  (`Plan.asked_as`, which the answer's brief reads).
Expected values come from the world's database by SQL."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from superbiz.agents.plan import _carried_episode, _with_episode_now
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


def test_a_comparative_with_its_own_side_left_out_is_the_episode_the_conversation_is_on() -> None:
    conversation = ["闸机是不是又挂了", "这次几点开始的"]
    assert _with_episode_now("比第一次那波长还是短？", conversation) == "这次比第一次那波长还是短？"
    assert _with_episode_now("那比第一次久吗？", ["X 这次是几点开始的？"]) == "这次那比第一次久吗？"
    #: the earlier question on no episode now, both sides named, or no 比 opening: as asked
    assert _with_episode_now("比第一次那波长还是短？", ["闸机为啥出问题"]) == "比第一次那波长还是短？"
    assert _with_episode_now("这次比第一次那波长还是短？", ["这次几点开始的"]) == "这次比第一次那波长还是短？"
    assert _with_episode_now("第一次那波多长？", ["这次几点开始的"]) == "第一次那波多长？"
    assert _with_episode_now("比昨天多吗？", ["这次几点开始的"]) == "比昨天多吗？"


def test_shorter_than_the_first_after_this_ones_onset_compares_the_two_episodes(tmp_path: Path) -> None:
    """Dev twin of the opened case: transfer-api's second incident (this one) against its first, by their spans."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        spans = [round(float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                                           f"WHERE service = 'transfer-api' AND error_code = '{code}'")))
                 for code in ("TRF-5030", "TRF-4210")]
        conv = "invev-than"
        chat.ask("transfer-api 是不是又出问题了", user_id="invev", conversation_id=conv)
        chat.ask("这次几点开始的", user_id="invev", conversation_id=conv)
        head = chat.ask("比第一次那波长还是短？", user_id="invev", conversation_id=conv).answer.split("\n")[0]
    assert head.startswith("这次(this one)（第二次(second)）比第一次(first)更短"), head
    assert all(f"持续约 {m} 分钟" in head for m in spans), head
