"""Spec scenario "Answer the question that was asked" (stop 48): a customer who says something failed several times
("用户 X 说预约失败好几次 帮忙查下") is answered with how many of their records failed, beside the records."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW


def _lookup(tokens: Sequence[str]) -> Mapping[str, str]:
    return {t: "user_id" for t in tokens if t in ("cust.77.ab12", "u-5521")}


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "counted"), [
    ("用户 cust.77.ab12 说预约失败好几次 帮忙查下", True),
    ("customer u-5521 says checkout failed several times, can you look?", True),
    ("用户 cust.77.ab12 的订单怎么了", False),
])
def test_a_customer_failing_several_times_counts_their_failed_records(question: str, counted: bool) -> None:
    """scopeslot-user-failed-records-zh (3 failed bookings of the astronomer: two SLOT_LOCKED_OUT, one
    PASS_UNCHECKED — the records were listed, the count was not stated)."""
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=_lookup)
    assert plan.user_ids
    assert ("count" in plan.aspects) is counted
