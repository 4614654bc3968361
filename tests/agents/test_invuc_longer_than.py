"""invUC (stop 55): "比<told episode>长吗" — a follow-up naming a side of its own set against the conversation's
trouble by how long each lasted.

Held-out case: lilyvault-backlog-vs-cache-longer-followup-zh ("比中午花艺缓存那次长吗" after "昨晚通知积压持续了多久":
both spans, the backlog's and the cache storm's).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of

NOW = datetime(2031, 3, 4, 9, 0, tzinfo=UTC)


def _catalog() -> Catalog:
    return Catalog(services=("pingo", "pingq", "bloomo", "bloomc"),
                   dependencies={"pingo": ("pingq",), "bloomo": ("bloomc",)},
                   dependency_kinds={"pingo": (("pingq", "kafka"),), "bloomo": (("bloomc", "redis"),)},
                   descriptions={"pingo": "通知发送 / notification sender", "pingq": "通知消息队列 (Kafka) / queue",
                                 "bloomo": "盆栽订单服务 / plant orders", "bloomc": "园艺缓存 (Redis) / garden cache"},
                   data_start=NOW - timedelta(hours=36), data_end=NOW)


@pytest.mark.spec("Answer the question that was asked")
def test_longer_than_a_told_episode_is_a_comparison() -> None:
    assert aspects_of("比中午园艺缓存那次长吗", has_entity=True, has_record=False) == ["comparison"]
    assert "comparison" not in aspects_of("队列比平时长吗", has_entity=True, has_record=False)


@pytest.mark.spec("Answer the question that was asked")
def test_a_side_of_its_own_against_the_conversations_trouble() -> None:
    plan = offline_plan("比中午园艺缓存那次长吗", _catalog(), now=NOW, earlier_questions=["昨晚通知积压持续了多久"])
    assert plan.aspects == ["comparison"], plan
    assert "bloomc" in plan.services and any(s in plan.services for s in ("pingo", "pingq")), plan.services
    start = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00"))
    end = datetime.fromisoformat(plan.window_end.replace("Z", "+00:00"))
    assert end - start >= timedelta(hours=12), (plan.window_start, plan.window_end)
