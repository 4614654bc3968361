"""Count and comparison patterns found by the opened paydesk, coursepad and rxflow worlds, on a catalogue of no
real world: "number of <records> received" counts records arriving, and "高了吗 / 低了吗" ask a comparison's
direction."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import statuses
from superbiz.agents.question import asks_arrivals, asks_failed_records, compare_direction, status_matches
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize("question", ["number of top-ups received between 9 and 10 this morning?",
                                      "count of claims submitted today", "how many claims received since 8?"])
def test_number_of_records_received_counts_records(question: str) -> None:
    """Pattern "records arriving" (opened rxflow: "number of prescriptions received between 9 and 10 this
    morning?" counted a caller's log lines): "number of / count of <records> received" asks the records."""
    assert asks_arrivals(question)
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert {"count", "record"} <= set(plan.aspects)
    assert any(c.tool == "query_order" for c in plan.calls)


@pytest.mark.parametrize("question", ["number of errors received in the last hour", "number of alerts received"])
def test_number_of_log_lines_is_no_arrival(question: str) -> None:
    assert not asks_arrivals(question)


@pytest.mark.parametrize(("question", "direction"), [
    ("X 现在的 p99 比今早8点那会儿高了吗", "more"), ("延迟比昨天更高吗", "more"), ("积压比刚才更严重吗", "more"),
    ("X 现在的 p99 比今早8点低了吗", "less"), ("命中率比昨天更低吗", "less"),
    ("X 的 p99 比昨天高还是低", ""),
])
def test_higher_or_lower_asks_a_direction(question: str, direction: str) -> None:
    """Pattern "a yes/no comparison opens with 是/不是" (opened paydesk: "p99 比今早8点那会儿高了吗" answered
    neither yes nor no): 高了吗/更高 ask "more", 低了吗/更低 ask "less"."""
    assert compare_direction(question) == direction


@pytest.mark.parametrize(("question", "asked"), [
    ("how many enrolments got rolled back during the lock wait mess", True),
    ("how many payouts were rejected yesterday?", True),
    ("昨天早上有几张处方因为药品目录查询超时挂掉了", True), ("今天有几笔充值失败了", True),
    ("过去一小时有几条日志报错了", False), ("有几个请求超时了", False),
])
def test_records_failing_in_more_words(question: str, asked: bool) -> None:
    """Pattern "records failing" (opened coursepad, rxflow): "got rolled back", "were rejected" and the zh
    "几张<records>…挂掉了/失败/超时" are the domain's records failing, not log lines or calls."""
    assert asks_failed_records(question) is asked


def test_rolled_back_names_a_rollback_status() -> None:
    assert status_matches("how many enrolments got rolled back", ["ENROLLED", "ENROL_ROLLBACK"]) == ["ENROL_ROLLBACK"]
    assert status_matches("回滚了几单", ["DONE", "TX_ROLLBACK"]) == ["TX_ROLLBACK"]


def test_records_failing_with_no_failed_status_take_the_one_status_named() -> None:
    """Pattern "records failing, the status named by another word" (opened paydesk: "how many payouts failed during
    the bank cert outage?" was a gap "no such records"): no status says "failed", one status is named by a word
    of the question (bank ↔ BANK_REJECTED); it is counted, and the question is no uncounted quantity."""
    catalog = CATALOG.model_copy(update={"order_statuses": ("PAID_OUT", "BANK_REJECTED", "CALC_TIMEOUT")})
    question = "how many payouts failed during the bank cert outage?"
    assert statuses(question, ["count", "record"], catalog) == ["BANK_REJECTED"]
    plan = offline_plan(question, catalog, now=NOW, lookup_ids=lambda _: {})
    assert plan.uncounted == "" and plan.statuses == ["BANK_REJECTED"]
    assert any(c.tool == "query_order" and c.arguments.get("status") == "BANK_REJECTED" for c in plan.calls)
    #: two statuses named (or none): no guess
    assert statuses("how many payouts failed at the bank during the calc outage?", ["count", "record"], catalog) == []


def test_a_code_counted_in_total_with_no_clock_window_covers_all_the_data() -> None:
    """Pattern "a code's occurrences in total" (opened rxflow: "console 发版那段时间 APC-5001 一共报了几次" counted
    the last hour, where the code never occurred): with 一共/in total and no clock window, all the data."""
    plan = offline_plan("发版那段时间 PAY-5001 一共报了几次", CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.window_start.startswith("2031-03-02T00:00")
    recent = offline_plan("PAY-5001 报了几次", CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert not recent.window_start.startswith("2031-03-02T00:00")
