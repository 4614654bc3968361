"""Question patterns found by the held-out error analysis (issue 10), on a catalogue of no real world: an English
overview phrased "everything that is …", a hyphenated name the data does not hold, a resource no metric measures,
"where did it go wrong" as a cause, and "early this morning" as the small hours."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from superbiz.agents.plan import Catalog, offline_plan
from superbiz.agents.plan_terms import asked_level
from superbiz.agents.question_ops import actions_asked
from superbiz.agents.timeparse import format_local, resolve_time

NOW = datetime(2031, 3, 4, 12, 0, tzinfo=UTC)
CATALOG = Catalog(
    services=("edge-router", "basket-service", "ledger-service", "vault-db"),
    dependencies={"ledger-service": ("vault-db",), "basket-service": ("ledger-service",)},
    metrics=("latency_p99_ms", "error_ratio", "db_pool_in_use"),
    timezone="UTC",
    data_start=datetime(2031, 3, 3, 0, 0, tzinfo=UTC),
    data_end=NOW,
    silent=frozenset(),
)


def _plan(question: str):  # type: ignore[no-untyped-def]
    return offline_plan(question, CATALOG, now=NOW)


@pytest.mark.parametrize("question", ["Give me a rundown of everything that's broken right now.",
                                      "Can you list everything that is failing at the moment?",
                                      "What's broken?"])
def test_an_english_overview_of_everything_broken_is_an_overview_not_a_pronoun(question: str) -> None:
    plan = _plan(question)
    assert plan.aspects == ["overview"] and not plan.unresolved_pronoun
    assert any(c.tool == "query_metrics" and "service" not in c.arguments for c in plan.calls)


def test_that_after_a_verb_is_still_a_pronoun() -> None:
    assert _plan("Is that caused by a deploy?").unresolved_pronoun


@pytest.mark.parametrize(("question", "unknown"), [
    ("Is loyalty-points failing in the past 3 hours?", ["loyalty-points"]),
    ("Has port-authority been failing today?", ["port-authority"]),
])
def test_a_hyphenated_name_the_data_does_not_hold_is_an_unknown_service(question: str, unknown: list[str]) -> None:
    plan = _plan(question)
    assert plan.services == [] and plan.unknown_services == unknown


def test_common_hyphenated_words_are_not_services() -> None:
    assert _plan("Any follow-up on ledger-service in real-time?").unknown_services == []
    assert _plan("Can you give me a follow-up on the on-call rota?").unknown_services == []


@pytest.mark.parametrize(("question", "label"), [("ledger-service 现在 CPU 使用率是多少？", "CPU"),
                                                 ("How much memory is ledger-service using?", "内存"),
                                                 ("ledger-service 磁盘满了吗？", "磁盘")])
def test_a_resource_no_metric_measures_is_a_gap_the_head_states(question: str, label: str) -> None:
    note = _plan(question).window_note
    assert f"{label}指标" in note and "ledger-service" in note


def test_a_measured_resource_is_no_gap_nor_one_when_other_metric_sources_may_measure_it() -> None:
    catalog = CATALOG.model_copy(update={"metrics": (*CATALOG.metrics, "cpu_usage_percent")})
    assert "CPU" not in offline_plan("ledger-service 现在 CPU 使用率是多少？", catalog, now=NOW).window_note
    unknown = CATALOG.model_copy(update={"silent": None})  # Prometheus or MCP evidence configured
    assert "CPU" not in offline_plan("ledger-service 现在 CPU 使用率是多少？", unknown, now=NOW).window_note


def test_a_level_below_a_percent_that_no_metric_measures_is_a_gap_and_a_measured_one_is_not() -> None:
    note = _plan("how many devices are sitting below 20% charge at the moment?").window_note
    assert "charge 相关的指标" in note
    catalog = CATALOG.model_copy(update={"metrics": (*CATALOG.metrics, "charge_level_pct")})
    assert "charge" not in offline_plan("how many devices are below 20% charge now?", catalog, now=NOW).window_note


@pytest.mark.parametrize("question", ["ledger-service 今天上午报了一阵错，是哪里出了问题？",
                                      "basket-service: what broke?"])
def test_where_it_went_wrong_asks_the_cause_not_health(question: str) -> None:
    assert _plan(question).aspects == ["cause"]


@pytest.mark.parametrize(("question", "window"), [
    ("What caused the errors early this morning?", ("2031-03-04 00:00", "2031-03-04 09:00")),
    ("今天一大早出了什么问题", ("2031-03-04 00:00", "2031-03-04 09:00")),
    ("凌晨有没有告警", ("2031-03-04 00:00", "2031-03-04 06:00")),
    ("this morning", ("2031-03-04 06:00", "2031-03-04 12:00")),
])
def test_early_this_morning_is_the_small_hours_to_the_working_morning(question: str, window: tuple[str, str]) -> None:
    spec = resolve_time(question, now=datetime(2031, 3, 4, 15, 0, tzinfo=UTC), zone=CATALOG.zone())
    assert (format_local(spec.start, CATALOG.zone()), format_local(spec.end, CATALOG.zone())) == window


_STATUSES = ("SETTLED", "REFUND_FAILED", "CARD_DECLINED", "KYC_UNVERIFIED", "PAYMENT_TIMEOUT", "PAYMENT_FAILED")


@pytest.mark.parametrize(("question", "statuses"), [
    ("今天有多少笔转账因为支付超时失败了？", ["PAYMENT_TIMEOUT", "PAYMENT_FAILED"]),
    ("How many payments were declined today?", ["CARD_DECLINED"]),
    ("有多少个预约因为身份校验失败？", ["KYC_UNVERIFIED"]),
    ("How many bookings failed with a refund error?", ["REFUND_FAILED"]),
])
def test_a_count_of_records_names_their_status_in_words(question: str, statuses: list[str]) -> None:
    catalog = CATALOG.model_copy(update={"order_statuses": _STATUSES})
    plan = offline_plan(question, catalog, now=NOW)
    assert "record" in plan.aspects and plan.statuses == statuses
    assert {c.arguments.get("status") for c in plan.calls if c.tool == "query_order"} >= set(statuses)


def test_a_status_named_by_value_wins_and_a_non_count_question_names_none_by_words() -> None:
    catalog = CATALOG.model_copy(update={"order_statuses": _STATUSES})
    assert offline_plan("How many PAYMENT_TIMEOUT orders today?", catalog, now=NOW).statuses == ["PAYMENT_TIMEOUT"]
    assert offline_plan("ledger-service 支付超时是什么原因？", catalog, now=NOW).statuses == []


@pytest.mark.parametrize(("question", "level"), [("那会儿它有没有打 ERROR 日志", "ERROR"),
                                                 ("有没有打过 WARN 日志", "WARN"),
                                                 ("did it log any error lines back then?", "ERROR"),
                                                 ("有没有错误日志？", "ERROR"), ("any WARNING logs overnight?", "WARN"),
                                                 ("现在延迟多少？", None)])
def test_a_log_level_asked_with_a_verb_between_is_still_that_level(question: str, level: str | None) -> None:
    assert asked_level(question) == level


def test_an_average_of_a_quantity_no_metric_measures_is_a_gap_and_a_measured_one_is_not() -> None:
    note = _plan("What's the average humidity reading of the vault racks right now?").window_note
    assert "humidity 相关的指标" in note
    catalog = CATALOG.model_copy(update={"metrics": (*CATALOG.metrics, "humidity_pct")})
    assert "humidity" not in offline_plan("what's the average humidity of the racks?", catalog, now=NOW).window_note
    for measured in ("what's the average latency of ledger-service?", "average number of errors per hour?",
                     "what's the mean error ratio today?"):
        assert "相关的指标" not in _plan(measured).window_note, measured


@pytest.mark.parametrize(("question", "actions"), [("basket-service 出事以后有人回滚过版本没？", ["回滚"]),
                                                   ("有人重启过它没？", ["重启"]), ("它为什么慢了这么多", [])])
def test_an_object_between_the_operation_and_its_question_word_still_asks_the_operation(
        question: str, actions: list[str]) -> None:
    assert actions_asked(question) == actions
