"""Issue 10 pattern opened by invDT (spec scenario "records", a follow-up): "which diver made it?" after "booking X
failed, why?" asks whose the earlier record is — the person word names the record's owner, never a service whose
description shares it (a "diver app", an "account profile API"): the plan looks the earlier record up, not that
service's trouble."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import owner_asked
from tests.agents.synthetic import CATALOG, NOW

#: a person word shared by a service's description ("member" of the basket service's "member baskets")
_CATALOG = CATALOG.model_copy(update={"descriptions": {"basket-service": "会员购物车 / member baskets"}})


def _lookup(tokens: list[str]) -> dict[str, str]:
    return {t: "order_id" for t in tokens if t == "BK-77120"}


@pytest.mark.parametrize(("question", "person"), [
    ("which diver made it?", "diver"), ("Which member placed this one?", "member"), ("who booked it?", ""),
    ("whose order was it?", "order"), ("是哪个潜水员订的？", "潜水员"), ("谁下的单", "")])
def test_a_question_of_whose_record_names_its_person_word(question: str, person: str) -> None:
    assert owner_asked(question) == person


@pytest.mark.parametrize("question", ["which service did it?", "which member service failed?",
                                      "what made it fail?", "which deploy made it fail?", "哪个服务报的错"])
def test_no_owner_is_asked_of_services_or_causes(question: str) -> None:
    assert owner_asked(question) is None


@pytest.mark.parametrize("question", ["which member placed it?", "是哪个会员下的？"])
def test_the_record_named_before_is_asked_not_the_service_of_the_person_word(question: str) -> None:
    plan = offline_plan(question, _CATALOG, now=NOW, lookup_ids=_lookup,
                        earlier_questions=["booking BK-77120 failed, why?"])
    assert plan.order_ids == ["BK-77120"], plan
    assert "basket-service" not in plan.services and "record" in plan.aspects, plan


def test_a_person_word_with_no_record_before_still_names_its_service() -> None:
    plan = offline_plan("which member placed it?", _CATALOG, now=NOW, lookup_ids=_lookup,
                        earlier_questions=["why is basket-service failing?"])
    assert not plan.order_ids
