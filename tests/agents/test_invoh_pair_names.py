"""Two services of a pair said in words of their own, a slipped English alias, a clock range written as one token
(rinkslot rinkslot-two-services-afternoon-zh, rinkslot-gateway-two-windows-en)."""

from __future__ import annotations

import pytest

from superbiz.agents.loose_names import verb_first_name, verb_first_names
from superbiz.agents.question import id_candidates, match_services

_DESCRIPTIONS = {
    "seat-api": "公众滑冰场次预约服务 / public skating session booking",
    "skate-svc": "冰鞋租赁服务 / skate rental service",
    "front-gw": "冰场统一入口网关 / rink front gateway",
}


@pytest.mark.spec("Answer the question that was asked")
def test_each_side_of_a_pair_said_verb_first_names_its_service() -> None:
    """rinkslot-two-services-afternoon-zh: "订场服务和租鞋服务 谁报错多" — 订场 is 场次预约 said verb first by the
    booking's everyday verb, 租鞋 is 冰鞋租赁; both sides are named (only the skate rental was counted)."""
    assert verb_first_names("今天下午12点到6点 订场服务和租鞋服务 谁报错多", _DESCRIPTIONS) == ["seat-api", "skate-svc"]
    assert verb_first_name("订场服务今天下午有报错吗", _DESCRIPTIONS) == "seat-api"
    assert verb_first_name("租鞋服务今天下午有报错吗", _DESCRIPTIONS) == "skate-svc"


@pytest.mark.spec("Answer the question that was asked")
def test_an_english_alias_typed_with_a_letter_dropped_names_its_service() -> None:
    """rinkslot-gateway-two-windows-en: "gatway errors 2-3pm vs 7-8pm today which had more" counted every service;
    "gatway" is the gateway's word with a letter dropped, and "2-3pm" is a time, never an id the data lacks."""
    aliases = {"gateway": "front-gw", "rental": "skate-svc", "booking": "seat-api"}
    services = list(_DESCRIPTIONS)
    assert match_services("gatway errors 2-3pm vs 7-8pm today which had more", services, aliases) == ["front-gw"]
    assert match_services("gateways errors today", services, aliases) == ["front-gw"]
    assert match_services("getaway errors today", services, aliases) == []
    assert id_candidates("gatway errors 2-3pm vs 7-8pm today which had more", []) == []
    assert id_candidates("errors 10am-2pm for ORD-2024-1", []) == ["ORD-2024-1"]
