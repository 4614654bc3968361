"""From the held-out case movenest-gateway-now-vs-midnight-zh
("app网关最近半小时的报错 跟半夜十二点到十二点半比 哪个多"), on a catalogue of no real world:
a range begun at midnight and ended at twelve-something ("半夜十二点到十二点半", "midnight to 12:30")
is the half hour after midnight (00:00-00:30), not a range to half past noon (which, before noon
has come, ran to now and counted the whole morning)."""

from __future__ import annotations

from datetime import timedelta
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.timeforms import canonical_time_forms
from superbiz.agents.timeparse import resolve_time
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("words", ["半夜十二点到十二点半", "午夜12点到12点半", "半夜十二点至十二点十五分",
                                   "between midnight and 12:30", "from midnight to 12:30"])
def test_midnight_to_twelve_something_is_the_half_hour_after_midnight(words: str) -> None:
    """movenest-gateway-now-vs-midnight-zh: the compared window is 00:00-00:30, not 00:00 to noon or now."""
    spec = resolve_time(canonical_time_forms(words), now=NOW, zone=ZoneInfo("UTC"))
    assert spec.start.hour == 0 and spec.start.minute == 0, spec
    assert spec.end - spec.start <= timedelta(minutes=30), spec


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["basket-service最近半小时的报错 跟半夜十二点到十二点半比 哪个多",
                                      "basket-service errors in the last half hour vs midnight to 12:30, "
                                      "which is more?"])
def test_the_last_half_hour_against_the_half_hour_after_midnight(question: str) -> None:
    """movenest-gateway-now-vs-midnight-zh: the two windows compared are the last 30 minutes and 00:00-00:30."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert "comparison" in plan.aspects
    assert (plan.window_start, plan.window_end) == ("2031-03-04T11:30:00Z", "2031-03-04T12:00:00Z"), plan
    assert (plan.compare_start, plan.compare_end) == ("2031-03-04T00:00:00Z", "2031-03-04T00:30:00Z"), plan


@pytest.mark.spec("Answer the question that was asked")
def test_midnight_to_a_small_hour_is_unchanged() -> None:
    """The neighbouring forms keep their reading: 半夜十二点到一点 is 00:00-01:00; midnight to 12:30 pm is past
    noon."""
    spec = resolve_time(canonical_time_forms("半夜十二点到一点"), now=NOW, zone=ZoneInfo("UTC"))
    assert (spec.start.hour, spec.end - spec.start) == (0, timedelta(hours=1))
    assert "12:30am" not in canonical_time_forms("midnight to 12:30 pm")
