"""Spec scenario "Answer the question that was asked" (invRB, stop 52): an incident told by its origin's kind and a
time is the run of failed records (`investigate.failure_runs`) of the code that began with it, counted over that
run's own span — never every failure of the code over all the data (the same trouble may come back later)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from tests.agents.test_invqb_failure_runs import _runs
from tests.agents.world_chat import ask_head, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_an_event_said_with_a_day_part_counts_the_run_of_that_time(tmp_path: Path) -> None:
    """inkvault-slot-jammed-yesterday-count-zh ("昨天下午锁等待那次 有多少个预约失败了"): the lock wait's code failed
    yesterday afternoon and again this morning — the afternoon's run is counted (yesterday's records of the status),
    not both runs over all the data."""
    with world_service(tmp_path, "inkvault") as (service, url):
        runs = _runs(url, "status = 'SLOT_JAMMED'")
        head = ask_head(service, "昨天下午锁等待那次 有多少个预约失败了")
    assert len(runs) == 2, runs
    assert f"共 {runs[0]} 笔" in head and f"共 {sum(runs)} 笔" not in head, head


def _status_count(url: str, status: str) -> int:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return int(conn.execute(text("SELECT count(*) FROM orders WHERE status = :s"), {"s": status}).scalar_one())
    finally:
        engine.dispose()


@pytest.mark.spec("Answer the question that was asked")
def test_records_lost_in_two_incidents_are_their_failed_records(tmp_path: Path) -> None:
    """pinlane-pool-vs-cache-lost-bookings-zh ("六点那次数据库跟七点四十那次缓存 哪次丢的订场多"),
    pinlane-redis-vs-pool-followup ("and the redis one after 7:40? which lost more" after "how many lane bookings
    failed in the 6pm pool mess?"): records "lost" (丢的…, lost) are failed records; a which-more follow-up with a
    time of its own sets its incident against the earlier turn's; each side names the one status its failed
    records ended in."""
    with world_service(tmp_path, "pinlane") as (service, url):
        pool, cache = _status_count(url, "NOT_RESERVED"), _status_count(url, "SLOT_UNVERIFIED")
        first = ask_head(service, "六点那次数据库跟七点四十那次缓存 哪次丢的订场多")
        follow = ask_head(service, "how many lane bookings failed in the 6pm pool mess?",
                          "and the redis one after 7:40? which lost more")
    assert pool > cache, (pool, cache)
    for head in (first, follow):
        assert f"共 {pool} 笔" in head and f"共 {cache} 笔" in head and "前者更多" in head, head
    assert "NOT_RESERVED" in follow and "SLOT_UNVERIFIED" in follow, follow


@pytest.mark.spec("Answer the question that was asked")
def test_one_trouble_on_two_windows_counts_its_runs_on_each(tmp_path: Path) -> None:
    """inkvault-failed-appointments-two-lock-waits-en ("failed appts in yesterday's lock wait vs this morning's
    one, which was worse?"): yesterday also held another trouble's failures (a deposit partner's) — each side
    counts the lock wait's own runs (the code both windows' failures share), never every failure of the day, and
    the records are answered, not the lock-wait measure."""
    with world_service(tmp_path, "inkvault") as (service, url):
        runs = _runs(url, "status = 'SLOT_JAMMED'")
        head = ask_head(service, "failed appts in yesterday's lock wait vs this morning's one, which was worse?")
    assert len(runs) == 2 and runs[0] > runs[1], runs
    assert f"共 {runs[0]} 笔" in head and f"共 {runs[1]} 笔" in head and "前者更多" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_records_of_the_bad_deploy_are_its_codes(tmp_path: Path) -> None:
    """dentaloop-fu-book-crashed-count-en ("what about the ones from the bad deploy?" after "how many appts failed
    because of the insurance thing?"): a deploy told as an incident ("the bad deploy") is the failing code that
    began with a deploy — its records counted, the conversation's count carried to it; asked on its own alike."""
    with world_service(tmp_path, "dentaloop") as (service, url):
        crashed = _status_count(url, "BOOK_CRASHED")
        follow = ask_head(service, "how many appts failed because of the insurance thing?",
                          "what about the ones from the bad deploy?")
        alone = ask_head(service, "how many appts failed because of the bad deploy?")
    for head in (follow, alone):
        assert f"共 {crashed} 笔" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_trouble_now_against_the_bad_deploy(tmp_path: Path) -> None:
    """lanternly-failed-tickets-now-vs-deploy-en ("are we losing more tickets now than during the bad deploy
    earlier?"): the present side is the trouble going on now (the failing code whose lines run latest), the other
    the failing code that began with a deploy — each counted on its failed records, never a health reading."""
    with world_service(tmp_path, "lanternly") as (service, url):
        now, deploy = _status_count(url, "PAYLINK_FAILED"), _status_count(url, "CART_CRASHED")
        head = ask_head(service, "are we losing more tickets now than during the bad deploy earlier?")
    assert now > deploy, (now, deploy)
    assert f"共 {now} 笔" in head and f"共 {deploy} 笔" in head and head.startswith("现在这次更多"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_compare_follow_up_sets_its_incident_against_the_conversations(tmp_path: Path) -> None:
    """chargenet-followup-compare-zh ("跟中午网关那次比 哪次失败的单多" after "今天上午充电会话失败是啥原因" and
    "影响了多少单"): the other side is the window of the latest turn that said a time; the two windows overlap, so
    each side is its window's most failing code, counted over its whole run (the noon gateway's ran past 13:00)."""
    with world_service(tmp_path, "chargenet") as (service, url):
        morning, noon = _status_count(url, "SESSION_ABORTED"), _status_count(url, "START_FAILED")
        head = ask_head(service, "今天上午充电会话失败是啥原因", "影响了多少单", "跟中午网关那次比 哪次失败的单多")
    assert morning < noon, (morning, noon)
    assert f"共 {morning} 笔" in head and f"共 {noon} 笔" in head and "前者更少" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_two_sides_each_telling_their_failing_thing_count_their_windows_trouble(tmp_path: Path) -> None:
    """pollenrun-route-void-vs-sign-failed-zh ("昨晚排车失败的单 跟 昨天下午签合同失败的单，哪个多？"): last night held
    another trouble's failures too — each side's failed records are its window's most failing code's run (the thing
    it names), never every failure of the window."""
    with world_service(tmp_path, "pollenrun") as (service, url):
        route, sign = _status_count(url, "ROUTE_VOID"), _status_count(url, "SIGN_FAILED")
        head = ask_head(service, "昨晚排车失败的单 跟 昨天下午签合同失败的单，哪个多？")
    assert f"共 {route} 笔" in head and f"共 {sign} 笔" in head, head
    assert "ROUTE_VOID" in head and "SIGN_FAILED" in head, head
