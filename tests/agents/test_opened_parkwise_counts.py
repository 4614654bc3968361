"""Count, comparison, how-to and gap patterns found by the opened parkwise world, on a catalogue of no real world:
零点 / 0 点 is midnight, two ranges side by side are two windows, a follow-up "跟 <window> 比呢" compares the
conversation's window with it, "怎么救" asks the steps, a value only a description names is a gap, and so is a
count of a record event (renewed, refunded…) no status holds."""

from __future__ import annotations

from datetime import UTC, datetime, time

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import aspects_of
from superbiz.agents.timeparse import resolve_time
from superbiz.agents.timewindows import resolve_windows
from tests.agents.synthetic import CATALOG, NOW


def _hours(start: datetime, end: datetime) -> tuple[str, str]:
    return start.astimezone(UTC).strftime("%d %H:%M"), end.astimezone(UTC).strftime("%d %H:%M")


@pytest.mark.parametrize(
    "question",
    [
        "basket-service 零点到一点 BSK-5001 有多少条",
        "basket-service 0点到1点报错几条",
        "basket-service 昨晚 0 点到 1 点报错几条",
    ],
)
def test_hour_zero_is_midnight(question: str) -> None:
    """Pattern "hour 0" (opened parkwise: "零点到一点" dropped 零点 and counted 00:30–01:30 around 一点; "昨晚 0 点"
    took the evening's pm and read noon): 0 点 / 零点 is 00:00 — after the midnight that ended 昨晚."""
    spec = resolve_time(question, now=NOW, zone=UTC)
    assert _hours(spec.start, spec.end) == ("04 00:00", "04 01:00")


def test_a_decimal_spoken_with_zero_is_no_clock() -> None:
    assert not resolve_time("命中率低于零点九了吗", now=NOW, zone=UTC).explicit


def test_two_ranges_side_by_side_are_two_windows() -> None:
    """Pattern "two ranges across midnight" (opened parkwise: "昨晚 23 点到 0 点跟 0 点到 1 点比" read "0 点跟 0 点" as
    one range and set 23:00–00:00 against the whole night)."""
    pair = resolve_windows("basket-service 昨晚 23 点到 0 点跟 0 点到 1 点比，哪个钟头报错多？", now=NOW, zone=UTC)
    assert pair is not None
    assert [_hours(w.start, w.end) for w in pair] == [("03 23:00", "04 00:00"), ("04 00:00", "04 01:00")]
    assert resolve_windows("basket-service 9pm and 11pm", now=NOW, zone=UTC) is None  # still one range


@pytest.mark.parametrize("question", ["跟八点到九点比呢？", "和 20 点到 21 点比呢", "compared with 8 to 9pm?"])
def test_a_follow_up_comparing_a_window_sets_the_conversations_window_against_it(question: str) -> None:
    """Pattern "follow-up comparison" (opened parkwise: "跟八点到九点比呢？" after "X 昨晚七点多报错了吧" ran a cause
    question over 08:00–09:00 in the morning): the earlier window (19:00–20:00 last evening) against the named one,
    its bare hours taking the earlier question's evening."""
    plan = offline_plan(
        question, CATALOG, now=NOW, earlier_questions=["basket-service 昨晚七点多报错了吧"], lookup_ids=lambda _: {}
    )
    assert "comparison" in plan.aspects and plan.services == ["basket-service"]
    assert plan.window_start.startswith("2031-03-03T19:00") and plan.compare_start.startswith("2031-03-03T20:00")


def test_a_suspect_follow_up_is_no_comparison() -> None:
    plan = offline_plan(
        "跟 vault-db 有关系吗",
        CATALOG,
        now=NOW,
        earlier_questions=["basket-service 昨晚七点多报错了吧"],
        lookup_ids=lambda _: {},
    )
    assert "comparison" not in plan.aspects


@pytest.mark.parametrize(
    "question",
    [
        "vault-db 命中率掉下来的话怎么救",
        "basket-service 挂了咋救",
        "积压了如何应对",
        "ledger-service 出问题怎么止血",
        "what's the workaround when vault-db is slow?",
    ],
)
def test_rescue_words_ask_how_to(question: str) -> None:
    """Pattern "how-to in rescue words" (opened parkwise: "命中率掉下来的话怎么救" was read as a cause question over the
    last hour and gave no steps)."""
    assert "how_to" in aspects_of(question, has_entity=True, has_record=False)


def test_cause_questions_stay_cause() -> None:
    assert "how_to" not in aspects_of("救救我 basket-service 怎么了", has_entity=True, has_record=False)


_DESCRIBED = CATALOG.model_copy(update={"descriptions": {"basket-service": "bay occupancy counter"}})


def test_a_value_only_a_description_names_is_a_gap() -> None:
    """Pattern "described, not measured" (opened parkwise: "what's the occupancy % on level P3 …" — a description says
    "bay occupancy counter", no metric measures occupancy — got an overview of everything firing)."""
    plan = offline_plan("what's the occupancy % on level 3 right now?", _DESCRIBED, now=NOW, lookup_ids=lambda _: {})
    assert plan.uncounted == "occupancy" and "「occupancy」" in plan.window_note and plan.calls == []


@pytest.mark.parametrize(
    "question",
    ["what's the p99 latency of basket-service right now?", "what's the error ratio % of basket-service now?"],
)
def test_a_measured_value_is_no_gap(question: str) -> None:
    assert offline_plan(question, _DESCRIBED, now=NOW, lookup_ids=lambda _: {}).uncounted == ""


@pytest.mark.parametrize(
    "question",
    ["how many baskets got renewed yesterday?", "how many ledgers were upgraded today?", "昨天多少张月卡续费了"],
)
def test_a_count_of_a_record_event_no_status_holds_is_a_gap(question: str) -> None:
    """Pattern "a record event the data does not hold" (opened parkwise: "how many monthly passes got renewed
    yesterday?" counted the passes service's log lines): renewed / refunded / upgraded… are counted only by a status."""
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.uncounted and "无法统计其数量" in plan.window_note


def test_a_record_event_a_status_holds_is_counted() -> None:
    plan = offline_plan("how many orders got refunded yesterday?", CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.uncounted == "" and "REFUNDED" in plan.statuses


def test_clock_of_hour_zero_with_a_part_of_the_day_keeps_other_hours() -> None:
    spec = resolve_time("昨晚 23 点到 0 点", now=NOW, zone=UTC)
    assert (spec.start.time(), spec.end.time()) == (time(23), time(0))
