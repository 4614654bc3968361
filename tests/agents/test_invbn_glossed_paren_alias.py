"""Spec: a service named by users' words (opened rinkside, "passvault-pool-exhausted": "入场闸机从六点四十开始一直刷不
过去，啥原因？" of the turnstile controller described "闸机控制 (入场闸机 IoT)"): the Chinese word in the description's
parentheses, glossed by a latin kind word ("IoT"), is what people call the service — it named nothing, and the
answer was the world's whole list of troubles (another incident's service in its head)."""

from __future__ import annotations

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import learn_aliases
from tests.agents.synthetic import CATALOG, NOW


def test_glossed_parenthesised_word_names_the_service() -> None:
    descriptions = {"gate-ctl": "闸机控制 (入场闸机 IoT) / turnstile controller",
                    "dealer-orders": "经销商下单服务（订单 API）"}
    aliases = learn_aliases(["gate-ctl", "dealer-orders"], descriptions, {})
    assert aliases.get("入场闸机") == "gate-ctl"
    assert "订单" not in aliases  # a word of any system glossed "API" names no one service
    catalog = CATALOG.model_copy(update={"descriptions": {**CATALOG.descriptions,
                                                          "edge-router": "闸机控制 (入场闸机 IoT)"}})
    plan = offline_plan("入场闸机一直刷不过去，啥原因？", catalog, now=NOW)
    assert plan.services[:1] == ["edge-router"], plan.services
