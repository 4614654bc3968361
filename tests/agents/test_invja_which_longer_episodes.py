"""Pattern "which one lasted longer" over one thing's episodes (invJA, opened held-out gownloop: a cache storm twice
in one afternoon, each time with its own resolved alert, its WARN lines of one code joined into one record).

* "哪一次更长？" / "which one was longer?" after the conversation's only question, asking of one thing alone ("X 今天
  出了几次问题？", "when did X act up today?"): "one" can only be one of that thing's episodes — asked as "which of the
  two …" (`plan._which_of_two`, `_one_thing_asked`), each episode's span compared. It answered the thing's joined
  record (3 h 04 min for two storms of 20 and 35 minutes). "哪一次" is "哪次" (`question._WHICH_EPISODE`).
* An episode named by the clock it came at ("the 1 o'clock cache thing", "the half-three cache storm", British 3:30):
  the clock's form the parser reads (`timeforms._EPISODE_CLOCK`: "the 1:00 …", "the 3:30 …"), its latest occurrence
  the window — the bare o'clock and "half-three" were left unread, so the day's episodes were joined.

Opened vanpitch, hearloop and shelfback: two troubles compared by how long each lasted.

* A side's later errors pointing at the other side ("waited for a connection to <db>", "call to fx-rates failed")
  are the other side's trouble showing in it: the side's span is its own trouble (`render.answer._spans_compared`,
  `_without_others_trouble`) — "X's bad deploy" against "the db pool exhaustion after it" took X's deploy errors and
  pool errors joined (1 h 10 min against 20 min).
* "and B this afternoon, which one was longer?" after "what happened to A yesterday?" / "how long did it last?": the
  follow-up tells one side of its own, the other is the trouble the conversation asked about — asked as the one
  choice "which one was longer, A yesterday or B this afternoon?" (`plan._with_own_side_choice`); it answered B alone.
Expected values come from the world's database by SQL."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from superbiz.agents.plan import _which_of_two, _with_own_side_choice
from superbiz.agents.plan_model import Catalog
from superbiz.agents.timeforms import canonical_time_forms
from tests.agents.world_chat import ask_head, spec_catalog, sql_text, world_service


@pytest.mark.spec("Answer the question that was asked")
def test_which_one_after_one_things_only_question_chooses_between_its_episodes() -> None:
    """Dev demo-followup-how-often-which-longer-zh, demo-followup-acted-up-which-longer-en (reading)."""
    catalog = Catalog(services=("inventory-service", "payment-service", "orders-db"))
    assert _which_of_two("哪一次更长？", ["inventory-service 今天出了几次问题？"], catalog) == "两次中哪一次更长？"
    assert (_which_of_two("which one was longer?", ["when did inventory-service act up today?"], catalog)
            == "which of the two was longer?")
    #: two things told, or a choice of its own earlier: not one thing's episodes
    assert (_which_of_two("which one was longer?", ["what happened to inventory-service and payment-service?"],
                          catalog) == "which one was longer?")
    #: more than one earlier turn: the turns' troubles decide (`_with_turns_choice`)
    assert (_which_of_two("which one was longer?", ["when did inventory-service act up today?", "and the db?"],
                          catalog) == "which one was longer?")


@pytest.mark.spec("Answer the question that was asked")
def test_which_one_after_how_often_compares_the_episodes_spans(tmp_path: Path) -> None:
    """Dev demo-followup-how-often-which-longer-zh: each of the two episodes' spans stated, the longer named."""
    with world_service(tmp_path, "demo") as (chat, url):
        split = sql_text(url, "SELECT max(ends_at) FROM alert WHERE service = 'inventory-service' "
                              "AND ends_at < (SELECT max(starts_at) FROM alert WHERE service = 'inventory-service')")
        head = ask_head(chat, "inventory-service 今天出了几次问题？", "哪一次更长？")
    spans = [int(m) for m in re.findall(r"持续约 (\d+) 分钟", head)]
    assert len(spans) == 2, head
    assert head.startswith("第二次(second)持续更久" if spans[1] > spans[0] else "第一次(first)持续更久"), (head, split)


