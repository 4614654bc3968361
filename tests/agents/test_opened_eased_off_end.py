"""The end of a trouble told as easing off (opened nilecart; scenario "end"): "晚上那次订单库连接池几点缓过来的" asks
when the pool recovered — its end, never its cause (it was answered "未发现异常，无从说起原因")."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize("question", ["晚上那次订单库连接池几点缓过来的", "vault-db 啥时候缓过劲来的",
                                      "ledger-service 恢复过来了没"])
def test_easing_off_is_the_end(question: str) -> None:
    aspects = aspects_of(question, has_entity=True, has_record=False)
    assert "end" in aspects and "cause" not in aspects, aspects


def test_easing_off_of_a_named_store_plans_its_end() -> None:
    plan = offline_plan("昨晚 vault-db 那次几点缓过来的", CATALOG, now=NOW)
    assert plan.aspects == ["end"] and plan.services[:1] == ["vault-db"], plan
