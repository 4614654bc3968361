"""Time patterns of the opened skygate and simwave worlds, on a catalogue of no real world: the time of an operation
asked ("when did the rollback finish?"), "last evening" as yesterday's evening, and a slip that hides the duration
question word ("持续了多旧")."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question_ops import actions_timed
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize(("question", "aspect", "action"), [
    ("when did the ledger-service rollback finsh", "end", "回滚"),
    ("when did the ledger-service rollback finish?", "end", "回滚"),
    ("ledger-service 是几点回滚完成的？", "end", "回滚"),
    ("昨天 ledger-service 那次发版是几点开始的", "onset", "发布"),
])
def test_the_time_of_an_operation_is_read_from_its_change_events(question: str, aspect: str, action: str) -> None:
    """Pattern "time of an operation": its INFO change events over all the data (no time named), and the aspect
    asked — no yes/no of whether it was done, no anomaly of the last hour."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == [aspect] and plan.actions == [action], plan
    info = [c.arguments for c in plan.calls if c.tool == "query_logs" and c.arguments.get("keyword")]
    assert info and all(c["level"] == "INFO" and c["service"] == "ledger-service" for c in info), info
    if not plan.window_explicit:
        assert all(c["start"] == "2031-03-02T00:00:00Z" for c in info), info


@pytest.mark.parametrize("question", [
    "how long was ledger-service broken after that release last evening?",
    "发布后 ledger-service 几点开始报错的？",
    "ledger-service 回滚了没有？",
])
def test_an_operation_that_sets_the_scene_is_not_the_time_asked(question: str) -> None:
    assert actions_timed(question) == []


def test_last_evening_is_yesterdays_evening() -> None:
    """"last evening" asked at noon is yesterday 17:00-24:00 (an English evening, invBW), never this evening (a
    window the data lacks)."""
    plan = offline_plan("how long was ledger-service broken last evening?", CATALOG, now=NOW)
    assert (plan.window_start, plan.window_end) == ("2031-03-03T17:00:00Z", "2031-03-04T00:00:00Z"), plan
    assert plan.aspects == ["duration"]


@pytest.mark.parametrize("question", ["证书过期那次 ledger-service 报错前后持续了多旧", "ledger-service 持续多旧？"])
def test_a_slip_for_the_duration_word_still_asks_a_duration(question: str) -> None:
    assert offline_plan(question, CATALOG, now=NOW).aspects == ["duration"]


_PEER = CATALOG.model_copy(update={"services": (*CATALOG.services, "partner-gateway"),
                                   "silent": frozenset({"partner-gateway"})})


@pytest.mark.parametrize("question", [
    "what time did the partner-gateway cert errors kick off last night?",
    "when did partner-gateway errors start?",
])
def test_a_peer_that_never_reports_is_searched_in_the_other_services_errors(question: str) -> None:
    """Pattern "silent peer named in others' errors": the ERROR lines whose message names it, over all services."""
    plan = offline_plan(question, _PEER, now=NOW)
    assert plan.aspects == ["onset"], plan
    named = [c.arguments for c in plan.calls if c.tool == "query_logs" and c.arguments.get("keyword")]
    assert named == [{"keyword": "partner-gateway", "min_level": "ERROR", "start": plan.window_start,
                      "end": plan.window_end}], named


def test_a_service_that_reports_is_not_searched_by_name() -> None:
    plan = offline_plan("when did ledger-service errors start?", CATALOG, now=NOW)
    assert not [c for c in plan.calls if c.arguments.get("keyword") == "ledger-service"], plan.calls


def test_each_of_two_things_a_chinese_description_joins_names_the_service() -> None:
    """Pattern "a service named by half of its description" ("座位图与选座服务": "选座" names it): the pieces joined
    by 与/和/及 under one service word are aliases of their own (a piece another description shares still names
    neither; a description without a service word joins functions, not names)."""
    from superbiz.agents.question import learn_aliases

    aliases = learn_aliases(["lane-svc", "plate-svc", "alarm-svc"],
                            {"lane-svc": "车道图与预约服务 / lane map and booking",
                             "plate-svc": "车牌识别和预约服务 / plate reading",
                             "alarm-svc": "漏水检测与告警 / leaks"}, {})
    assert aliases.get("车道图") == "lane-svc" and "预约" not in aliases, aliases
    assert "告警" not in aliases and "漏水检测" not in aliases, aliases  # no service word: functions, not names


def test_a_service_named_by_half_of_its_description_is_the_subject() -> None:
    catalog = CATALOG.model_copy(update={"descriptions": {"basket-service": "购物车与结算服务 / basket and checkout"}})
    plan = offline_plan("结算从几点开始不行的", catalog, now=NOW)
    assert plan.services == ["basket-service"] and plan.aspects == ["onset"], plan


def test_the_health_of_a_peer_that_never_reports_is_not_searched_in_others_errors() -> None:
    plan = offline_plan("is partner-gateway healthy?", _PEER, now=NOW)
    assert not [c for c in plan.calls if c.arguments.get("keyword") == "partner-gateway"], plan.calls
