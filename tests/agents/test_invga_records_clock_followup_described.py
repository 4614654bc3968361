"""invGA: failed records counted in a window or an episode (opened orbitpass, veilshot, clearbite, steamrail).

- "how many album orders failed since 4:20?" asked at 16:45: a 12-hour clock with its minutes after since/after ran
  from 04:20 (19 records); it is its latest occurrence passed, 16:20 (11), as "since 8" already was.
- "between 1:50 and 2 o'clock": the bare second end ("2 o'clock") was no clock, so 1:50 alone made a window around
  it (01:20-02:20); the bare hour is its o'clock, and the range is the afternoon's once that has passed.
- "and how many cases?" after "why did treatment plans fail last night?": a count naming a plural noun of its own was
  no bare count (log lines were counted); it counts the records whose status the earlier question named, alone (the
  window's total and failed ones first would state 21 of two statuses, not the 9 failed plans). "and how many jobs
  failed?" after "what caused the downlink backlog earlier?" counts the one failing status a latin word of the earlier
  question names (downlink ↔ DOWNLINK_FAILED), though "jobs" alone names no records.
- "六点以前失败的下行任务有几个", "十二点以后还有没有卖票失败的？有几张": a Chinese thing failing counted is the one
  failing status the English words of the descriptions holding the thing's words name ("下行任务处理器 / downlink job
  worker" ↔ DOWNLINK_FAILED; 卖票 → 票 of "票务核心服务 / ticketing core" ↔ TICKET_FAILED).
- "did any couples actually get their deposit declined today?": an adverb and "get their <thing> declined" between
  the records and the verb kept the question from the any-records yes/no; it is answered by the records' count.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan_terms import described_failing_status
from superbiz.agents.question import counts_own_noun, record_topic
from superbiz.agents.timeparse import resolve_time
from superbiz.render.answer_base import ANY_RECORDS_FAILED
from tests.agents.world_chat import sql_text, world_service

_ZONE = ZoneInfo("America/Chicago")


@pytest.mark.spec("Answer the question that was asked")
def test_a_twelve_hour_clock_with_minutes_after_since_is_its_latest_occurrence() -> None:
    """Scenario "Answer the question that was asked": "since 4:20" asked at 16:45 is 16:20; asked at 16:10, 04:20."""
    at = datetime(2026, 12, 5, 16, 45, tzinfo=_ZONE)
    spec = resolve_time("how many album orders failed since 4:20?", now=at, zone=_ZONE)
    assert (spec.start, spec.end) == (datetime(2026, 12, 5, 16, 20, tzinfo=_ZONE), at)
    early = datetime(2026, 12, 5, 16, 10, tzinfo=_ZONE)
    assert resolve_time("errors since 4:20?", now=early, zone=_ZONE).start == datetime(2026, 12, 5, 4, 20,
                                                                                     tzinfo=_ZONE)
    # a leading zero, a 24-hour clock or a part of the day keeps the clock as said
    assert resolve_time("errors since 04:20", now=at, zone=_ZONE).start.astimezone(_ZONE).hour == 4
    assert resolve_time("errors since 4:20 this morning", now=at, zone=_ZONE).start.astimezone(_ZONE).hour == 4


@pytest.mark.spec("Answer the question that was asked")
def test_a_range_to_a_bare_oclock_ends_at_that_hour() -> None:
    """Scenario "Answer the question that was asked": "between 1:50 and 2 o'clock" is 01:50-02:00 at 02:05, and
    the afternoon's 14:40-15:00 for "between 2:40 and 3 o'clock" asked at 16:20."""
    at = datetime(2026, 12, 6, 2, 5, tzinfo=_ZONE)
    spec = resolve_time("how many cases were rejected between 1:50 and 2 o'clock?", now=at, zone=_ZONE)
    assert (spec.start, spec.end) == (datetime(2026, 12, 6, 1, 50, tzinfo=_ZONE), datetime(2026, 12, 6, 2, 0,
                                                                                            tzinfo=_ZONE))
    later = datetime(2026, 12, 6, 16, 20, tzinfo=_ZONE)
    spec = resolve_time("how many timed out between 2:40 and 3 o'clock?", now=later, zone=_ZONE)
    start, end = spec.start.astimezone(_ZONE), spec.end.astimezone(_ZONE)
    assert (start.hour, start.minute, end.hour) == (14, 40, 15)


