"""Patterns from the opened labtrack world, on a catalogue of no real world: a Chinese half-hour clock in the second
of two windows, a bare day as the start of a window up to now ("since yesterday"), whether a trouble of its own name
happened ("有没有锁等待"), "报过 ERROR 没" (a level asked by a trailing 没), "解决了没" (whether the trouble ended),
a slip of the domain counted ("被拒的检验单有几个"), and the onset asked after "咋一直报错" (the episode going on)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import asked_level
from superbiz.agents.question import asks_about_problems, asks_over
from superbiz.agents.timeparse import resolve_time
from superbiz.agents.timewindows import resolve_windows
from tests.agents.synthetic import CATALOG, NOW


def test_a_chinese_half_hour_range_is_the_second_window() -> None:
    """Pattern "跟今天一点半到两点半比" (labtrack-reportsmith-two-windows-zh): the second window is its own clock
    range (13:30-14:30 today, the latest such hours passed), not the first window moved to that day."""
    pair = resolve_windows("ledger-service 昨天下午三点到四点的错误，跟今天一点半到两点半比，哪个多？",
                           now=NOW + timedelta(hours=2, minutes=40), zone=CATALOG.zone())
    assert pair is not None
    first, second = pair
    assert (first.start.isoformat(), first.end.isoformat()) == ("2031-03-03T15:00:00+00:00",
                                                                "2031-03-03T16:00:00+00:00")
    assert (second.start.isoformat(), second.end.isoformat()) == ("2031-03-04T13:30:00+00:00",
                                                                  "2031-03-04T14:30:00+00:00")


@pytest.mark.parametrize("question", ["Give me a rundown of what went wrong since yesterday", "从昨天开始出了哪些问题",
                                      "昨天以来有啥问题", "what broke since yesterday?"])
def test_since_a_day_runs_up_to_now(question: str) -> None:
    """Pattern "since yesterday" (labtrack-overview-since-yesterday-en): from yesterday's start up to now (today's
    incidents too), not yesterday alone."""
    spec = resolve_time(question, now=NOW, zone=CATALOG.zone())
    assert spec.start.isoformat() == "2031-03-03T00:00:00+00:00" and spec.end == NOW, spec


def test_a_bare_day_is_still_that_day() -> None:
    spec = resolve_time("what broke yesterday?", now=NOW, zone=CATALOG.zone())
    assert spec.end.isoformat() == "2031-03-04T00:00:00+00:00"


@pytest.mark.parametrize(("question", "problem"), [
    ("昨晚 vault-db 有没有锁等待", True), ("vault-db 有死锁吗", True), ("did vault-db have lock waits?", True),
    ("vault-db 有没有恢复正常", False), ("vault-db 健康吗", False)])
def test_a_trouble_of_its_own_name_asks_whether_it_happened(question: str, problem: bool) -> None:
    """Pattern "有没有锁等待" (labtrack-accession-lock-last-night-zh, answered 否 over 36 lock-wait lines): whether
    that trouble happened — yes is unhealthy."""
    assert asks_about_problems(question) is problem


@pytest.mark.parametrize(("question", "level"), [("今天 edge-router 报过 ERROR 没", "ERROR"),
                                                 ("edge-router 打过 FATAL 日志没", "FATAL"),
                                                 ("edge-router 有没有打 ERROR 日志", "ERROR")])
def test_a_level_asked_by_a_trailing_mei(question: str, level: str) -> None:
    """Pattern "报过 ERROR 没" (labtrack-bridge-no-errors-zh: a WARN-only blip): the level asked, so the answer is
    that level's count (没有 ERROR lines), and the question is a yes/no about the subject."""
    assert asked_level(question) == level
    plan = offline_plan(question, CATALOG, now=NOW)
    assert "health" in plan.aspects, plan.aspects


@pytest.mark.parametrize("question", ["今早那个证书的事解决了没", "ledger-service 的问题修好了吗",
                                      "has the ledger-service incident been resolved?"])
def test_resolved_yet_asks_whether_it_ended(question: str) -> None:
    """Pattern "解决了没" (labtrack-cert-resolved-followup-zh): whether the trouble is over (its end, 是/否)."""
    assert asks_over(question)
    assert "end" in offline_plan(question, CATALOG, now=NOW).aspects


def test_a_slip_of_the_domain_is_counted_as_records() -> None:
    """Pattern "被拒的检验单有几个" (labtrack-rejected-orders-last-night-zh): a "<thing>单" counted names records,
    not log lines."""
    plan = offline_plan("昨晚因为锁等待被拒的检验单有几个", CATALOG, now=NOW)
    assert "record" in plan.aspects and "count" in plan.aspects, plan.aspects
    assert "record" not in offline_plan("这个问题简单有几个原因", CATALOG, now=NOW).aspects


@pytest.mark.parametrize("earlier", ["ledger-service 咋一直报错？", "why does ledger-service keep failing?"])
def test_the_onset_after_a_trouble_going_on_is_the_current_episode(earlier: str) -> None:
    """Pattern "那它是从几点开始的" after "咋一直报错" (labtrack-report-onset-followup-zh: the onset of today's
    episode, not yesterday's): the earlier question asks about a trouble going on now."""
    plan = offline_plan("那它是从几点开始的", CATALOG, earlier_questions=[earlier], now=NOW)
    assert "onset" in plan.aspects and plan.ongoing, plan
    assert not offline_plan("那它是从几点开始的", CATALOG, earlier_questions=["ledger-service 昨天为啥报错？"],
                            now=NOW).ongoing


def test_a_topic_its_alerts_mention_names_the_service() -> None:
    """Pattern "the critical-results backlog" (labtrack-backlog-onset-en: a topic, no service, that the consumer's
    backlog alert mentions): the name is that service's thing, not an unknown service stated as a gap."""
    catalog = CATALOG.model_copy(update={"mentions": {"settle-events": "ledger-service"}})
    plan = offline_plan("When did the settle-events backlog start?", catalog, now=NOW)
    assert plan.services == ["ledger-service"] and not plan.unknown_services, plan
    plan = offline_plan("Is loyalty-points failing?", catalog, now=NOW)
    assert plan.unknown_services == ["loyalty-points"] and not plan.services


@pytest.mark.parametrize("question", ["edge-router 今天报过错没", "edge-router 报了错没有", "edge-router 出过错没"])
def test_errors_asked_without_a_level_word_are_a_problem_asked(question: str) -> None:
    """Pattern "X 今天报过错没" (bagtrack-bagtrace-errors-today-no-zh; the 错 of 报错 after 过): a yes/no about the
    subject's health whose yes is the trouble (没有 when no error line, 是 when there are), never a cause asked of
    a clean service ("在窗口内未发现异常，无从说起原因")."""
    assert asks_about_problems(question)
    plan = offline_plan(question, CATALOG, now=NOW)
    assert "health" in plan.aspects and "cause" not in plan.aspects, plan.aspects
