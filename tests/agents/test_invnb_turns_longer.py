"""invNB (stop 48): "which one was longer?" after two turns naming one trouble's two episodes, each by its time.

- scopeslot-lock-longer-followup-zh: "昨晚九点半排程库是不是锁等待了" / "凌晨两点那次呢" / "哪次更长" — the bare
  "哪次更长" was no duration choice at all (only "哪次更久" / "时间更长" were), and the turns
  (a yes/no and a "那次呢", not duration askings) named one service, so the last turn's window alone
  answered. Each turn's episode is now set against the other by how long it lasted (its WARN+ span), from one
  window holding both turns' windows.
- lotterix-en-longer-followup: "what broke payouts early this morning?" / "and what's going on with payouts now?" /
  "which one was longer so far?" — the side going on now is the recent window up to now.
- (also dentaloop-fu-which-longer-zh, rotorlab-fu-which-longer-en: cause turns of one service at two times;
  loftbloom-longer-followup-zh: "哪个更长" after two turns of two troubles.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from superbiz.render.answer_base import LASTED_LONGER
from tests.agents.world_chat import ask_head, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize("question", ["哪次更长", "哪个更长？", "那哪一波更长"])
def test_which_one_longer_said_with_geng_chang_asks_a_duration_choice(question: str) -> None:
    """scopeslot-lock-longer-followup-zh, loftbloom-longer-followup-zh: "哪次/哪个更长" chooses the longer one."""
    assert LASTED_LONGER.search(question) is not None


@pytest.mark.spec("Answer the question that was asked")
def test_two_turns_naming_one_troubles_episodes_by_time_are_compared_by_span(tmp_path: Path) -> None:
    """scopeslot-lock-longer-followup-zh: each turn's episode's own WARN span is stated, the longer named."""
    span = ("SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record WHERE service = 'vesperdb' "
            "AND level = 'WARN' AND julianday(ts) {op} (SELECT julianday(min(ts)) + 0.125 FROM log_record "
            "WHERE service = 'vesperdb' AND level = 'WARN')")
    with world_service(tmp_path, "scopeslot") as (service, url):
        head = ask_head(service, "昨晚九点半排程库是不是锁等待了", "凌晨两点那次呢", "哪次更长")
        spans = [float(sql_text(url, span.format(op=op))) for op in ("<", ">=")]
    assert spans[0] < spans[1], spans
    assert all(f"{round(s)} 分钟" in head for s in spans), (spans, head)
    assert "第二次(second)持续更久" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_a_turn_asking_now_is_the_side_going_on_now(tmp_path: Path) -> None:
    """lotterix-en-longer-followup: the morning's episode against the one going on now (its span so far)."""
    with world_service(tmp_path, "lotterix") as (service, url):
        head = ask_head(service, "what broke payouts early this morning?", "and what's going on with payouts now?",
                        "which one was longer so far?")
        first = float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                                    "WHERE service = 'cashwell' AND error_code = 'CSW-6621'"))
    assert 80 < first < 110, first
    assert "第一次(first)持续更久" in head and "仍在持续" in head, head
    assert "1h3" in head, (first, head)


@pytest.mark.spec("Answer the question that was asked")
def test_one_turn_telling_two_troubles_with_their_times_sets_the_sides(tmp_path: Path) -> None:
    """quiverly qv-en-which-longer-followup: "which one was longer?" after "tell me about the lanes cache storm
    yesterday evening and the payments cert thing overnight" — each told trouble's span over its own time (two
    0-line ERROR counts of one window were set against each other: "两者相同")."""
    with world_service(tmp_path, "quiverly") as (service, url):
        head = ask_head(service, "tell me about the lanes cache storm yesterday evening and the payments cert thing "
                                 "overnight", "which one was longer?")
        cert = float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                                   "WHERE service = 'tillfeather' AND error_code = 'TFR-4950'"))
    assert 40 < cert < 60, cert
    assert f"{round(cert)} 分钟" in head and "两者相同" not in head and "持续更久" in head, (cert, head)


@pytest.mark.spec("Answer the question that was asked")
def test_that_or_another_time_of_the_same_trouble_compares_its_two_episodes(tmp_path: Path) -> None:
    """tunehire-followup-cache-compare-en, ktvroom-followup-storms-longer-en: "which one was longer, that or the
    morning one?" after "when did the stock cache go nuts after lunch?" — "that" is the turn's episode, the other
    side names only a time (the same trouble's other episode): each one's span (the morning window alone answered)."""
    span = ("SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record WHERE service = 'rosinkv' "
            "AND level = 'WARN' AND julianday(ts) {op} (SELECT julianday(min(ts)) + 0.1 FROM log_record "
            "WHERE service = 'rosinkv' AND level = 'WARN')")
    with world_service(tmp_path, "tunehire") as (service, url):
        head = ask_head(service, "when did the stock cache go nuts after lunch?",
                        "which one was longer, that or the morning one?")
        morning = float(sql_text(url, span.format(op="<")))
    assert 5 < morning < 15, morning
    assert f"{round(morning)} 分钟" in head and "持续更久" in head, (morning, head)
