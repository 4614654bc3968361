"""A "which one" comparison ("哪段错更多？", "哪天多") asks which, not yes or no: it has no direction, so the
answer opens with the two counts and which is more, never "是，/不是，" (spec: answer the question asked; a
comparison answered as a comparison). "Did X log more now than yesterday?" keeps its direction."""

from __future__ import annotations

import pytest

from superbiz.agents.question import compare_direction


@pytest.mark.parametrize("question", [
    "toll-billing 昨晚8点到10点和最近这一小时比，哪段错更多？",
    "orders-api 昨天和今天哪天报错多？",
    "这两波哪波更严重？",
    "昨天那次和今天这次，哪回错多？",
    "Which window had more errors, last night or the past hour?",
])
def test_which_comparison_asks_no_direction(question: str) -> None:
    assert compare_direction(question) == ""


@pytest.mark.parametrize(("question", "direction"), [
    ("orders-api 现在的报错比昨天这个点多吗？", "more"),
    ("Did orders-api log fewer errors this morning than last night?", "less"),
])
def test_yes_no_comparison_keeps_its_direction(question: str, direction: str) -> None:
    assert compare_direction(question) == direction
