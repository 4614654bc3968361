"""Spec scenario "Verified excerpt supports direct observation" needs the same answer for the same question: the
aliases a world's descriptions give come out of sets (their order follows the process's hash seed), so which of two
equally long aliases is read first must not depend on that order (stop 31: tutorly's "课程事件队列" named one more
service under some seeds than under others)."""

from __future__ import annotations

from superbiz.agents.question import match_services


def test_equally_long_aliases_match_the_same_whatever_their_order() -> None:
    services = ["lessonbook", "lessonq", "payrunner"]
    aliases = {"课程事件": "lessonq", "事件队列": "lessonbook", "结算": "payrunner"}
    question = "结算那边的课程事件队列积压几点开始的？"
    forward = match_services(question, services, aliases)
    backward = match_services(question, services, dict(reversed(list(aliases.items()))))
    assert forward == backward
    assert "payrunner" in forward
