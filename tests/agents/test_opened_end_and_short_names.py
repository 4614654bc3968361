"""Opened nilecart, dzongpost, beanlot (scenarios "end", "alias"): "晚上那次订单库连接池几点缓过来的" asks
when the pool recovered — its end, never its cause (it was answered "未发现异常，无从说起原因"); "追踪库" and "会员App"
are names made of a word of a description head ("包裹追踪数据库", "合作社会员App网关")."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of, learn_aliases, match_services
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize("question", ["晚上那次订单库连接池几点缓过来的", "vault-db 啥时候缓过劲来的",
                                      "ledger-service 恢复过来了没"])
def test_easing_off_is_the_end(question: str) -> None:
    aspects = aspects_of(question, has_entity=True, has_record=False)
    assert "end" in aspects and "cause" not in aspects, aspects


def test_easing_off_of_a_named_store_plans_its_end() -> None:
    plan = offline_plan("昨晚 vault-db 那次几点缓过来的", CATALOG, now=NOW)
    assert plan.aspects == ["end"] and plan.services[:1] == ["vault-db"], plan


#: vault-db's head holds a four-character qualifier; the asker says its second word with a bare 库
_STORES = CATALOG.model_copy(update={"descriptions": {"vault-db": "包裹追踪数据库 (MySQL)",
                                                      "ledger-service": "包裹轨迹服务"},
                                     "dependency_kinds": {"ledger-service": (("vault-db", "mysql"),)}})


def test_a_database_named_by_a_word_of_its_head_and_a_bare_ku_is_that_database() -> None:
    """Pattern "追踪库" (dzongpost-followup-trackdb-end-zh: "昨晚追踪库出啥事了" then "那它什么时候恢复的?"): 库 short
    for 数据库 after a word of one database's head names that database, in the question and in its follow-up."""
    plan = offline_plan("昨晚追踪库出啥事了", _STORES, now=NOW)
    assert plan.services == ["vault-db"], plan
    follow = offline_plan("那它什么时候恢复的?", _STORES, now=NOW, earlier_questions=["昨晚追踪库出啥事了"])
    assert follow.services == ["vault-db"] and follow.aspects == ["end"], follow


def test_a_latin_word_with_the_chinese_word_before_it_names_the_service() -> None:
    """Pattern "会员App" (beanlot-app-morning-cause-zh: "会员App今天早上九点多一直报错" is the app gateway described
    "合作社会员App网关", not the identity service whose description starts with 会员; its errors two hops above a
    pool that ran out of connections)."""
    services = ["edge-router", "basket-service"]
    aliases = learn_aliases(services, {"edge-router": "合作社会员App网关", "basket-service": "会员身份服务"}, {})
    assert aliases.get("会员app") == "edge-router" and aliases.get("会员 app") == "edge-router", aliases
    assert match_services("会员App今天早上九点多一直报错，咋回事", services, aliases) == ["edge-router"]
    assert match_services("会员身份服务有报错吗", services, aliases) == ["basket-service"]
