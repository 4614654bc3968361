"""Scenario "Verified excerpt supports direct observation": a span written as models write it in English or with an
approximation word — "35 min", "35 mins", "35 minutes", "about 35 minutes", "约 35 分钟" of a row's ``span=35m`` — was
contradicted (the labelled value ended before the unit word, or was the word 约 itself): a true claim REJECTED on the
online model path. Scenario "REJECT verdict when claims contradict evidence": another length in those forms still is.
"""

from __future__ import annotations

import pytest

from superbiz.contracts import ToolInvocation
from tests.verification.bound_claim import verification_of
from tests.verification.factories import ref, tool_invocation

_ROW = ("code_stats service=till-api level=ERROR error_code=TIL-5001 count=8 first_seen=2026-11-28T05:14:20Z "
        "last_seen=2026-11-28T05:49:47Z span=35m sample=java.lang.OutOfMemoryError: Java heap space")
_CLAIM = ("till-api 错误码 TIL-5001 的 ERROR 日志在窗口内共 8 条，首次出现(first_seen) 2026-11-28T05:14:20Z，"
          "最近一次(last_seen) 2026-11-28T05:49:47Z，跨度(span) {}")


def _check(span: str) -> str:
    inv: ToolInvocation = tool_invocation(61, "query_logs", refs=[ref("code_stats[0]", _ROW, service="till-api")],
                                          arguments={"service": "till-api"})
    return verification_of(_CLAIM.format(span), [inv], 61, "code_stats[0]")


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("span", ["35 min", "35 mins", "35 minutes", "about 35 minutes", "约 35 分钟", "~35m",
                                  "2100 秒"])
def test_a_span_in_a_models_words_is_the_rows_span(span: str) -> None:
    assert _check(span) == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize("span", ["36 min", "36 mins", "36 minutes", "about 36 minutes", "约 36 分钟", "35 hours"])
def test_another_span_in_those_words_is_contradicted(span: str) -> None:
    assert _check(span) == "contradicted"
