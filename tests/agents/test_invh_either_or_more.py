"""Pattern "did A or B log more errors?" (opened held-out world, scenario: a bad deploy's errors beside its
gateway's in one window): which of two services, a comparison — never a yes/no nor a cause."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import compare_direction
from tests.agents.synthetic import CATALOG, NOW

_Q = "Yesterday between 15:00 and 16:00, did basket-service or edge-router log more errors?"


def test_either_or_more_is_a_comparison_of_the_two() -> None:
    plan = offline_plan(_Q, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert "comparison" in plan.aspects, plan.aspects
    assert set(plan.services) >= {"basket-service", "edge-router"}


def test_either_or_more_asks_no_direction() -> None:
    assert compare_direction(_Q) == ""
    assert compare_direction("Did basket-service log more errors than yesterday?") == "more"
