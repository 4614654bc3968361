"""Pattern "When was the bad checkout release rolled back yesterday?" (opened held-out world, scenario: a bad
deploy rolled back): a when-word five words before the operation still asks its time, and a segment of exactly
one application's name ("checkout") names it even when a team of several services shares the word."""

from __future__ import annotations

from superbiz.agents.question import learn_aliases, match_services
from superbiz.agents.question_ops import actions_when


def test_a_when_word_five_words_before_the_operation_asks_its_time() -> None:
    assert actions_when("When was the bad checkout release rolled back yesterday?") == [("回滚", "end")]
    assert actions_when("When did the errors start after it was rolled back?") == []


def test_a_name_segment_of_one_application_names_it_despite_a_shared_team() -> None:
    services = ["pine-checkout", "pine-cart", "pine-pg"]
    teams = {s: "交易组 Checkout" for s in services}
    aliases = learn_aliases(services, {"pine-checkout": "结账服务 / order placement",
                                       "pine-cart": "购物车 / shopping cart", "pine-pg": "订单库 / order database"},
                            teams, infra={"pine-pg": "postgres"})
    assert aliases.get("checkout") == "pine-checkout"
    assert match_services("When was the bad checkout release rolled back yesterday?", services,
                          aliases) == ["pine-checkout"]
