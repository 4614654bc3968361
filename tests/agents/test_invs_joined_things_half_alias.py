"""Spec scenario "a service named by its description" (opened held-out saguaro, "客户门户这半小时一直5xx"): a Chinese
description joining two things ("客户门户与对外 API 网关") names its service by either thing of four characters or
more ("客户门户"), so the question resolves to that one service instead of being answered world-wide; a description
joining functions ("堆场计划与箱位分配", "漏水检测与告警") still names nothing by a half alone."""

from __future__ import annotations

from superbiz.agents.question import learn_aliases, match_services


def test_a_thing_half_of_a_joined_description_names_the_service() -> None:
    services = ["front-gw", "orders-api"]
    aliases = learn_aliases(services, {"front-gw": "客户门户与对外 API 网关 / customer portal and public API gateway",
                                       "orders-api": "订单下单接口 / order placement API"}, {})
    assert aliases.get("客户门户") == "front-gw"
    assert match_services("客户门户这半小时一直5xx，啥原因", services, aliases) == ["front-gw"]


def test_a_function_half_names_nothing_by_itself() -> None:
    services = ["yard-alloc", "leak-watch"]
    aliases = learn_aliases(services, {"yard-alloc": "堆场计划与箱位分配", "leak-watch": "漏水检测与告警"}, {})
    assert "堆场计划" not in aliases and "箱位分配" not in aliases and "漏水检测" not in aliases
    assert aliases.get("堆场计划服务") == "yard-alloc"


def test_a_thing_half_two_descriptions_share_names_neither() -> None:
    services = ["a-gw", "b-gw"]
    aliases = learn_aliases(services, {"a-gw": "客户门户与对外 API 网关", "b-gw": "客户门户与内部网关"}, {})
    assert "客户门户" not in aliases
