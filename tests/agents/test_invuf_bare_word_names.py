"""invUF (stop 55): a service named by a bare word of its description, asked how it is now."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_model import Catalog

_NOW = datetime(2026, 3, 2, 10, tzinfo=UTC)


def _catalog() -> Catalog:
    return Catalog(services=("barrix", "tollcore", "tollcache"),
                   descriptions={"barrix": "停车道闸应用（车牌识别） / parking barrier app (plate reading)",
                                 "tollcore": "收费服务（按时计费） / toll service (hourly billing)",
                                 "tollcache": "收费缓存 (Redis) / toll cache"},
                   dependencies={"barrix": ("tollcore",), "tollcore": ("tollcache",)},
                   dependency_kinds={"barrix": (("tollcore", "service"),), "tollcore": (("tollcache", "redis"),)},
                   timezone="UTC")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["道闸现在好了没", "道闸现在怎么样", "道闸恢复了没"])
def test_a_bare_inner_word_of_one_description_asked_its_state_names_that_service(question: str) -> None:
    """Held-out hoofmoat "闸机现在好了没" (the gate app "入园闸机应用"): a question opening with a word only one
    description holds, then asking whether it came back or how it is, names that service (it named nothing and
    read every service's alerts)."""
    plan = offline_plan(question, _catalog(), now=_NOW)
    assert plan.services == ["barrix"]