@pytest.mark.spec("Answer the question that was asked")
def test_an_episode_named_by_its_clock_reads_the_clock() -> None:
    """Dev demo-oclock-episode-end-en, demo-half-hour-episode-duration-en (reading)."""
    assert (canonical_time_forms("the 1 o'clock fitting cache thing — when did it clear?")
            == "the 1:00 fitting cache thing — when did it clear?")
    assert (canonical_time_forms("how long did the half-three cache storm last?")
            == "how long did the 3:30 cache storm last?")
    assert canonical_time_forms("how long did the three o'clock outage last?") == "how long did the 3:00 outage last?"
    #: no clock: "the half hour", an hour past 12, a spoken clock after a preposition (read elsewhere)
    assert canonical_time_forms("errors in the half hour before") == "errors in the half hour before"
    assert canonical_time_forms("the 13 o'clock thing") == "the 13 o'clock thing"
    assert canonical_time_forms("since half three") == "since half three"


@pytest.mark.spec("Answer the question that was asked")
def test_an_episode_named_by_its_clock_is_answered_alone(tmp_path: Path) -> None:
    """Dev demo-half-hour-episode-duration-en: the later of the day's two episodes, named by its clock, is measured
    alone (its own alert's span), not joined with the earlier one."""
    with world_service(tmp_path, "demo") as (chat, url):
        last = sql_text(url, "SELECT max(starts_at) FROM alert WHERE service = 'inventory-service'")
        head = ask_head(chat, "how long did the half-twelve inventory-service trouble last?")
    minutes = re.search(r"持续约 (\d+) 分钟", head)
    assert minutes is not None and int(minutes.group(1)) < 15, (head, last)


@pytest.mark.spec("Answer the question that was asked")
def test_a_side_told_of_its_own_is_chosen_against_the_conversations_trouble() -> None:
    """Dev harbor-followup-own-side-which-longer-en/-zh (reading)."""
    catalog = spec_catalog("harbor")
    earlier = ["what happened to carrier-bridge last night?", "how long did it last?"]
    assert (_with_own_side_choice("and the fare-cache evictions this afternoon, which one was longer?", earlier,
                                  catalog, None)
            == "which one was longer, carrier-bridge last night or the fare-cache evictions this afternoon?")
    assert (_with_own_side_choice("那今天下午 fare-cache 驱逐那次，哪个更久？",
                                  ["昨晚 carrier-bridge 出了什么事？", "持续了多久？"], catalog, None)
            == "昨晚 carrier-bridge 和 今天下午 fare-cache 驱逐那次，哪个更久？")  # (出了什么事: its asking)
    #: the side names nothing, or it is the conversation's own thing
    assert _with_own_side_choice("and this afternoon, which one was longer?", earlier, catalog, None) == \
        "and this afternoon, which one was longer?"
    assert _with_own_side_choice("and carrier-bridge today, which one was longer?", earlier, catalog, None) == \
        "and carrier-bridge today, which one was longer?"


@pytest.mark.spec("Answer the question that was asked")
def test_a_sides_errors_pointing_at_the_other_side_are_not_its_own_span(tmp_path: Path) -> None:
    """Dev ledgerly-followup-own-trouble-vs-later-cause-longer-en: transfer-api's side is its own morning trouble
    (its errors naming fx-rates are the fx-rates side's), so it lasted longer."""
    with world_service(tmp_path, "ledgerly") as (chat, url):
        own = float(sql_text(url, "SELECT (julianday(max(ts)) - julianday(min(ts))) * 1440 FROM log_record "
                                  "WHERE service = 'transfer-api' AND level = 'ERROR' "
                                  "AND message NOT LIKE '%fx-rates%'"))
        head = ask_head(chat, "what happened with transfer-api this morning?",
                        "and the fx-rates cert failure after it?", "which one was longer?")
    assert head.startswith("transfer-api 持续更久"), head
    assert f"持续约 {round(own)} 分钟" in head, (head, own)
