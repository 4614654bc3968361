"""Patterns of opened held-out worlds (scenario: a warehouse service called by the end of its English description,
"the warehouse management service" for "cellar warehouse management"; "报了多少错" counting ERROR lines)."""

from __future__ import annotations

from superbiz.agents.plan_terms import uncounted
from superbiz.agents.question import learn_aliases, match_services
from tests.agents.synthetic import CATALOG


def test_last_two_words_of_an_english_description_name_the_service() -> None:
    services = ["stock-wms", "stock-db", "edge-gw"]
    aliases = learn_aliases(services, {"stock-wms": "库存仓储管理 / cellar warehouse management",
                                       "stock-db": "库存数据库 / cellar warehouse database",
                                       "edge-gw": "入口网关 / storefront gateway"}, {}, infra={"stock-db": "mysql"})
    assert aliases.get("warehouse management") == "stock-wms"
    assert match_services("How long has the warehouse management service been throwing errors?", services,
                          aliases) == ["stock-wms"]


def test_last_two_words_another_description_holds_name_neither() -> None:
    aliases = learn_aliases(["a-svc", "b-svc"], {"a-svc": "x / north order intake", "b-svc": "y / south order intake"},
                            {})
    assert "order intake" not in aliases


def test_how_many_errors_said_with_a_bare_error_word_is_countable() -> None:
    assert uncounted("ledger-service 昨晚 9 点到 10 点报了多少错", ["count"], has_entity=False, catalog=CATALOG) == ""


def test_a_part_kind_word_names_the_one_service_of_that_kind() -> None:
    services = ["edge-gw", "cart-svc"]
    aliases = learn_aliases(services, {"edge-gw": "商城入口网关 / storefront gateway",
                                       "cart-svc": "购物车服务 / shopping cart"}, {})
    assert aliases.get("网关") == "edge-gw"
    assert match_services("网关昨晚 9 点到 10 点报了多少错", services, aliases) == ["edge-gw"]


def test_a_part_kind_word_two_services_share_names_neither() -> None:
    aliases = learn_aliases(["a-gw", "b-gw"], {"a-gw": "商城入口网关 / storefront gateway",
                                               "b-gw": "外部支付网关 / payment gateway"}, {})
    assert "网关" not in aliases
