"""Issue 10, pattern 2 (the question's aspect), red-teamed: each aspect asked in the forms on-call engineers type,
Chinese and English, over a subject of no real world. Every form must ask (at least) its aspect; written as a
table of phrasings by a different hand than the aspect patterns, and extended with each miss found."""

from __future__ import annotations

import pytest

from superbiz.agents.question import aspects_of
from superbiz.agents.question_text import clean_question

S = "order-api"
FORMS: dict[str, list[str]] = {
    "cause": [
        "order-api 为啥一直 5xx", "order-api 出啥事了", "order-api 怎么老超时", "order-api 报错的根因是什么",
        "order-api 这是咋回事", "order-api 出问题的源头在哪", "why is order-api erroring",
        "what's causing the order-api failures", "order-api keeps timing out, any idea why?",
        "what's wrong with order-api", "order-api is acting up, root cause?",
        "where are the order-api errors coming from", "what broke order-api", "order-api 报错是因为什么",
        "order-api 的问题出在哪", "是什么导致 order-api 报错", "order-api 报错背后的原因",
    ],
    "onset": [
        "order-api 什么时候开始报错的", "order-api 几点开始出问题", "order-api 从啥时候开始挂的",
        "order-api 第一条报错是几点", "when did order-api start failing", "what time did the order-api errors begin",
        "since when has order-api been broken", "when was the first order-api error", "order-api 最早是几点报的错",
    ],
    "end": [
        "order-api 什么时候恢复的", "order-api 几点好的", "order-api 恢复了吗", "order-api 现在好了没",
        "when did order-api recover", "is order-api back up", "has order-api recovered yet",
        "when did the order-api errors stop", "order-api 的报错停了没",
    ],
    "duration": [
        "order-api 挂了多久", "order-api 故障持续了多长时间", "order-api 报错持续多久",
        "how long was order-api down", "how long did the order-api outage last",
        "for how long has order-api been failing", "order-api 出问题多长时间了",
    ],
    "count": [
        "order-api 报了多少错", "order-api 有几条报错", "order-api 错误数量", "how many errors did order-api log",
        "how many times did order-api fail", "count of order-api errors", "order-api 报错次数",
        "order-api 一共多少条 ERROR",
    ],
    "health": [
        "order-api 现在正常吗", "order-api 还好吗", "order-api 健康不", "order-api 状态咋样", "order-api 有没有问题",
        "is order-api healthy", "is order-api ok", "how's order-api doing", "any problems with order-api",
        "order-api 有啥异常没", "order-api 稳不稳", "order-api 目前运行情况如何",
    ],
    "how_to": [
        "order-api 报错该怎么处理", "order-api 挂了怎么办", "order-api 超时怎么解决", "how do I fix order-api",
        "what should I do about order-api errors", "how to handle order-api timeouts", "order-api 的处理步骤是什么",
        "runbook for order-api errors?", "order-api 出问题要怎么排查",
    ],
    "overview": [
        "现在系统有啥问题", "现在哪些服务有问题", "整体情况怎么样", "what's broken right now",
        "give me a status overview", "哪些告警在响", "系统现在整体健康吗",
    ],
    "yes_no": [
        "是不是 pay-db 导致 order-api 报错", "order-api 报错跟 pay-db 有关系吗", "order-api 挂了是 pay-db 的锅吗",
        "会不会是 pay-db 拖垮了 order-api", "pay-db 慢导致的 order-api 超时？",
        "is pay-db the reason order-api is failing?", "did pay-db cause the order-api errors?",
        "could pay-db be behind the order-api timeouts?", "is order-api failing because of pay-db?",
        "order-api 的问题是 pay-db 引起的吗", "pay-db 是罪魁祸首吗",
    ],
    "comparison": [
        "order-api 和 pay-api 哪个报错多", "order-api 比 pay-api 错误多吗",
        "order-api vs pay-api errors in the last hour", "which has more errors, order-api or pay-api",
        "order-api 今天比昨天报错多吗", "is order-api worse than yesterday", "order-api 跟 pay-api 比谁更严重",
        "哪个服务报错最多", "which service is throwing the most errors",
    ],
}
CASES = [(aspect, q) for aspect, forms in FORMS.items() for q in forms]


@pytest.mark.parametrize(("aspect", "question"), CASES)
def test_each_form_asks_its_aspect(aspect: str, question: str) -> None:
    named = S in question or "pay-db" in question
    assert aspect in aspects_of(clean_question(question), has_entity=named, has_record=False)
