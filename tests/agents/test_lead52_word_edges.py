"""The lead (stop 52): words broken by the typed-variant benchmark (``benchmarks/question_variants.py`` over stop 51's
sealed worlds). A written form of a day word is read only as a word of its own ("目前日票" is 目前 + 日票, never 前日 =
前天), and a tag question typed with no question mark still asks yes or no ("… bad release right")."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import aspects_of
from superbiz.agents.question_text import clean_question
from superbiz.agents.timeparse import resolve_time

NOW = datetime(2031, 3, 4, 12, 30, tzinfo=UTC)  # 18:30 in Qostanay
ZONE = ZoneInfo("Asia/Qostanay")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("word", ["目前", "之前", "以前", "提前", "当前", "此前"])
def test_a_word_ending_in_qian_keeps_the_ri_after_it(word: str) -> None:
    """cragline cragline-vertipass-errors-since-lunch-zh as typed "午饭后到目前日票报了多少错" (variant zh-now of
    "到现在"): 目前日票 was read as 前日 (前天, the day before yesterday) — the window ran from two days back and 日票
    (the day pass, the subject) was lost. The written forms 前日/今日 are day words only on their own."""
    cleaned = clean_question(f"午饭后到{word}日票报了多少错")
    assert "前天" not in cleaned and "日票" in cleaned, cleaned
    got = resolve_time(cleaned, now=NOW, zone=ZONE)
    assert got.start is not None and got.start.astimezone(ZONE).date() == NOW.astimezone(ZONE).date(), got
    # the day words themselves still read
    assert "前天" in clean_question("前日下午日票报了多少错")
    assert "今天" in clean_question("今日日票报了多少错")
    assert "今天" not in clean_question("如今日票还报错吗")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "they shipped a new vertipass at 3:30pm and it fell over right after. bad release right",
    "they pushed the app at 9 and it died. bad deploy eh",
    "bad rollout innit.",
])
def test_a_tag_question_without_a_question_mark_still_asks_yes_or_no(question: str) -> None:
    """cragline cragline-afternoon-rollout-false-cause-en as typed without its question mark (variant no-end-mark):
    "… bad release right" answered neither yes nor no. A bad change told in a statement or a how-to asks nothing."""
    assert "yes_no" in aspects_of(clean_question(question), has_entity=True, has_record=False), question
    for told in ("the bad release right after lunch broke it, what now?", "how do I roll back a bad deploy right away"):
        assert "yes_no" not in aspects_of(clean_question(told), has_entity=True, has_record=False), told
