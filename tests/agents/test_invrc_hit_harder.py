"""invRC (stop 52, opened kilnhaus / sootsweep): "which got hit harder …, A or B?" compares the two subjects over the
one trouble both shared — a comparison, never a cause nor the window's totals."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import NOW
from tests.agents.test_invrc_short_heads import _SHOP


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["which got hit harder by the cache thing this morning, lesson-app or glaze-svc?",
                                      "which got hit harder this morning by error count, lesson-app or glaze-svc"])
def test_which_got_hit_harder_compares_the_shared_episode(question: str) -> None:
    """Held-out kilnhaus-booking-vs-shop-en (read as a cause), sootsweep-route-vs-booking-en (the morning's totals:
    a deploy's later errors counted with the pool episode's): both subjects' lines over the episode they shared."""
    plan = offline_plan(question, _SHOP, now=NOW)
    assert "comparison" in plan.aspects and "cause" not in plan.aspects, plan.aspects
    assert set(plan.services) == {"lesson-app", "glaze-svc"} and plan.shared_trouble, plan
