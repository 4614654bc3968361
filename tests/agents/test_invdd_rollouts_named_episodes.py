"""Rollouts and named episodes (issue 10, opened chessarena, payroo, snowplow): "how long did the X rollout take?" /
"app 5.8.0 发布花了多长时间" is the deploy's own span from its start event to its completion (a rollout that never
completed is a gap, never an alert's span); "when was the bad 311 app build rolled back?" asks the rollback's own
time with the when-word six words before the operation (spec: evidence-bound onset/end/duration)."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_terms import asked_level
from superbiz.agents.question import aspects_of
from superbiz.agents.question_ops import actions_spanned, actions_when
from superbiz.agents.subjects import unresolved_subject
from superbiz.render.answer_time import action_span_line
from superbiz.render.material import MaterialItem

_ZONE = ZoneInfo("Asia/Shanghai")


def _event(n: int, svc: str, stamp: str, line: str) -> MaterialItem:
    return MaterialItem(claim_id=f"c{n}", claim_type="observation",
                        text=f"{svc} 的操作记录（发布）：「{stamp} INFO {svc} trace=t{n} {line}」")


def test_a_rollout_asked_how_long_it_took_is_the_deploys_own_span() -> None:
    for q in ("how long did the timecard-svc rollout take?", "app 5.8.0 发布花了多长时间",
              "how long did it take to deploy kds-svc?", "kds-svc 这次上线用了多久？"):
        assert actions_spanned(q) == ["发布"], q
    assert actions_spanned("how long was the bad release live before it got rolled back?") == ["发布", "回滚"]
    assert actions_spanned("how long did the outage last?") == []


def test_the_span_runs_from_the_named_versions_start_to_its_completion() -> None:
    items = [_event(1, "app-a", "2026-12-04T15:30:00.000Z", "deployment started: rolling out version 5.8.0"),
             _event(2, "app-a", "2026-12-04T15:36:00.000Z", "deployment completed: version 5.8.0 serving 100%"),
             _event(3, "api-b", "2026-12-04T15:00:00.000Z", "deployment started: rolling out version 2.14.0"),
             _event(4, "api-b", "2026-12-04T15:20:00.000Z", "deployment completed: version 2.14.0 serving 100%")]
    line = action_span_line(items, ("发布",), "", _ZONE, "Asia/Shanghai", version="5.8.0")
    assert line is not None and line.startswith("持续约 6 分钟：app-a")
    first = action_span_line(items, ("发布",), "", _ZONE, "Asia/Shanghai")
    assert first is not None and first.startswith("持续约 20 分钟：api-b")  # no version: the first deploy


def test_a_rollout_that_never_completed_is_a_gap() -> None:
    items = [_event(1, "reco", "2026-03-08T16:20:00.000Z", "deployment started: rolling out version 7.4.0")]
    line = action_span_line(items, ("发布",), "", _ZONE, "Asia/Shanghai", version="7.4.0")
    assert line is not None and line.startswith("无法确定持续时间：reco 的发布")


def test_a_when_word_six_words_before_the_rollback_asks_its_time() -> None:
    assert actions_when("when was the bad 311 app build rolled back?") == [("回滚", "end")]
    assert actions_when("What time was the broken recommend-api 7.4.0 build rolled back?") == [("回滚", "end")]
    assert actions_when("when did it break after the deploy?") == []


def test_any_errors_on_a_service_asks_its_error_lines() -> None:
    """"any errors on X this morning?" of a WARN-only service is a narrow ERROR check ("no"), not its health."""
    for q in ("any errors on payslipper this morning?", "were there any errors on X last night?",
              "Any errors from billing-svc today?"):
        assert asked_level(q) == "ERROR", q
    for q in ("any errors or warnings on X?", "any error rate spike?", "why does X show any errors?"):
        assert asked_level(q) is None, q


def test_whether_an_operation_was_done_this_morning_is_searched_from_midnight() -> None:
    """"did they roll it back?" after "what's wrong with X this morning?": a rollback at 05:50 is that morning's."""
    catalog = Catalog(services=("snowcall",), timezone="America/Winnipeg")
    earlier = ["what's wrong with snowcall this morning?"]
    plan = offline_plan("did they roll it back?", catalog, earlier_questions=earlier,
                        now=datetime(2026, 12, 4, 13, 45, tzinfo=UTC))
    assert plan.actions == ["回滚"]
    starts = {c.arguments.get("start") for c in plan.calls if c.arguments.get("keyword")}
    assert starts == {"2026-12-04T06:00:00Z"}  # local midnight, not 06:00 local (12:00Z)


