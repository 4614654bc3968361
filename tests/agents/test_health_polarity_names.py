"""Yes/no polarity of a health question is read from the question's words, never from a service's name.

- campfire "did payments fail today?" (invDF noticed): "fail"/"failed" asks whether there was a trouble (yes =
  unhealthy); it answered "是，campay 健康" — yes, then healthy.
- matchly "alert-push 现在正常吗" (invDG noticed): "alert" inside the service's name is no problem word; it answered
  "是，alert-push 有异常" — yes (normal), then not normal.

Spec scenario (issue 10, "Investigation"): a yes/no question queries the suspect and answers yes, no or unknown.
"""

from __future__ import annotations

import pytest

from superbiz.agents.question import asks_about_problems


@pytest.mark.parametrize("question", ["did payments fail today?", "has the booking api failed since noon?",
                                      "does checkout fail for anyone?"])
def test_fail_asks_about_problems(question: str) -> None:
    assert asks_about_problems(question)


@pytest.mark.parametrize(("question", "names"), [
    ("alert-relay 现在正常吗", ("alert-relay",)),
    ("is error_reporter healthy now?", ("error_reporter",)),
    ("is slow-log-shipper ok?", ("slow-log-shipper",)),
])
def test_a_service_name_holding_a_problem_word_asks_the_healthy_side(question: str, names: tuple[str, ...]) -> None:
    assert asks_about_problems(question)  # read without the names, the name's word misleads
    assert not asks_about_problems(question, names)


def test_a_problem_word_outside_the_name_still_counts() -> None:
    assert asks_about_problems("alert-relay 有没有报错", ("alert-relay",))
    assert asks_about_problems("any alerts on alert-relay?", ("alert-relay",))
