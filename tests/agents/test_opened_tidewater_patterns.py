"""Question patterns found by the opened tidewater world (and the questforge/hearthlink leftovers), on a catalogue
of no real world: windows from a start to now, approximate clocks, "N点多" as a range's end, twelve o'clock at
night, wh-questions containing 是/is, quantities no data measures."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.question import id_candidates
from superbiz.agents.timeparse import format_local, resolve_time
from tests.agents.synthetic import CATALOG, NOW

_ZONE = ZoneInfo("America/Sao_Paulo")
_NOW = datetime(2026, 6, 11, 17, 20, tzinfo=UTC)  # 14:20 local


def _window(question: str) -> tuple[str, str]:
    spec = resolve_time(question, now=_NOW, zone=_ZONE)
    assert spec.explicit
    return format_local(spec.start, _ZONE), format_local(spec.end, _ZONE)


@pytest.mark.parametrize("question", ["X 从中午开始一直报错，到底是哪里的问题", "X has been failing since noon",
                                      "from noon on X kept erroring", "X 中午以来一直报错"])
def test_a_start_with_since_is_a_window_from_it_to_now(question: str) -> None:
    """Pattern "从X开始一直 / since X / from noon on": a window from X (中午 = 12:00) to now, not around noon."""
    assert _window(question) == ("2026-06-11 12:00", "2026-06-11 14:20")


def test_a_part_of_the_day_and_a_clock_with_since_run_to_now() -> None:
    assert _window("从下午开始一直报错") == ("2026-06-11 12:00", "2026-06-11 14:20")
    assert _window("since this morning") == ("2026-06-11 06:00", "2026-06-11 14:20")
    assert _window("3点一直到现在") == ("2026-06-11 03:00", "2026-06-11 14:20")
    assert _window("noon yesterday") == ("2026-06-10 11:00", "2026-06-10 13:00")  # no since: around noon


@pytest.mark.parametrize("question", ["yesterday 3pm-ish customers could not pay", "around 3pm yesterday",
                                      "昨天下午3点左右", "昨天下午三点来钟", "昨天下午三点前后"])
def test_an_approximate_clock_is_half_an_hour_before_to_an_hour_after(question: str) -> None:
    assert _window(question) == ("2026-06-10 14:30", "2026-06-10 16:00")


def test_a_time_with_a_suffix_is_never_an_id() -> None:
    assert id_candidates("yesterday 3pm-ish and 10am-ish, 7-something", []) == []
    plan = offline_plan("yesterday 3pm-ish ledger-service failed, what broke underneath?", CATALOG, now=NOW,
                        lookup_ids=lambda _: {})
    assert plan.unknown_refs == [] and "3pm-ish" not in plan.window_note


@pytest.mark.parametrize(("question", "window"), [
    ("今天早上六点半到七点多一直报错", ("2026-06-11 06:30", "2026-06-11 08:00")),
    ("from 6:30 to 7-something this morning", ("2026-06-11 06:30", "2026-06-11 08:00")),
    ("今天三点多", ("2026-06-11 03:00", "2026-06-11 04:00")),
])
def test_n_something_ends_at_the_next_hour(question: str, window: tuple[str, str]) -> None:
    """Pattern "六点半到七点多": the end "N点多 / N-something" is N+1:00; alone, N:00–N+1:00."""
    assert _window(question) == window


@pytest.mark.parametrize(("question", "window"), [
    ("昨晚十二点前后是不是发不出短信", ("2026-06-10 23:30", "2026-06-11 01:00")),
    ("昨天晚上12点", ("2026-06-10 23:30", "2026-06-11 00:30")),
    ("夜里12点", ("2026-06-10 23:30", "2026-06-11 00:30")),
    ("凌晨12点", ("2026-06-10 23:30", "2026-06-11 00:30")),
    ("12am last night", ("2026-06-10 23:30", "2026-06-11 00:30")),
    ("last night around midnight", ("2026-06-10 21:00", "2026-06-11 03:00")),
    ("昨晚11点到12点", ("2026-06-10 23:00", "2026-06-11 00:00")),
    ("昨晚11点", ("2026-06-10 22:30", "2026-06-10 23:30")),
    ("12pm yesterday", ("2026-06-10 11:30", "2026-06-10 12:30")),
    ("今晚12点", ("2026-06-11 23:30", "2026-06-12 00:30")),
])
def test_twelve_at_night_is_the_midnight_ending_that_evening(question: str, window: tuple[str, str]) -> None:
    """Pattern "昨晚十二点前后 / 夜里12点 / 12am last night": local 00:00 after the evening named, never noon."""
    assert _window(question) == window


@pytest.mark.parametrize("question", ["ledger-service 从中午开始一直报错，到底是哪里的问题",
                                      "ledger-service 报错是啥引起的？", "ledger-service 报错到底是哪个依赖的问题",
                                      "which dependency is behind the ledger-service errors?"])
def test_a_wh_question_containing_is_asks_the_cause(question: str) -> None:
    """Pattern: 哪里/哪个/啥/which make a cause question, not a yes/no about a suspect no one named."""
    assert offline_plan(question, CATALOG, now=NOW).aspects == ["cause"]


@pytest.mark.parametrize("question", ["ledger-service 报错，是不是 vault-db 导致的？",
                                      "is vault-db behind the ledger-service errors?"])
def test_a_suspect_named_keeps_the_yes_no(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["yes_no"] and plan.suspects == ["vault-db"]


@pytest.mark.parametrize(("question", "quantity"), [
    ("现在水库水位多少？", "水库水位"), ("温度多少度", "温度"), ("what's the water pressure now?", "water pressure"),
    ("how high is the reservoir level right now?", "reservoir level"),
    ("ledger-service 现在的水压是多少？", "水压"),
])
def test_a_quantity_nothing_of_the_data_names_is_a_gap(question: str, quantity: str) -> None:
    """Pattern: "多少 / what's the <noun>" of a noun no metric name, description or record field names → a gap in
    the head, with no evidence calls (never an unrelated count)."""
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.uncounted == quantity and f"「{quantity}」" in plan.window_note and plan.calls == []


@pytest.mark.parametrize("question", ["今天多少条报错", "how many orders failed today?", "ledger-service 现在延迟多少",
                                      "what is the error rate of ledger-service right now?", "有多少用户受影响？",
                                      "what's wrong with ledger-service?", "ledger-service 的 p99 现在多少？",
                                      "what's the status of ledger-service?", "现在 vault-db 的连接数多少？"])
def test_counts_and_measured_quantities_are_no_gap(question: str) -> None:
    plan = offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {})
    assert plan.uncounted == "" and "」的指标（没有任何指标名" not in plan.window_note


@pytest.mark.parametrize("question", ["昨晚发版翻车的 ledger-service，现在好了没？健康吗",
                                      "ledger-service, which broke last night, has it come back now? is it healthy?"])
def test_health_now_after_a_past_incident_is_the_recent_window(question: str) -> None:
    """Pattern (opened questforge): "好了没 / come back" beside "健康吗" and "现在 / now" ask health now — the
    recent window, not the last 24 hours an end question would cover."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["health"] and plan.window_minutes == 60


