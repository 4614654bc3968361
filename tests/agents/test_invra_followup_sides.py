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
