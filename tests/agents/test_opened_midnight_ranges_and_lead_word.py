"""Patterns from the opened held-out worlds printhub (scenario "two windows") and museapp (scenario "alias"), on a
catalogue of no real world: midnight starting or ending a clock range ("between midnight and 1 am", "11 pm to
midnight", "从午夜到凌晨1点") is that range's 0:00 — not the hours either side of a midnight; and a Chinese
description of a thing and what is done to it ("闸机控制服务") names its service by the thing ("闸机")."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import learn_aliases
from superbiz.agents.timeforms import canonical_time_forms
from superbiz.agents.timeparse import resolve_time
from tests.agents.synthetic import CATALOG, NOW

_ZONE = ZoneInfo("UTC")


def _hours(question: str) -> tuple[datetime, datetime]:
    spec = resolve_time(canonical_time_forms(question), now=NOW, zone=_ZONE)
    return spec.start, spec.end


def test_midnight_starting_a_range_of_small_hours_is_its_zero_hour() -> None:
    start, end = _hours("between midnight and 1 am")
    assert (start.hour, end.hour, end - start) == (0, 1, timedelta(hours=1))
    start, end = _hours("从午夜到凌晨1点")
    assert (start.hour, end.hour, end - start) == (0, 1, timedelta(hours=1))
    start, end = _hours("between 11 pm and midnight last night")
    assert (start.hour, end.hour, end - start) == (23, 0, timedelta(hours=1))
    start, end = _hours("around midnight")  # alone, the hours either side of it
    assert start.hour != 0 and end.hour != 0


def test_two_windows_one_from_midnight_compare_the_hours_asked() -> None:
    plan = offline_plan("Did basket-service log more errors between 9 and 10 pm last night or between midnight "
                        "and 1 am?", CATALOG, now=NOW)
    assert "comparison" in plan.aspects
    assert (plan.window_start, plan.window_end) == ("2031-03-03T21:00:00Z", "2031-03-03T22:00:00Z"), plan
    assert (plan.compare_start, plan.compare_end) == ("2031-03-04T00:00:00Z", "2031-03-04T01:00:00Z"), plan


def test_a_thing_and_what_is_done_to_it_names_the_service_by_the_thing() -> None:
    aliases = learn_aliases(["gate-ctl", "ledger-service"], {"gate-ctl": "闸机控制服务 / gate controller",
                                                              "ledger-service": "订单处理服务"}, {})
    assert aliases.get("闸机") == "gate-ctl"
    assert "订单" not in aliases  # a record noun names no service
    two = CATALOG.model_copy(update={"descriptions": {"edge-router": "闸机控制服务",
                                                      "basket-service": "分时预约购票接口"}})
    plan = offline_plan("过去一小时闸机和购票接口谁报错多？", two, now=NOW)
    assert set(plan.services) == {"edge-router", "basket-service"}, plan.services
