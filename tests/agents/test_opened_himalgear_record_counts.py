"""Record counts found by the opened himalgear world, on a catalogue of no real world: "多少个<records>被拒/失败了"
counts the domain's records failing, not the log lines of the service its noun names."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_failed_records, status_matches
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize(("question", "asked"), [
    ("今天一共有多少个许可证申请被拒/失败了？", True), ("今天有多少个申请被拒或失败", True),
    ("有几个申请被拒绝、失败了", True), ("今天有多少申请缴费失败了", True),
    ("多少个素材被拒审了", False), ("有多少个请求被拒/失败了", False), ("多少个服务被拒/失败了", False),
])
def test_records_rejected_or_failed_are_records_failing(question: str, asked: bool) -> None:
    """Pattern "records failing, in more words" (opened himalgear: "今天一共有多少个许可证申请被拒/失败了？" counted
    the permit service's log lines by level): "<records>被拒/失败" is the domain's records failing."""
    assert asks_failed_records(question) is asked


def test_rejected_or_failed_records_are_queried_in_their_status() -> None:
    question = "今天一共有多少个申请被拒/失败了？"
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert {"count", "record"} <= set(plan.aspects)
    assert any(c.tool == "query_order" for c in plan.calls)
    assert status_matches(question, ["SUBMITTED", "ISSUED", "PARTNER_REJECTED"]) == ["PARTNER_REJECTED"]
