"""invIA (opened plotshed, quotaboat, proofwed): failed records of two statuses compared, each side in its own words.

Spec scenario "Answer the question that was asked": "more failed selections tonight or failed uploads?" sets two
failing statuses against each other — "failed" alone matches every status that says FAILED, so each side's own
noun ("selections" ↔ SELECTION_FAILED, "tool loans" ↔ LOAN_FAILED: the status's whole word) names its one; "failed
<noun>s" on both sides are records even when the nouns also name services; "渔获日志被退回的单" counts records whose
own name holds a log word (no log lines are asked) — each status's records are counted, never the failed records of
the window as a whole or a log overview. "最近半小时失败的蜂箱订单 和 五点到五点半 比，各有多少单？" names the domain's
records failing by their own noun: the failed records of each window (an error code, whatever the status), never
the one status whose name says FAILED when no word of the question names it. "七点半那波和九点这波" sets the wave going
on now (this one, named at a clock) from its clock to now.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan_terms import statuses_compared
from superbiz.agents.question import status_matches
from superbiz.agents.timewindows import resolve_windows
from tests.agents.world_chat import world_asker

_FOUR = ("BOOKED", "SELECTED", "SELECTION_FAILED", "UPLOAD_FAILED", "LOAN_FAILED", "RENEWAL_FAILED")


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "expected"), [
    ("more failed selections tonight or failed uploads?", ["SELECTION_FAILED", "UPLOAD_FAILED"]),
    ("more failed tool loans yesterday or failed lease renewals today?", ["LOAN_FAILED", "RENEWAL_FAILED"]),
])
def test_each_side_names_its_failing_status_by_its_own_word(question: str, expected: list[str]) -> None:
    """Spec: a side saying "failed <noun>" names the failing status whose own word the noun is, not every FAILED."""
    assert statuses_compared(question, _FOUR) == expected


@pytest.mark.spec("Answer the question that was asked")
def test_log_word_inside_a_record_noun_is_no_log_question() -> None:
    """Spec: "渔获日志被退回的单" names records (…的单): the log word is their name, the two statuses are compared."""
    statuses = ("ACCEPTED", "LOGBOOK_BOUNCED", "RENEWAL_FAILED")
    assert statuses_compared("今晚续期失败的单和渔获日志被退回的单，哪个多？", statuses) == [
        "RENEWAL_FAILED", "LOGBOOK_BOUNCED"]
    assert statuses_compared("今晚续期失败的日志和被退回的单，哪个多？", statuses) == []  # log lines asked


@pytest.mark.spec("Answer the question that was asked")
def test_failed_payments_or_failed_creations_counts_both(tmp_path: Path) -> None:
    """Spec: "were there more failed payments or failed order creations today?" counts each status's records."""
    with world_asker(tmp_path, "demo") as ask:
        answer, paid = ask("were there more failed payments or failed order creations today?",
                           "SELECT count(*) FROM orders WHERE status = 'PAYMENT_FAILED'")
        _, created = ask("were there more failed payments or failed order creations today?",
                         "SELECT count(*) FROM orders WHERE status = 'CREATE_FAILED'")
    head = answer.splitlines()[0]
    assert re.search(rf"PAYMENT_FAILED 的订单共 {paid} 笔", head), head
    assert re.search(rf"CREATE_FAILED 的订单共 {created} 笔", head), head


@pytest.mark.spec("Answer the question that was asked")
def test_failed_records_told_by_their_noun_are_no_one_status() -> None:
    """Spec: "失败的<noun>订单" counts the failed records; a status said by 失败 alone is not theirs."""
    statuses = ("BOOKED", "HIVE_UNASSIGNED", "ROUTE_VOID", "SIGN_FAILED")
    assert status_matches("最近半小时失败的蜂箱订单 和 五点到五点半那半小时 比，各有多少单？", statuses) == []
    assert status_matches("昨天下午签合同失败的单有几单", statuses) == ["SIGN_FAILED"]  # the one FAILED status


@pytest.mark.spec("Answer the question that was asked")
def test_failed_noun_orders_in_two_windows_count_failed_records(tmp_path: Path) -> None:
    """Spec: "最近一小时失败的转账订单 和 上午九点到十点 比" counts each window's failed records."""
    with world_asker(tmp_path, "ledgerly") as ask:
        answer, recent = ask("最近一小时失败的转账订单 和 上午九点到十点 比，各有多少单？",
                             "SELECT count(*) FROM orders WHERE error_code IS NOT NULL "
                             "AND created_at >= datetime((SELECT max(ts) FROM log_record), '-60 minutes')")
        _, earlier = ask("最近一小时失败的转账订单 和 上午九点到十点 比，各有多少单？",
                         "SELECT count(*) FROM orders WHERE error_code IS NOT NULL "
                         "AND created_at >= datetime(date((SELECT max(ts) FROM log_record)), '+7 hours') "
                         "AND created_at < datetime(date((SELECT max(ts) FROM log_record)), '+8 hours')")
    head = "\n".join(answer.splitlines()[:3])
    #: each window's failed records, all of them (stop 52, invRB: each side may be told by the one status its failed
    #: records hold, here every one of them — the count is the window's whole)
    assert "失败（带错误码）的订单：" in head and f"共 {recent} 笔" in head and f"共 {earlier} 笔" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_clock_this_wave_runs_from_the_clock_to_now() -> None:
    """Spec: "七点半那波和九点这波" at 22:10 — this wave (going on now) runs from its clock to now, and the earlier
    wave named ends where this one began (never the hour around nine, cutting this wave's later part off)."""
    zone = ZoneInfo("Europe/Berlin")
    now = datetime(2026, 1, 15, 21, 10, tzinfo=UTC)  # 22:10 local
    pair = resolve_windows("今晚两波约赛失败，七点半那波和九点这波，哪波失败的单多？", now=now, zone=zone)
    assert pair is not None
    first, second = pair
    assert second.start.astimezone(zone).strftime("%H:%M") == "21:00" and second.end == now
    assert first.end <= second.start
