"""Issue 10 patterns of counts (invEC; opened harborcrane, quarrylink, yogaflow): the window a count asks and the
thing it counts."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import uncounted
from superbiz.agents.question import ALERTS_COUNTED, ALERTS_NOW, asks_failed_records, record_topic
from superbiz.agents.timeforms import canonical_time_forms
from superbiz.agents.timeparse import resolve_time
from tests.agents.synthetic import CATALOG, NOW
from tests.agents.world_chat import Ask, world_asker

_EARLIER = "why are payments failing?"
_CODE_CATALOG = CATALOG.model_copy(update={"error_codes": ("PAY-5001",)})


def _iso(at: datetime | None) -> str:
    assert at is not None
    return at.strftime("%Y-%m-%dT%H:%M:%SZ")


@pytest.mark.parametrize("question", ["and how many since noon?", "and how many since 12:00pm?",
                                      "how many after 3pm?", "and how many in the last hour?"])
def test_a_count_follow_up_naming_only_a_window_counts_the_earlier_records(question: str) -> None:
    """harborcrane-followup-releases-count pattern: "and how many since noon?" after a why-question about failing
    records counts those records in the window — the window is no thing counted."""
    assert record_topic(question, [_EARLIER], statuses=CATALOG.order_statuses) == _EARLIER
    plan = offline_plan(question, CATALOG, now=NOW, earlier_questions=[_EARLIER])
    assert not plan.uncounted, plan
    assert "PAYMENT_FAILED" in plan.statuses, plan


@pytest.mark.parametrize("question", ["how many since noon?", "how many before midnight?", "how many so far today?"])
def test_a_window_after_how_many_is_no_thing_the_data_lacks(question: str) -> None:
    assert uncounted(question, ["count"], has_entity=False, catalog=CATALOG) == ""


def test_a_noun_the_data_lacks_is_still_a_gap() -> None:
    assert uncounted("how many students cheated?", ["count"], has_entity=False, catalog=CATALOG)


_ZONE = ZoneInfo("Asia/Almaty")
_NOW = datetime(2026, 12, 4, 1, 50, tzinfo=UTC)  # 06:50 local


def _local_window(question: str, now: datetime = _NOW) -> tuple[str, str]:
    spec = resolve_time(question, now=now, zone=_ZONE)
    return (spec.start.astimezone(_ZONE).strftime("%m-%d %H:%M"), spec.end.astimezone(_ZONE).strftime("%m-%d %H:%M"))


def test_a_day_named_before_midnight_in_a_count_is_the_whole_day() -> None:
    """yogaflow-classgrid-errors-before-midnight pattern: "how many errors did X log yesterday, before midnight?"
    counts yesterday up to its midnight, not the three hours before it."""
    assert _local_window("how many errors did X log yesterday, before midnight?") == ("12-03 00:00", "12-04 00:00")
    assert _local_window("昨天午夜之前报了多少次错") == ("12-03 00:00", "12-04 00:00")
    # an episode placed before midnight (no count) keeps the hours before it
    assert _local_window("the lag before midnight - when did it clear?") == ("12-03 21:00", "12-04 00:00")


def test_last_nights_twelve_oclock_capping_a_count_is_the_evening() -> None:
    """quarrylink-worker-errors-before-midnight pattern: "昨晚十二点之前 X 报了多少次错" is the evening that midnight
    closes (from 18:00), not the hour around midnight."""
    assert _local_window("昨晚十二点之前 X 报了多少次错") == ("12-03 18:00", "12-04 00:00")
    assert _local_window("昨晚12点之前 X 报了多少次错") == ("12-03 18:00", "12-04 00:00")


@pytest.mark.parametrize(("question", "start"), [("how many bookings failed since 8?", "12-04 08:00"),
                                                 ("how many errors since 3?", "12-04 03:00"),
                                                 ("how many errors after 9?", "12-03 21:00")])
def test_since_a_bare_hour_starts_at_the_latest_such_hour(question: str, start: str) -> None:
    """yogaflow-failed-since-8 pattern: "since 8?" is from the latest 8 o'clock passed to now, not the default hour."""
    now = datetime(2026, 12, 4, 3, 15, tzinfo=UTC) if "8" in question else _NOW  # 08:15 local for "since 8"
    assert _local_window(question, now)[0] == start