def test_a_thing_the_world_does_not_have_is_a_gap_not_another_service() -> None:
    """"did the road weather sensor feed go down overnight?" (four words, none held) and "did stp-lodger fail to
    lodge the payroll events…?" (a hyphenated subject the data does not hold, "payroll" naming another service)."""
    known = ["plow-gps", "扫雪车GPS数据接入 / plow GPS ingest", "payroll calculation"]
    assert unresolved_subject("did the road weather sensor feed go down overnight?", known) == \
        "road weather sensor feed"
    catalog = Catalog(services=("paycalc", "payslipper"),
                      descriptions={"paycalc": "算薪服务 / payroll calculation"})
    plan = offline_plan("did stp-lodger fail to lodge the payroll events with the tax office last night?", catalog,
                        now=datetime(2026, 12, 4, 13, 45, tzinfo=UTC))
    assert plan.services == [] and plan.unknown_services == ["stp-lodger"]
    assert offline_plan("did paycalc fail last night?", catalog,
                        now=datetime(2026, 12, 4, 13, 45, tzinfo=UTC)).services == ["paycalc"]


def test_kick_in_asks_an_onset() -> None:
    """"what time did the SMS reminders latency warning kick in?" asks when the warning began (it read as a cause)."""
    q = "what time did the SMS reminders latency warning kick in?"
    assert aspects_of(q, has_entity=True, has_record=False) == ["onset"]
    assert "onset" in aspects_of("when did the lag kick in?", has_entity=True, has_record=False)


def test_a_version_went_live_with_no_service_resolved_asks_every_deploy() -> None:
    """"wellboat 调度 4.8.0 昨天几点上的线" (no service resolved): the deploy's start from every service's change
    events, not the overview; "why did a bunch of payruns fail" and "the tax-rates cache" name no unknown thing."""
    catalog = Catalog(services=("dispatch-svc", "payrun-hub", "tax-cache"),
                      descriptions={"tax-cache": "税率缓存 / tax-rates cache"})
    now = datetime(2026, 12, 4, 13, 45, tzinfo=UTC)
    plan = offline_plan("wellboat 调度 4.8.0 昨天几点上的线", catalog, now=now)
    assert plan.aspects == ["onset"] and plan.actions == ["发布"] and plan.services == []
    assert offline_plan("wellboat 昨天出问题了吗", catalog, now=now).actions == []
    assert unresolved_subject("why did a bunch of payruns fail overnight?", ["payrun service"]) is None
    assert offline_plan("Did the tax-rates cache storm yesterday actually hit payrun-hub?", catalog,
                        now=now).unknown_services == []


def test_a_hyphenated_word_of_one_description_names_that_service() -> None:
    """"When did the move-events backlog clear yesterday?": "move-events queue" describes one service (the queue),
    so the hyphenated word names it (its backlog's end is asked), never an unknown service (a gap)."""
    catalog = Catalog(services=("bus-kafka", "reader-ac"),
                      descriptions={"bus-kafka": "走子事件队列 (Kafka) / move-events queue",
                                    "reader-ac": "反作弊服务 / anti-cheat service"})
    plan = offline_plan("When did the move-events backlog clear yesterday?", catalog,
                        now=datetime(2026, 12, 4, 13, 45, tzinfo=UTC))
    assert "bus-kafka" in plan.services and plan.unknown_services == []
    assert offline_plan("Is loyalty-points failing?", catalog,
                        now=datetime(2026, 12, 4, 13, 45, tzinfo=UTC)).unknown_services == ["loyalty-points"]
