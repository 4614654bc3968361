"""Patterns of the opened vinylvault and gelatoly worlds (invEF, causes and yes/no suspects).

* "is the search thing causing checkout failures?": a suspect asked as the doer of a trouble told after "causing"
  is a yes/no about the suspect as the trouble's cause (it was a health question of both, answered "是，…有异常" from
  the subject's own errors — a false yes about a suspect nothing reaches).
* "门店库存为啥一直查不到" then "是不是冰柜队列的问题": a quiet queue blamed for the trouble of a subject that reads no
  queue itself, whose trouble runs to a reader of the queue: that reader's lag is the backlog — yes (it was "不是，
  未发现 <queue> 的异常" from the queue's own silent lines).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from sqlalchemy import create_engine, text

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of
from superbiz.chat.service import ChatService
from superbiz.container import build_container
from superbiz.settings import Settings, SourcesSettings
from superbiz.sources.worldgen import build_world
from tests.agents.test_invw_qualified_kinds_and_shared_sides import _catalog

_NOW = datetime(2026, 10, 14, 20, 20, tzinfo=UTC)


def test_a_thing_causing_a_trouble_told_in_words_is_a_yes_no_about_that_thing() -> None:
    plan = offline_plan("is the tracking search cluster causing the booking failures?", _catalog("harbor"), now=_NOW)
    assert plan.aspects == ["yes_no"]
    assert plan.suspects == ["tracking-es"] and plan.services == ["booking-api"]


def test_causing_asked_of_nothing_named_or_of_a_pronoun_is_no_suspect() -> None:
    for question in ("is anything causing errors on booking-api?", "is it causing booking-api errors?",
                     "what is causing the booking failures?"):
        assert "yes_no" not in aspects_of(question, has_entity=True, has_record=False), question


def test_a_quiet_queue_blamed_for_a_callers_trouble_is_judged_by_the_lag_of_the_reader_it_runs_to(
        tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'world.db'}"
    build_world("harbor", url).dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        reader, queue = conn.execute(text("SELECT service, depends_on FROM service_dependency WHERE kind = 'kafka' "
                                          "AND service IN (SELECT service FROM log_record WHERE message LIKE "
                                          "'consumer lag%')")).one()
        first, last = conn.execute(text("SELECT min(ts), max(ts) FROM log_record WHERE service = :r AND "
                                        "message LIKE 'consumer lag%'"), {"r": reader}).one()
        conn.execute(text("INSERT INTO service (name, team, description) VALUES ('berth-board', 'Ops', "
                          "'泊位看板 / berth board')"))
        conn.execute(text("INSERT INTO service_dependency (service, depends_on, kind) VALUES ('berth-board', :r, "
                          "'service')"), {"r": reader})
        at, end = datetime.fromisoformat(str(first)) + timedelta(minutes=5), datetime.fromisoformat(str(last))
        i = 0
        while at < end:  # the caller's errors name the reader while the reader lags
            conn.execute(text("INSERT INTO log_record (ts, service, level, trace_id, error_code, message) VALUES "
                              "(:t, 'berth-board', 'ERROR', :tr, 'BRB-5001', :m)"),
                         {"t": at, "tr": f"invef{i:05d}", "m": f"call to {reader} failed"})
            at, i = at + timedelta(minutes=1), i + 1
    engine.dispose()
    container = build_container(Settings(home=tmp_path / "home", sources=SourcesSettings(world_url=url)))
    try:
        chat = ChatService(container)
        chat.ask("berth-board 为啥一直报错", user_id="invef", conversation_id="invef-queue")
        answer = chat.ask(f"是不是 {queue} 的问题", user_id="invef", conversation_id="invef-queue").answer
    finally:
        container.close()
    assert answer.startswith("是"), answer
    assert reader in answer.split("\n")[0] and queue in answer.split("\n")[0], answer


def test_a_thing_harmed_told_after_the_verb_by_a_description_word_is_the_subject_of_the_suspected_deploy() -> None:
    """"did the instructor portal deploy at 7:50 break bookings?" (opened yogaflow): the thing harmed, said by a word
    only descriptions hold, is the subject; the one service named before the verb the suspect (it was the suspect's
    own health after its deploy — "无法确定", or "是" from its own errors)."""
    plan = offline_plan("did this morning's account api deploy break postings?", _catalog("ledgerly"),
                        now=datetime(2026, 6, 18, 9, 45, tzinfo=UTC))
    assert plan.aspects == ["yes_no"] and plan.suspects == ["account-api"], plan
    assert plan.services == ["posting-queue"] and plan.change_suspect
    #: generic words after the verb name nothing: the suspect's own change stays asked
    plan = offline_plan("did this morning's account api deploy break anything?", _catalog("ledgerly"),
                        now=datetime(2026, 6, 18, 9, 45, tzinfo=UTC))
    assert plan.services == ["account-api"] and not plan.suspects


def test_a_bare_root_cause_beside_a_suspect_asks_both_the_cause_and_the_yes_no() -> None:
    """"member app keeps erroring …, root cause? was it the portal deploy?" (opened yogaflow): the cause is asked
    too (it was the yes/no alone: "不是" without the pool two hops down)."""
    for question in ("member app keeps erroring since 7:55, root cause? was it the portal deploy?",
                     "续订积压了，根因？是不是发版导致的"):
        assert {"cause", "yes_no"} <= set(aspects_of(question, has_entity=True, has_record=False)), question
    assert "cause" not in aspects_of("was it the portal deploy?", has_entity=True, has_record=False)


def test_a_clock_of_the_suspected_change_in_a_related_slot_is_no_second_window_nor_a_queue_suspect() -> None:
    """"续订队列从十点开始一直堆着，是不是跟九点五十五那次发版有关？" (opened tealeaf): the 9:55 is the change's
    time — no comparison of two windows — and the suspect is that change, never the queue the backlog sits on."""
    from superbiz.agents.timewindows import resolve_windows

    question = "对账单队列从十点开始一直堆着，是不是跟九点五十五那次发版有关？"
    assert resolve_windows(question, now=_NOW, zone=UTC) is None
    assert resolve_windows("十点到十一点跟九点到十点比，哪个报错多？", now=_NOW, zone=UTC) is not None
    plan = offline_plan("manifest-worker 从十点开始一直堆着，是不是跟九点五十五那次发版有关？", _catalog("harbor"),
                        now=_NOW)
    assert plan.suspects == [] and plan.cause_changes == ["发布"] and "comparison" not in plan.aspects, plan
