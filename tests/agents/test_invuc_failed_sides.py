"""invUC (stop 55): failed records of two incidents — one told by its mechanism and a plain noun ("the overnight db
lock thing"), the wave going on now against a told one.

Held-out cases: starchbay-orders-lock-vs-deploy-en ("which hurt more orders, the overnight db lock thing or the
routing deploy?"), starchbay-orders-last-night-vs-now-followup-zh ("跟现在这波比 哪次失败单多" after "昨天晚上七点多
订单失败的那波 是什么状态").
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_sides import events_compared

NOW = datetime(2031, 3, 4, 15, 0, tzinfo=UTC)


@pytest.mark.spec("Answer the question that was asked")
def test_a_mechanism_thing_against_a_deploy_are_two_events() -> None:
    """"the overnight db lock thing": the store's kind word beside its mechanism — the lock is the event."""
    assert events_compared("which hurt more orders, the overnight db lock thing or the routing deploy?") == [
        "lock", "deploy"]
    assert events_compared("which hurt more orders, the db lock issue or the cert problem?") == ["lock", "certificate"]


def _catalog() -> Catalog:
    return Catalog(services=("ordo", "routo"), dependencies={"ordo": ("routo",)},
                   descriptions={"ordo": "订单服务 / order service", "routo": "配送路线服务 / route service"},
                   order_statuses=("DONE", "NO_ROUTE", "NO_PRICE"), failed_statuses=("NO_ROUTE", "NO_PRICE"),
                   data_start=NOW - timedelta(hours=30), data_end=NOW)


@pytest.mark.spec("Answer the question that was asked")
def test_the_wave_now_against_a_told_wave_compares_each_sides_trouble() -> None:
    """"跟现在这波比 哪次失败单多": the recent window against the told one, each side its own trouble's runs."""
    plan = offline_plan("跟现在这波比 哪次失败单多", _catalog(), now=NOW,
                        earlier_questions=["昨天晚上七点多订单失败的那波 是什么状态"])
    assert plan.compare_start and "comparison" in plan.aspects, plan
    sides = sorted([(plan.window_start, plan.window_end), (plan.compare_start, plan.compare_end)])
    assert sides[1][1].startswith(NOW.strftime("%Y-%m-%dT%H")), sides
    assert plan.failed_things_sides, plan
