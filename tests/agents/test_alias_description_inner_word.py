"""A service called by an inner word of its Chinese description with the description's last word ("交易网关" for
"广告交易入口网关", opened held-out adbid), as "车位计数" for "车位占用计数"; a word two services share names
neither."""

from __future__ import annotations

from superbiz.agents.question import learn_aliases, match_services


def test_inner_word_with_head_noun_names_the_service() -> None:
    services = ["shop-edge", "pay-gw"]
    aliases = learn_aliases(services, {"shop-edge": "电商订单入口网关 / shop ingress gateway",
                                       "pay-gw": "外部支付网关 / payment gateway"}, {})
    assert aliases.get("订单网关") == "shop-edge" and aliases.get("入口网关") == "shop-edge"
    assert match_services("订单网关今天15点到16点的错误跟16点以后比哪个多", services, aliases) == ["shop-edge"]


def test_shared_inner_word_names_neither() -> None:
    services = ["a-edge", "b-edge"]
    aliases = learn_aliases(services, {"a-edge": "电商订单入口网关", "b-edge": "物流订单入口网关"}, {})
    assert "订单网关" not in aliases and "入口网关" not in aliases
