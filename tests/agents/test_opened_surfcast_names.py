"""Patterns from the opened surfcast world, on a catalogue of no real world: a one-word service name misspelt (a
letter dropped, two letters swapped) and a latin word a Chinese question calls a service that the data does not
hold."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import near_name
from tests.agents.synthetic import CATALOG, NOW

#: the synthetic catalogue with one-word service names as well
WORDS = CATALOG.model_copy(update={"services": (*CATALOG.services, "tidemill", "harborlog")})


@pytest.mark.parametrize(("question", "service"), [
    ("tidmill 过去1h报了多少错", "tidemill"),          # surfcast-swellcast-errors-1h-zh: a letter dropped
    ("tidemlil 现在正常吗", "tidemill"),               # surfcast-buoywire-healthy-now-typo-zh: two letters swapped
    ("is harbrolog healthy right now?", "harborlog"),
])
def test_a_misspelt_one_word_name_is_that_service(question: str, service: str) -> None:
    plan = offline_plan(question, WORDS, now=NOW)
    assert plan.services == [service] and not plan.unknown_services, plan


def test_two_swapped_letters_are_one_slip() -> None:
    assert near_name("vualt-db", ["vault-db", "edge-router"]) == "vault-db"


@pytest.mark.parametrize("question", ["pierlens 摄像头服务挂了没", "pierlens 服务还好吗"])
def test_a_word_called_a_service_the_data_does_not_hold_is_unknown(question: str) -> None:
    """Pattern surfcast-unknown-service-zh: the gap is that service, not an overview of every incident."""
    plan = offline_plan(question, WORDS, now=NOW)
    assert plan.unknown_services == ["pierlens"] and not plan.services, plan


@pytest.mark.parametrize("question", ["how many errors in the last hour?", "最近一小时有多少 error", "服务还好吗"])
def test_plain_words_are_not_names(question: str) -> None:
    plan = offline_plan(question, WORDS, now=NOW)
    assert not plan.unknown_services and not plan.services, plan


def test_a_long_english_head_is_called_by_its_last_two_words() -> None:
    """Pattern surfcast-push-errors-3h-en: "alert push notifications" is "the push notification service"."""
    from superbiz.agents.question import learn_aliases, match_services
    services = ["tidemill", "pingpost"]
    descriptions = {"tidemill": "潮汐计算 / tide calculator", "pingpost": "预警推送 / alert push notifications"}
    aliases = learn_aliases(services, descriptions, {})
    assert match_services("How many errors did the push notification service log?", services, aliases) \
        == ["pingpost"]
    assert match_services("are push notifications failing?", services, aliases) == ["pingpost"]
