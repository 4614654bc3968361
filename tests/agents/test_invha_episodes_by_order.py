"""Pattern "two episodes of one trouble, named by their order" (invHA, opened held-out hutnest and yarnloft: a cache
storm that logs only WARN lines, twice in one afternoon, each time with its own resolved alert).

* "the first bed cache storm": an ordinal with up to three words of the trouble's thing before a trouble noun
  (storm / wave / spike / burst / backlog / incident …) names the episode (`question._ORDINALS`).
* A later episode's WARN lines, queried apart over its own span (`investigate._episode_calls`), read steady against
  a previous window that still holds the earlier episode's tail; quiet when their span began, they are stated
  (`offline_executor._service_claims`) and joined to the subject's alert episode they lie around
  (`render.answer._episodes`, `_around_alerts`) — "when did the second storm kick off?" answered the first's onset.
* "那第一波呢？" / "and the second one?" after a question naming an episode by its order asks that question again of
  the other episode (`plan._nth_one_asked`); "which one was longer?" / "哪次更久？" after a question naming two episodes
  compares them (`plan._which_of_two`).
Expected values come from the world's database by SQL."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import _nth_one_asked, _which_of_two
from superbiz.agents.question import episode_ordinal
from tests.agents.world_chat import sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_an_ordinal_with_the_troubles_words_names_the_episode() -> None:
    """Dev ledgerly-ordinal-wave-words-end-en."""
    assert episode_ordinal("the first bed cache storm this afternoon, when did that one end?") == 1
    assert episode_ordinal("the first transfer-api error wave today, when did that one end?") == 1
    assert episode_ordinal("how many holds failed in the first storm?") == 1
    assert episode_ordinal("was the first thing fine?") == 0


@pytest.mark.spec("Answer the question that was asked")
def test_a_follow_up_naming_another_episode_by_order_asks_the_earlier_question_of_it() -> None:
    """Dev ledgerly-followup-and-the-second-one-onset-en."""
    assert _nth_one_asked("那第一波呢？", ["第二波缓存风暴什么时候开始的"]) == "第一波缓存风暴什么时候开始的"
    assert (_nth_one_asked("and the second one?", ["when did the first api incident start?"])
            == "when did the second api incident start?")
    assert _nth_one_asked("and in the second one?", ["how many failed in the first storm?"]) == \
        "how many failed in the second storm?"
    #: the earlier question names no episode by its order, or the follow-up asks something of its own
    assert _nth_one_asked("and the second one?", ["when did the api start failing?"]) == "and the second one?"
    assert _nth_one_asked("那第一波为啥？", ["第二波几点开始的"]) == "那第一波为啥？"


@pytest.mark.spec("Answer the question that was asked")
def test_which_one_after_two_episodes_named_is_a_choice_between_them() -> None:
    """Dev ledgerly-followup-which-one-of-two-named-longer-en/-zh."""
    assert _which_of_two("which one was longer?", ["when were the two cache storms today?"]) == \
        "which of the two was longer?"
    assert _which_of_two("哪次更久？", ["今天两次出问题分别是几点"]) == "两次中哪次更久？"
    assert _which_of_two("which one was longer?", ["when did it go down?", "and the second time?"]) == \
        "which of the two was longer?"
    assert _which_of_two("which one was longer?", ["when did it go down?"]) == "which one was longer?"


@pytest.mark.spec("Answer the question that was asked")
def test_a_later_warn_only_episode_is_its_own(tmp_path: Path) -> None:
    """Held-out hutnest (opened): the second storm's onset is its own first WARN line, the first storm's end its own
    last line, and the two storms' spans are compared."""
    svc = "bedgrid-redis"
    with world_service(tmp_path, "hutnest") as (chat, url):
        gap = sql_text(url, f"SELECT min(ends_at) FROM alert WHERE service = '{svc}'")
        second = sql_text(url, f"SELECT min(ts) FROM log_record WHERE service = '{svc}' AND level = 'WARN' "
                               f"AND ts > '{gap}'")
        first_end = sql_text(url, f"SELECT max(ts) FROM log_record WHERE service = '{svc}' AND level = 'WARN' "
                                  f"AND ts < '{gap}'")
        zone = ZoneInfo(sql_text(url, "SELECT value FROM world_meta WHERE key = 'timezone'"))
        onset = chat.ask("when did the second bed cache storm kick off?", user_id="invha").answer.split("\n")[0]
        end = chat.ask("the first bed cache storm this afternoon, when did that one end?",
                       user_id="invha").answer.split("\n")[0]
        conv = "invha-longer"
        chat.ask("when were the two bed cache storms today?", user_id="invha", conversation_id=conv)
        longer = chat.ask("which one was longer?", user_id="invha", conversation_id=conv).answer.split("\n")[0]

    def local(stamp: str) -> str:
        return datetime.fromisoformat(stamp[:19]).replace(tzinfo=ZoneInfo("UTC")).astimezone(zone).strftime(
            "%Y-%m-%d %H:%M")

    assert re.search(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}", onset).group(0) == local(second), onset  # type: ignore[union-attr]
    assert local(first_end) in end and "尚未恢复" not in end, end
    assert longer.startswith("第一次(first)持续更久"), longer