def test_recovery_asked_alone_still_asks_the_end_over_the_data() -> None:
    plan = offline_plan("昨晚发版翻车的 ledger-service，现在好了没？", CATALOG, now=NOW)
    assert plan.aspects == ["end"] and plan.window_minutes > 60


def test_a_dotted_record_id_the_data_does_not_hold_is_a_gap() -> None:
    """Pattern (opened hearthlink): an upper-case id of dotted segments ("PRQ.20260520.K7Q2M") is an id; when the
    data does not hold it, the head states the gap. Versions and addresses are no ids."""
    plan = offline_plan("用户给了个配网单号 PRQ.20260520.K7Q2M，说一直绑不上，帮查查", CATALOG, now=NOW,
                        lookup_ids=lambda _: {})
    assert plan.unknown_refs == ["PRQ.20260520.K7Q2M"] and "PRQ.20260520.K7Q2M" in plan.window_note
    for question in ("did the v3.18.0 deploy break ledger-service?", "ledger-service 升级到 5.3.0 之后报错了吗",
                     "is 10.0.0.12 reachable from ledger-service?", "ledger-service calls api.v2.example.com"):
        assert offline_plan(question, CATALOG, now=NOW, lookup_ids=lambda _: {}).unknown_refs == [], question


@pytest.mark.parametrize("question", ["ledger-service errors - what is it related to?",
                                      "ledger-service 报错是哪块出的毛病", "ledger-service 报错到底是谁的锅？",
                                      "ledger-service 报错是因为哪个服务？"])
def test_a_yes_no_shape_without_a_suspect_but_with_a_wh_word_asks_the_cause(question: str) -> None:
    """Red-team of the pattern: a yes/no about a suspect needs one; 什么/哪/谁/what/which without one ask the cause."""
    plan = offline_plan(question, CATALOG, now=NOW)
    assert plan.aspects == ["cause"] and plan.suspects == []


@pytest.mark.parametrize(("question", "window"), [
    ("since about 3am", ("2026-06-11 03:00", "2026-06-11 14:20")),
    ("since around noon", ("2026-06-11 12:00", "2026-06-11 14:20")),
    ("自昨天中午以来", ("2026-06-10 12:00", "2026-06-11 14:20")),
    ("大概下午1点的时候", ("2026-06-11 12:30", "2026-06-11 14:00")),
])
def test_approximate_words_beside_a_start_or_a_part_of_the_day(question: str, window: tuple[str, str]) -> None:
    assert _window(question) == window


def test_customers_are_a_record_noun_not_the_team_named_after_them() -> None:
    """Pattern (opened tidewater): "customers couldn't see their bills via X" — a service whose team or description
    is "Customers" is not named by the people of the question (only by "customer service" / "客户服务")."""
    catalog = CATALOG.model_copy(update={
        "services": (*CATALOG.services, "account-book"),
        "teams": {"account-book": "客户组 Customers"}, "descriptions": {"account-book": "customer accounts"}})
    plan = offline_plan("yesterday 3pm-ish customers couldnt see their bills via ledger-service. what broke?", catalog,
                        now=NOW, lookup_ids=lambda _: {})
    assert plan.services == ["ledger-service"]
    assert "account-book" in offline_plan("is the customers service healthy?", catalog, now=NOW).services
