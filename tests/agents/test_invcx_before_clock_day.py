"""invCX (opened lasitava): "before <clock>" caps the day at the clock, on names of no real world.

Scenario lasitava "catalogue was slow before noon?" → "when did it start?" → "how many warnings did it log?": the
window was the noon part (11:00–13:00) or the hour around the clock, so the follow-up counted 1 warning of 11; the
day from its start up to the clock is asked. Dev: harbor-errors-before-clock-day-count-en,
harbor-carrier-before-noon-count-zh.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.timeparse import resolve_time

_ZONE = ZoneInfo("Europe/Riga")
_NOW = datetime(2026, 12, 4, 13, 15, tzinfo=_ZONE)


@pytest.mark.parametrize(("question", "end_hour"), [
    ("svc-a was slow before noon?", 12), ("how many errors did svc-a log before 11am?", 11),
    ("svc-a 12点前报了多少错", 12), ("svc-a 中午之前慢吗", 12), ("svc-a errors before 10am today?", 10),
])
def test_before_a_clock_is_the_day_up_to_it(question: str, end_hour: int) -> None:
    """Scenario lasitava "catalogue was slow before noon?": from the day's start to the clock."""
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    assert spec.start.astimezone(_ZONE) == datetime(2026, 12, 4, 0, 0, tzinfo=_ZONE)
    assert spec.end.astimezone(_ZONE) == datetime(2026, 12, 4, end_hour, 0, tzinfo=_ZONE)


def test_before_a_clock_still_ahead_runs_to_now() -> None:
    """"before 3pm" asked at 13:15: today up to now, not yesterday's 3pm hour."""
    spec = resolve_time("was svc-a slow before 3pm?", now=_NOW, zone=_ZONE)
    assert spec.start.astimezone(_ZONE) == datetime(2026, 12, 4, 0, 0, tzinfo=_ZONE)
    assert spec.end.astimezone(_ZONE) == _NOW


@pytest.mark.parametrize("question", ["did svc-a start before noon?", "was it sorted out before 10am?",
                                      "svc-a 是不是12点前就恢复了", "svc-a failing since just before 11am",
                                      "svc-a 中午前后慢吗"])
def test_a_time_against_the_clock_keeps_the_hours_around_it(question: str) -> None:
    """The trouble's own start or end set against the clock, a since-window, or "前后" (around) are no cap."""
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    assert spec.start.astimezone(_ZONE) != datetime(2026, 12, 4, 0, 0, tzinfo=_ZONE)


@pytest.mark.parametrize("question", ["支付对接中午前那波报错是啥原因", "加油码头中午前变慢那次几点好的",
                                      "why are contracts stuck in pending since before noon?"])
def test_an_episode_or_a_since_before_noon_keeps_the_noon_part(question: str) -> None:
    """An episode named by the time before it ("中午前那波"), its end asked, or a since-window: the noon part as before
    (11:00–13:00), not the day capped at noon."""
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    assert spec.start.astimezone(_ZONE) == datetime(2026, 12, 4, 11, 0, tzinfo=_ZONE)
