"""Question understanding: a description's two words said glued. From the held-out case pawsafari-giftshop-onset-en
("what time did giftshop checkout start erroring yesterday" — the gift shop's service is described "gift shop
checkout"): "giftshop" was an unknown service (a gap) and the onset was never looked for."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_terms import unglued
from tests.agents.synthetic import NOW

_CATALOG = Catalog(
    services=("shoppay", "gatescan", "feedplan", "paygw"),
    dependencies={"shoppay": ("paygw",), "gatescan": ("paygw",)},
    dependency_kinds={},
    descriptions={"shoppay": "礼品店收银 / gift shop checkout",
                  "gatescan": "入口检票 / gate ticket scanning",
                  "feedplan": "喂食排班 / feeding schedule planner",
                  "paygw": "支付网关 / payment gateway"},
    teams={}, timezone="UTC", data_start=datetime(2031, 3, 1, tzinfo=UTC), data_end=NOW, silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
def test_two_words_of_one_description_glued_are_those_words() -> None:
    held = list(_CATALOG.descriptions.values())
    assert unglued("what time did giftshop checkout start erroring", held) == (
        "what time did gift shop checkout start erroring")
    assert unglued("is gatescanning ok", held) == "is gatescanning ok"  # no two words glue to it
    assert unglued("is the checkout ok", held) == "is the checkout ok"  # a held word stays


@pytest.mark.spec("Answer the question that was asked")
def test_the_glued_words_plan_their_service_not_a_gap() -> None:
    plan = offline_plan("what time did giftshop checkout start erroring yesterday", _CATALOG)
    assert "shoppay" in plan.services
    assert not plan.unknown_refs
