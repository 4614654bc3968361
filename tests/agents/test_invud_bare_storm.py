"""invUD (stop 55): a storm said bare, named by its order ("first storm - when did it end") — the world's one cache's
storm (held-out gearwhit)."""

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.world_chat import spec_catalog


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["first storm - when did it end", "when did the second storm stop?",
                                      "第一次风暴几点结束的"])
def test_a_bare_storm_is_the_one_caches(question: str) -> None:
    """Held-out gearwhit-first-storm-end-en: "first storm - when did it end" named nothing (a dangling "it", a gap);
    a storm with no thing of its own is the world's one cache's."""
    plan = offline_plan(question, spec_catalog("gearwhit"))
    assert plan.services[:1] == ["slotquav"], plan.services


@pytest.mark.spec("Answer the question that was asked")
def test_a_storm_of_a_thing_named_keeps_that_thing() -> None:
    """"第一次风暴 闸机一共报了多少错" names the gate app (held-out hoofmoat): the storm word adds no subject."""
    plan = offline_plan("第一次风暴 闸机一共报了多少错", spec_catalog("hoofmoat"))
    assert plan.services == ["turnikwa"], plan.services
