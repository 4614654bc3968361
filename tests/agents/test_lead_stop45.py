"""Issue 10, stop 45 (the lead's own mends, from held-out failures of stop 44 — hearloop "维修缓存那波有没有导致维修单
失败？").

Scenario "X 那波有没有导致 Y 失败": a cache's past episode, named with no time, asked as the cause of its caller's
failed records. The cause verb has no subject of its own, so the thing named before it is the suspect and the one
after it the subject — the second named was taken as the suspect (the cache's own caller, its effect) — and the
episode lies wherever it lies (it ended hours ago), not within the last hour the answer was judged on ("不是，未发现
异常" of a storm that was over).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from superbiz.agents.plan import Catalog, offline_plan

_NOW = datetime(2031, 5, 6, 19, 50, tzinfo=UTC)
_WORLD = Catalog(
    services=("patientapp", "fixdesk", "fixdesk-redis", "payclerk"),
    dependencies={"patientapp": ("fixdesk", "payclerk"), "fixdesk": ("fixdesk-redis",)},
    dependency_kinds={"fixdesk": (("fixdesk-redis", "redis"),)},
    descriptions={"patientapp": "患者App / patients' app", "fixdesk": "维修工单服务 / repair ticket service",
                  "fixdesk-redis": "维修工单缓存 (Redis) / repair ticket cache",
                  "payclerk": "账单服务 / billing service"},
    order_statuses=("BOOKED", "REPAIR_VOIDED"), failed_statuses=("REPAIR_VOIDED",),
    timezone="UTC", data_start=_NOW - timedelta(hours=36), data_end=_NOW, silent=frozenset())


def _start(value: str | None) -> datetime:
    assert value is not None
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def test_the_thing_before_an_unsubjected_cause_verb_is_the_suspect() -> None:
    for question in ("维修缓存今天有没有导致维修单失败？", "维修缓存今天是不是也引起了维修单失败？"):
        plan = offline_plan(question, _WORLD, now=_NOW)
        assert plan.aspects == ["yes_no"], question
        assert plan.suspects == ["fixdesk-redis"], question
        assert "fixdesk" in plan.services, question


def test_a_past_episode_named_with_no_time_is_looked_for_beyond_the_last_hour() -> None:
    for question in ("维修缓存那波有没有导致维修单失败？", "维修缓存那次是不是引起了维修单失败？"):
        plan = offline_plan(question, _WORLD, now=_NOW)
        assert plan.suspects == ["fixdesk-redis"], question
        assert _start(plan.window_start) <= _NOW - timedelta(hours=12), question
    #: asked of the present ("现在") the recent window stays the default one; with no time at all the subject's own
    #: episode is looked for over the data too (invTA, stop 54: a suspect judged over the last hour alone answered a
    #: true suspect "no" when the episode had ended hours before)
    plan = offline_plan("维修缓存现在有没有导致维修单失败？", _WORLD, now=_NOW)
    assert _start(plan.window_start) >= _NOW - timedelta(hours=1)
