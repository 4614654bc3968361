"""Scenario "Unsupported conclusions are not confirmed claims": one error code's count stated as all of a service's
lines ("X 在窗口内的日志共 8 条") is the code's count only; the checker knew it, but took the code as named when the
claim's copied sample line began with it ("…；示例：ORD-5001 java.lang.OutOfMemoryError") — 15 of the demo world's
18 red-team mutants of that class passed (``benchmarks/engine_adversarial.py``, class ``total``). A code named only
inside the line a claim copies is not the claim's scope; named in the claim's own words, the count stays observed.
"""

from __future__ import annotations

import pytest

from superbiz.contracts import ToolInvocation
from tests.verification.bound_claim import verification_of
from tests.verification.factories import ref, tool_invocation

_ROW = ("code_stats service=till-api level=ERROR error_code=TIL-5001 count=8 first_seen=2026-11-28T05:14:20Z "
        "last_seen=2026-11-28T05:49:47Z span=35m sample=TIL-5001 java.lang.OutOfMemoryError: Java heap space")
_TAIL = ("首次出现(first_seen) 2026-11-28T05:14:20Z，最近一次(last_seen) 2026-11-28T05:49:47Z，跨度(span) 35m；"
         "示例：TIL-5001 java.lang.OutOfMemoryError: Java heap space")


def _invocations() -> list[ToolInvocation]:
    return [tool_invocation(51, "query_logs", refs=[ref("code_stats[0]", _ROW, service="till-api")],
                            arguments={"service": "till-api"})]


@pytest.mark.spec("Unsupported conclusions are not confirmed claims")
@pytest.mark.parametrize("head", ["till-api 在窗口内的日志共 8 条，", "till-api 的 ERROR 日志在窗口内共 8 条，"])
def test_a_codes_count_as_the_services_total_is_not_confirmed_by_the_code_in_its_sample(head: str) -> None:
    assert verification_of(head + _TAIL, _invocations(), 51, "code_stats[0]") == "unsupported"


@pytest.mark.spec("Verified excerpt supports direct observation")
def test_the_codes_count_with_the_code_named_stays_observed() -> None:
    claim = "till-api 错误码 TIL-5001 的 ERROR 日志在窗口内共 8 条，" + _TAIL
    assert verification_of(claim, _invocations(), 51, "code_stats[0]") == "direct_observation"
