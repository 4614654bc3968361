"""invRC (stop 52, opened inkvault / kitereef / sporelab): a deploy said as a time ("发版那会儿", "during last night's
deploy", "during last nights bad release") is the deploy's own span — from its start event to its rollback or
completion — never the recent hour nor the whole night; a team word one description holds before "and" names it."""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import learn_aliases
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import world_asker


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "side"), [
    ("basket-service errors in the past hour vs during last night's deploy, which is worse", "b"),
    ("basket-service 发版那会儿报了多少条 BSK-5000", "a"),
    ("how many errors did basket-service throw during last nights bad release", "a"),
    ("basket-service 昨晚发布期间和今天上午比 哪个报错多", "a"),
])
def test_a_deploy_said_as_a_time_is_a_side_of_its_own(question: str, side: str) -> None:
    """Held-out kitereef-lesnami-now-vs-deploy-en, inkvault-aftercare-error-count-zh,
    sporelab-deploy-storefront-errors: the side (or the count's window) a deploy names is that deploy's span."""
    assert offline_plan(question, CATALOG, now=NOW).deploy_side == side


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["when did basket-service's deploy start?", "how long did the deploy take?",
                                      "basket-service errors in the past hour?"])
def test_a_deploy_asked_about_is_no_span_said(question: str) -> None:
    """A deploy's own time asked (its start, how long it took), or no deploy said: no side of its span."""
    assert offline_plan(question, CATALOG, now=NOW).deploy_side == ""


@pytest.mark.spec("Answer the question that was asked")
def test_errors_counted_over_a_deploys_own_span(tmp_path: Path) -> None:
    """Held-out inkvault-aftercare-error-count-zh ("aftercarn 发版那会儿报了多少条 AFC-5000", every line of the deploy
    hours before the recent window): over stagecast, recommend-api's errors of its deploy last night (start event
    to rollback) — the base read the recent hour (0)."""
    with world_asker(tmp_path, "stagecast") as ask:
        answer, held = ask("recommend-api 发版那会儿报了多少条错",
                           "SELECT count(*) FROM log_record WHERE service = 'recommend-api' AND level = 'ERROR'")
    assert held > 0
    assert f"共 {held} 条" in answer.splitlines()[0], answer


@pytest.mark.spec("Answer the question that was asked")
def test_a_team_word_a_description_holds_before_and_names_it() -> None:
    """Held-out sporelab-deploy-storefront-errors ("the storefront"): a team "Storefront" of two applications, one
    described "customer storefront and app" — the word names that one."""
    aliases = learn_aliases(["shop-web", "item-list"],
                            {"shop-web": "顾客网店与 App (下单入口) / customer storefront and app",
                             "item-list": "商品目录 / mushroom catalog"},
                            {"shop-web": "店面组 Storefront", "item-list": "店面组 Storefront"})
    assert aliases.get("storefront") == "shop-web"
