"""invIB patterns (spec scenario "Answer the question that was asked"): one count asked — records of a failing (or
held, missed) status said before a count by 个 or by "got stuck", alerts rung in all since a time, a code's lines
since a spoken clock ("twenty to eight") — answered with that count, in the window the question names."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.question import ALERTS_COUNTED, asks_failed_records, status_matches
from superbiz.agents.timeparse import resolve_time

NOW = datetime(2031, 3, 4, 23, 5, tzinfo=UTC)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["今天一共失败了多少个回收报价", "今天一共超时了多少个报价",
                                      "半夜漏浇了多少个浇水任务？", "how many payouts got stuck yesterday afternoon?"])
def test_records_failing_counted_by_ge_or_stuck_are_records(question: str) -> None:
    """Dev harbor-ib-quotes-timeout-ge-zh, demo-ib-payments-failed-ge-zh: the failing said before a count by 个 (or
    "got stuck") counts the domain's records, not log lines."""
    assert asks_failed_records(question)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["今天一共失败了多少个请求", "失败了多少个服务", "how many messages got stuck?",
                                      "超时了几个告警"])
def test_calls_services_and_messages_counted_by_ge_are_no_records(question: str) -> None:
    """Requests, services, messages or alerts that failed are never the domain's records."""
    assert not asks_failed_records(question)


@pytest.mark.spec("Answer the question that was asked")
def test_a_missed_task_names_the_missed_status() -> None:
    """漏 / missed ↔ a MISSED status of the data (not a FAILED one)."""
    statuses = ["WATERING_DONE", "WATERING_MISSED", "LOAN_FAILED"]
    assert status_matches("半夜漏浇了多少个浇水任务？", statuses) == ["WATERING_MISSED"]


@pytest.mark.spec("Answer the question that was asked")
def test_alerts_rung_in_all_are_the_alerts_counted() -> None:
    """Dev ledgerly-ib-alerts-today-in-all-zh: "总共报了几次告警" counts the alerts that rang; a bare
    "报了几次告警" of a service stays occurrences (not this)."""
    assert ALERTS_COUNTED.search("今天到现在总共报了几次告警？")
    assert not ALERTS_COUNTED.search("payments 报了几次告警")


@pytest.mark.spec("Answer the question that was asked")
def test_a_count_in_all_after_a_clock_of_last_night_runs_to_now() -> None:
    """Dev stagecast-ib-alerts-since-last-night-11-zh: "昨晚十一点以后一共…" runs on to now; without 一共 the rest of
    that night only."""
    spec = resolve_time("昨晚十一点以后一共响了几个告警", now=NOW, zone=UTC)
    assert spec.start == datetime(2031, 3, 3, 23, 0, tzinfo=UTC) and spec.end == NOW
    night = resolve_time("昨晚十一点以后有没有报错", now=NOW, zone=UTC)
    assert night.end == datetime(2031, 3, 4, 6, 0, tzinfo=UTC)


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "hour", "minute"),
                         [("how many X-5031 lines since about twenty to eight?", 7, 40),
                          ("what failed around ten past one?", 13, 10), ("errors since a quarter to nine?", 8, 45)])
def test_minutes_to_or_past_a_word_hour_are_a_clock(question: str, hour: int, minute: int) -> None:
    """Dev harbor-ib-code-since-twenty-to-en: "twenty to eight" is 7:40 (its latest occurrence: 19:40 at
    23:05), "ten past one" 1:10."""
    tz = ZoneInfo("UTC")
    spec = resolve_time(question, now=NOW, zone=tz)
    start = spec.at or spec.start
    assert (start.hour % 12, start.minute) == (hour % 12, minute), spec  # its latest occurrence, either half


@pytest.mark.spec("Answer the question that was asked")
def test_records_nouned_by_their_status_at_a_clock_are_the_windows_not_an_events() -> None:
    """Dev demo-ib-payments-failed-during-clock-thing-en: "how many selections failed during the 6pm layout db
    thing?" counts the window's SELECTION_FAILED records (the clock names the span), not the event's failing codes."""
    from superbiz.agents.plan import Catalog, offline_plan

    catalog = Catalog(services=("gallery-app", "layout-db"), dependencies={"gallery-app": ("layout-db",)},
                      dependency_kinds={"gallery-app": (("layout-db", "postgres"),)},
                      order_statuses=("SELECTED", "SELECTION_FAILED", "UPLOAD_FAILED"),
                      failed_statuses=("SELECTION_FAILED", "UPLOAD_FAILED"), metrics=(), timezone="UTC",
                      data_start=datetime(2031, 3, 3, 0, 0, tzinfo=UTC), data_end=NOW, silent=frozenset())
    plan = offline_plan("how many selections failed during the 6pm layout db thing?", catalog, now=NOW)
    assert plan.statuses == ["SELECTION_FAILED"] and not plan.events_compared
    assert plan.window_start == "2031-03-04T17:30:00Z"
