"""Patterns of the opened fleetops world, on a catalogue of no real world: a Chinese percent threshold of a level
no metric measures ("现在有多少辆卡车油量低于 20%？", spec scenario: an unmeasured fuel level named as a gap) is a
gap in the head, as "below 20% battery" is in English; a rate or a resource the engine reads elsewhere is not.
"X the culprit for Y" suspects X, not Y (spec scenario: a suspect yes/no through a two-hop chain, where taking the
symptom for the suspect stated a false "no"), and "so is X the culprit?" after a question about Y is a follow-up
suspecting X of Y's trouble."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import percent_levels
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize(("question", "level"), [
    ("现在有多少辆货车油量低于 20%？", "油量"),
    ("有几台扫码枪的电量不足15%", "电量"),
    ("how many scooters are below 20% battery?", "battery"),
])
def test_a_percent_threshold_names_its_level(question: str, level: str) -> None:
    assert percent_levels(question) == [level]


@pytest.mark.parametrize("question", ["ledger-service 错误率超过 5% 了吗", "命中率低于 80% 多久了",
                                      "内存超过 90% 了吗"])
def test_a_rate_or_a_resource_is_no_level(question: str) -> None:
    assert percent_levels(question) == []


def test_a_chinese_percent_level_no_metric_measures_is_a_gap() -> None:
    plan = offline_plan("现在有多少辆货车油量低于 20%？", CATALOG, now=NOW)
    assert "油量" in plan.window_note + plan.notes, plan


def test_a_measured_rate_over_a_percent_is_no_gap() -> None:
    plan = offline_plan("ledger-service 错误率超过 5% 了吗", CATALOG, now=NOW)
    assert "数据中没有" not in plan.window_note + plan.notes, plan


@pytest.mark.parametrize("question", [
    "is vault-db the culprit for basket-service erroring?",
    "was vault-db the culprit behind the basket-service errors?",
])
def test_the_service_named_the_culprit_is_the_suspect(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.suspects == ["vault-db"], plan


@pytest.mark.parametrize("question", ["so is vault-db the culprit?", "is vault-db the culprit?"])
def test_so_is_x_the_culprit_follows_up_the_earlier_subject(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=("why is basket-service erroring?",))
    assert plan.suspects == ["vault-db"], plan
    assert "basket-service" in plan.services, plan


def test_at_the_time_after_an_onset_question_looks_back_over_the_day() -> None:
    """Pattern (opened solarhub, follow-up database alert): "那 X 当时有告警吗" after "Y 锁超时最早几点冒出来的" asks
    about the moment of the earlier trouble, not the last hour (where X was quiet: a false "no")."""
    plan = offline_plan("那 vault-db 当时有告警吗", CATALOG, now=NOW,
                        earlier_questions=("ledger-service 锁超时最早几点冒出来的",))
    assert plan.window_minutes >= 12 * 60, plan


def test_at_the_time_with_no_earlier_question_keeps_the_recent_window() -> None:
    plan = offline_plan("vault-db 当时有告警吗", CATALOG, now=NOW)
    assert plan.window_minutes == 60, plan