@pytest.mark.parametrize("question", ["今天到现在一共触发了几个告警？",
                                      "how many alerts have gone off today up to now?",
                                      "how many alerts fired until now?"])
def test_now_closing_a_window_asks_no_alert_firing_now(question: str) -> None:
    """quarrylink-alerts-today-count pattern: "今天到现在一共触发了几个告警" counts the alerts fired in the window."""
    assert ALERTS_COUNTED.search(question)
    assert not ALERTS_NOW.search(question)


@pytest.mark.parametrize("question", ["现在有几个告警在响？", "how many alerts are firing now?", "当前有多少个告警"])
def test_alerts_asked_now_stay_the_firing_ones(question: str) -> None:
    assert ALERTS_NOW.search(question)


@pytest.fixture(scope="module")
def ask(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ask]:
    with world_asker(tmp_path_factory.mktemp("stagecast"), "stagecast") as asker:
        yield asker


def test_alerts_fired_today_are_counted_and_the_answer_not_rejected(ask: Ask) -> None:
    """Scenario "how many alerts have gone off today up to now?" (dev: stagecast-alerts-fired-today-up-to-now-count-en):
    firing and resolved alerts of the day, counted by SQL; the alert query's counts are claimed as it states them (a
    sum "共 N 个" it never states was contradicted and rejected the answer)."""
    answer, fired = ask("how many alerts have gone off today up to now?",
                        "SELECT count(*) FROM alert WHERE starts_at >= '2026-03-08 18:15:00'")
    assert answer.startswith(f"窗口内触发过的告警共 {fired} 个"), answer


@pytest.mark.parametrize("question", ["今天早上5点以后一共失败了多少张磅单？", "下午三点之后总共失败了多少张订舱单？",
                                      "昨天挂了几笔订单"])
def test_failing_said_before_the_counted_records_asks_records(question: str) -> None:
    """quarrylink-failed-tickets-since-five pattern: "失败了多少张<记录>" counts the domain's failed records (the record
    noun may be a service's word), never the service's log lines."""
    assert asks_failed_records(question)


@pytest.mark.parametrize("question", ["报错了多少条日志", "失败了多少次", "今天失败了多少个请求"])
def test_failing_before_lines_or_times_asks_no_records(question: str) -> None:
    assert not asks_failed_records(question)


@pytest.mark.parametrize(("question", "hours"), [("how many deliveries failed yesterday around lunch?", "11:00-14:00"),
                                                 ("昨天午饭前后失败了多少单", "11:00-14:00"),
                                                 ("was X down at lunchtime?", "11:30-13:30"),
                                                 ("昨天午饭时候报错了吗", "11:30-13:30")])
def test_lunch_said_loosely_runs_half_an_hour_further(question: str, hours: str) -> None:
    """gelatoly-deliveries-failed-lunch-count pattern: "around lunch" / "午饭前后" is 11:00-14:00; lunch itself
    ("at lunchtime", "午饭时候") stays 11:30-13:30."""
    assert hours in canonical_time_forms(question)


@pytest.mark.parametrize("question", ["how many PAY-5001 errors did basket-service log?",
                                      "how many PAY-5001 errors did ledger-service throw?"])
def test_a_codes_lines_asked_in_the_past_with_no_window_cover_all_the_data(question: str) -> None:
    """quarrylink-scs-errors-count pattern: "how many <CODE> errors did X log?" counts the code's whole run (all the
    data, as "一共报了几次" did), not the recent hour's lines."""
    plan = offline_plan(question, _CODE_CATALOG, now=NOW)
    assert plan.error_codes == ["PAY-5001"], plan
    assert plan.window_start == _iso(_CODE_CATALOG.data_start), plan


def test_a_codes_lines_asked_now_keep_the_recent_window() -> None:
    plan = offline_plan("how many PAY-5001 errors is basket-service throwing right now?", _CODE_CATALOG, now=NOW)
    assert plan.window_start != _iso(_CODE_CATALOG.data_start), plan
