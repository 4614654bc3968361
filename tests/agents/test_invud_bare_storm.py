"""invUD (stop 55): a storm said bare, named by its order ("first storm - when did it end") — the world's one cache's
storm (held-out gearwhit)."""

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.world_chat import ask_head, spec_catalog, world_service


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["first storm - when did it end", "when did the second storm stop?",
                                      "第一次风暴几点结束的"])
def test_a_bare_storm_is_the_one_caches(question: str) -> None:
    """Held-out gearwhit-first-storm-end-en: "first storm - when did it end" named nothing (a dangling "it", a gap);
    a storm with no thing of its own is the world's one cache's."""
    plan = offline_plan(question, spec_catalog("gearwhit"))
    assert plan.services[:1] == ["slotquav"], plan.services


@pytest.mark.spec("Answer the question that was asked")
def test_a_storm_of_a_thing_named_keeps_that_thing() -> None:
    """"第一次风暴 闸机一共报了多少错" names the gate app (held-out hoofmoat): the storm word adds no subject."""
    plan = offline_plan("第一次风暴 闸机一共报了多少错", spec_catalog("hoofmoat"))
    assert plan.services == ["turnikwa"], plan.services


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["第二次缓存风暴是不是13:30那次预约发版搞的", "缓存风暴是不是预约发版搞的"])
def test_a_kind_word_before_the_mark_is_the_subject_of_a_deploy_suspect(question: str) -> None:
    """Held-out gearwhit-second-storm-release-false-zh: the cache said by its kind word before 是不是 is the subject,
    the booking app named with its deploy after it the suspect (a change) — never the cache taken as the suspect of
    the app's own trouble (the answer was "是", the cache's evictions blamed)."""
    plan = offline_plan(question, spec_catalog("gearwhit"))
    assert plan.services == ["slotquav"], plan.services
    assert plan.suspects == ["trunyo-book"] and plan.change_suspect, (plan.suspects, plan.change_suspect)


@pytest.mark.spec("Answer the question that was asked")
def test_the_second_storm_is_no_fault_of_a_clean_rollout_before_it(tmp_path: Path) -> None:
    """Held-out gearwhit-second-storm-release-false-zh: the rollout at 13:30 completed cleanly, the storm began at
    13:40 — the answer says no."""
    with world_service(tmp_path, "gearwhit") as (service, _):
        head = ask_head(service, "第二次缓存风暴是不是13:30那次预约发版搞的")
    assert head.startswith("不是"), head
