"""Patterns left on the opened paydesk and coursepad worlds (issue 10), each proved on a catalogue of no real world
or on a dev world (answers read beside the world's own data, taken by SQL)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.chat.service import ChatService
from superbiz.render.answer_time import ongoing_since
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import sql_text, world_service


def _log(code: str, first: str, last: str, level: str = "ERROR") -> MaterialItem:
    text = (f"ledger-service 错误码 {code} 的 {level} 日志在窗口内共 40 条，首次出现(first_seen) {first}，"
            f"最近一次(last_seen) {last}，跨度(span) 40m；前一窗口同类日志数(earlier_count)=0")
    return MaterialItem(claim_id=code, claim_type="direct_observation", text=text)


# ---------------------------------------------------------------- 1. the onset of the episode going on now


def test_the_run_reaching_now_starts_after_the_gap_before_it() -> None:
    """Pattern "onset of the ongoing episode": an episode that ended hours ago is not part of the trouble going on
    now; a dependency's warnings that began just before the current errors (and still run) are."""
    items = [_log("E-1", "2031-03-04T02:00:00Z", "2031-03-04T03:00:00Z"),
             _log("E-2", "2031-03-04T11:10:00Z", "2031-03-04T11:59:30Z"),
             _log("W-9", "2031-03-04T11:07:00Z", "2031-03-04T11:58:00Z", "WARN")]
    assert ongoing_since(items, "2031-03-04T12:00:00Z") == "2031-03-04T11:07:00"
    assert ongoing_since(items[:1], "2031-03-04T12:00:00Z") is None  # nothing reaches now: no episode going on


@pytest.mark.parametrize(("earlier", "question", "ongoing"), [
    ("ledger-service errors right now - why?", "and since when?", True),
    ("ledger-service 现在在报错，怎么回事", "从什么时候开始的？", True),
    ("ledger-service 昨晚为什么报错", "从什么时候开始的？", False),
])
def test_an_onset_after_a_question_about_now_asks_the_ongoing_episode(earlier: str, question: str,
                                                                      ongoing: bool) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=[earlier])
    assert "onset" in plan.aspects and plan.ongoing is ongoing, plan


@pytest.fixture(scope="module")
def ledgerly(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ChatService, str]]:
    with world_service(tmp_path_factory.mktemp("ledgerly"), "ledgerly") as served:
        yield served


def _head(answer: str) -> str:
    return answer.split("\n\n", 1)[0]


def test_since_when_after_errors_now_states_the_current_episodes_start(ledgerly: tuple[ChatService, str]) -> None:
    """ledgerly's transfer-api failed this morning (an episode that ended) and fails again now: "since when?"
    states the current errors' first time (local, Europe/Berlin), not the morning's."""
    service, url = ledgerly
    cid = f"t-{time.time_ns()}"
    service.ask("transfer-api 现在在报错，怎么回事", user_id="t", conversation_id=cid)
    head = _head(service.ask("从什么时候开始的？", user_id="t", conversation_id=cid).answer)
    current = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'transfer-api' AND error_code = 'TRF-4210'")
    morning = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'transfer-api' AND error_code = 'TRF-5030'")
    hour = lambda utc: f"{(int(utc[11:13]) + 2) % 24:02d}:{utc[14:16]}"  # noqa: E731 - CEST in June
    assert hour(current) in head and hour(morning) not in head, head


# ---------------------------------------------------------------- 2. a count after a question about one record


def test_a_count_after_a_record_counts_the_records_of_its_status(ledgerly: tuple[ChatService, str]) -> None:
    """Pattern "count after a record": "一共失败了几笔？" after "TXN_… 这笔怎么回事" counts the records in that record's
    status (all the data), not the record itself (before: no count at all, a gap)."""
    service, url = ledgerly
    cid = f"t-{time.time_ns()}"
    service.ask("TXN_00001634 这笔怎么回事", user_id="t", conversation_id=cid)
    head = _head(service.ask("同一时间段一共失败了几笔？", user_id="t", conversation_id=cid).answer)
    n = sql_text(url, "SELECT count(*) FROM orders WHERE status = "
                  "(SELECT status FROM orders WHERE order_id = 'TXN_00001634')")
    assert f"共 {n} 笔" in head, head


def test_a_count_naming_its_own_record_is_no_peer_count() -> None:
    """Only a follow-up counts the record's peers; a question that names the record itself asks about that record."""
    ids = {"ORD-77": "order_id"}
    plan = offline_plan("同一时间段一共失败了几笔？", CATALOG, now=NOW, earlier_questions=["ORD-77 这笔怎么回事"],
                        lookup_ids=lambda tokens: {t: ids[t] for t in tokens if t in ids})
    assert plan.peer_count and plan.order_ids == ["ORD-77"], plan
    own = offline_plan("ORD-77 失败了几次？", CATALOG, now=NOW, lookup_ids=lambda tokens: {t: ids[t] for t in tokens
                                                                                     if t in ids})
    assert not own.peer_count, own


# ---------------------------------------------------------------- 6. a measure compared between two windows


def test_a_measure_compared_names_the_subjects_own_series(ledgerly: tuple[ChatService, str]) -> None:
    """Pattern "measure compared": "ledger-mysql 的 p99 现在比上午10点低了吗" compares ledger-mysql's own p99 series
    (query_p99_ms; the first p99 metric of the data, latency_p99_ms, is the services'), never its log counts."""
    service, _ = ledgerly
    head = _head(service.ask("ledger-mysql 的 p99 现在比今天上午10点那会儿低了吗", user_id="t").answer)
    #: (stop 53, invSF: a measure now against a clock said alone is read at two instants — "现在（11:45）为 …，10:00
    #: 时为 …" — no longer as two windows' averages; the subject's own series is what this test holds)
    assert "query_p99_ms" in head.split("\n", 1)[0] and "日志" not in head.split("\n", 1)[0], head


def test_a_comparison_by_a_measure_records_the_measure() -> None:
    catalog = CATALOG.model_copy(update={"metrics": ("db_query_p99_ms", "http_p99_ms")})
    plan = offline_plan("ledger-service 现在的 p99 比今早8点那会儿高了吗", catalog, now=NOW)
    assert plan.metrics_compared == ["db_query_p99_ms", "http_p99_ms"] and plan.compare_start, plan
    calls = {(c.arguments.get("metric"), c.arguments.get("start")) for c in plan.calls if c.tool == "query_metrics"}
    assert {("db_query_p99_ms", plan.window_start), ("http_p99_ms", plan.window_start)} <= calls, calls


# ---------------------------------------------------------------- 5. the window shown is the window counted


def test_a_count_follow_up_shows_the_window_it_counted(ledgerly: tuple[ChatService, str]) -> None:
    """Pattern "window shown = window counted": "失败了几笔？" after "10点那会儿…" counts the records up to that
    window's end from the data's start; the head shows that counted window, not only the question's 09:30~10:30
    (before: the head showed 09:30~10:30 alone beside a count over all the earlier data — a false statement)."""
    service, _ = ledgerly
    cid = f"t-{time.time_ns()}"
    service.ask("今天上午10点那会儿转账是不是失败了一些", user_id="t", conversation_id=cid)
    head = _head(service.ask("失败了几笔？", user_id="t", conversation_id=cid).answer)
    assert "2026-06-18 09:30 ~ 10:30（Europe/Berlin）" in head, head
    assert "记录计数窗口：2026-06-16 23:45 ~ 2026-06-18 10:30（Europe/Berlin）" in head, head
