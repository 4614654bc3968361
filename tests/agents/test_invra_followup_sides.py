"""Spec scenario "Answer the question that was asked" (opened kilnhaus, kitereef): a follow-up's sides are the
troubles the conversation established — a turn that named its trouble by a kind of part alone ("the redis miss
storm") is one side of "and the X this morning, which one was longer?"; after "how many times did X hit yesterday"
the episodes counted are the sides of "the lunchtime one or the last one?" and "最后一次" asked its start is the last
of them, never the latest record."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from superbiz.agents.question import aspects_of, compares_episodes, episode_ordinal, episode_sides
from superbiz.agents.question_text import clean_question
from superbiz.agents.timeparse import part_hours
from superbiz.render.answer_base import LAST_EPISODE
from tests.agents.world_chat import ask_head, world_service


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "last", "aspects"), [
    ("最后一次是几点开始的", True, ["onset"]),
    ("最近一次持续了多久", True, ["duration"]),
    ("最后一次报错是几点", False, ["end"]),
    ("最近一次报警是什么时候", False, ["end"]),
])
def test_the_last_time_asked_its_start_is_the_last_episode(question: str, last: bool, aspects: list[str]) -> None:
    """kitereef-cache-last-followup-zh: "最后一次是几点开始的" after "昨天风况缓存出了几次问题" asks the start of the
    last episode counted (a record has no start); the last error line or alert asked by its time stays the end."""
    assert (episode_ordinal(question) == LAST_EPISODE) is last
    assert aspects_of(question, has_entity=True, has_record=False) == aspects


@pytest.mark.spec("Answer the question that was asked")
@pytest.mark.parametrize(("question", "sides"), [
    ("which one was longer, the lunchtime one or the last one?", [("part", "11:30-13:30"), ("nth", "99")]),
    ("which one was longer, the morning one or the last one?", [("part", "morning"), ("nth", "99")]),
    ("哪次更久，中午那次还是最后那次？", [("part", "中午"), ("nth", "99")]),
    ("which one was longer, the morning one or the afternoon one?", [("part", "morning"), ("part", "afternoon")]),
])
def test_a_side_named_by_lunch_or_as_the_last_one(question: str, sides: list[tuple[str, str]]) -> None:
    """kitereef-cache-longest-followup-en: "the lunchtime one" (made a clock range by the canonical time forms) and
    "the last one" name two of the episodes; the question sets them against each other."""
    cleaned = clean_question(question)
    assert episode_sides(cleaned) == sides
    assert compares_episodes(cleaned)


@pytest.mark.spec("Answer the question that was asked")
def test_a_clock_side_covers_its_hours() -> None:
    """kitereef-cache-longest-followup-en: a side named by a clock range covers the hours it runs over (a storm at
    13:05 is the lunchtime one); a single clock the hour either side."""
    assert part_hours("11:30-13:30") == (11, 14)
    assert part_hours("9:15 pm") == (20, 23)
    assert part_hours("morning") == (6, 12)


def _sql(url: str, sql: str) -> float:
    engine = create_engine(url)
    with engine.connect() as conn:
        value = float(conn.execute(text(sql)).scalar_one())
    engine.dispose()
    return value


@pytest.mark.spec("Answer the question that was asked")
def test_a_turn_naming_its_trouble_by_a_kind_is_a_side(tmp_path: Path) -> None:
    """kilnhaus-longer-followup-en: "how long did the redis miss storm last?" → "and the payments lock wait this
    morning, which one was longer?" — both spans stated (the cache's WARN lines, the payments' lock waits), never the
    payments service's line counts alone."""
    with world_service(tmp_path, "kilnhaus") as (service, url):
        head = ask_head(service, "how long did the redis miss storm last?",
                        "and the payments lock wait this morning, which one was longer?")
    cache = _sql(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                      "WHERE service = 'pugrix-redis' AND level = 'WARN'")
    assert "持续更久" in head and head.count("持续约") == 2, head
    assert f"持续约 {round(cache)} 分钟" in head or f"持续约 {int(cache)} 分钟" in head, (cache, head)


@pytest.mark.spec("Answer the question that was asked")
def test_the_lunchtime_one_against_the_last_one(tmp_path: Path) -> None:
    """kitereef-cache-longest-followup-en / kitereef-cache-last-followup-zh: after "how many times did the wind cache
    miss storm hit yesterday", "the lunchtime one or the last one?" sets the 13:05 storm against the last (16:20),
    the longer named; "最后一次是几点开始的" states the last storm's start."""
    with world_service(tmp_path, "kitereef") as (service, _):
        chosen = ask_head(service, "how many times did the wind cache miss storm hit yesterday",
                          "which one was longer, the lunchtime one or the last one?")
        last = ask_head(service, "昨天风况缓存出了几次问题", "最后一次是几点开始的")
    assert chosen.startswith("第二次(second)比第三次(third)更久"), chosen
    assert "13:05~13:46" in chosen and "16:20~16:33" in chosen, chosen
    assert "16:20" in last and "恢复" not in last, last


@pytest.mark.spec("Answer the question that was asked")
def test_a_possessive_first_names_the_first_episode() -> None:
    """pawsafari-followup-storm-longer-en: "this morning's first gate cache storm" names the first episode as "the
    first gate cache storm" does; so does "yesterday's second storm" the second."""
    assert episode_ordinal("how long did this morning's first gate cache storm last?") == 1
    assert episode_ordinal("how long did yesterday's second queue backlog last?") == 2
    assert episode_ordinal("how long did this morning's storm last?") == 0


