"""Issue 10 (question understanding), red-teamed by word swaps (benchmarks/question_variants.py with the swaps of
superbiz.evals.qa_paraphrase): the other everyday word for the same question word must plan the same question.
Found by the swaps over the dev and opened worlds (488/494 kept before these fixes): 昨日 / 今日 / 前日 for
昨天 / 今天 / 前天, 何时 / 啥时候 for 什么时候, "是否 X 那边…" for "是不是 X 那边…", 出错 for 报错 in a yes/no that
asks about a problem."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_about_problems
from superbiz.agents.question_text import clean_question
from tests.agents.synthetic import CATALOG, NOW

EARLIER = ("ledger-service 昨天下午为什么报错？",)


@pytest.mark.parametrize(("swapped", "usual"), [
    ("ledger-service 的错误比昨日这个时候多吗？", "ledger-service 的错误比昨天这个时候多吗？"),
    ("ledger-service 今日上午报错多少次？", "ledger-service 今天上午报错多少次？"),
    ("ledger-service 前日晚上为什么报错？", "ledger-service 前天晚上为什么报错？"),
    ("ledger-service 何时开始报错的？", "ledger-service 什么时候开始报错的？"),
    ("ledger-service 啥时候恢复的？", "ledger-service 什么时候恢复的？"),
])
def test_the_other_word_for_a_day_or_for_when_plans_the_same_question(swapped: str, usual: str) -> None:
    a, b = offline_plan(swapped, CATALOG, now=NOW), offline_plan(usual, CATALOG, now=NOW)
    assert (a.aspects, a.services, a.window_start, a.window_end) == (b.aspects, b.services, b.window_start,
                                                                    b.window_end)
    assert clean_question(swapped) == clean_question(usual)


def test_when_it_got_better_asked_with_heshi_is_the_end_in_the_conversations_window() -> None:
    a = offline_plan("何时好的", CATALOG, now=NOW, earlier_questions=EARLIER)
    b = offline_plan("什么时候好的", CATALOG, now=NOW, earlier_questions=EARLIER)
    assert "end" in a.aspects and (a.aspects, a.services, a.window_start) == (b.aspects, b.services, b.window_start)


@pytest.mark.parametrize("question", ["ledger-service 报错是否 vault-db 那边挂了？",
                                      "ledger-service 报错是不是 vault-db 那边挂了？"])
def test_whether_a_suspect_side_failed_is_a_yes_no_about_that_suspect(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert "yes_no" in plan.aspects and plan.suspects == ["vault-db"]


@pytest.mark.parametrize("question", ["然后 ledger-service 才出错的吗？", "ledger-service 出过错吗？",
                                      "ledger-service 今天失败了吗？", "ledger-service 才报错的吗？"])
def test_asking_whether_it_went_wrong_asks_about_a_problem(question: str) -> None:
    assert asks_about_problems(question)


def test_asking_whether_it_is_healthy_does_not_ask_about_a_problem() -> None:
    assert not asks_about_problems("ledger-service 现在健康吗？")
