"""Scenario "REJECT verdict when claims contradict evidence": two records merged into one claim — a claim bound to
its own row and a sibling's, stating the sibling's count as its own ("X 不带错误码的 WARN 日志在窗口内共 382 条" when
its row counts 12 and the other code's row 382) — passed: with two rows bound, any count of either was accepted
(the demo world's red-team class ``merge/count-from-other-row``, 2 survivors). The claim's words name its row (the
code, or no code, and the level): its count is that row's.
"""

from __future__ import annotations

import pytest

from superbiz.contracts import ToolInvocation
from tests.verification.bound_claim import verification_of
from tests.verification.factories import ref, tool_invocation

_NO_CODE = ("code_stats service=till-api level=WARN error_code=- count=12 first_seen=2026-11-28T03:30:07Z "
            "last_seen=2026-11-28T05:58:07Z span=2h28m sample=GC overhead high")
_CODED = ("code_stats service=till-api level=WARN error_code=TIL-3002 count=382 first_seen=2026-11-28T05:18:01Z "
          "last_seen=2026-11-28T05:59:01Z span=41m sample=slow upstream")


def _invocations() -> list[ToolInvocation]:
    return [tool_invocation(81, "query_logs", refs=[ref("code_stats[0]", _NO_CODE, service="till-api"),
                                                    ref("code_stats[1]", _CODED, service="till-api")],
                            arguments={"service": "till-api"})]


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
def test_a_siblings_count_is_not_the_claims_rows_count() -> None:
    claim = "till-api 不带错误码的 WARN 日志在窗口内共 382 条，首次出现(first_seen) 2026-11-28T03:30:07Z"
    assert verification_of(claim, _invocations(), 81, ["code_stats[0]", "code_stats[1]"]) == "contradicted"


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("claim", [
    "till-api 不带错误码的 WARN 日志在窗口内共 12 条，首次出现(first_seen) 2026-11-28T03:30:07Z",
    "till-api 错误码 TIL-3002 的 WARN 日志在窗口内共 382 条，首次出现(first_seen) 2026-11-28T05:18:01Z",
])
def test_the_rows_own_count_stays_observed(claim: str) -> None:
    assert verification_of(claim, _invocations(), 81, ["code_stats[0]", "code_stats[1]"]) == (
        "direct_observation")
