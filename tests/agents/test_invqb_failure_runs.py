"""Spec scenario "Answer the question that was asked" (invQB, stop 51): each incident's failed records are those of
the status (code) that incident failed, over the incident's own span — two waves told apart by the runs of their
failed records where no alerts tell them apart, and a bare count follow-up counting the one episode the
conversation named (by its order, or as the longest)."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.render.answer_base import LONGEST_EPISODE
from tests.agents.synthetic import NOW
from tests.agents.world_chat import ask_head, world_service


def _runs(url: str, where: str) -> list[int]:
    """The failed records matching ``where`` split into runs where two lie more than 30 minutes apart: each run's
    count, oldest first (by SQL)."""
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            stamps = [datetime.fromisoformat(str(t)) for (t,) in conn.execute(text(
                f"SELECT created_at FROM orders WHERE error_code IS NOT NULL AND {where} ORDER BY created_at"))]
    finally:
        engine.dispose()
    runs: list[list[datetime]] = []
    for at in stamps:
        if runs and at - runs[-1][-1] <= timedelta(minutes=30):
            runs[-1].append(at)
        else:
            runs.append([at])
    return [len(r) for r in runs]


_GATES = Catalog(services=("gate-api", "gate-cache"), dependencies={"gate-api": ("gate-cache",)},
                 dependency_kinds={"gate-api": (("gate-cache", "redis"),)},
                 order_statuses=("SOLD", "ADMITTED", "ENTRY_DENIED", "SALE_FAILED"),
                 timezone="UTC", data_start=NOW - timedelta(days=2), data_end=NOW, silent=frozenset())


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_count_follow_up_counts_the_episode_the_conversation_named() -> None:
    """pawsafari-followup-first-storm-failed-count-zh ("那多少张" after "第一波…期间有票失败吗"),
    kerbmint-followup-longest-sessions-en ("how many sessions failed in that one?" after "which one was the
    longest?"): the episode named by the latest earlier question is the one counted; a follow-up with a time or a
    now of its own counts no carried episode."""
    plan = offline_plan("那有多少笔 ENTRY_DENIED 订单", _GATES, now=NOW,
                        earlier_questions=["gate-api 第一波风暴期间有订单失败吗"])
    assert plan.episode_records_nth == 1, plan
    plan = offline_plan("how many ENTRY_DENIED orders in that one?", _GATES, now=NOW,
                        earlier_questions=["tell me about the gate-api outages today", "which one was the longest?"])
    assert plan.episode_records_nth == LONGEST_EPISODE, plan
    plan = offline_plan("那昨天有多少笔 ENTRY_DENIED 订单", _GATES, now=NOW,
                        earlier_questions=["gate-api 第一波风暴期间有订单失败吗"])
    assert plan.episode_records_nth == 0, plan


@pytest.mark.spec("Answer the question that was asked")
def test_the_first_storms_records_are_counted_after_a_bare_follow_up(tmp_path: Path) -> None:
    """pawsafari-followup-first-storm-failed-count-zh: the first storm's stalled tickets (its run of the status),
    not the status's records over every storm."""
    with world_service(tmp_path, "pawsafari") as (service, url):
        first = _runs(url, "status = 'GATE_STALLED'")[0]
        head = ask_head(service, "第一波闸机风暴期间有票失败吗", "那多少张")
    assert f"共 {first} 笔" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_longest_outages_records_are_counted_after_which_was_longest(tmp_path: Path) -> None:
    """kerbmint-followup-longest-sessions-en: "in that one" is the longest of the outages the conversation asked
    about — its failed sessions (13), not the day's (35)."""
    with world_service(tmp_path, "kerbmint") as (service, url):
        runs = _runs(url, "status = 'SESSION_FAILED'")
        head = ask_head(service, "tell me about the meter outages today", "which one was the longest?",
                        "how many sessions failed in that one?")
    assert len(runs) == 3 and f"共 {runs[1]} 笔" in head and f"共 {sum(runs)} 笔" not in head, head


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("world", "question", "status"), [
    ("hutnest", "两波床位风暴 哪一波订床失败的更多？", "BED_HOLD_FAILED"),
    ("laptide", "两波订道故障，哪一波失败的单更多？各多少", "LANE_REJECTED"),
])
def test_two_waves_failed_records_are_the_runs_of_their_status(tmp_path: Path, world: str, question: str,
                                                                status: str) -> None:
    """hutnest-storms-failed-compare-zh, laptide-two-waves-failed-more-zh: two waves of one trouble under an app
    with no alerts of its own — each wave's failed records are a run of the status the trouble failed, both stated
    with their counts."""
    with world_service(tmp_path, world) as (service, url):
        runs = _runs(url, f"status = '{status}'")
        head = ask_head(service, question)
    assert len(runs) == 2 and status in head, head
    assert f"共 {runs[0]} 笔" in head and f"共 {runs[1]} 笔" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_count_around_a_clock_counts_the_run_nearest_it(tmp_path: Path) -> None:
    """laptide-followup-seven-count-en ("and how many?" after "why were lane bookings failing around 7pm?"): the
    half hour either side of 7pm holds the tail of the first wave of rejected lanes and the start of the second; the
    trouble around 7pm is the run nearest the clock (the second, begun ten-odd minutes after it), counted whole —
    not every failure of the hour."""
    with world_service(tmp_path, "laptide") as (service, url):
        runs = _runs(url, "status = 'LANE_REJECTED'")
        hour = _runs(url, "status = 'LANE_REJECTED' AND created_at >= '2026-12-04 22:30:00' "
                          "AND created_at < '2026-12-04 23:30:00'")
        head = ask_head(service, "why were lane bookings failing around 7pm?", "and how many?")
    assert len(runs) == 2 and sum(hour) != runs[1], (runs, hour)
    assert f"共 {runs[1]} 笔" in head and f"的 {sum(hour)} 笔" not in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_count_around_a_clock_counts_the_whole_run_it_cut(tmp_path: Path) -> None:
    """saltpan-cert-papers-count-followup-en ("and how many pickup orders failed bc of it?" after "what broke export
    paperwork around noon"): the half hour either side of noon cut the held papers' run, which began before it —
    the run is counted whole (and as records, never the subject's error lines)."""
    with world_service(tmp_path, "saltpan") as (service, url):
        runs = _runs(url, "status = 'PAPERS_HELD'")
        head = ask_head(service, "what broke export paperwork around noon",
                        "and how many pickup orders failed bc of it?")
    assert len(runs) == 1 and f"共 {runs[0]} 笔" in head and "PAPERS_HELD" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_broken_records_on_two_windows_are_their_failed_records() -> None:
    """rindcave-failed-boxes-deploy-vs-cache-zh ("昨天发版坏的盒子 和 今天早上缓存坏的盒子 哪个多"): "坏的 <records>"
    are failed records, as "失败的" — each window's failed records are queried (the answer sets their counts against
    each other), not only the cache's error lines."""
    question = "昨天坏的订单 和 今天早上坏的订单 哪个多"
    plan = offline_plan(question, _GATES, now=NOW)
    assert plan.compare_start, plan
    records = [(c.arguments.get("start"), c.arguments.get("end")) for c in plan.calls if c.tool == "query_order"
               and not any(c.arguments.get(k) for k in ("status", "error_code", "order_id", "user_id"))]
    assert (plan.window_start, plan.window_end) in records and (plan.compare_start, plan.compare_end) in records, \
        plan.calls
