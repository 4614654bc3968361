"""Chat around a question changes nothing the Planner reads (issue 10: "answer the question that was asked";
found by the harmless question variants of benchmarks/question_variants.py): a mention, a greeting, "URGENT!!",
"在吗？", a trailing "thx"/"谢谢", doubled end marks and Latin words glued to Chinese plan the same aspects,
subjects, suspects and window as the question typed plainly."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question_text import clean_question
from tests.agents.synthetic import CATALOG, NOW


def _planned(question: str, earlier: tuple[str, ...] = ()) -> tuple[object, ...]:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=earlier)
    return (tuple(plan.aspects), tuple(plan.services), tuple(plan.suspects), plan.window_start, plan.window_end,
            tuple(plan.actions))


@pytest.mark.parametrize(("plain", "chatty"), [
    ("Is ledger-service failing?", "hi, quick question - Is ledger-service failing?"),
    ("Did basket-service restart today?", "URGENT!! Did basket-service restart today?"),
    ("is vault-db behind the ledger-service errors?", "@oncall is vault-db behind the ledger-service errors?"),
    ("has edge-router been stable since 09:00?", "hey team: has edge-router been stable since 09:00? thx"),
    ("今天有没有哪个服务重启过？", "今天有没有哪个服务重启过？ 谢谢"),
    ("basket-service 今天上午发布过新版本吗？", "在吗？想问一下，basket-service 今天上午发布过新版本吗？？"),
    ("ledger-service 十点多为什么报错？", "急！！ledger-service十点多为什么报错？"),
    ("edge-router 现在 latency 多少", "麻烦帮看下edge-router现在latency多少 辛苦了"),
])
def test_a_question_in_chat_clothing_plans_like_the_plain_question(plain: str, chatty: str) -> None:
    assert _planned(chatty) == _planned(plain)


def test_the_earlier_questions_of_a_follow_up_are_read_plainly_too() -> None:
    assert _planned("what about basket-service?", ("@oncall Is ledger-service failing? thx",)) == _planned(
        "what about basket-service?", ("Is ledger-service failing?",))


@pytest.mark.parametrize("question", [
    "urgent alerts firing now?",       # an adjective, not a lead-in: no punctuation after it
    "what's the capacity",             # "ty" inside a word is no sign-off
    "help?",                           # nothing but a lead-in: kept as asked
    "ORD-2031-000123 的状态",           # an id glued to nothing: untouched
    "10点到11点 ledger-service 报错多少",  # a digit beside Chinese stays glued ("10点")
])
def test_words_that_only_look_like_chat_are_kept(question: str) -> None:
    assert clean_question(question) == question
