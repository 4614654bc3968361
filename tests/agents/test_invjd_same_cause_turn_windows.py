"""invJD (stop 44, opened mushtrail, hearloop, lockwise, bloodvan; pollenrun, steamrail, orbitpass): "是同一个原因吗"
set against the conversation's earlier troubles, each told with its own time. Two turns naming troubles of their own
subjects ("昨天傍晚 X 为啥失败" / "那今天凌晨 Y 失败呢？") are two windows read over every service; so is a trouble told
now with its own subject and time against the last turn told with a time; "那现在 Y 报错 是同一个原因吗" after a
cause asked of a window running up to now cuts that window at the present hour; and a later window holding only a
trouble that began well after the earlier window's first one (which it no longer holds) is not the same cause. Also:
"when did it start?" of a trouble whose alert began before the window asked reads the lines before the window."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.render.answer import AnswerBrief, _same_cause_windows
from superbiz.render.material import MaterialItem
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_two_turns_of_two_subjects_are_two_windows_over_every_service() -> None:
    """Scenario "Answer the question that was asked": "是同一个原因吗" after "昨天下午 basket-service 为啥报错" and
    "那今天上午 ledger-service 失败呢？" sets the two turns' windows against each other with no subject (the last
    subject alone had no trouble in the earlier window)."""
    plan = offline_plan("是同一个原因吗", CATALOG, now=NOW, lookup_ids=lambda _: {},
                        earlier_questions=("昨天下午 basket-service 为啥报错", "那今天上午 ledger-service 失败呢？"))
    assert plan.same_cause_windows and not plan.services, plan
    assert (plan.window_start, plan.window_end) == ("2031-03-03T12:00:00Z", "2031-03-03T18:00:00Z"), plan
    assert plan.compare_start == "2031-03-04T06:00:00Z", plan
    #: the last turn naming only another time keeps its subject (one subject in two windows)
    kept = offline_plan("是同一个原因吗", CATALOG, now=NOW, lookup_ids=lambda _: {},
                        earlier_questions=("昨天下午 basket-service 为啥报错", "那今天上午的呢？"))
    assert kept.same_cause_windows and kept.services == ["basket-service"], kept


@pytest.mark.spec("Answer the question that was asked")
def test_now_against_a_window_running_up_to_now_cuts_it_at_the_present_hour() -> None:
    """Scenario "Answer the question that was asked": "那现在 ledger-service 报错 是同一个原因吗" after "今天
    basket-service 为啥报错": today up to the present hour against the present hour, every service in each."""
    plan = offline_plan("那现在 ledger-service 报错 是同一个原因吗", CATALOG, now=NOW, lookup_ids=lambda _: {},
                        earlier_questions=("今天 basket-service 为啥报错",))
    assert plan.same_cause_windows and not plan.services, plan
    assert plan.window_start == "2031-03-04T00:00:00Z" and plan.window_end == plan.compare_start, plan
    assert plan.compare_end == "2031-03-04T12:00:00Z", plan


def _run(service: str, code: str, first: str, example: str) -> MaterialItem:
    return MaterialItem(claim_id=f"{service}-{code}-{first}", claim_type="observation",
                        text=(f"{service} 错误码 {code} 的 ERROR 日志在窗口内共 40 条，首次出现(first_seen) {first}，"
                              f"最近一次(last_seen) {first}，跨度(span) 20m；示例：{example}"))


_WINDOWS = {"window_start": "2026-12-06T05:40:00Z", "window_end": "2026-12-06T06:20:00Z",
            "same_cause_window": ("2026-12-06T06:20:00Z", "2026-12-06T07:05:00Z")}


