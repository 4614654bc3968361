"""Words the world does not hold: a thing asked why it fails, an English qualifier, a records noun (invAS).

Spec scenarios: "LOW_CONFID with critical evidence gaps" and "Unsupported conclusions are not confirmed claims" — a
thing the engine cannot resolve is stated as a gap, never answered from other data:

* "<X>为什么失败" / "<X>怎么老是失败" where no word of the world holds X: the head says first that nothing holds X
  (未找到…), the cause asked is a gap in the coverage, and whatever follows is labelled as the world-wide picture,
  never as X's cause; a word the records hold in their own words ("付款" ↔ a PAY_… status) keeps the world's answer;
* "any errors in push notifications today?" where only "notifications" is held (a name's alias, a description's
  word): a gap, never the service holding "notifications" — as "推送通知" already is;
* "客服工单今天有多少条错误" where nothing holds 客服: a gap, never the world's own records counted.

The words are checked absent from the world by SQL over its own tables before each question is asked.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.subjects import unheld_failing_subject, unheld_qualified_name, unresolved_subject
from superbiz.contracts import AnswerCoverage, AspectCoverage
from superbiz.render.answer import unheld_coverage, unheld_gap
from tests.agents.world_chat import sql_text, world_service

_WORDS_SQL = ("SELECT group_concat(name || ' ' || coalesce(description, '') || ' ' || coalesce(team, ''), ' ') "
              "FROM service")


def _held(url: str) -> str:
    return sql_text(url, _WORDS_SQL).lower()


@pytest.mark.parametrize("question", ["直播为什么失败？", "直播怎么老是失败", "直播为啥一直失败"])
def test_an_unheld_thing_asked_why_it_fails_is_a_gap_before_the_world_wide_picture(
        tmp_path: Path, question: str) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        assert "直播" not in _held(url) and "播" not in _held(url)
        result = chat.ask(question, user_id="invas")
    lines = result.answer.split("\n\n")[0].splitlines()
    assert lines[0].startswith("未找到 直播"), lines
    #: what follows the gap is the world's picture, labelled as such — never stated as 直播's cause
    picture = [line for line in lines[1:] if not line.startswith("查询窗口")]
    assert all("全局情况（并非 直播 失败的原因）" in line for line in picture), lines
    assert any("直播" in gap for gap in result.gaps), result.gaps


def test_the_coverage_records_the_cause_asked_of_an_unheld_thing_as_a_gap() -> None:
    answered = AnswerCoverage(aspects=[AspectCoverage(aspect="cause", status="answered", claim_ids=["c1"]),
                                       AspectCoverage(aspect="onset", status="answered", claim_ids=["c2"])],
                              asked=2, answered=2, complete=True, rule="r")
    coverage = unheld_coverage(answered, ["直播"])
    cause, onset = coverage.aspects
    assert cause.status == "gap" and cause.gap == unheld_gap(["直播"]) and "未找到 直播" in cause.gap
    assert onset.status == "answered" and coverage.answered == 1 and not coverage.complete


def test_a_word_the_records_hold_in_their_own_words_is_no_gap() -> None:
    #: "付款" where no description holds it but a status does (the planner's check): the failing reader alone would
    #: call it unheld, the records' words keep the world's answer
    assert unheld_failing_subject("付款为什么失败", ["booking-api", "预订接口 / booking api"]) == "付款"
    assert unheld_failing_subject("预订为什么失败", ["booking-api", "预订接口 / booking api"]) is None
    assert unheld_failing_subject("直播证书过期为什么失败", []) is None  # an incident's kind: its records decide


def test_the_records_word_check_keeps_a_status_holder(tmp_path: Path) -> None:
    with world_service(tmp_path, "ledgerly") as (chat, url):
        statuses = sql_text(url, "SELECT group_concat(DISTINCT status) FROM orders")
        catalog, now = chat.c.catalog(), chat.c.data_clock()
        asked = offline_plan("直播为什么失败", catalog, now=now)
        assert asked.unheld_subjects == ["直播"] and not asked.services and not asked.unknown_services
        if "FAIL" in statuses.upper():  # "失败" is a word of the records: "<a status word>为什么失败" is no gap
            assert not offline_plan("失败的订单为什么失败", catalog, now=now).unheld_subjects


@pytest.mark.parametrize("question", ["any errors in push notifications today?",
                                      "Is the push notifications service healthy right now?",
                                      "why does push notifications keep failing?"])
def test_an_english_qualifier_nobody_holds_is_a_gap_not_the_head_words_holder(
        tmp_path: Path, question: str) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        held = _held(url)
        assert "notif" in held and "push" not in held  # only the head word is held
        plan = offline_plan(question, chat.c.catalog(), now=chat.c.data_clock())
        assert not plan.services and plan.unknown_services == ["push notifications"], plan
        #: the head word alone still names its holder
        alone = offline_plan(question.replace("push ", ""), chat.c.catalog(), now=chat.c.data_clock())
        assert alone.services and not alone.unknown_services, alone


def test_an_english_qualifier_a_service_holds_still_resolves() -> None:
    known = ["remind-svc", "短信/推送提醒 / sms and push reminders", "notify-hub", "通知中心 / notification hub"]
    assert unheld_qualified_name("any errors in push notifications today?", known) is None
    assert unheld_qualified_name("any errors in live notifications today?", known) == "live notifications"


def test_a_records_noun_with_an_unheld_qualifier_is_a_gap_not_the_worlds_records(tmp_path: Path) -> None:
    with world_service(tmp_path, "harbor") as (chat, url):
        assert "客服" not in sql_text(url, _WORDS_SQL)
        total = int(sql_text(url, "SELECT count(*) FROM orders"))
        plan = offline_plan("客服工单今天有多少条错误", chat.c.catalog(), now=chat.c.data_clock())
        assert plan.unknown_services == ["客服工单"] and "record" not in plan.aspects, plan
        result = chat.ask("客服工单今天有多少条错误", user_id="invas")
    head = result.answer.split("\n\n")[0]
    assert "客服工单" in head.splitlines()[0] and "没有" in head.splitlines()[0], head
    assert "笔订单" not in head and str(total) not in head, head
    assert unresolved_subject("客服工单有多少笔失败了", ["booking-api"], records=lambda w: "工单" in w) == "客服工单"
    assert unresolved_subject("客服工单有多少笔失败了", ["booking-api"]) is None  # no records noun read: not a gap
