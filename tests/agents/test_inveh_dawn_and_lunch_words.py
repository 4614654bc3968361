"""invEH (opened saunabox, yogaflow): a part of the day told by a daily event was no time, so an onset or duration
of a trouble that recurred later covered all the data and joined both episodes — "how long did the lunch booking db
incident last?" answered 8h44m from the lunch lock waits to tonight's, "when did the dawn booking outage start?" the
morning's second episode. "the lunch <trouble>" is the lunch hours; dawn / daybreak / 天亮 is 05:00-07:00."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.subjects import unheld_qualified_name
from superbiz.agents.timeforms import canonical_time_forms
from superbiz.agents.timeparse import resolve_time

_NOW = datetime(2026, 12, 4, 19, 15, tzinfo=UTC)
_ZONE = ZoneInfo("Europe/Vienna")


def test_the_lunch_before_a_troubles_words_is_the_lunch_hours() -> None:
    assert "11:30-13:30" in canonical_time_forms("how long did the lunch booking db incident last?")
    assert "11:30-13:30" in canonical_time_forms("did X throw errors during the lunch rush?")


def test_lunch_as_a_word_of_its_own_is_left_alone() -> None:
    assert canonical_time_forms("what did lunch cost?") == "what did lunch cost?"


def test_dawn_is_a_part_of_the_day() -> None:
    spec = resolve_time("when did the dawn booking outage start?", now=_NOW, zone=_ZONE)
    assert spec.explicit
    assert (spec.start.astimezone(_ZONE).hour, spec.end.astimezone(_ZONE).hour) == (5, 7)
    spec = resolve_time("天亮那会儿预约报错了多少条？", now=_NOW, zone=_ZONE)
    assert (spec.start.astimezone(_ZONE).hour, spec.end.astimezone(_ZONE).hour) == (5, 7)


def test_dawn_qualifies_no_unknown_thing() -> None:
    assert unheld_qualified_name("when did the dawn booking outage start?", ["booking api", "bookings db"]) is None


def test_the_lunch_keeps_its_determiner_so_the_incident_is_still_named() -> None:
    # "during the lunchtime planner deploy" (dzongpost, after the merge): the determiner was replaced with the hours,
    # so "during the … deploy" no longer named an incident — the planner became a second subject and the sides' own
    # codes were no longer compared (42 vs 36 lost)
    assert "during the 11:30-13:30" in canonical_time_forms("errors during the lunchtime planner deploy?")
    assert canonical_time_forms("how long did the lunch booking db incident last?").startswith(
        "how long did the 11:30-13:30")
    now = datetime(2026, 12, 11, 14, 0, tzinfo=UTC)
    catalog = Catalog(services=("tracker", "planner-svc", "routes-cache"),
                      dependencies={"tracker": ("planner-svc",), "planner-svc": ("routes-cache",)},
                      descriptions={"tracker": "包裹追踪 App 后端 / parcel tracking app backend",
                                    "planner-svc": "线路规划服务 / mountain route planner",
                                    "routes-cache": "线路缓存 (Redis) / route cache"},
                      timezone="UTC", data_end=now)
    plan = offline_plan("Did the tracking app log more errors during the morning route cache trouble or during the "
                        "lunchtime planner deploy?", catalog, now=now)
    assert plan.services == ["tracker"]
    assert plan.episode_codes
    assert (plan.compare_start, plan.compare_end) == ("2026-12-11T11:30:00Z", "2026-12-11T13:30:00Z")
