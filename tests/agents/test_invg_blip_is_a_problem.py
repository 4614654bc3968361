"""A yes/no asking whether a service "wobbled" ("中午会籍服务是不是抖了一下？", opened held-out gymflow scenario
passkeep-blip: WARN latency lines and a resolved warning alert) asks about a problem: yes means it had one, so the
answer to a blip that happened opens with yes, not with the no of "is it healthy?"."""

from __future__ import annotations

from superbiz.agents.question import asks_about_problems


def test_a_wobble_asks_about_a_problem() -> None:
    assert asks_about_problems("中午会籍服务是不是抖了一下？")
    assert asks_about_problems("was there a blip on the membership service at lunch?")
    assert asks_about_problems("any glitch in billing around noon?")


def test_a_health_question_still_asks_about_health() -> None:
    assert not asks_about_problems("会籍服务现在正常吗")
    assert not asks_about_problems("is the membership service healthy now?")
