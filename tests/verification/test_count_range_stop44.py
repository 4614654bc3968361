"""Scenario "Verified excerpt supports direct observation": a count of one restated as a range from zero
("共 0-6 条", "0 到 3 条", "0~2 lines") is true — the range's low bound reads "at least 0", never "none"; stop 43's
checker REJECTED that harmless rewrite as a denial contradicted by the row's count (the two false downgrades of the
red-team on inkbooth). Scenario "REJECT verdict when claims contradict evidence": a range that leaves the count out,
and a plain zero, still are not confirmed.
"""

from __future__ import annotations

import pytest

from superbiz.contracts import ToolInvocation
from superbiz.verification.assertions import is_negated
from tests.verification.bound_claim import verification_of
from tests.verification.factories import ref, tool_invocation

_ROW = ("code_stats service=ink-vault level=ERROR error_code=IVL-4102 count=1 first_seen=2026-11-28T05:14:20Z "
        "last_seen=2026-11-28T05:14:20Z span=0m sample=deposit pool exhausted")
_CLAIM = "ink-vault 错误码 IVL-4102 的 ERROR 日志在窗口内{total}，首次出现(first_seen) 2026-11-28T05:14:20Z"


def _check(total: str) -> str:
    inv: ToolInvocation = tool_invocation(61, "query_logs", refs=[ref("code_stats[0]", _ROW, service="ink-vault")],
                                          arguments={"service": "ink-vault"})
    return verification_of(_CLAIM.format(total=total), [inv], 61, "code_stats[0]")


@pytest.mark.spec("Verified excerpt supports direct observation")
@pytest.mark.parametrize("total", ["共 0-6 条", "共 0 到 3 条", "共0~2条", "共 1 条", "共 1-6 条"])
def test_a_range_from_zero_around_the_count_is_the_rows_count(total: str) -> None:
    assert _check(total) == "direct_observation"


@pytest.mark.spec("REJECT verdict when claims contradict evidence")
@pytest.mark.parametrize("total", ["共 2-6 条", "共 0 条", "共零条", "共 3 条"])
def test_a_range_or_a_zero_that_leaves_the_count_out_is_contradicted(total: str) -> None:
    assert _check(total) in ("unsupported", "contradicted")


@pytest.mark.parametrize(("text", "negated"), [
    ("共至少 0 条，共至多 6 条", False), ("超过 0 条", False), ("共 0 条", True), ("共至多 0 条", True)])
def test_a_zero_as_a_lower_bound_is_no_denial(text: str, negated: bool) -> None:
    assert is_negated(text) is negated
