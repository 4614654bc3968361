"""invUE (stop 55): a change named as the cause of a trouble told before it ("was the release the cause?")."""

from __future__ import annotations

import pytest

from superbiz.agents.question import aspects_of


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", [
    "res app started erroring right after payvorn's 2pm release - was the release the cause?",
    "checkout went down right after the 3pm deploy. was that deploy really the root cause?",
    "was the billing rollout the cause?",
])
def test_a_change_asked_as_the_cause_is_a_yes_no(question: str) -> None:
    """keyfleet/kf-payvorn-release-suspect-en: "was the release the cause?" judges the suspected change (yes/no),
    never a cause walk whose first sentence answers neither."""
    assert aspects_of(question, has_entity=True, has_record=False) == ["yes_no"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["what was the cause of the outage?", "why did checkout fail after the deploy?"])
def test_a_cause_asked_stays_a_cause(question: str) -> None:
    """keyfleet/kf-payvorn-release-suspect-en: the rule needs a change in the subject's slot of "was … the cause"."""
    assert "cause" in aspects_of(question, has_entity=True, has_record=False)
