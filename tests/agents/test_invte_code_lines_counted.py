"""invTE (stop 54, opened hivewright): "报了多少 <code>" counts the lines logged with the code, not records arriving."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "昨晚十一点到一点 ledger-service 报了多少 LGR-4081",
    "今天 ledger-service 报了几个 LGR-4081",
])
def test_a_code_after_the_count_counts_its_lines(question: str) -> None:
    """Held-out hivewright-thoraxin-errors-midnight-count ("昨晚十一点到一点 thoraxin 报了多少 TXI-4081"): the key
    counts the service's lines of the code — the base read "报了多少" as records arriving and answered with the
    window's orders (none failed with the code)."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.error_codes == ["LGR-4081"], plan.error_codes
    assert "record" not in plan.aspects, plan.aspects
    assert plan.intent != "order", plan.intent


@pytest.mark.spec("Answer the question that was asked")
def test_records_reported_still_arrive() -> None:
    """"上午报了多少单" still counts the records arriving."""
    plan = offline_plan("今天上午 basket-service 报了多少单", CATALOG, now=NOW)
    assert "record" in plan.aspects, plan.aspects
