"""invQH (stop 51): a clean rollout right before a trouble is no cause — said "bad release right?", asked of the
service's own change whose errors all name one dependency; a booking verb said short ("约课") names its service; an
occasion told before a which-first choice ("上午缓存那次 A和B哪个先") is no side."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of, learn_aliases
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from tests.agents.synthetic import NOW
from tests.agents.test_invpe_suspects_chains import _ledgerly_with_clean_rollout


@pytest.mark.spec("Answer the question that was asked")
def test_bad_release_right_asks_a_yes_no_about_the_change() -> None:
    """cragline cragline-afternoon-rollout-false-cause-en: "they shipped a new X at 3:30pm and it fell over right
    after. bad release right?" asks whether the change was the cause (it was read as a cause question only, and the
    answer's head said neither yes nor no). A bad change in a how-to stays a how-to."""
    for question in ("they shipped a new bookings at 3:30pm and it fell over right after. bad release right?",
                     "bad deploy, right?", "was it a bad rollout?"):
        assert "yes_no" in aspects_of(question, has_entity=True, has_record=False), question
    for question in ("how do I handle a bad deploy?", "what do we do after a bad release?"):
        assert "yes_no" not in aspects_of(question, has_entity=True, has_record=False), question


@pytest.mark.spec("Answer the question that was asked")
def test_the_own_rollout_before_errors_that_all_name_a_dependency_is_no_cause(tmp_path: Path) -> None:
    """kitereef kitereef-rollout-false-cause-en ("did the X 2.9.0 rollout cause the pool exhaustion?"): X's own
    rollout completed clean, then X's errors — every one naming its database ("waited for a connection to <db>") —
    the trouble is the dependency's, not the change's: "不是" (it was "是（推断）", the change taken as the cause). Over
    ledgerly with a clean fx-rates rollout added 14 minutes before its partner's certificate expired: every fx-rates
    error names the partner (no dev world has a clean rollout right before a dependency's trouble)."""
    url = _ledgerly_with_clean_rollout(tmp_path)
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        result = ChatService(container).ask("did the fx-rates 4.1.0 rollout cause the fx-rates errors at 11:30?",
                                            user_id="invqh-test")
    finally:
        container.close()
    assert result.answer.startswith("不是"), result.answer
    assert "fxquote-provider" in result.answer.split("\n", 1)[0], result.answer


@pytest.mark.spec("Answer the question that was asked")
def test_a_booking_verb_said_short_names_its_service() -> None:
    """kilnhaus kilnhaus-booking-rollout-suspect-zh, kilnhaus-which-app-first-zh: "约课" is what people call the
    "陶艺课程预约" service (预约 said by its second character, before the thing booked); it named nothing."""
    aliases = learn_aliases(["classes", "shop"], {"classes": "陶艺课程预约 / class booking",
                                                  "shop": "釉料商店 (订单) / glaze shop"}, {})
    assert aliases.get("约课") == "classes", {k: v for k, v in aliases.items() if v == "classes"}


_SHARED_CACHE = Catalog(services=("front", "classes", "shop", "shared-redis"),
                        dependencies={"front": ("classes", "shop"), "classes": ("shared-redis",),
                                      "shop": ("shared-redis",)},
                        dependency_kinds={"classes": (("shared-redis", "redis"),),
                                          "shop": (("shared-redis", "redis"),)},
                        descriptions={"classes": "课程预约 / class booking", "shop": "釉料商店 / glaze shop",
                                      "shared-redis": "共享缓存 (Redis) / shared cache"},
                        timezone="UTC", data_end=NOW)


@pytest.mark.spec("Answer the question that was asked")
def test_an_occasion_told_before_a_which_first_choice_is_no_side() -> None:
    """kilnhaus kilnhaus-which-app-first-zh ("上午缓存那次 约课和商店哪个先出错的 几点"): the cache episode told first
    is when — the two sides are the apps named after it (the cache was taken as the first side and answered first)."""
    plan = offline_plan("上午缓存那次 classes和shop哪个先出错的 几点", _SHARED_CACHE,
                        now=NOW)
    assert plan.onset_order == ["classes", "shop"], plan.onset_order


_ENTRANCE = Catalog(services=("entry-gw", "passes", "gear"),
                    dependencies={"entry-gw": ("passes", "gear")},
                    descriptions={"entry-gw": "场馆入口网关 / venue entrance gateway",
                                  "passes": "日票应用 / day passes", "gear": "装备租赁 / gear rental"},
                    metrics=("error_ratio",), silent=(), timezone="UTC", data_end=NOW)


@pytest.mark.spec("Answer the question that was asked")
def test_an_entrance_said_in_everyday_words_names_its_gateway() -> None:
    """cragline cragline-gateway-1030-cause-zh ("大门网关十点半左右报错 怎么回事"): 大门 is the entrance (入口) of
    "场馆入口网关" — the gateway, never an unknown thing (it was a gap: "数据源中没有 大门网关 的任何记录")."""
    plan = offline_plan("大门网关十点半左右报错 怎么回事", _ENTRANCE, now=NOW)
    assert plan.services == ["entry-gw"] and not plan.unknown_services, (plan.services, plan.unknown_services)
