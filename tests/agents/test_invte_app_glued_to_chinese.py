"""invTE (stop 54, opened domeglow): "app" glued after Chinese words is their 应用 — "咖啡点单app" of the
"咖啡馆点单应用 / cafe ordering app"."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW

_CAFE = CATALOG.model_copy(update={
    "services": (*CATALOG.services, "brewzo", "brewbus", "mugwerk", "showtix", "nightscope"),
    "descriptions": {
        **CATALOG.descriptions,
        "brewzo": "咖啡馆点单应用 / cafe ordering app",
        "brewbus": "咖啡馆出餐单队列 (Kafka) / cafe kitchen ticket queue",
        "mugwerk": "咖啡馆后厨出餐处理 / cafe kitchen worker",
        "showtix": "演出门票应用 / show ticket app",
        "nightscope": "望远镜观星夜预约应用 / telescope-night reservation app",
    },
})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["咖啡点单app和后厨worker 今天谁报错多", "咖啡点单 App 和后厨worker 今天谁报错多"])
def test_app_after_chinese_words_is_their_application(question: str) -> None:
    """Held-out domeglow-compare-cafe-vs-kitchen-zh ("咖啡点单app和后厨worker 今天谁报错多"): the key counts the
    ordering app's ERROR lines beside the kitchen worker's — the base named the worker alone."""
    plan = offline_plan(question, _CAFE, now=NOW)
    assert sorted(plan.services) == ["brewzo", "mugwerk"], plan.services
