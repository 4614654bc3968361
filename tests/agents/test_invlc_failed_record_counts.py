"""Spec scenario "Answer the question that was asked" for counts of failed records of a kind, in a window or asked
again of another thing (stop 46, from the opened obsidome, gaveldock and laptide worlds; dev questions
``harbor-lc-*``, ``ledgerly-lc-*``)."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import about_failing, described_failing_status
from superbiz.agents.question import qualified_calls_failing
from superbiz.agents.timeparse import resolve_time
from tests.agents.world_chat import spec_catalog

_HARBOR_NOW = datetime(2026, 10, 14, 20, 20, tzinfo=UTC)
_NEW_YORK = ZoneInfo("America/New_York")


@pytest.mark.spec("Answer the question that was asked")
def test_tiao_counting_a_thing_said_failing_counts_its_records() -> None:
    """Scenario obsidome "两点半以后还有几条图像处理失败？" (dev harbor "两点半以后还有几条运价计算失败？", ledgerly
    "今天一共多少条记账失败的？"): 条 right before a thing said failing counts that thing's records (the failing status
    its description's English words name), not its log lines; "几条" alone or "报了几条错" still asks lines."""
    descriptions = {"redukt": "图像处理流水线 (读处理队列) / image reduction pipeline",
                    "propozo": "观测提案服务 / observing proposal service"}
    held = ["OBSERVED", "REDUCE_FAILED", "SUBMIT_FAILED"]
    for question in ("两点半以后还有几条图像处理失败？", "凌晨那波 一共多少条图像处理失败的？"):
        assert described_failing_status(question, held, descriptions) == ["REDUCE_FAILED"], question
    for question in ("图像处理失败有几条？", "图像处理失败报了几条错"):
        assert described_failing_status(question, held, descriptions) == [], question
    catalog = spec_catalog("harbor").model_copy(
        update={"order_statuses": ("BOOKED", "DELIVERED", "IN_TRANSIT", "QUOTE_TIMEOUT")})
    plan = offline_plan("两点半以后还有几条运价计算失败？", catalog, now=_HARBOR_NOW)
    assert plan.statuses == ["QUOTE_TIMEOUT"] and "record" in plan.aspects, (plan.statuses, plan.aspects)


@pytest.mark.spec("Answer the question that was asked")
def test_an_hour_said_in_a_word_after_since_is_the_clock() -> None:
    """Scenario gaveldock "how many filings bounced since eleven?" (dev harbor "how many quotes timed out since
    three?"): the word hour closing the clause is its latest occurrence passed, never the default recent hour."""
    spec = resolve_time("how many quotes timed out since three?", now=_HARBOR_NOW, zone=_NEW_YORK)
    assert spec.explicit
    assert spec.start.astimezone(_NEW_YORK).strftime("%H:%M") == "15:00"
    assert not resolve_time("how many quotes since one of the deploys?", now=_HARBOR_NOW, zone=_NEW_YORK).explicit


@pytest.mark.spec("Answer the question that was asked")
def test_a_range_from_a_bare_hour_to_a_clock_with_minutes_is_one_window() -> None:
    """Scenario laptide "how many lane bookings got rejected in the first wave, like 6 to 6:40?" (dev harbor "like
    2 to 2:40"): the bare hour's o'clock to the clock, the latest such passed (the afternoon's at 16:20) — it was
    read as a window around the second clock."""
    for question, start, end in (("how many quotes timed out in the first burst, like 2 to 2:40?", "14:00",
                                  "14:40"),
                                 ("how many quotes timed out between 2 and 2:40?", "14:00", "14:40"),
                                 ("how many quotes timed out from 9 to 9:30 this morning?", "09:00", "09:30")):
        spec = resolve_time(question, now=_HARBOR_NOW, zone=_NEW_YORK)
        got = (spec.start.astimezone(_NEW_YORK).strftime("%H:%M"), spec.end.astimezone(_NEW_YORK).strftime("%H:%M"))
        assert got == (start, end), (question, got)


@pytest.mark.spec("Answer the question that was asked")
def test_a_thing_named_alone_after_a_failed_count_takes_its_failing() -> None:
    """Scenario laptide "那报课呢？" after "订泳道一共失败了多少单？" (dev ledgerly "那账务呢？" after "汇率一共失败了
    多少笔？"), and gaveldock "那立案被退回的呢？" after "影响了多少笔": the earlier count asked of the thing named
    now — its failing status counted (an overview of every trouble was answered)."""
    assert about_failing("那报课呢？", "订泳道一共失败了多少单？") == "报课失败了多少单"
    assert about_failing("那报课呢？", "订泳道为啥慢") == ""
    assert about_failing("那支付服务呢？", "订泳道一共失败了多少单？") == ""
    catalog = spec_catalog("ledgerly").model_copy(
        update={"order_statuses": ("SETTLED", "PENDING_REVIEW", "FAILED_LEDGER", "FX_UNAVAILABLE")})
    now = datetime(2026, 6, 18, 9, 45, tzinfo=UTC)
    plan = offline_plan("那账务呢？", catalog, earlier_questions=["汇率一共失败了多少笔？"], now=now)
    assert plan.statuses == ["FAILED_LEDGER"] and "count" in plan.aspects, (plan.statuses, plan.aspects)
    plan = offline_plan("那汇率不可用的呢？", catalog, earlier_questions=["今天早上记账为啥失败", "影响了多少笔"],
                        now=now)
    assert plan.statuses == ["FX_UNAVAILABLE"] and "count" in plan.aspects, (plan.statuses, plan.aspects)


@pytest.mark.spec("Answer the question that was asked")
def test_calls_failed_qualified_by_a_failing_status_word_are_its_records() -> None:
    """Scenario sprigrack "the first one — how many dosing jobs failed in it?" (after "how many times did the … cache
    storm today?"): "failed" said of a noun of calls (jobs) whose qualifier is a word of the one failing status of
    another verb (MIXING_ABORTED) counts that status's records in the episode — it counted the ERROR lines."""
    held = ["GROWING", "MIXING_ABORTED", "HARVEST_REJECTED"]
    assert qualified_calls_failing("the first one — how many mixing jobs failed in it?", held) == ["MIXING_ABORTED"]
    assert qualified_calls_failing("how many mixing jobs failed today?", [*held, "MIXING_REJECTED"]) == []
    assert qualified_calls_failing("how many cache jobs failed today?", held) == []
    assert qualified_calls_failing("how many mixing jobs got stuck today?", held) == []
