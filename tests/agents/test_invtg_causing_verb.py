"""invTG (stop 54, opened domeglow domeglow-followup-catalogue-real-cause): "so what IS making the catalogue slow then"
— a verb of causing before the thing is no qualifier of its name ("making the catalogue" was a thing the data lacks,
a gap; the catalogue's slowness is its cause asked). Synthetic words."""

from __future__ import annotations

import pytest

from superbiz.agents.subjects import unheld_qualified_name


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["so what IS making the catalogue slow then",
                                      "what is causing the catalogue to be slow"])
def test_a_causing_verb_is_no_qualifier(question: str) -> None:
    """Held-out domeglow-followup-catalogue-real-cause."""
    assert unheld_qualified_name(question, ["show catalogue service", "ticket app"]) is None


@pytest.mark.spec("Answer the question that was asked")
def test_an_unheld_qualifier_stays_a_gap() -> None:
    assert unheld_qualified_name("is the push catalogue slow?", ["show catalogue service"]) == "push catalogue"
