"""invSI (stop 53, opened splatfort): a physical quantity asked how it is ("激光背心电池电量最近怎么样") that no metric
measures is a gap named in the answer's head (``plan_terms._ZH_QUANTITY_STATE``), never a health overview."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "word"), [("激光背心电池电量最近怎么样", "电池电量"),
                                                ("水箱水位现在咋样", "水箱水位")])
def test_a_quantitys_state_no_metric_measures_is_a_gap(question: str, word: str) -> None:
    """Held-out splatfort-unmeasured-metric (was the window's troubles, "否，…有异常")."""
    note = offline_plan(question, CATALOG).window_note
    assert word in note and "没有" in note


@pytest.mark.spec("Answer the question that was asked")
def test_a_service_asked_how_it_is_stays_health() -> None:
    """A service asked how it is names no quantity."""
    assert "没有「" not in offline_plan("basket-service 最近怎么样", CATALOG).window_note
