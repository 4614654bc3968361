"""Issue 10 pattern (invCI): the health now of a team, with a past trouble recalled in a Chinese aside of its own
whose time joins a day and a part of it, is a clock, or whose trouble is a backlog ("装备组那边现在有没有问题？昨天下午
不是出过事吗", "…？半夜不是积压了吗", "…？十点不是刚发过版吗"): the aside sets no window and asks no operation."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from superbiz.agents.question_ops import actions_asked
from superbiz.agents.timeparse import present_context, resolve_time
from tests.agents.synthetic import NOW

_ZONE = ZoneInfo("UTC")


def test_a_day_and_part_of_it_in_the_aside_set_no_window() -> None:
    """Scenario "X 那边现在有没有问题？昨天下午不是出过事吗": the recent window, not yesterday's afternoon."""
    assert not resolve_time("basket-service 现在有没有问题？昨天下午不是出过事吗", now=NOW, zone=_ZONE).explicit
    assert not resolve_time("basket-service 现在正常吗？昨天晚上不是出过问题吗", now=NOW, zone=_ZONE).explicit


def test_a_backlog_recalled_in_the_aside_sets_no_window() -> None:
    """Scenario "…现在正常吗？半夜不是积压了吗" / "早上不是积压过吗"."""
    assert not resolve_time("basket-service 现在正常吗？半夜不是积压了吗", now=NOW, zone=_ZONE).explicit
    assert not resolve_time("basket-service 现在有没有问题？早上不是积压过吗", now=NOW, zone=_ZONE).explicit


def test_a_clock_and_an_operation_in_the_aside_ask_no_operation() -> None:
    """Scenario "…现在有没有问题？十点不是刚发过版吗": health now, no deploy asked."""
    question = "basket-service 现在有没有问题？十点不是刚发过版吗"
    assert "不是" not in present_context(question)
    assert not resolve_time(question, now=NOW, zone=_ZONE).explicit
    assert actions_asked(question) == []


def test_the_past_asked_on_its_own_keeps_its_window() -> None:
    """Without a present asked, the aside is the question: its window stays."""
    assert resolve_time("basket-service 昨天下午不是出过事吗", now=NOW, zone=_ZONE).explicit
