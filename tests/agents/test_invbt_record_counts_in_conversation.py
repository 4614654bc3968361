"""Counts of records found by the opened beanlot and quetzalbus worlds, on a catalogue of no real world (spec
scenario: a count of the domain's records, asked in the domain's words and in a conversation): 几批 is a measure
word of a count ("今天一共有几批豆登记失败"); "and how many?" after "why are <records> failing…?" counts those
records; "and how many lots failed?" after a cause question naming "this afternoon" counts them in that window."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import asks_failed_records, aspects_of, record_topic
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize("question", ["今天一共有几批豆登记失败", "农户 F-2870 这两天一共交了几批豆"])
def test_batches_ask_a_count(question: str) -> None:
    """几批 (batches) counts, like 几张/几笔 (opened beanlot: the question was read as an overview)."""
    assert "count" in aspects_of(question, has_entity=False, has_record=False)


def test_batches_failing_are_records_failing() -> None:
    assert asks_failed_records("今天一共有几批货下单失败")
    assert not asks_failed_records("今天有几个请求失败")


@pytest.mark.parametrize(("earlier", "named"), [
    ("why are tickets failing to get seats tonight?", True), ("why did payouts fail this morning?", True),
    ("why are requests failing tonight?", False), ("why is basket-service failing?", False),
])
def test_a_bare_count_after_why_records_fail_counts_them(earlier: str, named: bool) -> None:
    """"and how many?" after "why are tickets failing to get seats tonight?" (opened quetzalbus) counts the records
    the earlier question named by its plural noun — never calls, requests or a service's log lines."""
    assert bool(record_topic("and how many?", [earlier])) is named


def test_a_bare_count_after_why_records_fail_plans_records() -> None:
    plan = offline_plan("and how many?", CATALOG, now=NOW, earlier_questions=["why are tickets failing tonight?"])
    assert "record" in plan.aspects and any(c.tool == "query_order" for c in plan.calls), plan


def test_failed_records_follow_up_counts_in_the_conversation_window() -> None:
    """"and how many lots failed?" after "why did lot registration fail this afternoon?" (opened beanlot) counts
    the failed records of the afternoon, not from the data's start to the window's end."""
    plan = offline_plan("and how many lots failed?", CATALOG, now=NOW,
                        earlier_questions=["why did lot registration fail this afternoon?", "when did it recover?"])
    assert "record" in plan.aspects and plan.window_own, plan
    orders = [c for c in plan.calls if c.tool == "query_order"]
    assert orders and all(c.arguments.get("start") == plan.window_start for c in orders), orders


def test_failed_records_follow_up_without_a_named_window_counts_all_the_data() -> None:
    plan = offline_plan("and how many lots failed?", CATALOG, now=NOW,
                        earlier_questions=["why did lot registration fail?"])
    assert not plan.window_own, plan


@pytest.mark.parametrize(("earlier", "subject"), [
    ("Did the vault-db trouble hit ledger-service last night?", "ledger-service"),
    ("vault-db 昨晚有没有影响到 ledger-service", "ledger-service"),
])
def test_errors_of_it_after_did_y_hit_x_count_x(earlier: str, subject: str) -> None:
    """"and how many errors did it throw?" after "did the promo cache mess hit the storefront?" (opened nilecart)
    counts the lines of the service asked to be hit, not of the trouble that hit it."""
    plan = offline_plan("and how many errors did it throw?", CATALOG, now=NOW, earlier_questions=[earlier])
    assert plan.services == [subject], plan


def test_it_after_did_y_hit_x_stays_both_when_no_lines_are_counted() -> None:
    plan = offline_plan("when did it start?", CATALOG, now=NOW,
                        earlier_questions=["Did the vault-db trouble hit ledger-service last night?"])
    assert set(plan.services) == {"vault-db", "ledger-service"}, plan


def test_errors_reported_by_a_record_word_are_log_lines() -> None:
    """"预订那边因此报了多少错?" (opened rinkside): 报了多少错 counts the lines the bookings service logged, not the
    bookings (a record word naming the service)."""
    assert "record" not in aspects_of("预订那边因此报了多少错?", has_entity=True, has_record=False)
    assert "record" in aspects_of("今天有多少笔预订", has_entity=False, has_record=False)


@pytest.mark.parametrize("question", ["ledger-service 因此报了多少错?",
                                      "how many errors did ledger-service log as a result?"])
def test_as_a_result_takes_the_conversation_window(question: str) -> None:
    """因此 / as a result: what the earlier question's trouble caused, counted in its window (last night), not the
    last hour."""
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=["昨天晚上 vault-db 出啥事了"])
    assert plan.window_start.startswith("2031-03-03T1"), plan
