"""Scenario "REJECT verdict when claims contradict evidence": an approximate total ("共约 N 条") is read against the
row's own count, never against any other number the row holds (stop 31: "共约 60 条" of a count of 30 passed on a
world never used to develop the checker, because the row's sample said "evicted 3141 keys in 60s").
"""

from __future__ import annotations

import pytest

from superbiz.contracts import ToolInvocation
from tests.verification.bound_claim import verification_of
from tests.verification.factories import ref, tool_invocation

_ROW = ("code_stats service=route-cache level=WARN error_code=RTC-W12 count=30 first_seen=2026-12-03T03:10:05Z "
        "last_seen=2026-12-03T03:39:00Z span=28m sample=maxmemory reached (used 97%): evicted 3141 keys in 60s")
_CLAIM = ("route-cache 错误码 RTC-W12 的 WARN 日志在窗口内共 30 条，首次出现(first_seen) 2026-12-03T03:10:05Z，"
          "最近一次(last_seen) 2026-12-03T03:39:00Z，跨度(span) 28m")


def _invocation() -> ToolInvocation:
    return tool_invocation(25, "query_logs", refs=[ref("code_stats[0]", _ROW, service="route-cache")],
                           arguments={"service": "route-cache", "level": "WARN"})


def _check(text: str) -> str:
    return verification_of(text, [_invocation()], 25, "code_stats[0]")


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize("said", ["共约 60 条", "共大约 60 条", "共将近 15 条", "共约 40 条"])
def test_an_approximate_total_far_from_the_count_is_contradicted(said: str) -> None:
    assert _check(_CLAIM.replace("共 30 条", said)) == "contradicted"


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("said", ["共 30 条", "共约 30 条"])
def test_an_approximate_total_at_the_count_is_kept(said: str) -> None:
    assert _check(_CLAIM.replace("共 30 条", said)) == "direct_observation"