@pytest.mark.spec("Answer the question that was asked")
def test_a_bare_day_of_a_duration_choice_is_the_whole_day() -> None:
    """divetrek-fu-which-longer-en: "which one was longer, the uploads stuck last night or the gear rental thing the
    day before yesterday?" — the second side's trouble lies wherever in that day (its 14:00 deploy), never last
    night's hours moved to it; a count set against "昨天" keeps the same hours."""
    from datetime import UTC, datetime, timedelta
    from zoneinfo import ZoneInfo

    from superbiz.agents.timewindows import resolve_windows

    zone, now = ZoneInfo("Pacific/Guadalcanal"), datetime(2026, 11, 18, 20, 0, tzinfo=UTC)
    pair = resolve_windows("which one was longer, the log uploads stuck last night or the gear rental thing the day "
                           "before yesterday?", now=now, zone=zone)
    assert pair is not None
    second = pair[1]
    assert second.start.astimezone(zone).hour == 0 and second.end - second.start >= timedelta(
        hours=24), pair
    counted = resolve_windows("今天上午的报错和昨天比多吗", now=now, zone=zone)
    assert counted is not None and counted[1].end - counted[1].start < timedelta(hours=24)


@pytest.mark.spec("Answer the question that was asked")
def test_two_turns_of_two_troubles_on_different_days(tmp_path: Path) -> None:
    """divetrek-fu-which-longer-en / -zh: "which one was longer?" after "why were log uploads stuck last night?" and
    "and the gear rental thing the day before yesterday?" — the upload backlog's span against the gear rental
    deploy's; "哪个更久" after "前天下午装备租赁是不是发版出问题了" / "保险证书那次呢" times the certificate outage
    whole (from its first failed handshake the day before yesterday), never cut where the last day begins."""
    with world_service(tmp_path, "divetrek") as (service, url):
        en = ask_head(service, "why were log uploads stuck last night?",
                      "and the gear rental thing the day before yesterday?", "which one was longer?")
        zh = ask_head(service, "前天下午装备租赁是不是发版出问题了", "保险证书那次呢", "哪个更久")
    backlog = _sql(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                        "WHERE service = 'loggrotto' AND level IN ('WARN', 'ERROR')")
    cert = _sql(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                     "WHERE service = 'polyptera' AND error_code = 'PLY-4951'")
    assert en.startswith("loggrotto 持续更久") and "fluxbcd" in en, en
    assert f"{int(backlog // 60)}h{round(backlog % 60):02d}m" in en, (backlog, en)
    assert zh.startswith("polyptera 持续更久"), zh
    assert f"{int(cert // 60)}h{int(cert % 60):02d}m" in zh, (cert, zh)


@pytest.mark.spec("Answer the question that was asked")
def test_failing_again_same_as_at_lunch_then_which_longer(tmp_path: Path) -> None:
    """saunabox-followup-which-longer-en: "bookings are failing again, same as at lunch?" → "which one was longer?" —
    the lunch episode against the one going on now, both spans stated; never the lunch window's lines alone."""
    with world_service(tmp_path, "saunabox") as (service, _):
        head = ask_head(service, "bookings are failing again, same as at lunch?", "which one was longer?")
    assert "12:31~12:49" in head and "（仍在持续）" in head and "持续更久" in head, head


@pytest.mark.spec("Answer the question that was asked")
def test_the_first_storm_then_the_one_now_then_which_longer(tmp_path: Path) -> None:
    """pawsafari-followup-storm-longer-en: "how long did this morning's first gate cache storm last?" / "and the one
    going on now, how long so far?" / "which one was longer" — the first storm (~15 min) against the one now."""
    with world_service(tmp_path, "pawsafari") as (service, _):
        first = ask_head(service, "how long did this morning's first gate cache storm last?")
        chosen = ask_head(service, "how long did this morning's first gate cache storm last?",
                          "and the one going on now, how long so far?", "which one was longer")
    assert first.startswith("持续约 14 分钟") or first.startswith("持续约 15 分钟"), first
    assert chosen.startswith("第一次(first)比这次(this one)"), chosen


@pytest.mark.spec("Answer the question that was asked")
def test_the_bad_deploy_side_is_the_episode_its_deploy_began(tmp_path: Path) -> None:
    """dentaloop-cache-vs-deploy-longer-en: "which one was longer yesterday, the slot cache mess or the bad booking
    deploy?" — "bad" and "deploy" with the thing deployed between them tell a bad deploy side: its span is the
    episode its deploy began (deployment started → rollback completed), never the booking service's latest other
    trouble; only its own change events are searched."""
    with world_service(tmp_path, "dentaloop") as (service, url):
        head = ask_head(service, "which one was longer yesterday, the slot cache mess or the bad booking deploy?")
    deploy = _sql(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                       "WHERE service = 'kalvo-book' AND (message LIKE 'deployment started%' "
                       "OR message LIKE 'rollback completed%')")
    assert head.startswith("chairvo-cache 持续更久"), head
    assert "kalvo-book" in head and any(f"持续约 {m} 分钟" in head for m in (round(deploy) - 1, round(deploy))), \
        (deploy, head)


@pytest.mark.spec("Answer the question that was asked")
def test_two_parts_of_the_counted_day_pick_two_episodes(tmp_path: Path) -> None:
    """kitereef-cache-longest-followup-en (the pattern said by parts of the day): "which one was longer, the morning
    one or the afternoon one?" after "how many times did the wind cache miss storm hit yesterday" sets yesterday's
    morning storm against its afternoon one — never this morning's hours against yesterday afternoon's line counts."""
    with world_service(tmp_path, "kitereef") as (service, _):
        head = ask_head(service, "how many times did the wind cache miss storm hit yesterday",
                        "which one was longer, the morning one or the afternoon one?")
    assert head.startswith("第一次(first)比"), head
    assert "09:35~09:57" in head and "持续约 22 分钟" in head, head
