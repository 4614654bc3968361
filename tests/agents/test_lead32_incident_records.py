"""The failed records of one incident named by its event (stop 32, lead).

Spec scenarios: "Verified excerpt supports direct observation" (the count stated is the rows' own) and "Unsupported
conclusions are not confirmed claims" (an incident whose failed records cannot be told apart is a gap, never the
window's failed records of every incident):

* "账务库锁等待那段时间一共失败了多少笔转账？", "How many transfers failed during the FX certificate outage?": the
  records of the error code that began with the event's first line, counted over all the data — not the window's
  failed records (ledgerly has two incidents with failed records of two codes);
* "昨晚承运商证书过期的时候失败了几单" over harbor, whose certificate incident failed no record: a gap, never the
  other incident's failed records;
* "昨晚一共有几张船票预订失败": things counted by a measure word of records that failed are records, even when the
  records word also names the service that makes them (counted as that service's log lines before).

Every expected figure is read from the world by SQL before the question is asked.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.agents.plan import event_counted, offline_plan
from superbiz.agents.plan_terms import counts_worded_status
from tests.agents.world_chat import sql_text, world_service

#: per failing code: its records and when the first was made, oldest first
_CODES_SQL = ("SELECT group_concat(error_code || ':' || n, ' ') FROM (SELECT error_code, count(*) AS n, "
              "min(created_at) AS first FROM orders WHERE error_code IS NOT NULL GROUP BY error_code ORDER BY first)")


@pytest.mark.parametrize("question, event", [
    ("账务库锁等待那段时间一共失败了多少笔转账？", "lock"),
    ("How many transfers failed during the FX certificate outage?", "certificate"),
    ("证书过期期间失败了几单", "certificate"),
])
def test_one_incident_named_by_its_event_is_counted_by_that_event(question: str, event: str) -> None:
    assert event_counted(question) == [event]


@pytest.mark.parametrize("question", [
    "证书过期那次跟昨天发版那次比，哪次失败的订单多？",  # two incidents: `events_compared`
    "昨天发版那段时间失败了多少单",  # a deploy: its service's records, read by the deploy's rules
    "证书过期那段时间报了多少条错误日志",  # log lines, no records
    "今天一共失败了多少单",  # no incident named
])
def test_other_questions_name_no_one_incident(question: str) -> None:
    assert event_counted(question) == []


def test_the_lock_episodes_failed_transfers_are_its_codes_not_the_windows(tmp_path: Path) -> None:
    question = "账务库锁等待那段时间一共失败了多少笔转账？"
    with world_service(tmp_path, "ledgerly") as (chat, url):
        (lock_code, lock_n), (other_code, other_n) = (pair.split(":") for pair in sql_text(url, _CODES_SQL).split())
        #: the world's two incidents failed records of two codes; the lock's began first (its event's line first)
        first_lock = sql_text(url, "SELECT min(ts) FROM log_record WHERE lower(message) LIKE '%lock%'")
        first_other = sql_text(url, f"SELECT min(created_at) FROM orders WHERE error_code = '{other_code}'")
        assert first_lock < first_other
        plan = offline_plan(question, chat.c.catalog(), now=chat.c.data_clock())
        assert plan.events_compared == ["lock"] and "record" in plan.aspects, plan
        head = chat.ask(question, user_id="lead32").answer.split("\n\n")[0]
    assert f"（错误码 {lock_code}）的失败订单数：共 {lock_n} 笔" in head.splitlines()[0], head
    assert other_code not in head and str(int(lock_n) + int(other_n)) not in head, head


def test_an_incident_that_failed_no_record_is_a_gap(tmp_path: Path) -> None:
    question = "昨晚承运商证书过期的时候失败了几单"
    with world_service(tmp_path, "harbor") as (chat, url):
        codes = sql_text(url, _CODES_SQL).split()
        assert len(codes) == 1  # one failing code in the data: the fare cache's, not the certificate's
        cert_code = sql_text(url, "SELECT error_code FROM log_record WHERE lower(message) LIKE '%certificate%' "
                                  "AND error_code IS NOT NULL ORDER BY ts LIMIT 1")
        assert cert_code and cert_code not in codes[0]
        head = chat.ask(question, user_id="lead32").answer.split("\n\n")[0]
    assert head.splitlines()[0] == ("数量/范围：无法确定 certificate 那次失败的订单数："
                                    "没有哪种失败订单的错误码在该事件开始前后出现"), head
    assert codes[0].split(":")[1] not in head.split("查询窗口")[0], head


def test_a_measure_word_of_records_that_failed_counts_records() -> None:
    statuses = ["BOOKED", "PAID", "BOOKING_FAILED"]
    assert counts_worded_status("昨晚一共有几张船票预订失败", statuses)
    assert not counts_worded_status("昨晚一共有几张船票预订失败", ["BOOKED", "PAID"])  # nothing fails as a record
    assert not counts_worded_status("昨晚预订服务失败了几次", statuses)  # a time's 次: no records counted


def test_the_incidents_records_are_counted_over_its_span_not_the_recent_window(tmp_path: Path) -> None:
    """"during the cache eviction storm how many bookings failed?" names a service too (bookings): its failed records of
    the same code over the recent hour were queried as well, and their share was stated as the incident's."""
    question = "during the cache eviction storm how many bookings failed?"
    with world_service(tmp_path, "harbor") as (chat, url):
        ((code, total),) = (pair.split(":") for pair in sql_text(url, _CODES_SQL).split())
        head = chat.ask(question, user_id="lead32").answer.split("\n\n")[0]
    assert f"（错误码 {code}）的失败订单数：共 {total} 笔" in head.splitlines()[0], head