@pytest.mark.spec("Answer the question that was asked")
def test_a_later_window_of_only_a_later_trouble_is_not_the_same_cause() -> None:
    """Scenario "Answer the question that was asked": "那 12 点 20 以后的呢？是同一个原因吗" — the earlier window began
    with the registry's trouble; the later one holds only the runs that began 25 minutes into it: no."""
    brief = AnswerBrief(**_WINDOWS)
    items = [_run("db", "DB-1", "2026-12-06T05:40:03Z", "slow query"),
             _run("app", "APP-1", "2026-12-06T05:41:38Z", "call to registry failed"),
             _run("booker", "BK-7", "2026-12-06T06:06:05Z", "unhandled exception"),
             _run("booker", "BK-7", "2026-12-06T06:20:13Z", "unhandled exception")]
    line = _same_cause_windows(items, brief)
    assert line is not None and line.startswith("不是（推断）") and "db DB-1" in line, line
    #: shared runs that began with the earlier window's first one are its spread: nothing is decided
    spread = [*items[:2], _run("booker", "BK-7", "2026-12-06T05:42:05Z", "x"),
              _run("booker", "BK-7", "2026-12-06T06:20:13Z", "x")]
    assert _same_cause_windows(spread, brief) is None


@pytest.mark.spec("Answer the question that was asked")
def test_a_subjects_later_window_naming_only_a_later_dependency_is_not_the_same_cause() -> None:
    """Scenario "Answer the question that was asked": one subject, "十点以后" naming the ledger then the quotes
    provider, "十一点半以后" naming only the provider (begun long after the ledger): no."""
    brief = AnswerBrief(subjects=("app",), depends=("ledger", "quotes"), **_WINDOWS)
    items = [_run("app", "APP-1", "2026-12-06T05:41:00Z", "call to ledger failed"),
             _run("app", "APP-2", "2026-12-06T06:05:00Z", "call to quotes failed"),
             _run("app", "APP-2", "2026-12-06T06:21:00Z", "call to quotes failed")]
    line = _same_cause_windows(items, brief)
    assert line is not None and line.startswith("不是（推断）") and "ledger" in line, line


@pytest.mark.spec("Answer the question that was asked")
def test_a_trouble_told_with_its_own_subject_and_time_is_set_against_the_last_timed_turn() -> None:
    """Scenario "Answer the question that was asked": "那今天上午 ledger-service 失败呢？是同一个原因吗" after "昨天下午
    basket-service 为啥报错" and "回滚了吗": the last turn told with a time is the other side, every service in each."""
    plan = offline_plan("那今天上午 ledger-service 失败呢？是同一个原因吗", CATALOG, now=NOW, lookup_ids=lambda _: {},
                        earlier_questions=("昨天下午 basket-service 为啥报错", "回滚了吗"))
    assert plan.same_cause_windows and not plan.services, plan
    assert (plan.window_start, plan.window_end) == ("2031-03-03T12:00:00Z", "2031-03-03T18:00:00Z"), plan
    assert (plan.compare_start, plan.compare_end) == ("2031-03-04T06:00:00Z", "2031-03-04T12:00:00Z"), plan


@pytest.mark.spec("Answer the question that was asked")
def test_an_onset_follow_up_reads_before_a_window_its_alert_began_before(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": over ledgerly, "when did it start?" after "why was the ledger
    database slow after 10am?" — the database's alert began before 10:00 (local), so its lines before the window's
    start are read and the first of them is the onset stated."""
    with world_service(tmp_path, "ledgerly") as (service, url):
        first = sql_text(url, "SELECT min(ts) FROM log_record WHERE service = 'ledger-mysql' AND level = 'WARN'")
        head = ask_head(service, "why was the ledger database slow after 10am?", "when did it start?")
    local = datetime.fromisoformat(first).replace(tzinfo=UTC).astimezone(ZoneInfo("Europe/Berlin"))
    assert local.strftime("%H:%M") < "10:00" and local.strftime("%Y-%m-%d %H:%M") in head, (first, head)


@pytest.mark.spec("Answer the question that was asked")
def test_an_end_follow_up_of_a_thing_told_in_shared_words_takes_its_owners(tmp_path: Path) -> None:
    """Scenario "Answer the question that was asked": over ledgerly, "几点恢复的" after "今天上午账户为啥出问题" (账户
    held by the account API's and its database's descriptions, no name anywhere) asks the end of the account API's
    trouble — never another service's alert still firing in the window."""
    with world_service(tmp_path, "ledgerly") as (service, url):
        last = sql_text(url, "SELECT max(ts) FROM log_record WHERE service = 'account-api' AND level = 'ERROR'")
        head = ask_head(service, "今天上午账户为啥出问题", "几点恢复的")
    assert last and head.startswith("已于") and "account-api" in head and "尚未恢复" not in head, head
