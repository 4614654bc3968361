"""Spec scenario "Answer the question that was asked" (opened finwarden, hemstitch, lensmith): the sides of a bare
"which one was longer?" are the troubles the conversation established — a store named by its kind and a word of its
own description among several of that kind ("the seat db lock thing"), and a side told by a time alone ("那今天下午
那次呢", "and the one at ten?"), which is another episode of the trouble the earlier turn named."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from superbiz.agents.plan import _which_first_sides, _with_own_side_choice, _with_turns_choice
from tests.agents.world_chat import ask_head, spec_catalog, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_a_store_named_by_its_kind_and_its_own_word_is_a_side() -> None:
    """finwarden-which-longer-followup-en: "how long did the seat db lock thing last" / "and the guide cache storm at
    lunch?" / "which one was longer?" — "seat db" is the one of the world's two databases whose description holds
    "seat"; before, that side named none and the last turn's cache answered alone."""
    catalog = spec_catalog("finwarden")
    chosen = _with_turns_choice("which one was longer?", ["how long did the seat db lock thing last",
                                                          "and the guide cache storm at lunch?"], catalog, None)
    assert chosen == "which one was longer, the seat db lock thing or the guide cache storm at lunch?"
    assert _which_first_sides(chosen, catalog) == ["coralvat-pg", "guidepearl-rd"]


@pytest.mark.spec("Answer the question that was asked")
def test_a_side_told_by_its_time_alone_is_another_episode_of_the_trouble_asked() -> None:
    """hemstitch-fu-which-longer-zh: "bastefit-api 昨天中午怎么了" → "那今天下午那次呢 哪次更长" (the side before 呢
    and a space, naming only a time) is asked as the choice of the two episodes."""
    catalog = spec_catalog("hemstitch")
    assert (_with_own_side_choice("那今天下午那次呢 哪次更长", ["bastefit-api 昨天中午怎么了"], catalog, None)
            == "bastefit-api 昨天中午那次和今天下午那次，哪次更长")
    #: the same side said with 的 or "'s", 呢 before a comma
    assert (_with_own_side_choice("那今天下午的呢，哪个更久", ["bastefit-api 昨天中午怎么了"], catalog, None)
            == "bastefit-api 昨天中午那次和今天下午的，哪个更久")
    assert (_with_own_side_choice("and this afternoon's, which one was longer?",
                                  ["what happened to bastefit-api yesterday at noon?"], catalog, None)
            == "which one was longer, bastefit-api yesterday at 12:00pm or this afternoon's?")
    #: no time of its own, no episode said (a bare time), or no time to the trouble asked: unchanged
    assert _with_own_side_choice("那今天下午呢 哪次更长", ["bastefit-api 昨天中午怎么了"], catalog, None) == \
        "那今天下午呢 哪次更长"
    assert _with_own_side_choice("那次呢 哪次更长", ["bastefit-api 昨天中午怎么了"], catalog, None) == "那次呢 哪次更长"
    assert (_with_own_side_choice("那今天下午那次呢 哪次更长", ["bastefit-api 怎么了"], catalog, None)
            == "那今天下午那次呢 哪次更长")


@pytest.mark.spec("Answer the question that was asked")
def test_a_last_turn_told_by_a_clock_alone_is_another_episode() -> None:
    """lensmith-two-incidents-longer-followup-en: "what happened with lens orders at 8 this morning?" / "and the one
    at ten?" / "which one was longer?" — the last turn names only a clock (read beside the first's morning); the
    thing is the one the first turn's words describe, said by its name."""
    catalog = spec_catalog("lensmith")
    chosen = _with_turns_choice("which one was longer?", ["what happened with lens orders at 8 this morning?",
                                                          "and the one at ten?"], catalog, None)
    assert chosen.startswith("which one was longer, lenzora-api lens orders at 8:00am this morning or the one at 10")
    #: a turn naming no time: no episode to set against
    assert _with_turns_choice("which one was longer?", ["what happened with lens orders?", "and the one at ten?"],
                              catalog, None) == "which one was longer?"


@pytest.mark.spec("Answer the question that was asked")
def test_two_episodes_told_by_their_clocks_are_both_measured(tmp_path: Path) -> None:
    """lensmith-two-incidents-longer-followup-en: both spans stated (the 08:10 lock wait's, the 10:05 cache storm's
    — each from its chain's first anomaly), the longer named; before, the 8 o'clock hour's error lines answered."""
    with world_service(tmp_path, "lensmith") as (chat, url):
        lock = float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                                   "WHERE service = 'vitrelle-mysql' AND level = 'WARN'"))
        cache = float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                                    "WHERE service = 'scleron-cache' AND level = 'WARN'"))
        head = ask_head(chat, "what happened with lens orders at 8 this morning?", "and the one at ten?",
                        "which one was longer?")
    spans = [int(m) for m in re.findall(r"持续约 (\d+) 分钟", head)]
    assert len(spans) == 2 and abs(spans[0] - lock) <= 4 and abs(spans[1] - cache) <= 4, (lock, cache, head)
    assert head.startswith("第一次(first)持续更久" if lock > cache else "第二次(second)持续更久"), head


@pytest.mark.spec("Answer the question that was asked")
def test_a_timed_side_after_a_turn_is_measured_against_it(tmp_path: Path) -> None:
    """hemstitch-fu-which-longer-zh: yesterday noon's cache episode against this afternoon's deploy errors."""
    with world_service(tmp_path, "hemstitch") as (chat, url):
        spans_sql = [float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                                         f"WHERE service = 'bastefit-api' AND error_code = '{code}'"))
                     for code in ("BFT-4471", "BFT-5120")]
        head = ask_head(chat, "bastefit-api 昨天中午怎么了", "那今天下午那次呢 哪次更长")
    spans = [int(m) for m in re.findall(r"持续约 (\d+) 分钟", head)]
    assert len(spans) == 2 and all(abs(a - b) <= 5 for a, b in zip(spans, spans_sql, strict=True)), (spans_sql, head)
