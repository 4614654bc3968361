"""invVG (stop 56): a head word said in the plural ("what errors did the gates throw") names the application
whose three-word head ends "<word> app" (held-out hoofmoat/hoofmoat-fu-gate-count-en)."""

from __future__ import annotations

import pytest

from superbiz.agents.loose_names import head_tail_said

_DESCRIPTIONS = {
    "turnstyx": "入园闸机应用（扫码检票） / entrance gate app (ticket scanning)",
    "tikvault": "门票服务（日票） / ticketing service (day tickets)",
    "stubdb": "门票数据库 / ticket database",
}


@pytest.mark.spec("Answer the question that was asked")
def test_the_plural_of_an_app_heads_word_names_it() -> None:
    """hoofmoat-fu-gate-count-en: "the gates" is the entrance gate app."""
    said = head_tail_said("what errors did the gates throw during the first storm", _DESCRIPTIONS,
                          {"stubdb": "postgres"})
    assert said == ("gates", "turnstyx"), said


@pytest.mark.spec("Answer the question that was asked")
def test_a_word_another_description_holds_names_nothing() -> None:
    """hoofmoat-fu-gate-count-en: the word held by two descriptions names neither."""
    both = {**_DESCRIPTIONS, "gatekeep": "闸机网关 / gate control gateway"}
    assert head_tail_said("what errors did the gates throw", both, {"stubdb": "postgres"}) is None


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_count_is_asked_over_the_told_episode() -> None:
    """hoofmoat-fu-gate-count-en: "and how many?" after "... during the first storm" counts that storm."""
    from superbiz.agents.plan import _count_in_told_episode

    told = ["what errors did the gates throw during the first storm"]
    assert _count_in_told_episode("and how many?", told) == "and how many in the first storm?"
    assert _count_in_told_episode("一共报了多少错？", ["第二次缓存风暴期间闸机报了什么错"]).startswith("第二次缓存风暴")
    assert _count_in_told_episode("and how many?", ["what errors did the gates throw"]) == "and how many?"
    assert _count_in_told_episode("how many failed orders?", told) == "how many failed orders?"