@pytest.mark.spec("Answer the question that was asked")
def test_a_count_naming_its_own_noun_follows_the_earlier_questions_records() -> None:
    """Scenario "Answer the question that was asked": "and how many cases?" counts the records the earlier question
    named; "and how many jobs failed?" those of the one failing status the earlier question's word names."""
    statuses = ("PLAN_FAILED", "PLAN_APPROVED", "DOWNLINK_FAILED", "DELIVERED")
    assert counts_own_noun("and how many cases?")
    assert not counts_own_noun("and how many errors?")
    earlier = "why did treatment plans fail last night?"
    assert record_topic("and how many cases?", [earlier], statuses=statuses) == earlier
    assert record_topic("and how many errors?", [earlier], statuses=statuses) == ""
    backlog = "what caused the downlink backlog earlier?"
    assert record_topic("and how many jobs failed?", [backlog], statuses=statuses) == backlog
    # "jobs" alone, of a question naming no failing status, are no records
    assert record_topic("and how many jobs failed?", ["what caused the backlog earlier?"], statuses=statuses) == ""


@pytest.mark.spec("Answer the question that was asked")
def test_a_chinese_thing_failing_names_the_status_its_descriptions_words_name() -> None:
    """Scenario "Answer the question that was asked": 下行任务 ↔ "downlink job worker" ↔ DOWNLINK_FAILED (never
    DELIVERED, which "data delivery" names but which is no failing status); 卖票 → 票 ↔ "ticketing core"."""
    descriptions = {"worker": "下行任务处理器 (读下行队列) / downlink job worker",
                    "queue": "下行任务队列 (Kafka) / downlink job queue",
                    "delivery": "下行数据交付 / data delivery service",
                    "core": "票务核心服务 / ticketing core", "seats": "座位预订服务 / seat reservation service"}
    statuses = ("DOWNLINK_FAILED", "DELIVERED", "TICKET_FAILED", "SEAT_HOLD_FAILED", "BOOKED")
    assert described_failing_status("六点以前失败的下行任务有几个？", statuses, descriptions) == ["DOWNLINK_FAILED"]
    assert described_failing_status("十二点以后还有没有卖票失败的？有几张", statuses, descriptions) == ["TICKET_FAILED"]
    assert described_failing_status("下行任务报错有几条", statuses, descriptions) == []  # log lines asked
    # a thing a description holds that names no failing status is never read by its last character (账 ↔ ledger)
    ledger = {"api": "转账下单接口 / money transfer API", "core": "记账核心 / ledger core"}
    assert described_failing_status("这次有多少笔转账失败了？", ("FAILED_LEDGER", "SETTLED"), ledger) == []


@pytest.mark.spec("Answer the question that was asked")
def test_any_records_with_their_thing_declined_is_the_records_yes_no() -> None:
    """Scenario "Answer the question that was asked": "did any couples actually get their deposit declined today?"
    asks whether records of the declined status were made."""
    assert ANY_RECORDS_FAILED.search("did any couples actually get their deposit declined today?")
    assert ANY_RECORDS_FAILED.search("did any shippers actually have their booking time out this afternoon?")
    assert not ANY_RECORDS_FAILED.search("did any services get their errors fixed?")


@pytest.mark.spec("Answer the question that was asked")
def test_records_counted_in_a_clock_window_and_after_a_question_about_them(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked" (harbor, ledgerly): the head states the records' own count."""
    with world_service(tmp_path, "harbor") as (chat, url):
        answer = chat.ask("三点以前失败的运价计算有几个？", user_id="t").answer
        want = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'QUOTE_TIMEOUT' "
                             "AND created_at < '2026-10-14 19:00:00'")
        assert f"共 {want} 笔" in answer.splitlines()[0]
    with world_service(tmp_path / "l", "ledgerly") as (chat, url):
        chat.ask("why did ledger postings fail this morning?", user_id="t", conversation_id="c")
        answer = chat.ask("and how many transfers?", user_id="t", conversation_id="c").answer
        want = sql_text(url, "SELECT count(*) FROM orders WHERE status = 'FAILED_LEDGER'")
        assert f"共 {want} 笔" in answer.splitlines()[0]
