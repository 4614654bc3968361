"""Issue 10 pattern "counts of error lines asked in other words" (opened lasitava, remitnic): a bare measure over a
window ("X errors in the past 2 hours?") asks the count, never a cause of nothing; a count of one kind of error
("报了多少次连接池的错") counts the service's error lines — never a gap for an unheld thing, nor a metric's value
because a metric measures the kind (the pool, the latency)."""

from __future__ import annotations

import pytest

from superbiz.agents.plan import offline_plan
from superbiz.agents.plan_terms import uncounted
from superbiz.agents.question_ops import metrics_asked
from tests.agents.synthetic import CATALOG, NOW


@pytest.mark.parametrize("question", ["ledger-service errors in the past 2 hours?",
                                      "ledger-service warnings today?", "edge-router errors since 3pm"])
def test_a_bare_measure_over_a_window_asks_the_count(question: str) -> None:
    assert offline_plan(question, CATALOG, now=NOW).aspects == ["count"]


@pytest.mark.parametrize("question", ["any ledger-service errors in the past 2 hours?",
                                      "why ledger-service errors in the past 2 hours?"])
def test_a_worded_question_keeps_its_own_aspect(question: str) -> None:
    assert offline_plan(question, CATALOG, now=NOW).aspects != ["count"]


def test_errors_of_a_kind_are_counted_not_a_gap() -> None:
    question = "昨天 ledger-service 一共报了多少次连接池的错"
    assert uncounted(question, ["count"], has_entity=True, catalog=CATALOG) == ""
    assert not offline_plan(question, CATALOG, now=NOW).uncounted


def test_errors_of_a_kind_a_metric_measures_ask_no_metric() -> None:
    assert metrics_asked("ledger-service 今天报了多少次延迟的错", CATALOG.metrics) == []
    assert metrics_asked("how many latency errors did ledger-service log?", CATALOG.metrics) == []
    assert metrics_asked("ledger-service 延迟现在多少", CATALOG.metrics) == ["latency_p99_ms"]


def test_a_measure_followed_by_a_wh_question_asks_that_question() -> None:
    """"X was throwing errors yesterday afternoon - what was behind it?" is a cause question (seedbank regressed to a
    count when the bare-measure rule read "errors yesterday afternoon - …" as the whole question)."""
    from superbiz.agents.question import aspects_of

    assert "count" not in aspects_of("warehouse picking was throwing errors yesterday afternoon - what was behind it?",
                                     has_entity=True, has_record=False)
