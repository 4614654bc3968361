"""Issue 10, invDR (opened hivecomb-followup-hive-still-en, -hive-backlog-end-zh): "still backed up?" with its verb
left out is a yes/no whether the trouble goes on (answered 否/是 by its end); "几点追平的" asks a backlog's end and
"追平了没有" whether it is over."""

from __future__ import annotations

import pytest

from superbiz.agents.question import CATCH_UP, asks_over, asks_still, aspects_of


@pytest.mark.parametrize("question", ["still backed up?", "and still failing?", "it's still down?"])
def test_elided_still_is_a_still_yes_no(question: str) -> None:
    assert asks_still(question)


@pytest.mark.parametrize("question", ["still ok?", "still up?", "still no errors?", "anything still odd today?"])
def test_still_of_a_good_state_or_inside_a_question_is_not(question: str) -> None:
    assert not asks_still(question)


def test_caught_up_in_chinese_asks_the_end() -> None:
    assert "end" in aspects_of("蜂箱数据昨晚是几点追平的", has_entity=True, has_record=False)
    assert CATCH_UP.search("队列几点追平的")
    assert asks_over("积压追平了没有？") and not asks_still("积压追平了没有？")


def test_still_doing_with_a_latin_object_is_a_still_yes_no() -> None:
    """minecart-vent-cache-still-evicting-no-zh: "还在驱逐 key 吗?" asks whether the storm goes on (its end)."""
    assert asks_still("通风缓存 还在驱逐 key 吗?")
    assert "end" in aspects_of("缓存还在驱逐 key 吗?", has_entity=True, has_record=False)
    assert not asks_still("现在还在用 redis 吗")


@pytest.mark.parametrize("question", ["all good now?", "we good again?", "is it all good now?"])
def test_all_good_now_asks_health(question: str) -> None:
    """minecart-followup-vent-now-en, lagoonbus-followup-sms-now-en: the present health, not a main-anomaly line."""
    assert aspects_of(question, has_entity=True, has_record=False) == ["health"]
    assert aspects_of(question, has_entity=False, has_record=False) == ["health"]
