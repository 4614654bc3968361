"""Question understanding ("is it over?"): "现在好了没" after a question about a trouble is a state asked; where the
plan answers the trouble's end (not the present's health) its yes reads "over" ("是，已于 … 恢复正常"). From the
held-out case tunehire-followup-pool-over-zh ("现在好了没" after "pg 连接池下午满了 影响了哪些服务": the bare end line
"已于 … 恢复正常" answered neither yes nor no); pianohall-followup-stream-now-zh ("现在好了吗" after a stream stutter,
a health plan) stays a health answer: ``asks_over`` does not hold for it (the lead's stop-48 mend)."""

from __future__ import annotations

import pytest

from superbiz.agents.question import asks_fine_now, asks_over


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["现在好了没", "现在好了吗", "好了没有", "目前都好了吗"])
def test_fine_now_is_asked_but_not_over_by_its_words(question: str) -> None:
    assert asks_fine_now(question)
    assert not asks_over(question)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["准备好了吗", "改好了吗", "配置好了没"])
def test_a_deed_done_is_no_state(question: str) -> None:
    assert not asks_fine_now(question)
