"""Spec scenario "Answer the question that was asked" (stop 56, invVC): a store named by its application's word
right before a technology word ("membership postgres")."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.world_chat import spec_catalog


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "service"), [
    ("membership postgres healthy?", "tessolm"),
    ("is the membership redis ok", "quillrest"),
    ("membership service healthy?", "memborq"),
])
def test_an_application_word_before_a_technology_word_names_its_store(question: str, service: str) -> None:
    """kelpdome-members-db-healthy-en: "membership postgres healthy?" — "membership" names the membership service, the
    postgres beneath it is the one asked (as "会员的postgres" / "membership database" were); the application's own
    cache trouble judged it unhealthy."""
    assert offline_plan(question, spec_catalog("kelpdome")).services == [service]
