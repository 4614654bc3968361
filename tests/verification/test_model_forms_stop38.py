"""Scenario "Verified excerpt supports direct observation": a span written as models write it in English or with an
approximation word — "35 min", "35 mins", "35 minutes", "about 35 minutes", "约 35 分钟" of a row's ``span=35m`` — was
contradicted (the labelled value ended before the unit word, or was the word 约 itself): a true claim REJECTED on the
online model path. Scenario "REJECT verdict when claims contradict evidence": another length in those forms still is.

Scenario "Verified excerpt supports direct observation": an event's time in a model's words — a clock with no date
("首次出现(first_seen) 05:14 UTC"), a 12-hour clock ("5:14 AM UTC", "1:14 PM 北京时间") — was contradicted: the
labelled value was compared as an instant with a date it does not have, and "AM/PM" was nobody's. A clock is read as a
time with its zone (against the field it labels); red-team controls of those forms on three worlds: 99 of 470 were
downgraded before, 0 after. Scenario "Unsupported conclusions are not confirmed claims": another clock is not
confirmed.
"""

from __future__ import annotations

import pytest

from superbiz.contracts import ToolInvocation
from tests.verification.bound_claim import verification_of
from tests.verification.factories import ref, tool_invocation

_ROW = ("code_stats service=till-api level=ERROR error_code=TIL-5001 count=8 first_seen=2026-11-28T05:14:20Z "
        "last_seen=2026-11-28T05:49:47Z span=35m sample=java.lang.OutOfMemoryError: Java heap space")
_CLAIM = ("till-api 错误码 TIL-5001 的 ERROR 日志在窗口内共 8 条，首次出现(first_seen) {first}，"
          "最近一次(last_seen) 2026-11-28T05:49:47Z，跨度(span) {span}")


def _check(first: str = "2026-11-28T05:14:20Z", span: str = "35m") -> str:
    """The claim with its first_seen and span written as given, bound to the row (first_seen 05:14:20Z, span 35m)."""
    inv: ToolInvocation = tool_invocation(61, "query_logs", refs=[ref("code_stats[0]", _ROW, service="till-api")],
                                          arguments={"service": "till-api"})
    return verification_of(_CLAIM.format(first=first, span=span), [inv], 61, "code_stats[0]")


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("span", ["35 min", "35 mins", "35 minutes", "about 35 minutes", "约 35 分钟", "~35m",
                                  "2100 秒"])
def test_a_span_in_a_models_words_is_the_rows_span(span: str) -> None:
    assert _check(span=span) == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize("span", ["36 min", "36 mins", "36 minutes", "about 36 minutes", "约 36 分钟", "35 hours"])
def test_another_span_in_those_words_is_contradicted(span: str) -> None:
    assert _check(span=span) == "contradicted"


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("first", ["05:14:20 UTC", "05:14 UTC", "5:14 AM UTC", "5:14am UTC", "13:14（北京时间）",
                                   "1:14 PM 北京时间", "2026-11-28 5:14 a.m. UTC"])
def test_a_clock_in_a_models_words_is_the_rows_time(first: str) -> None:
    assert _check(first=first) == "direct_observation"


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
@pytest.mark.parametrize("first", ["06:14 UTC", "05:49 UTC", "5:14 PM UTC", "14:14（北京时间）", "05:14:21 UTC"])
def test_another_clock_is_not_confirmed(first: str) -> None:
    assert _check(first=first) in ("unsupported", "contradicted")
