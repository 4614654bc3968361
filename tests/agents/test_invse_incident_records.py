"""invSE (stop 53): failed records per incident, per window and in follow-ups.

- "发版那半小时 有多少单变成 RAINCHECKED" (teebox teebox-rainchecked-count-zh): "那半小时" with no day of its own is the
  told deploy's span, never the last half hour — the status's records are counted over the data, not over 30 minutes
  that hold none of them.
- "were more tee times bumped in the 6am storm or the 8am one?" (teebox teebox-bumped-two-windows-en): a status set
  on two windows each told as an incident — each side is the runs of the status's records touching its window, over
  their own span, never the hour drawn around the clock (which cuts both storms).
- "and how many seat ones?" after "how many renewal checkouts failed tonight" (finwarden
  finwarden-seat-failed-followup-en): the word before "ones" names the failing status whose first word it is
  (SEAT_LOCK_TIMEOUT; SHOW_SEAT_ERROR is a show's), never a gap "no records of seat ones".
- "哪次更严重" after "纸箱租赁昨天两次出事 分别几点" (movenest movenest-storms-worse-followup-zh): a choice
  between the two episodes the conversation named, by severity as by length — each episode's lines (54 vs 99), never
  the day's total.

Keys by SQL on the generated worlds (times stored naive UTC).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import _which_of_two
from superbiz.agents.plan_terms import kind_ones_statuses
from superbiz.agents.timeparse import resolve_time
from tests.agents.world_chat import ask_head, sql_text, world_service

_ZONE = ZoneInfo("Pacific/Guadalcanal")  # UTC+11
_NOW = datetime(2026, 11, 18, 20, 5, tzinfo=UTC)  # 11-19 07:05 local


@pytest.mark.spec("Answer the question that was asked")
def test_that_half_hour_of_a_told_event_is_no_last_half_hour() -> None:
    """teebox-rainchecked-count-zh: "发版那半小时" / "出事那一个小时" name a told span, not the last 30 / 60 minutes;
    "最近那半小时" and "最近半小时" are still the present's."""
    for q in ("发版那半小时 有多少单变成 X", "出事那一个小时 报了多少错"):
        assert not resolve_time(q, now=_NOW, zone=_ZONE).explicit, q
    for q in ("最近那半小时报错多少", "最近半小时报错多少"):
        w = resolve_time(q, now=_NOW, zone=_ZONE)
        assert w.explicit and (w.end - w.start).total_seconds() == 1800, q


@pytest.mark.spec("Answer the question that was asked")
def test_a_status_counted_in_the_deploys_half_hour_counts_its_records(tmp_path: Path) -> None:
    """teebox-rainchecked-count-zh: every RAINCHECKED booking, not the 0 of the last half hour."""
    with world_service(tmp_path, "teebox") as (service, url):
        head = ask_head(service, "发版那半小时 有多少单变成 RAINCHECKED")
        n = int(sql_text(url, "SELECT count(*) FROM orders WHERE status = 'RAINCHECKED'"))
    assert n > 0 and f"共 {n} 笔" in head, (n, head)


@pytest.mark.spec("Answer the question that was asked")
def test_a_status_on_two_storms_said_by_their_clocks_counts_each_storms_runs(tmp_path: Path) -> None:
    """teebox-bumped-two-windows-en: 5 vs 8 (each storm's TEE_BUMPED records), not the 3 vs 2 of the hours
    around 6 and 8."""
    with world_service(tmp_path, "teebox") as (service, url):
        head = ask_head(service, "were more tee times bumped in the 6am storm or the 8am one?")
        first = int(sql_text(url, "SELECT count(*) FROM orders WHERE status = 'TEE_BUMPED' "
                                  "AND created_at < '2026-10-18 01:00:00'"))
        second = int(sql_text(url, "SELECT count(*) FROM orders WHERE status = 'TEE_BUMPED' "
                                   "AND created_at >= '2026-10-18 01:00:00'"))
    assert f"共 {first} 笔" in head and f"共 {second} 笔" in head, (first, second, head)


@pytest.mark.spec("Answer the question that was asked")
def test_a_kind_said_before_ones_names_the_failing_status_it_begins() -> None:
    """finwarden-seat-failed-followup-en: "seat ones" is SEAT_LOCK_TIMEOUT, the seat's own failure; a word only
    inside statuses names all of them; a done status is never one."""
    held = ["ENTRY_BOOKED", "SEAT_LOCK_TIMEOUT", "SHOW_SEAT_ERROR", "RENEWAL_UNPAID", "MEMBER_RENEWED"]
    assert kind_ones_statuses("and how many seat ones?", held) == ["SEAT_LOCK_TIMEOUT"]
    assert kind_ones_statuses("how many lock ones", held) == ["SEAT_LOCK_TIMEOUT"]
    assert kind_ones_statuses("and how many entry ones?", held) == []
    assert kind_ones_statuses("how many seats failed", held) == []


@pytest.mark.spec("Answer the question that was asked")
def test_seat_ones_after_a_failed_count_counts_that_status(tmp_path: Path) -> None:
    """finwarden-seat-failed-followup-en: the SEAT_LOCK_TIMEOUT records, not a gap."""
    with world_service(tmp_path, "finwarden") as (service, url):
        head = ask_head(service, "how many renewal checkouts failed tonight", "and how many seat ones?")
        n = int(sql_text(url, "SELECT count(*) FROM orders WHERE status = 'SEAT_LOCK_TIMEOUT'"))
    assert f"共 {n} 笔" in head and "seat ones" not in head, (n, head)


@pytest.mark.spec("Answer the question that was asked")
def test_which_was_worse_after_two_episodes_told_chooses_between_them() -> None:
    """movenest-storms-worse-followup-zh: "哪次更严重" asks of the two episodes, as "哪次更久" does."""
    told = ["纸箱租赁昨天两次出事 分别几点"]
    assert _which_of_two("哪次更严重", told) == "两次中哪次更严重"
    assert _which_of_two("那哪次影响更大？", told) == "两次中哪次影响更大？"


@pytest.mark.spec("Answer the question that was asked")
def test_which_was_worse_counts_each_episodes_lines(tmp_path: Path) -> None:
    """movenest-storms-worse-followup-zh: the morning storm's and the night storm's ERROR lines."""
    with world_service(tmp_path, "movenest") as (service, url):
        head = ask_head(service, "纸箱租赁昨天两次出事 分别几点", "哪次更严重")
        first = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'cratumo' AND level = 'ERROR' "
                                  "AND ts < '2026-11-23 05:00:00'"))
        second = int(sql_text(url, "SELECT count(*) FROM log_record WHERE service = 'cratumo' AND level = 'ERROR' "
                                   "AND ts >= '2026-11-23 05:00:00'"))
    assert f"{first} 条" in head and f"{second} 条" in head, (first, second, head)
