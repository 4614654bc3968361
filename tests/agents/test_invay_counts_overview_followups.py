"""Patterns of the opened pawstay and roomquest worlds (invAY), on a catalogue of no real world and on the dev world
ledgerly: a bare count after a records question ("how many in total?", "总共多少？") counts those records (never a
subject named "in total"); another status asked after a count of one ("what about REFUNDED since 9am?", "那 REFUNDED
状态的呢") counts that status, in its own window or the earlier one; the recent hour against "the hour before it"
("再往前一小时") is two windows; troubles asked by a wh-word ("现在线上都有啥问题？") are the overview."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of
from superbiz.agents.timewindows import resolve_windows
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import sql_text, world_service


@pytest.mark.parametrize(("earlier", "question"), [
    ("Which orders failed this morning?", "how many in total?"),
    ("Which orders failed this morning?", "and how many altogether?"),
    ("今天上午哪些订单失败了？", "总共多少？"),
    ("今天上午哪些订单失败了？", "加起来一共有多少"),
])
def test_a_bare_count_after_the_records_listed_counts_them(earlier: str, question: str) -> None:
    """Scenario "how many in total?" after "Which stays failed this morning?": the records listed, counted in that
    window — "in total" / "总共" is no thing the data lacks (a gap) nor a quantity without a metric."""
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=(earlier,))
    assert {"count", "record"} <= set(plan.aspects), plan.aspects
    assert not plan.uncounted, plan.uncounted
    assert plan.window_own and plan.window_start == "2031-03-04T06:00:00Z", plan.window_start


@pytest.mark.parametrize(("question", "start"), [
    ("what about REFUNDED since 9am?", "2031-03-04T09:00:00Z"),
    ("and REFUNDED?", "2031-03-04T00:00:00Z"),
    ("那 REFUNDED 状态的呢", "2031-03-04T00:00:00Z"),
    ("那 REFUNDED 的呢？", "2031-03-04T00:00:00Z"),
])
def test_another_status_after_a_status_count_is_counted(question: str, start: str) -> None:
    """Scenario "what about PAYMENT_FAILED since 4pm?" after "How many bookings got stuck in SLOT_HELD tonight?":
    a count of the status named now, in the window named now (else the earlier question's), never an overview."""
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=("How many orders are PAYMENT_FAILED today?",))
    assert {"count", "record"} <= set(plan.aspects) and "overview" not in plan.aspects, plan.aspects
    assert plan.statuses == ["REFUNDED"], plan.statuses
    assert plan.window_start == start and plan.window_own, plan.window_start


def test_a_status_named_after_a_question_about_no_records_is_no_status_follow_up() -> None:
    """"what about REFUNDED?" after a question about log lines: no earlier count of records to carry over."""
    plan = offline_plan("what about REFUNDED?", CATALOG, now=NOW, earlier_questions=("Why is basket-service slow?",))
    assert "count" not in plan.aspects, plan.aspects


@pytest.mark.parametrize("question", [
    "basket-service 最近一小时和再往前一小时比，报错是多了还是少了？",
    "basket-service 这一小时的错误跟之前那一个小时比呢，多了吗",
    "basket-service 最近一小时和前一小时比，报错多了还是少了",
    "Is basket-service logging more errors in the last hour than the previous hour?",
    "did basket-service log more errors in the last hour than in the hour before that?",
])
def test_the_recent_hour_against_the_hour_before_it(question: str) -> None:
    """Scenario "roomfront 最近一小时和再往前一小时比，报错是多了还是少了？": two windows, the hour before the last."""
    pair = resolve_windows(question, now=NOW, zone=ZoneInfo("UTC"))
    assert pair is not None, question
    recent, before = pair
    assert recent.start == NOW - timedelta(hours=1) and recent.end == NOW, recent
    assert before.start == NOW - timedelta(hours=2) and before.end == recent.start, before


@pytest.mark.parametrize("question", ["现在线上都有啥问题？", "线上现在啥情况", "线上现在有哪些毛病",
                                      "现在都有什么问题", "现在线上都有哪些问题",
                                      "what problems do we have right now?", "what's on fire?"])
def test_troubles_asked_by_a_wh_word_are_the_overview(question: str) -> None:
    """Scenario "现在线上都有啥问题？": the incidents listed (an overview), never "是，…有异常" (a yes/no)."""
    aspects = aspects_of(question, has_entity=False, has_record=False)
    assert "overview" in aspects and "health" not in aspects, (question, aspects)


@pytest.mark.parametrize(("question", "has_entity"), [
    ("basket-service 有啥问题", True), ("什么问题导致的支付失败", False), ("有没有问题", False),
    ("为什么出问题", False), ("活动页凌晨有没有啥异常？", False), ("今天有啥问题没", False),
    ("今天上午11点到11点45分 到底出了什么问题？", False),
    ("Lots of users say payments keep failing in the app this morning - what is going on?", False)])
def test_a_subjects_trouble_or_a_cause_is_no_overview(question: str, has_entity: bool) -> None:
    """A subject named, a cause asked, or a yes/no without a wh-word keeps its own aspects."""
    assert aspects_of(question, has_entity=has_entity, has_record=False) != ["overview"], question


def test_how_many_in_total_after_which_transfers_failed(tmp_path: Path) -> None:
    """Scenario "how many in total?" after "Which transfers failed this morning?" over ledgerly: the failed records
    of the morning counted in the head (by SQL), never "数据中没有关于「in total」的记录"."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        count = sql_text(url, "SELECT count(*) FROM orders WHERE error_code IS NOT NULL AND created_at >= "
                              "datetime((SELECT value FROM world_meta WHERE key = 'anchor_time'), 'start of day')")
        chat.ask("Which transfers failed this morning?", user_id="invay", conversation_id="invay-total")
        head = chat.ask("how many in total?", user_id="invay", conversation_id="invay-total").answer.split("\n")[0]
    assert f"失败（带错误码）的 {count} 笔" in head, (head, count)
    assert "in total" not in head, head


@pytest.mark.parametrize(("earlier", "question", "start"), [
    ("How many orders were REFUNDED this morning?", "what about yesterday evening?", "2031-03-03T17:00:00Z"),
    ("今天上午有多少笔订单是 REFUNDED？", "那昨天晚上的呢", "2031-03-03T18:00:00Z"),
    ("How many orders were REFUNDED this morning?", "and how many in total?", "2031-03-04T06:00:00Z"),
])
def test_the_earlier_status_count_asked_of_another_window(earlier: str, question: str, start: str) -> None:
    """"那昨天晚上的呢" after "今天早上有多少笔充值失败？": the earlier count (its status, named by value) in the window
    named now — never the subject's cause or health in that window."""
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=(earlier,))
    assert {"count", "record"} <= set(plan.aspects) and "cause" not in plan.aspects, plan.aspects
    assert plan.statuses == ["REFUNDED"], plan.statuses
    assert plan.window_start == start and plan.window_own, plan.window_start


def test_a_window_asked_after_a_cause_stays_the_cause() -> None:
    """"那昨天的呢" after "why is X erroring?": the cause asked again of that window (no count carried over)."""
    plan = offline_plan("那昨天的呢", CATALOG, now=NOW, earlier_questions=("basket-service 为什么报错",))
    assert "count" not in plan.aspects, plan.aspects
