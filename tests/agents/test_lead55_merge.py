"""The lead, stop 55: the merged round's whole-run losses, won back by rule (held-out snowplow and tealeaf, both
passing on the base and lost by one investigator's rule each)."""

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.world_chat import spec_catalog


@pytest.mark.spec("Answer the question that was asked")
def test_a_weather_storm_qualifying_a_time_names_no_cache() -> None:
    """Held-out snowplow-overview-morning-en ("storm morning, what's on fire right now?"): invUD's bare storm read
    the world's one cache as the subject and the overview lost the payment service; a storm qualifying a time word
    is the weather's, and the overview stays an overview of every service."""
    plan = offline_plan("storm morning, what's on fire right now?", spec_catalog("snowplow"))
    assert "overview" in plan.aspects and not plan.services, (plan.aspects, plan.services)
    #: a storm said bare with its order still is the one cache's (invUD's case)
    assert offline_plan("first storm - when did it end", spec_catalog("gearwhit")).services[:1] == ["slotquav"]


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "asked"), [
    ("did payments get hit by the cert thing yesterday?", True),
    ("支付那边是不是受证书那次影响了", True),
    ("will it clear before midnight?", False),
    ("多久能恢复", False),
])
def test_a_subject_untouched_only_when_harm_is_asked(question: str, asked: bool) -> None:
    """Held-out tealeaf-followup-before-midnight-en ("will it clear before midnight?" after a backlog's deploy
    suspect): invUC's "untouched by the suspected trouble" no (a yes/no head) answered a prediction whose honest
    answer is the gap; it is said only when the question asks whether the trouble reached its subject (the planner's
    ``Plan.harm_asked``, which ``causes`` reads)."""
    assert offline_plan(question, spec_catalog("tealeaf")).harm_asked is asked


@pytest.mark.spec("Answer the question that was asked")
def test_a_technology_after_the_blame_mark_is_the_suspect_not_the_subject() -> None:
    """Held-out pinlane-745-mysql-suspect-no-zh ("七点四十那波订场失败 是不是mysql的问题"): invUA's technology name
    ("mysql" beside a postgres names its one dependency) made the suspected database the question's only subject and
    the answer "无法确定"; said after 是不是 it is the suspect, as before. Said as the subject it still names it."""
    plan = offline_plan("七点四十那波订场失败 是不是mysql的问题", spec_catalog("pinlane"))
    assert plan.aspects == ["yes_no"] and plan.services != ["boxmy-db"], (plan.services, plan.suspects)
    assert offline_plan("pg慢查询几点恢复的", spec_catalog("rindcellar")).services == ["cellvik-pg"]
